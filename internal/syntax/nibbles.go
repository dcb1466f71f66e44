package syntax

// This file holds the nibble tables of the sixteen-byte scanner
// (simd_amd64.s): one per class of pairClasses, each deciding membership
// from a byte's two halves.

import "math/bits"

// nibbles[k] is the table of class bit k: t[l] sets bit h when the octet
// h<<4|l (h < 8) is in the class, and t[16+h] is the bit h itself. An
// octet b is in the class exactly when t[b&15] & t[16+b>>4] != 0: the
// row bit of b's high half picks, among the columns of its low half, its
// own. Octets from 0x80 have no row bit (and PSHUFB reads 0 for them), so
// they are in no class, as in table.
var nibbles = func() (n [8][32]byte) {
	for k := range n {
		mask := uint16(1) << k
		for h := range 8 {
			n[k][16+h] = 1 << h
			for l := range 16 {
				if table[h<<4|l]&mask != 0 {
					n[k][l] |= 1 << h
				}
			}
		}
	}
	return n
}()

// nibbleOf returns the nibble table of mask, one class bit of pairClasses.
func nibbleOf(mask uint16) *[32]byte { return &nibbles[bits.TrailingZeros16(mask)&7] }
