package main

// This file writes the JSON Lines of --json (CLI.md "Outputs"): each
// result, a Go struct, as one JSON text on one line, by internal/jsonl
// (encoding/json's text with HTML escaping off, written straight into the
// output buffer; a string member NAME that is not UTF-8 is followed by
// NAME_base64, its exact bytes).

import "github.com/urikit/urikit/internal/jsonl"

// object writes v, a struct or a pointer to one, as one line of JSON.
func (o *output) object(v any) {
	if o.err != nil {
		return
	}
	jsonl.WriteLine(o.w, v)
	o.check()
}
