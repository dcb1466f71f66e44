// Package browser tests the playground of "urikit serve" end to
// end in a real browser: Debian's chromium driven through the DevTools
// protocol by chromedp. It is a module of its own so that the library's
// go.mod never requires chromedp.
//
// Without chromium the test skips, unless URIKIT_BROWSER=required, when it
// fails. URIKIT_CHROMIUM names another browser binary.
// URIKIT_UPDATE_GOLDEN=1 (or -update) records the golden screenshots anew.
package browser

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/urikit/urikit/uri"
)

var update = flag.Bool("update", false, "record the golden screenshots anew")

// chromium returns the browser to run, or skips (fails with
// URIKIT_BROWSER=required) when there is none.
func chromium(t *testing.T) string {
	path := os.Getenv("URIKIT_CHROMIUM")
	if path == "" {
		path = "/usr/bin/chromium"
	}
	if _, err := os.Stat(path); err != nil {
		msg := fmt.Sprintf("no browser at %s (install Debian's chromium: apt-get install chromium, or run browser/ci.sh; URIKIT_CHROMIUM names another): %v", path, err)
		if os.Getenv("URIKIT_BROWSER") == "required" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return path
}

// startServer builds cmd/urikit, starts "urikit serve --addr
// 127.0.0.1:0" and returns its address, read from its stderr. The server
// is stopped with SIGTERM at the end of the test, which checks that it
// shuts down cleanly.
func startServer(t *testing.T) string {
	bin := filepath.Join(t.TempDir(), "urikit")
	build := exec.Command("go", "build", "-o", bin, "./cmd/urikit")
	build.Dir = ".." // the repository root, the library's module
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/urikit: %v\n%s", err, out)
	}
	srv := exec.Command(bin, "serve", "--addr", "127.0.0.1:0")
	stderr, err := srv.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(stderr)
	addr := make(chan string, 1)
	rest := make(chan string, 1)
	go func() {
		var first string
		if lines.Scan() {
			first = lines.Text()
		}
		addr <- first
		var b strings.Builder
		for lines.Scan() {
			b.WriteString(lines.Text() + "\n")
		}
		rest <- b.String()
	}()
	var line string
	select {
	case line = <-addr:
	case <-time.After(30 * time.Second):
		srv.Process.Kill()
		t.Fatal("urikit serve did not say where it listens within 30 s")
	}
	u, ok := strings.CutPrefix(line, "urikit serve: listening on ")
	if !ok {
		srv.Process.Kill()
		t.Fatalf("urikit serve stderr:\n\tgot  %q\n\twant %q", line, "urikit serve: listening on http://ADDR/")
	}
	t.Cleanup(func() {
		srv.Process.Signal(syscall.SIGTERM)
		// Read stderr to its end before Wait, which closes the pipe.
		var out string
		select {
		case out = <-rest:
		case <-time.After(15 * time.Second):
			srv.Process.Kill()
			t.Errorf("urikit serve did not stop within 15 s of SIGTERM")
		}
		err := srv.Wait()
		if err != nil || out != "urikit serve: shutting down\n" {
			t.Errorf("urikit serve after SIGTERM:\n\tgot  %v, stderr %q\n\twant exit status 0, %q", err, out, "urikit serve: shutting down\n")
		}
	})
	return u
}

// newBrowser starts chromium headless with a fresh profile and returns the
// context of one tab, at the viewport size given.
func newBrowser(t *testing.T, exe string, width, height int64) context.Context {
	var logs strings.Builder
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		// Without these the browser reaches for the network, which is
		// closed here, and fails.
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		// Screenshots alike from run to run.
		chromedp.Flag("force-device-scale-factor", "1"),
		chromedp.Flag("font-render-hinting", "none"),
		chromedp.Flag("lang", "en-US"),
		chromedp.WindowSize(int(width), int(height)),
		chromedp.CombinedOutput(&syncWriter{w: &logs}),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() {
		cancelTime()
		cancelTab()
		cancelAlloc()
		if t.Failed() && logs.Len() > 0 {
			t.Logf("chromium output:\n%s", logs.String())
		}
	})
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, height)); err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	return ctx
}

