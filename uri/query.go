package uri

// This file reads and writes a query (RFC 3986 3.4) in the
// application/x-www-form-urlencoded convention of HTML forms (the URL
// Standard, section 5): "key=value" pairs joined by "&", "+" for a space,
// and percent-encoded octets (RFC 3986 2.1).

import (
	"iter"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// Form is a query read as application/x-www-form-urlencoded data: pairs
// separated by "&", each a key and a value separated by the first "=". A
// key without "=" has the value ""; an empty pair ("a=1&&b=2") is skipped;
// ";" is an ordinary character, not a separator. Keys and values are
// decoded: "+" is a space and "%" with two hexadecimal digits is the octet
// they name (a "%" without them stays as it is). The decoded octets are not
// checked to be UTF-8.
//
// Any string converts to a Form; [Ref.Form] gives a reference's query.
type Form string

// Form returns r's query, as written, for reading as form data; "" when
// there is none.
func (r Ref) Form() Form {
	q, _ := r.r.Query()
	return Form(q)
}

// All returns the decoded pairs of f in order, duplicates kept. A pair
// costs an allocation only when its key or value holds "+" or "%".
func (f Form) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		s := string(f)
		for s != "" {
			var pair string
			pair, s, _ = strings.Cut(s, "&")
			if pair == "" {
				continue
			}
			k, v, _ := strings.Cut(pair, "=")
			if !yield(formDecode(k), formDecode(v)) {
				return
			}
		}
	}
}

// Get returns the decoded value of the first pair of f whose decoded key is
// key, and whether there is one. It allocates nothing unless that value
// holds "+" or "%".
func (f Form) Get(key string) (string, bool) {
	s := string(f)
	for s != "" {
		var pair string
		pair, s, _ = strings.Cut(s, "&")
		if pair == "" {
			continue
		}
		k, v, _ := strings.Cut(pair, "=")
		if formEqual(k, key) {
			return formDecode(v), true
		}
	}
	return "", false
}

// EncodeForm returns the query (without "?") that holds pairs in order as
// application/x-www-form-urlencoded data, for Form to read back. It encodes
// exactly what must be: a space as "+"; "&", "=", "+", "%" and ";" (which
// net/url's ParseQuery refuses) as "%XX"; and every octet RFC 3986 3.4 does
// not allow in a query, non-ASCII UTF-8 included, as "%XX". The result
// can follow "?" in any reference.
func EncodeForm(pairs iter.Seq2[string, string]) string {
	var b []byte
	first := true
	for k, v := range pairs {
		if !first {
			b = append(b, '&')
		}
		first = false
		b = appendForm(b, k)
		b = append(b, '=')
		b = appendForm(b, v)
	}
	return string(b)
}

// appendForm appends s escaped as a key or value of form data.
func appendForm(b []byte, s string) []byte {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			b = append(b, '+')
		case c == ';' || syntax.NeedsEscape(c, syntax.QueryComponent):
			b = append(b, '%', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return b
}

// formDecode decodes a key or value of form data; it returns s itself when
// s holds no "+" and no "%".
func formDecode(s string) string {
	if strings.IndexByte(s, '+') < 0 && strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c, n := formByte(s, i)
		b = append(b, c)
		i += n
	}
	return string(b)
}

// formEqual reports whether the form data s decodes to key, without
// decoding it into a new string.
func formEqual(s, key string) bool {
	j := 0
	for i := 0; i < len(s); i++ {
		c, n := formByte(s, i)
		if j >= len(key) || key[j] != c {
			return false
		}
		j++
		i += n
	}
	return j == len(key)
}

// formByte returns the octet that s[i:] starts with, read as form data, and
// how many bytes beyond s[i] it took.
func formByte(s string, i int) (byte, int) {
	switch c := s[i]; c {
	case '+':
		return ' ', 0
	case '%':
		if i+2 < len(s) && syntax.IsHexDig(s[i+1]) && syntax.IsHexDig(s[i+2]) {
			return syntax.Unhex(s[i+1])<<4 | syntax.Unhex(s[i+2]), 2
		}
	}
	return s[i], 0
}
