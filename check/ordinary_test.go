package check

// Both ways: an internationalized name is ordinary and gets no warning,
// however it is written (TestOrdinary); every danger warns, however it is
// written (TestDangers).

import (
	"net/url"
	"strings"
	"testing"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/whatwg/diff"
	"golang.org/x/net/idna"
)

// ordinaryNames are internationalized domain names in many scripts, each a
// word of its language ("example", "book", "test") and, where the script
// has one, a top-level label of it (the IANA test TLDs).
var ordinaryNames = []string{
	"bücher.example", "résumé.example", "español.example", "straße.example", // Latin
	"příklad.example", "przykład.example", "örnek.example", "ví-dụ.example", "dæmi.example",
	"пример.испытание", "приклад.example", "жишээ.example", // Cyrillic
	"παράδειγμα.δοκιμή",            // Greek
	"օրինակ.example",               // Armenian
	"მაგალითი.example",             // Georgian
	"דוגמה.טעסט",                   // Hebrew
	"مثال.إختبار", "نمونه.example", // Arabic
	"ܡܬܠܐ.example",     // Syriac
	"उदाहरण.परीक्षा",   // Devanagari
	"উদাহরণ.example",   // Bengali
	"ਉਦਾਹਰਨ.example",   // Gurmukhi
	"ઉદાહરણ.example",   // Gujarati
	"உதாரணம்.பரிட்சை",  // Tamil
	"ఉదాహరణ.example",   // Telugu
	"ಉದಾಹರಣೆ.example",  // Kannada
	"ഉദാഹരണം.example",  // Malayalam
	"උදාහරණය.example",  // Sinhala
	"ตัวอย่าง.example", // Thai
	"ຕົວຢ່າງ.example",  // Lao
	"ဥပမာ.example",     // Myanmar
	"ឧទាហរណ៍.example",  // Khmer
	"དཔེ.example",      // Tibetan
	"ምሳሌ.example",      // Ethiopic
	"例子.测试", "例子.測試",   // Han
	"例え.テスト", "れい.example", "テスト.example", // Japanese: Han with Hiragana, Katakana
	"실례.테스트",         // Hangul
	"ᎠᏍᎦᏯ.example",   // Cherokee
	"ᐅᖃᐅᓯᖅ.example",  // Canadian Aboriginal syllabics
	"ꦲꦸꦢꦲꦫꦟ.example", // Javanese
	"ⴰⵎⴷⵢⴰ.example",  // Tifinagh
	"ދިވެހި.example", // Thaana
	"ߞߊ߬ߙߊ߲.example", // NKo
	"ᠮᠣᠩᠭᠣᠯ.example", // Mongolian
}

// spellings are the three ways of writing a name: as Unicode (an IRI),
// as percent-encoded UTF-8 (RFC 3986 3.2.2) and in punycode (RFC 3492).
func spellings(t *testing.T, name string) (unicode, encoded, puny string) {
	t.Helper()
	a, err := idna.Lookup.ToASCII(name)
	if err != nil {
		t.Fatalf("ToASCII(%q): %v", name, err)
	}
	return name, url.PathEscape(name), a
}

func TestOrdinary(t *testing.T) {
	for _, name := range ordinaryNames {
		u, e, p := spellings(t, name)
		for _, tt := range []struct {
			in  string
			iri bool
		}{
			{"https://" + u + "/", true},
			{"https://" + e + "/", false},
			{"https://" + e + "/", true},
			{"https://" + p + "/", false},
			{"https://" + p + "/", true},
			{"https://www." + p + ":443/a?b#c", false},
		} {
			f, fn := URI, "URI"
			if tt.iri {
				f, fn = IRI, "IRI"
			}
			if r := f(tt.in); !r.Valid || len(r.Warnings) != 0 {
				t.Errorf("%s(%q):\n\tgot  valid %v, %v %v\n\twant valid, no warning", fn, tt.in, r.Valid, r.Err, r.Warnings)
			}
		}
		// diff: the percent-encoded and punycode spellings alike; the
		// Unicode one refused by RFC 3986 only, as any non-ASCII.
		for _, s := range []string{"https://" + e + "/", "https://" + p + "/"} {
			if r := diff.Compare(s); !r.Alike() {
				t.Errorf("diff.Compare(%q): %v, want alike", s, r.Disagreements)
			}
		}
		r := diff.Compare("https://" + u + "/")
		if w, _ := r.Worst(); len(r.Disagreements) != 1 || w.Component != diff.Validity || w.Danger != diff.DangerLow {
			t.Errorf("diff.Compare(%q): %v, want RFC 3986's refusal alone", "https://"+u+"/", r.Disagreements)
		}
	}
	scripts := map[string]bool{}
	for _, name := range ordinaryNames {
		for _, c := range name {
			if sc := iri.Script(c); sc != "" {
				scripts[sc] = true
			}
		}
	}
	t.Logf("%d names in %d scripts, written three ways: no warning (pass)", len(ordinaryNames), len(scripts))
}

