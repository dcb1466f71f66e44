package uri_test

import (
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// FuzzEscape: Unescape undoes Escape, and the escaped form holds only
// characters the component allows (RFC 3986 2.1, 3.2.1-3.5).
func FuzzEscape(f *testing.F) {
	for _, tt := range escapeTests {
		f.Add(tt.in, uint8(tt.c))
	}
	f.Fuzz(func(t *testing.T, s string, c uint8) {
		comp := uri.Component(c % 11)
		e := uri.Escape(s, comp)
		if got, err := uri.Unescape(e); err != nil || got != s {
			t.Fatalf("Unescape(Escape(%q, %d)):\n\tgot  %q, %v\n\twant %q", s, comp, got, err, s)
		}
		for i := 0; i < len(e); i++ {
			if e[i] == '%' {
				i += 2
				continue
			}
			if !allowed(e[i], comp) {
				t.Fatalf("Escape(%q, %d) = %q keeps %q", s, comp, e, e[i])
			}
		}
		if uri.Escape(e, comp) != e && strings.IndexByte(e, '%') < 0 {
			t.Fatalf("Escape(%q, %d) is not stable", e, comp)
		}
	})
}

// FuzzUnescape: never panics; an error names an offset inside the input.
func FuzzUnescape(f *testing.F) {
	for _, s := range []string{"", "%", "%4", "%41", "a%zz", "%e2%82%ac", "+"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.Unescape(s)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || !errors.Is(err, uri.ErrInvalidPercent) {
				t.Fatalf("Unescape(%q):\n\tgot  %v\n\twant an invalid percent-encoding inside the input", s, err)
			}
			return
		}
		if strings.IndexByte(s, '%') < 0 && u != s {
			t.Fatalf("Unescape(%q):\n\tgot  %q\n\twant %q", s, u, s)
		}
		if len(u) != len(s)-2*strings.Count(s, "%") {
			t.Fatalf("Unescape(%q):\n\tgot  %q, wrong length", s, u)
		}
	})
}

// FuzzURL: for every valid r, r.URL() never uses Opaque for an authority,
// spells a reference FromURL accepts (r itself when u.String() is r's
// spelling), and agrees with url.Parse on the fields net/http sends
// wherever url.Parse accepts the string; and FromURL of what url.Parse
// gives is either an error or the reference its String spells.
func FuzzURL(f *testing.F) {
	for _, tt := range urlTests {
		f.Add(tt.in)
	}
	for _, s := range urlAgreementTests {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if r, err := zoneParser.Parse(s); err == nil {
			u := r.URL()
			back, err := uri.FromURL(u)
			switch {
			case err != nil && !netURLSpelling(s, u):
				t.Fatalf("FromURL(Parse(%q).URL()):\n\tgot  %v\n\twant a valid reference", s, err)
			case err != nil:
				return
			case u.String() == s && back != r:
				t.Fatalf("FromURL(Parse(%q).URL()):\n\tgot  %v\n\twant %v", s, back, r)
			case u.Opaque != "" && r.HasAuthority():
				t.Fatalf("Parse(%q).URL().Opaque:\n\tgot  %q\n\twant \"\"", s, u.Opaque)
			case back.HasScheme() != r.HasScheme() || back.Path() != "" && back.HasAuthority() != r.HasAuthority():
				// The structure stays; only an empty authority
				// before an empty path may go.
				t.Fatalf("FromURL(Parse(%q).URL()) = %q: the structure changed", s, back)
			}
			if err := urlAgrees(s, u); err != nil {
				t.Fatal(err)
			}
		}
		if u, err := url.Parse(s); err == nil {
			r, err := uri.FromURL(u)
			var e *uri.Error
			switch {
			case err == nil && r.String() != u.String():
				t.Fatalf("FromURL(url.Parse(%q)):\n\tgot  %q\n\twant %q", s, r, u.String())
			case err != nil && (!errors.As(err, &e) || e.Offset > len(u.String())):
				t.Fatalf("FromURL(url.Parse(%q)):\n\tgot  %v\n\twant an *uri.Error", s, err)
			}
		}
	})
}

// netURLSpelling reports whether u spells s as net/url itself does:
// url.Parse accepts s and its URL's String is u's. FromURL may refuse such
// a spelling (net/url writes an IPv6 zone's sub-delims bare, which RFC
// 6874 does not allow).
func netURLSpelling(s string, u *url.URL) bool {
	p, err := url.Parse(s)
	return err == nil && p.String() == u.String()
}

