package uritemplate

// This file reads and writes Values as JSON (RFC 8259), the form of the
// variables of the uritemplate-test suite and of API descriptions: an
// object's members keep their order, which is the order of an associative
// array's pairs.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// MarshalJSON implements json.Marshaler: a string as a JSON string, a list
// as an array of strings, an associative array as an object with its pairs
// in order, and the zero Value as null. Bytes that are not UTF-8 are
// written as U+FFFD, as encoding/json writes them.
func (v Value) MarshalJSON() ([]byte, error) {
	var b []byte
	switch v.kind {
	case KindString:
		b = appendJSONString(b, v.s)
	case KindList:
		b = append(b, '[')
		for i, s := range v.items {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, s)
		}
		b = append(b, ']')
	case KindAssoc:
		b = append(b, '{')
		for i := 0; i < len(v.items); i += 2 {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, v.items[i])
			b = append(b, ':')
			b = appendJSONString(b, v.items[i+1])
		}
		b = append(b, '}')
	default:
		b = append(b, "null"...)
	}
	return b, nil
}

// UnmarshalJSON implements json.Unmarshaler: a string is a string value; a
// number is the string of its JSON text as written ("6", "37.76"), and
// true and false the strings "true" and "false"; an array of those is a
// list and an object of those an associative array, its members in the
// order written; null is undefined, and so are an empty array and an empty
// object. A null item of an array, or member of an object, is undefined
// and left out (Appendix A expands only "defined list members" and pairs
// "with a defined value"). Arrays and objects inside arrays or objects are
// an error: RFC 6570 values are not nested.
func (v *Value) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('['):
		var items []string
		for dec.More() {
			s, ok, err := scalar(dec)
			if err != nil {
				return err
			}
			if ok {
				items = append(items, s)
			}
		}
		*v = Value{}
		if len(items) > 0 {
			*v = Value{kind: KindList, items: items}
		}
	case json.Delim('{'):
		var items []string
		for dec.More() {
			name, err := dec.Token()
			if err != nil {
				return err
			}
			s, ok, err := scalar(dec)
			if err != nil {
				return err
			}
			if ok {
				items = append(items, name.(string), s)
			}
		}
		*v = Value{}
		if len(items) > 0 {
			*v = Value{kind: KindAssoc, items: items}
		}
	default:
		s, ok, err := scalarOf(tok)
		if err != nil {
			return err
		}
		*v = Value{}
		if ok {
			*v = String(s)
		}
	}
	if _, ok := tok.(json.Delim); ok {
		// The closing delimiter; the decoder checks that it matches.
		if _, err := dec.Token(); err != nil {
			return err
		}
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("uritemplate: more JSON after the value")
	}
	return nil
}

// scalar reads the next value of dec, which must be a string, number,
// boolean or null; ok is false for null.
func scalar(dec *json.Decoder) (s string, ok bool, err error) {
	tok, err := dec.Token()
	if err != nil {
		return "", false, err
	}
	return scalarOf(tok)
}

func scalarOf(tok json.Token) (string, bool, error) {
	switch t := tok.(type) {
	case string:
		return t, true, nil
	case json.Number:
		return string(t), true, nil
	case bool:
		if t {
			return "true", true, nil
		}
		return "false", true, nil
	case nil:
		return "", false, nil
	}
	return "", false, fmt.Errorf("uritemplate: %w", errNested)
}

// errNested is the error of a JSON array or object inside another.
var errNested = errors.New("a list or associative array nested in a value (RFC 6570 2.3: values are not nested)")

// appendJSONString appends s as a JSON string: '"', '\' and the controls
// escaped, U+2028 and U+2029 escaped for JavaScript, a byte that is not
// UTF-8 as \ufffd, '<', '>' and '&' as they are.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', syntax.LowerHex[c>>4], syntax.LowerHex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, `\u202`...)
			b = append(b, syntax.LowerHex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
