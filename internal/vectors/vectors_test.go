package vectors

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps what a Tally reports.
type recorder struct {
	testing.TB
	errs, logs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *recorder) Logf(format string, args ...any) {
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}

// tallyTests: what a Tally accepts and what fails the test.
var tallyTests = []struct {
	name    string
	known   map[string]Diff
	records [][3]string // key, answer, problem
	total   int
	errs    []string // substrings of the errors, in order
	log     string
}{
	{"all pass", nil, [][3]string{{"a", "x", ""}, {"b", "y", ""}}, 2, nil, "f: 2/2 pass, 0 known differences"},
	{"listed difference", map[string]Diff{"b": {"RFC 3986 3.1", "error at offset 1"}}, [][3]string{{"a", "x", ""}, {"b", "error at offset 1", "bad"}}, 2, nil, "f: 1/2 pass, 1 known differences"},
	{"listed with an empty answer", map[string]Diff{"b": {"RFC 3986 4.4", ""}}, [][3]string{{"b", "", "bad"}}, 1, nil, "f: 0/1 pass, 1 known differences"},
	{"answer changed", map[string]Diff{"b": {"RFC 3986 3.2.3", "error at offset 21"}}, [][3]string{{"b", "http://h:80ab", "bad"}}, 1, []string{`"b": urikit's answer changed for a known difference (RFC 3986 3.2.3):` + "\n\tgot  \"http://h:80ab\"\n\twant \"error at offset 21\""}, "f: 0/1 pass, 1 known differences"},
	{"unexplained failure", nil, [][3]string{{"a", "error at offset 0", "bad"}}, 1, []string{`f: "a": bad` + "\n\turikit answers \"error at offset 0\"", "0 passed + 0 known differences != 1 vectors"}, "f: 0/1 pass, 0 known differences"},
	{"stale", map[string]Diff{"a": {"why", "y"}}, [][3]string{{"a", "x", ""}}, 1, []string{"(stale)", "0 passed + 0 known differences != 1 vectors"}, "f: 0/1 pass, 0 known differences"},
	{"unmatched", map[string]Diff{"z": {"why", ""}}, [][3]string{{"a", "x", ""}}, 1, []string{`known difference "z" matches no vector`}, "f: 1/1 pass, 0 known differences"},
	{"property", map[string]Diff{"a": {"why", "x"}}, [][3]string{{"a", "x", "PROPERTY: round trip"}}, 1, []string{"PROPERTY", "!= 1 vectors"}, "f: 0/1 pass, 0 known differences"},
	{"duplicate key", nil, [][3]string{{"a", "x", ""}, {"a", "x", ""}, {"b", "y", ""}}, -1, []string{`two vectors have the key "a"`}, "f: 3/3 pass, 0 known differences"},
	{"missing vector", nil, [][3]string{{"a", "x", ""}}, 2, []string{"1 passed + 0 known differences != 2 vectors"}, "f: 1/2 pass, 0 known differences"},
}

func TestTally(t *testing.T) {
	for _, tt := range tallyTests {
		r := &recorder{TB: t}
		v := NewTally(r, "f", tt.known)
		for _, rec := range tt.records {
			v.Record(rec[0], rec[1], rec[2])
		}
		v.Done(tt.total)
		if len(r.errs) != len(tt.errs) {
			t.Errorf("%s:\n\tgot  %q\n\twant %q", tt.name, r.errs, tt.errs)
			continue
		}
		for i, e := range tt.errs {
			if !strings.Contains(r.errs[i], e) {
				t.Errorf("%s: error %d:\n\tgot  %q\n\twant %q", tt.name, i, r.errs[i], e)
			}
		}
		if len(r.logs) == 0 || r.logs[0] != tt.log {
			t.Errorf("%s: log:\n\tgot  %q\n\twant %q", tt.name, r.logs, tt.log)
		}
	}
}

func TestCheck(t *testing.T) {
	r := &recorder{TB: t}
	v := NewTally(r, "f", nil)
	v.Check("a", "x", true, "unused")
	v.Check("b", "y", false, "")
	v.Done(-1)
	if len(r.errs) != 2 || !strings.Contains(r.errs[0], "b: failed") {
		t.Errorf("Check:\n\tgot  %q\n\twant an error naming b, then the count", r.errs)
	}
}

