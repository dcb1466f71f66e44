package syntax

// This file computes relative references, the inverse of RFC 3986 5.2:
// given a base and a target URI, the shortest reference that 5.2.2 resolves
// against the base to the target. The forms tried are those of 4.2
// (network-path, absolute-path, relative-path, and the same-document
// reference of 4.4) and the target itself (4.3).

import "strings"

// Relative returns the shortest reference that Resolve(base, ref) turns
// into Resolve(base, target), the target with its dot-segments removed
// (5.2.2 removes them from every target, so no reference can keep them).
// base and target must have a scheme.
func Relative(base, target Ref) string {
	// The target's Ref comes with its offsets computed: no second scan.
	t := resolveTarget(base, target, ResolveOptions{})
	want := t.s
	b := base.Components()
	tc := t.Components()
	if b.Scheme != tc.Scheme {
		return want
	}
	var qf string // the target's query and fragment as written
	if tc.HasQuery {
		qf = want[t.pathEnd:]
	} else if tc.HasFragment {
		qf = want[t.queryEnd:]
	}
	frag := ""
	if tc.HasFragment {
		frag = want[t.queryEnd:]
	}

	// Candidates in order of preference on equal length: same-document,
	// query, relative path, absolute path, network path (4.2, 4.4).
	var cands [8]string
	n := 0
	add := func(s string) { cands[n] = s; n++ }
	sameAuthority := tc.HasAuthority == b.HasAuthority
	if sameAuthority && tc.HasAuthority {
		ta, _ := t.Authority()
		ba, _ := base.Authority()
		sameAuthority = ta == ba
	}
	if sameAuthority {
		tp := tc.Path
		if tp == b.Path {
			if tc.HasQuery == b.HasQuery && tc.Query == b.Query {
				add(frag) // same-document reference (4.4)
			} else if tc.HasQuery {
				add(qf)
			}
		}
		if rel, ok := relativePath(b, tp); ok {
			add(rel + qf)
			if strings.HasSuffix(rel, "../") {
				add(rel[:len(rel)-1] + qf)
			}
		}
		if strings.HasPrefix(tp, "/") && !strings.HasPrefix(tp, "//") {
			add(tp + qf) // absolute-path reference
		}
	}
	if tc.HasAuthority {
		add(want[t.schemeEnd+1:]) // "//" authority path [?query] [#fragment]
	}
	best := want
	for _, c := range cands[:n] {
		if len(c) >= len(best) {
			continue
		}
		r, f := Parse(c, target.Mode())
		if f != nil {
			continue
		}
		if Resolve(base, r, ResolveOptions{}) == want {
			best = c
		}
	}
	return best
}

// relativePath writes the path tp relative to the directory of the base
// path (5.2.3 merge): the part after the common directory, preceded by one
// "../" for each base directory left.
func relativePath(b Parts, tp string) (string, bool) {
	dir := b.Path
	if b.HasAuthority && dir == "" {
		dir = "/"
	}
	dir = dir[:strings.LastIndexByte(dir, '/')+1]
	if strings.HasPrefix(dir, "/") && HasDotSegments(dir) {
		// 5.2.3 merges with the base path as written and 5.2.4 then
		// removes its dot-segments too: the directory a relative path
		// starts from is the base's with its dot-segments removed
		// ("/b/../c/./" is "/c/"). Relative checks each candidate.
		dir = RemoveDotSegments(dir)
	}
	common := 0 // length of the common prefix ending in "/"
	for i := 0; i < len(dir) && i < len(tp) && dir[i] == tp[i]; i++ {
		if dir[i] == '/' {
			common = i + 1
		}
	}
	if common == 0 && dir != "" {
		return "", false
	}
	ups := strings.Count(dir[common:], "/")
	rest := tp[common:]
	var sb strings.Builder
	for range ups {
		sb.WriteString("../")
	}
	if ups == 0 {
		// A first segment that is empty or holds a colon needs "./" (4.2),
		// and the directory itself is ".".
		seg := rest
		if k := strings.IndexByte(seg, '/'); k >= 0 {
			seg = seg[:k]
		}
		switch {
		case rest == "":
			return ".", true
		case seg == "" || strings.IndexByte(seg, ':') >= 0:
			sb.WriteString("./")
		}
	}
	sb.WriteString(rest)
	return sb.String(), true
}
