package iri

// This file checks bidirectional IRIs, RFC 3987 4.1 (no bidirectional
// formatting characters) and 4.2 (the two rules for each component), with
// the bidi classes of golang.org/x/text/unicode/bidi.

import (
	"iter"
	"strconv"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"

	"github.com/urikit/urikit/internal/syntax"
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
// either direction but L. A component longer than 64 bytes is quoted cut
// short in the message.
//
// A reference can break a rule every few bytes, and each error takes some
// hundred bytes: for a reference from an untrusted source, CheckBidiFirst
// and BidiViolations bound what the check costs.
func (r Ref) CheckBidi() []*Error {
	errs, _ := r.CheckBidiFirst(-1)
	return errs
}

// CheckBidiFirst returns the first n errors of CheckBidi, all of them when
// n is negative, and the number of the others, which it counts without
// making them.
func (r Ref) CheckBidiFirst(n int) (errs []*Error, more int) {
	s := r.String()
	for v := range r.bidiViolations() {
		if n >= 0 && len(errs) == n {
			more++
			continue
		}
		what := strconv.QuoteRune(v.ch)
		if v.err != ErrBidiFormatting {
			what = v.name + " " + quoteShort(s[v.start:v.end])
		}
		errs = append(errs, &Error{Op: "check IRI bidi", Input: s, Offset: v.off, Err: &detail{err: v.err, what: what}})
	}
	return errs, more
}

// BidiViolations yields the offset and the rule broken of each violation
// that CheckBidi returns, in the same order, and makes nothing: the rule
// is ErrBidiFormatting, ErrBidiMixed, ErrBidiStart or ErrBidiEnd. A caller
// that counts the violations, keeps some of them or stops early pays
// nothing for the others.
func (r Ref) BidiViolations() iter.Seq2[int, error] {
	return func(yield func(int, error) bool) {
		for v := range r.bidiViolations() {
			if !yield(v.off, v.err) {
				return
			}
		}
	}
}

// violation is one violation of 4.1 or 4.2: its offset and rule, and the
// component [start, end) and its name (4.2) or the character (4.1).
type violation struct {
	off        int
	err        error
	start, end int
	name       string
	ch         rune
}

// bidiViolations yields the violations of r in the order of their
// offsets: those of 4.2 component by component (the components follow one
// another in r), and between them those of 4.1, each after the violations
// of 4.2 at its offset.
func (r Ref) bidiViolations() iter.Seq[violation] {
	return func(yield func(violation) bool) {
		if !r.IsValid() {
			return
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
			return // no R, AL or formatting character
		}
		next, ch := nextFormatting(s, 0) // the next formatting character
		// emit yields the formatting characters before v, then v (but
		// for the end, which has no rule).
		emit := func(v violation) bool {
			for next < v.off {
				if !yield(violation{off: next, err: ErrBidiFormatting, ch: ch}) {
					return false
				}
				next, ch = nextFormatting(s, next+utf8.RuneLen(ch))
			}
			return v.err == nil || yield(v)
		}
		c := bidiChecker{s: s, emit: emit}
		sp := componentSpans(r)
		ok := true
		if sp.hasUserinfo {
			ok = c.component(sp.userinfo.start, sp.userinfo.end, "userinfo")
		}
		if ok && r.HostKind() == HostRegName {
			ok = c.split(sp.host, "host label", ".")
		}
		ok = ok && c.split(sp.path, "path part", "/.")
		if ok && sp.hasQuery {
			ok = c.split(sp.query, "query part", "&;=")
		}
		if ok && sp.hasFragment {
			ok = c.component(sp.fragment.start, sp.fragment.end, "fragment")
		}
		if ok {
			emit(violation{off: len(s)}) // the formatting characters left
		}
	}
}

// nextFormatting returns the offset of the first bidi formatting character
// of s at or after i, and the character; len(s) when there is none.
func nextFormatting(s string, i int) (int, rune) {
	for i < len(s) {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		ch, size := utf8.DecodeRuneInString(s[i:])
		if syntax.IsBidiFormatting(ch) {
			return i, ch
		}
		i += size
	}
	return len(s), 0
}

// quoteShort quotes s for a message, cut to 64 bytes on a character
// boundary with "..." when it is longer.
func quoteShort(s string) string {
	const max = 64
	if len(s) <= max {
		return strconv.Quote(s)
	}
	n := max
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	q := strconv.Quote(s[:n])
	return q[:len(q)-1] + `..."`
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
	if syntax.IsBidiFormatting(c) {
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

// bidiChecker finds the violations of 4.2 in the components of s, in
// order, and gives each to emit; a check stops when emit returns false.
type bidiChecker struct {
	s    string
	emit func(violation) bool
}

// split checks each part of c between the separator bytes seps.
func (b *bidiChecker) split(c span, name string, seps string) bool {
	start := c.start
	for i := c.start; i <= c.end; i++ {
		if i == c.end || indexByte(seps, b.s[i]) {
			if !b.component(start, i, name) {
				return false
			}
			start = i + 1
		}
	}
	return true
}

// component applies the two rules of 4.2 to s[start:end]: its violations
// are at the start (rule 2), at the first character against the first
// strong one (rule 1), which comes after the start, and at the end (rule
// 2), in that order.
func (b *bidiChecker) component(start, end int, name string) bool {
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
		return true
	}
	v := violation{start: start, end: end, name: name}
	if ch, _ := utf8.DecodeRuneInString(c); direction(ch) >= 0 {
		v.off, v.err = start, ErrBidiStart
		if !b.emit(v) {
			return false
		}
	}
	if mixed >= 0 {
		v.off, v.err = mixed, ErrBidiMixed
		if !b.emit(v) {
			return false
		}
	}
	// The last character, nonspacing marks aside.
	e := len(c)
	for e > 0 {
		ch, size := utf8.DecodeLastRuneInString(c[:e])
		p, _ := bidi.LookupRune(ch)
		if p.Class() != bidi.NSM || e-size == 0 {
			if direction(ch) >= 0 {
				v.off, v.err = start+e-size, ErrBidiEnd
				return b.emit(v)
			}
			break
		}
		e -= size
	}
	return true
}
