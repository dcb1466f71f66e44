package uritemplate

// This file implements Match: the variables of an expansion, read back
// (the reverse of RFC 6570 3.2, as Ruby Addressable's Template#extract).

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// Match reads u as an expansion of the template and returns the variables
// whose expansion it is, or false when u is none. It reads only the
// templates CheckMatch accepts, and returns false for the others.
//
// The values come back in one form, the canonical one; for a value v in
// that form, Match(Expand(v)) gives v back exactly:
//
//   - a variable of a simple, label, path, parameter or query expression
//     ("{x}", "{.x}", "{/x}", "{;x}", "{?x}", "{&x}") is a string, decoded
//     (a triplet becomes its octet); a list when its expansion holds a ","
//     between items (a list of one item reads as that item, and an
//     associative array unexploded as the list of its names and values);
//     in "{;x}", the text "x=" is the list of one empty item, as "x" is the
//     empty string;
//   - an exploded variable ("{x*}", "{/x*}", "{?x*}", ...) is a list, or an
//     associative array when its items are name=value pairs (in "{;x*}",
//     "{?x*}", "{&x*}": when their names are not all x); in "{.x*}" items
//     hold no "."; a string reads as the list of one item;
//   - a variable of "{+x}" or "{#x}" is its text as written, not decoded:
//     a value that holds only characters a URI allows, and "%" only in
//     triplets, reads back exactly; "{+x*}" and "{#x*}" read a list, of
//     items without ",";
//   - a "{x}" or "{+x}" whose text is empty is the empty string, not
//     undefined (unless x appears again where only undefined fits);
//   - in a run of "/" expressions ("{/a,b}", "{/a}{/b}"), the variables
//     are defined from the left: when the text has fewer segments than the
//     run has variables, the last ones are undefined;
//   - in a run of ";", "?" and "&" expressions, each pair goes to the
//     variable it names, in order; an exploded associative array takes the
//     pairs up to one that names a variable after it, and reads back
//     exactly when none of its names is the name of another variable of
//     the run.
//
// Values in other forms read back as values with the same expansion (the
// list ["a"] of "{x}" reads as "a"), but for the few whose expansion has no
// reading in canonical form: an associative array of "{.x*}" whose names
// or values hold a ".".
//
// Whatever u, a successful Match returns values whose expansion is u, up to
// the case of hexadecimal digits and the encoding of unreserved characters
// (RFC 3986 6.2.2.1 and 6.2.2.2): Match checks it by expanding them. It
// takes time and memory linear in the lengths of the template and u.
func (t Template) Match(u string) (Values, bool) {
	var buf [16]unit
	units := t.units(buf[:0])
	if why, _ := t.matchability(units); why != matchable {
		return nil, false
	}
	m := matcher{t: &t, vals: make(Values, len(t.specs))}
	pos := 0
	for k := range units {
		un := &units[k]
		lit, wide := t.literal(un.first)
		n, ok := matchLiteral(lit, wide, u[pos:])
		if !ok {
			return nil, false
		}
		pos += n
		end := len(u)
		if k == len(units)-1 {
			// The last unit runs up to the literal at the end.
			tail, twide := t.literal(len(t.exprs))
			end -= len(tail)
			if twide {
				end = len(u) - literalLen(tail)
			}
			if end < pos {
				return nil, false
			}
			if _, ok := matchLiteral(tail, twide, u[end:]); !ok {
				return nil, false
			}
		} else {
			end = un.scan(u, pos)
		}
		if !m.read(un, u[pos:end]) {
			return nil, false
		}
		pos = end
	}
	if len(units) == 0 {
		n, ok := matchLiteral(t.raw, t.tailWide, u)
		if !ok || n != len(u) {
			return nil, false
		}
	}
	// Check the reading: its expansion must be u. The empty text of "{x}"
	// and "{+x}" is also that of x undefined: when x is prefixed elsewhere,
	// only undefined may fit.
	var out [256]byte
	if m.check(out[:0], u) {
		return m.vals, true
	}
	if len(m.empty) == 0 {
		return nil, false
	}
	for _, name := range m.empty {
		delete(m.vals, name)
	}
	if m.check(out[:0], u) {
		return m.vals, true
	}
	return nil, false
}

