package canon

import (
	"strings"
	"testing"
)

// pathScanSlow is pathScan byte by byte.
func pathScanSlow(path string) int {
	f := 0
	if strings.ContainsFunc(path, func(r rune) bool { return 'A' <= r && r <= 'Z' }) {
		f |= pathUpper
	}
	if strings.Contains(path, "//") {
		f |= pathDoubleSlash
	}
	if strings.Contains(path, "/.") {
		f |= pathSlashDot
	}
	if strings.Contains(path, "/(") {
		f |= pathSlashParen
	}
	if !plainBytesSlow(path) {
		f |= pathNotPlain
	}
	return f
}

// plainBytesSlow is plainBytes byte by byte.
func plainBytesSlow(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7f || c == '%' || c == '\\' {
			return false
		}
	}
	return true
}

// hostNameEndSlow is hostNameEnd byte by byte, without the dots.
func hostNameEndSlow(s string) (int, bool) {
	end := strings.IndexAny(s, "/?#")
	if end < 0 {
		end = len(s)
	}
	h := s[:end]
	if h == "" || h[0] == '.' || h[len(h)-1] == '.' || strings.Contains(h, "..") {
		return -1, false
	}
	upper, numeric := false, true
	for i := 0; i < len(h); i++ {
		c := h[i]
		switch {
		case 'A' <= c && c <= 'Z':
			upper, numeric = true, false
		case 'a' <= c && c <= 'z', c == '-', c == '_':
			numeric = false
		case '0' <= c && c <= '9', c == '.':
		default:
			return -1, false
		}
	}
	if numeric {
		return -1, false
	}
	return end, upper
}

// TestWordScans: the word-at-a-time scans agree with byte-by-byte ones on
// every string over an alphabet of the bytes they tell apart, up to 10
// bytes (the words' edges included).
func TestWordScans(t *testing.T) {
	alphabet := []byte{'/', '.', '(', 'A', 'a', '%', ' ', 0x7f, 0x80, '!', '~', '\\', 0x21 - 1, 0, '5', '_', '-', '@', 'Z' + 1, 'z' + 1, '0' - 1, '9' + 1}
	var each func(prefix []byte, n int)
	count := 0
	each = func(b []byte, n int) {
		s := string(b)
		if pathScan(s) != pathScanSlow(s) {
			t.Fatalf("pathScan(%q) = %b, want %b", s, pathScan(s), pathScanSlow(s))
		}
		if plainBytes(s) != plainBytesSlow(s) {
			t.Fatalf("plainBytes(%q) = %v, want %v", s, plainBytes(s), plainBytesSlow(s))
		}
		checkEscapeScans(t, s)
		checkHostNameEnd(t, s)
		count++
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			each(append(b, c), n-1)
		}
	}
	// All strings up to 4 bytes, then each placed at every offset of a
	// longer string of plain bytes.
	each(nil, 4)
	for off := 0; off < 12; off++ {
		for _, c := range alphabet {
			for _, d := range alphabet {
				b := []byte(strings.Repeat("x", 20))
				b[off], b[off+1] = c, d
				s := string(b)
				if pathScan(s) != pathScanSlow(s) || plainBytes(s) != plainBytesSlow(s) {
					t.Fatalf("%q: pathScan %b want %b, plainBytes %v want %v", s, pathScan(s), pathScanSlow(s), plainBytes(s), plainBytesSlow(s))
				}
				checkEscapeScans(t, s)
				b = []byte(strings.Repeat("a", 20))
				b[off], b[off+1] = c, d
				checkHostNameEnd(t, string(b))
				for k := range 20 - off {
					b[off+k] = '.' // dots, then letters
				}
				checkHostNameEnd(t, string(b))
			}
		}
	}
	t.Logf("%d short strings", count)
}

// checkHostNameEnd: hostNameEnd agrees with hostNameEndSlow and finds each
// dot of the name.
func checkHostNameEnd(t *testing.T, s string) {
	t.Helper()
	var dots [maxDots]uint16
	e, u, n := hostNameEnd(s, &dots)
	e2, u2 := hostNameEndSlow(s)
	if e != e2 || e >= 0 && u != u2 {
		t.Fatalf("hostNameEnd(%q) = %d, %v; want %d, %v", s, e, u, e2, u2)
	}
	if e < 0 || n < 0 {
		return
	}
	k := 0
	for i := 0; i < e; i++ {
		if s[i] == '.' {
			if k >= n || int(dots[k]) != i {
				t.Fatalf("hostNameEnd(%q): dots %v (%d), want one at %d", s, dots[:n], n, i)
			}
			k++
		}
	}
	if k != n {
		t.Fatalf("hostNameEnd(%q): %d dots, want %d", s, n, k)
	}
}

