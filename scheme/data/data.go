package data

// This file implements the syntax of a data URL (RFC 2397 2, 3) and the
// media type of RFC 2045 5.1.

import (
	"encoding/base64"
	"errors"
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// Sentinel reasons, for errors.Is.
var (
	ErrScheme    = errors.New("data: not a data URL")               // RFC 2397 3
	ErrForm      = errors.New("data: authority in a data URL")      // RFC 2397 3
	ErrNoComma   = errors.New(`data: no "," before the data`)       // RFC 2397 3
	ErrMediaType = errors.New("data: invalid media type")           // RFC 2397 3, RFC 2045 5.1
	ErrParameter = errors.New("data: invalid media type parameter") // RFC 2397 3, RFC 2045 5.1
	ErrBase64    = errors.New("data: invalid base64 data")          // RFC 2397 3, RFC 4648 4
)

// URL is a data URL (RFC 2397).
type URL struct {
	// Type and Subtype are the media type as written and decoded,
	// "text" and "plain" when it is not written (RFC 2397 2).
	Type, Subtype string
	// Params are the parameters, decoded (a quoted-string unquoted), in
	// order; [["charset", "US-ASCII"]] when Default.
	Params [][2]string
	// TypeGiven says type "/" subtype was written.
	TypeGiven bool
	// Default says no media type was written at all, neither a type nor
	// a parameter: the media type is text/plain;charset=US-ASCII.
	Default bool
	// Base64 says ";base64" was given: the data was base64-encoded.
	Base64 bool
	// Data is the payload, decoded.
	Data []byte
	// Fragment is the fragment as written; it is not part of the data.
	Fragment    string
	HasFragment bool
}

// ParseString parses s as a URI reference (RFC 3986) and then as a data
// URL.
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as a data URL (RFC 2397 3). Errors are *uri.Error values
// with Op "parse data" and the offset of the first byte RFC 2397 refuses;
// for invalid base64 it is the first byte of the group that does not
// decode.
func Parse(r uri.Ref) (URL, error) {
	s := r.String()
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: "parse data", Input: s, Offset: off, Component: c, Err: err}
	}
	if _, err := part.Scheme(r, "parse data", ErrScheme, "data"); err != nil {
		return URL{}, err
	}
	const start = len("data:")
	if r.HasAuthority() {
		return fail(start, uri.Path, ErrForm)
	}
	var u URL
	u.Fragment, u.HasFragment = r.Fragment()
	// RFC 2397 3: data := *urlchar, and urlchar includes "?".
	body := s[start:]
	if u.HasFragment {
		body = body[:len(body)-len(u.Fragment)-1]
	}
	comma := strings.IndexByte(body, ',')
	if comma < 0 {
		return fail(start+len(body), uri.Path, ErrNoComma)
	}
	if strings.IndexByte(body[:comma], '?') >= 0 {
		return fail(start+strings.IndexByte(body, '?'), uri.Query, ErrMediaType)
	}
	if err := u.parseMediaType(body[:comma], start, fail); err != nil {
		return URL{}, err
	}
	raw := body[comma+1:]
	data, err := uri.Unescape(raw) // r is valid: every triplet is well formed
	if err != nil {
		return fail(start+comma+1, uri.Path, uri.ErrInvalidPercent)
	}
	if !u.Base64 {
		u.Data = []byte(data)
		return u, nil
	}
	if bad := checkBase64(data); bad >= 0 {
		return fail(start+comma+1+part.RawOffset(raw, bad), uri.Path, ErrBase64)
	}
	dec := make([]byte, base64.StdEncoding.DecodedLen(len(data)))
	n, err := base64.StdEncoding.Decode(dec, []byte(data))
	if err != nil { // not reached: checkBase64 refuses what Decode refuses
		return fail(start+comma+1, uri.Path, ErrBase64)
	}
	u.Data = dec[:n]
	return u, nil
}

