package check

// This file is the table of typed parsers: the scheme's own syntax, the
// second step of a check, through the scheme/<name> packages.

import (
	"encoding/base64"
	"io"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/scheme/data"
	"github.com/urikit/urikit/scheme/file"
	"github.com/urikit/urikit/scheme/ftp"
	"github.com/urikit/urikit/scheme/gopher"
	"github.com/urikit/urikit/scheme/http"
	"github.com/urikit/urikit/scheme/ldap"
	"github.com/urikit/urikit/scheme/mailto"
	"github.com/urikit/urikit/scheme/mid"
	"github.com/urikit/urikit/scheme/news"
	"github.com/urikit/urikit/scheme/prospero"
	"github.com/urikit/urikit/scheme/tel"
	"github.com/urikit/urikit/scheme/telnet"
	"github.com/urikit/urikit/scheme/urn"
	"github.com/urikit/urikit/scheme/wais"
	"github.com/urikit/urikit/uri"
)

// typed maps a scheme name, in lower case, to the typed parse of its
// references: the fields of the typed value (the scheme/<name> package's
// Fields, with the NAME_base64 fields of exact), or an error, a *uri.Error whose Offset is the first byte of
// r.String() that the scheme's syntax refuses, which makes the report
// invalid. A scheme without an entry is checked by the generic syntax
// alone and has no fields.
var typed = map[string]func(uri.Ref) (map[string]any, error){
	"ftp":      fieldsOf(ftp.Parse),      // RFC 1738 3.2
	"http":     fieldsOf(http.Parse),     // RFC 9110 4.2.1
	"https":    fieldsOf(http.Parse),     // RFC 9110 4.2.2
	"ws":       fieldsOf(http.Parse),     // RFC 6455 3
	"wss":      fieldsOf(http.Parse),     // RFC 6455 3
	"file":     fieldsOf(file.Parse),     // RFC 8089
	"mailto":   fieldsOf(mailto.Parse),   // RFC 6068
	"news":     fieldsOf(news.Parse),     // RFC 5538 2.1
	"snews":    fieldsOf(news.Parse),     // RFC 5538 2.1
	"nntp":     fieldsOf(news.Parse),     // RFC 5538 2.2
	"telnet":   fieldsOf(telnet.Parse),   // RFC 4248
	"rlogin":   fieldsOf(telnet.Parse),   // RFC 1738 3.8
	"tn3270":   fieldsOf(telnet.Parse),   // RFC 6270
	"gopher":   fieldsOf(gopher.Parse),   // RFC 4266
	"wais":     fieldsOf(wais.Parse),     // RFC 4156
	"prospero": fieldsOf(prospero.Parse), // RFC 4157
	"mid":      fieldsOf(mid.Parse),      // RFC 2392
	"cid":      fieldsOf(mid.Parse),      // RFC 2392
	"urn":      fieldsOf(urn.Parse),      // RFC 8141
	"data":     fieldsOf(data.Parse),     // RFC 2397
	"tel":      fieldsOf(tel.Parse),      // RFC 3966
	"ldap":     fieldsOf(ldap.Parse),     // RFC 4516
	"ldaps":    fieldsOf(ldap.Parse),     // RFC 4516
}

// fieldsOf turns a scheme package's Parse into a typed parse.
func fieldsOf[T interface{ Fields() map[string]any }](parse func(uri.Ref) (T, error)) func(uri.Ref) (map[string]any, error) {
	return func(r uri.Ref) (map[string]any, error) {
		v, err := parse(r)
		if err != nil {
			return nil, err
		}
		return exact(v.Fields()), nil
	}
}

// exact gives the fields f without loss in JSON, the command's convention
// for a string that is not UTF-8: beside a field NAME that holds such a
// string, directly or in a list (a path segment, a selector, decoded
// octets of RFC 1738 and RFC 8089), it adds NAME_base64, the same value
// with every string in standard base64 (RFC 4648 4). JSON writes NAME
// with U+FFFD for the bytes that are not UTF-8; NAME_base64 gives them
// exactly. An absent component stays nil in both.
func exact(f map[string]any) map[string]any {
	var extra map[string]any
	for k, v := range f {
		if notUTF8(v) {
			if extra == nil {
				extra = map[string]any{}
			}
			extra[k+"_base64"] = inBase64(v)
		}
	}
	for k, v := range extra {
		f[k] = v
	}
	return f
}

// notUTF8 reports whether v is a string that is not UTF-8 or a list, at
// any depth, that holds one.
func notUTF8(v any) bool {
	if s, ok := v.(string); ok {
		return !utf8.ValidString(s)
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
		return false
	}
	for i := range rv.Len() {
		if notUTF8(rv.Index(i).Interface()) {
			return true
		}
	}
	return false
}

// inBase64 returns v with every string in it, in lists at any depth, in
// standard base64. A list becomes a []any; other values are kept.
func inBase64(v any) any {
	if s, ok := v.(string); ok {
		var b strings.Builder
		b.Grow(base64.StdEncoding.EncodedLen(len(s)))
		e := base64.NewEncoder(base64.StdEncoding, &b)
		io.WriteString(e, s)
		e.Close()
		return b.String()
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array || rv.Kind() == reflect.Slice && rv.IsNil() {
		return v
	}
	out := make([]any, rv.Len())
	for i := range out {
		out[i] = inBase64(rv.Index(i).Interface())
	}
	return out
}
