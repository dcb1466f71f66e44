//go:build !purego

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

// checkRun checks lowerInto, pctInto and pathInto (the assembly) against
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
		{"pctInto",
			func(b []byte, p *bool) int { return pctInto(b, m, s, 0, len(s), p) },
			func(b []byte, p *bool) int { return tripletsIntoWords(b, m, s, 0, len(s), false, p) }},
		{"pathInto",
			func(b []byte, p *bool) int { return pathInto(b, m, s, 0, len(s), p) },
			func(b []byte, p *bool) int { return tripletsIntoWords(b, m, s, 0, len(s), true, p) }},
	} {
		g, gp := run(c.got)
		w, wp := run(c.want)
		if g != w || gp != wp && w != "-1" {
			t.Fatalf("%s(%q) at %d, %d to spare = %q, pct %v; want %q, %v", c.name, s, m, room, g, gp, w, wp)
		}
	}
	checkSegments(t, "/"+s, m, room)
	// The thirds of s as host, path and query, where each holds its
	// triplets whole.
	if h, p, q := s[:len(s)/3], s[len(s)/3:2*len(s)/3], s[2*len(s)/3:]; wholeTriplets(h) && wholeTriplets(p) && wholeTriplets(q) {
		checkRest(t, h, "/"+p, "?"+q, m, room)
	}
	checkRest(t, s, "/", "", m, room)
}

// checkRest checks restInto on the reg-name h, the path-abempty p and the
// query q (with its '?', or empty) against the word writers: the host as
// lowerIntoWords writes it, the path as checkSegments wants it, the query
// as tripletsIntoWords writes it, and the ends of the host and the path.
func checkRest(t *testing.T, h, p, q string, m, room int) {
	t.Helper()
	s := h + p + q
	buf := make([]byte, m+len(s)+room)
	var gp bool
	rest := restRun{pe: len(h) + len(p), qe: len(s)}
	e, dots := restInto(buf, m, s, 0, len(h), &gp, &rest)
	wb := make([]byte, m+len(s)+room)
	var wp bool
	he := lowerIntoWords(wb, m, s, 0, len(h), &wp)
	pe := tripletsIntoWords(wb, he, s, len(h), rest.pe, true, &wp)
	if e < 0 || pe < 0 {
		if e >= 0 || pe >= 0 {
			t.Fatalf("restInto(%q, %q, %q) at %d, %d to spare = %d; the word writers give %d", h, p, q, m, room, e, pe)
		}
		return
	}
	qe := tripletsIntoWords(wb, pe, s, rest.pe, rest.qe, false, &wp)
	if rest.hostEnd != he || string(buf[m:he]) != string(wb[m:he]) {
		t.Fatalf("restInto(%q, %q, %q): host %q, want %q", h, p, q, buf[m:rest.hostEnd], wb[m:he])
	}
	got, want := string(buf[he:rest.pathEnd]), syntax.RemoveDotSegments(string(wb[he:pe]))
	if dots {
		got = syntax.RemoveDotSegments(got)
	} else if syntax.DotSegmentAt(got) >= 0 {
		t.Fatalf("restInto(%q, %q, %q): path %q with a dot-segment but dots false", h, p, q, got)
	}
	if got != want || string(buf[rest.pathEnd:e]) != string(wb[pe:qe]) || gp != wp {
		t.Fatalf("restInto(%q, %q, %q) at %d, %d to spare: path %q (dots %v), query %q, pct %v; want %q, %q, %v",
			h, p, q, m, room, buf[he:rest.pathEnd], dots, buf[rest.pathEnd:e], gp, want, wb[pe:qe], wp)
	}
}

