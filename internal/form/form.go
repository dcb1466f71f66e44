// Package form reads and writes application/x-www-form-urlencoded data, the
// name-value pairs of HTML forms and of most queries (the URL Standard,
// section 5 "application/x-www-form-urlencoded"): pairs separated by "&",
// a name and a value separated by the first "=", "+" for a space, and
// percent-encoded octets (RFC 3986 2.1).
//
// Package uri's Values and package whatwg's SearchParams (URLSearchParams)
// are both a List. They split, decode "+" and percent-decode alike, and
// differ in two places, which Mode selects: what decoded octets become (kept
// as octets, or read as UTF-8 text with U+FFFD for what is not), and which
// octets the serializer percent-encodes.
package form

import (
	"iter"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Pair is one name-value pair, decoded.
type Pair struct{ Name, Value string }

// List is the pairs of form data in order, duplicates kept.
type List []Pair

// Mode selects the reading of decoded octets and the serializer's set.
type Mode uint8

const (
	// Octets is package uri's reading (RFC 3986 3.4 holds octets): decoded
	// octets are kept as they are, UTF-8 or not, and the serializer
	// percent-encodes only what a query cannot hold (3.4) and the
	// characters the form syntax gives a meaning, "&", "=", "+", "%", and
	// ";" (which some readers, net/url's ParseQuery among them, refuse or
	// split on); a space is "+".
	Octets Mode = iota
	// Text is the URL Standard's (5.1, 5.2): decoded octets are read as
	// UTF-8 without BOM, each maximal invalid subsequence a U+FFFD (the
	// Encoding Standard's UTF-8 decoder), and the serializer percent-encodes
	// every octet but ALPHA, DIGIT, "*", "-", "." and "_" (the
	// application/x-www-form-urlencoded percent-encode set), a space being
	// "+".
	Text
)

// Parse returns the pairs of s (URL Standard 5.1 "application/
// x-www-form-urlencoded parser"): s split on "&", empty sequences skipped,
// each split at its first "=" (a sequence without one is a name with the
// empty value), "+" read as a space, triplets decoded ("%" without two
// hexadecimal digits stays "%"), then the octets read as m says. In Text
// mode s must be valid UTF-8 (see ValidText). Time and memory are linear
// in len(s).
func Parse(s string, m Mode) List {
	var l List
	for s != "" {
		var seq string
		seq, s, _ = strings.Cut(s, "&")
		if seq == "" {
			continue
		}
		name, value, _ := strings.Cut(seq, "=")
		l = append(l, Pair{Decode(name, m), Decode(value, m)})
	}
	return l
}

// Decode decodes one name or value: "+" is a space, a triplet its octet,
// and in Text mode the octets are read as UTF-8 (s itself must be valid
// UTF-8). It returns s itself when s holds no "+" and no "%".
func Decode(s string, m Mode) string {
	if strings.IndexByte(s, '+') < 0 && strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+':
			c = ' '
		case syntax.IsPctEncoded(s, i):
			c = syntax.PctOctet(s, i)
			i += 2
		}
		b = append(b, c)
	}
	if m == Text && !utf8.Valid(b) {
		return DecodeUTF8(b)
	}
	return string(b)
}

// ValidText returns s with each byte that is not part of a UTF-8 encoded
// character replaced by U+FFFD, the reading package whatwg gives a Go
// string that is not UTF-8 (the URL Standard's input is scalar values). It
// returns s itself when s is valid UTF-8.
func ValidText(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, "\uFFFD"...)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}

// Get returns the value of the first pair named name, and whether there is
// one.
func (l List) Get(name string) (string, bool) {
	for _, p := range l {
		if p.Name == name {
			return p.Value, true
		}
	}
	return "", false
}

// GetAll returns the values of the pairs named name, in order; nil when
// there are none.
func (l List) GetAll(name string) []string {
	var vs []string
	for _, p := range l {
		if p.Name == name {
			vs = append(vs, p.Value)
		}
	}
	return vs
}

// Has reports whether a pair is named name.
func (l List) Has(name string) bool {
	_, ok := l.Get(name)
	return ok
}

// HasValue reports whether a pair is named name and has the value value.
func (l List) HasValue(name, value string) bool {
	return slices.Contains(l, Pair{name, value})
}

// Append adds the pair name, value at the end.
func (l *List) Append(name, value string) { *l = append(*l, Pair{name, value}) }

// Set gives the first pair named name the value value and removes the
// other pairs named name; without such a pair it appends one (URL
// Standard 6.2 set()).
func (l *List) Set(name, value string) {
	i := slices.IndexFunc(*l, func(p Pair) bool { return p.Name == name })
	if i < 0 {
		l.Append(name, value)
		return
	}
	(*l)[i].Value = value
	rest := slices.DeleteFunc((*l)[i+1:], func(p Pair) bool { return p.Name == name })
	*l = (*l)[:i+1+len(rest)]
}

// Delete removes every pair named name.
func (l *List) Delete(name string) {
	*l = slices.DeleteFunc(*l, func(p Pair) bool { return p.Name == name })
}

// DeleteValue removes every pair named name whose value is value.
func (l *List) DeleteValue(name, value string) {
	*l = slices.DeleteFunc(*l, func(p Pair) bool { return p.Name == name && p.Value == value })
}

// All returns the pairs in order.
func (l List) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for _, p := range l {
			if !yield(p.Name, p.Value) {
				return
			}
		}
	}
}

// Sort sorts l by name with cmp, keeping the order of pairs whose names
// cmp finds equal (a stable sort).
func (l List) Sort(cmp func(a, b string) int) {
	slices.SortStableFunc(l, func(a, b Pair) int { return cmp(a.Name, b.Name) })
}

// AppendEncode appends the serialization of l (URL Standard 5.2
// "application/x-www-form-urlencoded serializer" in Text mode): name "="
// value for each pair, joined by "&", each name and value percent-encoded
// as m says. An empty l appends nothing.
func (l List) AppendEncode(b []byte, m Mode) []byte {
	keep := &octetsKeep
	if m == Text {
		keep = &textKeep
	}
	for i, p := range l {
		if i > 0 {
			b = append(b, '&')
		}
		b = appendEscaped(b, p.Name, keep)
		b = append(b, '=')
		b = appendEscaped(b, p.Value, keep)
	}
	return b
}

// Encode returns the serialization of l (see AppendEncode).
func (l List) Encode(m Mode) string { return string(l.AppendEncode(nil, m)) }

// appendEscaped appends s with each octet that keep does not hold
// percent-encoded and a space as "+".
func appendEscaped(b []byte, s string, keep *[256]bool) []byte {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case keep[c]:
			b = append(b, c)
		case c == ' ':
			b = append(b, '+')
		default:
			b = syntax.AppendPct(b, c)
		}
	}
	return b
}

// octetsKeep holds the octets Octets mode writes as they are: those RFC
// 3986 3.4 allows in a query but "&", "=", "+" (QueryComponent) and ";".
// textKeep holds ALPHA, DIGIT, "*", "-", "." and "_", the octets outside
// the URL Standard's application/x-www-form-urlencoded percent-encode set
// (1.3).
var octetsKeep, textKeep = func() (o, t [256]bool) {
	for c := range 256 {
		o[c] = c != ';' && !syntax.NeedsEscape(byte(c), syntax.QueryComponent)
		t[c] = 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("*-._", byte(c)) >= 0
	}
	return o, t
}()
