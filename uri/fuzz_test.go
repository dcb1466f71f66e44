package uri_test

// This file holds the fuzz targets of the RFC 3986 core: Parse (sections 3,
// 4.1), Resolve (5.2), remove_dot_segments (5.2.4), and a differential test
// against net/url on the inputs where the two must agree. Seeds come from
// the test tables and the vectors of testdata/.

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// seedInputs are the inputs of the tables and vectors.
func seedInputs(t testing.TB) []string {
	var s []string
	for _, tt := range parseTests {
		s = append(s, tt.in)
	}
	for _, tt := range parseErrorTests {
		s = append(s, tt.in)
	}
	for _, tt := range zoneTests {
		s = append(s, tt.in)
	}
	return append(s, vectorInputs(t)...)
}

var sentinels = []error{
	uri.ErrInvalidChar, uri.ErrInvalidPercent, uri.ErrMissingScheme, uri.ErrInvalidScheme,
	uri.ErrColonInFirstSeg, uri.ErrInvalidPort, uri.ErrInvalidIPv6, uri.ErrInvalidIPvFuture,
	uri.ErrInvalidZone, uri.ErrInvalidUTF8, uri.ErrTooLong,
}

// checkParseResult checks the properties of one Parse or ParseAbsolute
// result: a valid Ref spells its input and recomposes from its components
// (5.3); an error is a *uri.Error naming the input, an offset inside it and
// one of the sentinels, with the zero Ref.
func checkParseResult(t *testing.T, op, s string, r uri.Ref, err error) {
	t.Helper()
	if err != nil {
		var e *uri.Error
		if !errors.As(err, &e) {
			t.Fatalf("%s(%q): error %T %v is not a *uri.Error", op, s, err, err)
		}
		if e.Input != s || e.Offset < 0 || e.Offset > len(s) {
			t.Fatalf("%s(%q): error %v: input %q offset %d outside 0..%d", op, s, err, e.Input, e.Offset, len(s))
		}
		known := false
		for _, sen := range sentinels {
			known = known || errors.Is(err, sen)
		}
		if !known {
			t.Fatalf("%s(%q): error %v wraps no sentinel", op, s, err)
		}
		if r != (uri.Ref{}) {
			t.Fatalf("%s(%q): error with a non-zero Ref %v", op, s, partsOf(r))
		}
		return
	}
	if !r.IsValid() || r.String() != s {
		t.Fatalf("%s(%q).String():\n\tgot  %q\n\twant %q", op, s, r.String(), s)
	}
	if got := partsOf(r).recompose(); got != s {
		t.Fatalf("recompose(%s(%q)):\n\tgot  %q\n\twant %q", op, s, got, s)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range seedInputs(f) {
		f.Add(s)
	}
	zone := uri.NewParser(uri.AllowZoneID(true))
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uri.Parse(s)
		checkParseResult(t, "Parse", s, r, err)
		if p := compareSlow(s, false); p != "" {
			t.Fatalf("Parse(%q):\n\t%s", s, p)
		}
		rz, errz := zone.Parse(s)
		checkParseResult(t, "Parser.Parse", s, rz, errz)
		if p := compareSlow(s, true); p != "" {
			t.Fatalf("Parser.Parse(%q) with zones:\n\t%s", s, p)
		}
		// Zones only add: whatever is valid without them is valid with them.
		if err == nil && (errz != nil || partsOf(rz) != partsOf(r)) {
			t.Fatalf("Parser.Parse(%q) with zones:\n\tgot  %v %v\n\twant %v", s, partsOf(rz), errz, partsOf(r))
		}
		// 3: ParseAbsolute accepts exactly the valid references with a scheme.
		ra, erra := uri.ParseAbsolute(s)
		checkParseResult(t, "ParseAbsolute", s, ra, erra)
		if want := err == nil && r.HasScheme(); (erra == nil) != want || want && ra != r {
			t.Fatalf("ParseAbsolute(%q):\n\tgot  %v, %v\n\twant valid=%v", s, partsOf(ra), erra, want)
		}
		// 4.3: without its fragment a reference is still valid.
		if err == nil {
			w := r.WithoutFragment()
			if again, err := uri.Parse(w.String()); err != nil || again != w {
				t.Fatalf("Parse(WithoutFragment(%q)):\n\tgot  %v, %v\n\twant %v", s, partsOf(again), err, partsOf(w))
			}
		}
	})
}

