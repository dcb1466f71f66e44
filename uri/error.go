package uri

// This file holds the error type of the package and its sentinels.

import (
	"strconv"

	"github.com/urikit/urikit/internal/syntax"
)

// Error reports a reference that could not be parsed or processed: the
// operation, the input, the byte offset of the first offending byte in the
// input (len(Input) when the input ended too soon), and the reason, which
// unwraps to one of the sentinel errors below.
type Error struct {
	Op     string // "parse", "unescape", ...
	Input  string
	Offset int
	Err    error
}

func (e *Error) Error() string {
	return "uri: " + e.Op + " " + strconv.Quote(e.Input) + ": " + e.Err.Error() + " at offset " + strconv.Itoa(e.Offset)
}

// Unwrap returns the reason.
func (e *Error) Unwrap() error { return e.Err }

// Sentinel reasons, for errors.Is.
var (
	ErrInvalidChar      = syntax.ErrInvalidChar      // a character the component does not allow
	ErrInvalidPercent   = syntax.ErrInvalidPercent   // "%" not followed by two hex digits (2.1)
	ErrMissingScheme    = syntax.ErrMissingScheme    // no scheme where one is required (3.1)
	ErrInvalidScheme    = syntax.ErrInvalidScheme    // a scheme that breaks 3.1's rule
	ErrColonInFirstSeg  = syntax.ErrColonInFirstSeg  // "a:b" with an invalid scheme, read as a relative path (4.2)
	ErrInvalidPort      = syntax.ErrInvalidPort      // a port that is not *DIGIT (3.2.3)
	ErrInvalidIPv6      = syntax.ErrInvalidIPv6      // a bracketed literal that is not an IPv6address (3.2.2)
	ErrInvalidIPvFuture = syntax.ErrInvalidIPvFuture // a bad "v1.x" literal (3.2.2)
	ErrInvalidZone      = syntax.ErrInvalidZone      // a bad RFC 6874 zone identifier
	ErrInvalidUTF8      = syntax.ErrInvalidUTF8      // bytes that are not UTF-8 where text is expected
	ErrTooLong          = syntax.ErrTooLong          // an input of 2 GiB or more
)

// newError wraps a syntax fault.
func newError(op, input string, f *syntax.Fault) *Error {
	return &Error{Op: op, Input: input, Offset: f.Offset, Err: f}
}
