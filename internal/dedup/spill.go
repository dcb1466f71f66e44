package dedup

// This file counts past the memory limit: a Counter spills its table,
// sorted by the hash of the key and then the key, to a run file in a temporary directory each time the
// table is full, and at the end merges the runs (sums the counts of a
// key, keeps the first spelling of its first appearance), sorts the
// classes back into order of first appearance through a second set of
// runs, and hands them out in that order: exactly what a table with no
// limit would hold. Every file is removed by Close.

import (
	"bufio"
	"cmp"
	"container/heap"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// maxFanIn is the most runs merged at once: past it, runs are merged in
// groups first, so that the open files and their buffers stay few.
const maxFanIn = 64

// runBuffer is the buffer of each run file read or written.
const runBuffer = 64 << 10

// A Counter counts inputs by key, in a Table bounded by a memory limit,
// spilling to run files in a temporary directory past it. It is not safe
// for concurrent use.
type Counter struct {
	t      *Table
	limit  int64
	tmp    string // where the temporary directory goes ("" for the system's)
	runs   []string
	nfiles int
	// mu guards dir and closed: Close may run on another goroutine (on an
	// interrupt) while the counting goroutine makes a run.
	mu     sync.Mutex
	dir    string // the temporary directory, once made
	closed bool
	// Spilled is called, when set, each time the table is written to a
	// run: the number of runs so far.
	Spilled func(runs int)
}

// NewCounter returns a Counter whose table takes about limit bytes, and
// whose runs go to a directory made in tmp (the system's temporary
// directory when "").
func NewCounter(limit int64, tmp string) *Counter {
	return &Counter{t: NewTable(limit), limit: limit, tmp: tmp}
}

// Inputs returns the number of inputs added.
func (c *Counter) Inputs() uint64 { return c.t.Inputs() }

// Runs returns the number of runs spilled so far.
func (c *Counter) Runs() int { return len(c.runs) }

// Dir returns the temporary directory, "" when none was made.
func (c *Counter) Dir() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.dir
}

// Add counts the input s, whose key is k and the hash of k h, spilling the
// table first when it is full. The error is ErrFull only for an input that
// does not fit in an empty table, or one of writing a run.
func (c *Counter) Add(h uint64, k, s string) error {
	err := c.t.Add(h, k, s)
	if !errors.Is(err, ErrFull) || c.t.Len() == 0 {
		return err
	}
	if err := c.spill(); err != nil {
		return err
	}
	return c.t.Add(h, k, s)
}

// spill writes the table to a run, in key order (hash, then key: equal
// keys meet in a merge, and integers compare faster than text), and
// empties it.
func (c *Counter) spill() error {
	type entry struct {
		hash uint64
		id   uint32
	}
	ids := make([]entry, c.t.Len())
	for i := range ids {
		ids[i] = entry{c.t.at(uint32(i)).hash, uint32(i)}
	}
	slices.SortFunc(ids, func(a, b entry) int {
		if a.hash != b.hash {
			return cmp.Compare(a.hash, b.hash)
		}
		return strings.Compare(c.t.key(a.id), c.t.key(b.id))
	})
	w, err := c.create()
	if err != nil {
		return err
	}
	for _, e := range ids {
		k, first, count := c.t.Class(int(e.id))
		w.put(record{hash: e.hash, key: k, first: first, count: count, seq: c.t.at(e.id).seq})
	}
	if err := w.close(); err != nil {
		return err
	}
	c.runs = append(c.runs, w.name)
	c.t.Reset()
	if c.Spilled != nil {
		c.Spilled(len(c.runs))
	}
	return nil
}

