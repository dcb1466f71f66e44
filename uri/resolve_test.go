package uri_test

// This file tests reference resolution (RFC 3986 5.2, the examples of 5.4),
// remove_dot_segments (5.2.4) and RFC 2396's backward-compatible reading of
// "http:g" (RFC 3986 5.2.2, 5.4.2), against the RFC's text and against a
// slow transcription of 5.2.2's pseudo-code.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// rfcBase is the base of RFC 3986 5.4.
const rfcBase = "http://a/b/c/d;p?q"

// rfcExamples are the 42 examples of RFC 3986 5.4.1 and 5.4.2, verbatim.
// legacy is the answer of a non-strict (RFC 2396 backward-compatible) parser
// where it differs.
var rfcExamples = []struct {
	ref, want, legacy string
}{
	// 5.4.1 Normal Examples
	{"g:h", "g:h", ""},
	{"g", "http://a/b/c/g", ""},
	{"./g", "http://a/b/c/g", ""},
	{"g/", "http://a/b/c/g/", ""},
	{"/g", "http://a/g", ""},
	{"//g", "http://g", ""},
	{"?y", "http://a/b/c/d;p?y", ""},
	{"g?y", "http://a/b/c/g?y", ""},
	{"#s", "http://a/b/c/d;p?q#s", ""},
	{"g#s", "http://a/b/c/g#s", ""},
	{"g?y#s", "http://a/b/c/g?y#s", ""},
	{";x", "http://a/b/c/;x", ""},
	{"g;x", "http://a/b/c/g;x", ""},
	{"g;x?y#s", "http://a/b/c/g;x?y#s", ""},
	{"", "http://a/b/c/d;p?q", ""},
	{".", "http://a/b/c/", ""},
	{"./", "http://a/b/c/", ""},
	{"..", "http://a/b/", ""},
	{"../", "http://a/b/", ""},
	{"../g", "http://a/b/g", ""},
	{"../..", "http://a/", ""},
	{"../../", "http://a/", ""},
	{"../../g", "http://a/g", ""},
	// 5.4.2 Abnormal Examples
	{"../../../g", "http://a/g", ""},
	{"../../../../g", "http://a/g", ""},
	{"/./g", "http://a/g", ""},
	{"/../g", "http://a/g", ""},
	{"g.", "http://a/b/c/g.", ""},
	{".g", "http://a/b/c/.g", ""},
	{"g..", "http://a/b/c/g..", ""},
	{"..g", "http://a/b/c/..g", ""},
	{"./../g", "http://a/b/g", ""},
	{"./g/.", "http://a/b/c/g/", ""},
	{"g/./h", "http://a/b/c/g/h", ""},
	{"g/../h", "http://a/b/c/h", ""},
	{"g;x=1/./y", "http://a/b/c/g;x=1/y", ""},
	{"g;x=1/../y", "http://a/b/c/y", ""},
	{"g?y/./x", "http://a/b/c/g?y/./x", ""},
	{"g?y/../x", "http://a/b/c/g?y/../x", ""},
	{"g#s/./x", "http://a/b/c/g#s/./x", ""},
	{"g#s/../x", "http://a/b/c/g#s/../x", ""},
	{"http:g", "http:g", "http://a/b/c/g"}, // "for strict parsers" / "for backward compatibility"
}

func TestResolveRFCExamples(t *testing.T) {
	if len(rfcExamples) != 42 {
		t.Fatalf("len(rfcExamples) = %d, want 42", len(rfcExamples))
	}
	base := uri.MustParse(rfcBase)
	for _, tt := range rfcExamples {
		ref := uri.MustParse(tt.ref)
		checkResolve(t, base, ref, uri.ResolveOptions{}, tt.want)
		legacy := tt.legacy
		if legacy == "" {
			legacy = tt.want
		}
		checkResolve(t, base, ref, uri.ResolveOptions{Legacy: true}, legacy)
		// ResolveString is Parse then Resolve.
		got, err := base.ResolveString(tt.ref)
		if err != nil || got.String() != tt.want {
			t.Errorf("ResolveString(%q, %q):\n\tgot  %v, %v\n\twant %q", rfcBase, tt.ref, got, err, tt.want)
		}
	}
}

