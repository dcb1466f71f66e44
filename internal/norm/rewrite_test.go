package norm

// Tests of the one-pass rewriter (rewrite.go) against the comparing
// writer (normalize.go): the same normal form of RFC 3986 6.2.2 and 6.2.3,
// byte for byte and offset for offset.

import (
	"strings"
	"testing"
)

// rewriteCases are references the rewriter takes, each with a comment on
// the rule of RFC 3986 6.2 it exercises.
var rewriteCases = []string{
	"HTTP://EXAMPLE.COM/./a/%7e?q=%2f#%3a",        // 6.2.2.1 case, 6.2.2.2 decoding, 6.2.2.3 dots
	"HTTP://User@EX%41mple.COM:0080/a/./b/../%7e", // 6.2.2.1 userinfo kept, 6.2.3 port zeros
	"http://h%2Ex%41MPLE.ABCDEFGHIJ.com/",         // 6.2.2.2 in a reg-name, word-wise lower case
	"http://%31.2.3.4/",                           // 3.2.2 a reg-name that decodes to an IPv4address
	"http://a:/",                                  // 6.2.3 empty port
	"http://a:80",                                 // 6.2.3 default port and empty path
	"foo://a:",                                    // 6.2.3 the output is a prefix of the input
	"HTTP://a/b#",                                 // 6.2.4 DropEmptyFragment
	"a/../b/./c:d",                                // 4.2 a relative path keeps its first segment
	"./a:b/../c",                                  // 4.2 "./" before a segment with ':'
	"foo:/.//a/./b",                               // 3.3 "/." keeps "//" a path
	"/a/b/../../..",                               // 5.2.4 climbing above the root
	"HTTP://a/" + strings.Repeat("%7e/./", 60) + "x", // longer than the stack buffer
	"http://a/b?%7e%7E%41%2f%2F%c3%a9",               // 6.2.2.1 hex case in the query
	"HTTP://a/././b/./c/.",                           // 5.2.4 B: "/./" in a row, then "/."
	"http://a/./../b/./.",                            // 5.2.4 B, then C
	"foo:/././/a",                                    // 5.2.4 B leaving "//", which "/." keeps a path
	"http://a/.well-known/./x/.hidden",               // "." starting a segment that is no dot-segment
	"http://a/0123456789abc/./d/./e%7e/./f/..g/.",    // "/./" cut as written, across the 16-byte steps
	"http://a/0123456789abcd/./x/../y/./z/..",        // ".." left to the general removal, after cuts
	"http://a/0123456789abcde/.%7e/..%7e/./",         // a "." or ".." segment start that a triplet continues
	"MAILTO:Joe@Example.ORG",                         // a scheme with a rule, whose generic part the rewriter writes
	"URN://H/" + strings.Repeat("%7e", 100),          // the same, longer than the stack buffer
}

func TestRewrite(t *testing.T) {
	for _, s := range rewriteCases {
		checkRewrite(t, s)
	}
}

// checkRewrite compares rewrite with normalizeW on s under every option
// set of slowOptions, in both grammars.
func checkRewrite(t *testing.T, s string) {
	t.Helper()
	for _, m := range []Mode{ZoneID, IRI | ZoneID} {
		r, fl := Parse(s, m)
		if fl != nil {
			continue
		}
		o0 := open(&r)
		for i := range slowOptions {
			o := &slowOptions[i]
			if !rewrites(&o0, o) {
				continue
			}
			var got ref
			ok := rewrite(&o0, o, &got)
			want := normalizeW(o0, o)
			if !ok {
				if strings.Contains(strings.ToUpper(s), "%2E") {
					continue
				}
				t.Fatalf("rewrite(%q, %+v) refused a path without %%2E", s, *o)
			}
			if got != want {
				t.Fatalf("rewrite(%q, %+v):\n\tgot  %+v\n\twant %+v", s, *o, got, want)
			}
		}
	}
}

// FuzzRewrite: the rewriter and the comparing writer agree on every
// reference the rewriter takes (string and layout).
func FuzzRewrite(f *testing.F) {
	for _, s := range rewriteCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRewrite(t, s) })
}
