package uritemplate

// This file decides which templates Match can read back: those whose
// expansion splits into the text of each expression and each variable in
// one way only (see CheckMatch).

import (
	"fmt"
	"unicode/utf8"
)

// matchReason says why a template is not matchable; 0 when it is.
type matchReason uint8

const (
	matchable matchReason = iota
	whySeparator
	whyExplodeNotLast
	whyTwoExploded
	whyRepeated
	whyPrefixOnly
	whyPrefixOf
	whyRunsInto
	whyTooLong
)

// CheckMatch returns nil when Match can read the template's expansions
// back, and otherwise an *Error wrapping ErrNotMatchable at the offset of
// the expression or variable concerned, saying why. A template is
// matchable when:
//
//   - each expression, or run of expressions that continue one another
//     ("{/a}{/b}", "{?a}{&b}", "{;a}{;b}": nothing between them and each
//     beginning with the separator of the one before), ends where a
//     character follows that its expansion cannot hold: a literal's, or
//     the first character of the next expression's operator ("/search{?q}"
//     and "{x}/{y}" are; "{x}{y}", "{x}.{y}", "{x}{.y}" and "{/x}/a" are
//     not). The last expression is exempt: it runs up to the literal at
//     the end of the template ("{+path}/here" is matchable);
//   - an expression of several variables separates them by a character
//     no value holds: "/" and the names of ";", "?" and "&" do, the ","
//     of "{x,y}", "{+x,y}" and "{#x,y}" (which lists hold too) and the
//     "." of "{.x,y}" (an unreserved character) do not; in a run of "/"
//     expressions only the last variable may be exploded, and a run of
//     ";", "?" and "&" expressions has at most one exploded variable;
//   - no two variables could share text: each variable appears at most
//     once without a prefix modifier;
//   - a variable with a prefix modifier also appears without one, in an
//     expression other than "+" and "#", not exploded: the full value must
//     appear, read exactly, to check the prefixes against it.
func (t Template) CheckMatch() error {
	var buf [16]unit
	why, at := t.matchability(t.units(buf[:0]))
	if why == matchable {
		return nil
	}
	var msg string
	switch why {
	case whySeparator:
		msg = "its values can hold the separator of its variables"
	case whyExplodeNotLast:
		msg = "an exploded variable before another in a run of \"/\" expressions"
	case whyTwoExploded:
		msg = "two exploded variables in a run of \";\", \"?\" and \"&\" expressions"
	case whyRepeated:
		msg = "a variable that appears twice without a prefix modifier"
	case whyPrefixOnly:
		msg = "a variable with a prefix modifier and no full value"
	case whyPrefixOf:
		msg = "the full value of a variable with a prefix modifier is exploded or in a \"+\" or \"#\" expression"
	case whyRunsInto:
		msg = "an expression whose expansion can run into what follows it"
	case whyTooLong:
		msg = "more variables than Match reads"
	}
	return &Error{Op: "match", Input: t.raw, Offset: int(at), Err: fmt.Errorf("%w: %s", ErrNotMatchable, msg)}
}

// charset is a set of ASCII octets.
type charset [2]uint64

func (c *charset) add(b byte) { c[b>>6] |= 1 << (b & 63) }

func (c charset) has(b byte) bool { return b < 0x80 && c[b>>6]&(1<<(b&63)) != 0 }

func (c charset) union(d charset) charset { return charset{c[0] | d[0], c[1] | d[1]} }

func (c charset) meets(d charset) bool { return c[0]&d[0] != 0 || c[1]&d[1] != 0 }

// The octets simple and reserved expansion write for values (3.2.1): U,
// and U+R.
var setU, setUR = func() (u, ur charset) {
	for c := 0; c < 0x80; c++ {
		if class[c]&cUnreserved != 0 || c == '%' {
			u.add(byte(c))
			ur.add(byte(c))
		}
		if class[c]&cReserved != 0 {
			ur.add(byte(c))
		}
	}
	return u, ur
}()

// A unit is what Match reads as one: an expression, or a run of "/", or of
// ";", or of "?" and "&" expressions that continue one another.
type unit struct {
	first, end int     // its expressions: t.exprs[first:end]
	starts     charset // the octets its expansion can begin with, when it has an operator's first character
	alphabet   charset // the octets its expansion can hold after that
}

// units returns the units of t, in order.
func (t *Template) units(dst []unit) []unit {
	for i := 0; i < len(t.exprs); {
		e := &t.exprs[i]
		op := &ops[e.op]
		u := unit{first: i, end: i + 1, alphabet: t.alphabet(i)}
		if op.first != 0 {
			u.starts.add(op.first)
		}
		// The expressions that continue e: nothing between, and their
		// first character e's separator.
		if op.first != 0 && (op.named || e.op == opPath) {
			for u.end < len(t.exprs) {
				next := &t.exprs[u.end]
				if t.exprStart(u.end) != t.exprs[u.end-1].end || ops[next.op].first != op.sep || ops[next.op].sep != op.sep {
					break
				}
				u.starts.add(op.sep)
				u.alphabet = u.alphabet.union(t.alphabet(u.end))
				u.end++
			}
			if u.end > i+1 {
				u.alphabet.add(op.sep)
			}
		}
		dst = append(dst, u)
		i = u.end
	}
	return dst
}

