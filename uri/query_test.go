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
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

type pair struct{ k, v string }

// valuesTests give a query and the pairs QueryValues reads from it.
var valuesTests = []struct {
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
	// ";" is not a separator.
	{"a=1;b=2", []pair{{"a", "1;b=2"}}},
	// Octets decoded as they are, UTF-8 or not.
	{"n=J%C3%BCrgen&b=%FF", []pair{{"n", "J\u00fcrgen"}, {"b", "\xff"}}},
	// Query characters that are no form delimiters stay.
	{"p=/?:@!$'()*,~", []pair{{"p", "/?:@!$'()*,~"}}},
}

// pairsOf returns the pairs of v in order.
func pairsOf(v uri.Values) []pair {
	var ps []pair
	for k, s := range v.All() {
		ps = append(ps, pair{k, s})
	}
	return ps
}

func TestQueryValues(t *testing.T) {
	for _, tt := range valuesTests {
		r := uri.MustParse("http://h/p?" + tt.q)
		v := r.QueryValues()
		if got := pairsOf(v); !reflect.DeepEqual(got, tt.want) || v.Len() != len(tt.want) {
			t.Errorf("QueryValues(%q).All():\n\tgot  %q (Len %d)\n\twant %q", tt.q, got, v.Len(), tt.want)
		}
		// Get gives the first value of each key, GetAll all of them.
		all := map[string][]string{}
		for _, p := range tt.want {
			all[p.k] = append(all[p.k], p.v)
		}
		for k, vs := range all {
			if got := v.Get(k); got != vs[0] || !v.Has(k) {
				t.Errorf("QueryValues(%q).Get(%q):\n\tgot  %q, Has %v\n\twant %q, true", tt.q, k, got, v.Has(k), vs[0])
			}
			if got := v.GetAll(k); !slices.Equal(got, vs) {
				t.Errorf("QueryValues(%q).GetAll(%q):\n\tgot  %q\n\twant %q", tt.q, k, got, vs)
			}
		}
		if v.Get("absent") != "" || v.Has("absent") || v.GetAll("absent") != nil {
			t.Errorf("QueryValues(%q): an absent key is found", tt.q)
		}
		// Stopping early is honoured.
		for range v.All() {
			break
		}
		// Written back, the query holds the same pairs.
		back := r.WithQueryValues(v)
		if got := pairsOf(back.QueryValues()); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("WithQueryValues(QueryValues(%q)) = %q:\n\tgot  %q\n\twant %q", tt.q, back, got, tt.want)
		}
	}
	if v := (uri.Ref{}).QueryValues(); v.Len() != 0 {
		t.Errorf("Ref{}.QueryValues().Len() = %d, want 0", v.Len())
	}
}

