package urikitbeam_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	urikitbeam "github.com/urikit/urikit/beam"
	"github.com/urikit/urikit/uri"
)

func ExampleNormalize() {
	for _, line := range []string{"HTTP://A/%7e", "http://a/~", "mailto:Joe@Example.ORG", "http://a:8x/"} {
		n, err := urikitbeam.Normalize(line, urikitbeam.Options{Level: uri.SchemeBased})
		if err != nil {
			fmt.Println(urikitbeam.NewInvalid(line, err).JSON())
			continue
		}
		fmt.Printf("%s host %q (%v)\n", n.Normal, n.Host, n.HasHost)
	}
	// Output:
	// http://a/~ host "a" (true)
	// http://a/~ host "a" (true)
	// mailto:Joe@example.org host "" (false)
	// {"input":"http://a:8x/","error":{"offset":11,"message":"invalid port: unexpected '/' (digits only, no \"@\" follows)"}}
}

func ExampleNewInvalid() {
	line := "http://a/b c"
	_, err := urikitbeam.Normalize(line, urikitbeam.Options{Level: uri.SchemeBased})
	v := urikitbeam.NewInvalid(line, err)
	fmt.Println(v.Error.Offset, v.Error.Message)
	// Output:
	// 10 invalid character ' ' in path
}

func ExampleInvalid_JSON() {
	line := "http://a/<\xff"
	_, err := urikitbeam.Normalize(line, urikitbeam.Options{Level: uri.SchemeBased})
	fmt.Println(urikitbeam.NewInvalid(line, err).JSON())
	// Output:
	// {"input":"http://a/<\ufffd","input_base64":"aHR0cDovL2EvPP8=","error":{"offset":9,"message":"invalid character '<' in path"}}
}

func ExampleParseLevel() {
	l, err := urikitbeam.ParseLevel("syntax")
	fmt.Println(l == uri.SyntaxBased, err)
	_, err = urikitbeam.ParseLevel("simple")
	fmt.Println(err)
	// Output:
	// true <nil>
	// bad level "simple": want syntax or scheme
}

// ExampleBuild runs the whole pipeline on the local runner and prints the
// files it wrote, sorted (Beam writes them in no order).
func ExampleBuild() {
	dir, err := os.MkdirTemp("", "urikitbeam")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "links.txt")
	os.WriteFile(in, []byte("HTTP://A.example/%7e\nhttp://a.example/~\nhttp://b.example:80\n\nhttp://a:8x/\n"), 0o644)

	p, s := beam.NewPipelineWithRoot()
	out := filepath.Join(dir, "run-")
	if err := urikitbeam.Build(s, []string{in}, out, urikitbeam.Options{Level: uri.SchemeBased}); err != nil {
		panic(err)
	}
	res, err := ptest.RunWithMetrics(p)
	if err != nil {
		panic(err)
	}
	for _, suffix := range []string{urikitbeam.FormsSuffix, urikitbeam.HostsSuffix, urikitbeam.SitesSuffix, urikitbeam.InvalidSuffix} {
		data, _ := os.ReadFile(out + suffix)
		lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
		slices.Sort(lines)
		fmt.Printf("%s:\n%s\n", suffix, strings.Join(lines, "\n"))
	}
	fmt.Printf("%+v\n", urikitbeam.Counters(res))
	// Output:
	// forms.tsv:
	// 1	http://b.example/
	// 2	http://a.example/~
	// hosts.tsv:
	// 1	b.example
	// 2	a.example
	// sites.tsv:
	// 1	b.example
	// 2	a.example
	// invalid.jsonl:
	// {"input":"http://a:8x/","error":{"offset":11,"message":"invalid port: unexpected '/' (digits only, no \"@\" follows)"}}
	// {Lines:5 Empty:1 Valid:3 Invalid:1}
}

// ExampleCount counts the strings of a PCollection; passert checks the
// result inside the pipeline.
func ExampleCount() {
	p, s := beam.NewPipelineWithRoot()
	counts := urikitbeam.Count(s, beam.Create(s, "http://a/~", "http://b/", "http://a/~"))
	passert.Equals(s, counts, "2\thttp://a/~", "1\thttp://b/")
	fmt.Println(ptest.Run(p))
	// Output:
	// <nil>
}

// ExampleNormalizeLines applies the parse+normalize stage to lines made in
// the pipeline; ReadLines would read them from files.
func ExampleNormalizeLines() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "HTTP://A/%7e", "mailto:x@Y", "", "%zz")
	forms, hosts, invalid := urikitbeam.NormalizeLines(s, lines, urikitbeam.Options{Level: uri.SchemeBased})
	passert.Equals(s, forms, "http://a/~", "mailto:x@y")
	passert.Equals(s, hosts, "a")
	passert.Count(s, invalid, "invalid", 1)
	fmt.Println(ptest.Run(p))
	// Output:
	// <nil>
}

// ExampleSites maps hosts to their registrable domains.
func ExampleSites() {
	p, s := beam.NewPipelineWithRoot()
	hosts := beam.Create(s, "www.example.co.uk", "a.example.co.uk", "github.io", "192.0.2.1", "")
	passert.Equals(s, urikitbeam.Sites(s, hosts), "example.co.uk", "example.co.uk")
	fmt.Println(ptest.Run(p))
	// Output:
	// <nil>
}

// ExampleReadLines reads a gzip file whose name does not say so.
func ExampleReadLines() {
	dir, err := os.MkdirTemp("", "urikitbeam")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	// "http://a/\r\nhttp://b/\n" compressed with gzip.
	gz := []byte{0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xcb, 0x28, 0x29, 0x29, 0xb0, 0xd2, 0xd7, 0x4f, 0xd4, 0xe7, 0xe5, 0xca, 0x80, 0x30, 0x93, 0xf4, 0xb9, 0x00, 0x11, 0x64, 0x12, 0x65, 0x15, 0x00, 0x00, 0x00}
	os.WriteFile(filepath.Join(dir, "links"), gz, 0o644)
	p, s := beam.NewPipelineWithRoot()
	passert.Equals(s, urikitbeam.ReadLines(s, filepath.Join(dir, "*")), "http://a/", "http://b/")
	fmt.Println(ptest.Run(p))
	// Output:
	// <nil>
}