// alphabet returns the octets the expansion of e can hold after its
// operator's first character.
func (t *Template) alphabet(i int) charset {
	op := &ops[t.exprs[i].op]
	a := setU
	if op.reserved {
		a = setUR
	}
	specs := t.varspecs(i)
	for _, sp := range specs {
		if sp.maxLen == 0 && !sp.explode {
			a.add(',') // a list's items, an array's names and values
		}
		if sp.explode {
			a.add(op.sep)
			a.add('=')
		}
	}
	if len(specs) > 1 {
		a.add(op.sep)
	}
	if op.named {
		a.add('=')
	}
	return a
}

// maxMatchVars bounds the variables of a matchable template, so that the
// checks of matchability stay linear; no template written by hand comes
// near it.
const maxMatchVars = 1 << 16

// matchability decides whether Match can read t's expansions back, and
// returns the reason and offset when it cannot (CheckMatch); units are t's
// units.
func (t *Template) matchability(units []unit) (matchReason, int32) {
	if len(t.specs) > maxMatchVars {
		return whyTooLong, t.specs[maxMatchVars].start
	}
	// Separators.
	for i := range t.exprs {
		e := &t.exprs[i]
		if len(t.varspecs(i)) > 1 && (e.op == opSimple || e.op == opReserved || e.op == opFragment || e.op == opLabel) {
			return whySeparator, t.exprStart(i)
		}
	}
	for _, u := range units {
		op := t.exprs[u.first].op
		if op != opPath && !ops[op].named {
			continue
		}
		exploded := false
		for i := u.first; i < u.end; i++ {
			specs := t.varspecs(i)
			for k, sp := range specs {
				if !sp.explode {
					continue
				}
				if op == opPath && (i < u.end-1 || k < len(specs)-1) {
					return whyExplodeNotLast, sp.start
				}
				if exploded {
					return whyTwoExploded, sp.start
				}
				exploded = true
			}
		}
	}
	// Repeated variables and prefixes.
	if why, at := t.checkNames(); why != matchable {
		return why, at
	}
	// Each unit but the last ends before a character it cannot hold.
	var rest charset // the octets what follows the unit can begin with
	for k := len(units) - 1; k >= 0; k-- {
		u := &units[k]
		if k < len(units)-1 {
			own := u.alphabet.union(u.starts)
			if own.meets(rest) {
				return whyRunsInto, t.exprStart(u.first)
			}
		}
		// What follows units[k-1]: the literal before u, or u and what
		// follows it.
		lit, _ := t.literal(u.first)
		if lit != "" {
			rest = charset{}
			c := lit[0]
			if c >= utf8.RuneSelf {
				c = '%'
			}
			rest.add(c)
			continue
		}
		if u.starts == (charset{}) {
			rest = rest.union(u.alphabet)
		} else {
			rest = rest.union(u.starts)
		}
	}
	return matchable, 0
}

// checkNames checks that each variable appears at most once without a
// prefix modifier, and that one with a prefix also appears without one,
// unexploded, in an expression that encodes reserved characters.
func (t *Template) checkNames() (matchReason, int32) {
	specs := t.specs
	// full returns the index of the full occurrence of name, or -1; a few
	// names are scanned, more are looked up in a map.
	var fulls map[string]int
	full := func(name string) int {
		if fulls != nil {
			if k, ok := fulls[name]; ok {
				return k
			}
			return -1
		}
		for k, sp := range specs {
			if sp.maxLen == 0 && t.name(sp) == name {
				return k
			}
		}
		return -1
	}
	if len(specs) > 16 {
		fulls = make(map[string]int, len(specs))
	}
	for k, sp := range specs {
		if sp.maxLen > 0 {
			continue
		}
		name := t.name(sp)
		if fulls != nil {
			if _, dup := fulls[name]; dup {
				return whyRepeated, sp.start
			}
			fulls[name] = k
		} else if full(name) != k {
			return whyRepeated, sp.start
		}
	}
	for _, sp := range specs {
		if sp.maxLen == 0 {
			continue
		}
		k := full(t.name(sp))
		if k < 0 {
			return whyPrefixOnly, sp.start
		}
		if f := specs[k]; f.explode || ops[t.exprOf(k).op].reserved {
			return whyPrefixOf, f.start
		}
	}
	return matchable, 0
}

// exprOf returns the expression of the varspec t.specs[k].
func (t *Template) exprOf(k int) *expression {
	lo, hi := 0, len(t.exprs)
	for lo < hi {
		m := (lo + hi) / 2
		if int(t.exprs[m].first)+len(t.varspecs(m)) <= k {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return &t.exprs[lo]
}
