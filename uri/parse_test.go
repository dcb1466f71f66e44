package uri_test

// This file tests Parse, ParseAbsolute and Parser against RFC 3986 sections
// 3 (components), 3.2.2 (host forms), 4.1-4.3 (references) and RFC 6874
// (zone identifiers): every component of valid references, absent versus
// empty, and the offset and reason of every rejection.

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/urikit/urikit/uri"
)

// opt is an optional component: absent (OK false) differs from empty.
type opt struct {
	S  string
	OK bool
}

func some(s string) opt { return opt{s, true} }

var none opt

func (o opt) String() string {
	if !o.OK {
		return "<absent>"
	}
	return fmt.Sprintf("%q", o.S)
}

// parts are the components of a Ref as its accessors report them.
type parts struct {
	Scheme    opt
	Authority opt
	Userinfo  opt
	Host      string
	Kind      uri.HostKind
	Port      opt
	Path      string
	Query     opt
	Fragment  opt
}

func (p parts) String() string {
	return fmt.Sprintf("{scheme %v authority %v userinfo %v host %q (%v) port %v path %q query %v fragment %v}",
		p.Scheme, p.Authority, p.Userinfo, p.Host, p.Kind, p.Port, p.Path, p.Query, p.Fragment)
}

func partsOf(r uri.Ref) parts {
	var p parts
	p.Scheme.S, p.Scheme.OK = r.Scheme()
	p.Authority.S, p.Authority.OK = r.Authority()
	p.Userinfo.S, p.Userinfo.OK = r.Userinfo()
	p.Host = r.Host()
	p.Kind = r.HostKind()
	p.Port.S, p.Port.OK = r.Port()
	p.Path = r.Path()
	p.Query.S, p.Query.OK = r.Query()
	p.Fragment.S, p.Fragment.OK = r.Fragment()
	return p
}

// recompose is RFC 3986 5.3 over the parts.
func (p parts) recompose() string {
	s := ""
	if p.Scheme.OK {
		s += p.Scheme.S + ":"
	}
	if p.Authority.OK {
		s += "//" + p.Authority.S
	}
	s += p.Path
	if p.Query.OK {
		s += "?" + p.Query.S
	}
	if p.Fragment.OK {
		s += "#" + p.Fragment.S
	}
	return s
}

// auth builds the parts of an authority from its pieces.
func auth(userinfo opt, host string, kind uri.HostKind, port opt) parts {
	a := host
	if userinfo.OK {
		a = userinfo.S + "@" + a
	}
	if port.OK {
		a += ":" + port.S
	}
	return parts{Authority: some(a), Userinfo: userinfo, Host: host, Kind: kind, Port: port}
}

// with returns p with the scheme, path, query and fragment set.
func (p parts) with(scheme opt, path string, query, fragment opt) parts {
	p.Scheme, p.Path, p.Query, p.Fragment = scheme, path, query, fragment
	return p
}

// noAuth are the parts of a reference without an authority.
func noAuth(scheme opt, path string, query, fragment opt) parts {
	return parts{Scheme: scheme, Path: path, Query: query, Fragment: fragment}
}

var (
	reg  = uri.HostRegName
	ipv4 = uri.HostIPv4
	ipv6 = uri.HostIPv6
	ipvf = uri.HostIPvFuture
)

