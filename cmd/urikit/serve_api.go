package main

// This file is the HTTP side of serve: the routes, the JSON API
// (the objects of the verbs' --json, built by the same functions: parseJSON,
// resultJSON, resolveJSON, relativeJSON, convertJSON, checkJSON), the page's
// files, and the headers every answer carries.

import (
	"bufio"
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/urikit/urikit/check"
	"github.com/urikit/urikit/internal/quote"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg/diff"
)

// maxInput is the largest input or base the API takes, in bytes; a longer
// one is answered 413.
const maxInput = 64 << 10

// An apiRoute is one endpoint of the JSON API: /api/NAME.
type apiRoute struct {
	name string
	// params are the query parameters it takes; any other is a bad
	// request.
	params []string
	// answer returns the JSON object of the request and whether the input
	// was valid (200) or not (400); a parameter it cannot use is a
	// *paramError (400).
	answer func(q apiQuery) (obj any, valid bool, err error)
}

// apiRoutes are the endpoints. Adding one is one line here.
var apiRoutes = []apiRoute{
	{"parse", []string{"u", "iri", "lenient"}, apiParse},
	{"normalize", []string{"u", "level", "iri", "nfc", "idna"}, apiNormalize},
	{"resolve", []string{"base", "u", "legacy", "iri"}, apiResolve},
	{"relative", []string{"base", "u", "iri"}, apiRelative},
	{"convert", []string{"to", "u", "idna", "nfc", "strict"}, apiConvert},
	{"check", []string{"u", "iri"}, apiCheck},
	{"inspect", []string{"u", "iri", "base"}, apiInspect},
	{"diff", []string{"u", "base"}, apiDiff},
}

// securityHeaders are set on every answer: the page loads only its own
// files and cannot be framed (CSP 3), the browser takes the declared
// content types, and no Referer leaves with the state in the fragment's
// reference.
var securityHeaders = map[string]string{
	"Content-Security-Policy":      "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
	"X-Content-Type-Options":       "nosniff",
	"X-Frame-Options":              "DENY",
	"Referrer-Policy":              "no-referrer",
	"Cross-Origin-Opener-Policy":   "same-origin",
	"Cross-Origin-Resource-Policy": "same-origin",
}

// newHandler returns the playground's handler. With loopbackOnly, a
// request whose Host is not a loopback name is refused (421): the server
// listens on loopback, and a page served elsewhere must not reach it
// through a DNS name rebound to 127.0.0.1.
func newHandler(loopbackOnly bool) http.Handler {
	mux := http.NewServeMux()
	for _, rt := range apiRoutes {
		mux.Handle("/api/"+rt.name, rt)
	}
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeAPIError(w, http.StatusNotFound, "", "no such endpoint: "+r.URL.Path)
	})
	for _, f := range []struct{ path, file, ctype string }{
		{"/{$}", "web/index.html", "text/html; charset=utf-8"},
		{"/app.js", "web/app.js", "text/javascript; charset=utf-8"},
		{"/style.css", "web/style.css", "text/css; charset=utf-8"},
	} {
		body, err := webFiles.ReadFile(f.file)
		if err != nil {
			panic(err) // embedded: cannot happen
		}
		mux.HandleFunc(f.path, func(w http.ResponseWriter, r *http.Request) {
			if !allowMethod(w, r) {
				return
			}
			w.Header().Set("Content-Type", f.ctype)
			w.Header().Set("Cache-Control", "no-cache")
			w.Header().Set("Content-Length", strconv.Itoa(len(body)))
			if r.Method != http.MethodHead {
				w.Write(body)
			}
		})
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for k, v := range securityHeaders {
			w.Header().Set(k, v)
		}
		if loopbackOnly && !loopbackHost(r.Host) {
			http.Error(w, "urikit serve listens on loopback: use http://127.0.0.1 or http://localhost", http.StatusMisdirectedRequest)
			return
		}
		mux.ServeHTTP(w, r)
	})
}

// allowMethod answers 405 to a method other than GET and HEAD and reports
// whether the request may go on.
func allowMethod(w http.ResponseWriter, r *http.Request) bool {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		return true
	}
	w.Header().Set("Allow", "GET, HEAD")
	writeAPIError(w, http.StatusMethodNotAllowed, "", "method "+r.Method+" not allowed: use GET")
	return false
}

