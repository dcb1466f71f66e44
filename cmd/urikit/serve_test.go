package main

// Tests of serve's HTTP side with net/http/httptest: every
// endpoint answers the object of its verb's --json, byte for byte; bad
// input is 400, too long 413, another method 405; the headers; the limits
// of the server; graceful shutdown.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// get sends a GET for target (path and query) to the handler.
func get(t *testing.T, h http.Handler, method, target string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	req.Host = "127.0.0.1:8080"
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// q builds a query from name, value pairs.
func q(pairs ...string) string {
	v := url.Values{}
	for i := 0; i < len(pairs); i += 2 {
		v.Set(pairs[i], pairs[i+1])
	}
	return v.Encode()
}

// serveSameAsCLI pairs each API request with the command line whose JSON
// line it must answer exactly.
var serveSameAsCLI = []struct {
	path   string
	query  string
	cli    []string
	status int
}{
	// RFC 3986 3, 4.1: components, absent and empty.
	{"parse", q("u", "http://a/b?q"), []string{"parse", "--json", "http://a/b?q"}, 200},
	{"parse", q("u", "http://a/?#"), []string{"parse", "--json", "http://a/?#"}, 200},
	{"parse", q("u", ""), []string{"parse", "--json", ""}, 200},
	// 3.2.3: the error object, offset at the bad byte.
	{"parse", q("u", "http://[::1]:8x/"), []string{"parse", "--json", "http://[::1]:8x/"}, 400},
	// Not UTF-8: input_base64 beside input.
	{"parse", q("u", "a\xff"), []string{"parse", "--json", "a\xff"}, 400},
	// RFC 3987 2.2.
	{"parse", q("u", "http://納豆.example.org/Dürst", "iri", "1"), []string{"parse", "--json", "--iri", "http://納豆.example.org/Dürst"}, 200},
	// RFC 3986 Appendix C.
	{"parse", q("u", "URL:x:a b", "lenient", "1"), []string{"parse", "--json", "--lenient", "URL:x:a b"}, 200},
	// 6.2.2, 6.2.3.
	{"normalize", q("u", "HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f"), []string{"normalize", "--json", "HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f"}, 200},
	{"normalize", q("u", "HTTP://a:80/", "level", "syntax"), []string{"normalize", "--json", "--level", "syntax", "HTTP://a:80/"}, 200},
	// RFC 3987 5.3.3.
	{"normalize", q("u", "HTTP://xn--rsum-bpad.Example.ORG:80/%C3%A9t%C3%A9", "iri", "1", "idna", "1"), []string{"normalize", "--json", "--iri", "--idna", "HTTP://xn--rsum-bpad.Example.ORG:80/%C3%A9t%C3%A9"}, 200},
	{"normalize", q("u", "a b"), []string{"normalize", "--json", "a b"}, 400},
	// RFC 3987 6.5: resolve and relative on IRIs.
	{"resolve", q("base", "http://例え.jp/a/b", "u", "../c", "iri", "1"), []string{"resolve", "--json", "--iri", "--base", "http://例え.jp/a/b", "../c"}, 200},
	{"relative", q("base", "http://例え.jp/a/b", "u", "http://例え.jp/a/ü", "iri", "1"), []string{"relative", "--json", "--iri", "--base", "http://例え.jp/a/b", "http://例え.jp/a/ü"}, 200},
	{"resolve", q("base", "http://例え.jp/a/b", "u", "a b", "iri", "1"), []string{"resolve", "--json", "--iri", "--base", "http://例え.jp/a/b", "a b"}, 400},
	// The parser-differential report: RFC 3986, the URL
	// Standard and net/url on an inet_aton-style host, and against a base.
	{"diff", q("u", "http://0x7f.1/"), []string{"diff", "--json", "http://0x7f.1/"}, 200},
	{"diff", q("u", "http://example.com/a b"), []string{"diff", "--json", "http://example.com/a b"}, 200},
	{"diff", q("u", "../g", "base", "http://a/b/c/d;p?q"), []string{"diff", "--json", "--base", "http://a/b/c/d;p?q", "../g"}, 200},
	// 5.4.1, 5.4.2.
	{"resolve", q("base", "http://a/b/c/d;p?q", "u", "../g"), []string{"resolve", "--json", "--base", "http://a/b/c/d;p?q", "../g"}, 200},
	{"resolve", q("base", "http://a/b/c/d;p?q", "u", "http:g", "legacy", "1"), []string{"resolve", "--json", "--legacy", "--base", "http://a/b/c/d;p?q", "http:g"}, 200},
	{"resolve", q("base", "http://a/b/c/d;p?q", "u", "%zz"), []string{"resolve", "--json", "--base", "http://a/b/c/d;p?q", "%zz"}, 400},
	{"relative", q("base", "http://a/b/c/d;p?q", "u", "http://a/b/g?y"), []string{"relative", "--json", "--base", "http://a/b/c/d;p?q", "http://a/b/g?y"}, 200},
	{"relative", q("base", "http://a/b/c/d;p?q", "u", "g"), []string{"relative", "--json", "--base", "http://a/b/c/d;p?q", "g"}, 400},
	// RFC 3987 3.1, 3.2.
	{"convert", q("to", "uri", "u", "http://www.example.org/red%09rosé#<red>"), []string{"convert", "--json", "--to", "uri", "http://www.example.org/red%09rosé#<red>"}, 200},
	{"convert", q("to", "uri", "u", "http://résumé.example.org/", "idna", "1"), []string{"convert", "--json", "--to", "uri", "--idna", "http://résumé.example.org/"}, 200},
	{"convert", q("to", "iri", "u", "http://www.example.org/D%C3%BCrst"), []string{"convert", "--json", "--to", "iri", "http://www.example.org/D%C3%BCrst"}, 200},
	{"convert", q("to", "iri", "u", "http://a/b c"), []string{"convert", "--json", "--to", "iri", "http://a/b c"}, 400},
	// RFC 3986 7.4: a warning, still valid.
	{"check", q("u", "http://127.1/"), []string{"check", "--json", "http://127.1/"}, 200},
	{"check", q("u", "http://a/b c"), []string{"check", "--json", "http://a/b c"}, 400},
	{"check", q("u", "http://gοogle.com/", "iri", "1"), []string{"check", "--json", "--iri", "http://gοogle.com/"}, 200},
}

// TestServeSameAsCLI: each endpoint answers its verb's JSON line.
func TestServeSameAsCLI(t *testing.T) {
	h := newHandler(true)
	for _, c := range serveSameAsCLI {
		target := "/api/" + c.path + "?" + c.query
		rec := get(t, h, "GET", target)
		var stdout, stderr bytes.Buffer
		run(c.cli, strings.NewReader(""), &stdout, &stderr)
		if got, want := rec.Body.String(), stdout.String(); got != want || rec.Code != c.status {
			t.Errorf("GET(%q):\n\tgot  %d %s\n\twant %d %s", target, rec.Code, got, c.status, want)
		}
		if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
			t.Errorf("GET(%q): Content-Type:\n\tgot  %q\n\twant %q", target, ct, "application/json; charset=utf-8")
		}
	}
}