// checkSegments checks segmentsInto on the path-abempty p against
// tripletsIntoWords followed by the whole of 5.2.4: what it writes has the
// same dot-segments removed, and has none left unless it reports dots;
// its triplets are those of the word writer's.
func checkSegments(t *testing.T, p string, m, room int) {
	t.Helper()
	buf := make([]byte, m+len(p)+room)
	var gp, wp bool
	e, dots := segmentsInto(buf, m, p, 0, len(p), &gp)
	wb := make([]byte, m+len(p)+room)
	we := tripletsIntoWords(wb, m, p, 0, len(p), true, &wp)
	if we < 0 || e < 0 {
		if we >= 0 || e >= 0 {
			t.Fatalf("segmentsInto(%q) at %d, %d to spare = %d; the word writer gives %d", p, m, room, e, we)
		}
		return
	}
	want := syntax.RemoveDotSegments(string(wb[m:we]))
	got := string(buf[m:e])
	if dots {
		got = syntax.RemoveDotSegments(got)
	} else if syntax.DotSegmentAt(got) >= 0 {
		t.Fatalf("segmentsInto(%q) at %d, %d to spare = %q, with a dot-segment but dots false", p, m, room, buf[m:e])
	}
	if got != want || gp != wp {
		t.Fatalf("segmentsInto(%q) at %d, %d to spare = %q (dots %v, pct %v); want %q once dot-segments go (pct %v)",
			p, m, room, buf[m:e], dots, gp, want, wp)
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
			case r == 3:
				b.WriteString([]string{"/./", "/../", "/.", "/..", "./", ".x", "..x"}[rng.IntN(7)])
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
	f.Add("./a/./b/../c/.", 0, 16)
	f.Add("/./././x/..y/.z/..", 3, 0)
	f.Add(".well-known/./%7e/.%2e/", 0, 1)
	f.Fuzz(func(t *testing.T, s string, m, room int) {
		if !wholeTriplets(s) || m < 0 || m > 64 || room < 0 || room > 64 {
			return
		}
		checkRun(t, s, m, room)
	})
}

// TestTripletsRunRange: offsets out of range get -1, not a write.
func TestTripletsRunRange(t *testing.T) {
	buf := make([]byte, 8)
	var pct bool
	for _, c := range []struct {
		m    int
		s    string
		i, j int
	}{
		{9, "a", 0, 1},         // m past buf
		{-1, "a", 0, 1},        // m negative
		{0, "abc", 0, 4},       // j past s
		{0, "abc", 2, 1},       // i past j
		{0, "abc", -1, 1},      // i negative
		{6, "abc", 0, 3},       // no room from m
		{0, "abcdefghi", 0, 9}, // no room at all
	} {
		if got, _ := tripletsRun(buf, c.m, c.s, c.i, c.j, 0, &pct, nil); got != -1 {
			t.Errorf("tripletsRun(%d bytes, %d, %q, %d, %d) = %d, want -1", len(buf), c.m, c.s, c.i, c.j, got)
		}
	}
	if got, _ := tripletsRun(buf, 5, "abc", 0, 3, 0, &pct, nil); got != 8 || string(buf[5:]) != "abc" {
		t.Errorf("tripletsRun into the last 3 bytes = %d, %q; want 8, \"abc\"", got, buf[5:])
	}
	// runRest: the path's and the query's ends too.
	for _, c := range []struct {
		m, j   int
		pe, qe int
	}{
		{0, 2, 1, 3},  // the path ends before the host
		{0, 1, 3, 2},  // the query ends before the path
		{0, 1, 2, 9},  // the query ends past s
		{1, 1, 2, 8},  // no room from m for the query
		{0, 1, 2, -1}, // negative
	} {
		rest := restRun{pe: c.pe, qe: c.qe}
		if got, _ := tripletsRun(buf, c.m, "h/p?qqqq", 0, c.j, runLower|runRest, &pct, &rest); got != -1 {
			t.Errorf("tripletsRun(%d bytes, %d, 0, %d) with runRest %+v = %d, want -1", len(buf), c.m, c.j, c, got)
		}
	}
	rest := restRun{pe: 3, qe: 8}
	if got, _ := tripletsRun(buf, 0, "H/P?QQQQ", 0, 1, runLower|runRest, &pct, &rest); got != 8 || string(buf) != "h/P?QQQQ" || rest.hostEnd != 1 || rest.pathEnd != 3 {
		t.Errorf("tripletsRun with runRest into 8 bytes = %d, %q, %+v; want 8, \"h/P?QQQQ\", ends 1 and 3", got, buf, rest)
	}
}
