package whatwg

// This file runs the basic URL parser (4.4 "URL parsing") on an input:
// the fast check for input already in serialized form, else steps 1 to 3
// and the state machine from the scheme start state.

import "sort"

// parse is the basic URL parser (4.4) without a state override, on input
// against base (nil for null); v collects the non-failure validation
// errors when not nil.
func parse(input string, base *URL, v *[]Validation) (URL, error) {
	if v == nil {
		if u, ok := parseSerialized(input); ok {
			return u, nil
		}
	}
	return parseMachine(input, base, v)
}

// parseMachine is parse without the fast check: steps 1 to 3 of 4.4 and
// the state machine.
func parseMachine(input string, base *URL, v *[]Validation) (URL, error) {
	var pre *validations
	if v != nil {
		pre = &validations{}
	}
	in, prep := prepare(input, true, pre)
	p := parser{in: in, base: base}
	if v != nil {
		p.vals = new([]Validation) // allocated only for Validate
	}
	ok := p.run(stSchemeStart, 0)
	if v != nil {
		*v = append(*v, pre.list...)
		at := prep.positions(len(in))
		for _, m := range *p.vals {
			off := prep.lead + m.Offset
			if at != nil {
				off = at[min(m.Offset, len(at)-1)]
			}
			*v = append(*v, Validation{Offset: off, Code: m.Code})
		}
		sort.SliceStable(*v, func(i, j int) bool { return (*v)[i].Offset < (*v)[j].Offset })
	}
	if !ok {
		e := p.fail
		e.Input = input
		e.Offset = prep.offset(e.Offset)
		if e.Code == "" {
			e.Code, e.Reason = "invalid-URL", "the input is not a URL"
		}
		return URL{}, &e
	}
	return p.serialize(input), nil
}
