package whatwg

import "github.com/urikit/urikit/internal/syntax"

// This file recognizes input that is already a URL's serialization (4.5
// "URL serializing", https://url.spec.whatwg.org/#url-serializing): for
// such input the basic URL parser (4.4) returns a URL whose href is the
// input itself, so Parse checks for it first and returns the input with
// its offsets, allocating nothing. The check is conservative: whatever it
// is unsure of (credentials with odd characters, upper case, hosts that
// end in a number but are not dotted-decimal, dot segments, default
// ports, ...) goes to the state machine, and TestSerializedAgrees and
// FuzzParse check it against the state machine.

// parseSerialized returns the URL s parses to when s is its own
// serialization, and false when it cannot tell.
func parseSerialized(s string) (URL, bool) {
	var u URL
	n := len(s)
	if n == 0 || n > 1<<30 || !('a' <= s[0] && s[0] <= 'z') {
		return u, false
	}
	// 4.4 scheme state: lower-case already.
	i := 1
	for i < n && isSchemeByte[s[i]] {
		i++
	}
	if i == n || s[i] != ':' {
		return u, false
	}
	scheme := s[:i]
	port := specialPort(scheme)
	special := port != notSpecial
	u.schemeEnd = int32(i)
	i++
	switch {
	case hasPrefixAt(s, i, "//"):
		var ok bool
		if i, ok = authoritySerialized(s, i+2, scheme, special, &u); !ok {
			return u, false
		}
	case special:
		return u, false
	default:
		u.userEnd, u.hostStart, u.hostEnd = int32(i), int32(i), int32(i)
		if hasPrefixAt(s, i, "/.//") {
			i += 2 // 4.5 step 3: "/." before a path that starts with an empty segment
		} else if hasPrefixAt(s, i, "/.") && (i+2 == n || s[i+2] == '?' || s[i+2] == '#') {
			return u, false
		}
	}
	u.pathStart = int32(i)
	if i < n && s[i] == '/' || special {
		// 4.4 path state: a list path; in a special URL at least "/".
		if i == n || s[i] != '/' {
			return u, false
		}
		var ok bool
		if i, ok = pathSerialized(s, i, scheme, special); !ok {
			return u, false
		}
	} else if u.hostType == NoHost {
		// 4.4 opaque path state: C0 control percent-encode set.
		u.opaque = true
		start := i
		for i < n && s[i] != '?' && s[i] != '#' {
			if encodeTable[s[i]]&c0ControlSet != 0 {
				return u, false
			}
			i++
		}
		if i < n && i > start && s[i-1] == ' ' {
			return u, false // written "%20" (4.4 opaque path state)
		}
	}
	u.queryStart = int32(i)
	if i < n && s[i] == '?' {
		tbl := &queryClass[0]
		if special {
			tbl = &queryClass[1]
		}
		i++
		for i < n && tbl[s[i]] == clPlain {
			i++
		}
		if i < n && tbl[s[i]] == clBad {
			return u, false
		}
	}
	u.fragStart = int32(i)
	if i < n {
		if s[i] != '#' {
			return u, false
		}
		for i++; i < n; i++ {
			if encodeTable[s[i]]&fragmentSet != 0 {
				return u, false
			}
		}
	}
	if s[n-1] == ' ' {
		return u, false // 4.4 step 1 trims it
	}
	u.href = s
	return u, true
}

// The classes of a byte in a serialized path or query, for the fast
// check's inner loops: one table lookup per byte.
const (
	clPlain = iota // stays as it is
	clSlash        // ends a path segment
	clEnd          // ends the path or query ('?', '#'; '#' for a query)
	clBad          // would be percent-encoded, or is '\' in a special URL
)

// pathClass and queryClass classify bytes for a path and a query, index 0
// for a non-special URL and 1 for a special one (1.3 path and
// (special-)query percent-encode sets).
var pathClass, queryClass = func() (p, q [2][256]uint8) {
	for sp := 0; sp < 2; sp++ {
		qset := querySet
		if sp == 1 {
			qset = specialQuerySet
		}
		for c := 0; c < 256; c++ {
			switch {
			case c == '/':
				p[sp][c] = clSlash
			case c == '?' || c == '#':
				p[sp][c] = clEnd
			case encodeTable[c]&pathSet != 0 || (c == '\\' && sp == 1):
				p[sp][c] = clBad
			}
			switch {
			case c == '#':
				q[sp][c] = clEnd
			case encodeTable[c]&qset != 0:
				q[sp][c] = clBad
			}
		}
	}
	return p, q
}()

// pathSerialized checks the list path at s[i:] (which starts with '/') up
// to '?', '#' or the end: no byte of the path percent-encode set, no '\'
// in a special URL, no single-dot or double-dot segment, no "X|" drive
// letter first in a file URL. It returns the path's end.
func pathSerialized(s string, i int, scheme string, special bool) (int, bool) {
	n := len(s)
	tbl := &pathClass[0]
	if special {
		tbl = &pathClass[1]
	}
	if scheme == "file" && i+3 <= n && syntax.IsAlpha(s[i+1]) && s[i+2] == '|' && (i+3 == n || tbl[s[i+3]] != clPlain) {
		return i, false // 4.4 path state: the drive letter "X|" becomes "X:"
	}
	for i < n && s[i] == '/' {
		i++
		start := i
		for i < n && tbl[s[i]] == clPlain {
			i++
		}
		if i < n && tbl[s[i]] == clBad {
			return i, false
		}
		if i > start && i-start <= 6 {
			if c := s[start]; (c == '.' || c == '%') && isDotSegment(s[start:i]) {
				return i, false
			}
		}
	}
	return i, true
}

// isDotSegment reports whether seg is a single-dot or double-dot URL path
// segment (4.1): ".", "%2e", "..", ".%2e", "%2e.", "%2e%2e", any case.
func isDotSegment(seg string) bool {
	isDot := func(k int) (int, bool) { // a dot at seg[k:], and its length
		if k < len(seg) && seg[k] == '.' {
			return 1, true
		}
		if k+2 < len(seg) && seg[k] == '%' && seg[k+1] == '2' && seg[k+2]|0x20 == 'e' {
			return 3, true
		}
		return 0, false
	}
	n, ok := isDot(0)
	if !ok {
		return false
	}
	if n == len(seg) {
		return true
	}
	m, ok := isDot(n)
	return ok && n+m == len(seg)
}

// isSchemeByte marks the bytes after the first of a lower-case scheme (4.4
// scheme state): 'a' to 'z', digits, '+', '-', '.'.
var isSchemeByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
	}
	return t
}()
