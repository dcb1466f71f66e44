package uri_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

type fx = uri.Fix

var lenientTests = []struct {
	in    string
	want  string
	fixes []uri.Fix
}{
	// RFC 3986 Appendix C, its examples verbatim: quotes, angle brackets,
	// and line breaks inside the brackets.
	{`"http://www.w3.org/Addressing/"`, "http://www.w3.org/Addressing/", []fx{
		{0, `"`, "", uri.FixDelimiter}, {30, `"`, "", uri.FixDelimiter}}},
	{"<ftp://foo.example.\ncom/rfc/>", "ftp://foo.example.com/rfc/", []fx{
		{0, "<", "", uri.FixDelimiter}, {19, "\n", "", uri.FixWhitespace}, {28, ">", "", uri.FixDelimiter}}},
	{"<http://www.ics.uci.edu/pub/\n   ietf/uri/historical.html#WARNING>", "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", []fx{
		{0, "<", "", uri.FixDelimiter}, {28, "\n   ", "", uri.FixWhitespace}, {64, ">", "", uri.FixDelimiter}}},
	// RFC 2396 Appendix E, RFC 3986 Appendix C: the "URL:" prefix, any
	// case, with or without a space after it.
	{"<URL:http://www.w3.org/Addressing/>", "http://www.w3.org/Addressing/", []fx{
		{0, "<", "", uri.FixDelimiter}, {1, "URL:", "", uri.FixPrefix}, {34, ">", "", uri.FixDelimiter}}},
	{"url: ftp://a/", "ftp://a/", []fx{{0, "url: ", "", uri.FixPrefix}}},
	{"URL:foo", "URL:foo", nil}, // a scheme "URL" when no scheme follows
	// Appendix C: whitespace around the reference and inside "<...>".
	{"  http://a/b \t\n", "http://a/b", []fx{{0, "  ", "", uri.FixWhitespace}, {12, " \t\n", "", uri.FixWhitespace}}},
	{"< http://a/ b c >", "http://a/bc", []fx{
		{0, "<", "", uri.FixDelimiter}, {1, " ", "", uri.FixWhitespace}, {11, " ", "", uri.FixWhitespace},
		{13, " ", "", uri.FixWhitespace}, {15, " ", "", uri.FixWhitespace}, {16, ">", "", uri.FixDelimiter}}},
	// Appendix C: a byte order mark and Unicode spaces around the text; an
	// opening delimiter without its pair.
	{"\ufeffhttp://a/\u00a0", "http://a/", []fx{{0, "\ufeff", "", uri.FixWhitespace}, {12, "\u00a0", "", uri.FixWhitespace}}},
	{`"http://a/b`, "http://a/b", []fx{{0, `"`, "", uri.FixDelimiter}}},
	{"< http://a/b", "http://a/b", []fx{{0, "<", "", uri.FixDelimiter}, {1, " ", "", uri.FixWhitespace}}},
	{`http://a/b"`, "http://a/b%22", []fx{{10, `"`, "%22", uri.FixDelims}}},
	// Appendix C: a line break outside brackets, with the whitespace
	// around it; a hyphen before it stays.
	{"http://a/very-\r\n  long", "http://a/very-long", []fx{{14, "\r\n  ", "", uri.FixWhitespace}}},
	// RFC 2396 2.4.3: a space or a control character is encoded.
	{"http://a/my file.html", "http://a/my%20file.html", []fx{{11, " ", "%20", uri.FixSpace}}},
	{"http://a/\tx\x7f", "http://a/%09x%7F", []fx{{9, "\t", "%09", uri.FixControl}, {11, "\x7f", "%7F", uri.FixControl}}},
	// 2.4.3 unwise: "{" "}" "|" "\" "^" "[" "]" "`"; adjacent ones of a
	// kind are one fix.
	{"foo://a/{x}|\\^[y]`?z=[1]", "foo://a/%7Bx%7D%7C%5C%5E%5By%5D%60?z=%5B1%5D", []fx{
		{8, "{", "%7B", uri.FixUnwise}, {10, "}|\\^[", "%7D%7C%5C%5E%5B", uri.FixUnwise},
		{16, "]`", "%5D%60", uri.FixUnwise}, {21, "[", "%5B", uri.FixUnwise}, {23, "]", "%5D", uri.FixUnwise}}},
	{"http://a/||", "http://a/%7C%7C", []fx{{9, "||", "%7C%7C", uri.FixUnwise}}},
	// 2.4.3 delims: "<" ">" `"` inside, and a second "#".
	{`http://a/?q="<b>"#f#g`, "http://a/?q=%22%3Cb%3E%22#f%23g", []fx{
		{12, `"<`, "%22%3C", uri.FixDelims}, {15, `>"`, "%3E%22", uri.FixDelims}, {19, "#", "%23", uri.FixDelims}}},
	// RFC 3986 2.1: a "%" that starts no triplet; a triplet is kept.
	{"http://a/100%?p=%zz%41", "http://a/100%25?p=%25zz%41", []fx{{12, "%", "%25", uri.FixPercent}, {16, "%", "%25", uri.FixPercent}}},
	// 2.5: non-ASCII text as UTF-8 octets, in the host too (3.2.2).
	{"http://bücher.example/é", "http://b%C3%BCcher.example/%C3%A9", []fx{{8, "ü", "%C3%BC", uri.FixNonASCII}, {23, "é", "%C3%A9", uri.FixNonASCII}}},
	{"/\xff", "/%FF", []fx{{1, "\xff", "%FF", uri.FixNonASCII}}},
	// 3.2.1: the userinfo ends at the last "@"; an earlier one is encoded.
	{"http://me@mail.example:pw@a/", "http://me%40mail.example:pw@a/", []fx{{9, "@", "%40", uri.FixReserved}}},
	// 3.2.2: an IP literal and a port are kept for the strict grammar.
	{"http://[::1]:80/a b", "http://[::1]:80/a%20b", []fx{{17, " ", "%20", uri.FixSpace}}},
	// 4.1: strict-valid input comes back unchanged.
	{"http://a/b?c#d", "http://a/b?c#d", nil},
	{"", "", nil},
	{" ", "", []fx{{0, " ", "", uri.FixWhitespace}}},
	{"<>", "", []fx{{0, "<>", "", uri.FixDelimiter}}},
	// 4.2: a relative reference.
	{"../a b", "../a%20b", []fx{{4, " ", "%20", uri.FixSpace}}},
	// A byte that starts no UTF-8 character is encoded alone, even when
	// the whitespace removed after it leaves a continuation byte next to
	// it (RFC 3987 3.1: characters, not bytes).
	{"<http://a/\xc3 \xa9>", "http://a/%C3%A9", []fx{
		{0, "<", "", uri.FixDelimiter}, {10, "\xc3", "%C3", uri.FixNonASCII}, {11, " ", "", uri.FixWhitespace},
		{12, "\xa9", "%A9", uri.FixNonASCII}, {13, ">", "", uri.FixDelimiter}}},
	// URL Standard 4.1: in the special schemes, "\" before the query is a
	// "/", as a browser reads it, so it ends the authority.
	{`http://evil\@good/`, "http://evil/@good/", []fx{{11, `\`, "/", uri.FixBackslash}}},
	{`http:\\evil.com\x`, "http://evil.com/x", []fx{{5, `\\`, "//", uri.FixBackslash}, {15, `\`, "/", uri.FixBackslash}}},
	{`https://a\b@c/`, "https://a/b@c/", []fx{{9, `\`, "/", uri.FixBackslash}}},
	{`HTTP://a\b`, "HTTP://a/b", []fx{{8, `\`, "/", uri.FixBackslash}}}, // schemes are case-insensitive (RFC 3986 3.1)
	{`ws://h\p`, "ws://h/p", []fx{{6, `\`, "/", uri.FixBackslash}}},
	{`wss://h:1\p`, "wss://h:1/p", []fx{{9, `\`, "/", uri.FixBackslash}}},
	{`ftp://u@h\p`, "ftp://u@h/p", []fx{{9, `\`, "/", uri.FixBackslash}}},
	{`file:\\server\share`, "file://server/share", []fx{{5, `\\`, "//", uri.FixBackslash}, {13, `\`, "/", uri.FixBackslash}}},
	{`http://[::1]\x`, "http://[::1]/x", []fx{{12, `\`, "/", uri.FixBackslash}}},
	{`http://a/b\c\\d`, "http://a/b/c//d", []fx{{10, `\`, "/", uri.FixBackslash}, {12, `\\`, "//", uri.FixBackslash}}},
	{`http:/\evil`, "http://evil", []fx{{6, `\`, "/", uri.FixBackslash}}},
	// Only the character is read as a browser reads it; how many slashes
	// start an authority stays RFC 3986 3.2's rule (a browser would skip
	// them all and take host "evil", as it does for "http:/evil").
	{`http:\evil`, "http:/evil", []fx{{5, `\`, "/", uri.FixBackslash}}},
	{`http:\\\evil`, "http:///evil", []fx{{5, `\\\`, "///", uri.FixBackslash}}},
	// The query and the fragment keep "\" as data (URL Standard: query and
	// fragment states), encoded (RFC 2396 2.4.3 unwise).
	{`http://a/?x\y#z\w`, "http://a/?x%5Cy#z%5Cw", []fx{{11, `\`, "%5C", uri.FixUnwise}, {15, `\`, "%5C", uri.FixUnwise}}},
	// Other schemes, and references without a scheme, are unchanged: "\"
	// is an unwise character (RFC 2396 2.4.3), and the last "@" still ends
	// the userinfo (RFC 3986 3.2.1).
	{`foo://evil\@good/`, "foo://evil%5C@good/", []fx{{10, `\`, "%5C", uri.FixUnwise}}},
	{`mailto:a\b`, "mailto:a%5Cb", []fx{{8, `\`, "%5C", uri.FixUnwise}}},
	{`httpx://a\b@c/`, "httpx://a%5Cb@c/", []fx{{9, `\`, "%5C", uri.FixUnwise}}},
	{`\\evil\x`, "%5C%5Cevil%5Cx", []fx{{0, `\\`, "%5C%5C", uri.FixUnwise}, {6, `\`, "%5C", uri.FixUnwise}}},
}

func TestParseLenient(t *testing.T) {
	for _, tt := range lenientTests {
		r, fixes, err := uri.ParseLenient(tt.in)
		if err != nil || r.String() != tt.want || !reflect.DeepEqual(fixes, tt.fixes) {
			t.Errorf("ParseLenient(%q):\n\tgot  %q %v %v\n\twant %q %v", tt.in, r, fixes, err, tt.want, tt.fixes)
			continue
		}
		if want := uri.MustParse(tt.want); r != want {
			t.Errorf("ParseLenient(%q):\n\tgot  %#v\n\twant %#v", tt.in, r, want)
		}
		if p := checkFixes(tt.in, r.String(), fixes); p != "" {
			t.Errorf("ParseLenient(%q): %s", tt.in, p)
		}
	}
}

// checkFixes checks what ParseLenient's fixes promise about the input s
// and the result out, and returns "" or the problem: each Old is the
// input's bytes at Offset, in order and without overlap; fixes of one kind
// are never adjacent (runs are merged); each New is what its kind makes
// of Old; and applying the fixes to the input gives out.
func checkFixes(s, out string, fixes []uri.Fix) string {
	var b strings.Builder
	end := 0 // end of the last fix in the input
	for i, f := range fixes {
		switch {
		case f.Old == "" || f.Offset < end || f.Offset+len(f.Old) > len(s) || s[f.Offset:f.Offset+len(f.Old)] != f.Old:
			return fmt.Sprintf("fix %v out of order or not in the input", f)
		case i > 0 && fixes[i-1].Kind == f.Kind && end == f.Offset:
			return fmt.Sprintf("fixes %v and %v of one kind are adjacent, not one run", fixes[i-1], f)
		}
		var want string
		switch f.Kind {
		case uri.FixDelimiter, uri.FixPrefix, uri.FixWhitespace:
			want = ""
		case uri.FixBackslash:
			want = strings.Repeat("/", len(f.Old))
			if f.Old != strings.Repeat(`\`, len(f.Old)) {
				want = "(Old all backslashes)"
			}
		default:
			want = pctAll(f.Old)
		}
		if f.New != want {
			return fmt.Sprintf("fix %v: New should be %q", f, want)
		}
		b.WriteString(s[end:f.Offset])
		b.WriteString(f.New)
		end = f.Offset + len(f.Old)
	}
	b.WriteString(s[end:])
	if b.String() != out {
		return fmt.Sprintf("the fixes applied to the input give %q, not %q", b.String(), out)
	}
	return ""
}

// pctAll percent-encodes every byte of s (RFC 3986 2.1, upper-case hex).
func pctAll(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		fmt.Fprintf(&b, "%%%02X", s[i])
	}
	return b.String()
}

var lenientErrorTests = []struct {
	in     string
	offset int
	err    error
}{
	// RFC 3986 3.1: a scheme that cannot be repaired.
	{"1http://a/", 0, uri.ErrInvalidScheme},
	{"ht tp://a/", 2, uri.ErrInvalidScheme},
	{"\"h\ttp://a/\"", 2, uri.ErrInvalidScheme}, // outside "<...>" a tab is kept, and is no scheme character
	{":x", 0, uri.ErrMissingScheme},
	// 3.2.3: a port that is not digits, its offset in the input.
	{"  <http://a:8x/>", 14, uri.ErrInvalidPort}, // "a:8x" could still be a userinfo until "/"
	{"http://a:80 80/", 11, uri.ErrInvalidPort},
	// 3.2.2: a bad IP literal.
	{"http://[::1/", 11, uri.ErrInvalidIPv6},
	{"http://[::g]/", 10, uri.ErrInvalidIPv6},
	{"http://[fe80::1%25en0]/", 15, uri.ErrInvalidIPv6}, // zones are not enabled
}

func TestParseLenientErrors(t *testing.T) {
	for _, tt := range lenientErrorTests {
		r, fixes, err := uri.ParseLenient(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) || e.Op != "parse lenient" || e.Input != tt.in || e.Offset != tt.offset || !errors.Is(err, tt.err) || r.IsValid() || fixes != nil {
			t.Errorf("ParseLenient(%q):\n\tgot  %v\n\twant %v at offset %d", tt.in, err, tt.err, tt.offset)
		}
	}
}

func TestParseLenientNoAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _, _, _ = uri.ParseLenient("http://example.com/a/b?c#d") }); n != 0 {
		t.Errorf("ParseLenient(valid): got %v allocations, want 0", n)
	}
}

func TestFixString(t *testing.T) {
	for _, tt := range []struct {
		f    uri.Fix
		want string
	}{
		{uri.Fix{Offset: 8, Old: " ", New: "%20", Kind: uri.FixSpace}, `offset 8: " " -> "%20" (space (RFC 2396 2.4.3))`},
		{uri.Fix{Offset: 0, Old: "<", Kind: uri.FixDelimiter}, `offset 0: "<" removed (delimiter around the reference (RFC 3986 Appendix C))`},
		{uri.Fix{Kind: 99}, `offset 0: "" removed (FixKind(99))`},
	} {
		if got := tt.f.String(); got != tt.want {
			t.Errorf("Fix.String():\n\tgot  %s\n\twant %s", got, tt.want)
		}
	}
}
