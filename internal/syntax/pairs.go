package syntax

// This file holds the pair table that skipClassWords reads, the scanner of
// architectures without the sixteen-byte one (simd_amd64.s): the scanning
// classes (the low byte of table's bits: unreserved, userinfo, reg-name,
// query, path, segment-nz-nc, scheme, pchar) of two octets at once.

// pairs[a|b<<8] is the set of low-byte classes that both a and b belong
// to: one load tests two bytes of a run, so a word of eight bytes costs
// four loads instead of eight. 64 KiB, of which a URL touches the few
// cache lines of the character pairs it holds.
var pairs [1 << 16]uint8

// The table is built where skipClassWords scans (wordScanner), and by the
// tests, which check skipClassWords everywhere; on amd64 it stays zero
// pages, never touched.
func init() {
	if wordScanner {
		buildPairs()
	}
}

// buildPairs fills pairs from table.
func buildPairs() {
	// Octets from 0x80 belong to no class: their rows and columns stay 0.
	for b := range 0x80 {
		row := pairs[b<<8 : b<<8+0x80]
		tb := uint8(table[b])
		for a := range row {
			row[a] = uint8(table[a]) & tb
		}
	}
}

// pairClasses are the classes pairs holds, the ones skipClass accepts.
const pairClasses = cUnreserved | cUserinfo | cRegName | cQuery | cPath | cSegmentNC | cScheme | cPchar
