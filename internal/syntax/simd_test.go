package syntax

import (
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
)

// eachString calls f with every string over alphabet of up to max bytes.
func eachString(alphabet string, max int, f func(string)) {
	var all func(prefix []byte)
	all = func(prefix []byte) {
		f(string(prefix))
		if len(prefix) == max {
			return
		}
		for k := range len(alphabet) {
			all(append(prefix, alphabet[k]))
		}
	}
	all(nil)
}

// classBits lists the classes of pairClasses, one bit each.
func classBits() []uint16 {
	var out []uint16
	for m := uint16(pairClasses); m != 0; m &= m - 1 {
		out = append(out, 1<<bits.TrailingZeros16(m))
	}
	return out
}

// TestNibbles: the nibble table of each class decides membership exactly
// as table does, for every octet.
func TestNibbles(t *testing.T) {
	for _, mask := range classBits() {
		nt := nibbleOf(mask)
		in := 0
		for b := range 256 {
			got := b < 0x80 && nt[b&15]&nt[16+b>>4] != 0
			if want := table[b]&mask != 0; got != want {
				t.Errorf("class %#x, octet %#x: nibbles say %v, table %v", mask, b, got, want)
			}
			if got {
				in++
			}
		}
		t.Logf("class %#04x: %d octets, nibbles agree on all 256", mask, in)
	}
}

// skipClassByte is skipClass one byte at a time: the reference.
func skipClassByte(s string, i int, mask uint16) int {
	for i < len(s) && table[s[i]]&mask != 0 {
		i++
	}
	return i
}

// skipTripletsByte is skipTriplets one byte at a time: the reference.
func skipTripletsByte(s string, i int, mask uint16, pct *bool) int {
	for i < len(s) {
		switch {
		case table[s[i]]&mask != 0:
			i++
		case s[i] == '%' && i+2 < len(s) && IsHexDig(s[i+1]) && IsHexDig(s[i+2]):
			if !wordScanner { // the word scanner stops at each '%'
				*pct = true
				i += 3
				continue
			}
			return i
		default:
			return i
		}
	}
	return i
}

// checkTriplets checks skipTriplets against skipTripletsByte on s from i.
func checkTriplets(t *testing.T, s string, i int, mask uint16) {
	t.Helper()
	var got, want bool
	if g, w := skipTriplets(s, i, mask, &got), skipTripletsByte(s, i, mask, &want); g != w || got != want {
		t.Fatalf("skipTriplets(%q, %d, %#x) = %d, pct %v; want %d, %v", s, i, mask, g, got, w, want)
	}
}

// TestSkipTriplets: skipTriplets crosses exactly the whole triplets and
// the class runs between them, and says when it crossed one: every
// string over a small alphabet of class bytes, '%', hex digits and a
// stop, up to 6 bytes, from every offset, and random ones up to 70 bytes.
func TestSkipTriplets(t *testing.T) {
	const alphabet = "%aF4g/ "
	n := 0
	eachString(alphabet, 6, func(s string) {
		for i := range len(s) + 1 {
			for _, mask := range []uint16{cPath, cQuery, cRegName} {
				checkTriplets(t, s, i, mask)
				n++
			}
		}
	})
	rng := rand.New(rand.NewPCG(5, 6))
	// Triplets dense in long strings, whole, cut short or broken, so that
	// sixteen-byte steps hold several, in every lane.
	pieces := []string{"%41", "%2f", "%aF", "%4", "%", "%g1", "%%", "a", "Zz", "09", "/", "?", "#", " ", "\x80"}
	for range 5000 {
		var b []byte
		for len(b) < 70 && rng.IntN(40) != 0 {
			b = append(b, pieces[rng.IntN(len(pieces))]...)
		}
		for i := range len(b) + 1 {
			for _, mask := range []uint16{cPath, cQuery} {
				checkTriplets(t, string(b), i, mask)
				n++
			}
		}
	}
	for range 20000 {
		b := make([]byte, rng.IntN(71))
		for k := range b {
			if rng.IntN(8) == 0 {
				b[k] = alphabet[rng.IntN(len(alphabet))]
			} else {
				b[k] = 'a' + byte(rng.IntN(26))
			}
		}
		for i := range len(b) + 1 {
			checkTriplets(t, string(b), i, cQuery)
			n++
		}
	}
	t.Logf("%d scans agree", n)
}

