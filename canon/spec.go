package canon

// This file names the options: the steps' names (which the urikit
// command's flags take), and a one-line spelling of Options,
// "profile+step+step=value", for configurations such as Beam's.

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/uri"
)

// A Step is one boolean option of Options, by name.
type Step struct {
	Name  string // "remove-trailing-slash": the urikit command's flag
	Usage string // one line: what it does
	field func(o *Options) *bool
}

// Field returns the option of o the step sets.
func (s Step) Field(o *Options) *bool { return s.field(o) }

var steps = []Step{
	{"drop-fragment", "remove the fragment", func(o *Options) *bool { return &o.DropFragment }},
	{"force-http", `write "https" as "http"`, func(o *Options) *bool { return &o.ForceHTTP }},
	{"remove-host-dots", "remove the dots around a host name, make runs of dots one", func(o *Options) *bool { return &o.RemoveHostDots }},
	{"remove-www", `remove a leading "www." from a host name`, func(o *Options) *bool { return &o.RemoveWWW }},
	{"decode-ip-host", "write a numeric IPv4 host (dword, octal, hex) as four decimal numbers", func(o *Options) *bool { return &o.DecodeIPHost }},
	{"add-www", `add "www." to a host name without it`, func(o *Options) *bool { return &o.AddWWW }},
	{"drop-empty-query", `remove a "?" with an empty query and a ":" with an empty port`, func(o *Options) *bool { return &o.DropEmptyQuery }},
	{"remove-duplicate-slashes", `make each run of "/" in the path one`, func(o *Options) *bool { return &o.RemoveDuplicateSlashes }},
	{"remove-directory-index", `remove a last segment "index.html", "default.aspx", ...`, func(o *Options) *bool { return &o.RemoveDirectoryIndex }},
	{"remove-trailing-slash", `remove the "/" that ends a path (not the root "/")`, func(o *Options) *bool { return &o.RemoveTrailingSlash }},
	{"add-trailing-slash", `add "/" to a path that does not end with one`, func(o *Options) *bool { return &o.AddTrailingSlash }},
	{"lowercase-query", "write the query's letters in lower case", func(o *Options) *bool { return &o.LowercaseQuery }},
	{"sort-query", "sort the query's parameters by name (stable)", func(o *Options) *bool { return &o.SortQuery }},
	{"surt-scheme", `surt: the scheme before the key, "http://(org,archive)/"`, func(o *Options) *bool { return &o.SURTScheme }},
	{"surt-trailing-comma", `surt: end the host with ",": "org,archive,)/"`, func(o *Options) *bool { return &o.SURTTrailingComma }},
	{"surt-keep-www", `surt: keep a leading "www": "org,archive,www)/"`, func(o *Options) *bool { return &o.SURTKeepWWW }},
}

// Steps returns the boolean options by name, in the order the steps run
// (the SURT options last).
func Steps() []Step { return append([]Step(nil), steps...) }

// ParseOptions reads options spelled as a profile and steps joined by
// "+": "surt+surt-trailing-comma", "rfc+remove-www+sort-query",
// "rfc+level=syntax", "safebrowsing+drop-params=@tracking,sid". The
// profile comes first and may be left out (then it is rfc: "sort-query"
// alone is rfc+sort-query); a step is a name of Steps, "level=" a rung
// (syntax or scheme) or "drop-params=" a comma-separated list of
// DropParams. Options.String writes this form back.
func ParseOptions(spec string) (Options, error) {
	var o Options
	items := strings.Split(spec, "+")
	if p, err := ParseProfile(items[0]); err == nil {
		o.Profile = p
		items = items[1:]
	} else if strings.TrimSpace(spec) == "" {
		return o, nil
	}
	for _, it := range items {
		name, value, hasValue := strings.Cut(it, "=")
		switch {
		case name == "level" && hasValue:
			switch value {
			case "syntax":
				o.Level = uri.SyntaxBased
			case "scheme":
				o.Level = uri.SchemeBased
			default:
				return Options{}, fmt.Errorf("%w: level %q: want syntax or scheme", errOptions, value)
			}
		case name == "drop-params" && hasValue:
			o.DropParams = append(o.DropParams, strings.Split(value, ",")...)
		default:
			found := false
			for _, s := range steps {
				if s.Name == name && !hasValue {
					*s.field(&o) = true
					found = true
				}
			}
			if !found {
				return Options{}, fmt.Errorf("%w: unknown step %q in %q", errOptions, it, spec)
			}
		}
	}
	return o, o.check()
}

// String spells o as ParseOptions reads it: the profile, then "+" and
// each step that is on, in the order they run.
func (o Options) String() string {
	var b strings.Builder
	b.WriteString(o.Profile.String())
	if o.Level != 0 {
		b.WriteString("+level=" + o.Level.String())
	}
	for _, s := range steps {
		if s.Name == "lowercase-query" && len(o.DropParams) > 0 {
			b.WriteString("+drop-params=" + strings.Join(o.DropParams, ","))
		}
		if *s.field(&o) {
			b.WriteString("+" + s.Name)
		}
	}
	return b.String()
}
