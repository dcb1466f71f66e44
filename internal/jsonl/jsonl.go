// Package jsonl writes JSON Lines: each value, a Go struct as a rule, as
// one JSON text (RFC 8259) on one line, written straight into the writer
// in pieces, so that a member of any size is never copied whole
// (encoding/json builds the whole text in memory first, several times the
// size of a huge member).
//
// The text is what encoding/json writes with SetEscapeHTML(false): members
// in field order with the names of their json tags, embedded structs
// flattened, "omitempty" honoured, nil pointers and slices null; strings
// escaped as RFC 8259 7 requires plus U+2028 and U+2029, bytes that are
// not UTF-8 written as U+FFFD. JSON text cannot hold those bytes, so that
// nothing is lost a string member NAME that is not UTF-8 is followed by a
// member NAME_base64 holding its exact bytes in standard base64 (RFC 4648
// 4), as "input_base64" beside "input". Kinds other than strings, booleans,
// integers, pointers, interfaces, structs and slices are written by
// encoding/json.
package jsonl

import (
	"encoding/base64"
	"encoding/json"
	"io"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Writer is what the package writes to: a *bufio.Writer, a
// *strings.Builder or a *bytes.Buffer. Its errors are the caller's to
// collect (bufio.Writer keeps the first one).
type Writer interface {
	io.Writer
	io.StringWriter
	io.ByteWriter
}

// WriteLine writes v, as Value does, then a line feed: one line of JSON
// Lines.
func WriteLine(w Writer, v any) {
	Value(w, v)
	w.WriteByte('\n')
}

// Value writes v as one JSON text without a line feed: a struct (or a
// pointer to one) as an object, any other value as encoding/json writes
// it with HTML escaping off.
func Value(w Writer, v any) {
	writeValue(w, reflect.ValueOf(v))
}

// String writes s as a JSON string (RFC 8259 7): '"', '\' and the controls
// U+0000 to U+001F escaped (\b, \f, \n, \r, \t or \u00hh), U+2028 and
// U+2029 escaped for JavaScript, a byte that is not UTF-8 as \ufffd;
// everything else, '<', '>' and '&' included, as it is, in runs.
func String(w Writer, s string) {
	w.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' {
				i++
				continue
			}
			w.WriteString(s[start:i])
			switch b {
			case '"', '\\':
				w.Write([]byte{'\\', b})
			case '\b':
				w.WriteString(`\b`)
			case '\f':
				w.WriteString(`\f`)
			case '\n':
				w.WriteString(`\n`)
			case '\r':
				w.WriteString(`\r`)
			case '\t':
				w.WriteString(`\t`)
			default:
				w.Write([]byte{'\\', 'u', '0', '0', syntax.LowerHex[b>>4], syntax.LowerHex[b&0xf]})
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			w.WriteString(s[start:i])
			w.WriteString(`\ufffd`)
		case r == '\u2028' || r == '\u2029':
			w.WriteString(s[start:i])
			w.WriteString(`\u202` + string(syntax.LowerHex[r&0xf]))
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	w.WriteString(s[start:])
	w.WriteByte('"')
}

// Base64 writes the bytes of s in standard base64 (RFC 4648 4) as a JSON
// string, in pieces, without a copy of s.
func Base64(w Writer, s string) {
	var src [3 * 256]byte
	var dst [4 * 256]byte
	w.WriteByte('"')
	for len(s) > 0 {
		n := copy(src[:], s)
		s = s[n:]
		base64.StdEncoding.Encode(dst[:], src[:n])
		w.Write(dst[:base64.StdEncoding.EncodedLen(n)])
	}
	w.WriteByte('"')
}

// field is a member of the JSON object of a struct type.
type field struct {
	name      string
	index     []int // reflect.Value.FieldByIndex
	omitEmpty bool
}

var fieldCache sync.Map // reflect.Type -> []field

// fieldsOf returns the members of the objects of struct type t, in field
// order, embedded structs flattened.
func fieldsOf(t reflect.Type) []field {
	if f, ok := fieldCache.Load(t); ok {
		return f.([]field)
	}
	var fields []field
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := range t.NumField() {
			sf := t.Field(i)
			idx := append(append([]int(nil), index...), i)
			tag := sf.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if sf.Anonymous && name == "" && sf.Type.Kind() == reflect.Struct {
				walk(sf.Type, idx)
				continue
			}
			if !sf.IsExported() {
				continue
			}
			if name == "" {
				name = sf.Name
			}
			fields = append(fields, field{name: name, index: idx, omitEmpty: strings.Contains(","+opts+",", ",omitempty,")})
		}
	}
	walk(t, nil)
	fieldCache.Store(t, fields)
	return fields
}

// writeObject writes the struct v as a JSON object.
func writeObject(w Writer, v reflect.Value) {
	w.WriteByte('{')
	first := true
	for _, f := range fieldsOf(v.Type()) {
		fv := v.FieldByIndex(f.index)
		if f.omitEmpty && fv.IsZero() {
			continue
		}
		if !first {
			w.WriteByte(',')
		}
		first = false
		String(w, f.name)
		w.WriteByte(':')
		writeValue(w, fv)
		// A string that is not UTF-8 is also given exactly.
		s, isString := stringOf(fv)
		if isString && !utf8.ValidString(s) {
			w.WriteByte(',')
			String(w, f.name+"_base64")
			w.WriteByte(':')
			Base64(w, s)
		}
	}
	w.WriteByte('}')
}

// stringOf returns the string v holds, directly or through a pointer.
func stringOf(v reflect.Value) (string, bool) {
	if v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	if v.Kind() != reflect.String {
		return "", false
	}
	return v.String(), true
}

// writeValue writes v as JSON: the kinds results use, and encoding/json
// for any other.
func writeValue(w Writer, v reflect.Value) {
	switch v.Kind() {
	case reflect.Invalid:
		w.WriteString("null")
	case reflect.String:
		String(w, v.String())
	case reflect.Bool:
		w.WriteString(strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		w.WriteString(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		w.WriteString(strconv.FormatUint(v.Uint(), 10))
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			w.WriteString("null")
			return
		}
		writeValue(w, v.Elem())
	case reflect.Struct:
		writeObject(w, v)
	case reflect.Slice:
		if v.IsNil() {
			w.WriteString("null")
			return
		}
		if v.Type().Elem().Kind() == reflect.Uint8 {
			writeOther(w, v)
			return
		}
		w.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				w.WriteByte(',')
			}
			writeValue(w, v.Index(i))
		}
		w.WriteByte(']')
	default:
		writeOther(w, v)
	}
}

// writeOther writes v by encoding/json, HTML escaping off; a value
// encoding/json refuses (a channel, a function) is null.
func writeOther(w Writer, v reflect.Value) {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v.Interface()); err != nil {
		w.WriteString("null")
		return
	}
	w.WriteString(strings.TrimSuffix(b.String(), "\n"))
}