// Each calls fn with each class in order of first appearance: its key,
// first spelling and count. The strings are valid only during the call.
// It stops at the first error of fn or of reading the runs.
func (c *Counter) Each(fn func(key, first string, count uint64) error) error {
	if len(c.runs) == 0 {
		for i := range c.t.Len() {
			if err := fn(c.t.Class(i)); err != nil {
				return err
			}
		}
		return nil
	}
	if c.t.Len() > 0 {
		if err := c.spill(); err != nil {
			return err
		}
	}
	// Merge by key, in groups while there are too many runs.
	runs := c.runs
	for len(runs) > maxFanIn {
		var next []string
		for i := 0; i < len(runs); i += maxFanIn {
			name, err := c.mergeRuns(runs[i:min(i+maxFanIn, len(runs))])
			if err != nil {
				return err
			}
			next = append(next, name)
		}
		runs = next
	}
	// The last merge by key sorts the classes by first appearance in
	// chunks of the memory limit, written as runs by seq.
	bySeq, err := c.sortBySeq(runs)
	if err != nil {
		return err
	}
	for len(bySeq) > maxFanIn {
		var next []string
		for i := 0; i < len(bySeq); i += maxFanIn {
			name, err := c.mergeSeq(bySeq[i:min(i+maxFanIn, len(bySeq))], nil)
			if err != nil {
				return err
			}
			next = append(next, name)
		}
		bySeq = next
	}
	_, err = c.mergeSeq(bySeq, fn)
	return err
}

// Close removes the temporary directory and every run in it; a run made
// after is an error. It may be called from any goroutine, any number of
// times.
func (c *Counter) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	if c.dir == "" {
		return nil
	}
	err := os.RemoveAll(c.dir)
	c.dir = ""
	return err
}

// errClosed is the error of making a run after Close.
var errClosed = errors.New("dedup: the counter is closed")

// record is a class in a run.
type record struct {
	hash       uint64
	key, first string
	count, seq uint64
}

// runWriter writes records to a run file.
type runWriter struct {
	f    *os.File
	name string
	w    *bufio.Writer
	buf  []byte
	err  error
}

// create makes a new run file in the temporary directory, making the
// directory first.
func (c *Counter) create() (*runWriter, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, errClosed
	}
	if c.dir == "" {
		dir, err := os.MkdirTemp(c.tmp, "urikit-dedup-")
		if err != nil {
			return nil, fmt.Errorf("dedup: making a temporary directory: %w", err)
		}
		c.dir = dir
	}
	c.nfiles++
	name := filepath.Join(c.dir, fmt.Sprintf("run%d", c.nfiles))
	f, err := createRun(name)
	if err != nil {
		return nil, fmt.Errorf("dedup: %w", err)
	}
	return &runWriter{f: f, name: name, w: bufio.NewWriterSize(f, runBuffer)}, nil
}

// createRun creates a run file; a test makes it fail as a full disk does.
var createRun = func(name string) (*os.File, error) {
	return os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
}

// put writes r: the hash (eight bytes), seq, count, the key's length and
// the key, then 0 when the first spelling is the key, or its length plus
// one and it.
func (w *runWriter) put(r record) {
	if w.err != nil {
		return
	}
	b := w.buf[:0]
	b = binary.LittleEndian.AppendUint64(b, r.hash)
	b = binary.AppendUvarint(b, r.seq)
	b = binary.AppendUvarint(b, r.count)
	b = binary.AppendUvarint(b, uint64(len(r.key)))
	b = append(b, r.key...)
	if r.first == r.key {
		b = append(b, 0)
	} else {
		b = binary.AppendUvarint(b, uint64(len(r.first))+1)
		b = append(b, r.first...)
	}
	w.buf = b
	_, w.err = w.w.Write(b)
}

// close flushes and closes the file, reporting the first error.
func (w *runWriter) close() error {
	err := w.err
	if err == nil {
		err = w.w.Flush()
	}
	if cerr := w.f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("dedup: writing %s: %w", w.name, err)
	}
	return nil
}

// runReader reads the records of a run file, each into its own buffer.
type runReader struct {
	f    *os.File
	name string
	r    *bufio.Reader
	rec  record
	text []byte
}

func openRun(name string) (*runReader, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("dedup: %w", err)
	}
	return &runReader{f: f, name: name, r: bufio.NewReaderSize(f, runBuffer)}, nil
}

