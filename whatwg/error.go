package whatwg

// This file holds the error of the basic URL parser (4.4 "URL parsing":
// "return failure") and the non-failure validation errors (1.1 "Writing",
// https://url.spec.whatwg.org/#validation-error).

import (
	"strconv"
	"unicode/utf8"
)

// Error is a failure of the basic URL parser (4.4): the input as given,
// the byte offset in it of the code point where parsing failed (counted in
// the input before tab and newline removal and C0 control or space
// trimming; len(Input) when the input ended too soon), the standard's name
// of the validation error that made it fail (1.1: "missing-scheme-non-
// relative-URL", "host-invalid-code-point", "port-out-of-range", ...) and a
// readable reason.
type Error struct {
	Input  string
	Offset int
	Code   string // the standard's validation error name
	Reason string
}

// maxQuoted is how many bytes of Input an error message quotes at most.
const maxQuoted = 64

// Error returns the message
//
//	whatwg: parse "http://a:8x/": port-invalid: the port holds a character that is not an ASCII digit at offset 10
//
// An input longer than 64 bytes is quoted cut short, with "...".
func (e *Error) Error() string {
	in := e.Input
	if len(in) > maxQuoted {
		n := maxQuoted
		for n > maxQuoted-utf8.UTFMax && !utf8.RuneStart(in[n]) {
			n-- // end on a whole character
		}
		in = in[:n] + "..."
	}
	return "whatwg: parse " + strconv.Quote(in) + ": " + e.Code + ": " + e.Reason + " at offset " + strconv.Itoa(e.Offset)
}

// Validation is a validation error of the URL Standard (1.1) that does not
// make parsing fail: its name ("invalid-URL-unit", "invalid-reverse-
// solidus", "special-scheme-missing-following-solidus", "invalid-
// credentials", "IPv4-non-decimal-part", ...) and the byte offset in the
// input as given.
type Validation struct {
	Offset int
	Code   string
}