var parseTests = []struct {
	in   string
	want parts
}{
	// 1.1.2: the examples, every component.
	{"ftp://ftp.is.co.za/rfc/rfc1808.txt", auth(none, "ftp.is.co.za", reg, none).with(some("ftp"), "/rfc/rfc1808.txt", none, none)},
	{"http://www.ietf.org/rfc/rfc2396.txt", auth(none, "www.ietf.org", reg, none).with(some("http"), "/rfc/rfc2396.txt", none, none)},
	{"ldap://[2001:db8::7]/c=GB?objectClass?one", auth(none, "[2001:db8::7]", ipv6, none).with(some("ldap"), "/c=GB", some("objectClass?one"), none)},
	{"mailto:John.Doe@example.com", noAuth(some("mailto"), "John.Doe@example.com", none, none)},
	{"news:comp.infosystems.www.servers.unix", noAuth(some("news"), "comp.infosystems.www.servers.unix", none, none)},
	{"tel:+1-816-555-1212", noAuth(some("tel"), "+1-816-555-1212", none, none)},
	{"telnet://192.0.2.16:80/", auth(none, "192.0.2.16", ipv4, some("80")).with(some("telnet"), "/", none, none)},
	{"urn:oasis:names:specification:docbook:dtd:xml:4.1.2", noAuth(some("urn"), "oasis:names:specification:docbook:dtd:xml:4.1.2", none, none)},
	// 3: the example with every component.
	{"foo://example.com:8042/over/there?name=ferret#nose", auth(none, "example.com", reg, some("8042")).with(some("foo"), "/over/there", some("name=ferret"), some("nose"))},
	{"urn:example:animal:ferret:nose", noAuth(some("urn"), "example:animal:ferret:nose", none, none)},
	// 3.2.1: userinfo with a colon, pct-encoded and sub-delims.
	{"http://u:p%20w;!@h:1/p?q#f", auth(some("u:p%20w;!"), "h", reg, some("1")).with(some("http"), "/p", some("q"), some("f"))},
	// 3.1: scheme characters; case kept as written.
	{"A1+-.b:x", noAuth(some("A1+-.b"), "x", none, none)},
	// 3.3: path forms: path-abempty, path-absolute, path-noscheme, path-rootless, path-empty.
	{"s://h/a//b/", auth(none, "h", reg, none).with(some("s"), "/a//b/", none, none)},
	{"/a:b/@c", noAuth(none, "/a:b/@c", none, none)},
	{"a@b/c:d", noAuth(none, "a@b/c:d", none, none)},
	{"./this:that", noAuth(none, "./this:that", none, none)},
	{"s:a:b", noAuth(some("s"), "a:b", none, none)},
	{"s:", noAuth(some("s"), "", none, none)},
	// 3.4, 3.5: "/" and "?" in query and fragment.
	{"?a/b?c#d/e?f", noAuth(none, "", some("a/b?c"), some("d/e?f"))},
	// 2.1: pct-encoded in every component, either case of hex digit.
	{"s://u%3A@h%2e:1/%aF?%41#%7e", auth(some("u%3A"), "h%2e", reg, some("1")).with(some("s"), "/%aF", some("%41"), some("%7e"))},

	// Absent versus empty (3, 5.3).
	{"", noAuth(none, "", none, none)},                                                            // 4.2: the empty reference
	{"http://a/?", auth(none, "a", reg, none).with(some("http"), "/", some(""), none)},            // 3.4: empty query
	{"http://a/#", auth(none, "a", reg, none).with(some("http"), "/", none, some(""))},            // 3.5: empty fragment
	{"http://a/", auth(none, "a", reg, none).with(some("http"), "/", none, none)},                 // 3.4, 3.5: neither
	{"//", auth(none, "", reg, none)},                                                             // 3.2: empty authority
	{"http://a:/", auth(none, "a", reg, some("")).with(some("http"), "/", none, none)},            // 3.2.3: empty port
	{"http://@a", auth(some(""), "a", reg, none).with(some("http"), "", none, none)},              // 3.2.1: empty userinfo
	{"http://@:", auth(some(""), "", reg, some("")).with(some("http"), "", none, none)},           // 3.2: all empty
	{"file:///etc/hosts", auth(none, "", reg, none).with(some("file"), "/etc/hosts", none, none)}, // 3.2.2: empty host
	{"?", noAuth(none, "", some(""), none)},                                                       // 4.2
	{"#", noAuth(none, "", none, some(""))},                                                       // 4.2
	{"?#", noAuth(none, "", some(""), some(""))},                                                  // 4.2

	// 3.2.2: reg-name versus IPv4address (first-match-wins).
	{"http://1.2.3.4/", auth(none, "1.2.3.4", ipv4, none).with(some("http"), "/", none, none)},
	{"http://0.0.0.0", auth(none, "0.0.0.0", ipv4, none).with(some("http"), "", none, none)},
	{"http://255.255.255.255", auth(none, "255.255.255.255", ipv4, none).with(some("http"), "", none, none)},
	{"http://01.2.3.4/", auth(none, "01.2.3.4", reg, none).with(some("http"), "/", none, none)},   // dec-octet has no leading zero
	{"http://256.1.1.1/", auth(none, "256.1.1.1", reg, none).with(some("http"), "/", none, none)}, // dec-octet <= 255
	{"http://1.2.3/", auth(none, "1.2.3", reg, none).with(some("http"), "/", none, none)},         // three octets
	{"http://1.2.3.4.5/", auth(none, "1.2.3.4.5", reg, none).with(some("http"), "/", none, none)}, // five octets
	{"http://1.2.3.4./", auth(none, "1.2.3.4.", reg, none).with(some("http"), "/", none, none)},   // trailing dot
	{"http://%31.2.3.4/", auth(none, "%31.2.3.4", reg, none).with(some("http"), "/", none, none)}, // pct-encoded is reg-name
	{"http://EXAMPLE.com:8080", auth(none, "EXAMPLE.com", reg, some("8080")).with(some("http"), "", none, none)},
	{"http://a%2Fb/", auth(none, "a%2Fb", reg, none).with(some("http"), "/", none, none)}, // 3.2.2: pct-encoded reg-name
	{"http://!$&'()*+,;=/", auth(none, "!$&'()*+,;=", reg, none).with(some("http"), "/", none, none)},

	// 3.2.2: every IPv6address form, with h16 and with an IPv4 ls32.
	{"//[1:2:3:4:5:6:7:8]", auth(none, "[1:2:3:4:5:6:7:8]", ipv6, none)},         // 6( h16 ":" ) ls32
	{"//[1:2:3:4:5:6:1.2.3.4]", auth(none, "[1:2:3:4:5:6:1.2.3.4]", ipv6, none)}, // 6( h16 ":" ) ls32
	{"//[::2:3:4:5:6:7:8]", auth(none, "[::2:3:4:5:6:7:8]", ipv6, none)},         // "::" 5( h16 ":" ) ls32
	{"//[::2:3:4:5:6:1.2.3.4]", auth(none, "[::2:3:4:5:6:1.2.3.4]", ipv6, none)}, // "::" 5( h16 ":" ) ls32
	{"//[1::3:4:5:6:7:8]", auth(none, "[1::3:4:5:6:7:8]", ipv6, none)},           // h16 "::" 4( h16 ":" ) ls32
	{"//[::3:4:5:6:7:8]", auth(none, "[::3:4:5:6:7:8]", ipv6, none)},             // "::" 4( h16 ":" ) ls32
	{"//[1::4:5:6:1.2.3.4]", auth(none, "[1::4:5:6:1.2.3.4]", ipv6, none)},       // h16 "::" 4( h16 ":" ) ls32
	{"//[1:2::4:5:6:7:8]", auth(none, "[1:2::4:5:6:7:8]", ipv6, none)},           // *1( h16 ":" ) h16 "::" 3( h16 ":" ) ls32
	{"//[1:2:3::5:6:7:8]", auth(none, "[1:2:3::5:6:7:8]", ipv6, none)},           // *2( h16 ":" ) h16 "::" 2( h16 ":" ) ls32
	{"//[1:2:3:4::6:7:8]", auth(none, "[1:2:3:4::6:7:8]", ipv6, none)},           // *3( h16 ":" ) h16 "::" h16 ":" ls32
	{"//[1:2:3:4:5::7:8]", auth(none, "[1:2:3:4:5::7:8]", ipv6, none)},           // *4( h16 ":" ) h16 "::" ls32
	{"//[1:2:3:4:5::1.2.3.4]", auth(none, "[1:2:3:4:5::1.2.3.4]", ipv6, none)},   // *4( h16 ":" ) h16 "::" ls32
	{"//[::1.2.3.4]", auth(none, "[::1.2.3.4]", ipv6, none)},                     // "::" ls32
	{"//[::ffff:192.0.2.128]", auth(none, "[::ffff:192.0.2.128]", ipv6, none)},   // "::" h16 ":" ls32
	{"//[1:2:3:4:5:6::8]", auth(none, "[1:2:3:4:5:6::8]", ipv6, none)},           // *5( h16 ":" ) h16 "::" h16
	{"//[::8]", auth(none, "[::8]", ipv6, none)},                                 // "::" h16
	{"//[1:2:3:4:5:6:7::]", auth(none, "[1:2:3:4:5:6:7::]", ipv6, none)},         // *6( h16 ":" ) h16 "::"
	{"//[1::]", auth(none, "[1::]", ipv6, none)},                                 // h16 "::"
	{"//[::]", auth(none, "[::]", ipv6, none)},                                   // "::"
	{"//[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80", auth(none, "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]", ipv6, some("80"))},
	{"//[abcd:EF01::0000]", auth(none, "[abcd:EF01::0000]", ipv6, none)}, // h16 = 1*4HEXDIG
	{"http://u@[::1]:/", auth(some("u"), "[::1]", ipv6, some("")).with(some("http"), "/", none, none)},

	// 3.2.2: IPvFuture.
	{"//[v1.x]", auth(none, "[v1.x]", ipvf, none)},
	{"//[vFe.foo:bar]", auth(none, "[vFe.foo:bar]", ipvf, none)},
	{"//[V7.~!$&'()*+,;=:-._]", auth(none, "[V7.~!$&'()*+,;=:-._]", ipvf, none)},
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		r, err := uri.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v", tt.in, err, tt.want)
			continue
		}
		if got := partsOf(r); got != tt.want {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
		if got := r.String(); got != tt.in {
			t.Errorf("Parse(%q).String():\n\tgot  %q\n\twant %q", tt.in, got, tt.in)
		}
		// 5.3: the components recompose to the input.
		if got := tt.want.recompose(); got != tt.in {
			t.Errorf("recompose(Parse(%q)):\n\tgot  %q\n\twant %q", tt.in, got, tt.in)
		}
		if !r.IsValid() {
			t.Errorf("Parse(%q).IsValid() = false", tt.in)
		}
		if got, want := r.HasScheme(), tt.want.Scheme.OK; got != want {
			t.Errorf("Parse(%q).HasScheme():\n\tgot  %v\n\twant %v", tt.in, got, want)
		}
		if got, want := r.HasAuthority(), tt.want.Authority.OK; got != want {
			t.Errorf("Parse(%q).HasAuthority():\n\tgot  %v\n\twant %v", tt.in, got, want)
		}
		if got, want := r.IsAbsolute(), tt.want.Scheme.OK && !tt.want.Fragment.OK; got != want {
			t.Errorf("Parse(%q).IsAbsolute():\n\tgot  %v\n\twant %v", tt.in, got, want)
		}
		// ParseAbsolute accepts exactly the references with a scheme (3).
		_, err = uri.ParseAbsolute(tt.in)
		if (err == nil) != tt.want.Scheme.OK {
			t.Errorf("ParseAbsolute(%q):\n\tgot  %v\n\twant scheme %v", tt.in, err, tt.want.Scheme)
		}
	}
}