// checkBase64 returns the offset of the first byte of d that cannot
// continue base64 text (RFC 4648 4: groups of 4 characters of the
// alphabet, the last one padded with "=" to 4), len(d) when d ends inside
// a group, or -1 when d is base64. CR and LF are skipped, as RFC 2045 6.8
// and encoding/base64 do.
func checkBase64(d string) int {
	n, padded := 0, false
	for i := 0; i < len(d); i++ {
		switch c := d[i]; {
		case c == '\r' || c == '\n':
		case c == '=' && n%4 >= 2: // "xx==" or "xxx="
			padded = true
			n++
		case !padded && ('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '/'):
			n++
		default:
			return i
		}
	}
	if n%4 != 0 {
		return len(d)
	}
	return -1
}

// parseMediaType reads mediatype [ ";base64" ] (RFC 2397 3) from m, which
// starts at offset start of the input.
func (u *URL) parseMediaType(m string, start int, fail func(int, uri.Component, error) (URL, error)) error {
	pieces := strings.Split(m, ";")
	if strings.EqualFold(pieces[len(pieces)-1], "base64") && len(pieces) > 1 {
		u.Base64 = true
		pieces = pieces[:len(pieces)-1]
	}
	off := start
	if t := pieces[0]; t != "" {
		slash := strings.IndexByte(t, '/')
		if slash < 0 {
			_, err := fail(off+len(t), uri.Path, ErrMediaType)
			return err
		}
		var bad int
		if u.Type, bad = decodeToken(t[:slash]); bad >= 0 {
			_, err := fail(off+bad, uri.Path, ErrMediaType)
			return err
		}
		if u.Subtype, bad = decodeToken(t[slash+1:]); bad >= 0 {
			_, err := fail(off+slash+1+bad, uri.Path, ErrMediaType)
			return err
		}
		u.TypeGiven = true
	}
	off += len(pieces[0]) + 1
	for _, p := range pieces[1:] {
		eq := strings.IndexByte(p, '=')
		if eq < 0 {
			_, err := fail(off+len(p), uri.Path, ErrParameter)
			return err
		}
		a, bad := decodeToken(p[:eq])
		if bad >= 0 {
			_, err := fail(off+bad, uri.Path, ErrParameter)
			return err
		}
		v, bad := decodeValue(p[eq+1:])
		if bad >= 0 {
			_, err := fail(off+eq+1+bad, uri.Path, ErrParameter)
			return err
		}
		u.Params = append(u.Params, [2]string{a, v})
		off += len(p) + 1
	}
	if !u.TypeGiven {
		// RFC 2397 2: text/plain by default, charset=US-ASCII when no
		// media type is written at all.
		u.Type, u.Subtype = "text", "plain"
		if len(pieces) == 1 {
			u.Default = true
			u.Params = [][2]string{{"charset", "US-ASCII"}}
		}
	}
	return nil
}

// decodeToken percent-decodes raw and checks that it is a token (RFC 2045
// 5.1); it returns the offset in raw of the first byte that is not.
func decodeToken(raw string) (string, int) {
	t, err := uri.Unescape(raw)
	if err != nil {
		return "", 0
	}
	if t == "" {
		return "", 0
	}
	for i := 0; i < len(t); i++ {
		if !isToken(t[i]) {
			return "", part.RawOffset(raw, i)
		}
	}
	return t, -1
}

// decodeValue percent-decodes raw, a parameter value, and returns it, or
// the offset in raw of the first byte that breaks it. A value is a token
// or a quoted-string (RFC 2045 5.1, RFC 822 3.3), "URL-encoded as
// required" (RFC 2397 3): a byte written as itself is a token character,
// while a percent-encoded octet may be any but a control, so that
// "a%20b.txt" is the value "a b.txt" and "%2C" the value ",". A decoded
// value that starts with '"' is read as a quoted-string and unquoted. The
// decoded value must be UTF-8.
func decodeValue(raw string) (string, int) {
	t, err := uri.Unescape(raw)
	if err != nil || t == "" {
		return "", 0
	}
	if i := part.BadUTF8(t); i >= 0 {
		return "", part.RawOffset(raw, i)
	}
	if t[0] == '"' {
		return unquote(raw, t)
	}
	for i := 0; i < len(raw); i++ {
		if raw[i] == '%' {
			if c := part.Octets(raw[i : i+3])[0]; c < ' ' || c == 0x7f {
				return "", i
			}
			i += 2
		} else if !isToken(raw[i]) {
			return "", i
		}
	}
	return t, -1
}

// unquote reads t, the decoded form of raw, as a quoted-string (RFC 822
// 3.3) and returns its text, or the offset in raw of the first byte that
// breaks it.
func unquote(raw, t string) (string, int) {
	var b strings.Builder
	for i := 1; i < len(t); i++ {
		switch c := t[i]; {
		case c == '"':
			if i != len(t)-1 {
				return "", part.RawOffset(raw, i+1)
			}
			return b.String(), -1
		case c == '\\': // quoted-pair = "\" CHAR
			if i+1 >= len(t) || t[i+1] >= 0x80 {
				return "", part.RawOffset(raw, i+1)
			}
			i++
			b.WriteByte(t[i])
		case c == '\r': // qtext: any CHAR but <">, "\" and CR (RFC 822 3.3)
			return "", part.RawOffset(raw, i)
		default:
			b.WriteByte(c)
		}
	}
	return "", len(raw)
}

// isToken reports whether c may stand in a token of RFC 2045 5.1: any
// US-ASCII CHAR but SPACE, CTLs and tspecials.
func isToken(c byte) bool {
	return c > ' ' && c < 0x7f && strings.IndexByte(`()<>@,;:\"/[]?=`, c) < 0
}
