package norm

import (
	"strings"
	"testing"
)

// ruleSeeds: references of every scheme with a built-in rule (RFC 3986
// 6.2.3, package scheme), some normal, most not.
var ruleSeeds = []string{
	"urn:ISBN:x", "URN:Example-A:Foo%2cBar?+R?=Q#F", // RFC 8141 3.1
	"mailto:A@B.COM,c@D.%41E?Subject=Hi&TO=x@Y&Body", "mailto:?To=A@B.C", // RFC 6068 2
	"data:TEXT/Plain;CharSet=UTF-8;BASE64,QUJD", "data:Text;A=B,x", // RFC 2397 3
	"ftp://U:P@H:21/p;type=A", "ftp://h/p;TYPE=I", // RFC 1738 5
	"ldap://h/o=X?cn,SN?SUB?(cn=A)?x", "ldaps://[::1]:636/o?a?One", "ldap://h/o?a?\u017fub", // RFC 4516 2
	"tel:+1-201-555-0123;Ext=12;Foo=BAR;isub=%41", "tel:863-1234;phone-context=+1-914-555", "tel:+1;b;a;B", // RFC 3966 4
	"sip:Alice@Atlanta.COM;Transport=TCP;lr;Maddr=A.B;method=REGISTER?Subject=x", "SIPS:b@[::1]:5061;Z;y=%41b", // RFC 3261 19.1.4
	"sip:h;z;y;x;w;v;u;t;s;r;q;p;o;n;m;l;k;j;i",           // more parameters than the stack array
	"mailto:a@B\u00e9.ORG?X=%C3%A9", "data:TEXT/\u00e9,x", // RFC 3987 5.3.3
}

// generalNormalize is the general path of Ladder.normalize: the normalizer,
// then the rule in component form (registry.Apply) through applySchemeRule.
func generalNormalize(l *Ladder, r Ref) Ref {
	f := l.facts(&r)
	so := l.options(f)
	n := normalize(open(&r), &so)
	if f.HasRule() {
		n = applySchemeRule(n, f, &so)
	}
	return n.close()
}

// FuzzRuleForm checks that the append form of the built-in rules
// (ladder_rule.go) and their exported scheme.Scheme.Normalize agree, in
// both grammars, for Normalize and for Equal.
func FuzzRuleForm(f *testing.F) {
	for _, s := range ruleSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, m := range []Mode{0, IRI} {
			r, fault := Parse(s, m)
			if fault != nil || !r.IsValid() {
				continue
			}
			l := Ladder{Rung: RungScheme, IRI: m == IRI}
			got := l.norm(r)
			want := generalNormalize(&l, r)
			if got != want {
				t.Fatalf("Parse(%q).Normalize() in mode %d:\n\tgot  %v (%+v)\n\twant %v (%+v)", s, m, got, got, want, want)
			}
			for _, o := range []string{strings.ToUpper(s), strings.ToLower(s), want.String()} {
				b, fault := Parse(o, m)
				if fault != nil {
					continue
				}
				eq, slow := l.eq(r, b), want.String() == generalNormalize(&l, b).String()
				if eq != slow {
					t.Fatalf("Equal(%q, %q) in mode %d:\n\tgot  %v\n\twant %v", s, o, m, eq, slow)
				}
			}
		}
	})
}