// next reads the next record into rr.rec; io.EOF at the end.
func (rr *runReader) next() error {
	var h [8]byte
	if n, err := io.ReadFull(rr.r, h[:]); err == io.EOF && n == 0 {
		return io.EOF
	} else if err != nil {
		return rr.bad(err)
	}
	seq, err := binary.ReadUvarint(rr.r)
	if err != nil {
		return rr.bad(err)
	}
	count, err := binary.ReadUvarint(rr.r)
	if err != nil {
		return rr.bad(err)
	}
	klen, err := binary.ReadUvarint(rr.r)
	if err != nil || klen > 1<<40 {
		return rr.bad(err)
	}
	rr.text = slices.Grow(rr.text[:0], int(klen))[:klen]
	if _, err := io.ReadFull(rr.r, rr.text); err != nil {
		return rr.bad(err)
	}
	flen, err := binary.ReadUvarint(rr.r)
	if err != nil || flen > 1<<40 {
		return rr.bad(err)
	}
	if flen > 0 {
		rr.text = slices.Grow(rr.text, int(flen-1))[:klen+flen-1]
		if _, err := io.ReadFull(rr.r, rr.text[klen:]); err != nil {
			return rr.bad(err)
		}
	}
	text := bytesString(rr.text)
	rr.rec = record{hash: binary.LittleEndian.Uint64(h[:]), key: text[:klen], first: text[:klen], count: count, seq: seq}
	if flen > 0 {
		rr.rec.first = text[klen:]
	}
	return nil
}

func (rr *runReader) bad(err error) error {
	if err == nil || err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return fmt.Errorf("dedup: reading %s: %w", rr.name, err)
}

func (rr *runReader) close() { rr.f.Close() }

// runHeap orders the readers by their record: by key or by seq.
type runHeap struct {
	rs    []*runReader
	bySeq bool
}

func (h *runHeap) Len() int { return len(h.rs) }
func (h *runHeap) Less(i, j int) bool {
	a, b := &h.rs[i].rec, &h.rs[j].rec
	if h.bySeq {
		return a.seq < b.seq
	}
	if a.hash != b.hash {
		return a.hash < b.hash
	}
	if c := strings.Compare(a.key, b.key); c != 0 {
		return c < 0
	}
	return a.seq < b.seq
}
func (h *runHeap) Swap(i, j int) { h.rs[i], h.rs[j] = h.rs[j], h.rs[i] }
func (h *runHeap) Push(x any)    { h.rs = append(h.rs, x.(*runReader)) }
func (h *runHeap) Pop() any {
	r := h.rs[len(h.rs)-1]
	h.rs = h.rs[:len(h.rs)-1]
	return r
}

// openHeap opens the runs and reads the first record of each.
func openHeap(names []string, bySeq bool) (*runHeap, error) {
	h := &runHeap{bySeq: bySeq}
	for _, name := range names {
		rr, err := openRun(name)
		if err != nil {
			h.close()
			return nil, err
		}
		if err := rr.next(); err == io.EOF {
			rr.close()
			continue
		} else if err != nil {
			rr.close()
			h.close()
			return nil, err
		}
		h.rs = append(h.rs, rr)
	}
	heap.Init(h)
	return h, nil
}

func (h *runHeap) close() {
	for _, rr := range h.rs {
		rr.close()
	}
}

// advance reads the next record of the reader at the top, dropping it at
// its end.
func (h *runHeap) advance() error {
	rr := h.rs[0]
	if err := rr.next(); err == io.EOF {
		rr.close()
		heap.Pop(h)
		return nil
	} else if err != nil {
		return err
	}
	heap.Fix(h, 0)
	return nil
}

