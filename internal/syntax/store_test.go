package syntax

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestStoreWideLayout: storeWide (store_amd64.s) reads and writes Ref at
// these offsets, with these widths.
func TestStoreWideLayout(t *testing.T) {
	var r Ref
	got := []uintptr{unsafe.Sizeof(r), unsafe.Offsetof(r.s), unsafe.Offsetof(r.schemeEnd),
		unsafe.Offsetof(r.hostStart), unsafe.Offsetof(r.hostEnd), unsafe.Offsetof(r.pathStart),
		unsafe.Offsetof(r.pathEnd), unsafe.Offsetof(r.queryEnd), unsafe.Offsetof(r.flags),
		unsafe.Offsetof(r.host), unsafe.Offsetof(r.pct),
		unsafe.Sizeof(r.schemeEnd), unsafe.Sizeof(r.flags), unsafe.Sizeof(r.host), unsafe.Sizeof(r.pct)}
	want := []uintptr{48, 0, 16, 20, 24, 28, 32, 36, 40, 41, 42, 4, 1, 1, 1}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Ref layout: sizes and offsets %v, storeWide assumes %v", got, want)
		}
	}
}

// TestStoreWide: storeWide leaves every field as it was, for parsed
// references and for random field values.
func TestStoreWide(t *testing.T) {
	check := func(r Ref) {
		t.Helper()
		w := r
		storeWide(&w)
		if w != r || w.s != r.s || w.Layout() != r.Layout() {
			t.Fatalf("storeWide(%+v) = %+v", r, w)
		}
	}
	for _, s := range []string{"", "a", "HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f", "//h", "a:b", "../x?y#z", "http://[::1]:8080/"} {
		r, f := Parse(s, 0)
		if f != nil {
			t.Fatal(f)
		}
		check(r)
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		r := Ref{s: "x", schemeEnd: int32(rnd.Uint32()), hostStart: int32(rnd.Uint32()), hostEnd: int32(rnd.Uint32()),
			pathStart: int32(rnd.Uint32()), pathEnd: int32(rnd.Uint32()), queryEnd: int32(rnd.Uint32()),
			flags: uint8(rnd.Uint32()), host: HostKind(rnd.Uint32()), pct: rnd.IntN(2) == 1}
		check(r)
	}
	if n := testing.AllocsPerRun(10, func() { r := Ref{s: "x"}; storeWide(&r) }); n != 0 {
		t.Errorf("storeWide: %v allocations", n)
	}
}
