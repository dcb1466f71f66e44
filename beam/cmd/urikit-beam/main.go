// Command urikit-beam runs the urikit pipeline of package urikitbeam on an
// Apache Beam runner: it reads text files of URI references (plain or
// gzip), normalizes each line (RFC 3986 6.2.2 or 6.2.3; RFC 3987 with
// --iri) or reads it into a crawl key (--profile, package canon), and
// writes the count per normal form or key, per host and per site, and the
// invalid lines with their errors.
//
//	urikit-beam --input 'crawl/*.txt.gz' --output out/run1- [--iri] [--level syntax|scheme] [--profile SPEC] [Beam flags]
//
// writes out/run1-forms.tsv, out/run1-hosts.tsv, out/run1-sites.tsv and
// out/run1-invalid.jsonl.
// The Beam flags choose the runner: none runs the pipeline here on prism,
// --runner=dataflow, flink or spark with their flags elsewhere (see
// -help).
//
// Exit status: 0 when every line was valid, 1 when some were invalid (they
// are in the invalid file), 2 for a usage error or a failed pipeline.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	urikitbeam "github.com/urikit/urikit/beam"
)

// globs is the repeatable --input flag.
type globs []string

func (g *globs) String() string { return strings.Join(*g, ",") }

func (g *globs) Set(s string) error {
	*g = append(*g, s)
	return nil
}

func main() {
	os.Exit(run())
}

func run() int {
	var inputs globs
	flag.Var(&inputs, "input", "the files to read, a `GLOB` for a Beam filesystem (repeatable; gzip is recognised by its magic bytes)")
	output := flag.String("output", "", "the `PREFIX` of the output files: PREFIX"+urikitbeam.FormsSuffix+", PREFIX"+urikitbeam.HostsSuffix+", PREFIX"+urikitbeam.SitesSuffix+", PREFIX"+urikitbeam.InvalidSuffix)
	iriFlag := flag.Bool("iri", false, "read lines as IRI references (RFC 3987)")
	level := flag.String("level", "scheme", "the rung `LEVEL` of RFC 3986 6.2's ladder: syntax or scheme")
	profile := flag.String("profile", "", "a crawl key instead of the normal form: a profile and steps joined by \"+\" (`SPEC`: \"surt+surt-trailing-comma\", \"rfc+remove-www+drop-params=@tracking\"; see urikit help normalize)")
	flag.Parse()
	// beam.Init comes right after flag.Parse: a worker started by a
	// runner runs this same binary and never returns from it.
	beam.Init()

	l, err := urikitbeam.ParseLevel(*level)
	if err != nil {
		return usage(err)
	}
	if flag.NArg() > 0 {
		return usage(fmt.Errorf("unexpected argument %q: inputs are given with --input", flag.Arg(0)))
	}
	p, s := beam.NewPipelineWithRoot()
	if err := urikitbeam.Build(s, inputs, *output, urikitbeam.Options{IRI: *iriFlag, Level: l, Profile: *profile}); err != nil {
		return usage(err)
	}
	res, err := beamx.RunWithMetrics(context.Background(), p)
	if err != nil {
		fmt.Fprintln(os.Stderr, "urikit-beam:", err)
		return 2
	}
	if res == nil {
		return 0 // --async, or a runner that reports nothing
	}
	c := urikitbeam.Counters(res)
	fmt.Fprintf(os.Stderr, "urikit-beam: %d lines: %d valid, %d invalid, %d empty\n", c.Lines, c.Valid, c.Invalid, c.Empty)
	if c.Invalid > 0 {
		return 1
	}
	return 0
}

func usage(err error) int {
	fmt.Fprintln(os.Stderr, "urikit-beam:", err)
	fmt.Fprintln(os.Stderr, "usage: urikit-beam --input GLOB --output PREFIX [--iri] [--level syntax|scheme] [--profile SPEC] [Beam flags]")
	return 2
}
