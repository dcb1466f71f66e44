package schemerule

import "testing"

// FuzzNormalCheck checks that the allocation-free checks of the tel and
// sip rules agree with the rewrites: where a check calls a path valid and
// normal, the rewrite leaves it alone; where it calls it valid but not
// normal, the sip rewrite changes it and the tel rewrite changes it into
// a path the check calls normal, or gives up (a pname given twice).
func FuzzNormalCheck(f *testing.F) {
	for _, s := range []string{
		"+1-201-555-0123;Foo=Bar;ext=12", "+12015550123;ext=12;foo=bar", "863-1234;phone-context=+1-914-555",
		"abcd;phone-context=+1;a=1;b", "*%2312;phone-context=x.org", "+1;b;a", "+1;a;b", "+1;a;b;A",
		"Alice@atlanta.com;lr;transport=tcp", "a@B.C;Transport=TCP;lr", "b.com;z;a", "b.com;x=Y",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		if normal, ok := TelCheck(p); ok {
			got := rewrite(AppendTelRewrite, p)
			if normal && got != p {
				t.Fatalf("telCheck(%q) = normal, but telRewrite gives %q", p, got)
			}
			// A rewrite is normal by the check, or gave up (a pname twice).
			if n, ok := TelCheck(got); !normal && got != p && !(n && ok) {
				t.Fatalf("telRewrite(%q) = %q, which telCheck calls normal %v, valid %v", p, got, n, ok)
			}
		}
		at := -1
		for i := range len(p) {
			if p[i] == '@' {
				at = i
			}
		}
		if normal, ok := SIPCheck(p[at+1:]); ok {
			if got := rewrite(AppendSIPRewrite, p); (got == p) != normal {
				t.Fatalf("sipCheck(%q) = normal %v, but sipRewrite gives %q", p, normal, got)
			}
		}
	})
}

// rewrite runs a rule's rewrite (without its normal-form check) on the
// path p.
func rewrite(f func([]byte, *In) []byte, p string) string {
	return string(f(nil, &In{Path: p}))
}
