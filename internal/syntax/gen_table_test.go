package syntax

// table.go is generated (RFC 3986 Appendix A character classes): this test
// runs the generator into a temporary file and checks that table.go is
// exactly its output, so an edit of either alone fails.

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

func TestTableGenerated(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("skipping: the go command is not available: %v", err)
	}
	out := filepath.Join(t.TempDir(), "table.go")
	if b, err := exec.Command(goBin, "run", "gen_table.go", "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("go run gen_table.go: %v\n%s", err, b)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("table.go:\n\tgot  %d bytes that differ from the generator's output\n\twant the output of go run gen_table.go (%d bytes): run go generate ./internal/syntax", len(got), len(want))
	}
}