// checkResolve resolves ref against base and checks the result's spelling,
// that it re-parses to the same components, and that its components are
// those of the slow transcription of 5.2.2.
func checkResolve(t *testing.T, base, ref uri.Ref, o uri.ResolveOptions, want string) {
	t.Helper()
	got := base.ResolveWith(ref, o)
	if got.String() != want {
		t.Errorf("Resolve(%q, %q) legacy=%v:\n\tgot  %q\n\twant %q", base, ref, o.Legacy, got, want)
	}
	if msg := resolveProperty(base, ref, o, got); msg != "" {
		t.Errorf("Resolve(%q, %q) legacy=%v: %s", base, ref, o.Legacy, msg)
	}
}

// resolveProperty checks the properties every resolution result has: it is
// valid, re-parses to the same components and the same Ref (offsets, flags
// and host kind, which Resolve computes without parsing), and has the components of
// slowResolve, up to the "/." or "./" prefix that keeps it parseable.
func resolveProperty(base, ref uri.Ref, o uri.ResolveOptions, got uri.Ref) string {
	if !got.IsValid() {
		return "result is not valid"
	}
	again, err := uri.Parse(got.String())
	if err != nil {
		return "result does not re-parse: " + err.Error()
	}
	if partsOf(again) != partsOf(got) {
		return "result re-parses to other components:\n\tgot  " + partsOf(again).String() + "\n\twant " + partsOf(got).String()
	}
	// Resolve computes the result's offsets, flags and host kind while it
	// builds the string: they must be those a parse finds.
	if again != got {
		return fmt.Sprintf("result's computed layout differs from a re-parse:\n\tgot  %#v\n\twant %#v", got, again)
	}
	want := slowResolve(partsOf(base), partsOf(ref), o)
	g := partsOf(got)
	if g.Path != want.Path {
		switch {
		case !want.Authority.OK && strings.HasPrefix(want.Path, "//") && g.Path == "/."+want.Path:
			// 5.2.2 would give "//..." with no authority: kept a path.
		case !want.Authority.OK && !want.Scheme.OK && g.Path == "./"+want.Path && firstSegmentHasColon(want.Path):
			// 4.2: a colon in the first segment would read as a scheme.
		case !want.Authority.OK && !want.Scheme.OK && g.Path == "./"+want.Path && strings.HasPrefix(want.Path, "/"):
			// A relative-path result whose first segment is empty.
		default:
			return "path differs from RFC 3986 5.2.2:\n\tgot  " + g.String() + "\n\twant " + want.String()
		}
		g.Path = want.Path
	}
	if g.Scheme != want.Scheme || g.Authority != want.Authority || g.Path != want.Path ||
		g.Query != want.Query || g.Fragment != want.Fragment {
		return "components differ from RFC 3986 5.2.2:\n\tgot  " + g.String() + "\n\twant " + want.String()
	}
	return ""
}

func firstSegmentHasColon(p string) bool {
	if i := strings.IndexByte(p, '/'); i >= 0 {
		p = p[:i]
	}
	return strings.Contains(p, ":")
}

