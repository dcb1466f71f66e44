package iri

// This file checks bidirectional IRIs, RFC 3987 4.1 (no bidirectional
// formatting characters) and 4.2 (the two rules for each component), with
// the bidi classes of golang.org/x/text/unicode/bidi.

import (
	"cmp"
	"slices"
	"strconv"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
)

// CheckBidi checks r by RFC 3987 4.1 and 4.2 and returns every violation, in
// the order of their offsets, or nil. Each is an [*Error] wrapping one of
//
//   - [ErrBidiFormatting]: a bidi formatting character anywhere (4.1 MUST
//     NOT), at its offset;
//   - [ErrBidiMixed]: a component with both right-to-left (bidi class R or
//     AL) and left-to-right (class L) characters (4.2 rule 1), at the first
//     character whose direction differs from the component's first strong
//     character;
//   - [ErrBidiStart], [ErrBidiEnd]: a component with right-to-left
//     characters that does not start, or end, with one (4.2 rule 2), at the
//     offending first or last character. Digits (Example 8) and
//     percent-encoded digits (Example 9) at either end break the rule.
//     Nonspacing marks (class NSM) after the last right-to-left character
//     belong to it, as in RFC 5893's Bidi Rule.
//
// The components are those 4.2 names: iuserinfo; each label of an ireg-name
// (the division RFC 3490 makes for DNS names, which 4.2 cites); each
// isegment of the path, split again at '.' (4.2: "the extensions in a
// resource name can be treated as separate components", which Examples 4-6
// need: "IJ/KL.html" is allowed); each name and value of the query, split
// at '&', ';' and '=' (the division 4.2 suggests for name/value queries);
// and the ifragment. IP literals, scheme and port are ASCII without letters of
// either direction but L.
func (r Ref) CheckBidi() []*Error {
	if !r.IsValid() {
		return nil
	}
	s := r.String()
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return nil // no R, AL or formatting character
	}
	c := bidiChecker{s: s}
	sp := componentSpans(r)
	if sp.hasUserinfo {
		c.component(sp.userinfo.start, sp.userinfo.end, "userinfo")
	}
	if r.HostKind() == HostRegName {
		c.split(sp.host, "host label", ".")
	}
	c.split(sp.path, "path part", "/.")
	if sp.hasQuery {
		c.split(sp.query, "query part", "&;=")
	}
	if sp.hasFragment {
		c.component(sp.fragment.start, sp.fragment.end, "fragment")
	}
	// 4.1 in every component, and in order with the rest.
	for i, ch := range s {
		if isBidiFormatting(ch) {
			c.fail(i, ErrBidiFormatting, strconv.QuoteRune(ch))
		}
	}
	errs := c.errs
	sortErrors(errs)
	return errs
}

func indexByte(set string, c byte) bool {
	for i := 0; i < len(set); i++ {
		if set[i] == c {
			return true
		}
	}
	return false
}

// direction of a character for 4.2: +1 left-to-right, -1 right-to-left, 0
// neither. The formatting marks LRM, RLM and ALM are reported by 4.1 alone.
func direction(c rune) int {
	if isBidiFormatting(c) {
		return 0
	}
	p, _ := bidi.LookupRune(c)
	switch p.Class() {
	case bidi.L:
		return 1
	case bidi.R, bidi.AL:
		return -1
	}
	return 0
}

// bidiChecker collects the violations of one reference.
type bidiChecker struct {
	s    string
	errs []*Error
}

func (b *bidiChecker) fail(off int, err error, what string) {
	b.errs = append(b.errs, &Error{Op: "check IRI bidi", Input: b.s, Offset: off, Err: &detail{err: err, what: what}})
}

// split checks each part of c between the separator bytes seps.
func (b *bidiChecker) split(c span, name string, seps string) {
	start := c.start
	for i := c.start; i <= c.end; i++ {
		if i == c.end || indexByte(seps, b.s[i]) {
			b.component(start, i, name)
			start = i + 1
		}
	}
}

// component applies the two rules of 4.2 to s[start:end].
func (b *bidiChecker) component(start, end int, name string) {
	c := b.s[start:end]
	first := 0   // direction of the first strong character
	rtl := false // any right-to-left character
	mixed := -1  // offset of the first character against first
	for i, ch := range c {
		d := direction(ch)
		if d == 0 {
			continue
		}
		if d < 0 {
			rtl = true
		}
		if first == 0 {
			first = d
		} else if d != first && mixed < 0 {
			mixed = start + i
		}
	}
	if !rtl {
		return
	}
	what := func() string { return name + " " + strconv.Quote(c) }
	if mixed >= 0 {
		b.fail(mixed, ErrBidiMixed, what())
	}
	if ch, _ := utf8.DecodeRuneInString(c); direction(ch) >= 0 {
		b.fail(start, ErrBidiStart, what())
	}
	// The last character, nonspacing marks aside.
	e := len(c)
	for e > 0 {
		ch, size := utf8.DecodeLastRuneInString(c[:e])
		p, _ := bidi.LookupRune(ch)
		if p.Class() != bidi.NSM || e-size == 0 {
			if direction(ch) >= 0 {
				b.fail(start+e-size, ErrBidiEnd, what())
			}
			break
		}
		e -= size
	}
}

// sortErrors orders errs by offset, stably, in O(n log n): an input can
// hold a violation every few bytes.
func sortErrors(errs []*Error) {
	slices.SortStableFunc(errs, func(a, b *Error) int { return cmp.Compare(a.Offset, b.Offset) })
}
