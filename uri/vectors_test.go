package uri_test

// This file checks Parse and Resolve against the conformance vectors of
// other projects (testdata/parse-*.json, testdata/resolution-*.json, copied
// with their source headers): RFC 3986 sections 3
// and 4 (validity, components, error offsets) and 5.2 (resolution). Where a
// vector contradicts RFC 3986 or assumes another grammar (IRIs, WHATWG,
// lenient parsing), it is listed in knownDifferences with a one-line reason
// and urikit's own answer (answers_test.go): an unlisted failure, a listed
// difference that now passes, and a listed one whose answer changed fail
// the test. Keys follow internal/vectors: the input, or "base + ref", with
// " @line N" (or " @vectors[I]") when the file repeats it.

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/vectors"
	"github.com/urikit/urikit/uri"
)

// parseVector is the union of the parse/ vector shapes.
type parseVector struct {
	Input      string                     `json:"input"`
	Valid      bool                       `json:"valid"`
	Components map[string]json.RawMessage `json:"components"`
	Kind       string                     `json:"kind"`       // rust-fluent-uri, rust-oxiri: which entry point
	Production string                     `json:"production"` // a sub-grammar only (IPv4address, IPv6address, DNS)
	ErrorIndex *int                       `json:"error_index"`
	ErrorOff   *int                       `json:"error_offset"`
	Roundtrip  *string                    `json:"roundtrip"`  // uriparser: toString of the parse
	Violations []string                   `json:"violations"` // jena-iri-test-xml
	Line       int                        `json:"line"`       // the source line, where recorded
	From       string                     `json:"from"`       // jena-iri3986: the source's test function or file
}

// parseID is a parse vector's own id (internal/vectors): its source line,
// after the test function or file where the vector file names several.
func parseID(v parseVector) string {
	id := vectors.Line(v.Line)
	if id != "" && v.From != "" {
		id = v.From + " " + id
	}
	return id
}

// derivedFields are vector fields that are not RFC 3986 components (scheme
// defaults, normalized forms, origins, IDNA forms): the parse test does not
// judge them, and says so in its log.
var derivedFields = map[string]bool{
	"ascii_host": true, "inferred_port": true, "origin": true, "site": true, "request_uri": true,
	"normalized_scheme": true, "normalized_user": true, "normalized_password": true,
	"normalized_userinfo": true, "normalized_host": true, "normalized_authority": true,
	"normalized_port": true, "normalized_site": true, "normalized_path": true,
	"normalized_query": true, "normalized_fragment": true,
}

// jenaSyntaxViolations are the jena-iri violation codes that are RFC 3986
// syntax errors; the others are SHOULD-level or scheme-specific warnings
// (the file's semantics: valid means "clean", not "RFC-valid"). A vector
// listed as whyJenaWarning must have only the others.
var jenaSyntaxViolations = map[string]bool{
	"ILLEGAL_CHARACTER": true, "CONTROL_CHARACTER": true, "NON_URI_CHARACTER": true,
	"UNWISE_CHARACTER": true, "WHITESPACE": true, "DOUBLE_WHITESPACE": true,
	"NOT_XML_SCHEMA_WHITESPACE": true,
	// PERCENT is not here: jena flags well-formed "%C3%A9" that an IRI
	// could spell as a character (RFC 3987 3.1 SHOULD), not a bad triplet.
}

var parseFiles = []string{
	"parse-jena-iri-test-xml.json",
	"parse-jena-iri3986.json",
	"parse-python-rfc3986.json",
	"parse-ruby-addressable.json",
	"parse-rust-fluent-uri.json",
	"parse-rust-iri-string.json",
	"parse-rust-oxiri.json",
	"parse-uriparser.json",
}

func TestParseVectors(t *testing.T) {
	for _, name := range parseFiles {
		t.Run(strings.TrimSuffix(name, ".json"), func(t *testing.T) {
			f := vectors.Read[parseVector](t, filepath.Join("testdata", name))
			tally := vectors.NewTally(t, name, knownDifferences[name])
			names, ids := make([]string, len(f.Vectors)), make([]string, len(f.Vectors))
			for i, v := range f.Vectors {
				names[i], ids[i] = v.Input, parseID(v)
			}
			keys := vectors.Keys(t, names, ids)
			ignored := map[string]bool{}
			for i := range f.Vectors {
				v := &f.Vectors[i]
				key := keys[i]
				got, p := checkParseVector(v, ignored)
				why := knownDifferences[name][key].Reason
				if p != "" && why == whyZone {
					p += checkZoneAccepted(v.Input)
				}
				if p != "" && why == whyJenaWarning {
					p += checkJenaWarnings(v.Violations)
				}
				tally.Record(key, got, p)
			}
			tally.Done(len(f.Vectors))
			if len(ignored) > 0 {
				var names []string
				for k := range ignored {
					names = append(names, k)
				}
				sort.Strings(names)
				t.Logf("%s: fields not judged (derived, not RFC 3986 components): %s", name, strings.Join(names, ", "))
			}
		})
	}
}

// checkParseVector returns urikit's answer for v (answers_test.go) and
// "" when v holds, or what went wrong.
func checkParseVector(v *parseVector, ignored map[string]bool) (answer, problem string) {
	want := v.Valid
	if v.Production != "" {
		return checkProduction(v.Production, v.Input, want)
	}
	parse, op := uri.Parse, "Parse"
	if strings.Contains(v.Kind, "absolute") {
		parse, op = uri.ParseAbsolute, "ParseAbsolute"
	}
	r, err := parse(v.Input)
	answer = parseAnswer(r, err)
	if err != nil {
		var e *uri.Error
		if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(v.Input) {
			return answer, fmt.Sprintf("%s: not a *uri.Error with an offset in the input: %v", op, err)
		}
		if want {
			return answer, fmt.Sprintf("%s: got %v, want valid", op, err)
		}
		for _, off := range []*int{v.ErrorIndex, v.ErrorOff} {
			if off != nil && *off != e.Offset {
				return answer, fmt.Sprintf("%s: got offset %d (%v), want offset %d", op, e.Offset, err, *off)
			}
		}
		return answer, ""
	}
	if !want {
		return answer, fmt.Sprintf("%s: got valid %v, want invalid", op, partsOf(r))
	}
	if v.Roundtrip != nil && *v.Roundtrip != r.String() {
		return answer, fmt.Sprintf("String: got %q, want %q", r.String(), *v.Roundtrip)
	}
	names := make([]string, 0, len(v.Components))
	for k := range v.Components {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		if derivedFields[name] {
			ignored[name] = true
			continue
		}
		if p := checkComponent(r, name, v.Components[name]); p != "" {
			return answer, p
		}
	}
	return answer, ""
}

