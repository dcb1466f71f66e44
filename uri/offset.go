package uri

// This file says where each component of a reference starts in its text
// (RFC 3986 3: scheme ":" ["//" authority] path ["?" query] ["#"
// fragment]), and decodes a component to UTF-8 text with the offset of a
// failure, so that a scheme's own parser (scheme/<name>) reports its errors
// at the byte they are about.

import (
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Offset returns the byte offset in r.String() at which component c begins
// (its first character, after its delimiter) and whether r has that
// component. Scheme starts at 0; Host and Port are within the authority;
// Path always exists. PathSegment and QueryComponent name parts, not
// components, and report false, as does the zero Ref.
func (r Ref) Offset(c Component) (int, bool) {
	if !r.IsValid() {
		return 0, false
	}
	l := r.r.Layout()
	auth := int(l.SchemeEnd) + 3
	if l.Flags&syntax.FlagScheme == 0 {
		auth = 2
	}
	switch c {
	case Scheme:
		return 0, l.Flags&syntax.FlagScheme != 0
	case Userinfo:
		return auth, l.Flags&syntax.FlagUserinfo != 0
	case Host:
		return int(l.HostStart), l.Flags&syntax.FlagAuthority != 0
	case Port:
		return int(l.HostEnd) + 1, l.Flags&syntax.FlagPort != 0
	case Path:
		return int(l.PathStart), true
	case Query:
		return int(l.PathEnd) + 1, l.Flags&syntax.FlagQuery != 0
	case Fragment:
		return int(l.QueryEnd) + 1, l.Flags&syntax.FlagFragment != 0
	}
	return 0, false
}

// UnescapeText is Unescape for text: it also fails when the decoded octets
// are not UTF-8, with ErrInvalidUTF8 at the offset in s of the first byte
// (or triplet) of the first sequence that is not (RFC 3987 3.2 step 3
// reads percent-encoded octets as UTF-8 the same way).
func UnescapeText(s string) (string, error) {
	d, err := Unescape(s)
	if err != nil || utf8.ValidString(d) {
		return d, err
	}
	j := 0 // offset in s of the octet d[i] came from
	for i := 0; i < len(d); {
		c, n := utf8.DecodeRuneInString(d[i:])
		if c == utf8.RuneError && n == 1 {
			return "", &Error{Op: "unescape", Input: s, Offset: j, Err: ErrInvalidUTF8}
		}
		for range n {
			if s[j] == '%' {
				j += 3
			} else {
				j++
			}
		}
		i += n
	}
	return d, nil
}