// TestSkipClass: skipClass (the sixteen-byte scanner where the processor
// has it) and skipClassWords stop where a byte-at-a-time scan does, for
// every class, every start and every stop position in runs of every
// length up to 70 bytes.
func TestSkipClass(t *testing.T) {
	t.Logf("%d scans agree (sixteen-byte scanner in use: %v)", checkSkipClass(t), haveSkipRun)
}

// checkSkipClass is TestSkipClass, and returns the number of scans.
func checkSkipClass(t *testing.T) int {
	rng := rand.New(rand.NewPCG(1, 2))
	n := 0
	for _, mask := range classBits() {
		var in, out []byte
		for b := range 256 {
			if table[b]&mask != 0 {
				in = append(in, byte(b))
			} else {
				out = append(out, byte(b))
			}
		}
		for length := 0; length <= 70; length++ {
			for stop := 0; stop <= length; stop++ {
				b := make([]byte, length)
				for k := range b {
					b[k] = in[rng.IntN(len(in))]
				}
				if stop < length {
					b[stop] = out[rng.IntN(len(out))]
				}
				s := string(b)
				for i := 0; i <= length; i++ {
					want := skipClassByte(s, i, mask)
					if got := skipClass(s, i, mask); got != want {
						t.Fatalf("skipClass(%q, %d, %#x) = %d, want %d", s, i, mask, got, want)
					}
					if got := skipClassWords(s, i, mask); got != want {
						t.Fatalf("skipClassWords(%q, %d, %#x) = %d, want %d", s, i, mask, got, want)
					}
					n++
				}
			}
		}
	}
	return n
}

// FuzzSkipClass: skipClass and skipClassWords agree with a byte-at-a-time
// scan on any input, from any start, for every class.
func FuzzSkipClass(f *testing.F) {
	f.Add("www.example.com/a/b?c=d#e", 0)
	f.Add(strings.Repeat("a", 40)+"%41", 3)
	f.Add("\x80abc", 1)
	f.Fuzz(func(t *testing.T, s string, i int) {
		if i < 0 || i > len(s) {
			return
		}
		for _, mask := range classBits() {
			want := skipClassByte(s, i, mask)
			if got := skipClass(s, i, mask); got != want {
				t.Fatalf("skipClass(%q, %d, %#x) = %d, want %d", s, i, mask, got, want)
			}
			if got := skipClassWords(s, i, mask); got != want {
				t.Fatalf("skipClassWords(%q, %d, %#x) = %d, want %d", s, i, mask, got, want)
			}
			checkTriplets(t, s, i, mask)
		}
	})
}

// TestDotSegmentAtAlphabet: DotSegmentAt (the sixteen-byte step where the
// architecture has it) and dotSegmentAtWords agree with a byte-by-byte
// search on every path over "./a" up to 8 bytes, and on random ones up to
// 80 bytes, from every offset.
func TestDotSegmentAtAlphabet(t *testing.T) {
	const alphabet = "./a"
	n := 0
	check := func(p string) {
		checkDotSegmentAt(t, p)
		n++
	}
	eachString(alphabet, 8, check)
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		b := make([]byte, rng.IntN(81))
		for k := range b {
			// Mostly letters, as in paths, so that dot-segments are rare.
			if c := rng.IntN(10); c < 2 {
				b[k] = alphabet[c]
			} else {
				b[k] = 'a'
			}
		}
		for i := range len(b) + 1 {
			check(string(b[i:]))
		}
	}
	t.Logf("%d paths agree", n)
}
