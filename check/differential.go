package check

// This file is the parser-differential warning (issue 10): the reference
// read by RFC 3986 (package uri), the URL Standard (package whatwg) and
// Go's net/url, which name different hosts or schemes (RFC 3986 7.6,
// semantic attacks; the URL Standard 4.4, the basic URL parser).

import (
	"net/url"
	"strings"

	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"

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
	if !mayNameOtherHosts(v.s) {
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

// mayNameOtherHosts is the cheap test before diff.Compare: false when
// every parser that accepts s (uri.Parse, whatwg.Parse, url.Parse) names
// the same scheme and the same plain host, letters compared in lower case,
// so that no high-danger disagreement can be found. It is true, and the
// full comparison runs, for anything else: a parser refusing, hosts or
// schemes that differ, an authority one parser sees and another does not,
// every host holding '[', ':' or '%' (IP literals, zones,
// percent-encodings), whose forms the parsers write differently, and any
// byte outside US-ASCII (so that the case-insensitive comparison is
// ASCII's alone: Unicode's folding would join "\u212Aa" and "ka").
// TestMayNameOtherHosts and FuzzMayNameOtherHosts hold it to
// diff.Compare.
func mayNameOtherHosts(s string) bool {
	type reading struct {
		scheme, host string
		authority    bool
	}
	var rs [3]reading
	n := 0
	if r, err := uri.Parse(s); err == nil {
		sc, _ := r.Scheme()
		rs[n] = reading{sc, r.Host(), r.HasAuthority()}
		n++
	}
	if w, err := whatwg.Parse(s); err == nil {
		rs[n] = reading{w.Scheme(), w.Hostname(), w.HostType() != whatwg.NoHost}
		n++
	}
	if u, err := url.Parse(s); err == nil {
		rs[n] = reading{u.Scheme, u.Host, u.Host != ""}
		n++
	}
	for i := range n {
		if strings.ContainsAny(rs[i].host, "[:%") || !isASCII(rs[i].host) || !isASCII(rs[i].scheme) {
			return true
		}
		if i > 0 && (rs[i].authority != rs[0].authority || !strings.EqualFold(rs[i].scheme, rs[0].scheme) || !strings.EqualFold(rs[i].host, rs[0].host)) {
			return true
		}
	}
	return false
}
