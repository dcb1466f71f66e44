package whatwg

// This file implements 4.5 "URL serializing": the URL serializer
// (https://url.spec.whatwg.org/#concept-url-serializer), which writes a URL
// record as its href and records the offsets of its parts; the host is
// already serialized (3.6 "Host serializing",
// https://url.spec.whatwg.org/#host-serializing).

import "unsafe"

// serialize writes p's URL record (4.5 "URL serializer", exclude fragment
// false: steps 1 to 7, the "/." of step 3 included) and returns it as a
// URL. When the serialization equals reuse, the URL's href is reuse
// itself.
func (p *parser) serialize(reuse string) URL {
	n := len(p.scheme) + 3 + len(p.username) + len(p.password) + 2 + len(p.host) + len(p.port) + 1 +
		len(p.path) + 2 + len(p.query) + 1 + len(p.frag) + 1
	b := make([]byte, 0, n)
	var u URL
	b = append(b, p.scheme...)
	u.schemeEnd = int32(len(b))
	b = append(b, ':')
	u.hostType = p.hostType
	if p.hostType != NoHost {
		b = append(b, "//"...)
		b = append(b, p.username...)
		u.userEnd = int32(len(b))
		if p.username != "" || p.password != "" {
			if p.password != "" {
				b = append(b, ':')
				b = append(b, p.password...)
			}
			b = append(b, '@')
		}
		u.hostStart = int32(len(b))
		b = append(b, p.host...)
		u.hostEnd = int32(len(b))
		if p.port != "" {
			b = append(b, ':')
			b = append(b, p.port...)
		}
	} else {
		u.userEnd, u.hostStart, u.hostEnd = int32(len(b)), int32(len(b)), int32(len(b))
		if !p.opaque && len(p.path) > 1 && p.path[0] == '/' && p.path[1] == '/' {
			b = append(b, "/."...)
		}
	}
	u.pathStart = int32(len(b))
	b = append(b, p.path...)
	u.opaque = p.opaque
	u.queryStart = int32(len(b))
	if p.hasQuery {
		b = append(b, '?')
		b = append(b, p.query...)
	}
	u.fragStart = int32(len(b))
	if p.hasFrag {
		b = append(b, '#')
		b = append(b, p.frag...)
	}
	if string(b) == reuse {
		u.href = reuse
	} else {
		u.href = unsafe.String(unsafe.SliceData(b), len(b))
	}
	return u
}

// record returns the parser holding u's URL record, for a setter (the
// "url" given to the basic URL parser with a state override, 4.4).
func record(u URL) parser {
	p := parser{
		username: u.Username(),
		password: u.Password(),
		host:     u.Hostname(),
		hostType: u.hostType,
		port:     u.Port(),
		path:     []byte(u.Pathname()),
		opaque:   u.opaque,
	}
	p.setScheme(u.Scheme())
	p.query, p.hasQuery = u.Query()
	p.frag, p.hasFrag = u.Fragment()
	return p
}