// mergeKeys merges runs in key order, calling fn once per key with the
// counts summed and the first spelling and seq of its first appearance.
// The record's strings are valid only during the call.
func mergeKeys(names []string, fn func(r record) error) error {
	h, err := openHeap(names, false)
	if err != nil {
		return err
	}
	defer h.close()
	var cur record
	var text []byte
	have := false
	for h.Len() > 0 {
		r := h.rs[0].rec
		if have && r.hash == cur.hash && r.key == cur.key {
			// The heap gives a key's records by seq: the first is the
			// first appearance.
			cur.count += r.count
		} else {
			if have {
				if err := fn(cur); err != nil {
					return err
				}
			}
			text = append(append(text[:0], r.key...), r.first...)
			s := bytesString(text)
			cur = record{hash: r.hash, key: s[:len(r.key)], first: s[len(r.key):], count: r.count, seq: r.seq}
			if r.first == r.key {
				cur.first = cur.key
			}
			have = true
		}
		if err := h.advance(); err != nil {
			return err
		}
	}
	if have {
		return fn(cur)
	}
	return nil
}

// mergeRuns merges runs sorted by key into one such run.
func (c *Counter) mergeRuns(names []string) (string, error) {
	w, err := c.create()
	if err != nil {
		return "", err
	}
	err = mergeKeys(names, func(r record) error {
		w.put(r)
		return w.err
	})
	if cerr := w.close(); err == nil {
		err = cerr
	}
	for _, n := range names {
		os.Remove(n)
	}
	return w.name, err
}

// sortBySeq merges the runs sorted by key and writes the classes they
// make to runs sorted by seq, a chunk of about the memory limit each; it
// returns those runs.
func (c *Counter) sortBySeq(names []string) ([]string, error) {
	var out []string
	var chunk []record
	var arena []byte
	type entry struct {
		seq uint64
		i   uint32
	}
	var order []entry
	flush := func() error {
		// Sort small entries, not the records.
		order = order[:0]
		for i, r := range chunk {
			order = append(order, entry{r.seq, uint32(i)})
		}
		slices.SortFunc(order, func(a, b entry) int { return cmp.Compare(a.seq, b.seq) })
		w, err := c.create()
		if err != nil {
			return err
		}
		for _, e := range order {
			w.put(chunk[e.i])
		}
		if err := w.close(); err != nil {
			return err
		}
		out = append(out, w.name)
		chunk, arena = chunk[:0], nil
		return nil
	}
	const recordBytes = 64 // a record in the chunk, beside its text
	used := int64(0)
	err := mergeKeys(names, func(r record) error {
		n := len(r.key) + len(r.first)
		if r.first == r.key {
			n = len(r.key)
		}
		if used+int64(n)+recordBytes > c.limit && len(chunk) > 0 {
			if err := flush(); err != nil {
				return err
			}
			used = 0
		}
		if cap(arena)-len(arena) < n {
			arena = make([]byte, 0, max(n, 1<<20))
		}
		start := len(arena)
		arena = append(arena, r.key...)
		key := bytesString(arena[start:])
		first := key
		if r.first != r.key {
			arena = append(arena, r.first...)
			first = bytesString(arena[start+len(r.key):])
		}
		chunk = append(chunk, record{hash: r.hash, key: key, first: first, count: r.count, seq: r.seq})
		used += int64(n) + recordBytes
		return nil
	})
	if err == nil && len(chunk) > 0 {
		err = flush()
	}
	for _, n := range names {
		os.Remove(n)
	}
	return out, err
}

// mergeSeq merges runs sorted by seq: into a new run when fn is nil (its
// name returned), else calling fn with each class in order.
func (c *Counter) mergeSeq(names []string, fn func(key, first string, count uint64) error) (string, error) {
	h, err := openHeap(names, true)
	if err != nil {
		return "", err
	}
	defer h.close()
	var w *runWriter
	if fn == nil {
		if w, err = c.create(); err != nil {
			return "", err
		}
	}
	for h.Len() > 0 {
		r := h.rs[0].rec
		if w != nil {
			w.put(r)
			err = w.err
		} else {
			err = fn(r.key, r.first, r.count)
		}
		if err == nil {
			err = h.advance()
		}
		if err != nil {
			break
		}
	}
	name := ""
	if w != nil {
		if cerr := w.close(); err == nil {
			err = cerr
		}
		name = w.name
		for _, n := range names {
			os.Remove(n)
		}
	}
	return name, err
}
