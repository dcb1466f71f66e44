package scheme_test

import (
	"fmt"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/scheme"
)

// A scheme whose host is a DNS name: IRI normalization (RFC 3987 5.3.3)
// then folds the ASCII letters of a non-ASCII host to lower case, and its
// IDNA option applies; without DNS the host keeps its case (5.3.2.1).
func ExampleScheme_dns() {
	_ = scheme.Register(scheme.Scheme{Name: "x-chat", DefaultPort: 7000, Hierarchical: true, DNS: true})
	_ = scheme.Register(scheme.Scheme{Name: "x-local", DefaultPort: 7000, Hierarchical: true})
	for _, s := range []string{"x-chat://Bücher.EXAMPLE:7000/room", "x-local://Bücher.EXAMPLE:7000/room"} {
		r, _ := iri.Parse(s)
		fmt.Println(r.Normalize())
		fmt.Println(r.NormalizeWith(iri.NormalizeOptions{Level: iri.SchemeBased, IDNA: true}))
	}
	// Output:
	// x-chat://bücher.example/room
	// x-chat://bücher.example/room
	// x-local://Bücher.EXAMPLE/room
	// x-local://Bücher.EXAMPLE/room
}