// checkProduction checks a sub-grammar vector: the input alone as an
// IPv4address, an IPv6address (with or without its brackets) or a host.
// The answer is the parse of the reference it is tested in ("//" and the
// host), with the host's kind for an IPv4address.
func checkProduction(production, in string, want bool) (answer, problem string) {
	var got bool
	switch {
	case strings.HasPrefix(production, "IPv4address"):
		r, err := uri.Parse("//" + in)
		got = err == nil && r.HostKind() == uri.HostIPv4 && r.Host() == in
		answer = parseAnswer(r, err)
		if err == nil {
			answer += fmt.Sprintf(" ipv4 %v", r.HostKind() == uri.HostIPv4)
		}
	case strings.HasPrefix(production, "IPv6address"):
		s := in
		if !strings.HasPrefix(in, "[") {
			s = "[" + in + "]"
		}
		r, err := uri.Parse("//" + s)
		got = err == nil && r.HostKind() != uri.HostNone && r.Host() == s
		answer = parseAnswer(r, err)
	case strings.HasPrefix(production, "DNS name"):
		// 3.2.2: the input as a whole host, of any kind.
		r, err := uri.Parse("//" + in)
		got = err == nil && r.Host() == in
		answer = parseAnswer(r, err)
	default:
		return "", "unknown production " + production
	}
	if got != want {
		return answer, fmt.Sprintf("%s: got valid %v, want %v", production, got, want)
	}
	return answer, ""
}

// checkComponent compares one component of r with a vector's value: JSON
// null (or jena's {"$expr": "null"}) for an absent component, a string as
// written, a number for a port, a boolean for uriparser's flags.
func checkComponent(r uri.Ref, name string, raw json.RawMessage) string {
	var wantS *string
	var wantB *bool
	var wantN *int
	var x any
	if err := json.Unmarshal(raw, &x); err != nil {
		return fmt.Sprintf("component %s: %v", name, err)
	}
	switch x := x.(type) {
	case nil:
	case string:
		wantS = &x
	case bool:
		wantB = &x
	case float64:
		n := int(x)
		wantN = &n
	case map[string]any:
		if x["$expr"] != "null" {
			return fmt.Sprintf("component %s: cannot read %s", name, raw)
		}
	default:
		return fmt.Sprintf("component %s: cannot read %s", name, raw)
	}
	var got opt
	switch name {
	case "scheme":
		got.S, got.OK = r.Scheme()
	case "authority":
		got.S, got.OK = r.Authority()
	case "userinfo":
		got.S, got.OK = r.Userinfo()
	case "user", "password":
		// Split at the first ':' (RFC 3986 3.2.1 deprecates the password).
		ui, ok := r.Userinfo()
		u, p, colon := strings.Cut(ui, ":")
		if name == "user" {
			got = opt{u, ok}
		} else {
			got = opt{p, ok && colon}
		}
	case "host":
		got = opt{r.Host(), r.HasAuthority()}
	case "port":
		got.S, got.OK = r.Port()
		if wantN != nil {
			// A port number: an empty port is no port (3.2.3).
			n, err := strconv.Atoi(got.S)
			if !got.OK || err != nil || n != *wantN {
				return fmt.Sprintf("port: got %v, want %d", got, *wantN)
			}
			return ""
		}
	case "path":
		// 3.3: a path is always defined; null reads as empty.
		got = some(r.Path())
		if wantS == nil {
			wantS = new(string)
		}
	case "query":
		got.S, got.OK = r.Query()
	case "fragment":
		got.S, got.OK = r.Fragment()
	case "host_defined": // uriparser: an authority is present
		return checkFlag(name, r.HasAuthority(), wantB)
	case "path_absolute": // uriparser: "/" starts the path of a reference without authority
		return checkFlag(name, !r.HasAuthority() && strings.HasPrefix(r.Path(), "/"), wantB)
	case "empty_trailing_segment": // uriparser: the path ends in an empty segment
		p := r.Path()
		return checkFlag(name, strings.HasSuffix(p, "/") && !(p == "/" && !r.HasAuthority()), wantB)
	default:
		return "unknown component " + name
	}
	want := none
	if wantS != nil {
		want = some(*wantS)
	} else if wantB != nil || wantN != nil {
		return fmt.Sprintf("component %s: unexpected value %s", name, raw)
	}
	if got != want {
		return fmt.Sprintf("%s: got %v, want %v", name, got, want)
	}
	return ""
}

func checkFlag(name string, got bool, want *bool) string {
	if want == nil {
		return name + ": want a boolean"
	}
	if got != *want {
		return fmt.Sprintf("%s: got %v, want %v", name, got, *want)
	}
	return ""
}

// resolutionVector is the union of the resolution/ vector shapes.
type resolutionVector struct {
	Base          string  `json:"base"`
	Ref           string  `json:"ref"`
	Expected      *string `json:"expected"`
	ExpectedLoose *string `json:"expected_loose"`
	MustFail      bool    `json:"must_fail"`
	Error         string  `json:"error"`
	Backward      bool    `json:"backward_compatibility"`
	Line          int     `json:"line"` // the source line, where recorded
}

