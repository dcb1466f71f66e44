package uri_test

// This file tests the form-data reading and writing of a query (RFC 3986
// 3.4 with the application/x-www-form-urlencoded convention) and the host
// and port accessors for dialing (3.2.2, 3.2.3).

import (
	"fmt"
	"maps"
	"net/url"
	"reflect"
	"slices"
	"testing"

	"github.com/urikit/urikit/uri"
)

type pair struct{ k, v string }

// formTests give a query and the pairs Form.All reads from it.
var formTests = []struct {
	q    string
	want []pair
}{
	// 3.4: no query, an empty one.
	{"", nil},
	// Pairs in order, duplicates kept.
	{"a=1&b=2&a=3", []pair{{"a", "1"}, {"b", "2"}, {"a", "3"}}},
	// A key without "=" has the value ""; the first "=" splits.
	{"a&b=&=c&d==e", []pair{{"a", ""}, {"b", ""}, {"", "c"}, {"d", "=e"}}},
	// Empty pairs are skipped.
	{"&&a=1&&", []pair{{"a", "1"}}},
	// "+" is a space; 2.1 triplets are decoded, keys included.
	{"q=a+b%2Bc&k%3D1=%26", []pair{{"q", "a b+c"}, {"k=1", "&"}}},
	// A "%" without two hex digits stays (only from a Form made by hand).
	{"a=%zz%4", []pair{{"a", "%zz%4"}}},
	// ";" is not a separator.
	{"a=1;b=2", []pair{{"a", "1;b=2"}}},
	// Non-ASCII octets decoded as they are.
	{"n=J%C3%BCrgen", []pair{{"n", "J\u00fcrgen"}}},
}

func TestFormAll(t *testing.T) {
	for _, tt := range formTests {
		var got []pair
		for k, v := range uri.Form(tt.q).All() {
			got = append(got, pair{k, v})
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Form(%q).All():\n\tgot  %q\n\twant %q", tt.q, got, tt.want)
		}
		// Get gives the first value of each key.
		seen := map[string]bool{}
		for _, p := range tt.want {
			if seen[p.k] {
				continue
			}
			seen[p.k] = true
			if v, ok := uri.Form(tt.q).Get(p.k); !ok || v != p.v {
				t.Errorf("Form(%q).Get(%q):\n\tgot  %q, %v\n\twant %q, true", tt.q, p.k, v, ok, p.v)
			}
		}
		if v, ok := uri.Form(tt.q).Get("absent"); ok {
			t.Errorf("Form(%q).Get(%q):\n\tgot  %q, true\n\twant \"\", false", tt.q, "absent", v)
		}
		// Stopping early is honoured.
		for range uri.Form(tt.q).All() {
			break
		}
	}
}

// encodeFormTests give pairs and the query EncodeForm writes.
var encodeFormTests = []struct {
	pairs []pair
	want  string
}{
	{nil, ""},
	{[]pair{{"a", "1"}, {"b", ""}, {"a", "2"}}, "a=1&b=&a=2"},
	// The form delimiters and "%" are encoded, a space is "+".
	{[]pair{{"k=&+", "a b%c;d"}}, "k%3D%26%2B=a+b%25c%3Bd"},
	// 3.4: query characters stay, the rest is encoded (UTF-8 octets).
	{[]pair{{"p", "/?:@!$'()*,~-._"}, {"x", "#[]\"<>\\^`{|}\x00\u00e9"}}, "p=/?:@!$'()*,~-._&x=%23%5B%5D%22%3C%3E%5C%5E%60%7B%7C%7D%00%C3%A9"},
}

func TestEncodeForm(t *testing.T) {
	for _, tt := range encodeFormTests {
		seq := func(yield func(string, string) bool) {
			for _, p := range tt.pairs {
				if !yield(p.k, p.v) {
					return
				}
			}
		}
		got := uri.EncodeForm(seq)
		if got != tt.want {
			t.Errorf("EncodeForm(%q):\n\tgot  %q\n\twant %q", tt.pairs, got, tt.want)
		}
		// It reads back, as a valid query, with Form and url.ParseQuery.
		r, err := uri.Parse("?" + got)
		if err != nil {
			t.Errorf("Parse(%q): %v", "?"+got, err)
			continue
		}
		var back []pair
		for k, v := range r.Form().All() {
			back = append(back, pair{k, v})
		}
		if !slices.Equal(back, tt.pairs) && len(tt.pairs) > 0 {
			t.Errorf("Form(EncodeForm(%q)).All():\n\tgot  %q\n\twant %q", tt.pairs, back, tt.pairs)
		}
		vals, err := url.ParseQuery(got)
		want := url.Values{}
		for _, p := range tt.pairs {
			want[p.k] = append(want[p.k], p.v)
		}
		if err != nil || !maps.EqualFunc(vals, want, slices.Equal) {
			t.Errorf("url.ParseQuery(EncodeForm(%q)):\n\tgot  %v, %v\n\twant %v", tt.pairs, vals, err, want)
		}
	}
}