// serveBadRequests are requests the API cannot answer: 400 (or 413, 404,
// 405) with {"error": {"param", "offset", "message"}}.
var serveBadRequests = []struct {
	method, target string
	status         int
	want           string
}{
	{"GET", "/api/parse", 400, `{"error":{"param":"u","offset":0,"message":"missing parameter u"}}`},
	{"GET", "/api/parse?u=a&x=1", 400, `{"error":{"param":"x","offset":0,"message":"unknown parameter \"x\"; /api/parse takes u, iri, lenient"}}`},
	{"GET", "/api/parse?u=a&u=b", 400, `{"error":{"param":"u","offset":0,"message":"parameter u given more than once"}}`},
	{"GET", "/api/parse?u=a&iri=yes", 400, `{"error":{"param":"iri","offset":0,"message":"iri must be 1 or 0, not \"yes\""}}`},
	{"GET", "/api/parse?u=a&iri=1&lenient=1", 400, `{"error":{"param":"lenient","offset":0,"message":"iri and lenient cannot be combined: lenient parsing repairs into a URI"}}`},
	{"GET", "/api/parse?u=%zz", 400, `{"error":{"offset":0,"message":"bad query: invalid URL escape \"%zz\""}}`},
	{"GET", "/api/normalize?u=a&level=simpler", 400, `{"error":{"param":"level","offset":0,"message":"level must be simple, syntax or scheme, not \"simpler\""}}`},
	{"GET", "/api/normalize?u=a&nfc=1", 400, `{"error":{"param":"iri","offset":0,"message":"nfc and idna need iri=1"}}`},
	// A bad base is the base's error, at its offset (RFC 3986 4.3: a URI).
	{"GET", "/api/resolve?u=g&base=a/b", 400, `{"error":{"param":"base","offset":1,"message":"bad base: missing scheme: unexpected '/'"}}`},
	{"GET", "/api/resolve?u=g", 400, `{"error":{"param":"base","offset":0,"message":"missing parameter base"}}`},
	{"GET", "/api/relative?base=http://a/", 400, `{"error":{"param":"u","offset":0,"message":"missing parameter u"}}`},
	{"GET", "/api/convert?u=a&to=url", 400, `{"error":{"param":"to","offset":0,"message":"to must be uri or iri, not \"url\""}}`},
	{"GET", "/api/convert?u=a&to=iri&strict=1", 400, `{"error":{"param":"to","offset":0,"message":"nfc and strict apply to to=uri only"}}`},
	{"GET", "/api/nope?u=a", 404, `{"error":{"offset":0,"message":"no such endpoint: /api/nope"}}`},
	// A base the three parsers cannot all read.
	{"GET", "/api/diff?u=g&base=a/b", 400, `{"error":{"param":"base","offset":1,"message":"bad base: missing scheme: unexpected '/'"}}`},
	{"POST", "/api/parse?u=a", 405, `{"error":{"offset":0,"message":"method POST not allowed: use GET"}}`},
	{"PUT", "/", 405, `{"error":{"offset":0,"message":"method PUT not allowed: use GET"}}`},
	{"DELETE", "/app.js", 405, `{"error":{"offset":0,"message":"method DELETE not allowed: use GET"}}`},
}

