package data

// This file writes a data URL back (RFC 2397 3) and gives its media type
// (RFC 2045 5.1) and the fields of "urikit check".

import (
	"encoding/base64"
	"strings"
)

// MediaType returns the media type with its parameters, as RFC 2045 5.1
// writes it in a Content-Type field: "text/plain;charset=US-ASCII" for
// the default, a value that is not a token as a quoted-string.
func (u URL) MediaType() string {
	var b strings.Builder
	b.WriteString(u.Type + "/" + u.Subtype)
	for _, p := range u.Params {
		b.WriteString(";" + p[0] + "=" + quote(p[1]))
	}
	return b.String()
}

// String returns the data URL: the media type as given (nothing when it
// was defaulted), ";base64" and the data base64-encoded (RFC 4648 4) when
// Base64 is set, percent-encoded (RFC 3986 2.1) otherwise, and the
// fragment. Parse(String()) gives u back for every u that Parse returned.
func (u URL) String() string {
	b := []byte("data:")
	if !u.Default {
		if u.TypeGiven {
			b = appendEscaped(b, u.Type, tokenKeep)
			b = append(b, '/')
			b = appendEscaped(b, u.Subtype, tokenKeep)
		}
		for _, p := range u.Params {
			b = append(b, ';')
			b = appendEscaped(b, p[0], tokenKeep)
			b = append(b, '=')
			b = appendEscaped(b, quote(p[1]), tokenKeep)
		}
	}
	if u.Base64 {
		b = append(b, ";base64,"...)
		b = base64.StdEncoding.AppendEncode(b, u.Data)
	} else {
		b = append(b, ',')
		b = appendEscaped(b, string(u.Data), dataKeep)
	}
	if u.HasFragment {
		b = append(b, '#')
		b = append(b, u.Fragment...)
	}
	return string(b)
}

// Fields returns the keys issue 8 lists for "urikit check --json":
// media_type (MediaType, the default filled in), base64 (bool) and
// data_len (the length of the decoded data, int).
func (u URL) Fields() map[string]any {
	return map[string]any{"media_type": u.MediaType(), "base64": u.Base64, "data_len": len(u.Data)}
}

// quote returns v as a token when it is one, else as a quoted-string
// (RFC 822 3.3, RFC 2045 5.1).
func quote(v string) string {
	token := v != ""
	for i := 0; i < len(v) && token; i++ {
		token = isToken(v[i])
	}
	if token {
		return v
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(v); i++ {
		if v[i] == '"' || v[i] == '\\' || v[i] == '\r' {
			b.WriteByte('\\')
		}
		b.WriteByte(v[i])
	}
	b.WriteByte('"')
	return b.String()
}

const (
	// tokenKeep is what may stand unencoded in the media type: a token
	// character that is also a path character and no delimiter of RFC
	// 2397 3 ("," ";" "=").
	tokenKeep = "!$&'*+"
	// dataKeep is what may stand unencoded in the data: the path
	// characters of RFC 3986 3.3 besides the unreserved ones.
	dataKeep = "!$&'()*+,;=:@/"
)

// appendEscaped appends s to b with every octet percent-encoded (RFC 3986
// 2.1, upper-case hex) but unreserved ones (RFC 3986 2.3) and those in
// keep.
func appendEscaped(b []byte, s, keep string) []byte {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
			c == '-' || c == '.' || c == '_' || c == '~' || strings.IndexByte(keep, c) >= 0 {
			b = append(b, c)
			continue
		}
		b = append(b, '%', hex[c>>4], hex[c&15])
	}
	return b
}
