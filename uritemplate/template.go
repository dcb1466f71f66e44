package uritemplate

// This file holds the Template value: its parts, its text forms and its
// variables.

// A Template is a parsed URI Template (RFC 6570). It is immutable; the zero
// Template is the empty template, which expands to the empty string, as
// Parse("") does.
type Template struct {
	raw   string
	exprs []expression
	specs []varspec
	// tailWide says that the literal after the last expression holds
	// non-ASCII characters, which expansion encodes (3.1).
	tailWide bool
}

// An expression is one "{...}" of a template (2.2) and the literal before
// it. Its varspecs are Template.specs from first to the next expression's
// first; its '{' stands just before its operator and first varname
// (exprStart).
type expression struct {
	end   int32 // the offset after its '}'
	first int32 // the index of its first varspec in Template.specs
	op    operator
	wide  bool // the literal before it holds non-ASCII characters
}

// A varspec is a variable of an expression with its modifier (2.3, 2.4).
type varspec struct {
	start, end int32 // the varname's offsets
	maxLen     int16 // the prefix modifier's max-length (2.4.1); 0 when none
	explode    bool  // the explode modifier "*" (2.4.2)
}

// An operator is the operator of an expression (2.2), an index of ops.
type operator uint8

const (
	opSimple   operator = iota // no operator: simple string expansion (3.2.2)
	opReserved                 // "+": reserved expansion (3.2.3)
	opFragment                 // "#": fragment expansion (3.2.4)
	opLabel                    // ".": label expansion with dot-prefix (3.2.5)
	opPath                     // "/": path segment expansion (3.2.6)
	opParam                    // ";": path-style parameter expansion (3.2.7)
	opQuery                    // "?": form-style query expansion (3.2.8)
	opCont                     // "&": form-style query continuation (3.2.9)
)

// opInfo is one column of the table of Appendix A.
type opInfo struct {
	char     byte // the operator as written; 0 for none
	first    byte // written before the first defined variable; 0 for none
	sep      byte // written between defined variables and exploded items
	named    bool // each value is preceded by its name
	ifemp    bool // an empty value is written "name=" (true) or "name"
	reserved bool // reserved characters and triplets stand for themselves (U+R)
}

// ops is the table of Appendix A, by operator.
var ops = [...]opInfo{
	opSimple:   {0, 0, ',', false, false, false},
	opReserved: {'+', 0, ',', false, false, true},
	opFragment: {'#', '#', ',', false, false, true},
	opLabel:    {'.', '.', '.', false, false, false},
	opPath:     {'/', '/', '/', false, false, false},
	opParam:    {';', ';', ';', true, false, false},
	opQuery:    {'?', '?', '&', true, true, false},
	opCont:     {'&', '&', '&', true, true, false},
}

// name returns the varname of sp in t.
func (t *Template) name(sp varspec) string { return t.raw[sp.start:sp.end] }

// varspecs returns the varspecs of the expression i.
func (t *Template) varspecs(i int) []varspec {
	end := int32(len(t.specs))
	if i+1 < len(t.exprs) {
		end = t.exprs[i+1].first
	}
	return t.specs[t.exprs[i].first:end]
}

// exprStart returns the offset of the '{' of the expression i.
func (t *Template) exprStart(i int) int32 {
	e := &t.exprs[i]
	if e.op == opSimple {
		return t.specs[e.first].start - 1
	}
	return t.specs[e.first].start - 2
}

// literal returns the literal text before the expression i, or, for
// i == len(t.exprs), after the last one, and whether it holds non-ASCII
// characters.
func (t *Template) literal(i int) (string, bool) {
	start := int32(0)
	if i > 0 {
		start = t.exprs[i-1].end
	}
	if i == len(t.exprs) {
		return t.raw[start:], t.tailWide
	}
	return t.raw[start:t.exprStart(i)], t.exprs[i].wide
}

// MustParse is like Parse but panics if s is not a valid template. It is for
// templates written in a program, in variables initialized at start-up.
func MustParse(s string) Template {
	t, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return t
}

// String returns the template as it was written: Parse(t.String()) gives
// back t.
func (t Template) String() string { return t.raw }

// AppendText implements encoding.TextAppender: it appends the template as
// written.
func (t Template) AppendText(b []byte) ([]byte, error) { return append(b, t.raw...), nil }

// MarshalText implements encoding.TextMarshaler: the template as written.
// The zero Template is the empty template, whose text is "".
func (t Template) MarshalText() ([]byte, error) { return []byte(t.raw), nil }

// UnmarshalText implements encoding.TextUnmarshaler with Parse. On error *t
// is set to the zero Template.
func (t *Template) UnmarshalText(text []byte) error {
	x, err := Parse(string(text))
	*t = x
	return err
}

// Variables returns the names of the template's variables (2.3), each once,
// in the order of their first appearance. Names are as written: a
// pct-encoded triplet in a name is part of it, not decoded.
func (t Template) Variables() []string {
	var names []string
	var seen map[string]bool
	for _, sp := range t.specs {
		n := t.name(sp)
		if len(t.specs) <= 16 {
			// A few names: a scan costs less than a map.
			dup := false
			for _, m := range names {
				if m == n {
					dup = true
					break
				}
			}
			if !dup {
				names = append(names, n)
			}
			continue
		}
		if seen == nil {
			seen = make(map[string]bool)
		}
		if !seen[n] {
			seen[n] = true
			names = append(names, n)
		}
	}
	return names
}
