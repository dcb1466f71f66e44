package norm

import "github.com/urikit/urikit/internal/syntax"

// tripletsRun writes a component with its triplets normalized, sixteen
// bytes a step between them (rewrite_amd64.s): see lowerInto and
// tripletsInto, its two uses, and the modes below.
//
//go:noescape
func tripletsRun(dst []byte, src string, mode uint64, pct *bool) int

// The modes of tripletsRun.
const (
	runLower = 1 // ASCII letters in lower case, written or decoded
	runPath  = 2 // a decoded '.' stops the run with -1
)

// unreservedOctet marks the unreserved characters (RFC 3986 2.3), for
// tripletsRun.
var unreservedOctet = func() (t [256]byte) {
	for c := range 256 {
		if syntax.IsUnreserved(byte(c)) {
			t[c] = 1
		}
	}
	return t
}()

// lowerInto writes s[i:j], a scheme or a reg-name, into buf from m with
// ASCII letters in lower case and its triplets normalized (6.2.2.1,
// 6.2.2.2: an unreserved one decoded, and lower-cased if a letter), and
// returns the new end of the output. The bytes written past it are
// overwritten by what follows (the output is written in order); buf holds
// the span from m.
func lowerInto(buf []byte, m int, s string, i, j int, pct *bool) int {
	if j-i > len(buf)-m {
		panic("norm: lowerInto: no room")
	}
	return m + tripletsRun(buf[m:], s[i:j], runLower, pct)
}

// tripletsInto is pctInto, and pathInto with path set: s[i:j] into buf
// from m with its triplets normalized, the new end of the output, or -1
// at a "%2E" with path. buf holds the span from m.
func tripletsInto(buf []byte, m int, s string, i, j int, path bool, pct *bool) int {
	if j-i > len(buf)-m {
		panic("norm: tripletsInto: no room")
	}
	mode := uint64(0)
	if path {
		mode = runPath
	}
	n := tripletsRun(buf[m:], s[i:j], mode, pct)
	if n < 0 {
		return -1
	}
	return m + n
}