// ServeHTTP answers one API request.
func (rt apiRoute) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !allowMethod(w, r) {
		return
	}
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		writeAPIError(w, http.StatusBadRequest, "", "bad query: "+err.Error())
		return
	}
	for name, vs := range q {
		switch {
		case !contains(rt.params, name):
			writeAPIError(w, http.StatusBadRequest, name, fmt.Sprintf("unknown parameter %s; /api/%s takes %s", quote.Message(name), rt.name, strings.Join(rt.params, ", ")))
			return
		case len(vs) > 1:
			writeAPIError(w, http.StatusBadRequest, name, "parameter "+name+" given more than once")
			return
		case len(vs[0]) > maxInput:
			writeAPIError(w, http.StatusRequestEntityTooLarge, name,
				fmt.Sprintf("%s is %d bytes long, over the limit of %d", name, len(vs[0]), maxInput))
			return
		}
	}
	obj, valid, err := rt.answer(apiQuery(q))
	if pe, ok := err.(*paramError); ok {
		writeJSON(w, http.StatusBadRequest, apiFailure{pe.jsonError()})
		return
	}
	status := http.StatusOK
	if !valid {
		status = http.StatusBadRequest
	}
	writeJSON(w, status, obj)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// writeJSON writes obj as the answer, in the JSON of the verbs' --json
// (json.go), one line.
func writeJSON(w http.ResponseWriter, status int, obj any) {
	var b bytes.Buffer
	out := &output{w: bufio.NewWriter(&b), json: true}
	out.object(obj)
	out.flush()
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(b.Len()))
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// apiFailure is the object of a request the API cannot answer: a missing,
// unknown or bad parameter, a bad base, an input too long.
type apiFailure struct {
	Error apiErrorObject `json:"error"`
}

