package main

// This file is parse --iri: the components of each IRI reference by the
// grammar of RFC 3987 2.2 (ucschar in userinfo, host, path, query and
// fragment; iprivate only in the query), as written, in Unicode.

import "github.com/urikit/urikit/iri"

// parseIRI writes the parse result of s read as an IRI reference and
// reports whether it is valid. The plain and JSON forms are those of parse.
func parseIRI(out *output, s string) bool {
	r, err := iri.Parse(s)
	return parseOutput(out, s, r, err)
}
