package data

// This file writes a data URL back (RFC 2397 3) and gives its media type
// (RFC 2045 5.1) and the fields of "urikit check".

import (
	"encoding/base64"
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
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
			b = part.AppendEscaped(b, u.Type, unreserved+tokenKeep)
			b = append(b, '/')
			b = part.AppendEscaped(b, u.Subtype, unreserved+tokenKeep)
		}
		for _, p := range u.Params {
			b = append(b, ';')
			b = part.AppendEscaped(b, p[0], unreserved+tokenKeep)
			b = append(b, '=')
			b = appendValue(b, p[1])
		}
	}
	if u.Base64 {
		b = append(b, ";base64,"...)
		b = base64.StdEncoding.AppendEncode(b, u.Data)
	} else {
		b = append(b, ',')
		b = part.AppendEscaped(b, string(u.Data), unreserved+dataKeep)
	}
	if u.HasFragment {
		b = append(b, '#')
		b = append(b, u.Fragment...)
	}
	return string(b)
}

// Fields returns the typed value under the keys of `urikit check --json`:
// media_type (MediaType, the default filled in), base64 (bool) and
// data_len (the length of the decoded data, int).
func (u URL) Fields() map[string]any {
	return map[string]any{"media_type": u.MediaType(), "base64": u.Base64, "data_len": len(u.Data)}
}

// appendValue appends v, a parameter value, as Parse reads it back: its
// octets percent-encoded where they are no token characters (RFC 2397 3),
// or, when v is empty, starts with '"' or holds a control, as a
// quoted-string, percent-encoded.
func appendValue(b []byte, v string) []byte {
	plain := v != "" && v[0] != '"'
	for i := 0; i < len(v) && plain; i++ {
		plain = v[i] >= ' ' && v[i] != 0x7f
	}
	if !plain {
		v = quote(v)
	}
	return part.AppendEscaped(b, v, unreserved+tokenKeep)
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

// unreserved are the unreserved characters of RFC 3986 2.3 besides
// letters and digits, which String writes bare.
const unreserved = "-._~"
