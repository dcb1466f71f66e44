package urikitbeam

// This file is the parse+normalize stage: each line parsed strictly as an
// RFC 3986 4.1 URI-reference or an RFC 3987 2.2 IRI-reference, and put in
// normal form (RFC 3986 6.2.2 syntax-based, 6.2.3 scheme-based), or read
// by a crawl profile of package canon into its key; the host of the normal
// form or key (RFC 3986 3.2.2) for the counts per host and per site.

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/urikit/urikit/canon"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

func init() {
	register.DoFn5x0[context.Context, string, func(string), func(string), func(string)](&normalizeFn{})
}

// Options choose how lines are read as references.
type Options struct {
	// IRI reads lines as IRI references (RFC 3987) with package iri,
	// rather than as URI references (RFC 3986).
	IRI bool
	// Level is uri.SyntaxBased (RFC 3986 6.2.2) or uri.SchemeBased (6.2.2
	// and 6.2.3, what uri.Ref.Normalize does), the zero Level, so that
	// the zero Options normalize as the urikit command does by default.
	Level uri.Level
	// Profile, when not "", reads each line into a crawl key of package
	// canon instead of its normal form: a profile and steps as
	// canon.ParseOptions spells them ("surt+surt-trailing-comma",
	// "rfc+remove-www+drop-params=@tracking"; the RFC profile's rung is
	// its "level=", and Level is not used). Not with IRI.
	Profile string
}

// check reports an Options that the pipeline cannot use.
func (o Options) check() error {
	if o.Profile != "" {
		if o.IRI {
			return errors.New("urikitbeam: a crawl profile reads URI references: not with IRI")
		}
		_, err := canonicalizer(o.Profile)
		return err
	}
	if o.Level != uri.SyntaxBased && o.Level != uri.SchemeBased {
		return fmt.Errorf("urikitbeam: level %v: want %v or %v", o.Level, uri.SyntaxBased, uri.SchemeBased)
	}
	return nil
}

// ParseLevel reads the --level of the urikit command: "syntax" or "scheme".
func ParseLevel(s string) (uri.Level, error) {
	switch s {
	case "syntax":
		return uri.SyntaxBased, nil
	case "scheme":
		return uri.SchemeBased, nil
	}
	return 0, fmt.Errorf("bad level %q: want syntax or scheme", s)
}

// Normalized is what the parse+normalize stage makes of a valid line.
type Normalized struct {
	Normal  string // the normal form
	Host    string // the host of the normal form to dial (uri.Ref.Hostname; see hostOf)
	HasHost bool   // whether the reference has an authority (RFC 3986 3.2)
}

// canonicalizers holds the canon.Canonicalizer of each profile spelling
// used (they are safe for concurrent use).
var canonicalizers sync.Map

// canonicalizer returns the canon.Canonicalizer of a profile spelling.
func canonicalizer(profile string) (*canon.Canonicalizer, error) {
	if c, ok := canonicalizers.Load(profile); ok {
		return c.(*canon.Canonicalizer), nil
	}
	o, err := canon.ParseOptions(profile)
	if err != nil {
		return nil, fmt.Errorf("urikitbeam: profile %q: %w", profile, err)
	}
	c, err := canon.New(o)
	if err != nil {
		return nil, fmt.Errorf("urikitbeam: profile %q: %w", profile, err)
	}
	got, _ := canonicalizers.LoadOrStore(profile, c)
	return got.(*canon.Canonicalizer), nil
}

// Normalize parses line as a URI reference (or, with o.IRI, an IRI
// reference) and returns its normal form at o.Level and its host; with
// o.Profile, the crawl key and its host. A line that does not parse gives
// the parser's *uri.Error (or *whatwg.Error for the whatwg profile).
func Normalize(line string, o Options) (Normalized, error) {
	if o.Profile != "" {
		c, err := canonicalizer(o.Profile)
		if err != nil {
			return Normalized{}, err
		}
		r, err := c.Canonicalize(line)
		if err != nil {
			return Normalized{}, err
		}
		return Normalized{Normal: r.Key, Host: r.Host, HasHost: r.HasHost}, nil
	}
	if o.IRI {
		r, err := iri.Parse(line)
		if err != nil {
			return Normalized{}, err
		}
		n := r.NormalizeWith(iri.NormalizeOptions{Level: o.Level})
		return Normalized{Normal: n.String(), Host: hostOf(n.Hostname(), n.Host()), HasHost: n.HasAuthority()}, nil
	}
	r, err := uri.Parse(line)
	if err != nil {
		return Normalized{}, err
	}
	var n uri.Ref
	if o.Level == uri.SchemeBased {
		n = r.Normalize()
	} else {
		n = r.NormalizeWith(uri.NormalizeOptions{Level: o.Level})
	}
	return Normalized{Normal: n.String(), Host: hostOf(n.Hostname(), n.Host()), HasHost: n.HasAuthority()}, nil
}

