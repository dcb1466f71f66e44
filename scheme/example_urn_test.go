package scheme_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme"
)

// URN-equivalence (RFC 8141 3.1) ignores the r-, q- and f-components and
// folds the case of "urn:", the NID and percent-encoding hex only.
func ExampleURNEquivalent() {
	fmt.Println(scheme.URNEquivalent("urn:example:a123,z456", "URN:EXAMPLE:a123,z456?+abc#789"))
	fmt.Println(scheme.URNEquivalent("urn:example:a123%2Cz456", "urn:example:a123%2cz456"))
	fmt.Println(scheme.URNEquivalent("urn:example:a123,z456", "urn:example:A123,z456"))
	fmt.Println(scheme.URNEquivalent("urn:example:a123,z456", "urn:example:a123%2Cz456"))
	// Output:
	// true
	// true
	// false
	// false
}
