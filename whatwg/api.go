package whatwg

// This file holds the entry points of the basic URL parser (4.4 "URL
// parsing", https://url.spec.whatwg.org/#concept-basic-url-parser, without
// a state override; 6.1's API URL parser,
// https://url.spec.whatwg.org/#api-url-parser, when a base is given) and
// the text encodings of a URL.

import "strings"

// Parse parses input with the basic URL parser of the URL Standard (4.4)
// and no base URL. Input already in serialized form (Parse(u.Href()) for
// any URL u) is recognized without copying: the URL's Href is input itself
// and nothing is allocated.
func Parse(input string) (URL, error) {
	return parse(input, nil, nil)
}

// ParseRef parses input against base (4.4 "basic URL parser" with base):
// a relative input like "../x" or "?q" resolves against it. A zero base is
// no base, as in Parse.
func ParseRef(input string, base URL) (URL, error) {
	if u, ok := parseSerialized(input); ok {
		return u, nil // a URL with a scheme: the base plays no part
	}
	return parseAgainst(input, base, nil)
}

// parseAgainst runs the state machine on input against base (none when
// zero). It takes base by value so that only this path moves it to the
// heap, not ParseRef's fast path.
func parseAgainst(input string, base URL, v *[]Validation) (URL, error) {
	if !base.IsValid() {
		return parseMachine(input, nil, v)
	}
	return parseMachine(input, &base, v)
}

// Parse parses ref against u: ParseRef(ref, u).
func (u URL) Parse(ref string) (URL, error) { return ParseRef(ref, u) }

// MustParse is Parse for inputs known to be valid: it panics when s is not
// a URL.
func MustParse(s string) URL {
	u, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// Validate parses input against base as ParseRef does and returns the
// validation errors (1.1) that do not make parsing fail, each with its
// byte offset in input, sorted by offset; nil when there are none. When
// parsing fails, the list holds those met before the failure, which
// ParseRef reports as its *Error.
func Validate(input string, base URL) []Validation {
	var v []Validation
	parseAgainst(input, base, &v)
	if len(v) == 0 {
		return nil
	}
	return v
}

// MarshalText returns u's serialization (the zero URL gives "").
func (u URL) MarshalText() ([]byte, error) { return []byte(u.href), nil }

// UnmarshalText parses text with Parse ("" gives the zero URL).
func (u *URL) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*u = URL{}
		return nil
	}
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// AppendText appends u's serialization to b (encoding.TextAppender).
func (u URL) AppendText(b []byte) ([]byte, error) { return append(b, u.href...), nil }

// Compare returns an integer comparing the serializations of u and v: 0
// when u == v, -1 when u's sorts first, +1 otherwise.
func (u URL) Compare(v URL) int { return strings.Compare(u.href, v.href) }
