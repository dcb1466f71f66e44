package registry

// This file holds the registry's table of short names: schemes of up to 16
// bytes (all but a few) found without hashing a string or lower-casing a
// copy. A name is packed into two words with 0x20 set in each of its
// bytes, which lower-cases exactly the letters among the characters of a
// scheme (RFC 3986 3.1: ALPHA, DIGIT, "+", "-", "." all have it set
// already), and the words index an open-addressed table.

import "math/bits"

// shortMax is the longest name the short table holds.
const shortMax = 16

// shortEntry is one slot of the short table; f is nil in an empty slot.
type shortEntry struct {
	k0, k1 uint64
	f      *Facts
}

// shortTable is an open-addressed table of the entries whose names are up
// to shortMax bytes, with linear probing; its length is a power of two at
// least twice the number of entries, so a probe ends at an empty slot.
type shortTable struct {
	slots []shortEntry
	shift uint // 64 - log2(len(slots))
}

// packName returns the bytes of name (len(name) <= shortMax) in two words,
// the first byte in the low lane of k0, with 0x20 set in each byte, and
// whether a byte is below 0x20: such a byte would pass for another once
// 0x20 is set (0x0D for '-'), and is in no scheme name. Every byte packed
// is then nonzero, so the words also tell the name's length.
func packName(name string) (k0, k1 uint64, ctl bool) {
	var w [2]uint64
	var low uint64
	for i := 0; i < len(name); i++ {
		c := uint64(name[i])
		if c < 0x20 {
			low = 1
		}
		w[i>>3] |= (c | 0x20) << (8 * (i & 7))
	}
	return w[0], w[1], low != 0
}

func (t *shortTable) hash(k0, k1 uint64) uint64 {
	return (k0*0x9e3779b97f4a7c15 ^ k1*0xc2b2ae3d27d4eb4f) >> t.shift
}

// newShortTable builds the short table of the entries of m.
func newShortTable(m map[string]*Facts) shortTable {
	n := 0
	for name := range m {
		if len(name) <= shortMax {
			n++
		}
	}
	size := 1 << bits.Len(uint(2*n+1))
	t := shortTable{slots: make([]shortEntry, size), shift: uint(64 - bits.TrailingZeros(uint(size)))}
	for name, f := range m {
		if len(name) > shortMax {
			continue
		}
		k0, k1, _ := packName(name)
		i := t.hash(k0, k1)
		for t.slots[i].f != nil {
			i = (i + 1) & uint64(size-1)
		}
		t.slots[i] = shortEntry{k0, k1, f}
	}
	return t
}

// findPacked returns the entry whose packed name is k0, k1, or nil.
func (t *shortTable) findPacked(k0, k1 uint64) *Facts {
	mask := uint64(len(t.slots) - 1)
	for i := t.hash(k0, k1); ; i = (i + 1) & mask {
		e := &t.slots[i]
		if e.f == nil || e.k0 == k0 && e.k1 == k1 {
			return e.f
		}
	}
}
