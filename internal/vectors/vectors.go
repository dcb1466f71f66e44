// Package vectors loads the conformance vector files that the tests of uri
// and iri copy into their testdata/ from the shared test data (each with
// its "source" and "semantics" header), and tallies each file's outcome
// against a table of known differences: a vector that contradicts RFC 3986
// or RFC 3987, listed with a one-line reason citing the RFC and with the
// answer urikit gives for it. Only tests import it.
//
// A test fails when
//   - a vector fails and is not listed;
//   - a listed vector passes (the entry is stale);
//   - a listed vector fails with another answer than the one recorded
//     (urikit's behaviour changed: look, then record the new answer);
//   - a listed key matches no vector, or two vectors of a file get the same
//     key.
//
// # Keys
//
// A vector is keyed by what names it in its file: its input (parse and
// normalization files), "base + ref" (resolution files), or what the test
// file says beside its table. When two or more vectors of one file have the
// same name, each of them is keyed by the name, " @", and the vector's own
// id: "line N" for a vector that records the line of its source (the
// "line" field; "FROM line N" where the file draws on several source files
// or functions, its "from" field), else "vectors[I]", its index in the
// file's vector array (see Keys). A key never depends on the order in which
// the test meets the vectors: no "#n" counters. For example the two
// vectors "foo:/bar/.. + ." of resolution-rust-fluent-uri.json, which has
// no lines, are "foo:/bar/.. + . @vectors[46]" and "... @vectors[47]".
//
// # Answers
//
// The answer recorded with a known difference is what urikit gives, in the
// words of the test that records it: the result string of Resolve,
// Normalize or RelativeRef, "error at offset N" for a rejected input, or
// the components of a parse (see each test file). The failure message of a
// vector prints urikit's answer in Go syntax, ready to be copied into the
// table; with URIKIT_VECTOR_DUMP=FILE every unlisted failure and changed
// answer is also appended to FILE as a JSON line (file, key, got, problem,
// reason), for updating a table after a deliberate change of behaviour.
package vectors

