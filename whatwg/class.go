package whatwg

// This file holds the byte classes the states of 4.4 "URL parsing" scan
// with: one table lookup per byte for the delimiters of the authority
// state, host state and path state (4.4), the ASCII upper alpha of the
// scheme and domain (lower-cased, 4.4 scheme state and 3.3 domain parser
// step 5), and the forbidden domain code points (3.2).

// The bits of byteClass.
const (
	bcEnd       = 1 << iota // '/', '?', '#': ends an authority, a host (4.4 authority state step 2)
	bcBackslash             // '\': ends an authority, a host and a path segment in a special URL
	bcAt                    // '@': ends the credentials (authority state)
	bcColon                 // ':': ends the host (host state)
	bcBracket               // '[' or ']': a ':' between them is IPv6 (host state)
	bcUpper                 // ASCII upper alpha: lower-cased in a scheme or domain
	bcForbidden             // forbidden domain code point (3.2), or a byte above 0x7F
)

// byteClass holds the class bits of each byte.
var byteClass = func() (t [256]uint8) {
	for _, c := range "/?#" {
		t[c] |= bcEnd
	}
	t['\\'] |= bcBackslash
	t['@'] |= bcAt
	t[':'] |= bcColon
	t['['] |= bcBracket
	t[']'] |= bcBracket
	for c := 'A'; c <= 'Z'; c++ {
		t[c] |= bcUpper
	}
	for c := 0; c < 256; c++ {
		if c >= 0x80 || isForbiddenDomain(byte(c)) {
			t[c] |= bcForbidden
		}
	}
	return t
}()

// The bits of segClass.
const (
	pcSlash     = 1 << iota // '/': ends a path segment
	pcBackslash             // '\': ends a path segment in a special URL
	pcQueryFrag             // '?' or '#': ends the path without a state override
	pcEncode                // in the path percent-encode set (1.3)
)

// segClass holds the path state's bits of each byte.
var segClass = func() (t [256]uint8) {
	t['/'] |= pcSlash
	t['\\'] |= pcBackslash
	t['?'] |= pcQueryFrag
	t['#'] |= pcQueryFrag
	for c := 0; c < 256; c++ {
		if encodeTable[c]&pathSet != 0 {
			t[c] |= pcEncode
		}
	}
	return t
}()

// The bits of opaqueHostClass.
const (
	ohForbidden = 1 << iota // forbidden host code point (3.2)
	ohEncode                // in the C0 control percent-encode set (1.3)
)

// opaqueHostClass holds the opaque-host parser's bits (3.5) of each byte.
var opaqueHostClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if isForbiddenHost(byte(c)) {
			t[c] |= ohForbidden
		}
		if encodeTable[c]&c0ControlSet != 0 {
			t[c] |= ohEncode
		}
	}
	return t
}()
