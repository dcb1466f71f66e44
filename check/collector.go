package check

// This file gathers the warnings of one report: at most MaxPerCode of a
// code, then one that counts the rest, so that a hostile input with a
// warning every few bytes costs a report of bounded size; and a check asks
// for room before it writes a message, so that the warnings left out cost
// nothing.

import (
	"cmp"
	"slices"
	"strconv"
)

// collector gathers the warnings of one report.
type collector struct {
	ws []Warning
	// n counts the warnings of each code found, listed or not; over is,
	// per code, the offset of the first one not listed.
	n    map[Code]int
	over map[Code]int
}

// room counts a warning of code at offset off and reports whether it is
// listed: the caller then adds it.
func (c *collector) room(code Code, off int) bool {
	if c.n == nil {
		c.n = map[Code]int{}
		c.over = map[Code]int{}
	}
	c.n[code]++
	if c.n[code] <= MaxPerCode {
		return true
	}
	if o, ok := c.over[code]; !ok || off < o {
		c.over[code] = off
	}
	return false
}

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

// remap moves every warning gathered so far, listed or counted, to the
// offset to(offset).
func (c *collector) remap(to func(int) int) {
	for i := range c.ws {
		c.ws[i].Offset = to(c.ws[i].Offset)
	}
	for code, off := range c.over {
		c.over[code] = to(off)
	}
}

// list returns the warnings in the order of their offsets (stable: the
// order found at one offset), with the count of those left out of each
// code; nil when there is none.
func (c *collector) list() []Warning {
	ws := c.ws
	for _, code := range Codes() {
		if off, ok := c.over[code]; ok {
			left := c.n[code] - MaxPerCode
			ws = append(ws, Warning{code, off, strconv.Itoa(left) + " more " + string(code) +
				" warnings from here on are not listed (a report lists " + strconv.Itoa(MaxPerCode) + " of a code)"})
		}
	}
	slices.SortStableFunc(ws, func(a, b Warning) int { return cmp.Compare(a.Offset, b.Offset) })
	return ws
}
