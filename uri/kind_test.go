package uri

// This file checks that the public enumerations of RFC 3986 3 and 3.2.2
// convert one to one at the boundary with the scanner.

import (
	"testing"

	"github.com/urikit/urikit/internal/syntax"
)

// hostKinds pairs each public HostKind (3.2.2) with the scanner's.
var hostKinds = []struct {
	pub HostKind
	in  syntax.HostKind
}{
	{HostNone, syntax.HostNone},
	{HostRegName, syntax.HostRegName},
	{HostIPv4, syntax.HostIPv4},
	{HostIPv6, syntax.HostIPv6},
	{HostIPvFuture, syntax.HostIPvFuture},
}

func TestHostKindValues(t *testing.T) {
	for _, tt := range hostKinds {
		if got := hostKind(tt.in); got != tt.pub || got.String() != tt.in.String() {
			t.Errorf("hostKind(%v):\n\tgot  %v\n\twant %v", tt.in, got, tt.pub)
		}
	}
}

// components pairs each public Component (3) with the scanner's.
var components = []struct {
	pub Component
	in  syntax.Component
}{
	{Userinfo, syntax.Userinfo},
	{Host, syntax.Host},
	{Path, syntax.Path},
	{PathSegment, syntax.PathSegment},
	{Query, syntax.Query},
	{QueryComponent, syntax.QueryComponent},
	{Fragment, syntax.Fragment},
	{Scheme, syntax.Scheme},
	{Port, syntax.Port},
}

func TestComponentValues(t *testing.T) {
	for _, tt := range components {
		if Component(tt.in) != tt.pub {
			t.Errorf("Component(%d):\n\tgot  %v\n\twant %v", tt.in, Component(tt.in), tt.pub)
		}
	}
}