// TestServeBadRequests: missing, unknown, repeated and bad parameters, a
// bad base, unknown endpoints and other methods.
func TestServeBadRequests(t *testing.T) {
	h := newHandler(true)
	for _, c := range serveBadRequests {
		rec := get(t, h, c.method, c.target)
		if got := strings.TrimSuffix(rec.Body.String(), "\n"); rec.Code != c.status || got != c.want {
			t.Errorf("%s(%q):\n\tgot  %d %s\n\twant %d %s", c.method, c.target, rec.Code, got, c.status, c.want)
		}
		if rec.Code == 405 && rec.Header().Get("Allow") != "GET, HEAD" {
			t.Errorf("%s(%q): Allow:\n\tgot  %q\n\twant %q", c.method, c.target, rec.Header().Get("Allow"), "GET, HEAD")
		}
	}
}

// TestServeLimits: an input or a base of maxInput bytes is answered, one
// byte more is 413 with the error object.
func TestServeLimits(t *testing.T) {
	h := newHandler(true)
	long := "/" + strings.Repeat("a", maxInput-1)
	for _, c := range []struct {
		target string
		status int
	}{
		{"/api/parse?" + q("u", long), 200},
		{"/api/parse?" + q("u", long+"a"), 413},
		{"/api/inspect?" + q("u", long), 200},
		{"/api/inspect?" + q("u", long+"a"), 413},
		{"/api/resolve?" + q("u", "g", "base", "http:"+long[5:]), 200},
		{"/api/resolve?" + q("u", "g", "base", "http:"+long[4:]), 413},
	} {
		rec := get(t, h, "GET", c.target)
		if rec.Code != c.status {
			t.Errorf("GET(%.40q...):\n\tgot  %d %.200s\n\twant %d", c.target, rec.Code, rec.Body.String(), c.status)
		}
		if c.status == 413 && !strings.Contains(rec.Body.String(), `65537 bytes long, over the limit of 65536"}}`) {
			t.Errorf("GET(%.40q...):\n\tgot  %s\n\twant the limit in the error", c.target, rec.Body.String())
		}
	}
}