// hostnameTests give a reference's Hostname and PortNumber.
var hostnameTests = []struct {
	in     string
	host   string
	port   uint16
	portOK bool
}{
	// 3.2.2: a reg-name as written, an IPv4 address.
	{"http://Example.COM:8080/", "Example.COM", 8080, true},
	{"http://b%C3%BCcher.example/", "b%C3%BCcher.example", 0, false},
	{"http://192.0.2.1:0/", "192.0.2.1", 0, true},
	// 3.2.2: IP-literals without brackets; RFC 6874 zone as written.
	{"http://[2001:db8::1]:443/", "2001:db8::1", 443, true},
	{"http://[fe80::1%25eth0]/", "fe80::1%25eth0", 0, false},
	{"http://[v1.x]/", "v1.x", 0, false},
	// 3.2.3: an empty port; leading zeros; the largest and an overflow.
	{"http://a:/", "a", 0, false},
	{"http://a:0080/", "a", 80, true},
	{"http://a:65535/", "a", 65535, true},
	{"http://a:65536/", "a", 0, false},
	{"http://a:99999999999999999999999/", "a", 0, false},
	// 3.2: an empty host, no authority.
	{"file:///x", "", 0, false},
	{"mailto:a@b", "", 0, false},
}

func TestHostnamePortNumber(t *testing.T) {
	for _, tt := range hostnameTests {
		r, err := uri.NewParser(uri.AllowZoneID(true)).Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Hostname(); got != tt.host {
			t.Errorf("Parse(%q).Hostname():\n\tgot  %q\n\twant %q", tt.in, got, tt.host)
		}
		if got, ok := r.PortNumber(); got != tt.port || ok != tt.portOK {
			t.Errorf("Parse(%q).PortNumber():\n\tgot  %d, %v\n\twant %d, %v", tt.in, got, ok, tt.port, tt.portOK)
		}
	}
	if h, p := (uri.Ref{}).Hostname(), (uri.Ref{}).Form(); h != "" || p != "" {
		t.Errorf("Ref{}.Hostname(), Form():\n\tgot  %q, %q\n\twant \"\", \"\"", h, p)
	}
}

func ExampleRef_Hostname() {
	for _, s := range []string{"https://example.com:8443/", "http://[2001:db8::1]:80/", "http://[fe80::1%25eth0]/"} {
		r, _ := uri.NewParser(uri.AllowZoneID(true)).Parse(s)
		fmt.Println(r.Hostname())
	}
	// Output:
	// example.com
	// 2001:db8::1
	// fe80::1%25eth0
}

func ExampleRef_PortNumber() {
	for _, s := range []string{"http://a:8080/", "http://a/", "http://a:/", "http://a:70000/"} {
		fmt.Println(uri.MustParse(s).PortNumber())
	}
	// Output:
	// 8080 true
	// 0 false
	// 0 false
	// 0 false
}

func ExampleRef_Form() {
	q := uri.MustParse("https://example.com/search?q=urikit+go&lang=en&q=rfc%203986").Form()
	for k, v := range q.All() {
		fmt.Printf("%s=%q\n", k, v)
	}
	// Output:
	// q="urikit go"
	// lang="en"
	// q="rfc 3986"
}

func ExampleForm_All() {
	for k, v := range uri.Form("a=1&flag&b=x%26y").All() {
		fmt.Printf("%q: %q\n", k, v)
	}
	// Output:
	// "a": "1"
	// "flag": ""
	// "b": "x&y"
}

func ExampleForm_Get() {
	f := uri.MustParse("/search?q=a+b&q=c&page=2").Form()
	fmt.Println(f.Get("q"))
	fmt.Println(f.Get("page"))
	fmt.Println(f.Get("sort"))
	// Output:
	// a b true
	// 2 true
	//  false
}

func ExampleEncodeForm() {
	pairs := func(yield func(string, string) bool) {
		_ = yield("q", "fish & chips") && yield("price", "<10€") && yield("q", "a+b=c")
	}
	q := uri.EncodeForm(pairs)
	fmt.Println(q)
	r, _ := uri.Build(uri.Parts{Scheme: "https", Host: "example.com", Path: "/search"})
	fmt.Println(r.String() + "?" + q)
	// Output:
	// q=fish+%26+chips&price=%3C10%E2%82%AC&q=a%2Bb%3Dc
	// https://example.com/search?q=fish+%26+chips&price=%3C10%E2%82%AC&q=a%2Bb%3Dc
}
