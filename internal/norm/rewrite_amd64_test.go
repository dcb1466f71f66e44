package norm

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/syntax"
)

// wholeTriplets reports whether every '%' of s starts a triplet.
func wholeTriplets(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if i+2 >= len(s) || !syntax.IsHexDig(s[i+1]) || !syntax.IsHexDig(s[i+2]) {
				return false
			}
			i += 2
		}
	}
	return true
}

// checkRun checks lowerInto and tripletsInto (the assembly) against
// lowerIntoWords and tripletsIntoWords on the component s, written at
// offset m of a buffer with room bytes to spare.
func checkRun(t *testing.T, s string, m, room int) {
	t.Helper()
	run := func(f func(buf []byte, pct *bool) int) (string, bool) {
		buf := make([]byte, m+len(s)+room)
		var pct bool
		e := f(buf, &pct)
		if e < 0 {
			return "-1", pct
		}
		return string(buf[m:e]), pct
	}
	for _, c := range []struct {
		name      string
		got, want func(buf []byte, pct *bool) int
	}{
		{"lowerInto",
			func(b []byte, p *bool) int { return lowerInto(b, m, s, 0, len(s), p) },
			func(b []byte, p *bool) int { return lowerIntoWords(b, m, s, 0, len(s), p) }},
		{"tripletsInto",
			func(b []byte, p *bool) int { return tripletsInto(b, m, s, 0, len(s), false, p) },
			func(b []byte, p *bool) int { return tripletsIntoWords(b, m, s, 0, len(s), false, p) }},
		{"tripletsInto path",
			func(b []byte, p *bool) int { return tripletsInto(b, m, s, 0, len(s), true, p) },
			func(b []byte, p *bool) int { return tripletsIntoWords(b, m, s, 0, len(s), true, p) }},
	} {
		g, gp := run(c.got)
		w, wp := run(c.want)
		if g != w || gp != wp && w != "-1" {
			t.Fatalf("%s(%q) at %d, %d to spare = %q, pct %v; want %q, %v", c.name, s, m, room, g, gp, w, wp)
		}
	}
}

// TestTripletsRun: the assembly writes what the word-at-a-time writers
// do: random components of letters of both cases, unreserved and
// reserved characters, octets from 0x80 and triplets of every kind
// (unreserved or not, hex digits in either case, "%2E"), up to 80 bytes,
// at several offsets and with several amounts of room.
func TestTripletsRun(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	const hex = "0123456789abcdefABCDEF"
	const plain = "aZ09-._~/:@!$&'()*+,;=?\x80\xff"
	n := 0
	for range 30000 {
		var b strings.Builder
		for b.Len() < rng.IntN(81) {
			switch r := rng.IntN(10); {
			case r == 0:
				b.WriteByte('%')
				b.WriteByte(hex[rng.IntN(len(hex))])
				b.WriteByte(hex[rng.IntN(len(hex))])
			case r == 1:
				b.WriteString([]string{"%2E", "%2e", "%7e", "%7E", "%41", "%5a", "%2F", "%25"}[rng.IntN(8)])
			case r == 2:
				b.WriteByte(plain[rng.IntN(len(plain))])
			default:
				b.WriteByte('A' + byte(rng.IntN(58)))
			}
		}
		s := b.String()
		for _, m := range []int{0, 3} {
			for _, room := range []int{0, 1, 15, 16, 40} {
				checkRun(t, s, m, room)
				n++
			}
		}
	}
	t.Logf("%d runs agree", n)
}

// FuzzTripletsRun: the same on any component whose triplets are whole.
func FuzzTripletsRun(f *testing.F) {
	f.Add("WWW.EXAMPLE.COM%7e", 0, 0)
	f.Add("/a/%2e%2E/b%2fc", 2, 16)
	f.Add("url=%40tapjs%2Fcore", 1, 3)
	f.Fuzz(func(t *testing.T, s string, m, room int) {
		if !wholeTriplets(s) || m < 0 || m > 64 || room < 0 || room > 64 {
			return
		}
		checkRun(t, s, m, room)
	})
}
