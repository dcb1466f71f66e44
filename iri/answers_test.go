package iri_test

// urikit's answers as the vector tests record them beside a known
// difference (internal/vectors): a change of answer fails the test.

import (
	"errors"
	"fmt"

	"github.com/urikit/urikit/internal/vectors"
	"github.com/urikit/urikit/iri"
)

// errorAnswer is the answer for a rejected input: "error at offset N", the
// byte offset of the *iri.Error (which is a *uri.Error).
func errorAnswer(err error) string {
	var e *iri.Error
	if errors.As(err, &e) {
		return fmt.Sprintf("error at offset %d", e.Offset)
	}
	return "error: " + err.Error()
}

// refAnswer is the answer for a parse (vectors.RefAnswer).
func refAnswer(r iri.Ref) string { return vectors.RefAnswer(r) }

// parseAnswer is refAnswer(r), or errorAnswer(err) when err is not nil.
func parseAnswer(r iri.Ref, err error) string {
	if err != nil {
		return errorAnswer(err)
	}
	return refAnswer(r)
}

// resultAnswer is s, or errorAnswer(err) when err is not nil.
func resultAnswer(s string, err error) string {
	if err != nil {
		return errorAnswer(err)
	}
	return s
}
