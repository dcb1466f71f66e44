package check

// This file is the parser-differential warning (issue 10): the reference
// read by RFC 3986 (package uri), the URL Standard (package whatwg) and
// Go's net/url, which name different hosts or schemes (RFC 3986 7.6,
// semantic attacks; the URL Standard 4.4, the basic URL parser).

import (
	"strings"

	"github.com/urikit/urikit/whatwg/diff"
)

// checkDifferential warns of each high-danger disagreement of
// diff.Compare: two parsers accept the input and name different hosts or
// schemes. An IRI with non-ASCII characters is not compared: RFC 3986
// refuses it, and the URL Standard's domain to ASCII and net/url's
// Unicode host would part on every internationalized name.
func checkDifferential(v *view, ws []Warning) []Warning {
	if v.iri && hasNonASCII(v.s) {
		return ws
	}
	r := diff.Compare(v.s)
	for _, d := range r.Disagreements {
		if d.Danger != diff.DangerHigh {
			continue
		}
		ws = append(ws, Warning{Code: ParserDifferential, Offset: min(d.Offset, max(len(v.s)-1, 0)),
			Message: differentialMessage(&r, d)})
	}
	return ws
}

// differentialMessage names the component and each parser's value:
// `host: rfc3986 "0x7f.1", whatwg "127.0.0.1", net/url "0x7f.1"
// (host-confusion)`; "none" for an absent component, "refuses" for a
// parser that refused the input.
func differentialMessage(r *diff.Report, d diff.Disagreement) string {
	var b strings.Builder
	b.WriteString(d.Component.String() + ":")
	for i, p := range []diff.Parser{diff.RFC3986, diff.WHATWG, diff.NetURL} {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(" " + p.String() + " ")
		switch s := d.Values.Get(p); {
		case !r.Parsers.View(p).Valid:
			b.WriteString("refuses")
		case s == nil:
			b.WriteString("none")
		default:
			b.WriteString(quote(short(*s)))
		}
	}
	b.WriteString(" (" + d.Class.String() + ")")
	return b.String()
}

// hasNonASCII reports a byte outside US-ASCII.
func hasNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}
