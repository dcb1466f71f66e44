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
// target of the reference against every base. So a ".." that has no
// segment of the reference itself to cancel is kept, and so is a ".." that
// would cancel the reference's first segment (the first one after its
// leading ".." segments): against a base whose path is rootless and has no
// "/" ("a:b"), the merged path is the reference's own path (5.2.3), and
// remove_dot_segments turns "m/../x" into "/x" where "x" stays "x", and
// "m/.." into "/" where "." gives "". The rest are removed:
//
//	"a/b/../c" -> "a/c", "./a" -> "a", "../../a/./b" -> "../../a/b",
//	"a/b/.." -> "a/", "a/.." stays, "m/../x" stays, "a/b/../../c" -> "a/../c",
//	"a/c/../b:c" -> "a/b:c", "./a:b" stays, "a/b/..//c" -> "a//c".
//
// The result resolves, against every base (5.2.2), to the same target as
// the input, rootless bases included: "." and "./" stand for the base's
// directory (5.4.1 "." and "./"), a first segment holding ":" keeps a "./"
// before it (4.2), and so does a first segment that is empty.

import (
	"math/bits"
	"strings"
)

// RemoveDotSegmentsRelative rewrites the relative path b in place and
// returns its new length, and whether "./" must go before it. With
// keepFirst, a ".." that would cancel the first segment is kept, the form
// normalization needs (equivalent against every base, rootless ones
// included); without it, such a ".." cancels it, the form resolution
// against a relative base writes (outside RFC 3986 5.1, where the base of
// the final resolution is taken to have an absolute path).
func RemoveDotSegmentsRelative(b []byte, keepFirst bool) (int, bool) {
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
	beforeLastIsParent := func() bool { // the segment before the last is ".."
		k := w - 1
		for k >= 0 && b[k] != '/' {
			k--
		}
		end := k // the "/" ending the segment before the last
		for k--; k >= 0 && b[k] != '/'; k-- {
		}
		return end-k-1 == 2 && b[k+1] == '.' && b[k+2] == '.'
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
			if nseg > 0 && !lastIsParent() && (!keepFirst || nseg > 1 && !beforeLastIsParent()) {
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
func HasDotSegments(path string) bool { return DotSegmentAt(path) >= 0 }

// dotSegmentAtWords is DotSegmentAt without the sixteen-byte step
// (simd_amd64.go): the wide scan for '.' on a long path, words on a short
// one.
func dotSegmentAtWords(path string) int {
	if len(path) < 32 {
		return dotSegmentShort(path)
	}
	for i := 0; i < len(path); {
		k := strings.IndexByte(path[i:], '.')
		if k < 0 {
			return -1
		}
		k += i
		if k == 0 || path[k-1] == '/' {
			e := k + 1
			if e < len(path) && path[e] == '.' {
				e++
			}
			if e == len(path) || path[e] == '/' {
				return k
			}
		}
		i = k + 1
	}
	return -1
}

// dotSegmentShort is DotSegmentAt for a short path (the steps of
// "../../g", most URL paths), where a call to the wide scan for '.' costs
// more than the path: a word at a time, and in a word only the lanes of a
// '.' that follows a '/' (or starts the path), each checked whole, so that
// the dots of "www.example.com/a.html" cost no branch of their own.
func dotSegmentShort(p string) int {
	n := len(p)
	if n < 8 {
		for k := range n {
			if dotSegmentStarts(p, k) {
				return k
			}
		}
		return -1
	}
	// before marks lane 0 of the next word when the byte before it is a
	// '/' or the start of the path: a segment starts there. The bytes
	// past the last whole word are read as the path's last word, whose
	// lanes before k, done already, are masked out (so before, which
	// would belong to lane k-e, is not needed there).
	before := uint64(0x80)
	for k := 0; k < n; k += 8 {
		e, done := k, uint64(0)
		if k+8 > n {
			e, before = n-8, 0
			done = 1<<(8*(k-e)) - 1
		}
		x := Word(p, e)
		slashes := EqLanes(x, '/')
		for c := EqLanes(x, '.') & (slashes<<8 | before) &^ done; c != 0; c &= c - 1 {
			if i := e + bits.TrailingZeros64(c)>>3; dotSegmentStarts(p, i) {
				return i
			}
		}
		before = slashes >> 56
	}
	return -1
}

// dotSegmentStarts reports whether a "." or ".." segment starts at p[k].
func dotSegmentStarts(p string, k int) bool {
	if p[k] != '.' || k > 0 && p[k-1] != '/' {
		return false
	}
	e := k + 1
	if e < len(p) && p[e] == '.' {
		e++
	}
	return e == len(p) || p[e] == '/'
}

// # Percent-encoded dots
//
// A percent-encoded dot never makes a dot-segment: this is the one reading
// of "%2E" in urikit. RFC 3986 5.2.4 removes the segments "." and ".." as
// written, so "/a/%2E%2E/b" resolves to itself; 2.3 and 6.2.2.2 make
// "%2E" equivalent to ".", but a normalizer that decoded the triplets of
// such a segment would write a ".." that a later normalization or
// resolution removes, so that "http://h/public/%2E%2E/admin", which
// resolves inside /public/, would be normalized to "/admin" (and two
// references compared equal would resolve apart). So a segment that reads
// "." or ".." once decoded and spells a dot as a triplet is data in every
// operation: resolution and relative references keep it as written,
// normalization and comparison keep its dots encoded (each written
// "%2E"), IRI conversion (RFC 3987 3.2) leaves them encoded, and net/url
// conversion keeps it in the escaped path. A server that decodes such a
// segment before removing dot-segments reads another path: `urikit check`
// warns of it.

// IsEncodedDotSegment reports whether seg reads "." or ".." once decoded
// and spells at least one of its dots as "%2E" (or "%2e").
func IsEncodedDotSegment(seg string) bool {
	dots, encoded := 0, false
	for i := 0; i < len(seg); {
		switch {
		case seg[i] == '.':
			i++
		case seg[i] == '%' && i+2 < len(seg) && seg[i+1] == '2' && (seg[i+2] == 'E' || seg[i+2] == 'e'):
			i += 3
			encoded = true
		default:
			return false
		}
		dots++
	}
	return encoded && dots <= 2
}

// HasEncodedDot reports whether path holds a triplet "%2E" or "%2e": the
// quick test before looking for encoded dot-segments.
func HasEncodedDot(path string) bool {
	for {
		i := strings.IndexByte(path, '%')
		if i < 0 || i+2 >= len(path) {
			return false
		}
		if path[i+1] == '2' && (path[i+2] == 'E' || path[i+2] == 'e') {
			return true
		}
		path = path[i+1:]
	}
}