// zoneTests are RFC 6874 zone identifiers: valid only with AllowZoneID.
var zoneTests = []struct {
	in   string
	host string
}{
	{"http://[fe80::1%25eth0]/", "[fe80::1%25eth0]"},       // RFC 6874 2
	{"http://[fe80::1%25en%301]:8/", "[fe80::1%25en%301]"}, // RFC 6874 2: pct-encoded ZoneID
	{"s://[::1.2.3.4%25x~-._]", "[::1.2.3.4%25x~-._]"},     // RFC 6874 2: unreserved ZoneID
}

func TestZoneID(t *testing.T) {
	p := uri.NewParser(uri.AllowZoneID(true))
	strict := uri.NewParser(uri.AllowZoneID(true), uri.AllowZoneID(false))
	for _, tt := range zoneTests {
		r, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant host %q", tt.in, err, tt.host)
			continue
		}
		if got := r.Host(); got != tt.host || r.HostKind() != uri.HostIPv6 {
			t.Errorf("Parse(%q):\n\tgot  %q (%v)\n\twant %q (ipv6)", tt.in, got, r.HostKind(), tt.host)
		}
		for name, q := range map[string]func(string) (uri.Ref, error){
			"uri.Parse": uri.Parse, "strict.Parse": strict.Parse, "uri.ParseAbsolute": uri.ParseAbsolute,
		} {
			_, err := q(tt.in)
			if !errors.Is(err, uri.ErrInvalidIPv6) {
				t.Errorf("%s(%q):\n\tgot  %v\n\twant %v (RFC 3986 3.2.2 has no zones)", name, tt.in, err, uri.ErrInvalidIPv6)
			}
		}
	}
}

