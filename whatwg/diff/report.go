package diff

// This file holds the report: each parser's view of the input (RFC 3986 3
// components for all four) and the disagreements between them.

// Report is the differential reading of one input.
type Report struct {
	// Input is the URL as given.
	Input string `json:"input"`
	// Base is the base URL the input was parsed against, "" for none.
	Base string `json:"base,omitempty"`
	// Parsers are the four readings.
	Parsers Parsers `json:"parsers"`
	// Disagreements lists, in the order of Components, each component on
	// which the parsers disagree; empty (not nil) when they read the input
	// alike.
	Disagreements []Disagreement `json:"disagreements"`
}

// Parsers are the readings of one input by the four parsers.
type Parsers struct {
	RFC3986 ParserView `json:"rfc3986"` // package uri, RFC 3986 4.1 (strict)
	WHATWG  ParserView `json:"whatwg"`  // package whatwg, the URL Standard
	NetURL  ParserView `json:"net_url"` // Go's net/url.Parse
	Lenient ParserView `json:"lenient"` // RFC 3986 Appendix B, refusing nothing
}

// Parser names one of the four parsers.
type Parser string

// The parsers, in the order of Parsers.
const (
	RFC3986 Parser = "rfc3986"
	WHATWG  Parser = "whatwg"
	NetURL  Parser = "net_url"
	// Lenient is the reading of RFC 3986 Appendix B's regular expression,
	// which splits any string into scheme, authority, path, query and
	// fragment, the userinfo ending at the authority's last "@" and the
	// port after the host's first ":" (3.2): the reading of the many
	// libraries that split a reference so and refuse no character. It
	// reads every valid RFC 3986 reference as RFC 3986 does, and
	// "http://evil.example\@good.example/" with the host
	// "good.example", where browsers go to "evil.example".
	Lenient Parser = "lenient"
)

// String returns the parser's name for a person: "rfc3986", "whatwg",
// "net/url", "lenient".
func (p Parser) String() string {
	if p == NetURL {
		return "net/url"
	}
	return string(p)
}

// ParserView is one parser's reading of the input: its components after
// its own normalization, null (nil) when absent or when the input is
// invalid.
type ParserView struct {
	Valid bool `json:"valid"`
	// Error is why the parser refused the input, nil when Valid.
	Error *ParseError `json:"error"`
	// Href is the parser's serialization of what it read: the reference
	// as written (rfc3986, or its target when a base is given), the URL
	// Standard's href, net/url's String.
	Href     *string `json:"href"`
	Scheme   *string `json:"scheme"`
	Userinfo *string `json:"userinfo"`
	Host     *string `json:"host"`
	Port     *string `json:"port"`
	Path     *string `json:"path"`
	Query    *string `json:"query"`
	Fragment *string `json:"fragment"`

	keys   keys // the comparable forms of the small components (key.go)
	domain bool // the host is the URL Standard's domain or IPv4 host
	// mapped is the text of the input the URL Standard's host parser
	// mapped to Host by domain to ASCII, when it can be told
	// (urlStandardHostText), else "".
	mapped string
}

// ParseError is why a parser refused an input.
type ParseError struct {
	// Offset is the byte offset in the input of the first offending byte,
	// -1 when the parser does not say (net/url).
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

// Value returns the view's value of component c, nil when absent; for
// Validity "valid" or "invalid".
func (v *ParserView) Value(c Component) *string {
	switch c {
	case Validity:
		s := "invalid"
		if v.Valid {
			s = "valid"
		}
		return &s
	case Scheme:
		return v.Scheme
	case Userinfo:
		return v.Userinfo
	case Host:
		return v.Host
	case Port:
		return v.Port
	case Path:
		return v.Path
	case Query:
		return v.Query
	case Fragment:
		return v.Fragment
	}
	return nil
}

// Disagreement is one component the parsers read differently.
type Disagreement struct {
	Component Component `json:"component"`
	// Values are each parser's value of the component, nil where the
	// parser refused the input or has no such component.
	Values Values `json:"values"`
	Class  Class  `json:"class"`
	Danger Danger `json:"danger"`
	// Offset is the byte offset in the input where the difference begins,
	// as far as can be told: where the RFC 3986 reading of the component
	// starts (for the host, the first byte where the hosts differ), or
	// the offset of a refusing parser's error; 0 when unknown.
	Offset int `json:"offset"`
}

// Values are the four parsers' values of one component.
type Values struct {
	RFC3986 *string `json:"rfc3986"`
	WHATWG  *string `json:"whatwg"`
	NetURL  *string `json:"net_url"`
	Lenient *string `json:"lenient"`
}

// Get returns the value of parser p.
func (v Values) Get(p Parser) *string {
	switch p {
	case RFC3986:
		return v.RFC3986
	case WHATWG:
		return v.WHATWG
	case NetURL:
		return v.NetURL
	}
	return v.Lenient
}

// View returns the view of parser p.
func (ps *Parsers) View(p Parser) *ParserView {
	switch p {
	case RFC3986:
		return &ps.RFC3986
	case WHATWG:
		return &ps.WHATWG
	case NetURL:
		return &ps.NetURL
	}
	return &ps.Lenient
}

// parserOrder is the order of the parsers in a report.
var parserOrder = [4]Parser{RFC3986, WHATWG, NetURL, Lenient}

// Alike reports whether the four parsers read the input alike: no
// disagreement.
func (r Report) Alike() bool { return len(r.Disagreements) == 0 }

// Worst returns the first disagreement of the highest danger, and false
// when there is none.
func (r Report) Worst() (Disagreement, bool) {
	var w Disagreement
	found := false
	for _, d := range r.Disagreements {
		if !found || d.Danger.rank() > w.Danger.rank() {
			w, found = d, true
		}
	}
	return w, found
}
