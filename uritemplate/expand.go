package uritemplate

// This file implements expansion (RFC 6570 section 3 and the algorithm of
// Appendix A).

import (
	"fmt"

	"github.com/urikit/urikit/internal/syntax"
)

// Expand returns the expansion of the template with the variables vars (RFC
// 6570 3): each literal as written (3.1; a non-ASCII character as the
// triplets of its UTF-8 octets), each expression as its operator says
// (3.2.2-3.2.9). An undefined variable (absent from vars, or the zero
// Value) is skipped (2.3, 3.2.1), and an expression whose variables are all
// undefined expands to nothing, not even its operator's prefix. Values are
// encoded for their operator: simple, label, path, parameter and query
// expansion encode everything but unreserved characters ("%" becomes
// "%25"); reserved ("+") and fragment ("#") expansion keep the reserved
// characters and well-formed triplets as they are. An associative array
// expands in the order of its pairs.
//
// It fails with an *Error wrapping ErrPrefixComposite, at the variable's
// offset, when a prefix modifier meets a list or an associative array
// (2.4.1).
//
// The result holds only characters a URI allows (RFC 3986 2) and "%" only
// in triplets. An expression other than "+" and "#" adds unreserved
// characters, triplets, its operator's first character, "," and its
// separator, and for ";", "?" and "&" names and "=" (for "." and "/" with
// an associative array too). So placed in the path, query or fragment of a
// valid URI reference, it leaves a valid reference with the same scheme
// and authority, whatever the values (FuzzExpandURI checks it with package
// uri) - but for "{/...}" where the path so far is "" or "/" and there is
// no authority (a "//" would begin one), and for anything but "{/...}" and
// "{?...}" right after an authority (which would extend its host or
// port). "+" and "#" keep the reserved characters of their values: a
// value that puts a second "#", or a "[" outside a host, into the result
// makes it no reference, as RFC 6570 1.6 leaves to the template's author.
func (t Template) Expand(vars Values) (string, error) {
	b, err := t.appendExpand(make([]byte, 0, len(t.raw)+32), vars, nil)
	if err != nil {
		return "", err
	}
	return syntax.BytesToString(b), nil
}

// AppendExpand appends the expansion of the template with vars to b, as
// Expand returns it, and returns the extended buffer. On error b is
// returned unchanged.
func (t Template) AppendExpand(b []byte, vars Values) ([]byte, error) {
	n := len(b)
	b, err := t.appendExpand(b, vars, nil)
	if err != nil {
		return b[:n], err
	}
	return b, nil
}

// ExpandMap is Expand with the variables in a map of Go values: a string; a
// bool, an integer, a float (written as JSON and JavaScript write numbers:
// 6.0 is "6") or a json.Number, all as strings; a []string or []any of
// those, a list; a map[string]string or map[string]any of those, an
// associative array with its pairs in the byte order of their names (a Go
// map has no order of its own: pass a []Pair or a Value for another); a
// []Pair; a Value; a json.RawMessage, the JSON text of a value as
// Value.UnmarshalJSON reads it; and nil, undefined. A nil item of a []any, or value of a
// map, is undefined and left out. Any other type fails with an *Error
// wrapping ErrValue at the offset of the variable that holds it.
func (t Template) ExpandMap(vars map[string]any) (string, error) {
	if vars == nil {
		vars = map[string]any{}
	}
	b, err := t.appendExpand(make([]byte, 0, len(t.raw)+32), nil, vars)
	if err != nil {
		return "", err
	}
	return syntax.BytesToString(b), nil
}

// appendExpand appends the expansion of t to b, with the values of vars,
// or when goVars is not nil with those of goVars (ExpandMap).
func (t *Template) appendExpand(b []byte, vars Values, goVars map[string]any) ([]byte, error) {
	for i := range t.exprs {
		lit, wide := t.literal(i)
		if wide {
			b = appendLiteral(b, lit)
		} else {
			b = append(b, lit...)
		}
		var err error
		if b, err = t.appendExpression(b, i, vars, goVars); err != nil {
			return b, err
		}
	}
	lit, wide := t.literal(len(t.exprs))
	if wide {
		return appendLiteral(b, lit), nil
	}
	return append(b, lit...), nil
}

// appendExpression appends the expansion of the expression e (Appendix A).
func (t *Template) appendExpression(b []byte, i int, vars Values, goVars map[string]any) ([]byte, error) {
	op := &ops[t.exprs[i].op]
	first := true
	for _, sp := range t.varspecs(i) {
		name := t.name(sp)
		v := vars[name]
		if goVars != nil {
			var err error
			if v, err = valueOf(goVars[name]); err != nil {
				return b, &Error{Op: "expand", Input: t.raw, Offset: int(sp.start), Err: fmt.Errorf("variable %q: %w", name, err)}
			}
		}
		if v.kind == KindUndefined {
			continue
		}
		if v.kind != KindString && sp.maxLen > 0 {
			return b, &Error{Op: "expand", Input: t.raw, Offset: int(sp.start),
				Err: &fault{err: ErrPrefixComposite, char: -1, note: fmt.Sprintf("%s %q", v.kind, name)}}
		}
		switch {
		case first && op.first != 0:
			b = append(b, op.first)
		case !first:
			b = append(b, op.sep)
		}
		first = false
		b = op.appendVar(b, name, sp, &v)
	}
	return b, nil
}

// appendVar appends the expansion of the defined variable name, of value v,
// after the operator's first character or separator.
func (op *opInfo) appendVar(b []byte, name string, sp varspec, v *Value) []byte {
	switch {
	case v.kind == KindString:
		if op.named {
			b = append(b, name...)
			if v.s == "" {
				if op.ifemp {
					b = append(b, '=')
				}
				return b
			}
			b = append(b, '=')
		}
		s := v.s
		if sp.maxLen > 0 {
			s = prefix(s, int(sp.maxLen))
		}
		return appendValue(b, s, op.reserved)
	case !sp.explode:
		// A list's items, or an array's names and values, joined by
		// ","; a composite value is never empty.
		if op.named {
			b = append(b, name...)
			b = append(b, '=')
		}
		for i, it := range v.items {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendValue(b, it, op.reserved)
		}
		return b
	case v.kind == KindList:
		for i, it := range v.items {
			if i > 0 {
				b = append(b, op.sep)
			}
			if op.named {
				b = append(b, name...)
				if it == "" {
					if op.ifemp {
						b = append(b, '=')
					}
					continue
				}
				b = append(b, '=')
			}
			b = appendValue(b, it, op.reserved)
		}
		return b
	}
	// An exploded associative array: name=value pairs.
	for i := 0; i < len(v.items); i += 2 {
		if i > 0 {
			b = append(b, op.sep)
		}
		b = appendValue(b, v.items[i], op.reserved)
		if val := v.items[i+1]; val != "" || !op.named || op.ifemp {
			b = append(b, '=')
			b = appendValue(b, val, op.reserved)
		}
	}
	return b
}