// syncWriter serializes the writes of the browser's output.
type syncWriter struct {
	mu chan struct{}
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	if s.mu == nil {
		s.mu = make(chan struct{}, 1)
	}
	s.mu <- struct{}{}
	defer func() { <-s.mu }()
	return s.w.Write(p)
}

// The reference typed and the base entered: the example of RFC 3986 6.2.2
// and a base on the same host.
const (
	typed = "HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f"
	base  = "HTTP://www.Example.COM:80/x/y"
)

// waitFor waits until the page shows the answer for input (and base).
func waitFor(t *testing.T, ctx context.Context, input, base string) {
	t.Helper()
	want := input
	if base != "" {
		want += "\n" + base
	}
	js := fmt.Sprintf(`document.getElementById('result').dataset.input === %s`, jsString(want))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[document.getElementById('u').value, document.getElementById('base').value, document.getElementById('result').dataset.input || '', location.hash]`))
		t.Fatalf("waiting for the answer for %q: %v; the page has u, base, answer, fragment %q", want, err, state)
	}
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteString(`\` + string(r))
		case r < 0x20 || r > 0x7e:
			fmt.Fprintf(&b, `\u{%x}`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// eval runs a JavaScript expression in the page and returns its value.
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// typeInto clears the field sel and types s into it, then Enter.
func typeInto(t *testing.T, ctx context.Context, sel, s string) {
	t.Helper()
	if err := chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector(%s).value = ''`, jsString(sel))),
		chromedp.Focus(chromedp.CSS(sel)),
		chromedp.SendKeys(chromedp.CSS(sel), s+kb.Enter),
	); err != nil {
		t.Fatalf("typing %q into %s: %v", s, sel, err)
	}
}

// spansJS reads the coloured spans over the text: the component, its
// text ("" for the marker of an empty one) and whether it is a marker.
const spansJS = `[...document.querySelectorAll('#text [data-component]')].map(e =>
	e.dataset.component + '=' + (e.dataset.empty ? '(empty)' : e.textContent))`

