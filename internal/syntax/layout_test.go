package syntax

import (
	"testing"
	"unsafe"
)

// TestOpenedLayout: Opened and Ref have one memory layout, field by field,
// which Open and Close rely on.
func TestOpenedLayout(t *testing.T) {
	var r Ref
	var o Opened
	type pair struct {
		name        string
		ref, open   uintptr
		size, size2 uintptr
	}
	for _, p := range []pair{
		{"s", unsafe.Offsetof(r.s), unsafe.Offsetof(o.S), unsafe.Sizeof(r.s), unsafe.Sizeof(o.S)},
		{"schemeEnd", unsafe.Offsetof(r.schemeEnd), unsafe.Offsetof(o.SchemeEnd), 4, unsafe.Sizeof(o.SchemeEnd)},
		{"hostStart", unsafe.Offsetof(r.hostStart), unsafe.Offsetof(o.HostStart), 4, unsafe.Sizeof(o.HostStart)},
		{"hostEnd", unsafe.Offsetof(r.hostEnd), unsafe.Offsetof(o.HostEnd), 4, unsafe.Sizeof(o.HostEnd)},
		{"pathStart", unsafe.Offsetof(r.pathStart), unsafe.Offsetof(o.PathStart), 4, unsafe.Sizeof(o.PathStart)},
		{"pathEnd", unsafe.Offsetof(r.pathEnd), unsafe.Offsetof(o.PathEnd), 4, unsafe.Sizeof(o.PathEnd)},
		{"queryEnd", unsafe.Offsetof(r.queryEnd), unsafe.Offsetof(o.QueryEnd), 4, unsafe.Sizeof(o.QueryEnd)},
		{"flags", unsafe.Offsetof(r.flags), unsafe.Offsetof(o.Flags), unsafe.Sizeof(r.flags), unsafe.Sizeof(o.Flags)},
		{"host", unsafe.Offsetof(r.host), unsafe.Offsetof(o.Host), unsafe.Sizeof(r.host), unsafe.Sizeof(o.Host)},
	} {
		if p.ref != p.open || p.size != p.size2 {
			t.Errorf("field %s: Ref at %d (size %d), Opened at %d (size %d)", p.name, p.ref, p.size, p.open, p.size2)
		}
	}
	if unsafe.Sizeof(r) != unsafe.Sizeof(o) {
		t.Errorf("Ref is %d bytes, Opened %d", unsafe.Sizeof(r), unsafe.Sizeof(o))
	}
	x, _ := Parse("http://u@h:1/p?q#f", 0)
	if got := Open(&x).Layout; got != x.Layout() || Open(&x).S != x.s || Close(Open(&x)) != x {
		t.Errorf("Open(%q):\n\tgot  %+v\n\twant %+v", x.s, got, x.Layout())
	}
}
