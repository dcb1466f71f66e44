// Package syntax is the scanner and the algorithms shared by the uri and iri
// packages: the generic syntax of RFC 3986 (sections 2-5), switched by a
// constraint flag to the IRI grammar of RFC 3987 section 2.2. It imports only
// the standard library.
package syntax

import (
	"errors"
	"fmt"
)

// The reasons a reference is rejected. The uri and iri packages export them
// for errors.Is.
var (
	ErrInvalidChar      = errors.New("invalid character")
	ErrInvalidPercent   = errors.New("invalid percent-encoding")
	ErrMissingScheme    = errors.New("missing scheme")
	ErrInvalidScheme    = errors.New("invalid scheme")
	ErrColonInFirstSeg  = errors.New("colon in first segment of a relative path")
	ErrInvalidPort      = errors.New("invalid port")
	ErrInvalidIPv6      = errors.New("invalid IPv6 literal")
	ErrInvalidIPvFuture = errors.New("invalid IPvFuture literal")
	ErrInvalidZone      = errors.New("invalid IPv6 zone identifier")
	ErrInvalidUTF8      = errors.New("invalid UTF-8")
	ErrTooLong          = errors.New("reference too long")
	ErrNotAbsolute      = errors.New("not an absolute reference")
)

// Fault says why and where a reference was rejected: Offset is the byte
// offset of the first offending byte (len(input) when the input ends too
// soon), Err one of the sentinels above, Where the component (ABNF rule)
// being read, and Char the offending character when there is one.
type Fault struct {
	Offset int
	Err    error
	Where  string
	Char   rune // -1 when the fault is the end of the input or not one character
	Note   string
}

func (f *Fault) Error() string {
	msg := f.Err.Error()
	if f.Err == ErrInvalidChar {
		if f.Char >= 0 {
			msg += " " + quoteChar(f.Char)
		}
		if f.Where != "" {
			msg += " in " + f.Where
		}
	} else {
		if f.Where != "" && f.Err != ErrInvalidPort && f.Err != ErrMissingScheme && f.Err != ErrInvalidScheme && f.Err != ErrColonInFirstSeg {
			msg += " in " + f.Where
		}
		switch {
		case f.Char >= 0:
			msg += ": unexpected " + quoteChar(f.Char)
		case f.Err == ErrInvalidPercent || f.Err == ErrInvalidPort || f.Err == ErrInvalidIPv6 ||
			f.Err == ErrInvalidIPvFuture || f.Err == ErrInvalidZone:
			msg += ": unexpected end"
		}
	}
	if f.Note != "" {
		msg += " (" + f.Note + ")"
	}
	return msg
}

// quoteChar quotes a character for a message: printable ASCII as 'c',
// as it is between the quotes ('\', not Go's '\\': a message is read,
// and quoted again where it is shown), anything else as U+XXXX.
func quoteChar(r rune) string {
	if r < 0x20 || r == 0x7f || r >= 0x80 {
		return fmt.Sprintf("%U", r)
	}
	return "'" + string(r) + "'"
}

func (f *Fault) Unwrap() error { return f.Err }

// Component returns the component Where names, or 0 when Where is empty
// or names no component of RFC 3986 3.
func (f *Fault) Component() Component {
	switch f.Where {
	case "scheme":
		return Scheme
	case "userinfo":
		return Userinfo
	case "host":
		return Host
	case "port":
		return Port
	case "path":
		return Path
	case "query":
		return Query
	case "fragment":
		return Fragment
	}
	return 0
}

// fault builds the Fault for the byte at offset i of s.
func fault(s string, i int, err error, where string) *Fault {
	f := &Fault{Offset: i, Err: err, Where: where, Char: -1}
	if i < len(s) {
		f.Char = rune(s[i])
		if s[i] >= 0x80 {
			if r, _ := decodeUTF8(s, i); r >= 0 {
				f.Char = r
			} else {
				// Not a character: name the byte.
				f.Char = -1
				f.Note = fmt.Sprintf("byte 0x%02X", s[i])
				if err != ErrInvalidUTF8 {
					f.Note += " is not UTF-8"
				}
			}
		}
	}
	return f
}
