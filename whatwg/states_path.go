package whatwg

// This file implements the states of the basic URL parser (4.4 "URL
// parsing", https://url.spec.whatwg.org/#concept-basic-url-parser) after the
// authority: path start state, path state (with "shorten a URL's path" of
// 4.2 and the single-dot and double-dot URL path segments of 4.1), opaque
// path state, query state and fragment state.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// isSingleDot reports whether seg is a single-dot URL path segment (4.1,
// https://url.spec.whatwg.org/#single-dot-path-segment): "." or "%2e",
// case-insensitively.
func isSingleDot(seg []byte) bool {
	switch len(seg) {
	case 1:
		return seg[0] == '.'
	case 3:
		return seg[0] == '%' && seg[1] == '2' && seg[2]|0x20 == 'e'
	}
	return false
}

// isDoubleDot reports whether seg is a double-dot URL path segment (4.1,
// https://url.spec.whatwg.org/#double-dot-path-segment): "..", ".%2e",
// "%2e." or "%2e%2e", case-insensitively.
func isDoubleDot(seg []byte) bool {
	switch len(seg) {
	case 2:
		return seg[0] == '.' && seg[1] == '.'
	case 4:
		return (seg[0] == '.' && isSingleDot(seg[1:])) || (isSingleDot(seg[:3]) && seg[3] == '.')
	case 6:
		return isSingleDot(seg[:3]) && isSingleDot(seg[3:])
	}
	return false
}

// shorten shortens p's path (4.2 "shorten a URL's path",
// https://url.spec.whatwg.org/#shorten-a-urls-path): it removes the last
// segment, unless the path of a file URL is one normalized Windows drive
// letter.
func (p *parser) shorten() {
	n := len(p.path)
	if n == 0 {
		return
	}
	k := n - 1
	for p.path[k] != '/' {
		k--
	}
	if k == 0 && p.scheme == "file" && n == 3 && syntax.IsAlpha(p.path[1]) && p.path[2] == ':' {
		return
	}
	p.path = p.path[:k]
}

// pathStart is the path start state (4.4,
// https://url.spec.whatwg.org/#path-start-state).
func (p *parser) pathStart(i int) (state, int) {
	c, ok := p.at(i)
	switch {
	case p.special:
		if ok && c == '\\' {
			p.val(i, "invalid-reverse-solidus")
		}
		if ok && (c == '/' || c == '\\') {
			i++
		}
		return stPath, i
	case p.override == stDone && ok && c == '?':
		p.query, p.hasQuery = "", true
		return stQuery, i + 1
	case p.override == stDone && ok && c == '#':
		p.hasFrag = true
		return stFragment, i + 1
	case ok:
		if c == '/' {
			i++
		}
		return stPath, i
	}
	if p.override != stDone && p.hostType == NoHost {
		p.path = append(p.path, '/')
	}
	return stDone, i
}

