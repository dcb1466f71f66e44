package iri_test

// IRI grammar vectors (RFC 3987 2.2) from testdata/parse-*.json, with the
// known differences recorded with urikit's answer (answers_test.go) and
// keyed as internal/vectors says: the input ("dns:" and the input for a DNS
// name vector), with " @FROM line N" or " @vectors[I]" when a file repeats
// it.

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/vectors"
	"github.com/urikit/urikit/iri"
)

type parseVector struct {
	Input      string                     `json:"input"`
	Valid      bool                       `json:"valid"`
	Kind       string                     `json:"kind"`
	Components map[string]json.RawMessage `json:"components"`
	Violations []string                   `json:"violations"`
	Production string                     `json:"production"`
	From       string                     `json:"from"`
	Line       int                        `json:"line"`
}

// name names a parse vector in its file.
func (v parseVector) name() string {
	if v.Production != "" && v.Production != "IPv4address" && !strings.HasPrefix(v.Production, "IPv6address") {
		return "dns:" + v.Input
	}
	return v.Input
}

// id is a parse vector's own id: its source line, after the test function
// or file where the vector file names several.
func (v parseVector) id() string {
	id := vectors.Line(v.Line)
	if id != "" && v.From != "" {
		id = v.From + " " + id
	}
	return id
}

// component reads a vector's component: ok false when it is not given,
// absent true for null (or the Java expression "null").
func (v parseVector) component(name string) (val string, absent, ok bool) {
	raw, ok := v.Components[name]
	if !ok {
		return "", false, false
	}
	if string(raw) == "null" || strings.Contains(string(raw), `"$expr": "null"`) || strings.Contains(string(raw), `"$expr":"null"`) {
		return "", true, true
	}
	if err := json.Unmarshal(raw, &val); err != nil {
		return "", false, false // an expression we do not evaluate
	}
	return val, false, true
}

// compareComponents checks the components a vector gives against r.
func compareComponents(v parseVector, r iri.Ref) string {
	var diffs []string
	cmp := func(name, got string, present bool) {
		want, absent, ok := v.component(name)
		if !ok {
			return
		}
		if absent != !present || (!absent && want != got) {
			g := got
			if !present {
				g = "<absent>"
			}
			w := want
			if absent {
				w = "<absent>"
			}
			diffs = append(diffs, fmt.Sprintf("%s %q want %q", name, g, w))
		}
	}
	s, hs := r.Scheme()
	cmp("scheme", s, hs)
	a, ha := r.Authority()
	cmp("authority", a, ha)
	u, hu := r.Userinfo()
	cmp("userinfo", u, hu)
	if hu {
		user, pass, hasPass := strings.Cut(u, ":")
		cmp("user", user, true)
		cmp("password", pass, hasPass)
	} else {
		cmp("user", "", false)
		cmp("password", "", false)
	}
	cmp("host", r.Host(), r.HasAuthority())
	p, hp := r.Port()
	cmp("port", p, hp)
	// Every reference has a path (RFC 3986 3.3); rust-iri-string.json
	// writes an empty one as null, so null reads as "" here.
	if want, absent, ok := v.component("path"); ok && (absent || want != r.Path()) && !(absent && r.Path() == "") {
		diffs = append(diffs, fmt.Sprintf("path %q want %q", r.Path(), want))
	}
	q, hq := r.Query()
	cmp("query", q, hq)
	f, hf := r.Fragment()
	cmp("fragment", f, hf)
	return strings.Join(diffs, ", ")
}

// jenaSyntaxViolations are the jena-iri violation codes that are RFC 3987
// 2.2 syntax errors; the others are SHOULD-level or scheme-specific
// warnings on syntactically valid IRIs.
var jenaSyntaxViolations = map[string]bool{
	"ILLEGAL_CHARACTER": true, "UNWISE_CHARACTER": true, "CONTROL_CHARACTER": true,
	"WHITESPACE": true, "DOUBLE_WHITESPACE": true, "NOT_XML_SCHEMA_WHITESPACE": true,
	// PERCENT is jena's warning that a percent-encoding could be written
	// as an IRI character: a SHOULD, not syntax.
}