func TestWithPrefix(t *testing.T) {
	got := WithPrefix(map[string]Diff{"a|x": {"1", ""}, "a|y": {"2", ""}, "ab|x": {"3", ""}, "b|x": {"4", ""}}, "a|")
	if len(got) != 2 || got["a|x"].Reason != "1" || got["a|y"].Reason != "2" {
		t.Errorf("WithPrefix:\n\tgot  %v\n\twant map[a|x:1 a|y:2]", got)
	}
}

// keysTests: the key scheme of the package doc.
var keysTests = []struct {
	names, ids []string
	want       []string // nil: Keys fails
}{
	// Unique names are the keys.
	{[]string{"a", "b"}, []string{"line 1", "line 2"}, []string{"a", "b"}},
	// A repeated name takes each vector's id, the others keep their name.
	{[]string{"a", "b", "a"}, []string{"line 7", "line 8", "line 9"}, []string{"a @line 7", "b", "a @line 9"}},
	// Without an id, the index in the file.
	{[]string{"", "x", ""}, []string{"", "", ""}, []string{" @vectors[0]", "x", " @vectors[2]"}},
	// Ids that do not tell the vectors apart: an error, never a counter.
	{[]string{"a", "a"}, []string{"line 3", "line 3"}, nil},
	{[]string{"a"}, nil, nil},
}

func TestKeys(t *testing.T) {
	for _, tt := range keysTests {
		var got []string
		ok := runFatal(func(tb testing.TB) { got = Keys(tb, tt.names, tt.ids) })
		if !ok {
			got = nil
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) || (got == nil) != (tt.want == nil) {
			t.Errorf("Keys(%q, %q):\n\tgot  %q\n\twant %q", tt.names, tt.ids, got, tt.want)
		}
	}
	if Line(0) != "" || Line(12) != "line 12" {
		t.Errorf("Line(0), Line(12):\n\tgot  %q, %q\n\twant \"\", \"line 12\"", Line(0), Line(12))
	}
}

// readTests: Read accepts a file with its header and rejects one without.
var readTests = []struct {
	text string
	ok   bool
}{
	{`{"source":{"project":"p"},"semantics":"s","count":2,"vectors":[1,2]}`, true},
	{`{"semantics":"s","count":0,"vectors":[]}`, false},                           // no source
	{`{"source":null,"semantics":"s","count":0,"vectors":[]}`, false},             // null source
	{`{"source":{"project":"p"},"count":0,"vectors":[]}`, false},                  // no semantics
	{`{"source":{"project":"p"},"semantics":"s","count":3,"vectors":[1]}`, false}, // count
	{`{`, false},
}

func TestRead(t *testing.T) {
	dir := t.TempDir()
	for i, tt := range readTests {
		path := filepath.Join(dir, fmt.Sprint(i, ".json"))
		if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		var f File[int]
		ok := runFatal(func(tb testing.TB) { f = Read[int](tb, path) })
		if ok != tt.ok {
			t.Errorf("Read(%q):\n\tgot  %v\n\twant %v", tt.text, ok, tt.ok)
		}
		if ok && (len(f.Vectors) != f.Count || f.Semantics != "s") {
			t.Errorf("Read(%q):\n\tgot  %+v\n\twant 2 vectors, semantics s", tt.text, f)
		}
	}
}

// fatal is a testing.TB whose Fatal and Fatalf stop the goroutine's
// function by panicking, for runFatal.
type fatal struct{ recorder }

type fatalPanic struct{}

func (f *fatal) Fatal(args ...any)                 { panic(fatalPanic{}) }
func (f *fatal) Fatalf(format string, args ...any) { panic(fatalPanic{}) }

// runFatal runs fn and reports whether it returned without calling Fatal.
func runFatal(fn func(testing.TB)) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, is := r.(fatalPanic); !is {
				panic(r)
			}
			ok = false
		}
	}()
	fn(&fatal{})
	return true
}