// TestPlayground types a reference into the page and reads what it shows:
// the spans of the components, the normal form, the ladder rung by rung
// (clicking each open), the target against a base and the relative
// reference back, an error at its byte, an empty query's marker, the
// shareable link; then compares screenshots with the golden images.
func TestPlayground(t *testing.T) {
	exe := chromium(t)
	addr := startServer(t)
	ctx := newBrowser(t, exe, 1000, 2100)

	if err := chromedp.Do(ctx, chromedp.Navigate(addr), chromedp.WaitVisible(chromedp.ID("u"))); err != nil {
		t.Fatalf("opening %s: %v", addr, err)
	}

	// Every field has its label; Tab goes from the reference to the base
	// to the IRI box to the button.
	if !eval[bool](t, ctx, `[...document.querySelectorAll('input')].every(i => i.labels.length > 0)`) {
		t.Errorf("fields without a label")
	}
	order := eval[[]string](t, ctx, `[...document.querySelectorAll('input, button, a[href], summary')].slice(0, 5).map(e => e.id)`)
	if strings.Join(order, " ") != "u base iri go share" {
		t.Errorf("focus order:\n\tgot  %q\n\twant %q", order, "u base iri go share")
	}

	// An error, marked at its byte (RFC 3986 3.2.3: a port is digits).
	typeInto(t, ctx, "#u", "http://[::1]:8x/")
	waitFor(t, ctx, "http://[::1]:8x/", "")
	if got := eval[string](t, ctx, `document.querySelector('#text .err-at').textContent`); got != "x" {
		t.Errorf("error marker:\n\tgot  %q\n\twant %q", got, "x")
	}
	if got := eval[string](t, ctx, `document.getElementById('error').textContent`); got != "invalid port: unexpected 'x' at byte 14" {
		t.Errorf("error message:\n\tgot  %q\n\twant %q", got, "invalid port: unexpected 'x' at byte 14")
	}

	// The components as coloured spans over the text (RFC 3986 3).
	typeInto(t, ctx, "#u", typed)
	waitFor(t, ctx, typed, "")
	spans := eval[[]string](t, ctx, spansJS)
	wantSpans := []string{"scheme=HTTP", "authority=www.Example.COM:80", "host=www.Example.COM", "port=80",
		"path=/a/./b/../%7Euser", "query=q", "fragment=f"}
	if strings.Join(spans, " ") != strings.Join(wantSpans, " ") {
		t.Errorf("spans of %q:\n\tgot  %q\n\twant %q", typed, spans, wantSpans)
	}
	if got := eval[string](t, ctx, `document.getElementById('text').textContent`); got != typed {
		t.Errorf("text under the spans:\n\tgot  %q\n\twant %q", got, typed)
	}

	// The normal form (RFC 3986 6.2.2, 6.2.3) is the library's.
	r := uri.MustParse(typed)
	if got, want := eval[string](t, ctx, `document.getElementById('normal').textContent`), r.Normalize().String(); got != want {
		t.Errorf("normal form:\n\tgot  %q\n\twant %q", got, want)
	}

	// The parsers compared: the table of /api/diff shows, with
	// the path row where net/url keeps the dot-segments the others remove.
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!document.getElementById('diff-section').hidden`, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("waiting for the parsers compared: %v", err)
	}
	if got := eval[string](t, ctx, `Array.from(document.querySelectorAll('#diff tbody th')).map(e => e.textContent).join(' ')`); !strings.Contains(got, "path") {
		t.Errorf("rows of the parsers compared:\n\tgot  %q\n\twant a path row", got)
	}

	// The ladder, rung by rung: click each open and read its form.
	wantRungs := []string{
		typed,
		"http://www.example.com:80/a/./b/../%7Euser?q#f",
		"http://www.example.com:80/a/./b/../~user?q#f",
		r.NormalizeWith(uri.NormalizeOptions{Level: uri.SyntaxBased}).String(),
		r.Normalize().String(),
	}
	n := eval[int](t, ctx, `document.querySelectorAll('#ladder details').length`)
	if n != len(wantRungs) {
		t.Fatalf("ladder rungs:\n\tgot  %d\n\twant %d", n, len(wantRungs))
	}
	for i, want := range wantRungs {
		sel := fmt.Sprintf("#ladder li:nth-child(%d) summary", i+1)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible)); err != nil {
			t.Fatalf("clicking %s: %v", sel, err)
		}
		open := eval[bool](t, ctx, fmt.Sprintf(`document.querySelector('#ladder li:nth-child(%d) details').open`, i+1))
		got := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('#ladder li:nth-child(%d) .rung-result').textContent`, i+1))
		if !open || got != want {
			t.Errorf("ladder rung %d after a click:\n\tgot  open=%v %q\n\twant open=true %q", i+1, open, got, want)
		}
	}
	// A second click closes a rung again; leave the case rung open.
	for i := 1; i <= len(wantRungs); i++ {
		if i == 2 {
			continue
		}
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf("#ladder li:nth-child(%d) summary", i)))); err != nil {
			t.Fatal(err)
		}
	}
	if got := eval[int](t, ctx, `document.querySelectorAll('#ladder details[open]').length`); got != 1 {
		t.Errorf("open rungs after closing:\n\tgot  %d\n\twant 1", got)
	}

	// A base: the target (RFC 3986 5.2) and the relative reference back.
	typeInto(t, ctx, "#base", base)
	waitFor(t, ctx, typed, base)
	b := uri.MustParse(base)
	target := b.Resolve(r)
	if got := eval[string](t, ctx, `document.getElementById('resolved').textContent`); got != target.String() {
		t.Errorf("resolved against %q:\n\tgot  %q\n\twant %q", base, got, target.String())
	}
	rel, err := b.RelativeRef(target)
	if err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, `document.getElementById('relative').textContent`); got != rel.String() {
		t.Errorf("relative back to %q:\n\tgot  %q\n\twant %q", base, got, rel.String())
	}

	// The state is in the fragment: the link shares it.
	link := eval[string](t, ctx, `document.getElementById('share').href`)
	if !strings.Contains(link, "#u=HTTP%3A%2F%2Fwww.Example.COM") || !strings.Contains(link, "&base=HTTP%3A%2F%2Fwww.Example.COM%3A80%2Fx%2Fy") {
		t.Errorf("shareable link:\n\tgot  %q\n\twant #u=...&base=...", link)
	}

	// The layout, against the golden image: a wide screen.
	eval[bool](t, ctx, `document.activeElement.blur(), document.getElementById('u').scrollLeft = 0, window.scrollTo(0, 0), true`)
	compareGolden(t, ctx, "playground.png")

	// An empty query is a marker, told from an absent one (RFC 3986 3.4).
	typeInto(t, ctx, "#u", "http://a/?")
	waitFor(t, ctx, "http://a/?", base)
	spans = eval[[]string](t, ctx, spansJS)
	wantSpans = []string{"scheme=http", "authority=a", "host=a", "path=/", "query=(empty)"}
	if strings.Join(spans, " ") != strings.Join(wantSpans, " ") {
		t.Errorf("spans of %q:\n\tgot  %q\n\twant %q", "http://a/?", spans, wantSpans)
	}

	// Opening the shared link in a new page gives the same state back.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("leaving the page: %v", err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(link)); err != nil {
		t.Fatalf("opening the shared link: %v", err)
	}
	waitFor(t, ctx, typed, base)
	if got := eval[string](t, ctx, `document.getElementById('resolved').textContent`); got != target.String() {
		t.Errorf("resolved, from the shared link:\n\tgot  %q\n\twant %q", got, target.String())
	}
}

