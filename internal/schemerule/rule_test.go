package schemerule

import "testing"

// Each rule on one changing and one normal input, with the section of its
// RFC; the exhaustive checks (agreement with scheme.Scheme.Normalize and
// with the general ladder) are FuzzRuleForm and FuzzSchemeRules.
var appendTests = []struct {
	id      ID
	in      In
	want    string // path, then "?" query when there is one
	changed bool
	rfc     string
}{
	{URN, In{Path: "ISBN:0451450523"}, "isbn:0451450523", true, "RFC 8141 3.1: the NID is case-insensitive"},
	{URN, In{Path: "isbn:0451450523"}, "isbn:0451450523", false, "already normal"},
	{Mailto, In{Path: "Joe@Example.COM", Query: "Subject=Hi", HasQuery: true}, "Joe@example.com?subject=Hi", true, "RFC 6068 2: domain and hfname case-insensitive"},
	{Data, In{Path: "TEXT/Plain;Charset=UTF-8,Hi"}, "text/plain;charset=UTF-8,Hi", true, "RFC 2397 3, RFC 2045 5.1"},
	{FTP, In{HasAuthority: true, Path: "/f;type=I"}, "/f;type=i", true, "RFC 1738 3.2.2"},
	{LDAP, In{HasAuthority: true, Path: "/o=x", Query: "cn?SUB", HasQuery: true}, "/o=x?cn?sub", true, "RFC 4516 2: the scope keyword"},
	{Tel, In{Path: "+1-201-555-0123;EXT=22"}, "+12015550123;ext=22", true, "RFC 3966 4: visual separators, case"},
	{SIP, In{Path: "Alice@Atlanta.COM;Transport=TCP"}, "Alice@atlanta.com;transport=tcp", true, "RFC 3261 19.1.4"},
	{None, In{Path: "X"}, "", false, "no rule"},
}

func TestAppend(t *testing.T) {
	for _, tt := range appendTests {
		in := tt.in
		out, pathEnd, changed := Append(tt.id, []byte("scheme:"), &in)
		got := ""
		if changed {
			got = string(out[len("scheme:"):])
			if pathEnd > len(out) || (tt.in.HasQuery && out[pathEnd] != '?') {
				t.Errorf("Append(%d, %+v): path end %d is not where the query starts in %q", tt.id, tt.in, pathEnd, out)
			}
		} else if string(out) != "scheme:" {
			t.Errorf("Append(%d, %+v): unchanged but dst changed to %q", tt.id, tt.in, out)
		}
		if changed != tt.changed || (changed && got != tt.want) {
			t.Errorf("Append(%d, %+v) (%s):\n\tgot  %q, %v\n\twant %q, %v", tt.id, tt.in, tt.rfc, got, changed, tt.want, tt.changed)
		}
	}
}
