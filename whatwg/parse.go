package whatwg

// This file runs the basic URL parser (4.4 "URL parsing",
// https://url.spec.whatwg.org/#concept-basic-url-parser) on an input: the
// fast check for input already in serialized form, else steps 1 to 3 and
// the state machine from the scheme start state (steps 4 to 10).

import (
	"sort"
	"sync"
)

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
	sc := getScratch(len(in))
	p.arena, p.path = sc.arena, sc.path
	defer sc.put(&p)
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

// scratch is the working memory of one parse: the parser's arena and
// path, reused from parse to parse through scratchPool, so that a parse
// allocates only its href (4.5). Nothing the parser returns points into
// it: serialize copies every component.
type scratch struct {
	arena, path []byte
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// maxScratch is the largest arena or path kept for the next parse.
const maxScratch = 64 << 10

// getScratch returns a scratch with room for an input of n bytes: the
// arena for lower-cased and percent-encoded components (grow makes more
// if needed), the path for the path.
func getScratch(n int) *scratch {
	sc := scratchPool.Get().(*scratch)
	if n > maxScratch {
		// A long input: the arena and path grow as the parser writes
		// them (parser.grow, pathState), to what they hold.
		return sc
	}
	if cap(sc.arena) < 2*n+32 {
		sc.arena = make([]byte, 0, 3*n+32)
	}
	if cap(sc.path) < n+8 {
		sc.path = make([]byte, 0, 2*n+8)
	}
	return sc
}

// put keeps p's arena and path, emptied, for the next parse.
func (sc *scratch) put(p *parser) {
	sc.arena, sc.path = p.arena[:0], p.path[:0]
	if cap(sc.arena) > maxScratch {
		sc.arena = nil
	}
	if cap(sc.path) > maxScratch {
		sc.path = nil
	}
	p.arena, p.path = nil, nil
	scratchPool.Put(sc)
}
