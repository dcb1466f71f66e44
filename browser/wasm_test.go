package browser

import (
	"net/http"
	"net/http/httptest"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/urikit/urikit/uri"
)

// TestPlaygroundWasm: the static site of cmd/urikit/web/static.sh, the
// packages compiled to WebAssembly, served by a plain file server with no
// API, answers in the page as the server does.
func TestPlaygroundWasm(t *testing.T) {
	exe := chromium(t)
	dir := t.TempDir()
	start := time.Now()
	build := exec.Command("cmd/urikit/web/static.sh", dir)
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("cmd/urikit/web/static.sh: %v\n%s", err, out)
	}
	t.Logf("static site built in %v", time.Since(start).Round(time.Second))
	ts := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer ts.Close()

	ctx := newBrowser(t, exe, 1000, 1200)
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/"), chromedp.WaitVisible(chromedp.ID("u"))); err != nil {
		t.Fatalf("opening %s: %v", ts.URL, err)
	}
	typeInto(t, ctx, "#u", typed)
	waitFor(t, ctx, typed, "")
	spans := eval[[]string](t, ctx, spansJS)
	want := []string{"scheme=HTTP", "authority=www.Example.COM:80", "host=www.Example.COM", "port=80",
		"path=/a/./b/../%7Euser", "query=q", "fragment=f"}
	if strings.Join(spans, " ") != strings.Join(want, " ") {
		t.Errorf("spans of %q:\n\tgot  %q\n\twant %q", typed, spans, want)
	}
	if got, want := eval[string](t, ctx, `document.getElementById('normal').textContent`), uri.MustParse(typed).Normalize().String(); got != want {
		t.Errorf("normal form:\n\tgot  %q\n\twant %q", got, want)
	}
	if got := eval[bool](t, ctx, `document.documentElement.dataset.wasm === '1'`); !got {
		t.Errorf("page: not running on WebAssembly")
	}
}