// pathState is the path state (4.4,
// https://url.spec.whatwg.org/#path-state): segment after segment, each
// percent-encoded with the path percent-encode set (step 2.3), "." and ".."
// resolved as they end (steps 1.2 to 1.4).
func (p *parser) pathState(i int) (state, int) {
	path := p.path
	if cap(path)-len(path) < len(p.in)-i+8 {
		// A long input (the pooled path has room for the others): room
		// for the rest of the path percent-encoded, made once. Grown by
		// appending, the path would take some five times its size on
		// the way.
		rest := p.in[i:]
		if p.override == stDone {
			if k := strings.IndexAny(rest, "?#"); k >= 0 {
				rest = rest[:k]
			}
		}
		path = append(make([]byte, 0, len(path)+encodedLen(rest, pathSet)+8), path...)
	}
	stop := uint8(pcSlash)
	if p.special {
		stop |= pcBackslash
	}
	if p.override == stDone {
		stop |= pcQueryFrag
	}
	in := p.in
	for {
		segStart := len(path)
		path = append(path, '/')
		j, seen := scanSegment(in, i, stop)
		seg := in[i:j]
		p.checkURLUnits(seg, i)
		if seen&pcEncode == 0 {
			path = append(path, seg...)
		} else {
			path = appendEncoded(path, seg, pathSet)
		}
		var c byte
		ok := j < len(in)
		if ok {
			c = in[j]
		}
		slash := ok && segClass[c]&stop&(pcSlash|pcBackslash) != 0
		if c == '\\' && slash {
			p.val(j, "invalid-reverse-solidus")
		}
		written := path[segStart+1:]
		if n := len(written); n >= 1 && n <= 6 && (written[0] == '.' || written[0] == '%') {
			switch {
			case isDoubleDot(written):
				p.path = path[:segStart]
				p.shorten()
				path = p.path
				if !slash {
					path = append(path, '/')
				}
			case isSingleDot(written):
				path = path[:segStart]
				if !slash {
					path = append(path, '/')
				}
			}
		} else if segStart == 0 && len(written) == 2 && syntax.IsAlpha(written[0]) && (written[1] == ':' || written[1] == '|') && p.scheme == "file" {
			written[1] = ':'
		}
		switch {
		case !ok:
			p.path = path
			return stDone, j
		case slash:
			i = j + 1
			continue
		}
		p.path = path
		if c == '?' {
			p.query, p.hasQuery = "", true
			return stQuery, j + 1
		}
		p.hasFrag = true
		return stFragment, j + 1
	}
}

// scanSegment returns the offset of the first byte from i on in s whose
// segClass has a bit of stop (len(s) when none has), and the union of the
// classes before it.
func scanSegment(s string, i int, stop uint8) (int, uint8) {
	var seen uint8
	for ; i < len(s); i++ {
		t := segClass[s[i]]
		if t&stop != 0 {
			break
		}
		seen |= t
	}
	return i, seen
}

// opaquePath is the opaque path state (4.4,
// https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state): the rest
// up to '?' or '#', percent-encoded with the C0 control percent-encode set
// (step 4.3); a space just before the '?' or '#' is written "%20" (step
// 3.2).
func (p *parser) opaquePath(i int) (state, int) {
	j := i
	for j < len(p.in) && p.in[j] != '?' && p.in[j] != '#' {
		j++
	}
	seg := p.in[i:j]
	p.checkURLUnits(seg, i)
	if j < len(p.in) && len(seg) > 0 && seg[len(seg)-1] == ' ' {
		p.path = appendEncoded(p.path, seg[:len(seg)-1], c0ControlSet)
		p.path = append(p.path, "%20"...)
	} else {
		p.path = appendEncoded(p.path, seg, c0ControlSet)
	}
	if j == len(p.in) {
		return stDone, j
	}
	if p.in[j] == '?' {
		p.query, p.hasQuery = "", true
		return stQuery, j + 1
	}
	p.hasFrag = true
	return stFragment, j + 1
}

// queryState is the query state (4.4,
// https://url.spec.whatwg.org/#query-state): up to '#' (or the end, under a
// state override), percent-encoded with the special-query percent-encode
// set in a special URL and the query percent-encode set otherwise (step
// 2.1); always UTF-8 (step 1 concerns the legacy encodings of HTML).
func (p *parser) queryState(i int) (state, int) {
	j := len(p.in)
	if p.override == stDone {
		if k := strings.IndexByte(p.in[i:], '#'); k >= 0 {
			j = i + k
		}
	}
	set := querySet
	if p.special {
		set = specialQuerySet
	}
	q := p.in[i:j]
	p.checkURLUnits(q, i)
	p.query, p.hasQuery = p.encode(q, set), true
	if j == len(p.in) {
		return stDone, j
	}
	p.hasFrag = true
	return stFragment, j + 1
}

// fragmentState is the fragment state (4.4,
// https://url.spec.whatwg.org/#fragment-state): the rest, percent-encoded
// with the fragment percent-encode set.
func (p *parser) fragmentState(i int) (state, int) {
	f := p.in[i:]
	p.checkURLUnits(f, i)
	p.frag, p.hasFrag = p.encode(f, fragmentSet), true
	return stDone, len(p.in)
}
