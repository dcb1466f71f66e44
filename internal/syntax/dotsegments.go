package syntax

// This file removes the dot-segments of a relative-path reference (RFC 3986
// 4.2, 6.2.2.3) without changing what it resolves to.
//
// RFC 3986 6.2.2.3 has normalizers apply remove_dot_segments (5.2.4) to the
// path; for a URI, a network-path or an absolute-path reference that is the
// path 5.2.2 gives the target, so the result is equivalent. A relative-path
// reference is different: its "." and ".." segments are there to be merged
// with a base path (5.2.3), where a leading ".." climbs out of the base's
// directory. Removing them as 5.2.4 does ("../a" -> "a") would change the
// target of the reference against every base. So, as in uriparser, a ".."
// that has no segment of the reference itself to cancel is kept, and the
// rest are removed:
//
//	"a/b/../c" -> "a/c", "./a" -> "a", "../../a/./b" -> "../../a/b",
//	"a/.." -> ".", "a/../b:c" -> "./b:c", "a/..//b" -> ".//b".
//
// The result resolves, against any base with an absolute path, to the same
// target as the input: "." and "./" stand for the base's directory (5.4.1
// "." and "./"), a first segment holding ":" keeps a "./" before it (4.2),
// and so does a first segment that is empty.

import "strings"

// RemoveDotSegmentsRelative rewrites the relative path b in place and
// returns its new length, and whether "./" must go before it.
func RemoveDotSegmentsRelative(b []byte) (int, bool) {
	n := len(b)
	w := 0                        // output length
	nseg := 0                     // segments in the output
	lastIsParent := func() bool { // the last output segment is ".."
		start := 0
		for k := w - 1; k >= 0; k-- {
			if b[k] == '/' {
				start = k + 1
				break
			}
		}
		return w-start == 2 && b[start] == '.' && b[start+1] == '.'
	}
	pop := func() {
		if nseg == 1 {
			w = 0
		} else {
			for w > 0 && b[w-1] != '/' {
				w--
			}
			w-- // the "/" before the segment
		}
		nseg--
	}
	push := func(r, e int) { // append segment b[r:e]
		if nseg > 0 {
			b[w] = '/'
			w++
		}
		w += copy(b[w:], b[r:e])
		nseg++
	}
	for r := 0; r <= n; {
		e := r
		for e < n && b[e] != '/' {
			e++
		}
		last := e == n
		seg := b[r:e]
		switch {
		case len(seg) == 1 && seg[0] == '.':
			if last {
				push(e, e) // the directory itself: end with "/"
			}
		case len(seg) == 2 && seg[0] == '.' && seg[1] == '.':
			if nseg > 0 && !lastIsParent() {
				pop()
				if last {
					push(e, e)
				}
			} else {
				push(r, e)
			}
		default:
			push(r, e)
		}
		r = e + 1
	}
	if w == 0 {
		if nseg > 0 {
			// Only the directory is left: "." (5.4.1).
			b[0] = '.'
			return 1, false
		}
		return 0, false
	}
	// A first segment that is empty (the output starts with "/") or holds
	// a colon needs "./" before it to stay a relative-path reference.
	if b[0] == '/' {
		return w, true
	}
	for k := 0; k < w && b[k] != '/'; k++ {
		if b[k] == ':' {
			return w, true
		}
	}
	return w, false
}

// HasDotSegments reports whether path has a "." or ".." segment, looking
// only at its dots.
func HasDotSegments(path string) bool {
	for i := 0; i < len(path); {
		k := strings.IndexByte(path[i:], '.')
		if k < 0 {
			return false
		}
		k += i
		if k == 0 || path[k-1] == '/' {
			e := k + 1
			if e < len(path) && path[e] == '.' {
				e++
			}
			if e == len(path) || path[e] == '/' {
				return true
			}
		}
		i = k + 1
	}
	return false
}
