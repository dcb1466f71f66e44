package urikitbeam

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// readTests are file contents and their lines (CLI.md "Inputs": only "\n"
// or "\r\n" is removed, a UTF-8 byte-order mark at the start is dropped).
var readTests = []struct {
	name, in string
	want     []string
}{
	{"LF", "a\nb\n", []string{"a", "b"}},
	{"no final newline", "a\nb", []string{"a", "b"}},
	{"CRLF", "a\r\nb\r\n", []string{"a", "b"}},
	{"a lone CR at the end is kept", "a\r\nb\r", []string{"a", "b\r"}},
	{"a CR inside is kept", "a\rb\n", []string{"a\rb"}},
	{"empty lines are lines", "\n\na\n\n", []string{"", "", "a", ""}},
	{"BOM at the start", "\uFEFFa\n\uFEFFb\n", []string{"a", "\uFEFFb"}},
	{"empty file", "", nil},
	{"spaces kept", " a \n", []string{" a "}},
}

// readRange collects the lines readAll gives from start, stopping at the
// first line that starts at or after end, as readFn's tracker does.
func readRange(t *testing.T, data string, start, end int64) []string {
	t.Helper()
	var got []string
	err := readAll(strings.NewReader(data), start, func(off int64, s string) bool {
		if off >= end {
			return false
		}
		got = append(got, s)
		return true
	})
	if err != nil {
		t.Fatalf("readAll(%q, %d): %v", data, start, err)
	}
	return got
}

func TestReadAll(t *testing.T) {
	for _, tt := range readTests {
		if got := readRange(t, tt.in, 0, int64(len(tt.in))+1); !slices.Equal(got, tt.want) {
			t.Errorf("readAll(%q):\n\tgot  %q\n\twant %q", tt.in, got, tt.want)
		}
	}
}

// TestReadAllSplits cuts each content at every pair of offsets: the three
// ranges together give every line exactly once, in order, wherever the
// cuts fall (inside a line, on a "\n", inside a "\r\n").
func TestReadAllSplits(t *testing.T) {
	contents := []string{
		"http://a/\nhttp://b/x\r\n\nmailto:c@d\nlast",
		"\uFEFFone\r\ntwo\r\n",
		"x\n\n\n\ny\n",
	}
	for _, data := range contents {
		want := readRange(t, data, 0, int64(len(data))+1)
		n := int64(len(data))
		for i := int64(0); i <= n; i++ {
			for j := i; j <= n; j++ {
				var got []string
				got = append(got, readRange(t, data, 0, i)...)
				got = append(got, readRange(t, data, i, j)...)
				got = append(got, readRange(t, data, j, n)...)
				if !slices.Equal(got, want) {
					t.Fatalf("readAll(%q) in ranges [0,%d) [%d,%d) [%d,%d):\n\tgot  %q\n\twant %q", data, i, i, j, j, n, got, want)
				}
			}
		}
	}
}

// TestSniffGzip: gzip is told by its magic bytes (RFC 1952 2.3.1), not by
// the file's name.
func TestSniffGzip(t *testing.T) {
	dir := t.TempDir()
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("http://a/\n"))
	zw.Close()
	files := []struct {
		name string
		data []byte
		want bool
	}{
		{"plain.gz", []byte("http://a/\n"), false},
		{"gzip.txt", gz.Bytes(), true},
		{"one-byte", []byte{0x1f}, false},
		{"empty", nil, false},
	}
	for _, f := range files {
		p := filepath.Join(dir, f.name)
		if err := os.WriteFile(p, f.data, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := sniffGzip(context.Background(), p)
		if err != nil || got != f.want {
			t.Errorf("sniffGzip(%q):\n\tgot  %v, %v\n\twant %v, nil", f.name, got, err, f.want)
		}
	}
}

// TestSplitRestriction: blocks of BlockSize, a short last block joined to
// the one before, a gzip file in one piece.
func TestSplitRestriction(t *testing.T) {
	fn := &readFn{BlockSize: 100}
	tests := []struct {
		f    InputFile
		want []int64 // the ends of the splits
	}{
		{InputFile{Size: 250}, []int64{100, 200, 250}},
		{InputFile{Size: 220}, []int64{100, 220}}, // 20 < 100/4 joins
		{InputFile{Size: 100}, []int64{100}},
		{InputFile{Size: 5000, Gzip: true}, []int64{1}},
	}
	for _, tt := range tests {
		var got []int64
		for _, r := range fn.SplitRestriction(tt.f, fn.CreateInitialRestriction(tt.f)) {
			got = append(got, r.End)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("SplitRestriction(%+v):\n\tgot  %v\n\twant %v", tt.f, got, tt.want)
		}
	}
}