type apiErrorObject struct {
	Param   string `json:"param,omitempty"`
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

func writeAPIError(w http.ResponseWriter, status int, param, msg string) {
	writeJSON(w, status, apiFailure{apiErrorObject{Param: param, Message: msg}})
}

// A paramError is a parameter the endpoint cannot use: missing, not one of
// its values, or a base that is not a URI (at Offset in it).
type paramError struct {
	param   string
	offset  int
	message string
}

func (e *paramError) Error() string { return e.param + ": " + e.message }

func (e *paramError) jsonError() apiErrorObject {
	return apiErrorObject{Param: e.param, Offset: e.offset, Message: e.message}
}

// apiQuery is the query of a request, each parameter at most once.
type apiQuery url.Values

// str returns the parameter name, which must be present (it may be
// empty: "u=" is the empty reference, a valid relative reference).
func (q apiQuery) str(name string) (string, error) {
	vs, ok := q[name]
	if !ok {
		return "", &paramError{param: name, message: "missing parameter " + name}
	}
	return vs[0], nil
}

// flag reads a boolean parameter: absent, "", "0" or "false" is false;
// "1" or "true" is true.
func (q apiQuery) flag(name string) (bool, error) {
	vs, ok := q[name]
	if !ok {
		return false, nil
	}
	switch vs[0] {
	case "", "0", "false":
		return false, nil
	case "1", "true":
		return true, nil
	}
	return false, &paramError{param: name, message: fmt.Sprintf("%s must be 1 or 0, not %s", name, quote.Message(vs[0]))}
}

// flags reads several boolean parameters.
func (q apiQuery) flags(names ...string) ([]bool, error) {
	bs := make([]bool, len(names))
	for i, n := range names {
		b, err := q.flag(n)
		if err != nil {
			return nil, err
		}
		bs[i] = b
	}
	return bs, nil
}

// baseError is the 400 answer to a base that does not parse: its offset
// and reason.
func baseError(err error) error {
	off, msg := errorFields(err)
	return &paramError{param: "base", offset: off, message: "bad base: " + msg}
}

func apiParse(q apiQuery) (any, bool, error) {
	s, err := q.str("u")
	if err != nil {
		return nil, false, err
	}
	f, err := q.flags("iri", "lenient")
	if err != nil {
		return nil, false, err
	}
	switch asIRI, lenient := f[0], f[1]; {
	case asIRI && lenient:
		return nil, false, &paramError{param: "lenient", message: "iri and lenient cannot be combined: lenient parsing repairs into a URI"}
	case asIRI:
		r, err := iri.Parse(s)
		return parseJSON(s, r, err), err == nil, nil
	case lenient:
		r, fixes, more, err := uri.ParseLenientFirst(s, maxFixesShown)
		return lenientJSON(s, r, fixes, more, err), err == nil, nil
	}
	r, err := uri.Parse(s)
	return parseJSON(s, r, err), err == nil, nil
}

func apiNormalize(q apiQuery) (any, bool, error) {
	s, err := q.str("u")
	if err != nil {
		return nil, false, err
	}
	level := "scheme"
	if vs, ok := q["level"]; ok {
		level = vs[0]
	}
	l, err := parseLevel(level)
	if err != nil {
		return nil, false, &paramError{param: "level", message: "level must be simple, syntax or scheme, not " + quote.Message(level)}
	}
	f, err := q.flags("iri", "nfc", "idna")
	if err != nil {
		return nil, false, err
	}
	io := iriOptions{iri: f[0], nfc: f[1], idna: f[2]}
	if err := io.check(l); err != nil {
		return nil, false, &paramError{param: "iri", message: "nfc and idna need iri=1"}
	}
	res, err := normalizeOne(s, uri.NormalizeOptions{Level: l}, io)
	return resultJSON(s, res, err), err == nil, nil
}

func apiResolve(q apiQuery) (any, bool, error) {
	f, err := q.flags("legacy", "iri")
	if err != nil {
		return nil, false, err
	}
	base, one, s, err := q.withBase(func(base string) (baseFunc, error) {
		return resolver(base, f[1], uri.ResolveOptions{Legacy: f[0]})
	})
	if err != nil {
		return nil, false, err
	}
	t, err := one(s)
	return resolveJSON(base, s, t, err), err == nil, nil
}

func apiRelative(q apiQuery) (any, bool, error) {
	asIRI, err := q.flag("iri")
	if err != nil {
		return nil, false, err
	}
	base, one, s, err := q.withBase(func(base string) (baseFunc, error) {
		return relativizer(base, asIRI)
	})
	if err != nil {
		return nil, false, err
	}
	rel, err := one(s)
	return relativeJSON(base, s, rel, err), err == nil, nil
}

// withBase builds the endpoint's baseFunc from the required base
// parameter, as the verbs do from --base, and reads the input u.
func (q apiQuery) withBase(build func(string) (baseFunc, error)) (base string, one baseFunc, u string, err error) {
	if base, err = q.str("base"); err != nil {
		return "", nil, "", err
	}
	if one, err = build(base); err != nil {
		return "", nil, "", baseError(err)
	}
	u, err = q.str("u")
	return base, one, u, err
}

func apiConvert(q apiQuery) (any, bool, error) {
	s, err := q.str("u")
	if err != nil {
		return nil, false, err
	}
	to, err := q.str("to")
	if err != nil {
		return nil, false, err
	}
	f, err := q.flags("idna", "nfc", "strict")
	if err != nil {
		return nil, false, err
	}
	var conv func(string) (string, error)
	switch to {
	case "uri":
		conv = toURI(f[0], f[1], f[2])
	case "iri":
		if f[1] || f[2] {
			return nil, false, &paramError{param: "to", message: "nfc and strict apply to to=uri only"}
		}
		conv = toIRI(f[0])
	default:
		return nil, false, &paramError{param: "to", message: "to must be uri or iri, not " + quote.Message(to)}
	}
	res, err := conv(s)
	return convertJSON(s, res, err), err == nil, nil
}

func apiCheck(q apiQuery) (any, bool, error) {
	s, err := q.str("u")
	if err != nil {
		return nil, false, err
	}
	asIRI, err := q.flag("iri")
	if err != nil {
		return nil, false, err
	}
	r := check.URI(s)
	if asIRI {
		r = check.IRI(s)
	}
	return checkJSON(r), r.Valid, nil
}

// apiDiff is the diff verb's object: the input read by RFC 3986, the URL
// Standard and net/url, and where they disagree. A parser refusing the
// input is a finding, so the answer is 200 whatever the parsers say; a
// base that one of the parsers refuses is a bad parameter.
func apiDiff(q apiQuery) (any, bool, error) {
	s, err := q.str("u")
	if err != nil {
		return nil, false, err
	}
	vs, ok := q["base"]
	if !ok {
		return diff.Compare(s), true, nil
	}
	r, err := diff.CompareRef(s, vs[0])
	if err != nil {
		return nil, false, baseError(err)
	}
	return r, true, nil
}
