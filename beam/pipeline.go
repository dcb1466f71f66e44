package urikitbeam

// This file puts the stages together: read, parse+normalize, count per
// normal form, count per host, count per site, write.

import (
	"errors"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.Function1x0(discard)
}

// Output file names: the output prefix followed by these suffixes.
const (
	FormsSuffix   = "forms.tsv"     // COUNT<TAB>NORMAL per normal form
	HostsSuffix   = "hosts.tsv"     // COUNT<TAB>HOST per host
	SitesSuffix   = "sites.tsv"     // COUNT<TAB>SITE per site (eTLD+1)
	InvalidSuffix = "invalid.jsonl" // one Invalid object per invalid line
)

// Build adds the whole pipeline to s: the lines of the files matching
// inputs (globs), normalized as o says, counted per normal form (or crawl
// key), per host and per site, the counts and the invalid lines written
// to output+FormsSuffix, output+HostsSuffix, output+SitesSuffix and
// output+InvalidSuffix. The output prefix is a path
// for a Beam filesystem ("out/run1-", "gs://bucket/urls/"); each file is
// written whole by one worker.
func Build(s beam.Scope, inputs []string, output string, o Options) error {
	return build(s, config{inputs: inputs, output: output, opts: o, blockSize: defaultBlockSize, upTo: stageWrite})
}

// stage names the stages in order, to build a pipeline that stops after
// one of them: that is how the cost of each stage is measured.
type stage int

const (
	stageRead stage = iota + 1
	stageNormalize
	stageCountForms
	stageCountHosts
	stageCountSites
	stageWrite
)

// config is what build needs.
type config struct {
	inputs    []string
	output    string
	opts      Options
	blockSize int64 // the first splits of plain files
	upTo      stage // the last stage; the PCollections it makes are discarded
}

func build(s beam.Scope, c config) error {
	if len(c.inputs) == 0 {
		return errors.New("urikitbeam: no input")
	}
	if c.output == "" && c.upTo >= stageWrite {
		return errors.New("urikitbeam: no output prefix")
	}
	if err := c.opts.check(); err != nil {
		return err
	}
	lines := readLines(s, c.blockSize, c.inputs)
	if c.upTo == stageRead {
		beam.ParDo0(s, discard, lines)
		return nil
	}
	forms, hosts, invalid := NormalizeLines(s, lines, c.opts)
	if c.upTo == stageNormalize {
		for _, col := range []beam.PCollection{forms, hosts, invalid} {
			beam.ParDo0(s, discard, col)
		}
		return nil
	}
	formCounts := Count(s.Scope("urikit.CountForms"), forms)
	if c.upTo == stageCountForms {
		beam.ParDo0(s, discard, formCounts)
		return nil
	}
	hostCounts := Count(s.Scope("urikit.CountHosts"), hosts)
	if c.upTo == stageCountHosts {
		beam.ParDo0(s, discard, formCounts)
		beam.ParDo0(s, discard, hostCounts)
		return nil
	}
	siteCounts := Count(s.Scope("urikit.CountSites"), Sites(s, hosts))
	if c.upTo == stageCountSites {
		for _, col := range []beam.PCollection{formCounts, hostCounts, siteCounts} {
			beam.ParDo0(s, discard, col)
		}
		return nil
	}
	textio.Write(s.Scope("urikit.WriteForms"), c.output+FormsSuffix, formCounts)
	textio.Write(s.Scope("urikit.WriteHosts"), c.output+HostsSuffix, hostCounts)
	textio.Write(s.Scope("urikit.WriteSites"), c.output+SitesSuffix, siteCounts)
	textio.Write(s.Scope("urikit.WriteInvalid"), c.output+InvalidSuffix, invalid)
	return nil
}

// discard is the sink of a pipeline cut short.
func discard(string) {}