// TestValuesEdit follows a Values through its changes.
func TestValuesEdit(t *testing.T) {
	v := uri.MustParse("?b=2&a=1&b=3&c=&b=4").QueryValues()
	v.Set("b", "x") // the first b keeps its place, the others go
	v.Add("a", "0")
	v.Set("d", "new") // appended
	if got, want := pairsOf(v), []pair{{"b", "x"}, {"a", "1"}, {"c", ""}, {"a", "0"}, {"d", "new"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Set, Add, Set:\n\tgot  %q\n\twant %q", got, want)
	}
	v.Del("c")
	v.Sort() // stable: a=1 before a=0
	if got, want := pairsOf(v), []pair{{"a", "1"}, {"a", "0"}, {"b", "x"}, {"d", "new"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Del, Sort:\n\tgot  %q\n\twant %q", got, want)
	}
	if got, want := v.Encode(), "a=1&a=0&b=x&d=new"; got != want {
		t.Errorf("Encode:\n\tgot  %q\n\twant %q", got, want)
	}
	var z uri.Values // the zero Values is ready to use
	z.Del("x")
	z.Sort()
	z.Add("k", "v")
	if z.Encode() != "k=v" || z.Len() != 1 {
		t.Errorf("zero Values after Add: %q", z.Encode())
	}
}

// encodeTests give pairs and the query Encode writes.
var encodeTests = []struct {
	pairs []pair
	want  string
}{
	{nil, ""},
	{[]pair{{"a", "1"}, {"b", ""}, {"a", "2"}}, "a=1&b=&a=2"},
	// The form delimiters and "%" are encoded, a space is "+".
	{[]pair{{"k=&+", "a b%c;d"}}, "k%3D%26%2B=a+b%25c%3Bd"},
	// 3.4: query characters stay, the rest is encoded (UTF-8 octets).
	{[]pair{{"p", "/?:@!$'()*,~-._"}, {"x", "#[]\"<>\\^`{|}\x00\u00e9"}}, "p=/?:@!$'()*,~-._&x=%23%5B%5D%22%3C%3E%5C%5E%60%7B%7C%7D%00%C3%A9"},
	// An empty pair is "=".
	{[]pair{{"", ""}}, "="},
}

func TestEncode(t *testing.T) {
	for _, tt := range encodeTests {
		var v uri.Values
		for _, p := range tt.pairs {
			v.Add(p.k, p.v)
		}
		got := v.Encode()
		if got != tt.want {
			t.Errorf("Encode(%q):\n\tgot  %q\n\twant %q", tt.pairs, got, tt.want)
		}
		// It reads back, as a valid query, with QueryValues and url.ParseQuery.
		r, err := uri.Parse("?" + got)
		if err != nil {
			t.Errorf("Parse(%q): %v", "?"+got, err)
			continue
		}
		if back := pairsOf(r.QueryValues()); !slices.Equal(back, tt.pairs) {
			t.Errorf("QueryValues(Encode(%q)):\n\tgot  %q\n\twant %q", tt.pairs, back, tt.pairs)
		}
		vals, err := url.ParseQuery(got)
		want := url.Values{}
		for _, p := range tt.pairs {
			want[p.k] = append(want[p.k], p.v)
		}
		if err != nil || !maps.EqualFunc(vals, want, slices.Equal) {
			t.Errorf("url.ParseQuery(Encode(%q)):\n\tgot  %v, %v\n\twant %v", tt.pairs, vals, err, want)
		}
	}
}

// withQueryValuesTests: only the query changes; no pairs, no query.
var withQueryValuesTests = []struct {
	in, add, want string
}{
	// The path keeps its triplets: "%2541" is not decoded.
	{"http://a/50%2541/x?q=1", "lang=fr", "http://a/50%2541/x?q=1&lang=fr"},
	{"http://a/b#frag", "k=a b", "http://a/b?k=a+b#frag"},
	{"mailto:x@y", "subject=Hi there", "mailto:x@y?subject=Hi+there"},
	{"http://a/?x=%7e", "", "http://a/?x=~"},
	{"http://a/?", "", "http://a/"},
	{"http://a/?&#f", "", "http://a/#f"},
}

func TestWithQueryValues(t *testing.T) {
	for _, tt := range withQueryValuesTests {
		r := uri.MustParse(tt.in)
		v := r.QueryValues()
		if k, s, ok := strings.Cut(tt.add, "="); ok {
			v.Add(k, s)
		}
		if got := r.WithQueryValues(v); got.String() != tt.want {
			t.Errorf("Parse(%q).WithQueryValues(+%q):\n\tgot  %q\n\twant %q", tt.in, tt.add, got, tt.want)
		}
	}
	if got := (uri.Ref{}).WithQueryValues(uri.Values{}); got.IsValid() {
		t.Errorf("Ref{}.WithQueryValues: %q, want the zero Ref", got)
	}
}

func TestValuesFromURL(t *testing.T) {
	u := url.Values{"z": {"1", "2"}, "a": {"x y"}, "m": {""}, "é": {"&"}}
	v := uri.ValuesFromURL(u)
	if got, want := v.Encode(), "a=x+y&m=&z=1&z=2&%C3%A9=%26"; got != want {
		t.Errorf("ValuesFromURL(%v).Encode():\n\tgot  %q\n\twant %q", u, got, want)
	}
	// The order of url.Values.Encode.
	var keys []string
	for k := range v.All() {
		keys = append(keys, k)
	}
	if got, want := keys, []string{"a", "m", "z", "z", "é"}; !slices.Equal(got, want) {
		t.Errorf("ValuesFromURL(%v) keys:\n\tgot  %q\n\twant %q", u, got, want)
	}
	back, err := url.ParseQuery(v.Encode())
	if err != nil || !maps.EqualFunc(back, u, slices.Equal) || u.Encode() != ((&url.URL{RawQuery: v.Encode()}).Query()).Encode() {
		t.Errorf("url.ParseQuery(%q) = %v, %v; want %v", v.Encode(), back, err, u)
	}
}

// hostnameTests give a reference's Hostname and PortNumber.
var hostnameTests = []struct {
	in     string
	host   string
	port   uint16
	portOK bool
}{
	// 3.2.2: a reg-name with its case, decoded; an IPv4 address.
	{"http://Example.COM:8080/", "Example.COM", 8080, true},
	{"http://b%C3%BCcher.example/", "bücher.example", 0, false},
	{"http://%65vil.com/", "evil.com", 0, false},
	{"http://a%25b/", "a%b", 0, false},
	{"http://192.0.2.1:0/", "192.0.2.1", 0, true},
	// 3.2.2: a triplet no host name holds: no host to dial.
	{"http://a%2Fb/", "", 0, false},
	{"http://a%00.b:80/", "", 80, true},
	{"http://%5B%3A%3A1%5D/", "", 0, false},
	// 3.2.2: IP-literals without brackets; RFC 6874 zone decoded.
	{"http://[2001:db8::1]:443/", "2001:db8::1", 443, true},
	{"http://[fe80::1%25eth0]/", "fe80::1%eth0", 0, false},
	{"http://[fe80::1%25eth%2F0]/", "fe80::1%eth%2F0", 0, false},
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
		// As net/url dials it.
		if u, err := url.Parse(tt.in); err == nil && u.Hostname() != tt.host {
			t.Errorf("url.Parse(%q).Hostname() = %q, want %q", tt.in, u.Hostname(), tt.host)
		}
		if r.HostKind() != uri.HostIPvFuture && r.URL().Hostname() != tt.host {
			t.Errorf("Parse(%q).URL().Hostname() = %q, want %q", tt.in, r.URL().Hostname(), tt.host)
		}
	}
	if h := (uri.Ref{}).Hostname(); h != "" {
		t.Errorf("Ref{}.Hostname():\n\tgot  %q\n\twant \"\"", h)
	}
}

func ExampleRef_Hostname() {
	for _, s := range []string{"https://example.com:8443/", "http://[2001:db8::1]:80/", "http://[fe80::1%25eth0]/", "http://%65vil.com/"} {
		r, _ := uri.NewParser(uri.AllowZoneID(true)).Parse(s)
		fmt.Println(r.Hostname())
	}
	// Output:
	// example.com
	// 2001:db8::1
	// fe80::1%eth0
	// evil.com
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
