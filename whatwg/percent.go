package whatwg

// This file implements 1.3 "Percent-encoded bytes"
// (https://url.spec.whatwg.org/#percent-encoded-bytes): the percent-encode
// sets (C0 control, fragment, query, special-query, path, userinfo,
// component, application/x-www-form-urlencoded), UTF-8 percent-encoding and
// percent-decoding.

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// An EncodeSet is a percent-encode set of 1.3: the code points
// PercentEncode writes as "%XX" (one bit of encodeTable).
type EncodeSet uint8

// encodeSet is the internal name of EncodeSet.
type encodeSet = EncodeSet

// The percent-encode sets of 1.3, each a superset of the one before
// (except SpecialQuerySet, which is QuerySet and the apostrophe).
const (
	C0ControlSet      EncodeSet = 1 << iota // C0 controls and every code point above U+007E
	FragmentSet                             // C0 control set, space, '"', '<', '>', '`'
	QuerySet                                // C0 control set, space, '"', '#', '<', '>'
	SpecialQuerySet                         // query set and the apostrophe
	PathSet                                 // query set, '?', '^', '`', '{', '}'
	UserinfoSet                             // path set, '/', ':', ';', '=', '@', '[' to ']', '|'
	ComponentSet                            // userinfo set, '$' to '&', '+', ',' (encodeURIComponent)
	FormURLEncodedSet                       // component set, '!', apostrophe to ')', '~'
)

// The names the parser uses.
const (
	c0ControlSet    = C0ControlSet
	fragmentSet     = FragmentSet
	querySet        = QuerySet
	specialQuerySet = SpecialQuerySet
	pathSet         = PathSet
	userinfoSet     = UserinfoSet
	componentSet    = ComponentSet
	formSet         = FormURLEncodedSet
)

// Contains reports whether the code point c is in the set.
func (set EncodeSet) Contains(c rune) bool {
	if c >= utf8.RuneSelf {
		return true
	}
	return c >= 0 && encodeTable[c]&set != 0
}

// PercentEncode returns s UTF-8 percent-encoded with set (1.3 "UTF-8
// percent-encode",
// https://url.spec.whatwg.org/#string-utf-8-percent-encode): each code
// point in set becomes its UTF-8 bytes as "%XX" (upper-case hex); a byte
// that is not UTF-8 counts as U+FFFD. It returns s itself when nothing
// changes. With ComponentSet it is JavaScript's encodeURIComponent.
func PercentEncode(s string, set EncodeSet) string { return encode(s, set) }

// PercentDecode returns the bytes s percent-decodes to (1.3
// "percent-decode", https://url.spec.whatwg.org/#string-percent-decode):
// each '%' followed by two hex digits becomes the byte they name; any other
// '%' stays. The result may not be UTF-8.
func PercentDecode(s string) string { return percentDecode(s) }

// encodeTable says, for each byte, which sets hold it. Every byte above
// 0x7F is in every set: a code point above U+007E is, and UTF-8 encodes it
// in such bytes only.
var encodeTable = func() (t [256]encodeSet) {
	add := func(s encodeSet, chars string) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= s
		}
	}
	for b := 0; b < 256; b++ {
		if b < 0x20 || b > 0x7E {
			t[b] |= c0ControlSet
		}
	}
	for b := 0; b < 256; b++ { // each set includes the one it extends
		c := t[b]&c0ControlSet != 0
		if c {
			t[b] |= fragmentSet | querySet
		}
	}
	add(fragmentSet, " \"<>`")
	add(querySet, " \"#<>")
	for b := 0; b < 256; b++ {
		if t[b]&querySet != 0 {
			t[b] |= specialQuerySet | pathSet
		}
	}
	add(specialQuerySet, "'")
	add(pathSet, "?^`{}")
	for b := 0; b < 256; b++ {
		if t[b]&pathSet != 0 {
			t[b] |= userinfoSet
		}
	}
	add(userinfoSet, "/:;=@[\\]|")
	for b := 0; b < 256; b++ {
		if t[b]&userinfoSet != 0 {
			t[b] |= componentSet
		}
	}
	add(componentSet, "$%&+,")
	for b := 0; b < 256; b++ {
		if t[b]&componentSet != 0 {
			t[b] |= formSet
		}
	}
	add(formSet, "!'()~")
	return t
}()

// needsEncoding reports whether UTF-8 percent-encoding s with set changes
// it: whether some byte of s is in set.
func needsEncoding(s string, set encodeSet) bool {
	for i := 0; i < len(s); i++ {
		if encodeTable[s[i]]&set != 0 {
			return true
		}
	}
	return false
}

// appendEncoded appends s UTF-8 percent-encoded with set (1.3 "UTF-8
// percent-encode",
// https://url.spec.whatwg.org/#string-utf-8-percent-encode, which is
// "percent-encode after encoding" with UTF-8). A byte that does not begin a
// UTF-8 sequence is U+FFFD REPLACEMENT CHARACTER, as the UTF-8 decoding of
// the standard's input would make it. When b must grow, it grows once, to
// hold the whole result (encodedLen) and at least twice its length, so that
// a long component costs its encoded size and a run of short ones a
// constant factor of it.
func appendEncoded(b []byte, s string, set encodeSet) []byte {
	if n := encodedLen(s, set); n > cap(b)-len(b) {
		b = slices.Grow(b, max(n, len(b)))
	}
	for i := 0; i < len(s); {
		c := s[i]
		if encodeTable[c]&set == 0 {
			j := i + 1
			for j < len(s) && encodeTable[s[j]]&set == 0 {
				j++
			}
			b = append(b, s[i:j]...)
			i = j
			continue
		}
		if c < utf8.RuneSelf {
			b = syntax.AppendPct(b, c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, "%EF%BF%BD"...)
		} else {
			for k := 0; k < n; k++ {
				c := s[i+k]
				b = syntax.AppendPct(b, c)
			}
		}
		i += n
	}
	return b
}

// encodedLen returns the length of s UTF-8 percent-encoded with set: 3
// bytes for each byte of a character in set, 9 for a byte that does not
// begin a UTF-8 sequence ("%EF%BF%BD"), 1 for each other byte.
func encodedLen(s string, set encodeSet) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case encodeTable[c]&set == 0:
			n++
			i++
		case c < utf8.RuneSelf:
			n += 3
			i++
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				n += 9
			} else {
				n += 3 * size
			}
			i += size
		}
	}
	return n
}

// encode returns s UTF-8 percent-encoded with set: s itself when nothing
// in it needs encoding.
func encode(s string, set encodeSet) string {
	if !needsEncoding(s, set) {
		return s
	}
	return string(appendEncoded(nil, s, set))
}

// percentDecode returns s percent-decoded (1.3 "percent-decode",
// https://url.spec.whatwg.org/#percent-decode): each '%' followed by two
// hex digits becomes the byte they name; any other '%' stays. It returns s
// itself when s holds no '%'.
func percentDecode(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if syntax.IsPctEncoded(s, i) {
			b = append(b, syntax.PctOctet(s, i))
			i += 2
			continue
		}
		b = append(b, c)
	}
	return string(b)
}
