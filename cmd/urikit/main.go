// Command urikit parses, resolves, normalizes, compares, checks, inspects
// and converts URI references (RFC 3986) and IRI references (RFC 3987)
// from the command line.
//
//	urikit VERB [flags] [INPUT...]
//
// The inputs are the arguments or, with none, the lines of standard input.
// Plain text by default, JSON Lines with --json. Exit status 0 when every
// input was valid, 1 when some was not, 2 on a usage or I/O error. The
// conventions are those of CLI.md; run "urikit help"
// for the verbs.
//
// This file holds the dispatch: the list of verbs, help, version. Each verb
// is declared in a file of its own (parse.go, resolve.go, inspect.go,
// convert.go, ...) and listed once in verbs; input.go reads the inputs and
// output.go writes the results.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/quote"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// A verb is one subcommand.
type verb struct {
	name     string
	synopsis string // after "urikit ": the flags and operands
	summary  string // one line for the verb list
	doc      string // paragraphs after the synopsis
	example  string // a shell session: "$ urikit ..." lines and their output
	// flags declares the verb's flags on fs and returns the function that
	// runs the verb, once the flags are parsed, on the remaining arguments.
	flags func(fs *flag.FlagSet) func(c *cmd, args []string) int
	// noInputs is set for a verb that reads no inputs (serve): it takes
	// none of the flags of inputs (--input, --workers, --no-progress).
	noInputs bool
}

// verbs is the list of the command's verbs, in the order of 'urikit help'
// (help and version are handled by run itself).
var verbs = []*verb{
	checkVerb,
	convertVerb,
	dedupVerb,
	diffVerb,
	equalVerb,
	expandVerb,
	extractVerb,
	inspectVerb,
	matchVerb,
	normalizeVerb,
	parseVerb,
	relativeVerb,
	resolveVerb,
	serveVerb,
}

// lookupVerb returns the verb called name, or nil.
func lookupVerb(name string) *verb {
	for _, v := range verbs {
		if v.name == name {
			return v
		}
	}
	return nil
}

// Exit statuses (CLI.md).
const (
	exitOK      = 0 // every input valid, every operation succeeded
	exitInvalid = 1 // some input invalid; its output line says why
	exitUsage   = 2 // usage error, bad flag, bad base, I/O failure
)

// cmd is one run of the command: its streams and the verb being run.
type cmd struct {
	verb     string
	synopsis string // the verb's, for usage errors
	stdin    io.Reader
	stdout   io.Writer
	stderr   io.Writer
	// Whether each stream is a terminal; run sets them with isTerminal,
	// tests as they need. Plain output on a terminal shows escaped what
	// would not show; progress is shown only on a terminal.
	stdinTerminal, stdoutTerminal, stderrTerminal bool
	// The flags every verb takes (commonFlags): the --input files, the
	// --workers and --no-progress.
	inputs     []string
	workers    int
	noProgress bool
	// progressInterval is the least time between progress reports
	// (progress.go); 0 is the default, defaultProgressInterval.
	progressInterval time.Duration
	// progress is the progress shown on stderr, nil when none is.
	progress *progress
	// maxMemory is dedup's --max-memory default in bytes; 0 is the
	// default of the machine (dedup.go).
	maxMemory int64
}

// warnf writes a diagnostic to stderr, prefixed with the command and verb.
func (c *cmd) warnf(format string, args ...any) {
	fmt.Fprintf(c.stderr, "urikit %s: %s\n", c.verb, fmt.Sprintf(format, args...))
}

// run is the whole command: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := &cmd{stdin: stdin, stdout: stdout, stderr: stderr,
		stdinTerminal: isTerminal(stdin), stdoutTerminal: isTerminal(stdout), stderrTerminal: isTerminal(stderr)}
	return c.run(args)
}

// run dispatches args to a verb.
func (c *cmd) run(args []string) int {
	stdout, stderr := c.stdout, c.stderr
	if len(args) == 0 {
		writeMainUsage(stderr)
		return exitUsage
	}
	name, args := args[0], args[1:]
	switch name {
	case "help", "-h", "-help", "--help":
		if name != "help" || len(args) == 0 {
			writeMainUsage(stdout)
			return exitOK
		}
		switch {
		case len(args) == 1 && (args[0] == "help" || args[0] == "-h" || args[0] == "-help" || args[0] == "--help"):
			fmt.Fprint(stdout, helpUsage)
			return exitOK
		case len(args) == 1 && args[0] == "version":
			fmt.Fprint(stdout, versionUsage)
			return exitOK
		}
		if len(args) > 1 {
			fmt.Fprintf(stderr, "urikit help: takes one verb, not %d\n", len(args))
			return exitUsage
		}
		v := lookupVerb(args[0])
		if v == nil {
			fmt.Fprintf(stderr, "urikit help: unknown verb %s\n", quote.Message(args[0]))
			writeVerbList(stderr)
			return exitUsage
		}
		writeVerbUsage(stdout, v)
		return exitOK
	case "version":
		if len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
			fmt.Fprint(stdout, versionUsage)
			return exitOK
		}
		if len(args) > 0 {
			fmt.Fprintln(stderr, "urikit version: takes no arguments")
			return exitUsage
		}
		fmt.Fprintln(stdout, versionString())
		return exitOK
	}
	v := lookupVerb(name)
	if v == nil {
		fmt.Fprintf(stderr, "urikit: unknown verb %s\n", quote.Message(name))
		writeVerbList(stderr)
		return exitUsage
	}
	c.verb, c.synopsis = v.name, v.synopsis
	fs := flag.NewFlagSet(v.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are reported below, usage on request
	exec := v.flags(fs)
	c.workers = 1
	if !v.noInputs {
		c.commonFlags(fs)
	}
	inputs, err := splitFlags(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			writeVerbUsage(stdout, v)
			return exitOK
		}
		c.warnf("%s", flagError(err, args))
		fmt.Fprintf(stderr, "usage: urikit %s\nRun 'urikit help %s' for details.\n", v.synopsis, v.name)
		return exitUsage
	}
	if c.workers < 1 {
		c.warnf("--workers must be at least 1, not %d", c.workers)
		return exitUsage
	}
	return exec(c, inputs)
}