// TestServeHeaders: every answer carries the security headers; the page's
// files have their types; HEAD answers without a body.
func TestServeHeaders(t *testing.T) {
	h := newHandler(true)
	for _, c := range []struct{ method, target, ctype string }{
		{"GET", "/", "text/html; charset=utf-8"},
		{"GET", "/app.js", "text/javascript; charset=utf-8"},
		{"GET", "/style.css", "text/css; charset=utf-8"},
		{"GET", "/api/parse?u=a", "application/json; charset=utf-8"},
		{"HEAD", "/", "text/html; charset=utf-8"},
		{"HEAD", "/api/check?u=a", "application/json; charset=utf-8"},
	} {
		rec := get(t, h, c.method, c.target)
		if rec.Code != 200 {
			t.Errorf("%s(%q):\n\tgot  %d\n\twant 200", c.method, c.target, rec.Code)
		}
		want := map[string]string{
			"Content-Type":            c.ctype,
			"Content-Security-Policy": "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
			"X-Content-Type-Options":  "nosniff",
			"X-Frame-Options":         "DENY",
			"Referrer-Policy":         "no-referrer",
		}
		for k, v := range want {
			if got := rec.Header().Get(k); got != v {
				t.Errorf("%s(%q) %s:\n\tgot  %q\n\twant %q", c.method, c.target, k, got, v)
			}
		}
		if c.method == "HEAD" && rec.Body.Len() != 0 {
			// httptest.ResponseRecorder keeps what the handler writes;
			// the handler writes no body for HEAD on the page's files.
			if !strings.HasPrefix(c.target, "/api/") {
				t.Errorf("HEAD(%q): body of %d bytes", c.target, rec.Body.Len())
			}
		}
	}
	if rec := get(t, h, "GET", "/index.html"); rec.Code != 404 {
		t.Errorf("GET(%q):\n\tgot  %d\n\twant 404", "/index.html", rec.Code)
	}
	// The page loads nothing from elsewhere and runs no inline script.
	page := get(t, h, "GET", "/").Body.String()
	for _, bad := range []string{`src="http`, `href="http`, `src="//`, `href="//`, "<script>", "<style", "style=", "onclick", "onload"} {
		if strings.Contains(page, bad) {
			t.Errorf("index.html holds %q", bad)
		}
	}
}

// TestServeLoopbackHost: on loopback, a request for another host name
// (DNS rebinding) is refused with 421; a server exposed deliberately
// answers every Host.
func TestServeLoopbackHost(t *testing.T) {
	for _, c := range []struct {
		host     string
		loopback bool
		status   int
	}{
		{"127.0.0.1:8080", true, 200},
		{"localhost:8080", true, 200},
		{"localhost", true, 200},
		{"app.localhost:1", true, 200},
		{"[::1]:8080", true, 200},
		{"127.0.0.2", true, 200},
		{"evil.example:8080", true, 421},
		{"127.0.0.1.evil.example", true, 421},
		{"192.168.1.2:8080", true, 421},
		{"evil.example:8080", false, 200},
	} {
		req := httptest.NewRequest("GET", "/api/parse?u=a", nil)
		req.Host = c.host
		rec := httptest.NewRecorder()
		newHandler(c.loopback).ServeHTTP(rec, req)
		if rec.Code != c.status {
			t.Errorf("Host(%q) loopback=%v:\n\tgot  %d\n\twant %d", c.host, c.loopback, rec.Code, c.status)
		}
	}
}

