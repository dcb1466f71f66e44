package mailto

// This file turns a mailto URI into the parts of a message and builds one
// from them (RFC 6068 2, 5, 6).

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/scheme/internal/mailaddr"
	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// ErrMessage is the reason Build gives for a Message it cannot spell so
// that it reads back the same.
var ErrMessage = errors.New("mailto: message cannot be built")

// Message is what a mailto URI asks to send (RFC 6068 2).
type Message struct {
	To, Cc  []string    // addresses, one per element
	Subject string      // "" for none
	Body    string      // "" for none; line breaks as the caller wrote them
	Headers [][2]string // the other header fields, in order
}

// Message returns the message u describes: To is u.To; Cc the addresses
// of every "cc" field; Subject and Body the first "subject" and "body"
// field (names compared without regard to case); Headers the other
// fields in order, later "subject" and "body" fields included.
func (u URL) Message() Message {
	m := Message{To: u.To}
	seenSubject, seenBody := false, false
	for _, h := range u.Headers {
		switch n := strings.ToLower(h[0]); {
		case n == "to":
		case n == "cc":
			m.Cc = append(m.Cc, splitList(h[1])...)
		case n == "subject" && !seenSubject:
			m.Subject, seenSubject = h[1], true
		case n == "body" && !seenBody:
			m.Body, seenBody = h[1], true
		default:
			m.Headers = append(m.Headers, h)
		}
	}
	return m
}

// Build returns the mailto URI of m, such that Parse(Build(m)).Message()
// is m. The leading addresses of To that are addr-specs go in the path,
// the others each in a "to" header field; then come "cc" (the addresses
// of Cc joined by ","), "subject", the fields of Headers, "body" and any
// "body" field of Headers.
//
// Build percent-encodes, as RFC 6068 2 and 5 require, every octet that
// cannot stand in a URI, "%", and in an address of the path also "/",
// "?", "#", "[", "]", "&", ";", "=" and the "," that separates addresses;
// in a header field name or value every octet but unreserved and
// some-delims ("!$'()*+,;:@"), so "=", "&", "?", "/" and "#" too.
// Non-ASCII text is encoded as UTF-8.
//
// An address of To or Cc must be one element of an address list: not
// empty, no white space around it and no "," outside a quoted string or
// angle brackets; Cc's addresses must not run together when joined by
// ","; all text must be UTF-8. Headers may not name "to" or "cc" (put the addresses in
// To and Cc), nor "subject" or "body" unless Subject or Body is set.
// Anything else is an *uri.Error with Op "build mailto" and ErrMessage.
func Build(m Message) (uri.Ref, error) {
	fail := func(in string, err string) (uri.Ref, error) {
		return uri.Ref{}, &uri.Error{Op: "build mailto", Input: in, Err: fmt.Errorf("%w: %s", ErrMessage, err)}
	}
	for _, l := range [][]string{m.To, m.Cc} {
		for _, a := range l {
			if e := splitList(a); len(e) != 1 || e[0] != a {
				return fail(a, "not one address")
			}
		}
	}
	if len(m.Cc) > 0 && !slices.Equal(splitList(strings.Join(m.Cc, ",")), m.Cc) {
		return fail(strings.Join(m.Cc, ","), "addresses that run together")
	}
	for _, s := range append(append([]string{m.Subject, m.Body}, m.To...), m.Cc...) {
		if !utf8.ValidString(s) {
			return fail(s, "not UTF-8")
		}
	}
	for _, h := range m.Headers {
		if !utf8.ValidString(h[0]) || !utf8.ValidString(h[1]) {
			return fail(h[0]+"="+h[1], "not UTF-8")
		}
		switch strings.ToLower(h[0]) {
		case "to", "cc":
			return fail(h[0], "header field for To or Cc")
		case "subject":
			if m.Subject == "" {
				return fail(h[0], "header field for Subject")
			}
		case "body":
			if m.Body == "" {
				return fail(h[0], "header field for Body")
			}
		}
	}
	b := []byte("mailto:")
	inPath := 0
	for inPath < len(m.To) && mailaddr.Check(m.To[inPath]) < 0 {
		if inPath > 0 {
			b = append(b, ',')
		}
		b = part.AppendEscaped(b, m.To[inPath], unreserved+addrKeep)
		inPath++
	}
	sep := byte('?')
	field := func(name, value string) {
		b = append(b, sep)
		sep = '&'
		b = part.AppendEscaped(b, name, unreserved+qcharKeep)
		b = append(b, '=')
		b = part.AppendEscaped(b, value, unreserved+qcharKeep)
	}
	for _, a := range m.To[inPath:] {
		field("to", a)
	}
	if len(m.Cc) > 0 {
		field("cc", strings.Join(m.Cc, ","))
	}
	if m.Subject != "" {
		field("subject", m.Subject)
	}
	for _, h := range m.Headers {
		if !strings.EqualFold(h[0], "body") {
			field(h[0], h[1])
		}
	}
	if m.Body != "" {
		field("body", m.Body)
	}
	for _, h := range m.Headers {
		if strings.EqualFold(h[0], "body") {
			field(h[0], h[1])
		}
	}
	return uri.Parse(string(b))
}