// commonFlags adds the flags every verb takes, described once in the
// command's usage (writeMainUsage) rather than in each verb's: --input,
// --workers and --no-progress. A verb that declares a flag of the same
// name keeps its own.
func (c *cmd) commonFlags(fs *flag.FlagSet) {
	if fs.Lookup("input") == nil {
		fs.Func("input", "read inputs, one per line, from `FILE` (repeatable; - is standard input; gzip is recognised by a whole, valid header)", func(s string) error {
			c.inputs = append(c.inputs, s)
			return nil
		})
	}
	if fs.Lookup("workers") == nil {
		fs.IntVar(&c.workers, "workers", runtime.GOMAXPROCS(0), "spread the inputs over `N` goroutines; the output is the same")
	}
	if fs.Lookup("no-progress") == nil {
		fs.BoolVar(&c.noProgress, "no-progress", false, "show no progress on stderr, even on a terminal")
	}
}

// splitFlags parses the flags of args into fs and returns the inputs: flags
// may stand before or after inputs (CLI.md "Inputs"), and "--" ends
// them, so that every argument after it is an input, even one that begins
// with '-'. A lone "-" is an input.
func splitFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var inputs []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		// fs.Parse stops at the first input, or after "--", which it
		// consumes (and which is not the value of a flag: "--base --"
		// stops inside the flag, so rest is then shorter by two).
		if used := args[:len(args)-len(rest)]; len(used) > 0 && used[len(used)-1] == "--" && !flagValue(fs, used) {
			return append(inputs, rest...), nil
		}
		if len(rest) == 0 {
			return inputs, nil
		}
		inputs = append(inputs, rest[0])
		args = rest[1:]
	}
}

// flagError returns the message of err, an error of the flag package on
// args, with the flag it names written as typed: the package writes
// "-bogus" for "--bogus".
func flagError(err error, args []string) string {
	msg := err.Error()
	at := strings.Index(msg, " -")
	if at < 0 {
		return msg
	}
	name := msg[at+2:]
	if end := strings.IndexAny(name, ": "); end >= 0 {
		name = name[:end]
	}
	for _, a := range args {
		if a == "--" {
			break
		}
		typed, _, _ := strings.Cut(a, "=")
		if strings.HasPrefix(typed, "-") && strings.TrimLeft(typed, "-") == name && len(typed)-len(name) <= 2 {
			return msg[:at+1] + typed + msg[at+2+len(name):]
		}
	}
	return msg
}

// flagValue reports whether the last of the arguments used, "--", was the
// value of the flag before it ("--base --") rather than the end of flags.
func flagValue(fs *flag.FlagSet, used []string) bool {
	if len(used) < 2 {
		return false
	}
	prev := used[len(used)-2]
	name, ok := strings.CutPrefix(prev, "-")
	if !ok || strings.Contains(name, "=") {
		return false
	}
	f := fs.Lookup(strings.TrimPrefix(name, "-"))
	if f == nil {
		return false
	}
	b, isBool := f.Value.(interface{ IsBoolFlag() bool })
	return !isBool || !b.IsBoolFlag()
}

const helpUsage = `usage: urikit help [VERB]

Print the usage of VERB with an example, or without VERB the list of verbs.
'urikit VERB -h' does the same.

example:
  $ urikit help parse
`

const versionUsage = `usage: urikit version

Print the version of urikit (from the build information) and of the Go
toolchain that built it.

example:
  $ urikit version
`

