package main

// This file is dedup's table of classes (issue 11): each class's normal
// form and first spelling stored once, in large byte arenas, and found by
// a map from the 64-bit hash of the normal form to the class. A hash is
// never trusted alone: the stored normal form is compared, and classes
// whose hashes collide are kept in a second map, keyed by the text. The
// memory the table takes is counted as it grows and bounded by
// --max-memory.

import (
	"bufio"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"unsafe"
)

const (
	arenaChunk = 1 << 20 // the size of the arenas holding the text
	classChunk = 1 << 14 // classes per block of classes
	// mapEntryBytes is what an entry of the hash map costs, about: 8
	// bytes of hash and 4 of class in slots of 16 bytes, plus control
	// bytes, at the map's load factor.
	mapEntryBytes = 32
	classBytes    = int64(unsafe.Sizeof(dedupClass{}))
)

// dedupClass is a class: its count and where its text is.
type dedupClass struct {
	count uint64
	arena uint32 // the arena holding the normal form, then the first spelling
	off   uint32 // where in the arena
	nlen  uint32 // the length of the normal form
	flen  uint32 // the length of the first spelling, or sameSpelling
}

// sameSpelling is the flen of a class whose first spelling is its normal
// form, stored once.
const sameSpelling = math.MaxUint32

// dedupTable is the table of classes, in order of first appearance.
type dedupTable struct {
	index   map[uint64]uint32 // the hash of a normal form -> its class
	spill   map[string]uint32 // the normal forms whose hash another class has
	classes [][]dedupClass    // blocks of classChunk classes
	n       uint32            // classes
	arenas  [][]byte
	used    int64 // the bytes the table takes, about
	limit   int64 // --max-memory
	inputs  uint64
}

func newDedupTable(limit int64) *dedupTable {
	return &dedupTable{index: map[uint64]uint32{}, spill: map[string]uint32{}, limit: limit}
}

func (t *dedupTable) len() int { return int(t.n) }

func (t *dedupTable) at(i uint32) *dedupClass { return &t.classes[i/classChunk][i%classChunk] }

// normal returns the normal form of class i.
func (t *dedupTable) normal(i uint32) string {
	c := t.at(i)
	return bytesString(t.arenas[c.arena][c.off : c.off+c.nlen])
}

// class returns the normal form, the first spelling and the count of
// class i.
func (t *dedupTable) class(i int) (normal, first string, count uint64) {
	c := t.at(uint32(i))
	a := t.arenas[c.arena]
	normal = bytesString(a[c.off : c.off+c.nlen])
	first = normal
	if c.flen != sameSpelling {
		first = bytesString(a[c.off+c.nlen : c.off+c.nlen+c.flen])
	}
	return normal, first, c.count
}

// add counts the input s, whose normal form is n and its hash h.
func (t *dedupTable) add(h uint64, n, s string) error {
	t.inputs++
	i, ok := t.index[h]
	if ok {
		if t.normal(i) == n {
			t.at(i).count++
			return nil
		}
		if j, ok := t.spill[n]; ok {
			t.at(j).count++
			return nil
		}
		// Another normal form with the same hash: rare (about n²/2⁶⁵
		// for n classes), counted apart.
		j, err := t.newClass(n, s)
		if err != nil {
			return err
		}
		t.spill[t.normal(j)] = j
		t.used += int64(len(n)) + 64
		return nil
	}
	i, err := t.newClass(n, s)
	if err != nil {
		return err
	}
	t.index[h] = i
	return nil
}

// newClass stores a class of count 1.
func (t *dedupTable) newClass(n, s string) (uint32, error) {
	size := len(n)
	flen := uint32(sameSpelling)
	if s != n {
		size += len(s)
		flen = uint32(len(s))
	}
	if size >= math.MaxUint32 || t.n == math.MaxUint32-1 {
		return 0, errMemory
	}
	grow := int64(mapEntryBytes)
	last := len(t.arenas) - 1
	newArena := last < 0 || cap(t.arenas[last])-len(t.arenas[last]) < size
	arenaSize := 0
	if newArena {
		// The arenas grow with the table, 64 KiB first, up to
		// arenaChunk: a small table takes little.
		arenaSize = max(min(arenaChunk, max(64<<10, len(t.arenas)*arenaChunk/8)), size)
		grow += int64(arenaSize)
	}
	if t.n%classChunk == 0 {
		grow += classChunk * classBytes
	}
	if t.used+grow > t.limit {
		return 0, errMemory
	}
	t.used += grow
	if newArena {
		t.arenas = append(t.arenas, make([]byte, 0, arenaSize))
		last++
	}
	if t.n%classChunk == 0 {
		t.classes = append(t.classes, make([]dedupClass, classChunk))
	}
	a := t.arenas[last]
	c := dedupClass{count: 1, arena: uint32(last), off: uint32(len(a)), nlen: uint32(len(n)), flen: flen}
	a = append(a, n...)
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

// defaultMaxMemory is dedup's --max-memory default: half of the physical
// memory (MemTotal of /proc/meminfo), or the Go memory limit (GOMEMLIMIT,
// debug.SetMemoryLimit) when that is lower; 4 GiB when neither is known.
func defaultMaxMemory() int64 {
	limit := int64(4 << 30)
	if total := memTotal(); total > 0 {
		limit = total / 2
	}
	if l := debug.SetMemoryLimit(-1); l > 0 && l < math.MaxInt64 {
		limit = min(limit, l*3/4)
	}
	return limit
}

// memTotal returns the physical memory in bytes, from /proc/meminfo, or 0.
func memTotal() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) == 2 && f[1] == "kB" {
			if n, err := strconv.ParseInt(f[0], 10, 64); err == nil {
				return n << 10
			}
		}
	}
	return 0
}

// sizeUnits are the suffixes of parseSize, powers of 1024.
var sizeUnits = map[string]int64{"": 1, "B": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}

// parseSize reads a size: a number of bytes, or a number (decimals
// allowed) with a suffix K, M, G or T (powers of 1024; "KB", "KiB",
// "MB"... read the same).
func parseSize(s string) (int64, error) {
	num := strings.ToUpper(s)
	if n, ok := strings.CutSuffix(num, "IB"); ok {
		num = n
	} else {
		num = strings.TrimSuffix(num, "B")
	}
	unit := ""
	if n := len(num); n > 0 && strings.Contains("KMGT", num[n-1:]) {
		unit, num = num[n-1:], num[:n-1]
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || !(f > 0) || strings.ContainsAny(num, "EXPN") {
		return 0, errors.New("want a size such as 512M or 2G")
	}
	size := f * float64(sizeUnits[unit])
	if size >= math.MaxInt64 {
		return 0, errors.New("too large")
	}
	return max(int64(size), 1), nil
}

// formatSize writes a size with the largest unit that keeps it whole, or
// to a tenth.
func formatSize(n int64) string {
	for _, u := range []string{"T", "G", "M", "K"} {
		if size := sizeUnits[u]; n >= size {
			if n%size == 0 {
				return fmt.Sprintf("%d%s", n/size, u)
			}
			return fmt.Sprintf("%.1f%s", float64(n)/float64(size), u)
		}
	}
	return strconv.FormatInt(n, 10)
}