var parseKnown = map[string]map[string]vectors.Diff{
	"parse-rust-oxiri.json":        {},
	"parse-jena-iri-test-xml.json": {},
	"parse-jena-iri3986.json": {
		// TestParseDNS checks a scheme-specific DNS name rule, stricter
		// and looser than ireg-name (RFC 3987 2.2 / RFC 3986 3.2.2:
		// reg-name = *( unreserved / pct-encoded / sub-delims ), which
		// allows empty labels, "300.168.0.1" and a trailing '-').
		"dns: ":           {Reason: "a space is no ireg-name character (RFC 3987 2.2); jena's DNS check accepts it", Got: `error at offset 7`},
		"dns:a.b..c.d":    {Reason: "empty labels are valid reg-name syntax (RFC 3986 3.2.2); DNS-specific rule", Got: `scheme "http" authority "a.b..c.d" host "a.b..c.d" path "/"`},
		"dns:.":           {Reason: "empty labels are valid reg-name syntax (RFC 3986 3.2.2); DNS-specific rule", Got: `scheme "http" authority "." host "." path "/"`},
		"dns:.abcd":       {Reason: "empty labels are valid reg-name syntax (RFC 3986 3.2.2); DNS-specific rule", Got: `scheme "http" authority ".abcd" host ".abcd" path "/"`},
		"dns:300.168.0.1": {Reason: "not an IPv4address, so a reg-name (RFC 3986 3.2.2); DNS-specific rule", Got: `scheme "http" authority "300.168.0.1" host "300.168.0.1" path "/"`},
		"dns:a.b.c:80":    {Reason: "\"http://a.b.c:80/\" is host and port (RFC 3986 3.2.3); the vector tests a bare DNS name", Got: `scheme "http" authority "a.b.c:80" host "a.b.c" port "80" path "/"`},
		"dns:abc-":        {Reason: "a trailing '-' is valid reg-name syntax (RFC 3986 3.2.2); DNS-specific rule", Got: `scheme "http" authority "abc-" host "abc-" path "/"`},
	},
	"parse-rust-iri-string.json": {},
}

func TestParseVectors(t *testing.T) {
	strict := iri.New()
	zones := iri.New(iri.AllowZoneID(true))
	for _, file := range []string{"parse-rust-oxiri.json", "parse-jena-iri-test-xml.json", "parse-jena-iri3986.json", "parse-rust-iri-string.json"} {
		f := vectors.Read[json.RawMessage](t, filepath.Join("testdata", file))
		c := vectors.NewTally(t, file, parseKnown[file])
		p := strict
		if file == "parse-jena-iri3986.json" {
			p = zones // jena-iri3986 accepts RFC 6874 zone identifiers
		}
		vs := make([]parseVector, len(f.Vectors))
		names, ids := make([]string, len(vs)), make([]string, len(vs))
		for i, raw := range f.Vectors {
			if err := json.Unmarshal(raw, &vs[i]); err != nil {
				t.Fatal(err)
			}
			names[i], ids[i] = vs[i].name(), vs[i].id()
		}
		keys := vectors.Keys(t, names, ids)
		for i, v := range vs {
			key := keys[i]
			want := v.Valid
			in := v.Input
			parse := p.Parse
			switch {
			case file == "parse-jena-iri-test-xml.json" && !v.Valid:
				// valid=false means "has a violation": only syntax
				// violations make an IRI invalid.
				want = true
				for _, code := range v.Violations {
					if jenaSyntaxViolations[code] {
						want = false
					}
				}
			case strings.HasPrefix(v.Kind, "absolute IRI"):
				parse = p.ParseAbsolute
			}
			switch {
			case v.Production == "IPv4address":
				// 3.2.2: a host is an IPv4address exactly when it
				// matches the rule; otherwise it is a reg-name.
				r, err := p.Parse("http://" + in + "/")
				got := err == nil && r.HostKind() == iri.HostIPv4
				answer := parseAnswer(r, err)
				if err == nil {
					answer += fmt.Sprint(" ipv4 ", got)
				}
				c.Check(key, answer, got == want, fmt.Sprintf("IPv4address %q: got %v, want %v", in, got, want))
				continue
			case strings.HasPrefix(v.Production, "IPv6address"):
				host := in
				if !strings.HasPrefix(host, "[") {
					host = "[" + host + "]"
				}
				r, err := p.Parse("http://" + host + "/")
				c.Check(key, parseAnswer(r, err), (err == nil) == want, fmt.Sprintf("IPv6address %q: got %v, want valid=%v", in, err, want))
				continue
			case v.Production != "":
				// A DNS name as an ireg-name (3.2.2 of RFC 3986, 2.2).
				r, err := p.Parse("http://" + in + "/")
				c.Check(key, parseAnswer(r, err), (err == nil) == want, fmt.Sprintf("%s %q as ireg-name: got %v, want valid=%v", v.Production, in, err, want))
				continue
			}
			r, err := parse(in)
			answer := parseAnswer(r, err)
			if (err == nil) != want {
				c.Check(key, answer, false, fmt.Sprintf("Parse(%q):\n\tgot  %v\n\twant valid=%v", in, err, want))
				continue
			}
			if err != nil {
				c.Check(key, answer, true, "")
				continue
			}
			d := compareComponents(v, r)
			c.Check(key, answer, d == "", fmt.Sprintf("Parse(%q): %s", in, d))
		}
		c.Done(-1)
	}
}
