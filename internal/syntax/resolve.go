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
	return resolveTarget(base, ref, o).s
}

// resolveTarget is Resolve returning the target as a Ref in base's grammar:
// its offsets are computed while the string is built, from the components
// 5.2.2 takes from base and ref, so the target is never scanned again. It
// allocates the target string only, and nothing when the target is ref
// itself. base and ref must be valid.
func resolveTarget(base, ref Ref, o ResolveOptions) Ref {
	refScheme := ref.flags&fScheme != 0
	if o.Legacy && refScheme && base.flags&fScheme != 0 &&
		strings.EqualFold(ref.s[:ref.schemeEnd], base.s[:base.schemeEnd]) &&
		(o.Hierarchical || base.flags&fAuthority != 0 || strings.HasPrefix(base.Path(), "/")) {
		refScheme = false
	}
	if refScheme && ref.flags&fIRI == base.flags&fIRI && DotSegmentAt(ref.s[ref.pathStart:ref.pathEnd]) < 0 {
		// 5.2.2: a reference with a scheme and no dot-segment is its
		// own target, byte for byte.
		return ref
	}
	// The target is head1 head2 [dir] path ["?" query] ["#" fragment]:
	// head1 and head2 are the scheme and authority as written, taken from
	// auth (whose authority offsets move by shift) and from base.
	var head1, head2, dir, path, query string
	var hasQuery bool
	auth, shift := ref, 0
	t := Ref{flags: fValid | base.flags&fIRI}
	refPath := ref.s[ref.pathStart:ref.pathEnd]
	dots := true // 5.2.2 removes dot segments in every branch but one
	switch {
	case refScheme:
		head1 = ref.s[:ref.pathStart]
		t.flags |= fScheme
		t.schemeEnd = ref.schemeEnd
		path = refPath
		query, hasQuery = ref.Query()
	case ref.flags&fAuthority != 0:
		if base.flags&fScheme != 0 {
			head1 = base.s[:base.schemeEnd+1]
			t.flags |= fScheme
			t.schemeEnd = base.schemeEnd
		}
		a := 0 // a scheme the legacy reading ignores is not written
		if ref.flags&fScheme != 0 {
			a = int(ref.schemeEnd) + 1
		}
		head2 = ref.s[a:ref.pathStart]
		shift = len(head1) - a
		path = refPath
		query, hasQuery = ref.Query()
	default:
		head1 = base.s[:base.pathStart]
		auth = base
		t.flags |= base.flags & fScheme
		t.schemeEnd = base.schemeEnd
		basePath := base.s[base.pathStart:base.pathEnd]
		switch {
		case refPath == "":
			path, dots = basePath, false
			if query, hasQuery = ref.Query(); !hasQuery {
				query, hasQuery = base.Query()
			}
		default:
			path = refPath
			query, hasQuery = ref.Query()
			if refPath[0] != '/' {
				// 5.2.3: merge with the base path's directory.
				if base.flags&fAuthority != 0 && basePath == "" {
					dir = "/"
				} else if k := strings.LastIndexByte(basePath, '/'); k >= 0 {
					dir = basePath[:k+1]
				}
			}
		}
	}
	fragment, hasFragment := ref.Fragment()

	buf := make([]byte, 0, len(head1)+len(head2)+len(dir)+len(path)+2+1+len(query)+1+len(fragment))
	buf = append(buf, head1...)
	buf = append(buf, head2...)
	p0 := len(buf)
	if auth.flags&fAuthority != 0 {
		t.flags |= auth.flags & (fAuthority | fUserinfo | fPort)
		t.host = auth.host
		t.hostStart = auth.hostStart + int32(shift)
		t.hostEnd = auth.hostEnd + int32(shift)
	} else {
		t.hostStart, t.hostEnd = int32(p0), int32(p0)
	}
	buf = append(buf, dir...)
	buf = append(buf, path...)
	dotSlash := false
	relative := t.flags&(fScheme|fAuthority) == 0
	k := -1
	if dots {
		k = DotSegmentAt(bytesToString(buf[p0:]))
	}
	if k >= 0 {
		if relative && buf[p0] != '/' {
			// A relative base gave a relative-path result: a ".." with no
			// segment of its own to cancel climbs out of the directory the
			// result will later be resolved against, so it is kept
			// (normalize_path.go), where 5.2.4 would drop it.
			var w int
			w, dotSlash = RemoveDotSegmentsRelative(buf[p0:], false)
			buf = buf[:p0+w]
		} else {
			buf = buf[:p0+removeDotSegmentsFrom(buf[p0:], k)]
		}
	}
	// Keep the result parseable (see the doc comment); buf has room for
	// the two bytes.
	prefix := ""
	if t.flags&fAuthority == 0 && len(buf)-p0 >= 2 && buf[p0] == '/' && buf[p0+1] == '/' {
		prefix = "/."
	} else if relative && (dotSlash || firstSegmentHasColon(buf[p0:])) {
		prefix = "./"
	}
	if prefix != "" {
		n := len(buf)
		buf = buf[:n+2]
		copy(buf[p0+2:], buf[p0:n])
		copy(buf[p0:], prefix)
	}
	t.pathStart = int32(p0)
	t.pathEnd = int32(len(buf))
	if hasQuery {
		t.flags |= fQuery
		buf = append(buf, '?')
		buf = append(buf, query...)
	}
	t.queryEnd = int32(len(buf))
	if hasFragment {
		t.flags |= fFragment
		buf = append(buf, '#')
		buf = append(buf, fragment...)
	}
	t.s = bytesToString(buf)
	t.pct = (base.pct || ref.pct) && hasPct(t.s) // made of their pieces: no new '%'
	return t
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
	k := DotSegmentAt(path)
	if k < 0 {
		return path
	}
	b := []byte(path)
	return bytesToString(b[:removeDotSegmentsFrom(b, k)])
}

