package uri_test

// This file proves the allocation promise of the package doc: parsing a
// valid reference (RFC 3986 4.1) and reading its components (3) allocate
// nothing.

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

// noAllocInputs cover every component, host kind and reference form.
var noAllocInputs = []string{
	"",
	"http://a/b/c/d;p?q",
	"foo://user:pass@example.com:8042/over/there?name=ferret#nose",
	"http://[2001:db8::7]:80/c=GB?objectClass?one#frag",
	"http://[v1.fe:x]/",
	"telnet://192.0.2.16:80/",
	"http://01.2.3.4/",
	"mailto:John.Doe@example.com",
	"urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
	"//",
	"//h",
	"/a/b%20c",
	"a/b:c",
	"?q",
	"#f",
	"http://a/?#",
	"http://@a:/",
	"file:///etc/hosts",
}

func TestNoAllocs(t *testing.T) {
	zone := uri.NewParser(uri.AllowZoneID(true))
	strict := uri.NewParser()
	// Keep results alive so nothing is optimized away.
	var sink uri.Ref
	var str string
	var ok bool
	var kind uri.HostKind
	var n int
	check := func(name, in string, f func()) {
		t.Helper()
		if allocs := testing.AllocsPerRun(100, f); allocs != 0 {
			t.Errorf("%s(%q):\n\tgot  %v allocations\n\twant 0", name, in, allocs)
		}
	}
	for _, in := range noAllocInputs {
		r := uri.MustParse(in)
		check("Parse", in, func() { sink, _ = uri.Parse(in) })
		check("Parser.Parse", in, func() { sink, _ = strict.Parse(in) })
		check("Parser.Parse (zone)", in, func() { sink, _ = zone.Parse(in) })
		if r.HasScheme() {
			check("ParseAbsolute", in, func() { sink, _ = uri.ParseAbsolute(in) })
			check("Parser.ParseAbsolute", in, func() { sink, _ = strict.ParseAbsolute(in) })
		}
		check("MustParse", in, func() { sink = uri.MustParse(in) })
		check("IsValid", in, func() { ok = r.IsValid() })
		check("String", in, func() { str = r.String() })
		check("Scheme", in, func() { str, ok = r.Scheme() })
		check("HasScheme", in, func() { ok = r.HasScheme() })
		check("IsAbsolute", in, func() { ok = r.IsAbsolute() })
		check("Authority", in, func() { str, ok = r.Authority() })
		check("HasAuthority", in, func() { ok = r.HasAuthority() })
		check("Userinfo", in, func() { str, ok = r.Userinfo() })
		check("Host", in, func() { str = r.Host() })
		check("HostKind", in, func() { kind = r.HostKind() })
		check("HostKind.String", in, func() { str = r.HostKind().String() })
		check("Port", in, func() { str, ok = r.Port() })
		check("Hostname", in, func() { str = r.Hostname() })
		check("PortNumber", in, func() { _, ok = r.PortNumber() })
		check("Username", in, func() { str = r.Username() })
		check("Password", in, func() { str, ok = r.Password() })
		if _, hasPassword := r.Password(); !hasPassword {
			check("Redacted", in, func() { str = r.Redacted() })
		}
		if _, hasQuery := r.Query(); r.Path() != "" || !hasQuery {
			// RequestURI is a substring of r, or "/".
			check("RequestURI", in, func() { str = r.RequestURI() })
		}
		check("WithoutUserinfo", in, func() {
			if _, has := r.Userinfo(); !has {
				sink = r.WithoutUserinfo()
			}
		})
		check("Path", in, func() { str = r.Path() })
		check("Query", in, func() { str, ok = r.Query() })
		check("Fragment", in, func() { str, ok = r.Fragment() })
		check("WithoutFragment", in, func() { sink = r.WithoutFragment() })
		check("Compare", in, func() { n = r.Compare(sink) })
		check("RemoveDotSegments", in, func() { str = uri.RemoveDotSegments(r.Path()) })
	}
	// The zone option (RFC 6874) costs nothing either.
	in := "http://[fe80::1%25eth0]:8080/"
	check("Parser.Parse (zone)", in, func() { sink, _ = zone.Parse(in) })
	_, _, _, _, _ = sink, str, ok, kind, n
}
