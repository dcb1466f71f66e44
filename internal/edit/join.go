package edit

// This file joins path elements to a reference's path, by the rules of
// net/url's URL.JoinPath (path.Join of the elements: "/" separates,
// empty and "." segments go, ".." removes the segment before it, never
// above the root), without changing what the base path means (RFC 3986
// 3.3): its empty segments and its triplets stay as written, and only its
// dot-segments are removed (5.2.4), as every resolution removes them.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// JoinPath returns r with elems joined to its path, each element path text
// as written (see AppendAsWritten; "/" separates segments). The base path
// keeps its segments, a last empty one (a final "/") aside, which the
// joined segments replace; a rooted base loses its dot-segments (5.2.4),
// a relative-path reference those it can lose without changing what it
// resolves to (syntax.RemoveDotSegmentsRelative), and a rootless path after
// a scheme keeps them. A ".." element removes the segment before it unless
// that is "." or "..", and is dropped when there is none: the result never
// climbs above the root, or out of a relative base. The result ends with
// "/" when the last element does. With no element that is not empty, r is
// returned as it is. On failure (a result too long to parse) it returns
// the result and the Fault.
func JoinPath(r syntax.Ref, elems []string) (syntax.Ref, string, *syntax.Fault) {
	if !r.IsValid() || strings.Join(elems, "") == "" {
		return r, "", nil
	}
	p := piecesOf(r)
	base := r.Path()
	rooted := p.auth || strings.HasPrefix(base, "/")
	var segs []string
	switch {
	case base == "":
	case strings.HasPrefix(base, "/"):
		segs = strings.Split(syntax.RemoveDotSegments(base)[1:], "/")
	case !p.scheme && !p.auth:
		b := []byte(base)
		n, _ := syntax.RemoveDotSegmentsRelative(b, true)
		segs = strings.Split(string(b[:n]), "/")
	default:
		segs = strings.Split(base, "/")
	}
	if n := len(segs); n > 0 && segs[n-1] == "" {
		segs = segs[:n-1]
	}
	for _, e := range elems {
		for seg := range strings.SplitSeq(asWritten(e, syntax.Path, p.iri), "/") {
			switch seg {
			case "", ".":
			case "..":
				if n := len(segs); n > 0 && segs[n-1] != "." && segs[n-1] != ".." {
					segs = segs[:n-1]
				}
			default:
				segs = append(segs, seg)
			}
		}
	}
	var b strings.Builder
	switch {
	case rooted:
		if !p.auth && len(segs) > 0 && segs[0] == "" {
			b.WriteString("/.") // 3.3: "//" would start an authority
		}
		b.WriteByte('/')
	case !p.scheme:
		// A relative-path reference: leading "." segments go, and "./"
		// comes back before a first segment that is empty or holds a ":"
		// (4.2).
		for len(segs) > 1 && segs[0] == "." {
			segs = segs[1:]
		}
		if len(segs) > 0 && (segs[0] == "" || segs[0] != "." && strings.IndexByte(segs[0], ':') >= 0) {
			b.WriteString("./")
		}
	}
	b.WriteString(strings.Join(segs, "/"))
	if strings.HasSuffix(elems[len(elems)-1], "/") {
		switch {
		case len(segs) > 0:
			b.WriteByte('/')
		case !rooted:
			b.WriteString("./")
		}
	}
	s := p.s[:p.pathStart] + b.String() + p.s[p.pathEnd:]
	n, f := syntax.Parse(s, r.Mode())
	if f != nil {
		return syntax.Ref{}, s, f
	}
	return n, "", nil
}
