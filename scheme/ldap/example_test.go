package ldap_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme/ldap"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	r := uri.MustParse("ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)")
	u, err := ldap.Parse(r)
	fmt.Println(err)
	fmt.Printf("%s %d %q %v %s %s\n", u.Host, u.Port, u.DN, u.Attributes, u.Scope, u.Filter)
	_, err = ldap.Parse(uri.MustParse("ldap://h/??subtree"))
	fmt.Println(err)
	// Output:
	// <nil>
	// ldap1.example.net 6666 "o=University of Michigan,c=US" [] sub (cn=Babs Jensen)
	// uri: parse ldap "ldap://h/??subtree": ldap: invalid scope: "subtree" is not base, one or sub at offset 11
}

func ExampleParseString() {
	u, _ := ldap.ParseString("ldap:///??sub??!e-bindname=cn=Manager%2cdc=example%2cdc=com")
	x := u.Extensions[0]
	fmt.Println(u.Host == "", u.Port, x.Critical, x.Type, x.Value)
	// Output: true 389 true e-bindname cn=Manager,dc=example,dc=com
}

func ExampleURL_String() {
	u := ldap.URL{Scheme: "ldaps", Host: "ldap.example.com", Port: ldap.DefaultTLSPort, DN: "dc=example,dc=com",
		Attributes: []string{"cn", "mail"}, Scope: ldap.ScopeSub, Filter: "(uid=j?smith)"}
	fmt.Println(u)
	// Output: ldaps://ldap.example.com/dc=example,dc=com?cn,mail?sub?(uid=j%3Fsmith)
}

func ExampleURL_Equal() {
	a, _ := ldap.ParseString("ldap://ldap.example.net")
	b, _ := ldap.ParseString("LDAP://ldap.example.net/??BASE?(objectClass=*)")
	fmt.Println(a.Equal(b))
	// Output: true
}

func ExampleURL_Fields() {
	u, _ := ldap.ParseString("ldap://ldap.example.net/c=GB?cn")
	f := u.Fields()
	fmt.Println(f["host"], f["port"], f["dn"], f["attributes"], f["scope"], f["filter"], f["extensions"])
	// Output: ldap.example.net 389 c=GB [cn] base (objectClass=*) []
}
