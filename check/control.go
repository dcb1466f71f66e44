package check

// This file warns about percent-encoded controls (RFC 3986 7.2, 7.3; seed
// draft-ietf-uri-url-02 security): "%0D%0A" that a back end decodes before
// it writes a line of its protocol (telnet, SMTP, HTTP headers), "%00"
// that ends a C string early, and the other C0 controls and DEL.
//
// In a reference the generic syntax refuses, read leniently, a raw
// control is warned of too: a lenient reader passes it on as it is.
//
// Three places hold encoded controls by their scheme's own rule, and are
// left alone: %09 in a gopher path (RFC 4266 2.1: it separates the
// selector, the search string and the gopher+ string); %0D and %0A in the
// body of a mailto reference (RFC 6068 2: "line breaks in the body of a
// message MUST be encoded with "%0D%0A""), though not in its other header
// fields, where they would add headers; and anything in the data of a data
// reference (RFC 2397 2: the data is octets, any octet percent-encoded),
// which is content, not a command for a server.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

func checkControls(v *view, c *collector) {
	s := v.s
	bodies := mailtoBodies(v)
	dataAt := len(s) + 1 // where the data of a data reference starts
	if v.name == "data" && v.hasScheme {
		if i := strings.IndexByte(v.path, ','); i >= 0 {
			dataAt = v.pathAt + i + 1
		}
	}
	for i := 0; i < len(s); i++ {
		if v.lenient && (s[i] < 0x20 || s[i] == 0x7f) && (i < dataAt || inOptional(v, i)) {
			c.addf(EncodedControl, i, func() string {
				return "raw " + controlName(s[i]) + ", which a lenient reader passes on and a back end may act on (RFC 3986 7.2)"
			})
			continue
		}
		if !syntax.IsPctEncoded(s, i) {
			continue
		}
		b := syntax.PctOctet(s, i)
		if b >= 0x20 && b != 0x7f {
			continue
		}
		// RFC 4266 2.1: in a gopher path, %09 separates the selector
		// from the search string and the gopher+ string.
		if b == '\t' && v.name == "gopher" && i >= v.pathAt && i < v.pathAt+len(v.path) {
			i += 2
			continue
		}
		if (b == '\r' || b == '\n') && inSpans(bodies, i) {
			i += 2
			continue
		}
		if i >= dataAt && !inOptional(v, i) {
			i += 2
			continue
		}
		c.addf(EncodedControl, i, func() string {
			return `"` + s[i:i+3] + `" decodes to ` + controlName(b) + ", which a back end may act on (RFC 3986 7.2)"
		})
		i += 2
	}
}

// inOptional reports whether offset i is in the query or the fragment.
func inOptional(v *view, i int) bool {
	return v.hasQuery && i >= v.queryAt || v.hasFragment && i >= v.fragmentAt
}

// mailtoBodies returns the [start, end) offsets of the values of the
// "body" header fields of a mailto reference (RFC 6068 2: hfname is
// case-insensitive; fields are separated by "&", name and value by "=").
func mailtoBodies(v *view) [][2]int {
	if v.name != "mailto" || !v.hasScheme || !v.hasQuery {
		return nil
	}
	var spans [][2]int
	at := v.queryAt
	for field := range strings.SplitSeq(v.query, "&") {
		if name, value, ok := strings.Cut(field, "="); ok && strings.EqualFold(name, "body") {
			start := at + len(name) + 1
			spans = append(spans, [2]int{start, start + len(value)})
		}
		at += len(field) + 1
	}
	return spans
}

func inSpans(spans [][2]int, i int) bool {
	for _, sp := range spans {
		if sp[0] <= i && i < sp[1] {
			return true
		}
	}
	return false
}

// controlNames are the ASCII names of the C0 controls.
var controlNames = [32]string{"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL",
	"BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4",
	"NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US"}

func controlName(b byte) string {
	if b == 0x7f {
		return "DEL"
	}
	return controlNames[b]
}