// FuzzBuild: Build either fails with an *Error or gives a valid reference
// whose Parts are the ones given as written, but for documented prefixes:
// each decodes as the given component does (its well-formed triplets
// decoded, every other byte as it is), and building them again changes
// nothing (RFC 3986 2.1, 3).
func FuzzBuild(f *testing.F) {
	for _, tt := range buildTests {
		p := tt.p
		f.Add(p.Scheme, p.Userinfo, p.Host, p.Port, p.Path, p.Query, p.Fragment, uint8(0))
	}
	f.Add("", "", "", "", "//a:b", "", "", uint8(0xff))
	f.Add("http", "u%3Ap", "h%2Fx", "", "/a%2Fb%zz", "k=a%26b", "%23", uint8(32))
	f.Fuzz(func(t *testing.T, scheme, userinfo, host, port, path, query, fragment string, flags uint8) {
		p := uri.Parts{Scheme: scheme, Userinfo: userinfo, Host: host, Port: port, Path: path, Query: query, Fragment: fragment,
			HasAuthority: flags&1 != 0, HasUserinfo: flags&2 != 0, HasPort: flags&4 != 0, HasQuery: flags&8 != 0, HasFragment: flags&16 != 0}
		r, err := uri.Build(p)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Op != "build" || e.Offset < 0 || e.Offset > len(e.Input) {
				t.Fatalf("Build(%+v):\n\tgot  %v\n\twant an *uri.Error inside its input", p, err)
			}
			return
		}
		if again, err := zoneParser.Parse(r.String()); err != nil || again != r {
			t.Fatalf("Build(%+v) = %q does not re-parse: %v", p, r, err)
		}
		got := r.Parts()
		if back, err := uri.Build(got); err != nil || back != r {
			t.Fatalf("Build(Build(%+v).Parts()):\n\tgot  %v, %v\n\twant %v", p, back, err, r)
		}
		want := p
		want.HasUserinfo = p.HasUserinfo || p.Userinfo != ""
		want.HasPort = p.HasPort || p.Port != ""
		want.HasAuthority = p.HasAuthority || want.HasUserinfo || p.Host != "" || want.HasPort
		want.HasQuery = p.HasQuery || p.Query != ""
		want.HasFragment = p.HasFragment || p.Fragment != ""
		if strings.IndexByte(p.Host, ':') >= 0 || strings.HasPrefix(p.Host, "[") {
			want.Host = got.Host // an IP literal, checked by re-parsing
		}
		switch {
		case want.HasAuthority && p.Path != "" && p.Path[0] != '/':
			want.Path = "/" + p.Path
		case !want.HasAuthority && strings.HasPrefix(p.Path, "//"):
			want.Path = "/." + p.Path
		case !want.HasAuthority && p.Scheme == "" && strings.Contains(strings.SplitN(p.Path, "/", 2)[0], ":"):
			want.Path = "./" + p.Path
		}
		for _, c := range [][2]string{{got.Userinfo, want.Userinfo}, {got.Host, want.Host}, {got.Path, want.Path}, {got.Query, want.Query}, {got.Fragment, want.Fragment}} {
			if d, _ := uri.Unescape(c[0]); d != decodeAsWritten(c[1]) {
				t.Fatalf("Build(%+v) = %q: component %q for %q", p, r, c[0], c[1])
			}
		}
		got.Userinfo, got.Host, got.Path, got.Query, got.Fragment = want.Userinfo, want.Host, want.Path, want.Query, want.Fragment
		if got != want {
			t.Fatalf("Build(%+v).Parts():\n\tgot  %+v\n\twant %+v", p, got, want)
		}
	})
}

// decodeAsWritten decodes the well-formed triplets of s and keeps every
// other byte, a "%" that starts no triplet included.
func decodeAsWritten(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if syntax.IsPctEncoded(s, i) {
			d, _ := uri.Unescape(s[i : i+3])
			b.WriteString(d)
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// FuzzParseLenient: never panics; a result is a valid strict reference,
// and applying its fixes (runs merged, in input order) to the input gives
// it; strict-valid input without a "URL:" prefix comes back as Parse gives
// it, without fixes.
func FuzzParseLenient(f *testing.F) {
	for _, tt := range lenientTests {
		f.Add(tt.in)
	}
	for _, tt := range lenientErrorTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, fixes, err := uri.ParseLenient(s)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || r.IsValid() {
				t.Fatalf("ParseLenient(%q):\n\tgot  %v\n\twant an *uri.Error inside the input", s, err)
			}
			if _, _, _, err2 := uri.ParseLenientFirst(s, 1); err2 == nil || err2.Error() != err.Error() {
				t.Fatalf("ParseLenientFirst(%q, 1): %v; ParseLenient: %v", s, err2, err)
			}
			return
		}
		if want, err := uri.Parse(r.String()); err != nil || want != r {
			t.Fatalf("ParseLenient(%q) = %q: not what Parse gives: %v", s, r, err)
		}
		if p := checkFixes(s, r.String(), fixes); p != "" {
			t.Fatalf("ParseLenient(%q) = %q: %s", s, r, p)
		}
		for _, n := range []int{0, 1, 2} {
			r2, first, more, err := uri.ParseLenientFirst(s, n)
			k := min(n, len(fixes))
			if err != nil || r2 != r || !slices.Equal(first, fixes[:k]) || more != len(fixes)-k {
				t.Fatalf("ParseLenientFirst(%q, %d) = %q, %v, %d, %v; ParseLenient %v", s, n, r2, first, more, err, fixes)
			}
		}
		if strict, err := uri.Parse(s); err == nil && !(len(s) >= 4 && strings.EqualFold(s[:4], "url:")) {
			if r != strict || len(fixes) != 0 {
				t.Fatalf("ParseLenient(%q):\n\tgot  %q %v\n\twant %q", s, r, fixes, strict)
			}
		}
	})
}

// FuzzText: MarshalText gives the input, UnmarshalText the same Ref.
func FuzzText(f *testing.F) {
	for _, tt := range textRoundTrips {
		f.Add(tt.In)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uri.Parse(s)
		var back uri.Ref
		uerr := back.UnmarshalText([]byte(s))
		if err != nil {
			if uerr == nil {
				t.Fatalf("UnmarshalText(%q): no error, Parse: %v", s, err)
			}
			return
		}
		b, _ := r.MarshalText()
		if string(b) != s {
			t.Fatalf("MarshalText(%q):\n\tgot  %q\n\twant %q", s, b, s)
		}
		if uerr != nil || back != r {
			t.Fatalf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant %v", s, back, uerr, r)
		}
	})
}