// dangers: each danger, written every way it can be, warns with its code.
var dangers = []struct {
	code Code
	ins  []string // URI references and, after "iri:", IRI references
}{
	{Confusable, []string{"iri:http://аррӏе.com/", "http://%D0%B0%D1%80%D1%80%D3%8F%D0%B5.com/", "http://xn--80ak6aa92e.com/", "http://аррӏе.com/"}},
	{MixedScript, []string{"iri:http://аpple.com/", "http://%D0%B0pple.com/", "http://xn--pple-43d.com/", "http://аpple.com/", "iri:http://a/pаth"}},
	{Invisible, []string{"iri:http://exa\u200bmple.com/", "http://exa%E2%80%8Bmple.com/", "http://xn--example-2z6c.com/", "http://a/x%e2%80%8by", "http://a/x\u200by", "iri:http://a/x\u00a0y"}},
	{Bidi, []string{"iri:http://a/\u202egnp.exe", "http://a/%E2%80%AEgnp.exe", "iri:http://a/%E2%80%AEgnp.exe", "http://a/\u202egnp.exe", "http://xn--4dbc163r.com/", "http://a%D7%90.example/", "iri:http://aא.example/"}},
	{HostMapped, []string{"iri:http://ｅｘａｍｐｌｅ.com/", "http://%EF%BD%85xample.com/", "http://ｅｘａｍｐｌｅ.com/", "iri:http://evil\u3002com/", "iri:http://ex\u33c3mple.com/"}},
	{AmbiguousIP, []string{"http://127.1/", "http://0x7f.1/", "http://2130706433/", "http://0177.0.0.1/", "http://%31%32%37.1/", "iri:http://１２７.１/"}},
	{ParserDifferential, []string{"http://127.1/", "http://0x7f.1/", "http://%31%32%37.1/", "iri:http://１２７.１/", `http://evil.com\@good.com/`, "http://127.1\\x/", `http:\\evil.com`, "http:evil.com", "http:/evil.com", "https:///evil.com", " javascript:alert(1)", "java\tscript:alert(1)", "http://ev\til.com/"}},
	{UserinfoDeprecated, []string{"http://good.com@evil.com/", "http://good.com:@evil.com/", "https://good.com%2F@evil.com/", `http://evil.com\@good.com/`, "http://a b@evil.com/"}},
	{CredentialsPassword, []string{"ftp://u:p@h/", "http://user:pa ss@h/", "iri:http://ü:ß@h/"}},
	{EncodedControl, []string{"http://a/%0D%0A", "http://a/%0d%0a", "gopher://example.com:25/1%0D%0AHELO%20x", "http://a/\r\nx", "mailto:a@b?subject=x%0D%0ABcc:c@d"}},
	{PortService, []string{"gopher://example.com:25/1", "gopher://127.0.0.1:6379/_x", "gopher://h:11211/_x", "http://h:0025/", "gopher://example.com:25/1%0D%0AHELO%20x"}},
	{EncodedHost, []string{"http://%65vil.com/", "http://ex%41mple.com/", "http://%C3.com/"}},
	{DotSegments, []string{"http://a/b/../c", "http://a/b/%2e%2e/c", "http://a/b/%2E%2E/c", "http://a/b/.%2e/c", "../../etc/passwd"}},
	{EncodedSlash, []string{"http://a/b%2Fc", "http://a/b%2fc"}},
	{ActiveScheme, []string{"javascript:alert(1)", "JavaScript:alert(1)", "javascript:alert(1) //x y", " javascript:alert(1)", "java\tscript:alert(1)", "vbscript:x", "data:text/html,x", "data:text/html,<script>alert(1)</script>", "data:TEXT/HTML;base64,PA==", "data:text%2Fhtml,x", "data:image/svg+xml,x"}},
	{IPHost, []string{"http://127.0.0.1/", "http://[::1]/", "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"}},
	{PortNondefault, []string{"http://a:8080/", "gopher://a:25/"}},
	{UnknownScheme, []string{"x-made-up:thing"}},
}

func TestDangers(t *testing.T) {
	n := 0
	for _, d := range dangers {
		for _, in := range d.ins {
			f, fn := URI, "URI"
			if s, ok := strings.CutPrefix(in, "iri:"); ok {
				in, f, fn = s, IRI, "IRI"
			}
			if r := f(in); !r.Has(d.code) {
				t.Errorf("%s(%q): no %s warning: valid %v, %v, %v", fn, in, d.code, r.Valid, r.Err, r.Warnings)
			}
			n++
		}
	}
	for _, c := range Codes() {
		if !hasDanger(c) {
			t.Errorf("code %s has no case in dangers", c)
		}
	}
	t.Logf("%d dangers in %d spellings: each warns (pass)", len(dangers), n)
}

func hasDanger(c Code) bool {
	for _, d := range dangers {
		if d.code == c {
			return true
		}
	}
	return false
}
