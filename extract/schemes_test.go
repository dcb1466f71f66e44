package extract

// schemes_table.go is generated from testdata/iana-uri-schemes.txt: this
// test runs the generator into a temporary file and checks that the table
// is exactly its output, so an edit of either alone fails; and that every
// name of the copy of the registry counts, in any case.

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestSchemesGenerated(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("skipping: the go command is not available: %v", err)
	}
	out := filepath.Join(t.TempDir(), "schemes_table.go")
	if b, err := exec.Command(goBin, "run", "gen_schemes.go", "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("go run gen_schemes.go: %v\n%s", err, b)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("schemes_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("schemes_table.go differs from the output of go run gen_schemes.go: run go generate ./extract")
	}
}

func TestRegistered(t *testing.T) {
	f, err := os.Open("testdata/iana-uri-schemes.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name := strings.TrimSpace(sc.Text())
		if name == "" || name[0] == '#' {
			continue
		}
		n++
		for _, s := range []string{name, strings.ToUpper(name), strings.ToLower(name)} {
			if !registered(s) {
				t.Errorf("registered(%q) = false, want true", s)
			}
		}
	}
	if n != ianaCount {
		t.Errorf("the copy of the registry has %d names, the table %d", n, ianaCount)
	}
	if ianaCount != 386 {
		t.Errorf("the table has %d names, want the registry's 386", ianaCount)
	}
	for _, s := range []string{"svn", "spiffe", "sms", "magnet", "example", "Z39.50S", "ms-settings-wifi", "http", "tag"} {
		if !registered(s) {
			t.Errorf("registered(%q) = false, want true", s)
		}
	}
	for _, s := range []string{"", "url", "note", "ratio", "json", "gopher+", "httpx", strings.Repeat("a", 100)} {
		if registered(s) {
			t.Errorf("registered(%q) = true, want false", s)
		}
	}
}
