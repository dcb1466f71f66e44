package main

// This file gives the comparison ladder of RFC 3986 6.2 rung by rung for
// the playground: simple string comparison (6.2.1), then the three steps of
// syntax-based normalization (6.2.2.1 case, 6.2.2.2 percent-encoding,
// 6.2.2.3 path segments), then scheme-based normalization (6.2.3). The
// first two steps are written out here to show them apart; the last syntax
// rung is the library's syntax-based normal form (uri.SyntaxBased), which
// completes them (dot-segments, RFC 5952 text of IPv6 literals), and the
// scheme rung is uri.Ref.Normalize. For IRIs, the rungs of RFC 3987 5.3.

import (
	"strings"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// ladderRung is one rung: the form of the reference after it, and whether
// the rung changed the form of the rung before.
type ladderRung struct {
	ID      string `json:"id"`
	Title   string `json:"title"`
	Section string `json:"section"`
	Note    string `json:"note"`
	Result  string `json:"result"`
	Changed bool   `json:"changed"`
}

// uriLadder returns the rungs of RFC 3986 6.2 for r.
func uriLadder(r uri.Ref) []ladderRung {
	s := r.String()
	hostStart, hostEnd := -1, -1
	if r.HasAuthority() {
		hostStart, _ = r.Offset(uri.Host)
		hostEnd = hostStart + len(r.Host())
	}
	cased := caseNormal(s, len(schemeOf(r)), hostStart, hostEnd)
	pathStart, _ := r.Offset(uri.Path)
	decoded := percentNormal(cased, hostStart, hostEnd, pathStart, pathStart+len(r.Path()))
	rungs := []ladderRung{
		{ID: "simple", Title: "Simple string comparison", Section: "RFC 3986 6.2.1",
			Note: "the reference as written, compared character by character", Result: s},
		{ID: "case", Title: "Case normalization", Section: "RFC 3986 6.2.2.1",
			Note: "scheme and host in lower case, hexadecimal digits of percent-encodings in upper case", Result: cased},
		{ID: "percent", Title: "Percent-encoding normalization", Section: "RFC 3986 6.2.2.2",
			Note: "percent-encoded unreserved characters (letters, digits, - . _ ~) decoded", Result: decoded},
		{ID: "path", Title: "Path segment normalization", Section: "RFC 3986 6.2.2.3",
			Note:   `dot-segments removed (5.2.4); IPv6 literals in RFC 5952 text: the syntax-based normal form`,
			Result: r.NormalizeWith(uri.NormalizeOptions{Level: uri.SyntaxBased}).String()},
		{ID: "scheme", Title: "Scheme-based normalization", Section: "RFC 3986 6.2.3",
			Note:   "the scheme's rules: default and empty port removed, empty path of an authority made \"/\", the scheme's own (urn, mailto, ...)",
			Result: r.Normalize().String()},
	}
	markChanges(rungs)
	return rungs
}

// iriLadder returns the rungs of RFC 3987 5.3 for r.
func iriLadder(r iri.Ref) []ladderRung {
	rungs := []ladderRung{
		{ID: "simple", Title: "Simple string comparison", Section: "RFC 3987 5.3.1",
			Note: "the IRI as written, compared character by character", Result: r.String()},
		{ID: "syntax", Title: "Syntax-based normalization", Section: "RFC 3987 5.3.2",
			Note:   "case of scheme and US-ASCII host, percent-encodings of unreserved characters and ucschar decoded, dot-segments removed",
			Result: r.NormalizeWith(iri.NormalizeOptions{Level: uri.SyntaxBased}).String()},
		{ID: "scheme", Title: "Scheme-based normalization", Section: "RFC 3987 5.3.3",
			Note: "the scheme's rules: default and empty port removed, empty path of an authority made \"/\", the scheme's own", Result: r.Normalize().String()},
	}
	markChanges(rungs)
	return rungs
}

func markChanges(rungs []ladderRung) {
	for i := 1; i < len(rungs); i++ {
		rungs[i].Changed = rungs[i].Result != rungs[i-1].Result
	}
}

func schemeOf(r uri.Ref) string {
	s, _ := r.Scheme()
	return s
}

// caseNormal is s after case normalization (RFC 3986 6.2.2.1): the scheme,
// s[:schemeLen], and the host, s[hostStart:hostEnd], in lower case (the
// letters of its percent-encodings excepted), and the hexadecimal digits
// of every percent-encoding in upper case.
func caseNormal(s string, schemeLen, hostStart, hostEnd int) string {
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '%' && i+2 < len(b):
			b[i+1], b[i+2] = upperHex(b[i+1]), upperHex(b[i+2])
			i += 2
		case i < schemeLen || i >= hostStart && i < hostEnd:
			b[i] = lowerASCII(b[i])
		}
	}
	return string(b)
}

// percentNormal is s after percent-encoding normalization (RFC 3986
// 6.2.2.2): every triplet of an unreserved character (2.3) decoded, a
// letter of the host, s[hostStart:hostEnd], decoded in lower case (its
// case does not matter, 6.2.2.1). A path segment of s[pathStart:pathEnd]
// made only of dots, one of them encoded ("%2E", "%2E."), keeps every dot
// encoded, as the library does: a percent-encoded dot is data, never a
// dot-segment (RFC 3986 2.3, 5.2.4), so decoding it would change what the
// reference identifies.
func percentNormal(s string, hostStart, hostEnd, pathStart, pathEnd int) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if i >= pathStart && i < pathEnd && (i == pathStart || s[i-1] == '/') {
			end := i + strings.IndexByte(s[i:pathEnd]+"/", '/')
			if encodedDots(s[i:end]) {
				for j := i; j < end; j++ {
					if s[j] == '.' || s[j] == '%' {
						b.WriteString("%2E")
					}
				}
				i = end - 1
				continue
			}
		}
		if s[i] == '%' && i+2 < len(s) {
			c := unhex(s[i+1])<<4 | unhex(s[i+2])
			if isUnreserved(c) {
				if i >= hostStart && i < hostEnd {
					c = lowerASCII(c)
				}
				b.WriteByte(c)
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func upperHex(c byte) byte {
	if c >= 'a' && c <= 'f' {
		return c - 'a' + 'A'
	}
	return c
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c - 'A' + 'a'
	}
	return c
}

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10
	}
	return 0
}

// isUnreserved reports the unreserved characters of RFC 3986 2.3.
func isUnreserved(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

// encodedDots reports whether seg is made only of "." and "%2E" (in either
// case), with at least one "%2E": a dot-segment in disguise (RFC 3986 3.3).
func encodedDots(seg string) bool {
	encoded := false
	for i := 0; i < len(seg); i++ {
		switch {
		case seg[i] == '.':
		case seg[i] == '%' && i+2 < len(seg) && seg[i+1] == '2' && (seg[i+2] == 'E' || seg[i+2] == 'e'):
			encoded = true
			i += 2
		default:
			return false
		}
	}
	return encoded
}