// slowResolve transcribes the pseudo-code of RFC 3986 5.2.2 over parts (only
// scheme, authority, path, query and fragment are used).
func slowResolve(base, r parts, o uri.ResolveOptions) parts {
	// 5.2.2: "A non-strict parser may ignore a scheme in the reference if
	// it is identical to the base URI's scheme."
	if o.Legacy && r.Scheme.OK && base.Scheme.OK && strings.EqualFold(r.Scheme.S, base.Scheme.S) {
		hier := base.Authority.OK || strings.HasPrefix(base.Path, "/")
		if o.Hierarchical != nil {
			hier = o.Hierarchical(base.Scheme.S)
		}
		if hier {
			r.Scheme = none
		}
	}
	var t parts
	if r.Scheme.OK {
		t.Scheme, t.Authority, t.Path, t.Query = r.Scheme, r.Authority, slowRemoveDotSegments(r.Path), r.Query
	} else {
		if r.Authority.OK {
			t.Authority, t.Path, t.Query = r.Authority, slowRemoveDotSegments(r.Path), r.Query
		} else {
			if r.Path == "" {
				t.Path = base.Path
				if r.Query.OK {
					t.Query = r.Query
				} else {
					t.Query = base.Query
				}
			} else {
				switch {
				case strings.HasPrefix(r.Path, "/"):
					t.Path = slowRemoveDotSegments(r.Path)
				case !base.Scheme.OK && !base.Authority.OK && !strings.HasPrefix(base.Path, "/"):
					// Beyond 5.1 (a base is absolute): a relative-path base
					// gives a relative-path result whose unmatched ".."
					// segments are kept, as normalization keeps them.
					t.Path = slowRelativeDots(slowMerge(base, r.Path))
				default:
					t.Path = slowRemoveDotSegments(slowMerge(base, r.Path))
				}
				t.Query = r.Query
			}
			t.Authority = base.Authority
		}
		t.Scheme = base.Scheme
	}
	t.Fragment = r.Fragment
	return t
}

// slowRelativeDots removes the dot-segments of a relative path the way
// normalization does for relative-path references: "." goes, ".." cancels
// the segment before it unless that is "..", and a ".." with nothing to
// cancel stays, since it climbs out of the base's directory. A path left
// with only its directory is ".".
func slowRelativeDots(path string) string {
	segs := strings.Split(path, "/")
	var out []string
	for i, seg := range segs {
		last := i == len(segs)-1
		switch {
		case seg == ".":
			if last {
				out = append(out, "")
			}
		case seg == ".." && len(out) > 0 && out[len(out)-1] != "..":
			out = out[:len(out)-1]
			if last {
				out = append(out, "")
			}
		default:
			out = append(out, seg)
		}
	}
	p := strings.Join(out, "/")
	if p == "" && len(out) > 0 {
		return "."
	}
	return p
}

// slowMerge is 5.2.3.
func slowMerge(base parts, path string) string {
	if base.Authority.OK && base.Path == "" {
		return "/" + path
	}
	if i := strings.LastIndex(base.Path, "/"); i >= 0 {
		return base.Path[:i+1] + path
	}
	return path
}

// slowRemoveDotSegments transcribes the loop of RFC 3986 5.2.4 over strings.
func slowRemoveDotSegments(in string) string {
	out := ""
	pop := func() {
		if i := strings.LastIndex(out, "/"); i >= 0 {
			out = out[:i]
		} else {
			out = ""
		}
	}
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"): // A
			in = in[3:]
		case strings.HasPrefix(in, "./"): // A
			in = in[2:]
		case strings.HasPrefix(in, "/./"): // B
			in = in[2:]
		case in == "/.": // B
			in = "/"
		case strings.HasPrefix(in, "/../"): // C
			in = in[3:]
			pop()
		case in == "/..": // C
			in = "/"
			pop()
		case in == "." || in == "..": // D
			in = ""
		default: // E
			j := strings.IndexByte(in[1:], '/')
			if j < 0 {
				j = len(in)
			} else {
				j++
			}
			out += in[:j]
			in = in[j:]
		}
	}
	return out
}