// parseErrorTests are rejected references: the offset is that of the first
// offending byte (len(in) when the input ends too soon).
var parseErrorTests = []struct {
	in     string
	offset int
	err    error
}{
	// 2.1: pct-encoded = "%" HEXDIG HEXDIG
	{"%", 1, uri.ErrInvalidPercent},
	{"http://a/%", 10, uri.ErrInvalidPercent},
	{"http://a/%4", 11, uri.ErrInvalidPercent},
	{"http://a/%4g", 11, uri.ErrInvalidPercent},
	{"http://a/%g4", 10, uri.ErrInvalidPercent},
	{"http://a/?%zz", 11, uri.ErrInvalidPercent},
	{"http://a/#%", 11, uri.ErrInvalidPercent},
	{"http://%/", 8, uri.ErrInvalidPercent},
	{"http://u%/", 9, uri.ErrInvalidPercent},
	{"http://u%:p@h/", 9, uri.ErrInvalidPercent},
	{"foo%xxd", 4, uri.ErrInvalidPercent},
	// 2, Appendix C: raw spaces are not allowed anywhere.
	{"a b", 1, uri.ErrInvalidChar},
	{" http://a/", 0, uri.ErrInvalidChar},
	{"http://a/ ", 9, uri.ErrInvalidChar},
	{"http://a b/", 8, uri.ErrInvalidChar},
	{"http://a/b c", 10, uri.ErrInvalidChar},
	{"http://a/?b c", 11, uri.ErrInvalidChar},
	{"http://a/#b c", 11, uri.ErrInvalidChar},
	{"http://u s@a/", 8, uri.ErrInvalidChar},
	// 2: controls (US-ASCII CTLs) are never allowed.
	{"http://a/\x00", 9, uri.ErrInvalidChar},
	{"http://a/\t", 9, uri.ErrInvalidChar},
	{"http://a/\r\n", 9, uri.ErrInvalidChar},
	{"http://a/\x7f", 9, uri.ErrInvalidChar},
	{"beepbeep\x07\x07", 8, uri.ErrInvalidChar},
	// 2: characters outside the grammar: "<>\"{}|\\^`" and "[" "]" outside IP-literal.
	{"http://a/<", 9, uri.ErrInvalidChar},
	{"http://a/b\"", 10, uri.ErrInvalidChar},
	{"http://a/{}", 9, uri.ErrInvalidChar},
	{"foo\\bar", 3, uri.ErrInvalidChar},
	{"http://a/^", 9, uri.ErrInvalidChar},
	{"http://a/`", 9, uri.ErrInvalidChar},
	{"http://a/|", 9, uri.ErrInvalidChar},
	{"http://a/[", 9, uri.ErrInvalidChar},
	{"http://a/?]", 10, uri.ErrInvalidChar},
	{"http://a[b]/", 8, uri.ErrInvalidChar},
	// 2, RFC 3987 3.1: non-ASCII must be percent-encoded in a URI.
	{"http://\u00e9/", 7, uri.ErrInvalidChar},
	{"http://a/\u00e9", 9, uri.ErrInvalidChar},
	{"http://a/?\u4e2d", 10, uri.ErrInvalidChar},
	{"http://a/#\U0001F600", 10, uri.ErrInvalidChar},
	{"\u03b1\u03b2://host/", 0, uri.ErrInvalidChar},
	{"http://a/\xff", 9, uri.ErrInvalidChar},
	// 3.5: a second "#".
	{"http://a/#b#c", 11, uri.ErrInvalidChar},
	{"##", 1, uri.ErrInvalidChar},
	// 3.1, 3.3, 4.2: a colon in the first segment of a relative path.
	{"1a:b", 2, uri.ErrColonInFirstSeg},
	{"a_b:c", 3, uri.ErrColonInFirstSeg},
	{"exam=ple:foo", 8, uri.ErrColonInFirstSeg},
	{"@:", 1, uri.ErrColonInFirstSeg},
	{"3ttp://a.com", 4, uri.ErrColonInFirstSeg},
	{"a%20:foo", 4, uri.ErrColonInFirstSeg},
	{"(:", 1, uri.ErrColonInFirstSeg},
	{":", 0, uri.ErrMissingScheme},
	{":hello", 0, uri.ErrMissingScheme},
	{"://a/", 0, uri.ErrMissingScheme},
	// 3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]"
	{"http://[::1", 11, uri.ErrInvalidIPv6},
	{"http://[::1/", 11, uri.ErrInvalidIPv6},
	{"http://[]", 8, uri.ErrInvalidIPv6},
	{"http://[:]", 9, uri.ErrInvalidIPv6},
	{"http://[::g]", 10, uri.ErrInvalidIPv6},
	{"http://[1:2:3:4:5:6:7:8:9]", 23, uri.ErrInvalidIPv6},
	{"http://[1:2:3:4:5:6:7]", 21, uri.ErrInvalidIPv6},
	{"http://[1:2:3:4:5:6:7::8]", 23, uri.ErrInvalidIPv6},
	{"http://[1:2:3:4:5:6:7:1.2.3.4]", 23, uri.ErrInvalidIPv6},
	{"http://[1:2:3:4:5:6::1.2.3.4]", 22, uri.ErrInvalidIPv6},
	{"http://[1::2::3]", 13, uri.ErrInvalidIPv6},
	{"http://[:1::]", 9, uri.ErrInvalidIPv6},
	{"http://[1:]", 10, uri.ErrInvalidIPv6},
	{"http://[12345::]", 12, uri.ErrInvalidIPv6},
	{"http://[1.2.3.4]", 9, uri.ErrInvalidIPv6},       // the "." no IPv6address can take after one h16
	{"http://[1.2.3.4]/", 9, uri.ErrInvalidIPv6},      // the first offending byte, not the "]"
	{"//[1:2:3:4:5:6:7:8::]", 18, uri.ErrInvalidIPv6}, // the ":" after eight pieces
	{"http://[:1]", 9, uri.ErrInvalidIPv6},            // a lone ":" where "::" must be
	{"http://[::1.2.3]", 15, uri.ErrInvalidIPv6},
	{"http://[::01.2.3.4]", 12, uri.ErrInvalidIPv6},
	{"http://[::256.2.3.4]", 13, uri.ErrInvalidIPv6},
	{"http://[::1.2.3.4:5]", 17, uri.ErrInvalidIPv6},
	{"http://[fe80::1%25eth0]", 15, uri.ErrInvalidIPv6}, // RFC 6874 zones are opt-in
	{"https://[::1]wrong", 13, uri.ErrInvalidChar},
	{"http://[::1]]", 12, uri.ErrInvalidChar},
	{"http://[v1]", 10, uri.ErrInvalidIPvFuture},
	{"http://[v.x]", 9, uri.ErrInvalidIPvFuture},
	{"http://[vG.x]", 9, uri.ErrInvalidIPvFuture},
	{"http://[v1.]", 11, uri.ErrInvalidIPvFuture},
	{"http://[v1.%20]", 11, uri.ErrInvalidIPvFuture},
	{"http://[v1.x", 12, uri.ErrInvalidIPvFuture},
	// 3.2.3: port = *DIGIT. After "host:" and a byte no port holds, the
	// stretch could still be a userinfo (3.2.1) until a byte that no
	// userinfo holds, or the authority's end without "@": that is the
	// first offending byte (4.1).
	{"http://a:8x/", 11, uri.ErrInvalidPort},
	{"http://a:-1/", 11, uri.ErrInvalidPort},
	{"http://a:80:80/", 14, uri.ErrInvalidPort},
	{"http://a:+80", 12, uri.ErrInvalidPort},
	{"http://a:8 0/", 10, uri.ErrInvalidPort},
	{"http://u@a:x", 11, uri.ErrInvalidPort},
	{"http://[::1]:8a", 14, uri.ErrInvalidPort},
	{"http://example.com:80ab", 23, uri.ErrInvalidPort},
	{"http://a:%38/", 12, uri.ErrInvalidPort},
	// 3.2: "@" may appear once, before the host.
	{"http://a@b@c/", 10, uri.ErrInvalidChar},
	{"http://user:pass:example.com/", 28, uri.ErrInvalidPort}, // a userinfo "user:pass:example.com" until the "/"
}

