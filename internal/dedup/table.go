package dedup

import (
	"errors"
	"math"
	"unsafe"
)

const (
	arenaChunk = 1 << 20 // the size of the arenas holding the text
	classChunk = 1 << 8  // classes per block of classes
	// mapEntryBytes is what an entry of the hash map costs, about: 8
	// bytes of hash and 4 of class in slots of 16 bytes, plus control
	// bytes, at the map's load factor.
	mapEntryBytes = 32
	classBytes    = int64(unsafe.Sizeof(class{}))
)

// ErrFull is the error of Add when the table would grow past its limit.
var ErrFull = errors.New("dedup: the table is full")

// class is a class: its count, the number of inputs before its first,
// and where its text is.
type class struct {
	count uint64
	seq   uint64 // Inputs() when it was made: its place in the order of first appearance
	hash  uint64 // of the key, as given to Add
	arena uint32 // the arena holding the key, then the first spelling
	off   uint32 // where in the arena
	klen  uint32 // the length of the key
	flen  uint32 // the length of the first spelling, or sameSpelling
}

// sameSpelling is the flen of a class whose first spelling is its key,
// stored once.
const sameSpelling = math.MaxUint32

// Table is the table of classes, in order of first appearance. It is not
// safe for concurrent use.
type Table struct {
	index   map[uint64]uint32 // the hash of a key -> its class
	spill   map[string]uint32 // the keys whose hash another class has
	classes [][]class         // blocks of classChunk classes
	n       uint32            // classes
	arenas  [][]byte
	used    int64 // the bytes the table takes, about
	limit   int64
	inputs  uint64
}

// NewTable returns an empty table that may take limit bytes, about.
func NewTable(limit int64) *Table {
	return &Table{index: map[uint64]uint32{}, spill: map[string]uint32{}, limit: limit}
}

// Len returns the number of classes.
func (t *Table) Len() int { return int(t.n) }

// Inputs returns the number of inputs added (Reset keeps counting).
func (t *Table) Inputs() uint64 { return t.inputs }

// Reset empties the table of its classes, keeping the count of inputs,
// so that the classes it holds next follow in order of first appearance
// those it held before.
func (t *Table) Reset() {
	t.index = map[uint64]uint32{}
	t.spill = map[string]uint32{}
	t.classes, t.arenas = nil, nil
	t.n, t.used = 0, 0
}

// Used returns the bytes the table takes, about: what the limit bounds.
func (t *Table) Used() int64 { return t.used }

func (t *Table) at(i uint32) *class { return &t.classes[i/classChunk][i%classChunk] }

// key returns the key of class i.
func (t *Table) key(i uint32) string {
	c := t.at(i)
	return bytesString(t.arenas[c.arena][c.off : c.off+c.klen])
}

// Class returns the key, the first spelling and the count of class i, in
// order of first appearance. The strings share the table's memory and
// stay valid as long as the table.
func (t *Table) Class(i int) (key, first string, count uint64) {
	c := t.at(uint32(i))
	a := t.arenas[c.arena]
	key = bytesString(a[c.off : c.off+c.klen])
	first = key
	if c.flen != sameSpelling {
		first = bytesString(a[c.off+c.klen : c.off+c.klen+c.flen])
	}
	return key, first, c.count
}

// Add counts the input s, whose key is k and the hash of k h. It returns
// ErrFull, counting nothing, when a new class would take the table past
// its limit.
func (t *Table) Add(h uint64, k, s string) error {
	t.inputs++
	err := t.add(h, k, s)
	if err != nil {
		t.inputs--
	}
	return err
}

func (t *Table) add(h uint64, k, s string) error {
	i, ok := t.index[h]
	if ok {
		if t.key(i) == k {
			t.at(i).count++
			return nil
		}
		if j, ok := t.spill[k]; ok {
			t.at(j).count++
			return nil
		}
		// Another key with the same hash: rare (about n²/2⁶⁵ for n
		// classes), counted apart.
		j, err := t.newClass(h, k, s, int64(len(k))+64)
		if err != nil {
			return err
		}
		t.spill[t.key(j)] = j
		return nil
	}
	i, err := t.newClass(h, k, s, 0)
	if err != nil {
		return err
	}
	t.index[h] = i
	return nil
}

// newClass stores a class of count 1; extra is what else it costs.
func (t *Table) newClass(h uint64, k, s string, extra int64) (uint32, error) {
	size := len(k)
	flen := uint32(sameSpelling)
	if s != k {
		size += len(s)
		flen = uint32(len(s))
	}
	if size >= math.MaxUint32 || t.n == math.MaxUint32-1 {
		return 0, ErrFull
	}
	grow := int64(mapEntryBytes) + extra
	last := len(t.arenas) - 1
	newArena := last < 0 || cap(t.arenas[last])-len(t.arenas[last]) < size
	arenaSize := 0
	if newArena {
		// The arenas grow with the table, 64 KiB first (less under a
		// small limit), up to arenaChunk: a small table takes little.
		first := min(64<<10, max(t.limit/8, 1<<10))
		arenaSize = max(min(arenaChunk, max(int(first), len(t.arenas)*arenaChunk/8)), size)
		grow += int64(arenaSize)
	}
	if t.n%classChunk == 0 {
		grow += classChunk * classBytes
	}
	if t.used+grow > t.limit {
		return 0, ErrFull
	}
	t.used += grow
	if newArena {
		t.arenas = append(t.arenas, make([]byte, 0, arenaSize))
		last++
	}
	if t.n%classChunk == 0 {
		t.classes = append(t.classes, make([]class, classChunk))
	}
	a := t.arenas[last]
	c := class{count: 1, seq: t.inputs - 1, hash: h, arena: uint32(last), off: uint32(len(a)), klen: uint32(len(k)), flen: flen}
	a = append(a, k...)
	if flen != sameSpelling {
		a = append(a, s...)
	}
	t.arenas[last] = a
	i := t.n
	*t.at(i) = c
	t.n++
	return i, nil
}

// bytesString returns the text of b, which is never written again, as a
// string sharing its bytes.
func bytesString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}