// hostOf returns the host a reference is counted under: its Hostname, the
// host to dial (an IP-literal without brackets, a reg-name with its
// triplets decoded), or the host as written when it has none to dial (a
// reg-name holding a percent-encoded delimiter or control, "a%2Fb"), so
// that such a host is not counted with the empty host of "file:///x".
func hostOf(hostname, host string) string {
	if hostname == "" {
		return host
	}
	return hostname
}

// Invalid is a line of the invalid output, the JSON object of an error in
// the urikit command's --json output (CLI.md "Outputs"): the input, its
// exact bytes in base64 when it is not UTF-8 (JSON text cannot hold them),
// and the error's byte offset and reason.
type Invalid struct {
	Input       string       `json:"input"`
	InputBase64 string       `json:"input_base64,omitempty"`
	Error       InvalidError `json:"error"`
}

// InvalidError is the "error" member of an Invalid line.
type InvalidError struct {
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

// NewInvalid describes the error err of line: for a *uri.Error its Offset
// and its reason (Err, without the input the message repeats); for a
// *whatwg.Error its Offset, and the standard's name of the error and the
// reason, as the urikit command writes them.
func NewInvalid(line string, err error) Invalid {
	v := Invalid{Input: line, Error: InvalidError{Message: err.Error()}}
	if e, ok := errors.AsType[*uri.Error](err); ok {
		v.Error.Offset = e.Offset
		if e.Err != nil {
			v.Error.Message = e.Err.Error()
		}
	} else if e, ok := errors.AsType[*whatwg.Error](err); ok {
		v.Error.Offset = e.Offset
		v.Error.Message = e.Code + ": " + e.Reason
	}
	if !utf8.ValidString(line) {
		v.InputBase64 = base64.StdEncoding.EncodeToString([]byte(line))
	}
	return v
}

// JSON is v as one line of JSON, HTML escaping off, without the newline.
func (v Invalid) JSON() string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// Strings and ints always encode.
		panic(err)
	}
	return string(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
}

// Metrics of the parse+normalize stage, in the namespace "urikit".
var (
	linesCounter   = beam.NewCounter("urikit", "lines")
	emptyCounter   = beam.NewCounter("urikit", "empty")
	validCounter   = beam.NewCounter("urikit", "valid")
	invalidCounter = beam.NewCounter("urikit", "invalid")
)

// normalizeFn is the parse+normalize DoFn: a line in; its normal form to
// the first output, its host (when it has an authority) to the second,
// the JSON of its error to the third. An empty line is skipped.
type normalizeFn struct {
	IRI     bool
	Level   uri.Level
	Profile string
}

func (fn *normalizeFn) ProcessElement(ctx context.Context, line string, form, host, invalid func(string)) {
	linesCounter.Inc(ctx, 1)
	if line == "" {
		emptyCounter.Inc(ctx, 1)
		return
	}
	n, err := Normalize(line, Options{IRI: fn.IRI, Level: fn.Level, Profile: fn.Profile})
	if err != nil {
		invalidCounter.Inc(ctx, 1)
		invalid(NewInvalid(line, err).JSON())
		return
	}
	validCounter.Inc(ctx, 1)
	form(n.Normal)
	if n.HasHost {
		host(n.Host)
	}
}

// NormalizeLines applies the parse+normalize stage to a PCollection<string>
// of lines. It returns three PCollection<string>: the normal forms of the
// valid lines, the hosts of those with an authority, and the invalid lines
// as JSON (see Invalid).
func NormalizeLines(s beam.Scope, lines beam.PCollection, o Options) (forms, hosts, invalid beam.PCollection) {
	s = s.Scope("urikit.Normalize")
	return beam.ParDo3(s, &normalizeFn{IRI: o.IRI, Level: o.Level, Profile: o.Profile}, lines)
}

// Counts are the metrics of the parse+normalize stage after a run.
type Counts struct {
	Lines, Empty, Valid, Invalid int64
}

// Counters reads the Counts from the result of a run (the committed values
// when the runner has them, else the attempted ones).
func Counters(res beam.PipelineResult) Counts {
	var c Counts
	for _, r := range res.Metrics().AllMetrics().Counters() {
		if r.Key.Namespace != "urikit" {
			continue
		}
		v := r.Committed
		if v == 0 {
			v = r.Attempted
		}
		switch r.Key.Name {
		case "lines":
			c.Lines += v
		case "empty":
			c.Empty += v
		case "valid":
			c.Valid += v
		case "invalid":
			c.Invalid += v
		}
	}
	return c
}