func TestParseError(t *testing.T) {
	for _, tt := range parseErrorTests {
		r, err := uri.Parse(tt.in)
		checkError(t, "Parse", tt.in, r, err, tt.offset, tt.err)
	}
}

func checkError(t *testing.T, op, in string, r uri.Ref, err error, offset int, want error) {
	t.Helper()
	var e *uri.Error
	if !errors.As(err, &e) {
		t.Errorf("%s(%q):\n\tgot  %v, %v\n\twant *uri.Error %v at offset %d", op, in, partsOf(r), err, want, offset)
		return
	}
	if e.Offset != offset || !errors.Is(err, want) || e.Input != in || e.Op != "parse" {
		t.Errorf("%s(%q):\n\tgot  %v (offset %d)\n\twant %v at offset %d", op, in, err, e.Offset, want, offset)
	}
	if r != (uri.Ref{}) {
		t.Errorf("%s(%q) returned a non-zero Ref with an error: %v", op, in, partsOf(r))
	}
}

// absoluteErrorTests are rejected by ParseAbsolute (RFC 3986 3: a URI has a
// scheme), though most are valid relative references.
var absoluteErrorTests = []struct {
	in     string
	offset int
	err    error
}{
	{"", 0, uri.ErrMissingScheme},             // 4.2: relative
	{"foo", 3, uri.ErrMissingScheme},          // 4.2: relative path
	{"a/b:c", 1, uri.ErrMissingScheme},        // 4.2: relative path
	{"//a/b", 0, uri.ErrMissingScheme},        // 4.2: network-path reference
	{"/a", 0, uri.ErrMissingScheme},           // 4.2: absolute-path reference
	{"?q", 0, uri.ErrMissingScheme},           // 4.2
	{"#f", 0, uri.ErrMissingScheme},           // 4.2
	{":hello", 0, uri.ErrMissingScheme},       // 3.1: empty scheme
	{"3ttp://a.com", 0, uri.ErrInvalidScheme}, // 3.1: scheme starts with ALPHA
	{"exam=ple:foo", 4, uri.ErrInvalidScheme}, // 3.1
	{"(:", 0, uri.ErrInvalidScheme},           // 3.1
	{"a%20:foo", 1, uri.ErrInvalidScheme},     // 3.1
	{"http://a:8x/", 11, uri.ErrInvalidPort},  // 3.2.3: a URI, then the usual checks
	{"http://a/ b", 9, uri.ErrInvalidChar},    // 2
}

