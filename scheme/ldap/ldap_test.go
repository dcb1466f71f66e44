package ldap_test

import (
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/ldap"
	"github.com/urikit/urikit/uri"
)

type ext = ldap.Extension

// u is a URL with the defaults of RFC 4516 2 and the given changes.
func u(f func(*ldap.URL)) ldap.URL {
	v := ldap.URL{Scheme: "ldap", Port: 389, Scope: "base", Filter: "(objectClass=*)"}
	f(&v)
	return v
}

// parseTests are the examples of RFC 4516 4, then cases of its grammar.
var parseTests = []schemetest.StringCase[ldap.URL]{
	// RFC 4516 4: no host; the dn decoded.
	{"ldap:///o=University%20of%20Michigan,c=US", u(func(v *ldap.URL) { v.DN = "o=University of Michigan,c=US" }), ""},
	{"ldap://ldap1.example.net/o=University%20of%20Michigan,c=US", u(func(v *ldap.URL) { v.Host = "ldap1.example.net"; v.DN = "o=University of Michigan,c=US" }), ""},
	// RFC 4516 4: one attribute.
	{"ldap://ldap1.example.net/o=University%20of%20Michigan,c=US?postalAddress", u(func(v *ldap.URL) {
		v.Host, v.DN, v.Attributes = "ldap1.example.net", "o=University of Michigan,c=US", []string{"postalAddress"}
	}), ""},
	// RFC 4516 4: port, scope sub and a filter.
	{"ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)", u(func(v *ldap.URL) {
		v.Host, v.Port, v.HasPort, v.DN, v.Scope, v.Filter = "ldap1.example.net", 6666, true, "o=University of Michigan,c=US", "sub", "(cn=Babs Jensen)"
	}), ""},
	// RFC 4516 4: scheme and scope in upper case.
	{"LDAP://ldap1.example.com/c=GB?objectClass?ONE", u(func(v *ldap.URL) {
		v.Host, v.DN, v.Attributes, v.Scope = "ldap1.example.com", "c=GB", []string{"objectClass"}, "one"
	}), "ldap://ldap1.example.com/c=GB?objectClass?one"},
	// RFC 4516 4: "?" encoded in the dn.
	{"ldap://ldap2.example.com/o=Question%3f,c=US?mail", u(func(v *ldap.URL) {
		v.Host, v.DN, v.Attributes = "ldap2.example.com", "o=Question?,c=US", []string{"mail"}
	}), "ldap://ldap2.example.com/o=Question%3F,c=US?mail"},
	// RFC 4516 4: RFC 4515 escapes kept in the decoded filter.
	{"ldap://ldap3.example.com/o=Babsco,c=US???(four-octet=%5c00%5c00%5c00%5c04)", u(func(v *ldap.URL) {
		v.Host, v.DN, v.Filter = "ldap3.example.com", "o=Babsco,c=US", `(four-octet=\00\00\00\04)`
	}), "ldap://ldap3.example.com/o=Babsco,c=US???(four-octet=%5C00%5C00%5C00%5C04)"},
	// RFC 4516 4: the RFC 4514 escape "\2C" kept in the decoded dn.
	{"ldap://ldap.example.com/o=An%20Example%5C2C%20Inc.,c=US", u(func(v *ldap.URL) { v.Host, v.DN = "ldap.example.com", `o=An Example\2C Inc.,c=US` }), ""},
	// RFC 4516 4: three URLs that mean the same.
	{"ldap://ldap.example.net", u(func(v *ldap.URL) { v.Host = "ldap.example.net" }), "ldap://ldap.example.net/"},
	{"ldap://ldap.example.net/", u(func(v *ldap.URL) { v.Host = "ldap.example.net" }), ""},
	{"ldap://ldap.example.net/?", u(func(v *ldap.URL) { v.Host = "ldap.example.net" }), "ldap://ldap.example.net/"},
	// RFC 4516 4: the bindname extension, non-critical and critical, its
	// value with encoded commas.
	{"ldap:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com", u(func(v *ldap.URL) {
		v.Scope, v.Extensions = "sub", []ext{{Type: "e-bindname", Value: "cn=Manager,dc=example,dc=com", HasValue: true}}
	}), "ldap:///??sub??e-bindname=cn=Manager%2Cdc=example%2Cdc=com"},
	{"ldap:///??sub??!e-bindname=cn=Manager%2cdc=example%2cdc=com", u(func(v *ldap.URL) {
		v.Scope, v.Extensions = "sub", []ext{{Critical: true, Type: "e-bindname", Value: "cn=Manager,dc=example,dc=com", HasValue: true}}
	}), "ldap:///??sub??!e-bindname=cn=Manager%2Cdc=example%2Cdc=com"},
	// ldaps: port 636 by default.
	{"ldaps://h/dc=example,dc=com?cn,mail;lang-en,1.2.3,*,+?one?(%7C(cn=a*b*c)(!(sn%3C=x))(uid~=y)(cn:dn:2.4.6.8:=z)(:1.2:=w)(o=*))?1.2.3=%00x,!x-y", func() ldap.URL {
		v := u(func(v *ldap.URL) {
			v.Scheme, v.Port, v.Host, v.DN = "ldaps", 636, "h", "dc=example,dc=com"
			v.Attributes, v.Scope = []string{"cn", "mail;lang-en", "1.2.3", "*", "+"}, "one"
			v.Filter = "(|(cn=a*b*c)(!(sn<=x))(uid~=y)(cn:dn:2.4.6.8:=z)(:1.2:=w)(o=*))"
			v.Extensions = []ext{{Type: "1.2.3", Value: "\x00x", HasValue: true}, {Critical: true, Type: "x-y"}}
		})
		return v
	}(), "ldaps://h/dc=example,dc=com?cn,mail;lang-en,1.2.3,*,+?one?(%7C(cn=a*b*c)(!(sn%3C=x))(uid~=y)(cn:dn:2.4.6.8:=z)(:1.2:=w)(o=*))?1.2.3=%00x,!x-y"},
	// RFC 4514 3: multi-valued RDN, hexstring, escapes, numericoid type.
	{"ldap://h:389/cn=a+sn=b,2.5.4.3=%2304AB,cn=%5C%20x%5C%20,ou=a%5C,b%5C%2Bc", u(func(v *ldap.URL) {
		v.Host, v.HasPort, v.DN = "h", true, `cn=a+sn=b,2.5.4.3=#04AB,cn=\ x\ ,ou=a\,b\+c`
	}), "ldap://h:389/cn=a+sn=b,2.5.4.3=%2304AB,cn=%5C%20x%5C%20,ou=a%5C,b%5C+c"},
	// RFC 3986 3.2.2: an IP literal; RFC 3986 3.5: the fragment dropped.
	{"ldap://[2001:db8::7]/c=GB#x", u(func(v *ldap.URL) { v.Host, v.DN = "[2001:db8::7]", "c=GB" }), "ldap://[2001:db8::7]/c=GB"},
	// RFC 4516 2: an explicit default filter and scope are the defaults.
	{"ldap://h/??base?(objectClass=*)", u(func(v *ldap.URL) { v.Host = "h" }), "ldap://h/"},
}

