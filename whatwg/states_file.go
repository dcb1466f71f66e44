package whatwg

import "github.com/urikit/urikit/internal/syntax"

// This file implements the file states of the basic URL parser (4.4 "URL
// parsing", https://url.spec.whatwg.org/#concept-basic-url-parser: file
// state, file slash state, file host state) and the Windows drive letters
// of 4.2 "URL miscellaneous"
// (https://url.spec.whatwg.org/#url-miscellaneous) they look for.

// isDriveLetter reports whether s is a Windows drive letter (4.2,
// https://url.spec.whatwg.org/#windows-drive-letter): an ASCII letter
// followed by ':' or '|'.
func isDriveLetter(s string) bool {
	return len(s) == 2 && syntax.IsAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedDriveLetter reports whether s is a normalized Windows drive
// letter (4.2,
// https://url.spec.whatwg.org/#normalized-windows-drive-letter): an ASCII
// letter followed by ':'.
func isNormalizedDriveLetter(s string) bool {
	return len(s) == 2 && syntax.IsAlpha(s[0]) && s[1] == ':'
}

// startsWithDriveLetter reports whether s starts with a Windows drive
// letter (4.2,
// https://url.spec.whatwg.org/#start-with-a-windows-drive-letter): a drive
// letter that is all of s or is followed by '/', '\', '?' or '#'.
func startsWithDriveLetter(s string) bool {
	if len(s) < 2 || !isDriveLetter(s[:2]) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

// file is the file state (4.4, https://url.spec.whatwg.org/#file-state).
func (p *parser) file(i int) (state, int) {
	p.setScheme("file")
	p.host, p.hostType = "", EmptyHost
	c, ok := p.at(i)
	if ok && (c == '/' || c == '\\') {
		if c == '\\' {
			p.val(i, "invalid-reverse-solidus")
		}
		return stFileSlash, i + 1
	}
	if p.base != nil && p.base.Scheme() == "file" {
		p.host, p.hostType = p.base.Hostname(), p.base.hostType
		p.copyBasePath()
		if st, j, done := p.afterBase(c, ok, i); done {
			return st, j
		}
		if !startsWithDriveLetter(p.in[i:]) {
			p.shorten()
		} else {
			p.val(i, "file-invalid-Windows-drive-letter")
			p.path = p.path[:0]
		}
		return stPath, i
	}
	return stPath, i
}

// fileSlash is the file slash state (4.4,
// https://url.spec.whatwg.org/#file-slash-state).
func (p *parser) fileSlash(i int) (state, int) {
	c, ok := p.at(i)
	if ok && (c == '/' || c == '\\') {
		if c == '\\' {
			p.val(i, "invalid-reverse-solidus")
		}
		return stFileHost, i + 1
	}
	if b := p.base; b != nil && b.Scheme() == "file" {
		p.host, p.hostType = b.Hostname(), b.hostType
		if !startsWithDriveLetter(p.in[i:]) {
			if first := firstSegment(b.Pathname()); isNormalizedDriveLetter(first) {
				p.path = append(append(p.path[:0], '/'), first...)
			}
		}
	}
	return stPath, i
}

// firstSegment returns the first segment of the serialized list path
// path ("" when the list is empty).
func firstSegment(path string) string {
	if path == "" {
		return ""
	}
	path = path[1:]
	for k := 0; k < len(path); k++ {
		if path[k] == '/' {
			return path[:k]
		}
	}
	return path
}

// fileHost is the file host state (4.4,
// https://url.spec.whatwg.org/#file-host-state): the host up to '/', '\',
// '?' or '#', "localhost" read as the empty host (step 1.3.3).
func (p *parser) fileHost(i int) (state, int) {
	j := i
	for j < len(p.in) {
		c := p.in[j]
		if c == '/' || c == '\\' || c == '?' || c == '#' {
			break
		}
		j++
	}
	buf := p.in[i:j]
	if p.override == stDone && isDriveLetter(buf) {
		// The Windows drive letter quirk: the buffer is the path's first
		// segment, read again by the path state.
		p.val(i, "file-invalid-Windows-drive-letter-host")
		return stPath, i
	}
	if buf == "" {
		p.host, p.hostType = "", EmptyHost
		if p.override != stDone {
			return stDone, j
		}
		return stPathStart, j
	}
	h, t, ok := p.parseHost(buf, false, i)
	if !ok {
		return stFail, j
	}
	if h == "localhost" {
		h, t = "", EmptyHost
	}
	p.host, p.hostType = h, t
	if p.override != stDone {
		return stDone, j
	}
	return stPathStart, j
}
