package syntax

// This file implements RFC 3986 section 5.2 (relative resolution), 5.2.4
// (remove_dot_segments) and 5.3 (component recomposition).

import (
	"strings"
	"unsafe"
)

// Parts are the components of a reference as written (not decoded), each
// with its presence: the five components of RFC 3986 3, the authority split
// into userinfo, host and port.
type Parts struct {
	Scheme       string
	HasScheme    bool
	HasAuthority bool
	Userinfo     string
	HasUserinfo  bool
	Host         string
	Port         string
	HasPort      bool
	Path         string
	Query        string
	HasQuery     bool
	Fragment     string
	HasFragment  bool
}

// Len returns the length of the recomposed reference.
func (p *Parts) Len() int {
	n := len(p.Path)
	if p.HasScheme {
		n += len(p.Scheme) + 1
	}
	if p.HasAuthority {
		n += 2 + len(p.Host)
		if p.HasUserinfo {
			n += len(p.Userinfo) + 1
		}
		if p.HasPort {
			n += len(p.Port) + 1
		}
	}
	if p.HasQuery {
		n += len(p.Query) + 1
	}
	if p.HasFragment {
		n += len(p.Fragment) + 1
	}
	return n
}

// AppendTo appends the recomposed reference (5.3) to b.
func (p *Parts) AppendTo(b []byte) []byte {
	if p.HasScheme {
		b = append(b, p.Scheme...)
		b = append(b, ':')
	}
	if p.HasAuthority {
		b = append(b, '/', '/')
		if p.HasUserinfo {
			b = append(b, p.Userinfo...)
			b = append(b, '@')
		}
		b = append(b, p.Host...)
		if p.HasPort {
			b = append(b, ':')
			b = append(b, p.Port...)
		}
	}
	b = append(b, p.Path...)
	if p.HasQuery {
		b = append(b, '?')
		b = append(b, p.Query...)
	}
	if p.HasFragment {
		b = append(b, '#')
		b = append(b, p.Fragment...)
	}
	return b
}

// String recomposes the reference (5.3).
func (p *Parts) String() string {
	return bytesToString(p.AppendTo(make([]byte, 0, p.Len())))
}

// bytesToString returns b as a string without copying; b must not change
// afterwards.
func bytesToString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// ResolveOptions change 5.2.2's reading.
type ResolveOptions struct {
	// Legacy applies RFC 2396 5.2 step 3 / RFC 3986 5.2.2's "non-strict"
	// parser: a reference whose scheme equals the base's (ignoring case) is
	// read as if it had none, when the base is hierarchical.
	Legacy bool
	// Hierarchical says the caller has already decided that the base's
	// scheme is hierarchical; otherwise the base must have an authority or
	// a path starting with "/" for Legacy to apply.
	Hierarchical bool
}

