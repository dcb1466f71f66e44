// Package edit changes one component of a parsed reference and leaves
// every other byte as it is (RFC 3986 3, RFC 3987 2.2): the editors of
// packages uri and iri (WithScheme, WithHost, ... WithoutQuery), their
// JoinPath, and the escaping of a component given as written, which
// uri.Build shares. It knows the grammar only through internal/syntax.
package edit

import (
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// AppendAsWritten appends s, a component as written in a reference, to b:
// each well-formed triplet kept as it is (RFC 3986 2.1) and every other
// octet component c cannot hold percent-encoded, a "%" that starts no
// triplet included ("%25"). With iri, a character RFC 3987 2.2 allows
// there (ucschar, and iprivate in a query) stays as it is; the octets of
// any other non-ASCII character, and bytes that are not UTF-8, are
// percent-encoded. It never decodes and never encodes a triplet again.
func AppendAsWritten(b []byte, s string, c syntax.Component, iri bool) []byte {
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case syntax.IsPctEncoded(s, i):
			b = append(b, s[i:i+3]...)
			i += 2
		case ch >= utf8.RuneSelf && iri:
			r, n := syntax.DecodeUTF8(s, i)
			if r >= 0 && keepsChar(r, c) {
				b = append(b, s[i:i+n]...)
			} else {
				for k := i; k < i+n; k++ {
					b = syntax.AppendPct(b, s[k])
				}
			}
			i += n - 1
		case syntax.NeedsEscape(ch, c):
			b = syntax.AppendPct(b, ch)
		default:
			b = append(b, ch)
		}
	}
	return b
}

// keepsChar reports whether an IRI holds the non-ASCII character r bare in
// component c (RFC 3987 2.2: ucschar, iprivate only in iquery; 4.1: never a
// bidirectional formatting character).
func keepsChar(r rune, c syntax.Component) bool {
	if syntax.IsBidiFormatting(r) {
		return false
	}
	return syntax.IsUcschar(r) || c == syntax.Query && syntax.IsIprivate(r)
}

// asWritten returns s escaped by AppendAsWritten, s itself when nothing
// changes.
func asWritten(s string, c syntax.Component, iri bool) string {
	b := AppendAsWritten(make([]byte, 0, len(s)), s, c, iri)
	if string(b) == s {
		return s
	}
	return string(b)
}

// fault returns the Fault for the byte at offset i of s, the argument of
// an editor.
func fault(s string, i int, err error, where, note string) *syntax.Fault {
	f := &syntax.Fault{Offset: i, Err: err, Where: where, Char: -1, Note: note}
	if i < len(s) {
		if r, _ := syntax.DecodeUTF8(s, i); r >= 0 {
			f.Char = r
		}
	}
	return f
}
