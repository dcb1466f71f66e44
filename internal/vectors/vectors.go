// Package vectors loads the conformance vector files that the tests of uri
// and iri copy into their testdata/ from the shared test data (each with
// its "source" and "semantics" header), and tallies each file's outcome
// against a table of known differences: a vector that contradicts RFC 3986
// or RFC 3987, listed with a one-line reason citing the RFC. An unlisted
// failure fails the test, and so do a listed difference that passes
// (stale) and one that matches no vector. Only tests import it.
package vectors

import (
	"encoding/json"
	"os"
	"sort"
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

// Tally counts the outcome of the vectors of one file against its known
// differences, keyed by vector.
type Tally struct {
	t                 testing.TB
	file              string
	known             map[string]string // vector key -> reason
	seen              map[string]bool   // known differences recorded
	pass, diff, total int
	reasons           map[string]int
}

// NewTally starts the tally of file with its known differences.
func NewTally(t testing.TB, file string, known map[string]string) *Tally {
	return &Tally{t: t, file: file, known: known, seen: map[string]bool{}, reasons: map[string]int{}}
}

// Record files one vector's outcome: problem is "" when it passed. A
// problem holding "PROPERTY" (a broken invariant, not a disagreement with
// the vector) fails even when the vector is listed. With the environment
// variable URIKIT_VECTOR_DUMP set to a file name, each unexplained failure
// is also appended to that file as a JSON line.
func (v *Tally) Record(key, problem string) {
	v.t.Helper()
	v.total++
	reason, listed := v.known[key]
	if listed {
		v.seen[key] = true
	}
	switch {
	case strings.Contains(problem, "PROPERTY"):
		v.t.Errorf("%s: %q: %s", v.file, key, problem)
	case problem == "" && listed:
		v.t.Errorf("%s: %q passes but is listed as a known difference (stale): %s", v.file, key, reason)
	case problem == "":
		v.pass++
	case listed:
		v.diff++
		v.reasons[reason]++
	default:
		v.t.Errorf("%s: %q: %s", v.file, key, problem)
		if dump := os.Getenv("URIKIT_VECTOR_DUMP"); dump != "" {
			f, err := os.OpenFile(dump, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
			if err == nil {
				b, _ := json.Marshal(map[string]string{"file": v.file, "key": key, "problem": problem})
				f.Write(append(b, '\n'))
				f.Close()
			}
		}
	}
}

// Check is Record for an outcome ok, msg describing a failure.
func (v *Tally) Check(key string, ok bool, msg string) {
	v.t.Helper()
	switch {
	case ok:
		v.Record(key, "")
	case msg == "":
		v.Record(key, key+": failed")
	default:
		v.Record(key, msg)
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
		v.t.Errorf("%s: known difference %q matches no vector: %s", v.file, key, v.known[key])
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
func WithPrefix(known map[string]string, prefix string) map[string]string {
	m := map[string]string{}
	for k, v := range known {
		if strings.HasPrefix(k, prefix) {
			m[k] = v
		}
	}
	return m
}
