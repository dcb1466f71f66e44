package jsonl

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// stringTests: strings as String writes them, which must be what
// encoding/json writes with HTML escaping off (RFC 8259 7).
var stringTests = []string{
	"http://a/b?x=1&y=<z>", // '&', '<', '>' as written (SetEscapeHTML(false))
	"a\"b\\c",              // RFC 8259 7: quotation mark and reverse solidus escaped
	"\x00\x01\x1f\x7f",     // RFC 8259 7: controls U+0000-001F escaped, DEL as is
	"\b\f\n\r\t",           // the two-character escapes
	"\u2028\u2029",         // line and paragraph separators, escaped for JavaScript
	"a\xffb\xc3",           // bytes that are not UTF-8: U+FFFD
	"\xed\xa0\x80",         // a surrogate's encoding is not UTF-8: one U+FFFD per byte
	"résumé 納豆 \u202e 𐌀",   // other characters as they are
	"",                     // the empty string
}

func TestString(t *testing.T) {
	for _, s := range stringTests {
		checkString(t, s)
	}
}

func FuzzString(f *testing.F) {
	for _, s := range stringTests {
		f.Add(s)
	}
	f.Fuzz(checkString)
}

// checkString: String writes what encoding/json writes, and the text
// reads back as s once bytes that are not UTF-8 are U+FFFD.
func checkString(t *testing.T, s string) {
	var got, want strings.Builder
	String(&got, s)
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	if got.String()+"\n" != want.String() {
		t.Errorf("String(%q):\n\tgot  %v\n\twant %v", s, got.String(), strings.TrimSuffix(want.String(), "\n"))
	}
	var back string
	if err := json.Unmarshal([]byte(got.String()), &back); err != nil || back != strings.ToValidUTF8(s, "\ufffd") && utf8.ValidString(s) {
		t.Errorf("String(%q) reads back as %q, %v", s, back, err)
	}
}

type inner struct {
	Host *string `json:"host"`
	Port *string `json:"port"`
}

type result struct {
	Input string `json:"input"`
	Valid bool   `json:"valid"`
	inner
	Offset int      `json:"offset,omitempty"`
	Count  uint8    `json:"count"`
	Note   string   `json:"-"`
	Items  []item   `json:"items"`
	Bytes  []byte   `json:"bytes,omitempty"`
	Any    any      `json:"any"`
	Ratio  float64  `json:"ratio,omitempty"`
	NoTag  string   // a member without a tag is named after its field
	Names  []string `json:"names,omitempty"`
}

type item struct {
	Offset int    `json:"offset"`
	Was    string `json:"was"`
}

func ptr(s string) *string { return &s }

// objectTests: values as WriteLine writes them: the text of encoding/json,
// plus NAME_base64 after a string member that is not UTF-8.
var objectTests = []struct {
	v    any
	want string
}{
	// Embedded structs flattened, null when absent, omitempty honoured,
	// "-" skipped, a member without a tag named after its field.
	{result{Input: "http://a:/", Valid: true, inner: inner{Host: ptr("a"), Port: ptr("")}},
		`{"input":"http://a:/","valid":true,"host":"a","port":"","count":0,"items":null,"any":null,"NoTag":""}`},
	{&result{Input: "a", Offset: 3, Count: 7, Items: []item{}, Any: 1.5, Ratio: 0.25, Names: []string{"x", "y"}},
		`{"input":"a","valid":false,"host":null,"port":null,"offset":3,"count":7,"items":[],"any":1.5,"ratio":0.25,"NoTag":"","names":["x","y"]}`},
	// A slice of objects, and []byte by encoding/json (base64).
	{result{Items: []item{{1, "<"}, {2, "&"}}, Bytes: []byte("hi")},
		`{"input":"","valid":false,"host":null,"port":null,"count":0,"items":[{"offset":1,"was":"<"},{"offset":2,"was":"&"}],"bytes":"aGk=","any":null,"NoTag":""}`},
	// Not UTF-8: the exact bytes in standard base64 (RFC 4648 4), after
	// the member, through a pointer too.
	{result{Input: "a\xffb", inner: inner{Host: ptr("\xfe\xff")}},
		`{"input":"a\ufffdb","input_base64":"Yf9i","valid":false,"host":"\ufffd\ufffd","host_base64":"/v8=","port":null,"count":0,"items":null,"any":null,"NoTag":""}`},
	// Values other than structs.
	{[]item{{1, "x"}}, `[{"offset":1,"was":"x"}]`},
	{"a<b", `"a<b"`},
	{nil, `null`},
	{(*result)(nil), `null`},
	{map[string]int{"b": 2, "a": 1}, `{"a":1,"b":2}`},
}

func TestWriteLine(t *testing.T) {
	for _, tt := range objectTests {
		var b bytes.Buffer
		WriteLine(&b, tt.v)
		if got := b.String(); got != tt.want+"\n" {
			t.Errorf("WriteLine(%+v):\n\tgot  %v\n\twant %v", tt.v, got, tt.want)
		}
		// Without bytes that are not UTF-8, encoding/json's text.
		if !strings.Contains(tt.want, "_base64") {
			var w strings.Builder
			enc := json.NewEncoder(&w)
			enc.SetEscapeHTML(false)
			enc.Encode(tt.v)
			if w.String() != b.String() {
				t.Errorf("WriteLine(%+v):\n\tgot  %v\n\twant %v (encoding/json)", tt.v, b.String(), w.String())
			}
		}
	}
}

// TestBase64: standard base64 of strings across the pieces it is written
// in (768 bytes each).
func TestBase64(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 767, 768, 769, 2000} {
		s := strings.Repeat("\xff\x00a", n)[:n]
		var b strings.Builder
		Base64(&b, s)
		if want := `"` + base64.StdEncoding.EncodeToString([]byte(s)) + `"`; b.String() != want {
			t.Errorf("Base64(%d bytes):\n\tgot  %.40s...\n\twant %.40s...", n, b.String(), want)
		}
	}
}

// TestLargeMember: a member of 4 MiB costs no copy of itself.
func TestLargeMember(t *testing.T) {
	s := strings.Repeat("a\u202e\xff", 1<<20)
	v := result{Input: s}
	var w countWriter
	allocs := testing.AllocsPerRun(2, func() { WriteLine(&w, v) })
	if allocs > 10 {
		t.Errorf("WriteLine of a %d-byte member: %v allocations, want at most 10", len(s), allocs)
	}
}

// countWriter counts what is written to it.
type countWriter struct{ n int }

func (w *countWriter) Write(p []byte) (int, error)       { w.n += len(p); return len(p), nil }
func (w *countWriter) WriteString(s string) (int, error) { w.n += len(s); return len(s), nil }
func (w *countWriter) WriteByte(byte) error              { w.n++; return nil }
