package uri

// This file holds the error type of the packages uri and iri and its
// sentinels: each reason names a rule of RFC 3986 (2.1, 3.1-3.5, 4.2) or of
// RFC 6874.

import (
	"strconv"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Error reports a reference that could not be parsed or processed: the
// operation, the input, the byte offset of the first offending byte in the
// input (len(Input) when the input ended too soon), the component being read
// there, and the reason, which unwraps to one of the sentinel errors below.
//
// Package iri returns the same type (iri.Error is an alias of it). Its Op
// says when the input was read as an IRI: "parse IRI", "IRI to URI",
// "check IRI bidi", "check IRI NFC". The Ops of this package are "parse",
// "parse lenient", "unescape", "build", "relative" and "from URL".
//
// The message has the form
//
//	uri: parse "http://a:8 0/": invalid port: unexpected ' ' at offset 10
//
// An input longer than 64 bytes is quoted cut short: its first 64 bytes
// (fewer, to end on a whole UTF-8 character) and "...". The Input field
// always keeps the whole input.
type Error struct {
	Op        string // "parse", "parse IRI", "unescape", "build", ...
	Input     string
	Offset    int
	Component Component // the component the offset is in; 0 when not known
	Err       error
}

// maxQuoted is how many bytes of Input an error message quotes at most.
const maxQuoted = 64

func (e *Error) Error() string {
	return "uri: " + e.Op + " " + quoteInput(e.Input) + ": " + e.Err.Error() + " at offset " + strconv.Itoa(e.Offset)
}

// quoteInput quotes s for a message, cut to maxQuoted bytes on a character
// boundary with "..." when it is longer.
func quoteInput(s string) string {
	if len(s) <= maxQuoted {
		return strconv.Quote(s)
	}
	n := maxQuoted
	for n > maxQuoted-utf8.UTFMax+1 && !utf8.RuneStart(s[n]) {
		n--
	}
	if !utf8.RuneStart(s[n]) {
		n = maxQuoted // not UTF-8 there: cut at the limit
	}
	q := strconv.Quote(s[:n])
	return q[:len(q)-1] + `..."`
}

// Unwrap returns the reason.
func (e *Error) Unwrap() error { return e.Err }

// Sentinel reasons, for errors.Is. Package iri exports the same values.
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
	return &Error{Op: op, Input: input, Offset: f.Offset, Component: Component(f.Component()), Err: f}
}