// removeDotSegmentsInPlace runs the loop of 5.2.4 over b, writing the output
// buffer over the input (the output never outgrows what was read), and
// returns the output length. Between dot-segments the loop only moves
// segments whole (rule E): each run of them up to the "/" before the next
// dot-segment moves with one copy.
func removeDotSegmentsInPlace(b []byte) int {
	return removeDotSegmentsFrom(b, DotSegmentAt(bytesToString(b)))
}

// nextDotSegment is DotSegmentAt on the rest of the input.
func nextDotSegment(b []byte) int { return DotSegmentAt(bytesToString(b)) }

// popSegment removes the last segment of the output b[:w] and the "/"
// before it (5.2.4 rule C), returning the new output length.
func popSegment(b []byte, w int) int {
	for w > 0 && b[w-1] != '/' {
		w--
	}
	if w > 0 {
		w--
	}
	return w
}

// removeDotSegmentsFrom is removeDotSegmentsInPlace with k the offset of
// the first dot-segment of b (DotSegmentAt), -1 for none.
func removeDotSegmentsFrom(b []byte, k int) int {
	n := len(b)
	if k < 0 {
		return n
	}
	r := k
	if k > 0 {
		r-- // the "/" before it
	}
	w := r
	d := k - r // the next dot-segment's offset from r, -1 when not known
	for r < n {
		// r is at a "/" or at the start of the input's first segment: the
		// next dot-segment is the first of b[r:].
		k := d
		if k < 0 {
			k = nextDotSegment(b[r:])
		}
		d = -1
		if k < 0 {
			if w != r {
				copy(b[w:], b[r:])
			}
			return w + n - r
		}
		if k > 0 {
			// E, as many times as there are segments before the "/" of
			// the dot-segment.
			k += r - 1
			if w != r {
				copy(b[w:], b[r:k])
			}
			w += k - r
			r = k
		}
		// r is at the "/" before a "." or ".." segment, or at one that
		// starts the input: which rule applies is in the bytes that follow.
		if b[r] == '/' {
			switch {
			case r+2 < n && b[r+2] == '/': // B: prefix "/./"
				r += 2
			case r+2 == n: // B: input "/."
				r++
				b[r] = '/'
			case r+3 < n: // C: prefix "/../": "/" and pop
				r += 3
				w = popSegment(b, w)
			default: // C: input "/.."
				r += 2
				b[r] = '/'
				w = popSegment(b, w)
			}
			continue
		}
		switch {
		case r+1 < n && b[r+1] == '/': // A: prefix "./"
			r += 2
		case r+2 < n && b[r+1] == '.': // A: prefix "../"
			r += 3
		default: // D: input "." or ".."
			r = n
		}
	}
	return w
}
