package whatwg

// This file implements the states of the basic URL parser (4.4 "URL
// parsing", https://url.spec.whatwg.org/#concept-basic-url-parser) that read
// an authority: authority state (the credentials), host state, hostname
// state and port state.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// endsAuthority reports whether c ends an authority or host: '/', '?',
// '#', or '\' in a special URL (4.4 authority state, step 2; host state,
// step 3; port state, step 2).
func (p *parser) endsAuthority(c byte) bool {
	return c == '/' || c == '?' || c == '#' || (c == '\\' && p.special)
}

// authority is the authority state (4.4,
// https://url.spec.whatwg.org/#authority-state). The buffer of the standard
// is all of the authority up to its last '@' (step 1): every '@' before
// that one is percent-encoded as "%40" (the userinfo percent-encode set
// holds '@'), and the first ':' separates the username from the password.
func (p *parser) authority(i int) (state, int) {
	stop := uint8(bcEnd)
	if p.special {
		stop |= bcBackslash
	}
	in := p.in
	end, seen := scanClasses(in, i, stop)
	at, from := -1, i // the last '@', and where the host starts
	if seen&bcAt != 0 {
		at = i + strings.LastIndexByte(in[i:end], '@')
		from = at + 1
		_, seen = scanClasses(in[:end], from, 0)
	}
	if seen&(bcColon|bcBracket) == 0 {
		p.hostFrom, p.hostEnd = from, end
	}
	if at < 0 {
		return stHost, i
	}
	p.val(i, "invalid-credentials")
	user, pass := p.in[i:at], ""
	for k := i; k < at; k++ {
		if p.in[k] == ':' {
			user, pass = p.in[i:k], p.in[k+1:at]
			break
		}
	}
	p.username = p.encode(user, userinfoSet)
	p.password = p.encode(pass, userinfoSet)
	if at+1 == end {
		return p.failAt(end, "host-missing", "credentials but no host"), end
	}
	return stHost, at + 1
}

// hostState is the host state and the hostname state (4.4,
// https://url.spec.whatwg.org/#host-state and #hostname-state): the host
// runs to a ':' outside brackets (step 2) or to the end of the authority
// (step 3).
func (p *parser) hostState(i int) (state, int) {
	if p.override != stDone && p.scheme == "file" {
		return stFileHost, i
	}
	j, inBrackets := i, false
	stop := uint8(bcEnd | bcColon | bcBracket)
	if p.special {
		stop |= bcBackslash
	}
	if p.hostEnd > 0 && p.hostFrom == i {
		j = p.hostEnd // the authority state found where the host ends
	}
	for in := p.in; j < len(in); j++ {
		c := in[j]
		t := byteClass[c]
		if t&stop == 0 {
			continue
		}
		if t&bcBracket != 0 {
			inBrackets = c == '['
			continue
		}
		if t&bcColon == 0 || !inBrackets {
			break
		}
	}
	buf := p.in[i:j]
	if j < len(p.in) && p.in[j] == ':' {
		if buf == "" {
			return p.failAt(j, "host-missing", "a port but no host"), j
		}
		if p.override == stHostname {
			return stFail, j
		}
		if !p.setHost(buf, i) {
			return stFail, j
		}
		return stPort, j + 1
	}
	if p.special && buf == "" {
		return p.failAt(j, "host-missing", "a special URL needs a host"), j
	}
	if p.override != stDone && buf == "" && (p.username != "" || p.password != "" || p.port != "") {
		return stFail, j
	}
	if !p.setHost(buf, i) {
		return stFail, j
	}
	if p.override != stDone {
		return stDone, j
	}
	return stPathStart, j
}

// setHost parses buf, at offset i of p.in, with the host parser (3.5,
// https://url.spec.whatwg.org/#concept-host-parser) and sets p's host to
// the result: false on failure (4.4 host state, steps 2.3 to 2.5 and 3.3 to
// 3.5).
func (p *parser) setHost(buf string, i int) bool {
	h, t, ok := p.parseHost(buf, !p.special, i)
	if !ok {
		return false
	}
	p.host, p.hostType = h, t
	return true
}

// portState is the port state (4.4,
// https://url.spec.whatwg.org/#port-state): ASCII digits, the value at most
// 65535, null when it is the scheme's default port (4.2 "URL
// miscellaneous", https://url.spec.whatwg.org/#default-port).
func (p *parser) portState(i int) (state, int) {
	j := i
	for j < len(p.in) && syntax.IsDigit(p.in[j]) {
		j++
	}
	c, ok := p.at(j)
	if ok && !p.endsAuthority(c) && p.override == stDone {
		return p.failAt(j, "port-invalid", "the port holds a character that is not an ASCII digit"), j
	}
	if j > i {
		digits := p.in[i:j]
		k := 0
		for k < len(digits)-1 && digits[k] == '0' {
			k++
		}
		digits = digits[k:]
		if len(digits) > 5 || (len(digits) == 5 && digits > "65535") {
			return p.failAt(i, "port-out-of-range", "the port is above 65535"), j
		}
		if digits == defaultPortString(p.scheme) {
			p.port = ""
		} else {
			p.port = digits
		}
		if p.override != stDone {
			return stDone, j
		}
	} else if p.override != stDone {
		return stFail, j
	}
	return stPathStart, j
}

// scanClasses returns the offset of the first byte from i on in s whose
// byteClass has a bit of stop (len(s) when none has), and the union of
// the classes before it.
func scanClasses(s string, i int, stop uint8) (int, uint8) {
	var seen uint8
	for ; i < len(s); i++ {
		t := byteClass[s[i]]
		if t&stop != 0 {
			break
		}
		seen |= t
	}
	return i, seen
}