// Resolve returns the target of ref against base (5.2.2) as a string. The
// base's fragment is ignored (5.1). base should be absolute; a base without
// a scheme is accepted and yields a relative result.
//
// Where the literal algorithm would produce a reference that reads back
// differently (a path starting with "//" and no authority, or a
// scheme-less result whose first segment has a colon), the path is prefixed
// with "/." or "./", which remove_dot_segments would remove again: the
// result re-parses to the components 5.2.2 computed.
func Resolve(base, ref Ref, o ResolveOptions) string {
	b := base.Components()
	r := ref.Components()
	if o.Legacy && r.HasScheme && b.HasScheme && strings.EqualFold(r.Scheme, b.Scheme) &&
		(o.Hierarchical || b.HasAuthority || strings.HasPrefix(b.Path, "/")) {
		r.HasScheme = false
	}
	var t Parts
	var dir string // the base path part that merge (5.2.3) keeps
	if r.HasScheme {
		t = r
	} else {
		if r.HasAuthority {
			t = r
		} else {
			t = b
			t.Path, t.Query, t.HasQuery = b.Path, b.Query, b.HasQuery
			if r.Path != "" {
				t.Path, t.Query, t.HasQuery = r.Path, r.Query, r.HasQuery
				if r.Path[0] != '/' {
					if b.HasAuthority && b.Path == "" {
						dir = "/"
					} else if k := strings.LastIndexByte(b.Path, '/'); k >= 0 {
						dir = b.Path[:k+1]
					}
				}
			} else if r.HasQuery {
				t.Query, t.HasQuery = r.Query, true
			}
		}
		t.Scheme, t.HasScheme = b.Scheme, b.HasScheme
	}
	t.Fragment, t.HasFragment = r.Fragment, r.HasFragment
	// 5.2.2 removes dot segments in every branch but the empty-path one.
	dots := r.HasScheme || r.HasAuthority || r.Path != ""

	// Recompose with the path in place, then remove dot segments from it.
	path := t.Path
	t.Path = ""
	q, f := t.HasQuery, t.HasFragment
	t.HasQuery, t.HasFragment = false, false
	buf := make([]byte, 0, t.Len()+len(dir)+len(path)+2+len(t.Query)+len(t.Fragment)+2)
	buf = t.AppendTo(buf)
	p0 := len(buf)
	buf = append(buf, dir...)
	buf = append(buf, path...)
	dotSlash := false
	switch {
	case dots && !t.HasScheme && !t.HasAuthority && (len(buf) == p0 || buf[p0] != '/'):
		// A relative base gave a relative-path result: a ".." with no
		// segment of its own to cancel climbs out of the directory the
		// result will later be resolved against, so it is kept
		// (normalize_path.go), where 5.2.4 would drop it.
		var w int
		w, dotSlash = removeDotSegmentsRelative(buf[p0:])
		buf = buf[:p0+w]
	case dots:
		buf = buf[:p0+removeDotSegmentsInPlace(buf[p0:])]
	}
	// Keep the result parseable (see the doc comment).
	if !t.HasAuthority && len(buf)-p0 >= 2 && buf[p0] == '/' && buf[p0+1] == '/' {
		buf = append(buf[:p0], append([]byte("/."), buf[p0:]...)...)
	} else if !t.HasScheme && !t.HasAuthority && (dotSlash || firstSegmentHasColon(buf[p0:])) {
		buf = append(buf[:p0], append([]byte("./"), buf[p0:]...)...)
	}
	if q {
		buf = append(buf, '?')
		buf = append(buf, t.Query...)
	}
	if f {
		buf = append(buf, '#')
		buf = append(buf, t.Fragment...)
	}
	return bytesToString(buf)
}

func firstSegmentHasColon(p []byte) bool {
	for _, c := range p {
		switch c {
		case ':':
			return true
		case '/':
			return false
		}
	}
	return false
}

// RemoveDotSegments applies 5.2.4 to a path.
func RemoveDotSegments(path string) string {
	if !hasDotSegments(path) {
		return path
	}
	b := []byte(path)
	return bytesToString(b[:removeDotSegmentsInPlace(b)])
}

// removeDotSegmentsInPlace runs the loop of 5.2.4 over b, writing the output
// buffer over the input (the output never outgrows what was read), and
// returns the output length.
func removeDotSegmentsInPlace(b []byte) int {
	r, w := 0, 0
	n := len(b)
	at := func(i int, s string) bool { // input from i starts with s
		return n-i >= len(s) && string(b[i:i+len(s)]) == s
	}
	is := func(i int, s string) bool { return n-i == len(s) && string(b[i:]) == s }
	pop := func() { // remove the last segment and its preceding "/" from output
		for w > 0 && b[w-1] != '/' {
			w--
		}
		if w > 0 {
			w--
		}
	}
	for r < n {
		switch {
		// A: prefix "../" or "./"
		case at(r, "../"):
			r += 3
		case at(r, "./"):
			r += 2
		// B: prefix "/./" or input "/."
		case at(r, "/./"):
			r += 2
		case is(r, "/."):
			r++
			b[r] = '/'
		// C: prefix "/../" or input "/..": "/" and pop
		case at(r, "/../"):
			r += 3
			pop()
		case is(r, "/.."):
			r += 2
			b[r] = '/'
			pop()
		// D: input "." or ".."
		case is(r, ".") || is(r, ".."):
			r = n
		// E: move the first segment (with its leading "/") to output
		default:
			b[w] = b[r]
			w++
			r++
			for r < n && b[r] != '/' {
				b[w] = b[r]
				w++
				r++
			}
		}
	}
	return w
}