func TestParse(t *testing.T) { schemetest.RunString(t, ldap.Parse, parseTests) }

// errorTests are URLs RFC 4516 refuses, with the offset of the first
// byte refused.
var errorTests = []schemetest.ErrorCase{
	// RFC 3986 3.1: not ldap or ldaps.
	{"http://h/", 0, ldap.ErrScheme},
	// RFC 4516 2: "//" is required; no userinfo; no port without a host.
	{"ldap:c=GB", 5, ldap.ErrInvalidHost},
	{"ldap://u@h/", 7, ldap.ErrUserinfo},
	{"ldap://:389/", 7, ldap.ErrInvalidHost},
	{"ldap://h:70000/", 9, uri.ErrInvalidPort},
	// RFC 4516 2: scope = "base" / "one" / "sub".
	{"ldap://h/??subtree", 11, ldap.ErrInvalidScope},
	// RFC 4516 2.1: a "?" in the extensions must be encoded.
	{"ldap://h/????x?y", 14, ldap.ErrInvalidQuery},
	// RFC 4516 2: [SLASH dn [QUESTION ...]]: no query without the "/".
	{"ldap://h?cn", 8, ldap.ErrInvalidQuery},
	// RFC 4514 3: the dn.
	{"ldap://h/c", 10, ldap.ErrInvalidDN},
	{"ldap://h/c=GB;o=x", 13, ldap.ErrInvalidDN},
	{"ldap://h/=GB", 9, ldap.ErrInvalidDN},
	{"ldap://h/c=%20GB", 11, ldap.ErrInvalidDN},
	{"ldap://h/c=GB%20", 13, ldap.ErrInvalidDN},
	{"ldap://h/c=%23G", 14, ldap.ErrInvalidDN},
	{"ldap://h/c=a%5Cx", 15, ldap.ErrInvalidDN},
	{"ldap://h/01.2=x", 10, ldap.ErrInvalidDN},
	{"ldap://h/c=a%3Cb", 12, ldap.ErrInvalidDN},
	{"ldap://h/c=%FF", 11, uri.ErrInvalidUTF8},
	// RFC 4511 4.5.1.8: attribute selectors.
	{"ldap://h/?cn,,sn", 13, ldap.ErrInvalidAttributes},
	{"ldap://h/?c_n", 11, ldap.ErrInvalidAttributes},
	{"ldap://h/?cn;", 13, ldap.ErrInvalidAttributes},
	{"ldap://h/?1", 11, ldap.ErrInvalidAttributes},
	// RFC 4515 3: the filter.
	{"ldap://h/???cn=x", 12, ldap.ErrInvalidFilter},
	{"ldap://h/???(cn=x", 17, ldap.ErrInvalidFilter},
	{"ldap://h/???(cn=x))", 18, ldap.ErrInvalidFilter},
	{"ldap://h/???(&)", 14, ldap.ErrInvalidFilter},
	{"ldap://h/???(!(a=1)(b=2))", 19, ldap.ErrInvalidFilter},
	{"ldap://h/???(cn~=a*)", 18, ldap.ErrInvalidFilter},
	{"ldap://h/???(cn=a%5Cz)", 20, ldap.ErrInvalidFilter},
	{"ldap://h/???(:dn:=x)(", 20, ldap.ErrInvalidFilter},
	{"ldap://h/???(:=x)", 13, ldap.ErrInvalidFilter},
	{"ldap://h/???(cn)", 15, ldap.ErrInvalidFilter},
	// RFC 4516 2: extension = [EXCLAMATION] extype [EQUALS exvalue].
	{"ldap://h/????", 13, ldap.ErrInvalidExtension},
	{"ldap://h/????!", 14, ldap.ErrInvalidExtension},
	{"ldap://h/????a,,b", 15, ldap.ErrInvalidExtension},
	{"ldap://h/????a_b=1", 14, ldap.ErrInvalidExtension},
	{"ldap://h/????a=%C3", 15, uri.ErrInvalidUTF8},
}

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, ldap.Parse, errorTests) }

