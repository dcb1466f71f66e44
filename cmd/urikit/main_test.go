package main

// The command's behaviour is tested with testscript scripts in
// testdata/script, where "urikit" runs this package's main; the unit tests
// below cover what scripts cannot: streaming, I/O errors, progress.

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"urikit": main})
}

func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:  "testdata/script",
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){"status": cmdStatus, "gzip": cmdGzip},
		// URIKIT_UPDATE_SCRIPTS=1 rewrites the expected files of cmp from
		// what the command prints, after a deliberate change (review the
		// diff).
		UpdateScripts: os.Getenv("URIKIT_UPDATE_SCRIPTS") != "",
	})
}

// cmdStatus is the script command "status N COMMAND [ARG...]": it runs the
// command like exec and checks that its exit status is N.
func cmdStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: status N command [arg...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		got = ee.ExitCode()
	case err != nil:
		ts.Fatalf("%v", err)
	}
	if got != want {
		ts.Fatalf("exit status %d, want %d", got, want)
	}
}

// cmdGzip is the script command "gzip [-cut] FILE": it writes FILE
// compressed (RFC 1952) to FILE.gz; with -cut only the first half of that,
// a stream cut short.
func cmdGzip(ts *testscript.TestScript, neg bool, args []string) {
	cut := len(args) == 2 && args[0] == "-cut"
	if cut {
		args = args[1:]
	}
	if neg || len(args) != 1 {
		ts.Fatalf("usage: gzip [-cut] file")
	}
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	z.Write([]byte(ts.ReadFile(args[0])))
	ts.Check(z.Close())
	data := b.Bytes()
	if cut {
		data = data[:len(data)/2]
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]+".gz"), data, 0o666))
}

// TestHelpWidth: every line of the help fits 80 columns (CLI.md
// "Habits").
func TestHelpWidth(t *testing.T) {
	var texts []string
	var b strings.Builder
	writeMainUsage(&b)
	texts = append(texts, b.String(), helpUsage, versionUsage)
	for _, v := range verbs {
		b.Reset()
		writeVerbUsage(&b, v)
		texts = append(texts, b.String())
	}
	for _, text := range texts {
		for _, line := range strings.Split(text, "\n") {
			if n := columns(line); n > 80 {
				t.Errorf("help line of %d columns:\n%s", n, line)
			}
		}
	}
}

// columns returns the columns line takes on a terminal with tab stops every
// 8 columns, counting a character as one column.
func columns(line string) int {
	n := 0
	for _, r := range line {
		if r == '\t' {
			n = n/8*8 + 8
		} else {
			n++
		}
	}
	return n
}
