package scheme

import "testing"

// FuzzNormalCheck checks that the allocation-free checks of the tel and
// sip rules agree with the rewrites: where a check calls a path valid and
// normal, the rewrite leaves it alone, and where it calls it valid but
// not normal, the rewrite changes it.
func FuzzNormalCheck(f *testing.F) {
	for _, s := range []string{
		"+1-201-555-0123;Foo=Bar;ext=12", "+12015550123;ext=12;foo=bar", "863-1234;phone-context=+1-914-555",
		"abcd;phone-context=+1;a=1;b", "*%2312;phone-context=x.org", "+1;b;a", "+1;a;b",
		"Alice@atlanta.com;lr;transport=tcp", "a@B.C;Transport=TCP;lr", "b.com;z;a", "b.com;x=Y",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		tel := Components{Scheme: "tel", Path: p}
		if normal, ok := telCheck(p); ok {
			if got := telRewrite(tel).Path; (got == p) != normal {
				t.Fatalf("telCheck(%q) = normal %v, but telRewrite gives %q", p, normal, got)
			}
		}
		sip := Components{Scheme: "sip", Path: p}
		at := -1
		for i := range len(p) {
			if p[i] == '@' {
				at = i
			}
		}
		if normal, ok := sipCheck(p[at+1:]); ok {
			if got := sipRewrite(sip).Path; (got == p) != normal {
				t.Fatalf("sipCheck(%q) = normal %v, but sipRewrite gives %q", p, normal, got)
			}
		}
	})
}