// removeDotSegmentsTests are 5.2.4's examples and the corner cases of its
// loop, including relative paths, which the literal algorithm may turn
// absolute ("a/.." is "/").
var removeDotSegmentsTests = []struct {
	in, want string
}{
	{"/a/b/c/./../../g", "/a/g"},    // 5.2.4 example
	{"mid/content=5/../6", "mid/6"}, // 5.2.4 example
	{"", ""},
	{".", ""},              // D
	{"..", ""},             // D
	{"/", "/"},             // E
	{"/.", "/"},            // B
	{"/..", "/"},           // C
	{"/./", "/"},           // B
	{"/../", "/"},          // C
	{"./a", "a"},           // A
	{"../a", "a"},          // A
	{"../../a", "a"},       // A
	{".././a", "a"},        // A
	{"a/./b", "a/b"},       // B
	{"a/.", "a/"},          // B
	{"a/..", "/"},          // C: the literal algorithm keeps the "/"
	{"a/../b", "/b"},       // C
	{"a/../../b", "/b"},    // C, popping an empty output
	{"a/b/../../..", "/"},  // C
	{"/a/..", "/"},         // C
	{"/a/b/..", "/a/"},     // C
	{"/a/b/../", "/a/"},    // C
	{"/a/b/../..", "/"},    // C
	{"/a/b/../../..", "/"}, // C above the root
	{"/a//../b", "/a/b"},   // C pops the empty segment
	{"a//b", "a//b"},       // E keeps empty segments
	{"//a/../b", "//b"},    // C
	{"/.../a", "/.../a"},   // "..." is not a dot-segment
	{"/a/.b/..c/b..", "/a/.b/..c/b.."},
	{"/a/%2E/b", "/a/%2E/b"},       // 2.3: "%2E" is not "." for 5.2.4
	{"/a/%2e%2e/b", "/a/%2e%2e/b"}, // 2.3
	{"/a/b;p/../c", "/a/c"},        // ";p" is part of the segment
	{"./a:b", "a:b"},               // A (the caller keeps a colon safe)
	{"/a/./b/./c/./", "/a/b/c/"},   // B repeated
	{"..//a", "/a"},                // A then E
	{"/..//a", "//a"},              // C then E
}

func TestRemoveDotSegments(t *testing.T) {
	for _, tt := range removeDotSegmentsTests {
		if got := uri.RemoveDotSegments(tt.in); got != tt.want {
			t.Errorf("RemoveDotSegments(%q):\n\tgot  %q\n\twant %q", tt.in, got, tt.want)
		}
		if got := slowRemoveDotSegments(tt.in); got != tt.want {
			t.Errorf("slowRemoveDotSegments(%q):\n\tgot  %q\n\twant %q", tt.in, got, tt.want)
		}
	}
}

// resolveTests go beyond 5.4: bases with empty paths, without authority,
// without scheme, and results that 5.2.2 would spell ambiguously.
var resolveTests = []struct {
	base, ref, want string
}{
	// 5.2.3: a base with an authority and an empty path merges as "/".
	{"http://a", "g", "http://a/g"},
	{"http://a", "", "http://a"},
	{"http://a", "?y", "http://a?y"},
	{"http://a", "#f", "http://a#f"},
	{"http://a", ".", "http://a/"},
	{"http://a", "../g", "http://a/g"},
	{"http://a?q", "", "http://a?q"},
	{"http://a?q", "#f", "http://a?q#f"},
	{"http://u@a:8", "g", "http://u@a:8/g"},
	{"http://a:", "g", "http://a:/g"},
	// 5.2.2: the empty authority is an authority.
	{"file:///etc/hosts", "passwd", "file:///etc/passwd"},
	{"file:///", "//h/x", "file://h/x"},
	{"http://a/b", "//", "http:" + "//"},
	// 5.2.2: authority-less bases (5.2.3's second case).
	{"foo:a/b", "../c", "foo:/c"}, // literal 5.2.4: "a/../c" is "/c"
	{"foo:a/b", "c", "foo:a/c"},
	{"foo:a/b", ".", "foo:a/"},
	{"foo:a/b", "..", "foo:/"},
	{"foo:a", "b", "foo:b"},
	{"foo:", "b", "foo:b"},
	{"foo:", "", "foo:"},
	{"foo:", "?q", "foo:?q"},
	{"mailto:a@b", "#f", "mailto:a@b#f"},
	{"mailto:a@b?s", "", "mailto:a@b?s"},
	{"urn:a:b", "c", "urn:c"},
	{"foo:/a/b", "../../../c", "foo:/c"},
	// 5.2.1: the base's fragment is ignored.
	{"http://a/b#f", "", "http://a/b"},
	{"http://a/b#f", "#g", "http://a/b#g"},
	{"http://a/b#f", "c", "http://a/c"},
	// Results that 5.2.2 would spell with "//" and no authority: kept a
	// path ("/.//"), which remove_dot_segments reads back the same.
	{"foo:/a", "..//b", "foo:/.//b"},
	{"foo:", "/.//g", "foo:/.//g"},
	{"foo:/a/b", "..//@@", "foo:/.//@@"},
	{"foo:a/b", "..//c", "foo:/.//c"},
	{"foo:", "/..//x/y", "foo:/.//x/y"},
	// A scheme in the reference replaces everything (5.2.2).
	{"http://a/b", "s:/./x/../y", "s:/y"},
	{"http://a/b", "s://h/./x/../y?q#f", "s://h/y?q#f"},
	{"http://a/b", "//h/./x/../y", "http://h/y"},
	{"http://a/b", "/./x/../y", "http://a/y"},
	// A base without a scheme (beyond 5.1, which wants one): the same steps.
	{"a/b", "c", "a/c"},
	{"/a/b", "../c", "/c"},
	{"//h/a", "b", "//h/b"},
	{"b", "./c:d", "./c:d"}, // "c:d" would read as a scheme (4.2)
	{"x/b", "c:d", "c:d"},   // a URI: its own scheme
	// A relative-path base keeps the result a relative path that the
	// merge implies: an unmatched ".." stays, the directory is ".".
	{"", "..", ".."},
	{"", "a/..", "."},
	{"a/b", "../../c", "../c"},
	{"../a/b", "c", "../a/c"},
	{"./a/b", "../c", "c"},
	{"a/b", "..//c", ".//c"}, // an empty first segment keeps "./"
}

