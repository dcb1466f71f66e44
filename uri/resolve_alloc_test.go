package uri_test

// This file checks the allocation promise of reference resolution (RFC
// 3986 5.2): one allocation per target, its string, whatever branch of
// 5.2.2 gives it, the "/." and "./" prefixes of Resolve's doc included;
// none when the target is the reference itself (a scheme, no
// dot-segment).

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

var resolveAllocTests = []struct{ base, ref, want string }{
	{rfcBase, "g", "http://a/b/c/g"},                        // 5.4.1: merge (5.2.3)
	{rfcBase, "../../../g", "http://a/g"},                   // 5.4.2: dot segments (5.2.4)
	{rfcBase, "//g", "http://g"},                            // 5.4.1: authority from the reference
	{rfcBase, "?y", "http://a/b/c/d;p?y"},                   // 5.4.1: base path kept
	{rfcBase, "#s", "http://a/b/c/d;p?q#s"},                 // 5.4.1: base path and query kept
	{rfcBase, "g:h", "g:h"},                                 // 5.4.1: reference with a scheme
	{rfcBase, "g:h/./i", "g:h/i"},                           // 5.2.2: a scheme, dot segments removed
	{"s:/a/b", "..//g", "s:/.//g"},                          // 5.2.2 would give "//g" and no authority
	{"a/b", "c:d/../e:f", "c:/e:f"},                         // 5.2.2: scheme of the reference, 5.2.4 (E then C)
	{"a/b", "../../c", "../c"},                              // relative base (Resolve's doc)
	{"//h/a/b", "x/../y:z", "//h/a/y:z"},                    // scheme-less base with authority
	{"b", "x/../y:z", "./y:z"},                              // 4.2: first segment with a colon
	{"http://u@[::1]:8080/p", "q", "http://u@[::1]:8080/q"}, // 3.2: every authority part
}

func TestResolveAllocs(t *testing.T) {
	for _, tt := range resolveAllocTests {
		base, ref := uri.MustParse(tt.base), uri.MustParse(tt.ref)
		got := base.Resolve(ref)
		if got.String() != tt.want {
			t.Errorf("Resolve(%q, %q):\n\tgot  %v\n\twant %v", tt.base, tt.ref, got, tt.want)
		}
		if again, err := uri.Parse(got.String()); err != nil || again != got {
			t.Errorf("Parse(%q) of a Resolve result:\n\tgot  %#v, %v\n\twant %#v", got, again, err, got)
		}
		want := 1.0
		if got == ref {
			want = 0
		}
		if n := testing.AllocsPerRun(100, func() { sinkResolved = base.Resolve(ref) }); n != want {
			t.Errorf("Resolve(%q, %q): %v allocations, want %v", tt.base, tt.ref, n, want)
		}
	}
}

var sinkResolved uri.Ref
