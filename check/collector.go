package check

// This file gathers the warnings of one report: at most MaxPerCode of a
// code, then one that says the rest are left out, so that a hostile input
// with a warning every few bytes costs a report of bounded size. A check
// asks for room before it writes a message, and may stop looking for a
// code that is full: the warnings left out cost nothing.

import (
	"cmp"
	"slices"
	"strconv"
)

// collector gathers the warnings of one report.
type collector struct {
	ws []Warning
	// n counts the warnings listed of each code; over is, per code, the
	// offset of the first one left out.
	n    map[Code]int
	over map[Code]int
}

// room reports whether a warning of code at offset off is listed: the
// caller then adds it. When it is not, the offset is noted for the
// warning that says the rest are left out.
func (c *collector) room(code Code, off int) bool {
	if c.n == nil {
		c.n = map[Code]int{}
		c.over = map[Code]int{}
	}
	if c.n[code] < MaxPerCode {
		c.n[code]++
		return true
	}
	if o, ok := c.over[code]; !ok || off < o {
		c.over[code] = off
	}
	return false
}

// full reports whether no more warnings of code are listed.
func (c *collector) full(code Code) bool { return c.n[code] >= MaxPerCode }

// has reports whether a warning of code was found.
func (c *collector) has(code Code) bool { return c.n[code] > 0 }

// add adds w when there is room for it.
func (c *collector) add(w Warning) {
	if c.room(w.Code, w.Offset) {
		c.ws = append(c.ws, w)
	}
}

// addf adds a warning of code at off when there is room, its message
// written by msg only then.
func (c *collector) addf(code Code, off int, msg func() string) {
	if c.room(code, off) {
		c.ws = append(c.ws, Warning{code, off, msg()})
	}
}

// list returns the warnings in the order of their offsets (stable: the
// order found at one offset), with, for each code that had more, one
// that says so at the first left out; nil when there is none.
func (c *collector) list() []Warning {
	ws := c.ws
	for _, code := range Codes() {
		if off, ok := c.over[code]; ok {
			ws = append(ws, Warning{code, off, "more " + string(code) + " warnings from here on are not listed (a report lists " +
				strconv.Itoa(MaxPerCode) + " of a code)"})
		}
	}
	slices.SortStableFunc(ws, func(a, b Warning) int { return cmp.Compare(a.Offset, b.Offset) })
	return ws
}
