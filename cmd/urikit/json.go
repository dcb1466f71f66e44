package main

// This file writes the JSON Lines of --json (CLI.md "Outputs"): each
// result, a Go struct, as one JSON text (RFC 8259) on one line, written
// straight into the output buffer, so that a member of any size is never
// copied (encoding/json builds the whole text in memory first, several
// times the size of a huge input).
//
// The text is what encoding/json writes with SetEscapeHTML(false): members
// in field order with the names of their json tags, embedded structs
// flattened, "omitempty" honoured, nil pointers and slices null; strings
// escaped as RFC 8259 7 requires plus U+2028 and U+2029, bytes that are not
// UTF-8 written as U+FFFD. JSON text cannot hold those bytes, so JSON output
// loses nothing: a string member NAME that is not UTF-8 is followed by a
// member NAME_base64 holding its exact bytes in standard base64 (RFC 4648
// 4), as "input_base64" beside "input".

import (
	"encoding/base64"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// object writes v, a struct or a pointer to one, as one line of JSON.
func (o *output) object(v any) {
	if o.err != nil {
		return
	}
	rv := reflect.ValueOf(v)
	for rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		writeJSONValue(o.w, rv)
	} else {
		writeJSONObject(o.w, rv)
	}
	_, o.err = o.w.Write([]byte{'\n'})
}

// jsonField is a member of the JSON object of a struct type.
type jsonField struct {
	name      string
	index     []int // reflect.Value.FieldByIndex
	omitEmpty bool
}

var jsonFieldCache sync.Map // reflect.Type -> []jsonField

// jsonFields returns the members of the objects of struct type t, in
// field order, embedded structs flattened.
func jsonFields(t reflect.Type) []jsonField {
	if f, ok := jsonFieldCache.Load(t); ok {
		return f.([]jsonField)
	}
	var fields []jsonField
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
			fields = append(fields, jsonField{name: name, index: idx, omitEmpty: strings.Contains(","+opts+",", ",omitempty,")})
		}
	}
	walk(t, nil)
	jsonFieldCache.Store(t, fields)
	return fields
}

// writeJSONObject writes the struct v as a JSON object.
func writeJSONObject(w textWriter, v reflect.Value) {
	w.WriteByte('{')
	first := true
	for _, f := range jsonFields(v.Type()) {
		fv := v.FieldByIndex(f.index)
		if f.omitEmpty && fv.IsZero() {
			continue
		}
		if !first {
			w.WriteByte(',')
		}
		first = false
		writeJSONString(w, f.name)
		w.WriteByte(':')
		writeJSONValue(w, fv)
		// A string that is not UTF-8 is also given exactly.
		s, isString := stringOf(fv)
		if isString && !utf8.ValidString(s) {
			w.WriteByte(',')
			writeJSONString(w, f.name+"_base64")
			w.WriteByte(':')
			writeBase64(w, s)
		}
	}
	w.WriteByte('}')
}

// writeBase64 writes the bytes of s in standard base64 (RFC 4648 4) as a
// JSON string, in pieces, without a copy of s.
func writeBase64(w textWriter, s string) {
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

// writeJSONValue writes v as JSON: the kinds the results use, and
// encoding/json for any other.
func writeJSONValue(w textWriter, v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		writeJSONString(w, v.String())
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
		writeJSONValue(w, v.Elem())
	case reflect.Struct:
		writeJSONObject(w, v)
	case reflect.Slice:
		if v.IsNil() {
			w.WriteString("null")
			return
		}
		if v.Type().Elem().Kind() == reflect.Uint8 {
			writeJSONOther(w, v)
			return
		}
		w.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				w.WriteByte(',')
			}
			writeJSONValue(w, v.Index(i))
		}
		w.WriteByte(']')
	default:
		writeJSONOther(w, v)
	}
}

// writeJSONOther writes v by encoding/json, HTML escaping off.
func writeJSONOther(w textWriter, v reflect.Value) {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v.Interface()); err != nil {
		w.WriteString("null")
		return
	}
	w.WriteString(strings.TrimSuffix(b.String(), "\n"))
}

// writeJSONString writes s as a JSON string (RFC 8259 7): '"', '\' and the
// controls U+0000 to U+001F escaped (\b, \f, \n, \r, \t or \u00hh), U+2028
// and U+2029 escaped for JavaScript, a byte that is not UTF-8 as \ufffd;
// everything else, '<', '>' and '&' included, as it is, in runs.
func writeJSONString(w textWriter, s string) {
	const hex = "0123456789abcdef"
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
				w.Write([]byte{'\\', 'u', '0', '0', hex[b>>4], hex[b&0xf]})
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
			w.WriteString(`\u202` + string(hex[r&0xf]))
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
