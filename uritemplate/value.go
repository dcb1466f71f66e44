package uritemplate

// This file holds the values of variables (RFC 6570 2.3): strings, lists
// and associative arrays, and their definedness.

import (
	"slices"
)

// Kind is the kind of a Value (2.3).
type Kind uint8

// The kinds of value. The zero Value is KindUndefined.
const (
	KindUndefined Kind = iota // no value: expansion skips the variable (2.3)
	KindString                // a string
	KindList                  // a list of strings
	KindAssoc                 // an associative array: ordered (name, value) pairs
)

// String returns the kind's name: "undefined", "string", "list" or "assoc".
func (k Kind) String() string {
	switch k {
	case KindString:
		return "string"
	case KindList:
		return "list"
	case KindAssoc:
		return "assoc"
	}
	return "undefined"
}

// A Value is the value of a variable (2.3): a string, a list of strings, or
// an associative array of (name, value) pairs in the order the caller gives
// them, which is the order of expansion. The zero Value is undefined.
// Values are immutable: the constructors copy their arguments.
type Value struct {
	kind Kind
	s    string
	// items holds a list's items, or an associative array's names and
	// values in turn: name, value, name, value.
	items []string
}

// A Pair is a (name, value) pair of an associative array.
type Pair struct {
	Name, Value string
}

// Values holds the variables of an expansion by name. A name that is absent
// and a name with the zero Value are both undefined.
type Values map[string]Value

// String returns the string value s.
func String(s string) Value { return Value{kind: KindString, s: s} }

// List returns the list value of items, in order. A list without items is
// undefined (2.3), like the zero Value, and List() returns the zero Value.
func List(items ...string) Value {
	if len(items) == 0 {
		return Value{}
	}
	return Value{kind: KindList, items: slices.Clone(items)}
}

// Assoc returns the associative array of pairs, in order. An array without
// pairs is undefined (2.3), and Assoc() returns the zero Value.
func Assoc(pairs ...Pair) Value {
	if len(pairs) == 0 {
		return Value{}
	}
	items := make([]string, 0, 2*len(pairs))
	for _, p := range pairs {
		items = append(items, p.Name, p.Value)
	}
	return Value{kind: KindAssoc, items: items}
}

// Kind returns the kind of v.
func (v Value) Kind() Kind { return v.kind }

// IsDefined reports whether v has a value (2.3: "A variable value that is
// a string of length zero is not considered undefined"; an empty list or
// array is never built, see List and Assoc).
func (v Value) IsDefined() bool { return v.kind != KindUndefined }

// Text returns the string of a string value, and "" for any other.
func (v Value) Text() string { return v.s }

// Items returns a copy of the items of a list, and nil for any other value.
func (v Value) Items() []string {
	if v.kind != KindList {
		return nil
	}
	return slices.Clone(v.items)
}

// Pairs returns a copy of the pairs of an associative array, in order, and
// nil for any other value.
func (v Value) Pairs() []Pair {
	if v.kind != KindAssoc {
		return nil
	}
	pairs := make([]Pair, len(v.items)/2)
	for i := range pairs {
		pairs[i] = Pair{v.items[2*i], v.items[2*i+1]}
	}
	return pairs
}

// Len returns the number of items of a list or pairs of an associative
// array, 1 for a string and 0 for the zero Value.
func (v Value) Len() int {
	switch v.kind {
	case KindString:
		return 1
	case KindAssoc:
		return len(v.items) / 2
	}
	return len(v.items)
}

// Equal reports whether v and w are the same value: the same kind and the
// same strings in the same order.
func (v Value) Equal(w Value) bool {
	return v.kind == w.kind && v.s == w.s && slices.Equal(v.items, w.items)
}

// String returns v as JSON text (MarshalJSON): a string, an array, an
// object with the pairs in order, or null.
func (v Value) String() string {
	b, _ := v.MarshalJSON()
	return string(b)
}

// Equal reports whether vs and ws define the same variables with equal
// values; a name with the zero Value counts as absent.
func (vs Values) Equal(ws Values) bool {
	for name, v := range vs {
		if !v.Equal(ws[name]) {
			return false
		}
	}
	for name, w := range ws {
		if w.IsDefined() && !vs[name].IsDefined() {
			return false
		}
	}
	return true
}
