package dedup

import (
	"errors"
	"fmt"
	"hash/maphash"
	"testing"
)

// classes returns the classes of t as "COUNT KEY FIRST" lines.
func classes(t *Table) []string {
	var got []string
	for i := range t.Len() {
		k, first, count := t.Class(i)
		got = append(got, fmt.Sprintf("%d %s %s", count, k, first))
	}
	return got
}

// TestTableOrder: classes come in order of first appearance, each with its
// count and its first spelling, stored once when it is the key.
func TestTableOrder(t *testing.T) {
	seed := maphash.MakeSeed()
	tab := NewTable(1 << 30)
	in := [][2]string{
		{"http://a/~", "HTTP://A/%7e"},
		{"http://b/", "http://b/"},
		{"http://a/~", "http://a/~"},
		{"x", "x"},
		{"http://b/", "http://B/"},
	}
	for _, kv := range in {
		if err := tab.Add(maphash.String(seed, kv[0]), kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"2 http://a/~ HTTP://A/%7e", "2 http://b/ http://b/", "1 x x"}
	if got := classes(tab); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("classes:\n\tgot  %q\n\twant %q", got, want)
	}
	if tab.Inputs() != 5 {
		t.Errorf("Inputs() = %d, want 5", tab.Inputs())
	}
}

// TestTableCollision: classes whose hashes collide stay apart, each
// counted (the stored key is always compared).
func TestTableCollision(t *testing.T) {
	tab := NewTable(1 << 30)
	for i, s := range []string{"http://a/", "http://b/", "http://a/", "http://c/", "http://b/"} {
		if err := tab.Add(42, s, s); err != nil { // one hash for all
			t.Fatalf("add %d: %v", i, err)
		}
	}
	want := []string{"2 http://a/ http://a/", "2 http://b/ http://b/", "1 http://c/ http://c/"}
	if got := classes(tab); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("classes of colliding hashes:\n\tgot  %q\n\twant %q", got, want)
	}
}

// TestTableLimit: past its limit the table refuses new classes with
// ErrFull, still counts inputs of the classes it has, and the number of
// classes it holds grows with the limit.
func TestTableLimit(t *testing.T) {
	fill := func(limit int64) int {
		tab := NewTable(limit)
		for i := 0; ; i++ {
			k := fmt.Sprintf("http://h/%d", i)
			if err := tab.Add(uint64(i), k, k); err != nil {
				if !errors.Is(err, ErrFull) {
					t.Fatalf("Add: %v", err)
				}
				if tab.Used() > limit {
					t.Errorf("limit %d: used %d", limit, tab.Used())
				}
				if err := tab.Add(0, "http://h/0", "http://h/0"); tab.Len() > 0 && err != nil {
					t.Errorf("a full table refuses an input of a class it has: %v", err)
				}
				return tab.Len()
			}
		}
	}
	a, b := fill(4<<20), fill(8<<20)
	if a < 30000 || b < 2*a-20000 || b > 2*a+20000 {
		t.Errorf("classes in 4M and 8M: got %d and %d, want some 50000 and twice that", a, b)
	}
	if n := fill(1 << 10); n != 0 {
		t.Errorf("a table of 1K holds %d classes, want 0", n)
	}
}

// TestTableLongText: a class longer than an arena gets an arena of its own.
func TestTableLongText(t *testing.T) {
	tab := NewTable(1 << 30)
	long := make([]byte, 3*arenaChunk)
	for i := range long {
		long[i] = 'a'
	}
	k := "http://h/" + string(long)
	if err := tab.Add(1, k, "H"+k[1:]); err != nil {
		t.Fatal(err)
	}
	if err := tab.Add(2, "x", "x"); err != nil {
		t.Fatal(err)
	}
	if key, first, n := tab.Class(0); key != k || first != "H"+k[1:] || n != 1 {
		t.Errorf("long class: key %d bytes, first %d bytes, count %d", len(key), len(first), n)
	}
	if key, _, _ := tab.Class(1); key != "x" {
		t.Errorf("class after the long one: %q", key)
	}
}

func ExampleTable() {
	seed := maphash.MakeSeed()
	t := NewTable(1 << 20)
	for _, s := range [][2]string{{"http://a/~", "HTTP://A/%7E"}, {"http://a/~", "http://a/~"}, {"http://b/", "http://b/"}} {
		_ = t.Add(maphash.String(seed, s[0]), s[0], s[1])
	}
	for i := range t.Len() {
		key, first, count := t.Class(i)
		fmt.Println(count, key, first)
	}
	// Output:
	// 2 http://a/~ HTTP://A/%7E
	// 1 http://b/ http://b/
}

// TestTableReset: Reset empties the classes but keeps counting inputs, so
// the classes after it come later in order of first appearance.
func TestTableReset(t *testing.T) {
	tab := NewTable(1 << 20)
	_ = tab.Add(1, "a", "a")
	_ = tab.Add(1, "a", "A")
	tab.Reset()
	if tab.Len() != 0 || tab.Used() != 0 || tab.Inputs() != 2 {
		t.Fatalf("after Reset: %d classes, %d bytes, %d inputs", tab.Len(), tab.Used(), tab.Inputs())
	}
	_ = tab.Add(2, "b", "b")
	if got := tab.at(0).seq; got != 2 {
		t.Errorf("the first class after Reset has seq %d, want 2", got)
	}
}
