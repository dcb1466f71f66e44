//go:build !purego

package syntax

import (
	"math/rand/v2"
	"testing"
)

// skipTailByte is skipTail one byte at a time: the reference. The path
// runs from i, a '?' that ends it starts the query, a '#' that ends
// either starts the fragment.
func skipTailByte(s string, i int, pct *bool) (pe, qe, k int) {
	k = skipTripletsByte(s, i, cPath, pct)
	pe, qe = k, k
	if k < len(s) && s[k] == '?' {
		k = skipTripletsByte(s, k+1, cQuery, pct)
		qe = k
	}
	if k < len(s) && s[k] == '#' {
		k = skipTripletsByte(s, k+1, cQuery, pct)
	}
	return pe, qe, k
}

// checkTail checks skipTail against skipTailByte on s from i.
func checkTail(t *testing.T, s string, i int) {
	t.Helper()
	var got, want bool
	pe, qe, k := skipTail(s, i, nibbleOf(cPath), nibbleOf(cQuery), &got)
	if !haveSkipRun {
		if pe != i || qe != i || k != i || got {
			t.Fatalf("skipTail(%q, %d) without SSSE3 = %d, %d, %d, pct %v; want it to stop at once", s, i, pe, qe, k, got)
		}
		return
	}
	wpe, wqe, wk := skipTailByte(s, i, &want)
	if pe != wpe || qe != wqe || k != wk || got != want {
		t.Fatalf("skipTail(%q, %d) = %d, %d, %d, pct %v; want %d, %d, %d, %v", s, i, pe, qe, k, got, wpe, wqe, wk, want)
	}
}

// TestSkipTail: the one run over path, query and fragment ends each where
// the component scans do: every string over an alphabet of class bytes,
// both delimiters, '%', hex digits and a stop, up to 6 bytes, from every
// offset, and random ones up to 90 bytes with delimiters and triplets in
// every lane of a step.
func TestSkipTail(t *testing.T) {
	n := 0
	eachString("a?#%4 /", 6, func(s string) {
		for i := range len(s) + 1 {
			checkTail(t, s, i)
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
				checkTail(t, string(b), i)
				n++
			}
		}
	}
	t.Logf("%d runs agree", n)
}

// TestSkipTailWithoutSSSE3: without SSSE3 skipTail stops at once, and
// Parse's component scans read the reference.
func TestSkipTailWithoutSSSE3(t *testing.T) {
	defer func(v bool) { haveSkipRun = v }(haveSkipRun)
	haveSkipRun = false
	TestSkipTail(t)
	for _, s := range []string{"http://a/b?c#d", "/p%41th?q#f", "a?b#c"} {
		if _, f := Parse(s, 0); f != nil {
			t.Errorf("Parse(%q) without SSSE3: %v", s, f)
		}
	}
}

// FuzzSkipTail: the same on any string, from any offset.
func FuzzSkipTail(f *testing.F) {
	f.Add("/a/b%41?q=%2f&r#frag?#", 0)
	f.Add("/0123456789abcdef?0123456789abcdef#0123456789abcdef", 3)
	f.Fuzz(func(t *testing.T, s string, i int) {
		if i < 0 || i > len(s) {
			return
		}
		checkTail(t, s, i)
	})
}