func TestParseAbsoluteError(t *testing.T) {
	p := uri.NewParser()
	for _, tt := range absoluteErrorTests {
		r, err := uri.ParseAbsolute(tt.in)
		checkError(t, "ParseAbsolute", tt.in, r, err, tt.offset, tt.err)
		r, err = p.ParseAbsolute(tt.in)
		checkError(t, "Parser.ParseAbsolute", tt.in, r, err, tt.offset, tt.err)
	}
}

// errorMessageTests pin the message form: op, quoted input, reason, offset.
var errorMessageTests = []struct {
	in, want string
}{
	{"http://a:8 0/", `uri: parse "http://a:8 0/": invalid port: unexpected ' ' at offset 10`},
	{"http://a:8x/", `uri: parse "http://a:8x/": invalid port: unexpected '/' (digits only, no "@" follows) at offset 11`},
	{"http://a/b c", `uri: parse "http://a/b c": invalid character ' ' in path at offset 10`},
	{"http://a/%4", `uri: parse "http://a/%4": invalid percent-encoding in path: unexpected end at offset 11`},
	{"http://a/%zz", `uri: parse "http://a/%zz": invalid percent-encoding in path: unexpected 'z' at offset 10`},
	{"http://a/\x00", `uri: parse "http://a/\x00": invalid character U+0000 in path at offset 9`},
	{"http://[::1", `uri: parse "http://[::1": invalid IPv6 literal in host: unexpected end (missing ']') at offset 11`},
	// 3.2.1: a stretch that an '@' ends later is userinfo, and is named so.
	{"http://u%zz@a/", `uri: parse "http://u%zz@a/": invalid percent-encoding in userinfo: unexpected 'z' at offset 9`},
	{"http://u^@a/", `uri: parse "http://u^@a/": invalid character '^' in userinfo at offset 8`},
	{"http://a^/", `uri: parse "http://a^/": invalid character '^' in host at offset 8`},
	// 2: a byte that is not UTF-8 is named as a byte, not as U+FFFD.
	{"x\xff", `uri: parse "x\xff": invalid character in path (byte 0xFF is not UTF-8) at offset 1`},
	{"x\u00e9", `uri: parse "xé": invalid character U+00E9 in path (non-ASCII characters must be percent-encoded in a URI) at offset 1`},
}

