package scheme_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/urikit/urikit/scheme"
)

func ExampleLookup() {
	s, ok := scheme.Lookup("HTTPS")
	fmt.Println(ok, s.Name, s.DefaultPort, s.EmptyPath, s.Spec)
	_, ok = scheme.Lookup("no-such-scheme")
	fmt.Println(ok)
	// Output:
	// true https 443 / RFC 9110
	// false
}

func ExampleRegister() {
	err := scheme.Register(scheme.Scheme{Name: "Example-Proto", DefaultPort: 7070, Hierarchical: true, EmptyPath: "/"})
	fmt.Println(err)
	s, _ := scheme.Lookup("example-proto")
	fmt.Println(s.Name, s.DefaultPort)
	fmt.Println(scheme.Register(scheme.Scheme{Name: "2bad"}) != nil)
	// Output:
	// <nil>
	// example-proto 7070
	// true
}

func ExampleValidName() {
	fmt.Println(scheme.ValidName("svn+ssh"), scheme.ValidName("1password"))
	// Output: true false
}

func ExampleNames() {
	names := scheme.Names()
	fmt.Println(slices.IsSorted(names), slices.Contains(names, "gopher"), slices.Contains(names, "prospero"))
	// Output: true true true
}

// A scheme with its own normalizer: here the path is case-insensitive.
func ExampleScheme() {
	_ = scheme.Register(scheme.Scheme{
		Name: "caseless",
		Normalize: func(c scheme.Components) scheme.Components {
			c.Path = strings.ToLower(c.Path)
			return c
		},
	})
	s, _ := scheme.Lookup("caseless")
	fmt.Println(s.Normalize(scheme.Components{Scheme: "caseless", Path: "ABC"}).Path)
	// Output: abc
}

func ExampleComponents() {
	s, _ := scheme.Lookup("mailto")
	c := s.Normalize(scheme.Components{Scheme: "mailto", Path: "Joe@Example.COM", Query: "subject=Hi", HasQuery: true})
	fmt.Println(c.Path, c.Query)
	// Output: Joe@example.com subject=Hi
}

func ExampleErrInvalidName() {
	err := scheme.Register(scheme.Scheme{Name: "no_underscore"})
	fmt.Println(errors.Is(err, scheme.ErrInvalidName))
	// Output: true
}

func ExampleIsHierarchical() {
	fmt.Println(scheme.IsHierarchical("HTTP"), scheme.IsHierarchical("mailto"), scheme.IsHierarchical("unknown"))
	// Output: true false false
}