// TestServeServerLimits: the server has its timeouts and header limit,
// and a request line over the limit is refused (431).
func TestServeServerLimits(t *testing.T) {
	srv := newServer(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if srv.ReadHeaderTimeout != 5*time.Second || srv.ReadTimeout != 10*time.Second ||
		srv.WriteTimeout != 10*time.Second || srv.IdleTimeout != 60*time.Second || srv.MaxHeaderBytes != 512<<10 {
		t.Errorf("newServer:\n\tgot  header %v read %v write %v idle %v max header %d\n\twant 5s 10s 10s 1m0s %d",
			srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout, srv.MaxHeaderBytes, 512<<10)
	}
	ts := httptest.NewUnstartedServer(srv.Handler)
	ts.Config = srv
	ts.Start()
	defer ts.Close()
	// The largest input, fully percent-encoded, and a base as long fit.
	enc := strings.Repeat("%41", maxInput)
	resp, err := http.Get(ts.URL + "/api/resolve?base=http:" + enc[:3*(maxInput-5)] + "&u=" + enc)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("GET(two inputs of %d bytes, percent-encoded):\n\tgot  %d\n\twant 200", maxInput, resp.StatusCode)
	}
	resp, err = http.Get(ts.URL + "/api/parse?u=" + strings.Repeat("a", 600<<10))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("GET(request line of 600 KiB):\n\tgot  %d\n\twant 431", resp.StatusCode)
	}
}

// TestServeShutdown: serve prints where it listens, answers, and returns
// when its context ends (SIGINT, SIGTERM), after saying so.
func TestServeShutdown(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	pr, pw := io.Pipe()
	c := &cmd{verb: "serve", stdout: io.Discard, stderr: pw}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- c.serve(ctx, ln); pw.Close() }()
	lines := bufio.NewScanner(pr)
	lines.Scan()
	want := "urikit serve: listening on http://" + ln.Addr().String() + "/"
	if lines.Text() != want {
		t.Errorf("serve stderr:\n\tgot  %q\n\twant %q", lines.Text(), want)
	}
	resp, err := http.Get("http://" + ln.Addr().String() + "/api/normalize?u=HTTP://a:80/./b")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != `{"input":"HTTP://a:80/./b","result":"http://a/b"}`+"\n" {
		t.Errorf("GET(normalize):\n\tgot  %s\n\twant the normal form", body)
	}
	cancel()
	lines.Scan()
	if lines.Text() != "urikit serve: shutting down" {
		t.Errorf("serve stderr:\n\tgot  %q\n\twant %q", lines.Text(), "urikit serve: shutting down")
	}
	go io.Copy(io.Discard, pr)
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not return after its context ended")
	}
}

// TestServeExample: the example of 'urikit help serve' is what the API
// answers.
func TestServeExample(t *testing.T) {
	ex := serveVerb.example
	i := strings.Index(ex, "$ curl '")
	line := ex[i+len("$ curl '"):]
	target, want, _ := strings.Cut(line, "'\n")
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	rec := get(t, newHandler(true), "GET", u.RequestURI())
	if got := strings.TrimSuffix(rec.Body.String(), "\n"); got != strings.TrimSpace(want) {
		t.Errorf("GET(%q):\n\tgot  %s\n\twant %s", target, got, want)
	}
}