func TestResolve(t *testing.T) {
	for _, tt := range resolveTests {
		base, ref := uri.MustParse(tt.base), uri.MustParse(tt.ref)
		checkResolve(t, base, ref, uri.ResolveOptions{}, tt.want)
	}
}

// legacyTests read "scheme:ref" as "ref" when the base's scheme is the same
// and hierarchical (RFC 2396 5.2 step 3; RFC 3986 5.2.2, 5.4.2).
var legacyTests = []struct {
	base, ref string
	hier      func(string) bool
	want      string
}{
	{rfcBase, "http:g", nil, "http://a/b/c/g"},
	{rfcBase, "HTTP:g", nil, "http://a/b/c/g"},      // 3.1: schemes compare case-insensitively
	{rfcBase, "http:", nil, "http://a/b/c/d;p?q"},   // the empty reference
	{rfcBase, "http:?y", nil, "http://a/b/c/d;p?y"}, // 5.2.2 empty-path branch
	{rfcBase, "http://g/x", nil, "http://g/x"},      // an authority still wins
	{rfcBase, "https:g", nil, "https:g"},            // another scheme
	{"foo:a/b", "foo:c", nil, "foo:c"},              // an opaque base is not hierarchical
	{"foo:/a/b", "foo:c", nil, "foo:/a/c"},          // a path starting with "/" is
	{"foo:a/b", "foo:c", func(string) bool { return true }, "foo:a/c"},
	{rfcBase, "http:g", func(string) bool { return false }, "http:g"},
	{rfcBase, "http:g", func(s string) bool { return s == "http" }, "http://a/b/c/g"},
}

func TestResolveLegacy(t *testing.T) {
	for _, tt := range legacyTests {
		base, ref := uri.MustParse(tt.base), uri.MustParse(tt.ref)
		checkResolve(t, base, ref, uri.ResolveOptions{Legacy: true, Hierarchical: tt.hier}, tt.want)
	}
}

// TestResolveInvalid: resolving with a zero Ref gives the zero Ref.
func TestResolveInvalid(t *testing.T) {
	var zero uri.Ref
	a := uri.MustParse("http://a/")
	if got := zero.Resolve(a); got.IsValid() {
		t.Errorf("Resolve(zero, %q):\n\tgot  %q\n\twant the zero Ref", a, got)
	}
	if got := a.Resolve(zero); got.IsValid() {
		t.Errorf("Resolve(%q, zero):\n\tgot  %q\n\twant the zero Ref", a, got)
	}
	if _, err := a.ResolveString("a b"); err == nil {
		t.Errorf("ResolveString(%q, %q):\n\tgot  nil\n\twant an error", a, "a b")
	}
}
