package check

// This file warns about the scheme: one the registry does not know (RFC
// 3986 3.1, RFC 7595), and the active schemes, which run code where a
// reference is followed (RFC 2397 6 for data; the javascript and vbscript
// schemes of browsers).

import (
	"strings"

	"github.com/urikit/urikit/internal/quote"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// activeMedia are the media types a browser runs script in when a data
// reference is opened: HTML and XHTML, SVG and XML (which can hold XHTML
// script elements), and the script types themselves (RFC 9239, RFC 4329).
var activeMedia = map[string]bool{
	"text/html":                true,
	"application/xhtml+xml":    true,
	"image/svg+xml":            true,
	"text/xml":                 true,
	"application/xml":          true,
	"text/javascript":          true,
	"application/javascript":   true,
	"application/x-javascript": true,
	"text/ecmascript":          true,
	"application/ecmascript":   true,
	"text/jscript":             true,
	"text/vbscript":            true,
}

func checkScheme(v *view, c *collector) {
	if !v.hasScheme {
		return
	}
	msg, at, active := activeScheme(v.name, v.path)
	if active {
		off := 0
		if at >= 0 {
			off = v.pathAt + at
		}
		c.add(Warning{ActiveScheme, off, msg})
	}
	// javascript and vbscript are not in the registry: their
	// active-scheme warning says more. What a lenient reader takes for a
	// scheme may not be one (" javascript"): the parser differential
	// says so.
	if _, ok := scheme.Lookup(v.name); !ok && !(active && at < 0) && scheme.ValidName(v.scheme) {
		c.add(Warning{UnknownScheme, 0, "the scheme " + quote.Message(short(v.scheme)) + " is not in the registry"})
	}
}

// activeScheme reports whether a reference of the scheme name (in lower
// case) with the path p runs script where it is followed, with the message
// and the offset in p of the media type that says so (-1 for the scheme
// itself).
func activeScheme(name, p string) (msg string, at int, ok bool) {
	switch name {
	case "javascript", "vbscript":
		return name + ": the reference is script, run where it is followed", -1, true
	case "data":
		// RFC 2397 3: dataurl := "data:" [ mediatype ] [ ";base64" ] "," data
		mt := p
		if i := strings.IndexAny(mt, ";,"); i >= 0 {
			mt = mt[:i]
		}
		if len(mt) > 64 {
			return "", 0, false // no media type of activeMedia is that long
		}
		t := strings.ToLower(mt)
		if strings.IndexByte(t, '%') >= 0 {
			if d, err := uri.Unescape(t); err == nil {
				t = strings.ToLower(strings.TrimSpace(d))
			}
		}
		if activeMedia[t] {
			return "data of media type " + quote.Message(short(mt)) + " runs script in a browser (RFC 2397 6)", 0, true
		}
	}
	return "", 0, false
}
