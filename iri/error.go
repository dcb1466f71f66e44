package iri

// This file holds the error type of the package and its sentinels: the
// syntax errors of RFC 3987 2.2 (shared with package uri) and the RFC 3987
// problems of sections 3.1 (conversion), 4.1 and 4.2 (bidi) and 5.3 / 3.1
// step 1 (NFC).

import (
	"errors"
	"strconv"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// Error is the error type of package uri, shared: every error of this
// package is a *uri.Error, so one errors.As finds the errors of both
// packages. Its Op says that the input was read as an IRI: "parse IRI",
// "IRI to URI", "check IRI bidi" or "check IRI NFC". The message has the
// form
//
//	uri: parse IRI "http://a/<b>": invalid character '<' in path at offset 9
type Error = uri.Error

// Syntax errors (RFC 3986 and RFC 3987 2.2), the same values as package
// uri's, so errors.Is(err, uri.ErrInvalidChar) also holds.
var (
	ErrInvalidChar      = uri.ErrInvalidChar      // a character the component does not allow (3987 2.2)
	ErrInvalidPercent   = uri.ErrInvalidPercent   // "%" not followed by two hex digits (3986 2.1)
	ErrMissingScheme    = uri.ErrMissingScheme    // no scheme where one is required (3986 3.1)
	ErrInvalidScheme    = uri.ErrInvalidScheme    // a scheme that breaks 3986 3.1's rule
	ErrColonInFirstSeg  = uri.ErrColonInFirstSeg  // "a:b" with an invalid scheme, read as a relative path (3986 4.2)
	ErrInvalidPort      = uri.ErrInvalidPort      // a port that is not *DIGIT (3986 3.2.3)
	ErrInvalidIPv6      = uri.ErrInvalidIPv6      // a bracketed literal that is not an IPv6address (3986 3.2.2)
	ErrInvalidIPvFuture = uri.ErrInvalidIPvFuture // a bad "v1.x" literal (3986 3.2.2)
	ErrInvalidZone      = uri.ErrInvalidZone      // a bad RFC 6874 zone identifier
	ErrInvalidUTF8      = uri.ErrInvalidUTF8      // bytes that are not UTF-8: an IRI is a sequence of characters (3987 2)
	ErrTooLong          = uri.ErrTooLong          // an input of 2 GiB or more
)

// The RFC 3987 problems.
var (
	// ErrPrivateUse: an iprivate character outside the query (2.2: only
	// iquery allows iprivate). It comes with ErrInvalidChar.
	ErrPrivateUse = errors.New("private-use character outside the query")
	// ErrNotNFC: text not in Normalization Form C (3.1 step 1, 5.3.2.2:
	// IRIs SHOULD be created in NFC).
	ErrNotNFC = errors.New("not in Unicode Normalization Form C")
	// ErrBidiFormatting: a bidirectional formatting character (4.1: IRIs
	// MUST NOT contain LRM, RLM, LRE, RLE, LRO, RLO or PDF; the later
	// ALM, LRI, RLI, FSI and PDI are treated alike).
	ErrBidiFormatting = errors.New("bidirectional formatting character")
	// ErrBidiMixed: a component with both right-to-left and left-to-right
	// characters (4.2 rule 1).
	ErrBidiMixed = errors.New("component mixes right-to-left and left-to-right characters")
	// ErrBidiStart: a component with right-to-left characters that does not
	// start with one (4.2 rule 2).
	ErrBidiStart = errors.New("right-to-left component does not start with a right-to-left character")
	// ErrBidiEnd: a component with right-to-left characters that does not
	// end with one (4.2 rule 2).
	ErrBidiEnd = errors.New("right-to-left component does not end with a right-to-left character")
	// ErrIDNA: a host that IDNA ToASCII rejects (3.1, RFC 3490 / UTS #46).
	ErrIDNA = errors.New("host is not a valid internationalized domain name")
)

// newError wraps a syntax fault; a fault on a private-use character also
// unwraps to ErrPrivateUse.
func newError(op, input string, f *syntax.Fault) *Error {
	var err error = f
	if f.Err == syntax.ErrInvalidChar && syntax.IsIprivate(f.Char) {
		err = &privateUse{f}
	}
	return &Error{Op: op, Input: input, Offset: f.Offset, Component: uri.Component(f.Component()), Err: err}
}

// privateUse is a syntax fault on an iprivate character.
type privateUse struct{ f *syntax.Fault }

func (p *privateUse) Error() string   { return p.f.Error() }
func (p *privateUse) Unwrap() []error { return []error{p.f, ErrPrivateUse} }

// detail is a reason with a sentinel, a description of where, and the
// error of another package that caused it.
type detail struct {
	err   error
	what  string
	cause error
}

func (d *detail) Error() string {
	msg := d.err.Error()
	if d.cause != nil {
		msg += ": " + d.cause.Error()
	}
	if d.what != "" {
		msg += " (" + d.what + ")"
	}
	return msg
}

func (d *detail) Unwrap() []error {
	if d.cause != nil {
		return []error{d.err, d.cause}
	}
	return []error{d.err}
}

func itoa(i int) string     { return strconv.Itoa(i) }
func quote(s string) string { return strconv.QuoteToASCII(s) }