// check reports whether the expansion of the values read is u, up to the
// case of hexadecimal digits and the encoding of unreserved characters.
func (m *matcher) check(buf []byte, u string) bool {
	b, err := m.t.appendExpand(buf, m.vals, nil)
	return err == nil && equivalent(syntax.BytesToString(b), u)
}

// matchLiteral matches the literal lit of the template, expanded (3.1), at
// the start of s, with the hexadecimal digits of triplets in either case,
// and returns the length it takes in s.
func matchLiteral(lit string, wide bool, s string) (int, bool) {
	if !wide && !strings.Contains(lit, "%") {
		return len(lit), strings.HasPrefix(s, lit)
	}
	j := 0
	for i := 0; i < len(lit); {
		c := lit[i]
		switch {
		case c >= 0x80:
			if j+2 >= len(s) || s[j] != '%' || !hexEqual(s[j+1], syntax.UpperHex[c>>4]) || !hexEqual(s[j+2], syntax.UpperHex[c&15]) {
				return 0, false
			}
			i++
			j += 3
		case c == '%':
			// Parse has checked the literal's triplets.
			if j+2 >= len(s) || s[j] != '%' || !hexEqual(s[j+1], lit[i+1]) || !hexEqual(s[j+2], lit[i+2]) {
				return 0, false
			}
			i += 3
			j += 3
		default:
			if j >= len(s) || s[j] != c {
				return 0, false
			}
			i++
			j++
		}
	}
	return j, true
}

// hexEqual reports whether the octet a is the hexadecimal digit h, in
// either case.
func hexEqual(a, h byte) bool { return syntax.IsHexDig(a) && a|0x20 == h|0x20 }

// equivalent reports whether a and b are the same URI text up to the case
// of the hexadecimal digits of triplets and the encoding of unreserved
// characters (RFC 3986 6.2.2.1, 6.2.2.2).
func equivalent(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if a[i] == b[j] && a[i] != '%' {
			i++
			j++
			continue
		}
		ca, ta := octet(a, i)
		cb, tb := octet(b, j)
		if ca != cb || ta != tb && !syntax.IsUnreserved(ca) {
			return false
		}
		i, j = i+1, j+1
		if ta {
			i += 2
		}
		if tb {
			j += 2
		}
	}
	return i == len(a) && j == len(b)
}

// octet returns the octet at s[i], decoded when a triplet stands there.
func octet(s string, i int) (byte, bool) {
	if syntax.IsPctEncoded(s, i) {
		return syntax.PctOctet(s, i), true
	}
	return s[i], false
}

// scan returns the end of the unit's text in u from pos: its first
// character when it has one and it stands there, then the octets of its
// alphabet.
func (un *unit) scan(u string, pos int) int {
	j := pos
	if un.starts != (charset{}) {
		if j >= len(u) || !un.starts.has(u[j]) {
			return pos
		}
		j++
	}
	for j < len(u) && un.alphabet.has(u[j]) {
		j++
	}
	return j
}

// A matcher reads the variables of a template's units.
type matcher struct {
	t    *Template
	vals Values
	// empty lists the variables read as "" from the empty text of "{x}"
	// or "{+x}", which may be undefined instead.
	empty []string
}