import (
	"encoding/json"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// File is the common shape of a vector file: its header and its vectors,
// of type V (json.RawMessage when a file mixes shapes).
type File[V any] struct {
	Source    json.RawMessage `json:"source"`
	Semantics string          `json:"semantics"`
	Count     int             `json:"count"`
	Vectors   []V             `json:"vectors"`
}

// Read reads the vector file at path and checks its header: a source, a
// semantics note, and a count equal to the number of vectors.
func Read[V any](t testing.TB, path string) File[V] {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f File[V]
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(f.Source) == 0 || string(f.Source) == "null" || f.Semantics == "" {
		t.Fatalf("%s: missing source or semantics header", path)
	}
	if len(f.Vectors) != f.Count {
		t.Fatalf("%s: %d vectors, header says %d", path, len(f.Vectors), f.Count)
	}
	return f
}

// Diff is a known difference: why urikit does not give the vector's
// answer (one line citing the RFC), and the answer it gives instead.
type Diff struct {
	Reason string
	Got    string
}

// Keys returns the key of each vector of a file from its name and its own
// id (the package doc's scheme): names[i] when no other vector has that
// name, else names[i]+" @"+ids[i], or names[i]+" @vectors[i]" when ids[i]
// is empty. It fails t when the keys are still not unique.
func Keys(t testing.TB, names, ids []string) []string {
	t.Helper()
	if len(ids) != len(names) {
		t.Fatalf("vectors.Keys: %d names, %d ids", len(names), len(ids))
	}
	n := map[string]int{}
	for _, s := range names {
		n[s]++
	}
	keys := make([]string, len(names))
	at := map[string]int{}
	for i, s := range names {
		k := s
		if n[s] > 1 {
			id := ids[i]
			if id == "" {
				id = "vectors[" + strconv.Itoa(i) + "]"
			}
			k = s + " @" + id
		}
		if j, dup := at[k]; dup {
			t.Fatalf("vectors.Keys: vectors[%d] and vectors[%d] have the same key %q", j, i, k)
		}
		at[k] = i
		keys[i] = k
	}
	return keys
}

// Line is the id of a vector that records its source line: "line N", or
// "" when line is 0 (not recorded).
func Line(line int) string {
	if line == 0 {
		return ""
	}
	return "line " + strconv.Itoa(line)
}

// Tally counts the outcome of the vectors of one file against its known
// differences, keyed by vector.
type Tally struct {
	t                 testing.TB
	file              string
	known             map[string]Diff // vector key -> known difference
	seen              map[string]bool // keys recorded
	pass, diff, total int
	reasons           map[string]int
}

// NewTally starts the tally of file with its known differences.
func NewTally(t testing.TB, file string, known map[string]Diff) *Tally {
	return &Tally{t: t, file: file, known: known, seen: map[string]bool{}, reasons: map[string]int{}}
}

// Record files one vector's outcome: got is urikit's answer and problem is
// "" when the vector passed. A problem holding "PROPERTY" (a broken
// invariant, not a disagreement with the vector) fails even when the
// vector is listed. With the environment variable URIKIT_VECTOR_DUMP set to
// a file name, each unexplained failure and each changed answer is also
// appended to that file as a JSON line.
func (v *Tally) Record(key, got, problem string) {
	v.t.Helper()
	v.total++
	if v.seen[key] {
		v.t.Errorf("%s: two vectors have the key %q: key them by their id (vectors.Keys)", v.file, key)
	}
	v.seen[key] = true
	d, listed := v.known[key]
	switch {
	case strings.Contains(problem, "PROPERTY"):
		v.t.Errorf("%s: %q: %s", v.file, key, problem)
	case problem == "" && listed:
		v.t.Errorf("%s: %q passes but is listed as a known difference (stale): %s", v.file, key, d.Reason)
	case problem == "":
		v.pass++
	case listed:
		v.diff++
		v.reasons[d.Reason]++
		if got != d.Got {
			v.t.Errorf("%s: %q: urikit's answer changed for a known difference (%s):\n\tgot  %q\n\twant %q (recorded)\n\tvector: %s",
				v.file, key, d.Reason, got, d.Got, problem)
			dump(v.file, key, got, problem, d.Reason)
		}
	default:
		v.t.Errorf("%s: %q: %s\n\turikit answers %q", v.file, key, problem, got)
		dump(v.file, key, got, problem, "")
	}
}

// dump appends a failure to the file named by $URIKIT_VECTOR_DUMP, if
// set, as a JSON line: file, key, urikit's answer, the problem, and the
// reason when the vector is listed.
func dump(file, key, got, problem, reason string) {
	name := os.Getenv("URIKIT_VECTOR_DUMP")
	if name == "" {
		return
	}
	f, err := os.OpenFile(name, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	b, _ := json.Marshal(map[string]string{"file": file, "key": key, "got": got, "problem": problem, "reason": reason})
	f.Write(append(b, '\n'))
}

// Check is Record for an outcome ok, msg describing a failure.
func (v *Tally) Check(key, got string, ok bool, msg string) {
	v.t.Helper()
	switch {
	case ok:
		v.Record(key, got, "")
	case msg == "":
		v.Record(key, got, key+": failed")
	default:
		v.Record(key, got, msg)
	}
}

// Done checks that every known difference was met and, when total is not
// negative, that the vectors recorded, passed or listed, are total; it
// logs "FILE: PASS/TOTAL pass, N known differences" and the count of each
// reason.
func (v *Tally) Done(total int) {
	v.t.Helper()
	var missing []string
	for key := range v.known {
		if !v.seen[key] {
			missing = append(missing, key)
		}
	}
	sort.Strings(missing)
	for _, key := range missing {
		v.t.Errorf("%s: known difference %q matches no vector: %s", v.file, key, v.known[key].Reason)
	}
	if total < 0 {
		total = v.total
	}
	if v.pass+v.diff != total {
		v.t.Errorf("%s: %d passed + %d known differences != %d vectors", v.file, v.pass, v.diff, total)
	}
	v.t.Logf("%s: %d/%d pass, %d known differences", v.file, v.pass, total, v.diff)
	reasons := make([]string, 0, len(v.reasons))
	for r := range v.reasons {
		reasons = append(reasons, r)
	}
	sort.Strings(reasons)
	for _, r := range reasons {
		v.t.Logf("\t%3d  %s", v.reasons[r], r)
	}
}

// WithPrefix returns the known differences whose key starts with prefix,
// for a table that covers several files with keys "FILE|...".
func WithPrefix(known map[string]Diff, prefix string) map[string]Diff {
	m := map[string]Diff{}
	for k, d := range known {
		if strings.HasPrefix(k, prefix) {
			m[k] = d
		}
	}
	return m
}
