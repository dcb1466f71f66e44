package check

// This file is the parser-differential warning: the reference read by RFC
// 3986 (package uri), the URL Standard (package whatwg), Go's net/url and
// RFC 3986 Appendix B's lenient reading, which name different hosts or
// schemes (RFC 3986 7.6, semantic attacks; the URL Standard 4.4, the basic
// URL parser).

import (
	"net/url"
	"strings"

	"github.com/urikit/urikit/internal/quote"
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"

	"github.com/urikit/urikit/whatwg/diff"
)

// checkDifferential warns of each high-danger disagreement of
// diff.Compare on s: two parsers read it and name different hosts or
// schemes. Only the head of s is compared (differentialHead): what follows
// it names no host or scheme for any of the parsers.
func checkDifferential(s string, c *collector) {
	h := differentialHead(s)
	if !mayNameOtherHosts(h) {
		return
	}
	r := diff.Compare(h)
	for _, d := range r.Disagreements {
		if d.Danger != diff.DangerHigh {
			continue
		}
		c.add(Warning{Code: ParserDifferential, Offset: min(d.Offset, max(len(s)-1, 0)),
			Message: differentialMessage(&r, d)})
	}
}

// differentialHead returns s up to the end of its authority: up to and
// including the first '/', '?' or '#' after the scheme's ':' and the run
// of slashes, backslashes, tabs and newlines after it (which the URL
// Standard reads as the "//" of an authority), or all of s. Every parser
// ends an authority at one of those three characters, so the head holds
// each parser's scheme and host; the URL Standard also ends one at a
// backslash, and reads the rest up to the '/' as path.
func differentialHead(s string) string {
	i := strings.IndexByte(s, ':') + 1
	for i < len(s) && strings.IndexByte("/\\\t\n\r", s[i]) >= 0 {
		i++
	}
	if k := strings.IndexAny(s[i:], "/?#"); k >= 0 {
		return s[:i+k+1]
	}
	return s
}

// differentialMessage names the component and each parser's value:
// `host: rfc3986 "0x7f.1", whatwg "127.0.0.1", net/url "0x7f.1", lenient
// "0x7f.1" (host-confusion)`; "none" for an absent component, "refuses"
// for a parser that refused the input.
func differentialMessage(r *diff.Report, d diff.Disagreement) string {
	var b strings.Builder
	b.WriteString(d.Component.String() + ":")
	for i, p := range []diff.Parser{diff.RFC3986, diff.WHATWG, diff.NetURL, diff.Lenient} {
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
			b.WriteString(quote.Message(short(*s)))
		}
	}
	b.WriteString(" (" + d.Class.String() + ")")
	return b.String()
}

// mayNameOtherHosts is the cheap test before diff.Compare: false when s
// holds no ':' and does not start with "//", or when uri.Parse accepts s (and so the lenient reading of RFC 3986 Appendix B
// reads it alike) and every parser that accepts s (uri.Parse,
// whatwg.Parse, url.Parse) names the same scheme and the same plain host,
// letters compared in lower case, so that no high-danger disagreement can
// be found. It is true, and the full comparison runs, for anything else:
// uri.Parse refusing, hosts or
// schemes that differ, an authority one parser sees and another does not,
// every host holding '[', ':' or '%' (IP literals, zones,
// percent-encodings), whose forms the parsers write differently, and any
// byte outside US-ASCII (so that the case-insensitive comparison is
// ASCII's alone: Unicode's folding would join "\u212Aa" and "ka").
// TestMayNameOtherHosts and FuzzMayNameOtherHosts hold it to
// diff.Compare.
func mayNameOtherHosts(s string) bool {
	if strings.IndexByte(s, ':') < 0 && !strings.HasPrefix(s, "//") {
		// No reader finds a scheme, and only "//" at the start makes an
		// authority without one (the URL Standard refuses a relative
		// reference without a base).
		return false
	}
	r, err := uri.Parse(s)
	if err != nil {
		return true
	}
	scheme, _ := r.Scheme()
	host, authority := r.Host(), r.HasAuthority()
	// plain reports a reading that the full comparison need not see:
	// ASCII, no '[', ':' or '%' in the host, and the same scheme, host
	// and authority as uri.Parse's.
	plain := func(sc, h string, auth bool) bool {
		return !strings.ContainsAny(h, "[:%") && syntax.IsASCII(h) && syntax.IsASCII(sc) &&
			auth == authority && strings.EqualFold(sc, scheme) && strings.EqualFold(h, host)
	}
	if !plain(scheme, host, authority) {
		return true
	}
	if w, err := whatwg.Parse(s); err == nil && !plain(w.Scheme(), w.Hostname(), w.HostType() != whatwg.NoHost) {
		return true
	}
	if u, err := url.Parse(s); err == nil && !plain(u.Scheme, u.Host, u.Host != "") {
		return true
	}
	return false
}
