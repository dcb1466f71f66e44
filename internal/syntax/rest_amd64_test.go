//go:build !purego

package syntax

import (
	"math/rand/v2"
	"testing"
)

// skipRestByte is skipRest one byte at a time: the reference. With
// fromHost a reg-name runs from i, and a '/', '?' or '#' that ends it
// goes on with the path (the '/' in it), which runs from i otherwise; a
// '?' that ends the path starts the query, a '#' that ends either starts
// the fragment.
func skipRestByte(s string, i int, fromHost bool, pct *bool) (he, pe, qe, k int) {
	k = i
	if fromHost {
		k = skipTripletsByte(s, i, cRegName, pct)
		if k < len(s) && s[k] != '/' && s[k] != '?' && s[k] != '#' {
			return k, k, k, k
		}
	}
	he = k
	k = skipTripletsByte(s, k, cPath, pct)
	pe, qe = k, k
	if k < len(s) && s[k] == '?' {
		k = skipTripletsByte(s, k+1, cQuery, pct)
		qe = k
	}
	if k < len(s) && s[k] == '#' {
		k = skipTripletsByte(s, k+1, cQuery, pct)
	}
	return he, pe, qe, k
}

// checkRest checks skipRest against skipRestByte on s from i, from a host
// and from a path.
func checkRest(t *testing.T, s string, i int) {
	t.Helper()
	for _, fromHost := range []bool{false, true} {
		var got, want bool
		he, pe, qe, k := skipRest(s, i, fromHost, &got)
		if !haveSkipRun {
			if he != i || pe != i || qe != i || k != i || got {
				t.Fatalf("skipRest(%q, %d, %v) without SSSE3 = %d, %d, %d, %d, pct %v; want it to stop at once",
					s, i, fromHost, he, pe, qe, k, got)
			}
			continue
		}
		whe, wpe, wqe, wk := skipRestByte(s, i, fromHost, &want)
		if he != whe || pe != wpe || qe != wqe || k != wk || got != want {
			t.Fatalf("skipRest(%q, %d, %v) = %d, %d, %d, %d, pct %v; want %d, %d, %d, %d, %v",
				s, i, fromHost, he, pe, qe, k, got, whe, wpe, wqe, wk, want)
		}
	}
}

// TestSkipRest: the one run over host, path, query and fragment ends each
// where the component scans do: every string over an alphabet of class
// bytes, the delimiters, '%', a hex digit and stops, up to 6 bytes, from
// every offset, and random ones up to 90 bytes with delimiters and
// triplets in every lane of a step.
func TestSkipRest(t *testing.T) {
	n := 0
	eachString("a?#%4 /:", 6, func(s string) {
		for i := range len(s) + 1 {
			checkRest(t, s, i)
			n++
		}
	})
	rng := rand.New(rand.NewPCG(11, 12))
	pieces := []string{"%41", "%2f", "%4", "%", "a", "Zz09", "abcdefghijklmnop", "/", "?", "#", "??", "##", " ", "\x80", ":@", "[", "="}
	for range 20000 {
		var b []byte
		for len(b) < 90 && rng.IntN(30) != 0 {
			b = append(b, pieces[rng.IntN(len(pieces))]...)
		}
		for _, i := range []int{0, 1, len(b) / 2, len(b)} {
			if i <= len(b) {
				checkRest(t, string(b), i)
				n++
			}
		}
	}
	t.Logf("%d runs agree", n)
}

// TestSkipRestWithoutSSSE3: without SSSE3 skipRest stops at once, and
// Parse's component scans read the reference.
func TestSkipRestWithoutSSSE3(t *testing.T) {
	defer func(v bool) { haveSkipRun = v }(haveSkipRun)
	haveSkipRun = false
	TestSkipRest(t)
	for _, s := range []string{"http://a/b?c#d", "//h%41?q", "/p%41th?q#f", "a?b#c"} {
		if _, f := Parse(s, 0); f != nil {
			t.Errorf("Parse(%q) without SSSE3: %v", s, f)
		}
	}
}

// FuzzSkipRest: the same on any string, from any offset.
func FuzzSkipRest(f *testing.F) {
	f.Add("/a/b%41?q=%2f&r#frag?#", 0)
	f.Add("host.example/0123456789abcdef?0123456789abcdef#0123456789abcdef", 3)
	f.Add("h%41:80/p", 0)
	f.Fuzz(func(t *testing.T, s string, i int) {
		if i < 0 || i > len(s) {
			return
		}
		checkRest(t, s, i)
	})
}