// read reads the variables of the unit un from its text.
func (m *matcher) read(un *unit, text string) bool {
	t := m.t
	e := &t.exprs[un.first]
	op := &ops[e.op]
	if op.first == 0 {
		// "{x}" or "{+x}": one variable, the whole text.
		sp := t.specs[e.first]
		if sp.maxLen > 0 {
			return true
		}
		if text == "" {
			m.vals[t.name(sp)] = String("")
			m.empty = append(m.empty, t.name(sp))
			return true
		}
		return m.readVar(sp, op, text)
	}
	if text == "" {
		return true // every variable undefined
	}
	if !un.starts.has(text[0]) {
		return false
	}
	switch {
	case op.named:
		return m.readNamed(un, text)
	case e.op == opPath:
		return m.readPath(un, text[1:])
	}
	// "{.x}" or "{#x}".
	sp := t.specs[e.first]
	if sp.maxLen > 0 {
		return true
	}
	return m.readVar(sp, op, text[1:])
}

// readVar reads the unnamed variable sp from its text s.
func (m *matcher) readVar(sp varspec, op *opInfo, s string) bool {
	name := m.t.name(sp)
	if op.reserved {
		if !sp.explode {
			m.vals[name] = String(s)
			return true
		}
		m.vals[name] = Value{kind: KindList, items: strings.Split(s, ",")}
		return true
	}
	if !sp.explode {
		return m.readItems(name, s, false)
	}
	items := strings.Split(s, string(op.sep))
	eq := 0
	for _, it := range items {
		if strings.IndexByte(it, '=') >= 0 {
			eq++
		}
	}
	switch eq {
	case 0:
		if !decodeAll(items) {
			return false
		}
		m.vals[name] = Value{kind: KindList, items: items}
		return true
	case len(items):
		pairs := make([]string, 0, 2*len(items))
		for _, it := range items {
			k, v, _ := strings.Cut(it, "=")
			pairs = append(pairs, k, v)
		}
		if !decodeAll(pairs) {
			return false
		}
		m.vals[name] = Value{kind: KindAssoc, items: pairs}
		return true
	}
	return false
}

// readItems reads the unexploded variable name from the text s of a simple
// encoding: a string, or a list when s holds ",". With emptyList, the
// empty text is the list of one empty item.
func (m *matcher) readItems(name, s string, emptyList bool) bool {
	if strings.IndexByte(s, ',') < 0 {
		d, ok := decode(s)
		if !ok {
			return false
		}
		if emptyList && d == "" {
			m.vals[name] = Value{kind: KindList, items: []string{""}}
			return true
		}
		m.vals[name] = String(d)
		return true
	}
	items := strings.Split(s, ",")
	if !decodeAll(items) {
		return false
	}
	m.vals[name] = Value{kind: KindList, items: items}
	return true
}

// decode decodes the triplets of s (RFC 3986 2.1).
func decode(s string) (string, bool) {
	d, f := syntax.Unescape(s)
	return d, f == nil
}

// decodeAll decodes the triplets of each string of items, in place, and
// reports whether all were well-formed.
func decodeAll(items []string) bool {
	for i, it := range items {
		d, ok := decode(it)
		if !ok {
			return false
		}
		items[i] = d
	}
	return true
}

// readPath reads a run of "/" expressions from s, their text after the
// first "/": one segment per variable, from the left; an exploded variable,
// the last, takes the remaining segments.
func (m *matcher) readPath(un *unit, s string) bool {
	t := m.t
	op := &ops[opPath]
	for i := un.first; i < un.end; i++ {
		for _, sp := range t.varspecs(i) {
			if s == "" && sp.explode {
				// The text "/" of "{/x*}": one empty item.
				m.vals[t.name(sp)] = Value{kind: KindList, items: []string{""}}
				return true
			}
			if sp.explode {
				return m.readVar(sp, op, s)
			}
			seg, rest, more := strings.Cut(s, "/")
			if sp.maxLen == 0 && !m.readItems(t.name(sp), seg, false) {
				return false
			}
			if !more {
				return true // the variables after sp are undefined
			}
			s = rest
		}
	}
	return false // more segments than variables
}

