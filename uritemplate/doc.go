// Package uritemplate implements URI Templates (RFC 6570): Parse reads a
// template of any level (1 to 4: every operator, prefix and explode
// modifiers), Template.Expand writes the URI reference it describes for
// some variables, and Template.Match reads the variables back from a URI
// for the templates whose expansions can be read back one way only.
//
//	t := uritemplate.MustParse("https://api.example.com/repos/{owner}/{repo}/issues{?state,labels}")
//	u, _ := t.Expand(uritemplate.Values{
//		"owner":  uritemplate.String("urikit"),
//		"repo":   uritemplate.String("urikit"),
//		"labels": uritemplate.List("bug", "ui"),
//	})
//	// https://api.example.com/repos/urikit/urikit/issues?labels=bug,ui
//	v, _ := t.Match(u)
//	// v["labels"] is the list ["bug", "ui"]
//
// # Values
//
// A variable's Value is a string, a list of strings or an associative
// array of (name, value) pairs, in the order the caller gives them (RFC
// 6570 2.3); the zero Value, an empty list and an empty array are
// undefined, and expansion skips them. Values holds them by name; it reads
// JSON, keeping the order of an object's members, as the variables of the
// uritemplate-test suite and of API descriptions are written.
// Template.ExpandMap takes a map of Go values instead (maps' pairs in the
// byte order of their names).
//
// # Errors
//
// Parse, Expand and CheckMatch fail with an *Error that names the template,
// the byte offset of the first byte the grammar refuses (or of the
// variable concerned) and the reason, which unwraps to a sentinel such as
// ErrVarname or ErrPrefixComposite:
//
//	uritemplate: parse "{var:0}": invalid max-length: unexpected '0' (an integer from 1 to 9999) at offset 5
//
// Parse, Expand and Match take time and memory linear in the lengths of
// the template, the values and the URI.
package uritemplate