var resolutionFiles = []string{
	"resolution-jena-iri-test-xml.json",
	"resolution-jena-iri3986.json",
	"resolution-rfc3986-5.4.json",
	"resolution-ruby-addressable.json",
	"resolution-rust-fluent-uri.json",
	"resolution-rust-iri-string.json",
	"resolution-rust-oxiri.json",
	"resolution-uriparser.json",
}

func TestResolutionVectors(t *testing.T) {
	for _, name := range resolutionFiles {
		t.Run(strings.TrimSuffix(name, ".json"), func(t *testing.T) {
			f := vectors.Read[resolutionVector](t, filepath.Join("testdata", name))
			tally := vectors.NewTally(t, name, knownDifferences[name])
			names, ids := make([]string, len(f.Vectors)), make([]string, len(f.Vectors))
			for i, v := range f.Vectors {
				names[i], ids[i] = v.Base+" + "+v.Ref, vectors.Line(v.Line)
			}
			keys := vectors.Keys(t, names, ids)
			for i := range f.Vectors {
				v := &f.Vectors[i]
				key := keys[i]
				got, p := checkResolutionVector(v)
				if p != "" && knownDifferences[name][key].Reason == whyLegacy {
					p += checkLegacyAnswer(v)
				}
				tally.Record(key, got, p)
			}
			tally.Done(len(f.Vectors))
		})
	}
}

// checkJenaWarnings checks that a vector listed as whyJenaWarning has only
// warnings, no RFC 3986 syntax violation.
func checkJenaWarnings(codes []string) string {
	for _, code := range codes {
		if jenaSyntaxViolations[code] {
			return "; PROPERTY: listed as a warning but has the syntax violation " + code
		}
	}
	if len(codes) == 0 {
		return "; PROPERTY: listed as a warning but has no violation"
	}
	return ""
}

// checkZoneAccepted checks that a vector listed as whyZone parses with
// AllowZoneID; it returns a PROPERTY problem otherwise.
func checkZoneAccepted(in string) string {
	s := in
	if strings.HasPrefix(in, "[") {
		s = "//" + in
	}
	if _, err := uri.NewParser(uri.AllowZoneID(true)).Parse(s); err != nil {
		return "; PROPERTY: AllowZoneID(true) rejects it too: " + err.Error()
	}
	return ""
}

// checkLegacyAnswer checks that a vector listed as whyLegacy gets the
// vector's answer from the backward-compatible reading.
func checkLegacyAnswer(v *resolutionVector) string {
	base, err1 := uri.Parse(v.Base)
	ref, err2 := uri.Parse(v.Ref)
	if err1 != nil || err2 != nil || v.Expected == nil {
		return "; PROPERTY: legacy vector does not parse"
	}
	got := base.ResolveWith(ref, uri.ResolveOptions{Legacy: true, Hierarchical: func(string) bool { return true }})
	if got.String() != *v.Expected {
		return fmt.Sprintf("; PROPERTY: legacy reading gives %q", got)
	}
	return ""
}

// anyResult is rust-fluent-uri's expected value where only an optional
// error mode is tested.
const anyResult = "(any result)"

// checkResolutionVector returns urikit's answer for v, the resolved
// reference ("base: error at offset N" or "ref: ..." when one of them is
// rejected; with " legacy: " and the legacy result for a vector that has
// one), and "" when v holds, or what went wrong.
func checkResolutionVector(v *resolutionVector) (answer, problem string) {
	fail := v.MustFail || v.Error != "" || v.Expected == nil
	base, err := uri.Parse(v.Base)
	if err != nil {
		if fail {
			return "base: " + errorAnswer(err), ""
		}
		return "base: " + errorAnswer(err), "base: " + err.Error()
	}
	ref, err := uri.Parse(v.Ref)
	if err != nil {
		if fail {
			return "ref: " + errorAnswer(err), ""
		}
		return "ref: " + errorAnswer(err), "ref: " + err.Error()
	}
	o := uri.ResolveOptions{Legacy: v.Backward}
	got := base.ResolveWith(ref, o)
	answer = got.String()
	if p := resolveProperty(base, ref, o, got); p != "" {
		// Never a known difference: our own invariant.
		return answer, "PROPERTY " + p
	}
	var loose uri.Ref
	if v.ExpectedLoose != nil {
		lo := uri.ResolveOptions{Legacy: true}
		loose = base.ResolveWith(ref, lo)
		answer += " legacy: " + loose.String()
		if p := resolveProperty(base, ref, lo, loose); p != "" {
			return answer, "PROPERTY (legacy) " + p
		}
	}
	if fail {
		return answer, fmt.Sprintf("got %q, want an error", got)
	}
	if *v.Expected != anyResult && got.String() != *v.Expected {
		return answer, fmt.Sprintf("got %q, want %q", got, *v.Expected)
	}
	if v.ExpectedLoose != nil && loose.String() != *v.ExpectedLoose {
		return answer, fmt.Sprintf("legacy: got %q, want %q", loose, *v.ExpectedLoose)
	}
	return answer, ""
}