// FuzzWordScans: the word scans agree with the byte ones, and sbNameHost
// with the general way of sbHost.
func FuzzWordScans(f *testing.F) {
	f.Add("/a//b/./c/(x)/D")
	f.Add("WWW.Example-1.co_uk.a.b.c.d.e/x")
	f.Add("a.0x1F")
	f.Add("A1614FC8FA65EBF7.42F84EDF9F8BEBE3")
	f.Fuzz(func(t *testing.T, s string) {
		if pathScan(s) != pathScanSlow(s) || plainBytes(s) != plainBytesSlow(s) {
			t.Fatalf("%q: pathScan %b want %b, plainBytes %v want %v", s, pathScan(s), pathScanSlow(s), plainBytes(s), plainBytesSlow(s))
		}
		checkEscapeScans(t, s)
		checkHostNameEnd(t, s)
		if h, ok := sbNameHost(new(scratch), s); ok {
			if want, kind := sbHostGeneral(new(scratch), s, false); h != want || kind != hostName {
				t.Fatalf("sbNameHost(%q) = %q; sbHostGeneral %q, %v", s, h, want, kind)
			}
		}
	})
}

// TestHostNameEnd: where a plain host name ends, and what is not one.
func TestHostNameEnd(t *testing.T) {
	for _, tt := range []struct {
		s     string
		end   int
		upper bool
	}{
		{"a.example/x", 9, false}, {"A.example?q", 9, true}, {"a-b_c.d#f", 7, false}, {"a.example", 9, false},
		{"1.2.3.4/", -1, false}, {"12/", -1, false}, {"1a/", 2, false}, {"/x", -1, false}, {"", -1, false},
		{".a/", -1, false}, {"a./", -1, false}, {"a..b/", -1, false}, {"a:80/", -1, false}, {"u@a/", -1, false},
		{"[::1]/", -1, false}, {"a%41/", -1, false}, {"a b/", -1, false}, {"é.example/", -1, false},
	} {
		var dots [maxDots]uint16
		end, upper, n := hostNameEnd(tt.s, &dots)
		if end >= 0 && n != strings.Count(tt.s[:end], ".") {
			t.Errorf("hostNameEnd(%q): %d dots", tt.s, n)
		}
		for k := 0; k < n; k++ {
			if tt.s[dots[k]] != '.' {
				t.Errorf("hostNameEnd(%q): dot %d at %d", tt.s, k, dots[k])
			}
		}
		if end != tt.end || upper != tt.upper {
			t.Errorf("hostNameEnd(%q) = %d, %v; want %d, %v", tt.s, end, upper, tt.end, tt.upper)
		}
	}
}

// checkEscapeScans: plainScan, needsEscape and hostScan agree with byte
// by byte tests of s.
func checkEscapeScans(t *testing.T, s string) {
	t.Helper()
	pct, odd, esc := false, false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		pct = pct || c == '%'
		odd = odd || c <= ' ' || c >= 0x7f || c == '\\'
		esc = esc || mustEscape(c)
	}
	if p, o := plainScan(s); p != pct || o != odd {
		t.Fatalf("plainScan(%q) = %v, %v; want %v, %v", s, p, o, pct, odd)
	}
	if needsEscape(s) != esc {
		t.Fatalf("needsEscape(%q) = %v, want %v", s, !esc, esc)
	}
	want := 0
	if s != "" {
		if s[0] == '.' || s[len(s)-1] == '.' || strings.Contains(s, "..") {
			want |= hostDots
		}
		if strings.IndexFunc(s, func(r rune) bool { return 'A' <= r && r <= 'Z' }) >= 0 {
			want |= hostUpper
		}
		if strings.Trim(s, "0123456789.") == "" {
			want |= hostNumeric
		}
		if esc {
			want |= hostEscape
		}
	}
	if got := hostScan(s); got != want {
		t.Fatalf("hostScan(%q) = %b, want %b", s, got, want)
	}
}
