package uritemplate

// This file holds the error type of the package and its sentinel reasons:
// each names a rule of RFC 6570 (2.1 literals, 2.2 expressions, 2.3
// variables, 2.4 value modifiers) or of expansion (3.2.1).

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Error reports a template that could not be parsed, expanded or matched:
// the operation, the template, the byte offset in it of the first byte the
// grammar refuses (len(Input) when the template ends too soon) or of the
// variable concerned, and the reason, which unwraps to one of the sentinel
// errors below.
//
// The message has the form
//
//	uritemplate: parse "{var:0}": invalid max-length: unexpected '0' at offset 5
//
// A template longer than 64 bytes is quoted cut short: its first 64 bytes
// (fewer, to end on a whole UTF-8 character) and "...". The Input field
// always keeps the whole template.
type Error struct {
	Op     string // "parse", "expand" or "match"
	Input  string // the template
	Offset int
	Err    error
}

func (e *Error) Error() string {
	return "uritemplate: " + e.Op + " " + quoteInput(e.Input) + ": " + e.Err.Error() + " at offset " + strconv.Itoa(e.Offset)
}

// Unwrap returns the reason.
func (e *Error) Unwrap() error { return e.Err }

// maxQuoted is how many bytes of Input an error message quotes at most.
const maxQuoted = 64

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
		n = maxQuoted
	}
	q := strconv.Quote(s[:n])
	return q[:len(q)-1] + `..."`
}

// Sentinel reasons, for errors.Is.
var (
	// ErrLiteral: a character literals do not allow (2.1): a control,
	// space, '"', '<', '>', '\', '^', '`', '|', '}', a non-ASCII character
	// that is neither ucschar nor iprivate, or bytes that are not UTF-8.
	ErrLiteral = errors.New("invalid character in literal")
	// ErrPercent: a '%' not followed by two hexadecimal digits (pct-encoded,
	// RFC 3986 2.1), in a literal or a variable name.
	ErrPercent = errors.New("invalid pct-encoded triplet")
	// ErrUnclosed: an expression without its closing '}' (2.2).
	ErrUnclosed = errors.New("unclosed expression")
	// ErrOperator: an operator reserved for future extensions (2.2):
	// '=', ',', '!', '@' or '|'.
	ErrOperator = errors.New("operator reserved for future extensions")
	// ErrVarname: a variable name that breaks 2.3's rule (varchar *(["."]
	// varchar), varchar = ALPHA / DIGIT / "_" / pct-encoded), or an
	// expression that holds something else where a name or a modifier
	// must stand.
	ErrVarname = errors.New("invalid variable name")
	// ErrMaxLength: a prefix modifier whose max-length is not an integer
	// from 1 to 9999 written without a leading zero (2.4.1).
	ErrMaxLength = errors.New("invalid max-length")
	// ErrPrefixComposite: a prefix modifier on a list or an associative
	// array (2.4.1: "Prefix modifiers are not applicable to variables that
	// have composite values"); an error of Expand.
	ErrPrefixComposite = errors.New("prefix modifier on a composite value")
	// ErrValue: a value of ExpandMap's map that is none of the types it
	// takes; an error of Expand.
	ErrValue = errors.New("unsupported value")
	// ErrNotMatchable: a template whose expansions Match cannot read back
	// unambiguously (see Template.CheckMatch); the reason says why.
	ErrNotMatchable = errors.New("not matchable")
)

// ErrTooLong: a template of 2 GiB or more, whose offsets do not fit the
// 32 bits a Template keeps them in.
var ErrTooLong = errors.New("template too long")

// fault is the reason of an Error: a sentinel, and the character found
// where the grammar wants another (-1 when the template ended there or the
// reason is not one character), with a note.
type fault struct {
	err  error
	char rune
	note string
}

func (f *fault) Error() string {
	msg := f.err.Error()
	switch {
	case f.char >= 0:
		msg += ": unexpected " + quoteChar(f.char)
	case f.err != ErrUnclosed && f.err != ErrPrefixComposite:
		msg += ": unexpected end"
	}
	if f.note != "" {
		msg += " (" + f.note + ")"
	}
	return msg
}

func (f *fault) Unwrap() error { return f.err }

// quoteChar quotes a character for a message: printable ASCII as 'c',
// anything else as U+XXXX, and a byte that is not UTF-8 as \xNN.
func quoteChar(r rune) string {
	switch {
	case r >= 0x20 && r < 0x7f:
		return strconv.QuoteRune(r)
	case r >= 0x110000:
		b := byte(r - 0x110000)
		return `\x` + string(syntax.UpperHex[b>>4]) + string(syntax.UpperHex[b&15])
	}
	s := strconv.FormatInt(int64(r), 16)
	for len(s) < 4 {
		s = "0" + s
	}
	return "U+" + strings.ToUpper(s)
}

// ErrExpression: something other than ',' or '}' after a modifier (2.2,
// 2.4): "{var:3*}", "{list*?}".
var ErrExpression = errors.New("invalid expression")