// Reasons for known differences, each citing the RFC.
const (
	whyJenaWarning = "jena-iri marks it invalid for SHOULD-level or scheme-specific warnings only (unregistered scheme, missing host, case, dot segments...), not RFC 3986 syntax"
	whyIRI         = "IRI-only: non-ASCII is not allowed in a URI (RFC 3986 2); the IRI grammar (RFC 3987 2.2) takes it"
	whyZone        = "RFC 6874 zone identifier: not RFC 3986 3.2.2 syntax; accepted with NewParser(AllowZoneID(true))"
	whyDNS         = "jena's scheme-specific DNS-name check (RFC 1034 3.5), not RFC 3986 3.2.2 reg-name syntax"
	whyPyIPv4      = "python rfc3986 rejects it; RFC 3986 3.2.2 reads a dotted host that is no IPv4address as a reg-name"
	whySetter      = "Addressable spec expectations merged after a setter rebound @uri (file semantics): not this input's components"
	whyPctPort     = "Addressable decodes the port; RFC 3986 3.2.3 port = *DIGIT has no pct-encoded"
	whyLenientPct  = "Addressable accepts a bare '%'; RFC 3986 2.1 pct-encoded = \"%\" HEXDIG HEXDIG"
	whyLenient     = "not an RFC 3986 reference (raw space, control, '\\', '<', '\"' or non-ASCII: RFC 3986 2, 2.2); the source reads it leniently"
	whyVectorBug   = "the vector's components belong to another input (RFC 3986 3's example has host example.com): a copy error in the source table"
	whyLostFn      = "fluent-uri's Uri::parse variant (its 'fn' field was lost); as a URI-reference the colon at 8 breaks path-noscheme (RFC 3986 4.2)"
	whyOffset      = "different but defensible offset: the first byte that breaks the rule being read (RFC 3986 3.2.3 port, 3.2.2 IPv6address, 4.2 path-noscheme)"
	whyPctDot      = "%2E is not a dot-segment in resolution (RFC 3986 5.2.4 works on the path as written; 2.3 decoding is normalization, 6.2.2.2)"
	whyRefuse      = "the source refuses a base with a fragment or an opaque base; RFC 3986 5.1 ignores the base's fragment and 5.2.2 gives a result for any base"
	whyBaseDots    = "the source removes dot segments from the base path; RFC 3986 5.2.2/5.2.3 use the base path as written"
	whyRelDir      = "relative base, outside RFC 3986 5.1: the result stays a relative path the merge implies, the base's directory written \".\" and an unmatched \"..\" kept; the source gives \"\", which would name the base document itself (4.4)"
	whyRelBase     = "relative base, outside RFC 3986 5.1 (a base is absolute): the source refuses it, or keeps a leading \"./\" that urikit drops (the same relative reference)"
	whyKeepPath    = "the literal RFC 3986 5.2 result would read back with an authority ('x://...'); urikit keeps it a path by writing '/.//'; the source refuses it or spells it with '//'"
	whyLegacy      = "same-scheme reference read by RFC 2396 5.2's backward-compatible rule; RFC 3986 5.2.2 strict keeps it (Legacy with a hierarchical file: gives the vector's answer)"
	whyRootless    = "literal RFC 3986 5.2.4 on a rootless merged path: \"a/../c\" is \"/c\" (docs/conformance.md's known split; foo:a/b + ../c is foo:/c)"
	whyCommented   = "commented out in the source (RFC 1808 reading); RFC 3986 5.2.2 keeps the base path for a query-only reference"
)