func TestErrorMessage(t *testing.T) {
	for _, tt := range errorMessageTests {
		_, err := uri.Parse(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %s", tt.in, err, tt.want)
		}
	}
	// 3.1: ParseAbsolute names the scheme's fault once.
	in, want := "exam=ple:foo", `uri: parse "exam=ple:foo": invalid scheme: unexpected '=' at offset 4`
	if _, err := uri.ParseAbsolute(in); err == nil || err.Error() != want {
		t.Errorf("ParseAbsolute(%q):\n\tgot  %v\n\twant %s", in, err, want)
	}
}

func TestMustParse(t *testing.T) {
	if got := uri.MustParse("http://a/b").String(); got != "http://a/b" {
		t.Errorf("MustParse(%q):\n\tgot  %q\n\twant %q", "http://a/b", got, "http://a/b")
	}
	defer func() {
		if e, ok := recover().(*uri.Error); !ok || e.Offset != 1 {
			t.Errorf("MustParse(%q):\n\tgot  panic %v\n\twant panic *uri.Error at offset 1", "a b", e)
		}
	}()
	uri.MustParse("a b")
}

// TestZeroRef: the zero Ref is invalid and has no components.
func TestZeroRef(t *testing.T) {
	var r uri.Ref
	if r.IsValid() || r.String() != "" || r.HasScheme() || r.HasAuthority() || r.IsAbsolute() {
		t.Errorf("zero Ref:\n\tgot  valid %v %v\n\twant invalid and empty", r.IsValid(), partsOf(r))
	}
	if got, want := partsOf(r), (parts{}); got != want {
		t.Errorf("zero Ref:\n\tgot  %v\n\twant %v", got, want)
	}
}

// compareTests order spellings (Compare: -1, 0, +1).
var compareTests = []struct {
	a, b string
	want int
}{
	{"http://a/", "http://a/", 0},
	{"http://a/", "http://b/", -1},
	{"http://b/", "http://a/", 1},
	{"HTTP://a/", "http://a/", -1}, // spelling, not equivalence (6.2.1)
	{"", "a", -1},
}

func TestCompare(t *testing.T) {
	for _, tt := range compareTests {
		a, b := uri.MustParse(tt.a), uri.MustParse(tt.b)
		if got := a.Compare(b); got != tt.want {
			t.Errorf("Compare(%q, %q):\n\tgot  %d\n\twant %d", tt.a, tt.b, got, tt.want)
		}
	}
	var zero uri.Ref
	e := uri.MustParse("")
	if zero.Compare(e) != -1 || e.Compare(zero) != 1 || zero.Compare(zero) != 0 {
		t.Errorf("Compare with the zero Ref:\n\tgot  %d %d %d\n\twant -1 1 0", zero.Compare(e), e.Compare(zero), zero.Compare(zero))
	}
}

