package tel

// This file checks and decodes the parameters of RFC 3966 3: pname,
// pvalue, and the values of ext (5.3), isub (5.2) and phone-context
// (5.1.5) with its domainname (RFC 3966 3, after RFC 1035 2.3.1).

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/schemerule"
	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// parser reads the parameters of a tel URI s.
type parser struct{ s string }

// fail returns the *uri.Error at off, in the query when a "?" comes
// before it (RFC 3986 3.4) and otherwise in the path.
func (p parser) fail(off int, err error) *uri.Error {
	c := uri.Path
	if q := strings.IndexByte(p.s, '?'); q >= 0 && q < off {
		c = uri.Query
	}
	return parseError(p.s, off, c, err)
}

// name checks pname = 1*( alphanum / "-" ) at off.
func (p parser) name(off int, name string) error {
	if name == "" {
		return p.fail(off, fmt.Errorf("%w: empty pname", ErrInvalidParam))
	}
	for i := 0; i < len(name); i++ {
		if !schemerule.AlnumOr(name[i:i+1], "-") {
			return p.fail(off+i, fmt.Errorf("%w: %s in pname", ErrInvalidParam, unexpected(name, i)))
		}
	}
	return nil
}

// value checks the value of the parameter name at off and returns it
// decoded.
func (p parser) value(off int, name, v string, hasValue, global bool) (string, error) {
	ext, isub, ctx := strings.EqualFold(name, Ext), strings.EqualFold(name, ISub), strings.EqualFold(name, PhoneContext) && !global
	switch {
	case !hasValue && (ext || isub || ctx):
		return "", p.fail(off-1, fmt.Errorf("%w: %s needs a value", ErrInvalidParam, name))
	case !hasValue:
		return "", nil
	case v == "":
		return "", p.fail(off, fmt.Errorf("%w: empty value", ErrInvalidParam))
	case ext:
		// extension = ";ext=" 1*phonedigit, phonedigit = DIGIT /
		// visual-separator (3, 5.3).
		for i := 0; i < len(v); i++ {
			if c := v[i]; !('0' <= c && c <= '9') && strings.IndexByte("-.()", c) < 0 {
				return "", p.fail(off+i, fmt.Errorf("%w: %s in ext", ErrInvalidParam, unexpected(v, i)))
			}
		}
		return v, nil
	case isub:
		// isdn-subaddress = ";isub=" 1*uric: every character of a valid
		// reference's path or query is a uric (RFC 2396 2) but ";", which
		// ends the parameter.
		return p.decode(off, v)
	case ctx:
		// descriptor = domainname / global-number-digits (5.1.5).
		if v[0] == '+' {
			if bad, _ := schemerule.TelNumber(v); bad >= 0 {
				return "", p.fail(off+bad, fmt.Errorf("%w: %s in phone-context", ErrInvalidParam, unexpected(v, bad)))
			}
			return digits(v), nil
		}
		if bad := domainBad(v); bad >= 0 {
			return "", p.fail(off+bad, fmt.Errorf("%w: %s in phone-context domainname", ErrInvalidParam, unexpected(v, bad)))
		}
		return v, nil
	}
	if bad := schemerule.PValueBad(v); bad >= 0 {
		return "", p.fail(off+bad, fmt.Errorf("%w: %s in pvalue", ErrInvalidParam, unexpected(v, bad)))
	}
	return p.decode(off, v)
}

// decode percent-decodes v, at off, which must give UTF-8 text.
func (p parser) decode(off int, v string) (string, error) {
	dec, _ := uri.Unescape(v) // the triplets of a valid reference are well-formed
	if !utf8.ValidString(dec) {
		return "", p.fail(off+part.FirstBadUTF8(v, dec), fmt.Errorf("%w: %w", ErrInvalidParam, uri.ErrInvalidUTF8))
	}
	return dec, nil
}

// domainBad returns the offset of the first byte of s that breaks
// domainname = *( domainlabel "." ) toplabel [ "." ], domainlabel =
// alphanum / alphanum *( alphanum / "-" ) alphanum, toplabel = ALPHA /
// ALPHA *( alphanum / "-" ) alphanum (RFC 3966 3), or -1.
func domainBad(s string) int {
	label := 0 // start of the current label
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != '.' {
			if c := s[i]; !schemerule.AlnumOr(s[i:i+1], "-") || c == '-' && i == label {
				return i
			}
			continue
		}
		// a label ends at i
		switch {
		case i == label && i == len(s) && i > 0:
			return -1 // the optional final "."
		case i == label:
			return i // an empty label
		case s[i-1] == '-':
			return i - 1
		}
		if i == len(s) || i == len(s)-1 {
			// the toplabel starts with ALPHA
			if c := s[label]; '0' <= c && c <= '9' {
				return label
			}
		}
		label = i + 1
	}
	return -1
}

// unexpected describes the byte s[i], or the end of s.
func unexpected(s string, i int) string {
	if i >= len(s) {
		return "unexpected end"
	}
	return fmt.Sprintf("unexpected %q", s[i])
}

// parseError is the error of Parse: op "parse tel", the reference, the
// offset of the first byte the scheme's syntax refuses, its component.
func parseError(input string, offset int, c uri.Component, err error) *uri.Error {
	return &uri.Error{Op: "parse tel", Input: input, Offset: offset, Component: c, Err: err}
}
