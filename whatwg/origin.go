package whatwg

// This file computes a URL's origin (4.7 "Origin",
// https://url.spec.whatwg.org/#concept-url-origin, and the HTML Standard's
// serialization of an origin).

// Origin returns the serialization of u's origin (4.7): scheme "://" host
// and, when not the default, ':' port for http, https, ws, wss and ftp;
// the origin of the URL in the path for "blob:" URLs whose path parses to
// an http(s) URL; "null" for every other URL (an opaque origin), the file
// URLs (left "as an exercise to the reader") and the blob: URLs whose path
// is a file URL among them.
func (u URL) Origin() string {
	switch u.Scheme() {
	case "http", "https", "ws", "wss", "ftp":
		return u.href[:u.schemeEnd+3] + u.href[u.hostStart:u.pathStart]
	case "blob":
		p, err := Parse(u.Pathname())
		if err == nil && (p.Scheme() == "http" || p.Scheme() == "https") {
			return p.Origin()
		}
	}
	return "null"
}