// withoutFragmentTests: 4.3 absolute-URI = scheme ":" hier-part [ "?" query ]
var withoutFragmentTests = []struct {
	in, want string
}{
	{"http://a/b?c#d", "http://a/b?c"},
	{"http://a/b#", "http://a/b"},
	{"http://a/b", "http://a/b"},
	{"#f", ""},
}

func TestWithoutFragment(t *testing.T) {
	for _, tt := range withoutFragmentTests {
		r := uri.MustParse(tt.in).WithoutFragment()
		if got := r.String(); got != tt.want || partsOf(r) != partsOf(uri.MustParse(tt.want)) {
			t.Errorf("WithoutFragment(%q):\n\tgot  %v\n\twant %v", tt.in, partsOf(r), partsOf(uri.MustParse(tt.want)))
		}
	}
}

// TestLargeInputs: untrusted input of any size costs linear time. Each
// input is 1 MiB or more; a quadratic scan would take minutes, a linear
// one takes milliseconds, so the 2 s budget only fails a real regression.
func TestLargeInputs(t *testing.T) {
	const n = 1 << 18
	rep := strings.Repeat
	for _, tt := range []struct {
		in     string
		offset int // -1: valid
	}{
		{"http://" + rep("a", 4*n) + "/", -1},         // 3.2.2 reg-name
		{"//" + rep(":", 4*n), 4*n + 2},               // 3.2.3 port, then 3.2.1 userinfo without "@"
		{"//" + rep("1:", 2*n), 4*n + 2},              // port "1" then more ":": a userinfo without "@"
		{"//[" + rep("1:", 2*n) + "]", 3 + 15},        // 3.2.2: the ":" after the eighth h16
		{"//" + rep("a:1", n) + "@", -1},              // 3.2.1 userinfo with colons
		{rep("a", 4*n) + ":", -1},                     // 3.1 scheme
		{rep("a", 4*n) + "_:", 4*n + 1},               // 4.2 path-noscheme
		{rep("/", 4*n), -1},                           // 3.3 empty segments
		{"?" + rep("%41", n) + "#" + rep("?", n), -1}, // 3.4, 3.5
		{"http://a/" + rep("%4", n), 9 + 2},           // 2.1
		{"//" + rep("[", 4*n), 3},                     // 3.2.2
		{"s://" + rep("1.", 2*n) + "1", -1},           // reg-name, not IPv4
	} {
		start := time.Now()
		r, err := uri.Parse(tt.in)
		d := time.Since(start)
		var e *uri.Error
		switch {
		case tt.offset < 0 && err != nil:
			t.Errorf("Parse(%d bytes %.20q...):\n\tgot  %.100v\n\twant valid", len(tt.in), tt.in, err)
		case tt.offset >= 0 && (!errors.As(err, &e) || e.Offset != tt.offset):
			t.Errorf("Parse(%d bytes %.20q...):\n\tgot  %v %.60v (offset %d)\n\twant offset %d", len(tt.in), tt.in, r.IsValid(), err, errOffset(err), tt.offset)
		}
		if d > 2*time.Second {
			t.Errorf("Parse(%d bytes %.20q...) took %v", len(tt.in), tt.in, d)
		}
	}
	// 5.2.4: every ".." pops one segment.
	p := rep("/a", 2*n) + rep("/..", 2*n)
	start := time.Now()
	if got := uri.RemoveDotSegments(p); got != "/" {
		t.Errorf("RemoveDotSegments(%d bytes):\n\tgot  %.20q\n\twant %q", len(p), got, "/")
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("RemoveDotSegments(%d bytes) took %v", len(p), d)
	}
	// 6.2.2: references the normalizer rewrites throughout, each cut or
	// triplet moving no more than its own bytes.
	for _, in := range []string{
		"HTTP://A/" + rep("/./", 2*n),    // 5.2.4 B, a "." segment after another
		"HTTP://A/" + rep("%7e/./", n),   // 6.2.2.2, then B
		"HTTP://A/" + rep("a/../", n),    // 5.2.4 C
		"HTTP://" + rep("A%41", n) + "/", // 6.2.2.1, 6.2.2.2 in the host
		"http://a/?" + rep("%7e%2f", n),  // 6.2.2.1, 6.2.2.2 in the query
	} {
		r := uri.MustParse(in)
		start := time.Now()
		norm := r.Normalize()
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("Normalize(%d bytes %.20q...) took %v", len(in), in, d)
		}
		if again := norm.Normalize(); again != norm {
			t.Errorf("Normalize(%d bytes %.20q...) is no fixed point: %.40q, then %.40q", len(in), in, norm, again)
		}
	}
}

func errOffset(err error) int {
	var e *uri.Error
	if errors.As(err, &e) {
		return e.Offset
	}
	return -1
}
