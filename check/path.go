package check

// This file warns about the path (RFC 3986 3.3): dot-segments, as written
// or percent-encoded (5.2.4, 7.3), and "%2F" inside a segment (2.2, 7.3).
//
// urikit reads "%2E" as data, never as a dot-segment (uri.SyntaxBased,
// internal/syntax/dotsegments.go): "/a/%2e%2e/b" is a segment named ".."
// that resolution and normalization keep. A server that decodes the path
// before it splits and resolves it climbs there instead, so the segment
// is warned of: RFC 3986 7.3 has security checks made after decoding.

import (
	"strings"

	"github.com/urikit/urikit/internal/quote"
	"github.com/urikit/urikit/scheme"
)

func checkPath(v *view, c *collector) {
	// A registered scheme that is not hierarchical (data, mailto, urn)
	// has no path segments of RFC 3986 3.3 to climb or split.
	if s, ok := scheme.Lookup(v.name); ok && v.hasScheme && !s.Hierarchical && !v.hasAuth {
		return
	}
	p := v.path
	start := 0
	for i := 0; i <= len(p); i++ {
		if i < len(p) && p[i] != '/' {
			if p[i] == '%' && i+2 < len(p) && p[i+1] == '2' && (p[i+2] == 'F' || p[i+2] == 'f') {
				c.addf(EncodedSlash, v.pathAt+i, func() string {
					return `"` + p[i:i+3] + `" decodes to "/" inside the segment ` + quote.Message(short(p[start:segmentEnd(p, start)])) + ` (RFC 3986 7.3)`
				})
			}
			continue
		}
		seg := p[start:i]
		if d, ok := dotSegment(seg); ok {
			c.addf(DotSegments, v.pathAt+start, func() string {
				if d != seg {
					return quote.Message(seg) + ` reads "` + d + `" once decoded: a server that decodes first climbs (RFC 3986 7.3)`
				}
				return `dot-segment "` + d + `" left in the path (RFC 3986 5.2.4)`
			})
		}
		start = i + 1
	}
}

// segmentEnd returns the end of the segment that starts at i.
func segmentEnd(p string, i int) int {
	if j := strings.IndexByte(p[i:], '/'); j >= 0 {
		return i + j
	}
	return len(p)
}

// dotSegment reports whether seg is "." or "..", as written or with its
// dots percent-encoded ("%2E", "%2e"), and returns it decoded.
func dotSegment(seg string) (string, bool) {
	if len(seg) > 6 {
		return "", false
	}
	dots := 0
	for i := 0; i < len(seg); {
		switch {
		case seg[i] == '.':
			i++
		case strings.HasPrefix(seg[i:], "%2E") || strings.HasPrefix(seg[i:], "%2e"):
			i += 3
		default:
			return "", false
		}
		dots++
	}
	switch dots {
	case 1:
		return ".", true
	case 2:
		return "..", true
	}
	return "", false
}
