package whatwg

// This file implements the first steps of the basic URL parser (4.4 "URL
// parsing", https://url.spec.whatwg.org/#concept-basic-url-parser): removing
// leading and trailing C0 control or space (step 1) and every ASCII tab or
// newline (steps 2 and 3), each an "invalid-URL-unit" validation error,
// and the mapping of an offset in the result back to the input as given.

import "strings"

// isC0OrSpace reports whether c is a C0 control or space (U+0000 to
// U+0020).
func isC0OrSpace(c byte) bool { return c <= ' ' }

// isTabOrNewline reports whether c is an ASCII tab or newline.
func isTabOrNewline(c byte) bool { return c == '\t' || c == '\n' || c == '\r' }

// prepared is the input of the state machine: the input as given, with
// lead bytes trimmed at its start, trail at its end, and (when stripped)
// its tabs and newlines removed.
type prepared struct {
	orig        string
	lead, trail int
	stripped    bool
}

// prepare returns the input of the state machine for orig and what was
// removed (4.4 basic URL parser): leading and trailing C0 control or space
// when trim (step 1, not for a state override), and tabs and newlines
// (steps 2, 3). The result is a substring of orig unless tabs or newlines
// had to go.
func prepare(orig string, trim bool, v *validations) (string, prepared) {
	p := prepared{orig: orig}
	s := orig
	if trim {
		for len(s) > 0 && isC0OrSpace(s[0]) {
			s = s[1:]
			p.lead++
		}
		for len(s) > 0 && isC0OrSpace(s[len(s)-1]) {
			s = s[:len(s)-1]
			p.trail++
		}
		if p.lead > 0 {
			v.add(0, "invalid-URL-unit")
		}
		if p.trail > 0 {
			v.add(len(orig)-p.trail, "invalid-URL-unit")
		}
	}
	i := len(s)
	for _, c := range [...]byte{'\t', '\n', '\r'} {
		if k := strings.IndexByte(s[:i], c); k >= 0 {
			i = k
		}
	}
	if i == len(s) {
		return s, p
	}
	p.stripped = true
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		if isTabOrNewline(s[i]) {
			v.add(p.lead+i, "invalid-URL-unit")
			continue
		}
		b = append(b, s[i])
	}
	return string(b), p
}

// offset returns the offset in the input as given of offset i of the
// state machine's input.
func (p *prepared) offset(i int) int {
	if !p.stripped {
		return p.lead + i
	}
	j := p.lead
	for n := 0; j < len(p.orig); j++ {
		if isTabOrNewline(p.orig[j]) {
			continue
		}
		if n == i {
			return j
		}
		n++
	}
	if j > len(p.orig)-p.trail {
		j = len(p.orig) - p.trail
	}
	return j
}

// positions returns the offset in the input as given of each offset of
// the state machine's input (n bytes) and of its end, computed in one pass
// so that mapping many offsets stays linear; nil when no tab or newline
// was removed, and offset is a sum.
func (p *prepared) positions(n int) []int {
	if !p.stripped {
		return nil
	}
	at := make([]int, 0, n+1)
	for j := p.lead; j < len(p.orig)-p.trail; j++ {
		if !isTabOrNewline(p.orig[j]) {
			at = append(at, j)
		}
	}
	return append(at, len(p.orig)-p.trail)
}

// validations collects the non-failure validation errors of a parse for
// Validate; a nil *validations collects nothing and costs nothing.
type validations struct {
	list []Validation
}

// add records a validation error at offset i of the input as given.
func (v *validations) add(i int, code string) {
	if v != nil {
		v.list = append(v.list, Validation{Offset: i, Code: code})
	}
}
