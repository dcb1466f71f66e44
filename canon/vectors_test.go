package canon

// The published examples of each source as vectors (testdata/*.txt, each
// file naming its source): purell's README and tests, the surt package's
// tests, Google Safe Browsing's canonicalization examples. Each file's
// pass count is logged.

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// vectorLines returns the lines of testdata/name that are not comments,
// split at tabs and unquoted (the first n fields are Go-quoted from
// field quoted on), with their line numbers.
func vectorLines(t *testing.T, name string, quoted int) (lines [][]string, nums []int) {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		fields := strings.Split(l, "\t")
		for i := quoted; i < len(fields); i++ {
			u, err := strconv.Unquote(fields[i])
			if err != nil {
				t.Fatalf("%s:%d: field %d: %v", name, n, i+1, err)
			}
			fields[i] = u
		}
		lines = append(lines, fields)
		nums = append(nums, n)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines, nums
}

// TestVectorPurell: purell's examples with the options that match their
// flags; where urikit's answer is pinned as a difference, that answer.
func TestVectorPurell(t *testing.T) {
	lines, nums := vectorLines(t, "purell.txt", 1)
	same, pinned := 0, 0
	for i, f := range lines {
		if len(f) != 3 && len(f) != 5 {
			t.Fatalf("purell.txt:%d: %d fields", nums[i], len(f))
		}
		o, err := ParseOptions(f[0])
		if err != nil {
			t.Fatalf("purell.txt:%d: %v", nums[i], err)
		}
		want := f[2]
		if len(f) == 5 {
			want = f[3]
		}
		got, err := MustNew(o).Key(f[1])
		if err != nil || got != want {
			t.Errorf("purell.txt:%d: %s Key(%q):\n\tgot  %q, %v\n\twant %q", nums[i], f[0], f[1], got, err, want)
			continue
		}
		if len(f) == 5 {
			pinned++
		} else {
			same++
		}
	}
	t.Logf("purell.txt: %d of %d pass (%d as purell, %d pinned differences, each explained)", same+pinned, len(lines), same, pinned)
}

// TestVectorSafeBrowsing: the canonicalization examples of Google's Safe
// Browsing documentation, every one as the document gives it.
func TestVectorSafeBrowsing(t *testing.T) {
	lines, nums := vectorLines(t, "safebrowsing.txt", 0)
	c := MustNew(Options{Profile: SafeBrowsing})
	pass := 0
	for i, f := range lines {
		got, err := c.Key(f[0])
		if err != nil || got != f[1] {
			t.Errorf("safebrowsing.txt:%d: Key(%q):\n\tgot  %q, %v\n\twant %q", nums[i], f[0], got, err, f[1])
			continue
		}
		pass++
	}
	t.Logf("safebrowsing.txt: %d of %d pass", pass, len(lines))
}

// TestVectorSURT: the surt package's tests, each through the function it
// names (see testdata/surt.txt).
func TestVectorSURT(t *testing.T) {
	lines, nums := vectorLines(t, "surt.txt", 2)
	pass := 0
	for i, f := range lines {
		got, err := surtFunction(f[0], f[1], f[2])
		if err != nil || got != f[3] {
			t.Errorf("surt.txt:%d: %s %s (%q):\n\tgot  %q, %v\n\twant %q", nums[i], f[0], f[1], f[2], got, err, f[3])
			continue
		}
		pass++
	}
	t.Logf("surt.txt: %d of %d pass", pass, len(lines))
}

// surtFunction runs the function of the surt package a test of
// testdata/surt.txt names.
func surtFunction(fn, opts, in string) (string, error) {
	sc := new(scratch)
	url := func(canon func(h *handyURL)) (string, error) {
		h, err := parseHandy(sc, in)
		if err != nil {
			return "", err
		}
		canon(&h)
		return string(h.appendURL(nil)), nil
	}
	switch fn {
	case "surt":
		o, err := ParseOptions(opts)
		if err != nil {
			return "", err
		}
		return MustNew(o).Key(in)
	case "parse":
		return url(func(*handyURL) {})
	case "google":
		return url(func(h *handyURL) { h.google(sc) })
	case "ia":
		return url(func(h *handyURL) { h.ia(sc, false) })
	case "canonicalize":
		return url(func(h *handyURL) { h.google(sc); h.ia(sc, false) })
	case "ip":
		if a, ok := attemptIPFormats(in); ok {
			return string(appendIPv4(nil, a)), nil
		}
		return "", nil
	case "unescape":
		return string(appendUnescaped(nil, in)), nil
	case "reorder":
		return alphaReorderQuery(sc, in), nil
	case "massage":
		return massageHost(in), nil
	case "pathsession":
		return stripPathSessionID(sc, in), nil
	case "querysession":
		return stripQuerySessionID(sc, in), nil
	case "host":
		p := parts{hasAuth: true, host: in, path: "/"}
		k := string(MustNew(Options{Profile: SURT}).appendSURT(nil, &p))
		return strings.TrimSuffix(k, ")/"), nil
	}
	return "", strconv.ErrSyntax
}