// knownDifferences lists, per file, the vectors that contradict RFC 3986 or
// assume another grammar, keyed by vector (input, or "base + ref"; see
// internal/vectors), with the reason and urikit's answer.
var knownDifferences = map[string]map[string]vectors.Diff{
	"parse-jena-iri-test-xml.json": {
		"http://ex.org/../../c/d/z?x=a":  {Reason: whyJenaWarning, Got: `scheme "http" authority "ex.org" host "ex.org" path "/../../c/d/z" query "x=a"`},
		"http://ex.org./../../c/d/z?x=a": {Reason: whyJenaWarning, Got: `scheme "http" authority "ex.org." host "ex.org." path "/../../c/d/z" query "x=a"`},
		"http://ex.org/c/./d/z?x=a":      {Reason: whyJenaWarning, Got: `scheme "http" authority "ex.org" host "ex.org" path "/c/./d/z" query "x=a"`},
		"http://example.org/#Andr%C3%A9": {Reason: whyJenaWarning, Got: `scheme "http" authority "example.org" host "example.org" path "/" fragment "Andr%C3%A9"`},
		"http:":                          {Reason: whyJenaWarning, Got: `scheme "http" path ""`},
		"http://46229EFFE16A9BD60B9F1BE88B2DB047ADDED785/demo.mp3": {Reason: whyJenaWarning, Got: `scheme "http" authority "46229EFFE16A9BD60B9F1BE88B2DB047ADDED785" host "46229EFFE16A9BD60B9F1BE88B2DB047ADDED785" path "/demo.mp3"`},
		"http://xn--andr--ep-.example.org/foo":                     {Reason: whyJenaWarning, Got: `scheme "http" authority "xn--andr--ep-.example.org" host "xn--andr--ep-.example.org" path "/foo"`},
		"Http://example.org/":                                      {Reason: whyJenaWarning, Got: `scheme "Http" authority "example.org" host "example.org" path "/"`},
		"Http://example.org/prop":                                  {Reason: whyJenaWarning, Got: `scheme "Http" authority "example.org" host "example.org" path "/prop"`},
		"NC:ispinfo":                                               {Reason: whyJenaWarning, Got: `scheme "NC" path "ispinfo"`},
		"NC:trickMe":                                               {Reason: whyJenaWarning, Got: `scheme "NC" path "trickMe"`},
		"app://calendar/event":                                     {Reason: whyJenaWarning, Got: `scheme "app" authority "calendar" host "calendar" path "/event"`},
		"chrome://messenger/content/mailPrefsOverlay.xul":          {Reason: whyJenaWarning, Got: `scheme "chrome" authority "messenger" host "messenger" path "/content/mailPrefsOverlay.xul"`},
		"domain:a":                        {Reason: whyJenaWarning, Got: `scheme "domain" path "a"`},
		"domain:aol.com":                  {Reason: whyJenaWarning, Got: `scheme "domain" path "aol.com"`},
		"eh:/":                            {Reason: whyJenaWarning, Got: `scheme "eh" path "/"`},
		"eh://":                           {Reason: whyJenaWarning, Got: `scheme "eh" authority "" host "" path ""`},
		"eh://R":                          {Reason: whyJenaWarning, Got: `scheme "eh" authority "R" host "R" path ""`},
		"eh:/O":                           {Reason: whyJenaWarning, Got: `scheme "eh" path "/O"`},
		"eh:/a":                           {Reason: whyJenaWarning, Got: `scheme "eh" path "/a"`},
		"eh:/bark":                        {Reason: whyJenaWarning, Got: `scheme "eh" path "/bark"`},
		"file:/C:/a":                      {Reason: whyJenaWarning, Got: `scheme "file" path "/C:/a"`},
		"file:/C:/orel/orel0_5.owl#":      {Reason: whyJenaWarning, Got: `scheme "file" path "/C:/orel/orel0_5.owl" fragment ""`},
		"file:/C:/orel/orel0_5.owl#Agent": {Reason: whyJenaWarning, Got: `scheme "file" path "/C:/orel/orel0_5.owl" fragment "Agent"`},
		"file:/C:/orel/orel0_5.owl":       {Reason: whyJenaWarning, Got: `scheme "file" path "/C:/orel/orel0_5.owl"`},
		"file:doc/inference/data/owlDemoSchema.xml":                 {Reason: whyJenaWarning, Got: `scheme "file" path "doc/inference/data/owlDemoSchema.xml"`},
		"file:etc/ont-policy-test.rdf":                              {Reason: whyJenaWarning, Got: `scheme "file" path "etc/ont-policy-test.rdf"`},
		"file:testing/ontology/list5.rdf#e":                         {Reason: whyJenaWarning, Got: `scheme "file" path "testing/ontology/list5.rdf" fragment "e"`},
		"file:vocabularies/rdf-schema.rdf":                          {Reason: whyJenaWarning, Got: `scheme "file" path "vocabularies/rdf-schema.rdf"`},
		"ftp:ftp/":                                                  {Reason: whyJenaWarning, Got: `scheme "ftp" path "ftp/"`},
		"ftp:ftp/P":                                                 {Reason: whyJenaWarning, Got: `scheme "ftp" path "ftp/P"`},
		"http://NoHTML.example.org":                                 {Reason: whyJenaWarning, Got: `scheme "http" authority "NoHTML.example.org" host "NoHTML.example.org" path ""`},
		"http://dickinson-i-4/daml/tests/test-add-0.daml#":          {Reason: whyJenaWarning, Got: `scheme "http" authority "dickinson-i-4" host "dickinson-i-4" path "/daml/tests/test-add-0.daml" fragment ""`},
		"http://dickinson-i-4/daml/tests/test-add-0.daml#TestClass": {Reason: whyJenaWarning, Got: `scheme "http" authority "dickinson-i-4" host "dickinson-i-4" path "/daml/tests/test-add-0.daml" fragment "TestClass"`},
		"uri:urn:x-rdf:test#a":                                      {Reason: whyJenaWarning, Got: `scheme "uri" path "urn:x-rdf:test" fragment "a"`},
		"uri:urn:x-rdf:test#b":                                      {Reason: whyJenaWarning, Got: `scheme "uri" path "urn:x-rdf:test" fragment "b"`},
		"uri:urn:x-rdf:test#c":                                      {Reason: whyJenaWarning, Got: `scheme "uri" path "urn:x-rdf:test" fragment "c"`},
		"urn:foo#":                                                  {Reason: whyJenaWarning, Got: `scheme "urn" path "foo" fragment ""`},
		"urn:foo#A":                                                 {Reason: whyJenaWarning, Got: `scheme "urn" path "foo" fragment "A"`},
		"urn:foo#p":                                                 {Reason: whyJenaWarning, Got: `scheme "urn" path "foo" fragment "p"`},
		"base:x":                                                    {Reason: whyJenaWarning, Got: `scheme "base" path "x"`},
		"file:foo.n3":                                               {Reason: whyJenaWarning, Got: `scheme "file" path "foo.n3"`},
		"file:model8.n3":                                            {Reason: whyJenaWarning, Got: `scheme "file" path "model8.n3"`},
		"rdf://test.com#":                                           {Reason: whyJenaWarning, Got: `scheme "rdf" authority "test.com" host "test.com" path "" fragment ""`},
		"urn:/*not_a_comment*/":                                     {Reason: whyJenaWarning, Got: `scheme "urn" path "/*not_a_comment*/"`},
		"file:testing/ontology/bugs/test_hk_07A.owl":                {Reason: whyJenaWarning, Got: `scheme "file" path "testing/ontology/bugs/test_hk_07A.owl"`},
		"urn:x-propNum100":                                          {Reason: whyJenaWarning, Got: `scheme "urn" path "x-propNum100"`},
		"eh:/V":                                                     {Reason: whyJenaWarning, Got: `scheme "eh" path "/V"`},
		"urn:x-hp:eg/":                                              {Reason: whyJenaWarning, Got: `scheme "urn" path "x-hp:eg/"`},
		"file:testing/abbreviated/relative-uris.rdf":                {Reason: whyJenaWarning, Got: `scheme "file" path "testing/abbreviated/relative-uris.rdf"`},
		"file:testing/arp/error-msgs/test06.rdf":                    {Reason: whyJenaWarning, Got: `scheme "file" path "testing/arp/error-msgs/test06.rdf"`},
		"file:testing/arp/qname-in-ID/bug74_0.rdf":                  {Reason: whyJenaWarning, Got: `scheme "file" path "testing/arp/qname-in-ID/bug74_0.rdf"`},
		"file:testing/ontology/bugs/test_dk_01.xml":                 {Reason: whyJenaWarning, Got: `scheme "file" path "testing/ontology/bugs/test_dk_01.xml"`},
		"file:testing/ontology/bugs/test_oh_01.owl":                 {Reason: whyJenaWarning, Got: `scheme "file" path "testing/ontology/bugs/test_oh_01.owl"`},
		"file:testing/ontology/daml/test-instance-load.daml":        {Reason: whyJenaWarning, Got: `scheme "file" path "testing/ontology/daml/test-instance-load.daml"`},
		"file:testing/ontology/daml/test-instance-load-classes.daml": {Reason: whyJenaWarning, Got: `scheme "file" path "testing/ontology/daml/test-instance-load-classes.daml"`},
		"file:testing/ontology/owl/list-syntax/test-ldp.rdf":         {Reason: whyJenaWarning, Got: `scheme "file" path "testing/ontology/owl/list-syntax/test-ldp.rdf"`},
		"file:testing/reasoners/bugs/cardFPTest.owl":                 {Reason: whyJenaWarning, Got: `scheme "file" path "testing/reasoners/bugs/cardFPTest.owl"`},
		"urn:foo": {Reason: whyJenaWarning, Got: `scheme "urn" path "foo"`},
		"file:testing/reasoners/bugs/deleteBug.owl":           {Reason: whyJenaWarning, Got: `scheme "file" path "testing/reasoners/bugs/deleteBug.owl"`},
		"file:testing/reasoners/bugs/equivalentClassTest.owl": {Reason: whyJenaWarning, Got: `scheme "file" path "testing/reasoners/bugs/equivalentClassTest.owl"`},
	},
	"parse-jena-iri3986.json": {
		"http://\u03b1\u03b2\u03b3\u03b4/\u0178\u017d?a=\u017d#\u0178": {Reason: whyIRI, Got: `error at offset 7`},
		"http://ab%AAdef/xyz\u03b2/abc":                                {Reason: whyIRI, Got: `error at offset 19`},
		"urn:ns:\u03b1\u03b2\u03b3":                                    {Reason: whyIRI, Got: `error at offset 7`},
		"urn:ns:x?=\u03b1\u03b2\u03b3":                                 {Reason: whyIRI, Got: `error at offset 10`},
		"urn:ns:x?+\u03b1?=\u03b2\u03b3":                               {Reason: whyIRI, Got: `error at offset 10`},
		"urn:ns:x?+\u03b1?=\u03b2#\u03b3":                              {Reason: whyIRI, Got: `error at offset 10`},
		"urn:\u03b1\u03b2\u03b3:abc":                                   {Reason: whyIRI, Got: `error at offset 4`},
		"[fe80::a%25en1]":                                              {Reason: whyZone, Got: `error at offset 10`},
		"[fe80::2%253]":                                                {Reason: whyZone, Got: `error at offset 10`},
		"[0001:0002:0003:0004:0005:0006:0007:0008%25zone]":             {Reason: whyZone, Got: `error at offset 42`},
		" ":                            {Reason: whyDNS, Got: `error at offset 2`},
		"\u00e9":                       {Reason: whyIRI, Got: `error at offset 2`},
		"a.b..c.d":                     {Reason: whyDNS, Got: `authority "a.b..c.d" host "a.b..c.d" path ""`},
		". @TestParseDNS.java line 51": {Reason: whyDNS, Got: `authority "." host "." path ""`},
		".abcd":                        {Reason: whyDNS, Got: `authority ".abcd" host ".abcd" path ""`},
		"300.168.0.1":                  {Reason: whyDNS, Got: `authority "300.168.0.1" host "300.168.0.1" path ""`},
		"abc-":                         {Reason: whyDNS, Got: `authority "abc-" host "abc-" path ""`},
	},
	"parse-python-rfc3986.json": {
		"http://[::1%25lo]":                  {Reason: whyZone, Got: `error at offset 11`},
		"http://[FF02:0:0:0:0:0:0:2%25en01]": {Reason: whyZone, Got: `error at offset 26`},
		"http://[FF02:30:0:0:0:0:0:5%25en1]": {Reason: whyZone, Got: `error at offset 27`},
		"http://[FF02:30:0:0:0:0:0:5%25%26]": {Reason: whyZone, Got: `error at offset 27`},
		"http://[FF02:30:0:0:0:0:0:5%2525]":  {Reason: whyZone, Got: `error at offset 27`},
		"http://256.256.256.256":             {Reason: whyPyIPv4, Got: `scheme "http" authority "256.256.256.256" host "256.256.256.256" path ""`},
	},
	"parse-ruby-addressable.json": {
		"HTTP://www.w3.org/pub/WWW/TheProject.html":                      {Reason: whySetter, Got: `scheme "HTTP" authority "www.w3.org" host "www.w3.org" path "/pub/WWW/TheProject.html"`},
		"http://example.com:%38%30/":                                     {Reason: whyPctPort, Got: `error at offset 25`},
		"http://user:pass@example.com/path/to/resource?query=x#fragment": {Reason: whySetter, Got: `scheme "http" authority "user:pass@example.com" userinfo "user:pass" host "example.com" path "/path/to/resource" query "query=x" fragment "fragment"`},
		"http://example.com/?v=%7E&w=%&x=%25&y=%2B&z=C%CC%A7":            {Reason: whyLenientPct, Got: `error at offset 29`},
		"http://example.com/?v=%7E&w=%&x=%25&y=+&z=C%CC%A7":              {Reason: whyLenientPct, Got: `error at offset 29`},
		"http://user@example.com":                                        {Reason: whySetter, Got: `scheme "http" authority "user@example.com" userinfo "user" host "example.com" path ""`},
		"http://user:@example.com":                                       {Reason: whySetter, Got: `scheme "http" authority "user:@example.com" userinfo "user:" host "example.com" path ""`},
		"http://:pass@example.com":                                       {Reason: whySetter, Got: `scheme "http" authority ":pass@example.com" userinfo ":pass" host "example.com" path ""`},
		"http://:@example.com":                                           {Reason: whySetter, Got: `scheme "http" authority ":@example.com" userinfo ":" host "example.com" path ""`},
		"http://www.\u8a79\u59c6\u65af.com/":                             {Reason: whyIRI, Got: `error at offset 11`},
		"http://www.\u8a79\u59c6\u65af.com/ some spaces /":               {Reason: whyLenient, Got: `error at offset 11`},
	},
	"parse-rust-fluent-uri.json": {
		"http://[:]": {Reason: whyOffset, Got: `error at offset 9`},
		"foo://example.com:8042/over/there?name=ferret#nose": {Reason: whyVectorBug, Got: `scheme "foo" authority "example.com:8042" host "example.com" port "8042" path "/over/there" query "name=ferret" fragment "nose"`},
		"exam=ple:foo @vectors[24]":                          {Reason: whyLostFn, Got: `error at offset 8`},
		"3ttp://a.com @vectors[28]":                          {Reason: whyOffset, Got: `error at offset 4`},
		"example://[44:55::66::77]":                          {Reason: whyOffset, Got: `error at offset 21`},
		"//[::01.1.1.1]":                                     {Reason: whyOffset, Got: `error at offset 7`},
		"//[::00.1.1.1]":                                     {Reason: whyOffset, Got: `error at offset 7`},
	},
	"parse-rust-iri-string.json": {
		"http://usER:passWORD@\u03b1.CoM/": {Reason: whyIRI, Got: `error at offset 21`},
	},
	"parse-rust-oxiri.json": {
		"http://a.example/AZaz\u00c0\u00d6\u00d8\u00f6\u00f8\u02ff\u0370\u037d\u037f\u1fff\u200c\u200d\u2070\u218f\u2c00\u2fef\u3001\ud7ff\ufa0e\ufdcf\ufdf0\uffef\U00010000\U000efffd":                                                      {Reason: whyIRI, Got: `error at offset 21`},
		"http://a.example/?AZaz\ue000\uf8ff\U000f0000\U000ffffd\U00100000\U0010fffd\u00c0\u00d6\u00d8\u00f6\u00f8\u02ff\u0370\u037d\u037f\u1fff\u200c\u200d\u2070\u218f\u2c00\u2fef\u3001\ud7ff\ufa0e\ufdcf\ufdf0\uffef\U00010000\U000efffd": {Reason: whyIRI, Got: `error at offset 22`},
		"ht-+.tp://0aA-._~!$&'()*+,;=:%22\u00e9@0aA-._~!$&'()*+,;=%22\u00e9:12/0aA-._~!$&'()*+,;=%22\u00e9:@?0aA-._~!$&'()*+,;=%22\u00e9:@?#?0aA-._~!$&'()*+,;=%22\u00e9:@?":                                                                 {Reason: whyIRI, Got: `error at offset 32`},
		"http://a/?\ue000": {Reason: whyIRI, Got: `error at offset 10`},
		"?\ue000":          {Reason: whyIRI, Got: `error at offset 1`},
	},
	"parse-uriparser.json": {},
	"resolution-jena-iri-test-xml.json": {
		"http://www.w3.org/2000/10/rdf-tests/rdfcore/rdf-charmod-uris/test001.rdf + http://example.org/#Andr\u00e9":             {Reason: whyIRI, Got: `ref: error at offset 24`},
		"http://www.w3.org/2000/10/rdf-tests/rdfcore/rdfms-difference-between-ID-and-about/test2.rdf + #D\u00fcrst":             {Reason: whyIRI, Got: `ref: error at offset 2`},
		"file:///C:/Documents and Settings/jjchplb/Local Settings/Temp/test-load-with-41.rdf + ":                                {Reason: whyLenient, Got: `base: error at offset 20`},
		"file:///C:/Documents and Settings/jjchplb/Local Settings/Temp/test-load-with-41.rdf + eh:/a":                           {Reason: whyLenient, Got: `base: error at offset 20`},
		"file:///C:/eclipse/workspace/jena2/ + file:foo.n3":                                                                     {Reason: whyLegacy, Got: `file:foo.n3`},
		"file:///C:/eclipse/workspace/jena2/ + file:model8.n3":                                                                  {Reason: whyLegacy, Got: `file:model8.n3`},
		"file:///C:/eclipse/workspace/jena2/testing/ontology/bugs/test_hk_07A.owl + file:testing/ontology/bugs/test_hk_07A.owl": {Reason: whyLegacy, Got: `file:testing/ontology/bugs/test_hk_07A.owl`},
		"file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf + ":                                                       {Reason: whyLenient, Got: `base: error at offset 7`},
		"file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf + http://spoo.net/O":                                      {Reason: whyLenient, Got: `base: error at offset 7`},
		"file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf + http://spoo.net/S":                                      {Reason: whyLenient, Got: `base: error at offset 7`},
		"file:testing/abbreviated/relative-uris.rdf + ../../C/D":                                                                {Reason: whyRootless, Got: `file:/C/D`},
		"file:testing/ontology/daml/test-instance-load.daml + file:testing/ontology/daml/test-instance-load-classes.daml":       {Reason: whyLegacy, Got: `file:testing/ontology/daml/test-instance-load-classes.daml`},
		"http://bar.com/irrelevant + http://foo.com/    ":                                                                       {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/   ":                                                                        {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/  ":                                                                         {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/ ":                                                                          {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/\t":                                                                         {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/\n\n":                                                                       {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/\r":                                                                         {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/<b>boo":                                                                     {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/\"":                                                                         {Reason: whyLenient, Got: `ref: error at offset 15`},
	},
	"resolution-jena-iri3986.json": {
		"dir/a + ..": {Reason: whyRelDir, Got: `.`},
		"a + .":      {Reason: whyRelDir, Got: `.`},
		"a + ..":     {Reason: whyRelDir, Got: `..`},
	},
	"resolution-rust-fluent-uri.json": {
		"foo:/bar/baz/.%2E/ + ..":          {Reason: whyPctDot, Got: `foo:/bar/baz/`},
		"foo:/bar/.. + . @vectors[46]":     {Reason: whyBaseDots, Got: `foo:/bar/`},
		"foo:/bar/.. + . @vectors[47]":     {Reason: whyBaseDots, Got: `foo:/bar/`},
		"http://example.com/#title1 + foo": {Reason: whyRefuse, Got: `http://example.com/foo`},
		"foo:bar + baz":                    {Reason: whyRefuse, Got: `foo:baz`},
		"foo:bar + ?baz":                   {Reason: whyRefuse, Got: `foo:bar?baz`},
		"foo:bar/.. + ?a":                  {Reason: whyRefuse, Got: `foo:bar/..?a`},
	},
	"resolution-rust-iri-string.json": {
		"scheme: + %2e":                               {Reason: whyPctDot, Got: `scheme:%2e`},
		"scheme: + %2E":                               {Reason: whyPctDot, Got: `scheme:%2E`},
		"scheme://a + %2e":                            {Reason: whyPctDot, Got: `scheme://a/%2e`},
		"scheme://a + %2E":                            {Reason: whyPctDot, Got: `scheme://a/%2E`},
		"scheme://a/b/c + %2e":                        {Reason: whyPctDot, Got: `scheme://a/b/%2e`},
		"scheme://a/b/c + %2E":                        {Reason: whyPctDot, Got: `scheme://a/b/%2E`},
		"scheme://a/b/c + %2e/g":                      {Reason: whyPctDot, Got: `scheme://a/b/%2e/g`},
		"scheme://a/b/c + %2E/g":                      {Reason: whyPctDot, Got: `scheme://a/b/%2E/g`},
		"scheme://a/b/c/d/e/f + %2E%2E/%2E%2e/%2E./g": {Reason: whyPctDot, Got: `scheme://a/b/c/d/e/%2E%2E/%2E%2e/%2E./g`},
		"scheme://a/b/c/d/e/f + %2e%2E/%2e%2e/%2e./g": {Reason: whyPctDot, Got: `scheme://a/b/c/d/e/%2e%2E/%2e%2e/%2e./g`},
		"scheme://a/b/c/d/e/f + .%2E/.%2e/../g":       {Reason: whyPctDot, Got: `scheme://a/b/c/d/e/.%2E/g`},
	},
	"resolution-rust-oxiri.json": {
		"http://a/bb/ccc/./d;p?q + ?y":  {Reason: whyBaseDots, Got: `http://a/bb/ccc/./d;p?y`},
		"http://a/bb/ccc/./d;p?q + #s":  {Reason: whyBaseDots, Got: `http://a/bb/ccc/./d;p?q#s`},
		"http://a/bb/ccc/./d;p?q + ":    {Reason: whyBaseDots, Got: `http://a/bb/ccc/./d;p?q`},
		"http://a/bb/ccc/../d;p?q + ?y": {Reason: whyBaseDots, Got: `http://a/bb/ccc/../d;p?y`},
		"http://a/bb/ccc/../d;p?q + #s": {Reason: whyBaseDots, Got: `http://a/bb/ccc/../d;p?q#s`},
		"http://a/bb/ccc/../d;p?q + ":   {Reason: whyBaseDots, Got: `http://a/bb/ccc/../d;p?q`},
		"http://a/bb/ccc/. + ?y":        {Reason: whyBaseDots, Got: `http://a/bb/ccc/.?y`},
		"http://a/bb/ccc/. + #s":        {Reason: whyBaseDots, Got: `http://a/bb/ccc/.#s`},
		"http://a/bb/ccc/. + ":          {Reason: whyBaseDots, Got: `http://a/bb/ccc/.`},
		"http://a/bb/ccc/.. + ?y":       {Reason: whyBaseDots, Got: `http://a/bb/ccc/..?y`},
		"http://a/bb/ccc/.. + #s":       {Reason: whyBaseDots, Got: `http://a/bb/ccc/..#s`},
		"http://a/bb/ccc/.. + ":         {Reason: whyBaseDots, Got: `http://a/bb/ccc/..`},
		"http://www.w3.org/2000/10/rdf-tests/rdfcore/rdf-charmod-uris/test001.rdf + http://example.org/#Andr\u00e9": {Reason: whyIRI, Got: `ref: error at offset 24`},
		"http://www.w3.org/2000/10/rdf-tests/rdfcore/rdfms-difference-between-ID-and-about/test2.rdf + #D\u00fcrst": {Reason: whyIRI, Got: `ref: error at offset 2`},
		"file:///C:/Documents and Settings/jjchplb/Local Settings/Temp/test-load-with-41.rdf + ":                    {Reason: whyLenient, Got: `base: error at offset 20`},
		"file:///C:/Documents and Settings/jjchplb/Local Settings/Temp/test-load-with-41.rdf + eh:/a":               {Reason: whyLenient, Got: `base: error at offset 20`},
		"file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf + ":                                           {Reason: whyLenient, Got: `base: error at offset 7`},
		"file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf + http://spoo.net/O":                          {Reason: whyLenient, Got: `base: error at offset 7`},
		"file:C:\\DOCUME~1\\jjchplb\\LOCALS~1\\Temp\\hedgehog6739.rdf + http://spoo.net/S":                          {Reason: whyLenient, Got: `base: error at offset 7`},
		"http://bar.com/irrelevant + http://foo.com/    ":                                                           {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/   ":                                                            {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/  ":                                                             {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/ ":                                                              {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/\t":                                                             {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/\n\n":                                                           {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/\r":                                                             {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/<b>boo":                                                         {Reason: whyLenient, Got: `ref: error at offset 15`},
		"http://bar.com/irrelevant + http://foo.com/\"":                                                             {Reason: whyLenient, Got: `ref: error at offset 15`},
		"./foo/bar + baz":   {Reason: whyRelBase, Got: `foo/baz`},
		"././foo/bar + baz": {Reason: whyRelBase, Got: `foo/baz`},
		"x: + .///C:::":     {Reason: whyKeepPath, Got: `x:/.//C:::`},
		"a + ..":            {Reason: whyRelBase, Got: `..`},
		".. + a":            {Reason: whyRelBase, Got: `a`},
		"../.. + a":         {Reason: whyRelBase, Got: `../a`},
		"a + ../..":         {Reason: whyRelBase, Got: `../..`},
	},
	"resolution-uriparser.json": {
		"foo:a/b + ../c":                        {Reason: whyRootless, Got: `foo:/c`},
		"zz:abc + foo/../../../bar":             {Reason: whyRootless, Got: `zz:/bar`},
		"zz:abc + foo/../bar":                   {Reason: whyRootless, Got: `zz:/bar`},
		"http://a/b/c/d;p?q=1/2 + ?y @line 194": {Reason: whyCommented, Got: `http://a/b/c/d;p?y`},
		"f:/a + .//g @line 404":                 {Reason: whyKeepPath, Got: `f:/.//g`},
	},
}
