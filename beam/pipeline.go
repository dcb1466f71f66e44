package urikitbeam

// This file puts the stages together: read, parse+normalize, count per
// normal form, count per host, write.

import (
	"errors"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
)

// Output file names: the output prefix followed by these suffixes.
const (
	FormsSuffix   = "forms.tsv"     // COUNT<TAB>NORMAL per normal form
	HostsSuffix   = "hosts.tsv"     // COUNT<TAB>HOST per host
	InvalidSuffix = "invalid.jsonl" // one Invalid object per invalid line
)

// Build adds the whole pipeline to s: the lines of the files matching
// inputs (globs), normalized as o says, counted per normal form and per
// host, the counts and the invalid lines written to output+FormsSuffix,
// output+HostsSuffix and output+InvalidSuffix. The output prefix is a path
// for a Beam filesystem ("out/run1-", "gs://bucket/urls/"); each file is
// written whole by one worker.
func Build(s beam.Scope, inputs []string, output string, o Options) error {
	if len(inputs) == 0 {
		return errors.New("urikitbeam: no input")
	}
	if output == "" {
		return errors.New("urikitbeam: no output prefix")
	}
	if err := o.check(); err != nil {
		return err
	}
	lines := ReadLines(s, inputs...)
	forms, hosts, invalid := NormalizeLines(s, lines, o)
	textio.Write(s.Scope("urikit.WriteForms"), output+FormsSuffix, Count(s.Scope("urikit.CountForms"), forms))
	textio.Write(s.Scope("urikit.WriteHosts"), output+HostsSuffix, Count(s.Scope("urikit.CountHosts"), hosts))
	textio.Write(s.Scope("urikit.WriteInvalid"), output+InvalidSuffix, invalid)
	return nil
}