// TestServeInspect: the members of /api/inspect the page reads.
func TestServeInspect(t *testing.T) {
	h := newHandler(true)
	var res struct {
		Valid      bool
		Kind       *string
		ValidIRI   bool `json:"valid_iri"`
		Error      *inspectError
		Components []inspectSpan
		Ladder     []ladderRung
		Forms      struct{ URI, IRI map[string]any }
		Check      map[string]any
		Warnings16 []int `json:"warnings_utf16"`
		Base       *struct {
			Resolve, Relative map[string]any
			Error             *jsonError
		}
	}
	decode := func(target string, status int) {
		t.Helper()
		res.Base = nil
		rec := get(t, h, "GET", target)
		if rec.Code != status {
			t.Fatalf("GET(%q):\n\tgot  %d %s\n\twant %d", target, rec.Code, rec.Body.String(), status)
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &res); err != nil {
			t.Fatal(err)
		}
	}

	// RFC 3986 5.2, 6.2; the spans of the components.
	decode("/api/inspect?"+q("u", "HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f", "base", "http://www.example.com/x/y"), 200)
	var got []string
	for _, c := range res.Components {
		if c.Value != nil {
			got = append(got, c.Name+"="+*c.Value)
		}
	}
	want := []string{"scheme=HTTP", "authority=www.Example.COM:80", "host=www.Example.COM", "port=80", "path=/a/./b/../%7Euser", "query=q", "fragment=f"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("inspect components:\n\tgot  %v\n\twant %v", got, want)
	}
	var rungs []string
	for _, r := range res.Ladder {
		rungs = append(rungs, r.ID+"="+r.Result)
	}
	wantRungs := []string{
		"simple=HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f",
		"case=http://www.example.com:80/a/./b/../%7Euser?q#f",
		"percent=http://www.example.com:80/a/./b/../~user?q#f",
		"path=http://www.example.com:80/a/~user?q#f",
		"scheme=http://www.example.com/a/~user?q#f",
	}
	if strings.Join(rungs, "\n") != strings.Join(wantRungs, "\n") {
		t.Errorf("inspect ladder:\n\tgot  %v\n\twant %v", rungs, wantRungs)
	}
	if res.Base == nil || res.Base.Resolve["result"] != "HTTP://www.Example.COM:80/a/%7Euser?q#f" {
		t.Errorf("inspect base:\n\tgot  %+v\n\twant the target HTTP://www.Example.COM:80/a/%%7Euser?q#f", res.Base)
	}
	if len(res.Warnings16) != 2 || res.Warnings16[0] != 28 {
		t.Errorf("inspect warnings_utf16:\n\tgot  %v\n\twant [28 32]", res.Warnings16)
	}

	// An invalid URI that is a valid IRI: the error in bytes and UTF-16,
	// and its URI form (RFC 3987 3.1).
	decode("/api/inspect?"+q("u", "http://例え.jp/😀 x"), 400)
	if res.Error == nil || res.Error.Offset != 7 || res.Error.OffsetUTF16 != 7 || res.ValidIRI {
		t.Errorf("inspect error:\n\tgot  %+v valid_iri=%v\n\twant offset 7 and not a valid IRI (a space)", res.Error, res.ValidIRI)
	}
	decode("/api/inspect?"+q("u", "http://例え.jp/😀?%zz", "iri", "1"), 400)
	if res.Error == nil || res.Error.Offset != 23 || res.Error.OffsetUTF16 != 17 {
		t.Errorf("inspect error:\n\tgot  %+v\n\twant offset 23 ('z'), UTF-16 offset 17", res.Error)
	}
	decode("/api/inspect?"+q("u", "http://例え.jp/😀"), 400)
	if !res.ValidIRI || res.Forms.URI["result"] != "http://%E4%BE%8B%E3%81%88.jp/%F0%9F%98%80" {
		t.Errorf("inspect IRI as URI:\n\tgot  valid_iri=%v uri form %v\n\twant true and the URI form", res.ValidIRI, res.Forms.URI)
	}
	decode("/api/inspect?"+q("u", "http://例え.jp/😀?q", "iri", "1"), 200)
	if q := res.Components[6]; *q.Start != 22 || *q.StartUTF16 != 16 || *q.EndUTF16 != 17 {
		t.Errorf("inspect query span:\n\tgot  %d %d-%d\n\twant 22 16-17", *q.Start, *q.StartUTF16, *q.EndUTF16)
	}

	// A bad base is reported in the base member.
	decode("/api/inspect?"+q("u", "g", "base", "b"), 200)
	if res.Base == nil || res.Base.Error == nil {
		t.Errorf("inspect bad base:\n\tgot  %+v\n\twant an error", res.Base)
	}
}
