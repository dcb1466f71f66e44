package check

// This file warns about the scheme: one the registry does not know (RFC
// 3986 3.1, RFC 7595), and the active schemes, which run code where a
// reference is followed (RFC 2397 6 for data; the javascript and vbscript
// schemes of browsers).

import (
	"strings"

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

func checkScheme(v *view, ws []Warning) []Warning {
	if !v.hasScheme {
		return ws
	}
	switch v.name {
	case "javascript", "vbscript":
		return append(ws, Warning{ActiveScheme, 0, v.name + ": the reference is script, run where it is followed"})
	case "data":
		// RFC 2397 3: dataurl := "data:" [ mediatype ] [ ";base64" ] "," data
		mt := v.path
		if i := strings.IndexAny(mt, ";,"); i >= 0 {
			mt = mt[:i]
		}
		t := strings.ToLower(mt)
		if strings.IndexByte(t, '%') >= 0 {
			if d, err := uri.Unescape(t); err == nil {
				t = strings.ToLower(strings.TrimSpace(d))
			}
		}
		if activeMedia[t] {
			ws = append(ws, Warning{ActiveScheme, v.pathAt,
				"data of media type " + quote(short(mt)) + " runs script in a browser (RFC 2397 6)"})
		}
	}
	if _, ok := scheme.Lookup(v.name); !ok {
		ws = append(ws, Warning{UnknownScheme, 0, "the scheme " + quote(short(v.scheme)) + " is not in the registry"})
	}
	return ws
}
