package uri_test

// urikit's answers as the vector tests record them beside a known
// difference (internal/vectors): a change of answer fails the test.

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urikit/urikit/uri"
)

// errorAnswer is the answer for a rejected input: "error at offset N", the
// byte offset of the *uri.Error (RFC 3986 has no error codes; the offset is
// what urikit promises).
func errorAnswer(err error) string {
	var e *uri.Error
	if errors.As(err, &e) {
		return fmt.Sprintf("error at offset %d", e.Offset)
	}
	return "error: " + err.Error()
}

// refAnswer is the answer for a parse: the components that are present
// (RFC 3986 3), each quoted, in order; the path is always present (3.3).
func refAnswer(r uri.Ref) string {
	var b strings.Builder
	add := func(name, s string, ok bool) {
		if ok {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%s %q", name, s)
		}
	}
	s, ok := r.Scheme()
	add("scheme", s, ok)
	a, ok := r.Authority()
	add("authority", a, ok)
	u, hasUser := r.Userinfo()
	add("userinfo", u, hasUser)
	add("host", r.Host(), r.HasAuthority())
	p, ok := r.Port()
	add("port", p, ok)
	add("path", r.Path(), true)
	q, ok := r.Query()
	add("query", q, ok)
	f, ok := r.Fragment()
	add("fragment", f, ok)
	return b.String()
}

// parseAnswer is refAnswer(r), or errorAnswer(err) when err is not nil.
func parseAnswer(r uri.Ref, err error) string {
	if err != nil {
		return errorAnswer(err)
	}
	return refAnswer(r)
}
