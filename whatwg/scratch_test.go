package whatwg_test

// This file checks that the state machine's reused working memory (the
// arena and path of 4.4 "URL parsing", kept from parse to parse) never
// shows through in a URL already returned, and that the state machine
// allocates only the href (4.5).

import (
	"sync"
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// scratchCases are inputs the state machine rewrites (4.4), each with its
// href (4.5): every component the arena or path holds.
var scratchCases = []struct{ in, href string }{
	// 4.4 scheme state and the 3.3 domain parser: scheme and host lower-cased.
	{"HTTPS://WWW.EXAMPLE.COM/./A%7e", "https://www.example.com/A%7e"},
	// 4.4 authority state: userinfo percent-encoded; path state: ".." removed.
	{"http://u s:p@Host/a/../b c?q r#f g", "http://u%20s:p@host/b%20c?q%20r#f%20g"},
	// 3.5 opaque-host parser and 4.4 path state of a non-special URL.
	{"GIT+SSH://GIT@GITHUB.COM/x/./y", "git+ssh://GIT@GITHUB.COM/x/y"},
	// 3.5 IPv4 and IPv6 hosts, serialized in the arena.
	{"http://0x7f.1/", "http://127.0.0.1/"},
	{"http://[0:0::1]/", "http://[::1]/"},
	// 4.4 opaque path state.
	{"MAILTO:a b@c", "mailto:a b@c"},
}

// TestScratchReuse parses every case, then all the others, and checks the
// first URLs again: a later parse writes the reused memory, never the
// URLs returned before; in parallel too, under the race detector.
func TestScratchReuse(t *testing.T) {
	var urls []whatwg.URL
	for _, c := range scratchCases {
		u, err := whatwg.Parse(c.in)
		if err != nil {
			t.Fatalf("Parse(%q):\n\tgot  %v\n\twant %q", c.in, err, c.href)
		}
		urls = append(urls, u)
	}
	for k, c := range scratchCases {
		if got := urls[k].Href(); got != c.href {
			t.Errorf("Parse(%q).Href():\n\tgot  %q\n\twant %q", c.in, got, c.href)
		}
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; n < 200; n++ {
				for _, c := range scratchCases {
					if u, err := whatwg.Parse(c.in); err != nil || u.Href() != c.href {
						t.Errorf("Parse(%q).Href():\n\tgot  %q, %v\n\twant %q", c.in, u.Href(), err, c.href)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}

// TestMachineAllocs checks that the state machine allocates only the href
// (4.5) once its working memory is warm.
func TestMachineAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	for _, c := range scratchCases {
		if a := testing.AllocsPerRun(100, func() { _, _ = whatwg.Parse(c.in) }); a > 1 {
			t.Errorf("AllocsPerRun(Parse(%q)):\n\tgot  %v\n\twant 1 at most", c.in, a)
		}
	}
}