// TestPlaygroundPhone: the page on a phone's screen, an IRI read as one,
// against the golden image.
func TestPlaygroundPhone(t *testing.T) {
	exe := chromium(t)
	addr := startServer(t)
	ctx := newBrowser(t, exe, 390, 1100)
	const ref = "http://κόσμε.example.org/Dürst?q=ö#f"
	link := addr + "#u=" + strings.ReplaceAll(uriEscape(ref), "&", "%26") + "&iri=1"
	if err := chromedp.Do(ctx, chromedp.Navigate(link)); err != nil {
		t.Fatalf("opening %s: %v", link, err)
	}
	waitFor(t, ctx, ref, "")
	spans := eval[[]string](t, ctx, spansJS)
	want := []string{"scheme=http", "authority=κόσμε.example.org", "host=κόσμε.example.org", "path=/Dürst", "query=q=ö", "fragment=f"}
	if strings.Join(spans, " ") != strings.Join(want, " ") {
		t.Errorf("spans of %q:\n\tgot  %q\n\twant %q", ref, spans, want)
	}
	if got, want := eval[string](t, ctx, `document.getElementById('uri-form').textContent`),
		"http://%CE%BA%CF%8C%CF%83%CE%BC%CE%B5.example.org/D%C3%BCrst?q=%C3%B6#f"; got != want {
		t.Errorf("URI form of %q:\n\tgot  %q\n\twant %q", ref, got, want)
	}
	// Nothing wider than the screen: the page scrolls only down.
	if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("page width on a 390 px screen:\n\tgot  %d\n\twant at most 390", w)
	}
	eval[bool](t, ctx, `document.activeElement.blur(), document.getElementById('u').scrollLeft = 0, true`)
	compareGolden(t, ctx, "playground-phone.png")
}

// uriEscape percent-encodes s as encodeURIComponent does.
func uriEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-_.!~*'()", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}