// readNamed reads a run of ";", "?" and "&" expressions from their text,
// which begins with the first character of one of them.
func (m *matcher) readNamed(un *unit, text string) bool {
	t := m.t
	first := un.first
	op := &ops[t.exprs[first].op]
	if text[0] != op.first {
		// "&..." for "{?a}{&b}": the "?" expression is undefined.
		first++
	}
	last := t.varspecs(un.end - 1)
	specs := t.specs[t.exprs[first].first : int(t.exprs[un.end-1].first)+len(last)]
	later := newLaterNames(t, specs)
	p := pairs{s: text[1:], sep: op.sep}
	p.next()
	for k, sp := range specs {
		name := t.name(sp)
		if !sp.explode {
			if !p.ok || !nameEqual(p.name, name) {
				continue // undefined
			}
			if sp.maxLen == 0 {
				var ok bool
				switch {
				case p.hasEq:
					ok = m.readItems(name, p.value, !op.ifemp)
				case !op.ifemp:
					m.vals[name], ok = String(""), true
				}
				if !ok {
					return false
				}
			}
			p.next()
			continue
		}
		// An exploded variable: the pairs up to one that names a variable
		// after it.
		var items []string
		list := true
		for p.ok && !later.has(p.name, k) {
			if !p.hasEq && op.ifemp {
				return false
			}
			if !nameEqual(p.name, name) {
				list = false
			}
			items = append(items, p.name, p.value)
			p.next()
		}
		if items == nil {
			continue
		}
		if list {
			// The values, without the names.
			for i := 1; i < len(items); i += 2 {
				items[i/2] = items[i]
			}
			items = items[:len(items)/2]
		}
		if !decodeAll(items) {
			return false
		}
		if list {
			m.vals[name] = Value{kind: KindList, items: items}
		} else {
			m.vals[name] = Value{kind: KindAssoc, items: items}
		}
	}
	return !p.ok
}

// pairs iterates over the name[=value] pairs of a named expansion.
type pairs struct {
	s                string
	sep              byte
	ok, hasEq, atEnd bool
	name, value      string
}

// next moves to the next pair; ok is false after the last.
func (p *pairs) next() {
	if p.atEnd {
		p.ok = false
		return
	}
	pair := p.s
	if i := strings.IndexByte(p.s, p.sep); i >= 0 {
		pair, p.s = p.s[:i], p.s[i+1:]
	} else {
		p.atEnd = true
	}
	p.ok = true
	p.name, p.value, p.hasEq = strings.Cut(pair, "=")
}

// nameEqual reports whether the name of a pair is the varname v, up to
// the case of hexadecimal digits and the encoding of unreserved characters.
func nameEqual(s, v string) bool { return s == v || equivalent(s, v) }

// normalName returns the name s with its triplets of unreserved characters
// decoded and the hexadecimal digits of the others in upper case (RFC 3986
// 6.2.2.1, 6.2.2.2): two names are nameEqual when their normalName are
// equal.
func normalName(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c, triplet := octet(s, i)
		switch {
		case !triplet:
			b = append(b, c)
		case syntax.IsUnreserved(c):
			b = append(b, c)
			i += 2
		default:
			b = syntax.AppendPct(b, c)
			i += 2
		}
	}
	return string(b)
}

// laterNames answers whether a name is that of a variable after the k-th
// of a run.
type laterNames struct {
	t     *Template
	specs []varspec
	last  map[string]int // by normalName, the index of each name's last variable, for long runs
}

func newLaterNames(t *Template, specs []varspec) laterNames {
	l := laterNames{t: t, specs: specs}
	if len(specs) > 8 {
		l.last = make(map[string]int, len(specs))
		for k, sp := range specs {
			l.last[normalName(t.name(sp))] = k
		}
	}
	return l
}

func (l laterNames) has(name string, k int) bool {
	if l.last != nil {
		j, ok := l.last[normalName(name)]
		return ok && j > k
	}
	for _, sp := range l.specs[k+1:] {
		if nameEqual(name, l.t.name(sp)) {
			return true
		}
	}
	return false
}