// TestDefaultPorts checks the package's default ports against the
// registry (RFC 4516 2, IANA).
func TestDefaultPorts(t *testing.T) {
	for name, want := range map[string]int{"ldap": ldap.DefaultPort, "ldaps": ldap.DefaultTLSPort} {
		s, ok := scheme.Lookup(name)
		if !ok || s.DefaultPort != want {
			t.Errorf("scheme.Lookup(%q):\n\tgot  %v %v\n\twant %v", name, s.DefaultPort, ok, want)
		}
	}
}

// TestDeepFilter checks that a deeply nested filter (RFC 4515 3) is read
// without recursion, in linear time.
func TestDeepFilter(t *testing.T) {
	const n = 100000
	f := make([]byte, 0, 6*n)
	for range n {
		f = append(f, "(!"...)
	}
	f = append(f, "(a=1)"...)
	for range n {
		f = append(f, ')')
	}
	got, err := ldap.ParseString("ldap:///???" + string(f))
	if err != nil || len(got.Filter) != len(f) {
		t.Errorf("ParseString(deep filter):\n\tgot  %v\n\twant the filter", err)
	}
}

// fieldsTests give the fields of check --json: an absent host is nil.
var fieldsTests = []schemetest.FieldsCase{
	// RFC 4516 4: the defaults filled in.
	{"ldap://ldap.example.net", map[string]any{"host": "ldap.example.net", "port": 389, "dn": "", "attributes": []string{}, "scope": "base", "filter": "(objectClass=*)", "extensions": []map[string]any{}}},
	// RFC 4516 4: a critical extension.
	{"ldaps:///o=x?cn?SUB??!e-bindname=cn=M%2cdc=x,y", map[string]any{"host": nil, "port": 636, "dn": "o=x", "attributes": []string{"cn"}, "scope": "sub", "filter": "(objectClass=*)", "extensions": []map[string]any{
		{"type": "e-bindname", "value": "cn=M,dc=x", "critical": true},
		{"type": "y", "value": nil, "critical": false},
	}}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, ldap.Parse, fieldsTests) }