// newFlagSet returns a flag set with v's flags, to look them up.
func newFlagSet(v *verb) *flag.FlagSet {
	fs := flag.NewFlagSet(v.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	v.flags(fs)
	return fs
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// writeMainUsage writes the command's usage and the verb list.
func writeMainUsage(w io.Writer) {
	fmt.Fprint(w, `usage: urikit VERB [flags] [INPUT...]

urikit parses, resolves, normalizes, compares, checks, inspects and
converts URI references (RFC 3986) and IRI references (RFC 3987). The
inputs are the arguments, then the lines of each --input FILE, or with
neither one per line of standard input (only the line ending is
removed, and a UTF-8 byte-order mark at the start of standard input or
of a file). Flags may stand before or after the inputs; "--" ends
them. On a pipe, results are written as they are, so verbs chain; on a
terminal, characters that do not show or reorder the line are escaped.
With --json, JSON Lines; a string that is not UTF-8 also comes exactly,
as NAME_base64. Exit status: 0 every input valid, 1 some input invalid,
2 usage or I/O error.

Every verb that reads inputs (all but serve) also takes:
  --input FILE   read inputs from FILE, one per line (repeatable; - is
                 standard input; a file, or standard input, that starts
                 with a whole, valid gzip header is decompressed, and
                 anything else read as text)
  --workers N    spread the inputs over N goroutines (default: all
                 cores); the output is the same, in input order
  --no-progress  no progress on stderr (shown only on a terminal)

`)
	writeVerbList(w)
	fmt.Fprint(w, `
Run 'urikit help VERB' or 'urikit VERB -h' for a verb's usage.
Example:
  $ urikit inspect 'HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f'
`)
}

// writeVerbList writes the verbs with their summaries.
func writeVerbList(w io.Writer) {
	fmt.Fprintln(w, "verbs:")
	names := make([]string, 0, len(verbs)+2)
	for _, v := range verbs {
		names = append(names, v.name)
	}
	names = append(names, "help", "version")
	slices.Sort(names)
	for _, n := range names {
		var s string
		switch n {
		case "help":
			s = "print the usage of a verb"
		case "version":
			s = "print urikit's version"
		default:
			s = lookupVerb(n).summary
		}
		fmt.Fprintf(w, "  %-10s %s\n", n, s)
	}
}

// helpWidth is the width of the help text (CLI.md "Habits").
const helpWidth = 80

// writeVerbUsage writes a verb's usage: synopsis, description, flags and
// example, in lines that fit helpWidth columns.
func writeVerbUsage(w io.Writer, v *verb) {
	for i, line := range wrap(strings.Fields("usage: urikit "+v.synopsis), helpWidth-8) {
		if i > 0 {
			line = "        " + line
		}
		fmt.Fprintln(w, line)
	}
	fmt.Fprintf(w, "\n%s\n", strings.TrimSpace(v.doc))
	fs := newFlagSet(v)
	flagWidth := 14 // the column of the flags, as wide as the widest
	fs.VisitAll(func(f *flag.Flag) {
		name, _ := flag.UnquoteUsage(f)
		flagWidth = max(flagWidth, len("--"+f.Name+" "+name))
	})
	indent := strings.Repeat(" ", 2+flagWidth+1)
	first := true
	fs.VisitAll(func(f *flag.Flag) {
		if first {
			fmt.Fprint(w, "\nflags:\n")
			first = false
		}
		name, usage := flag.UnquoteUsage(f)
		arg := "--" + f.Name
		if name != "" {
			arg += " " + name
		}
		for i, line := range wrap(strings.Fields(usage), helpWidth-len(indent)) {
			if i == 0 {
				fmt.Fprintf(w, "  %-*s %s\n", flagWidth, arg, line)
			} else {
				fmt.Fprintf(w, "%s%s\n", indent, line)
			}
		}
	})
	if !v.noInputs {
		if first {
			fmt.Fprint(w, "\nflags:\n")
		}
		fmt.Fprintf(w, "  %-*s %s\n", flagWidth, "--input FILE", "and --workers N, --no-progress: see 'urikit help'")
	}
	fmt.Fprintf(w, "\nexample:\n")
	for _, line := range strings.Split(strings.TrimSpace(v.example), "\n") {
		cmdline, ok := strings.CutPrefix(line, "$ ")
		if !ok {
			fmt.Fprintf(w, "  %s\n", line)
			continue
		}
		// A long command line goes on in lines ending with '\'.
		lines := wrap(shellFields(cmdline), helpWidth-4-2)
		for i, l := range lines {
			prefix, suffix := "  $ ", " \\"
			if i > 0 {
				prefix = "      "
			}
			if i == len(lines)-1 {
				suffix = ""
			}
			fmt.Fprintf(w, "%s%s%s\n", prefix, l, suffix)
		}
	}
}

// wrap joins words with spaces into lines of at most width columns; a word
// longer than width has a line of its own.
func wrap(words []string, width int) []string {
	var lines []string
	line := ""
	for _, word := range words {
		switch {
		case line == "":
			line = word
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// shellFields splits a command line at the spaces outside single quotes.
func shellFields(s string) []string {
	var words []string
	start, quoted := 0, false
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\'':
			quoted = !quoted
		case s[i] == ' ' && !quoted:
			if i > start {
				words = append(words, s[start:i])
			}
			start = i + 1
		}
	}
	if start < len(s) {
		words = append(words, s[start:])
	}
	return words
}

// versionString is the module version from the build information, with the
// VCS revision when the build recorded one, and the Go version.
func versionString() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "urikit (unknown version)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			v += " " + s.Value[:12]
		}
	}
	return "urikit " + v + " " + bi.GoVersion
}