func FuzzResolve(f *testing.F) {
	for _, tt := range rfcExamples {
		f.Add(rfcBase, tt.ref)
	}
	for _, tt := range resolveTests {
		f.Add(tt.base, tt.ref)
	}
	for _, s := range seedInputs(f) {
		f.Add(rfcBase, s)
		f.Add(s, "../g")
	}
	f.Fuzz(func(t *testing.T, b, s string) {
		base, err := uri.Parse(b)
		if err != nil {
			return
		}
		ref, err := uri.Parse(s)
		if err != nil {
			return
		}
		for _, o := range []uri.ResolveOptions{{}, {Legacy: true}} {
			got := base.ResolveWith(ref, o)
			// Valid, re-parses to itself, components of 5.2.2.
			if p := resolveProperty(base, ref, o, got); p != "" {
				t.Fatalf("Resolve(%q, %q) legacy=%v = %q: %s", b, s, o.Legacy, got, p)
			}
			// A result with a scheme is a fixed point: resolving it again
			// against the base gives it back (5.2.2, first branch). Not
			// when 5.2.2 copied the base's path as written (an empty
			// reference path): the second pass removes its dot segments
			// ("A:." + "" is "A:.", "A:." + "A:." is "A:").
			if got.HasScheme() && (ref.HasScheme() || ref.HasAuthority() || ref.Path() != "") {
				if again := base.ResolveWith(got, o); again != got {
					t.Fatalf("Resolve(%q, Resolve(%q, %q) = %q) legacy=%v:\n\tgot  %q\n\twant %q", b, b, s, got, o.Legacy, again, got)
				}
			}
		}
		// 5.2.4 on the reference's path: fast and slow agree.
		p := ref.Path()
		if got, want := uri.RemoveDotSegments(p), slowRemoveDotSegments(p); got != want {
			t.Fatalf("RemoveDotSegments(%q):\n\tgot  %q\n\twant %q", p, got, want)
		}
	})
}

func FuzzRemoveDotSegments(f *testing.F) {
	for _, tt := range removeDotSegmentsTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, p string) {
		if got, want := uri.RemoveDotSegments(p), slowRemoveDotSegments(p); got != want {
			t.Fatalf("RemoveDotSegments(%q):\n\tgot  %q\n\twant %q", p, got, want)
		}
	})
}

// netURLAgrees reports whether s is in the set where uri.Parse and
// net/url.Parse must agree, and why not otherwise. The set is: s is a valid
// RFC 3986 URI-reference for uri.Parse (so it is ASCII, without spaces or
// controls), and
//   - s holds no "%": net/url decodes userinfo, host, path and fragment and
//     keeps the raw form only for some of them;
//   - the host is not an IPvFuture literal: net/url reads "[v1.x]" as an
//     IPv6 literal it does not check;
//   - s does not start with "///" without a scheme: net/url reads that as a
//     path, RFC 3986 4.2 as an empty authority and a path.
//
// On that set both must accept s, and agree on the scheme (case-folded:
// net/url lowercases it), the host with its port (net/url's Host), the
// userinfo, the path (net/url's Opaque for a rootless path after a
// scheme), the query (with net/url's ForceQuery for an empty one) and the
// fragment, all as raw strings.
func netURLAgrees(s string, r uri.Ref) bool {
	return !strings.Contains(s, "%") && r.HostKind() != uri.HostIPvFuture &&
		!(!r.HasScheme() && strings.HasPrefix(s, "///"))
}

func FuzzNetURL(f *testing.F) {
	for _, s := range seedInputs(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uri.Parse(s)
		if err != nil || !netURLAgrees(s, r) {
			return
		}
		u, err := url.Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q) is valid %v, net/url.Parse: %v", s, partsOf(r), err)
		}
		scheme, _ := r.Scheme()
		host := r.Host()
		if port, ok := r.Port(); ok {
			host += ":" + port
		}
		userinfo, hasUserinfo := r.Userinfo()
		path := r.Path()
		query, hasQuery := r.Query()
		fragment, _ := r.Fragment()

		gotPath := u.Path
		if u.Opaque != "" {
			gotPath = u.Opaque
		}
		// net/url keeps userinfo decoded only (User.String re-escapes
		// sub-delims); without "%" decoded is raw.
		gotUserinfo, gotHasUserinfo := "", u.User != nil
		if u.User != nil {
			gotUserinfo = u.User.Username()
			if pw, ok := u.User.Password(); ok {
				gotUserinfo += ":" + pw
			}
		}
		type cmp struct {
			name      string
			got, want any
		}
		for _, c := range []cmp{
			{"scheme", u.Scheme, strings.ToLower(scheme)},
			{"host", u.Host, host},
			{"userinfo", gotUserinfo, userinfo},
			{"has userinfo", gotHasUserinfo, hasUserinfo},
			{"path", gotPath, path},
			{"query", u.RawQuery, query},
			{"has query", u.RawQuery != "" || u.ForceQuery, hasQuery},
			{"fragment", u.Fragment, fragment},
		} {
			if c.got != c.want {
				t.Fatalf("Parse(%q) %s:\n\tgot  %q (net/url)\n\twant %q (uri, %v)", s, c.name, c.got, c.want, partsOf(r))
			}
		}
	})
}
