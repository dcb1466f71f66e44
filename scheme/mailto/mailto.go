package mailto

// This file implements the reading of a mailto URI: RFC 6068 2 (syntax)
// and 5 (encoding), with RFC 2368 2 and the seed draft 002's MAILTO as
// legacy readings.

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/scheme/internal/mailaddr"
	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// Sentinel reasons, for errors.Is.
var (
	ErrScheme   = errors.New("mailto: not a mailto URI")                        // RFC 6068 2
	ErrForm     = errors.New("mailto: authority or fragment in a mailto URI")   // RFC 6068 2
	ErrAddrSpec = errors.New("mailto: not an addr-spec")                        // RFC 6068 2, RFC 5322 3.4.1
	ErrEncoding = errors.New("mailto: character that must be percent-encoded")  // RFC 6068 2, 5
	ErrHField   = errors.New("mailto: header field without \"=\"")              // RFC 6068 2
	ErrHeaders  = errors.New("mailto: header fields in a draft 002 mailto URL") // seed draft 002
)

// Reading selects the specification a mailto URI is read by.
type Reading uint8

const (
	// RFC6068 is today's reading, the default.
	RFC6068 Reading = iota
	// RFC2368 reads "to" as a list of RFC 822 mailboxes (addr-spec or
	// phrase "<" addr-spec ">") and header fields as *urlc (RFC 2396),
	// so "=", "/" and "?" may stand unencoded in a value.
	RFC2368
	// Draft002 is the seed draft 002's MAILTO: one RFC 822 addr-spec and
	// nothing more ("%" as "%25").
	Draft002
)

// URL is a mailto URI (RFC 6068 2).
type URL struct {
	// To holds the addresses, decoded: those of the path, then those of
	// every "to" header field (split at the commas outside quoted strings
	// and angle brackets, trimmed of white space), in order.
	To []string
	// Headers holds every header field, "to" and "body" included, as
	// decoded [hfname, hfvalue] pairs in order, the name as written.
	Headers [][2]string
}

// ParseString parses s as a URI reference (RFC 3986) and then as a mailto
// URI by RFC 6068.
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as a mailto URI by RFC 6068 2. Errors are *uri.Error
// values with Op "parse mailto" and the offset of the first byte that RFC
// 6068 refuses.
func Parse(r uri.Ref) (URL, error) { return ParseReading(r, RFC6068) }

// ParseReading reads r as a mailto URI by the given reading.
func ParseReading(r uri.Ref, rd Reading) (URL, error) {
	s := r.String()
	name, err := part.Scheme(r, "parse mailto", ErrScheme, "mailto")
	if err != nil {
		return URL{}, err
	}
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: "parse mailto", Input: s, Offset: off, Component: c, Err: err}
	}
	start := len(name) + 1
	if r.HasAuthority() {
		return fail(start, uri.Path, ErrForm)
	}
	path := r.Path()
	query, hasQuery := r.Query()
	if _, ok := r.Fragment(); ok {
		end := start + len(path)
		if hasQuery {
			end += 1 + len(query)
		}
		return fail(end, uri.Fragment, ErrForm)
	}
	var u URL
	switch rd {
	case Draft002:
		if hasQuery {
			return fail(start+len(path), uri.Query, ErrHeaders)
		}
		if path == "" {
			return fail(start, uri.Path, ErrAddrSpec)
		}
		a, off, err := decode(path)
		if err == nil {
			if bad := mailaddr.Check(a); bad >= 0 {
				off, err = part.RawOffset(path, bad), ErrAddrSpec
			}
		}
		if err != nil {
			return fail(start+off, uri.Path, err)
		}
		return URL{To: []string{a}}, nil
	case RFC2368:
		a, off, err := decode(path)
		if err == nil {
			u.To, off, err = mailboxes(a)
			off = part.RawOffset(path, off)
		}
		if err != nil {
			return fail(start+off, uri.Path, err)
		}
	default:
		if u.To, err = addrSpecs(path, start, fail); err != nil {
			return URL{}, err
		}
	}
	if !hasQuery {
		return u, nil
	}
	qstart := start + len(path) + 1
	for i := 0; i <= len(query); {
		j := strings.IndexByte(query[i:], '&')
		if j < 0 {
			j = len(query)
		} else {
			j += i
		}
		field := query[i:j]
		eq := strings.IndexByte(field, '=')
		if eq < 0 {
			return fail(qstart+j, uri.Query, ErrHField)
		}
		if rd == RFC6068 {
			// hfname = *qchar, hfvalue = *qchar: "/", "?" and, in a value,
			// "=" must be percent-encoded.
			if k := strings.IndexAny(field[:eq], "/?"); k >= 0 {
				return fail(qstart+i+k, uri.Query, ErrEncoding)
			}
			if k := strings.IndexAny(field[eq+1:], "=/?"); k >= 0 {
				return fail(qstart+i+eq+1+k, uri.Query, ErrEncoding)
			}
		}
		hn, off, err := decode(field[:eq])
		if err != nil {
			return fail(qstart+i+off, uri.Query, err)
		}
		hv, off, err := decode(field[eq+1:])
		if err != nil {
			return fail(qstart+i+eq+1+off, uri.Query, err)
		}
		u.Headers = append(u.Headers, [2]string{hn, hv})
		if strings.EqualFold(hn, "to") {
			u.To = append(u.To, splitList(hv)...)
		}
		i = j + 1
	}
	return u, nil
}

// addrSpecs reads the to of RFC 6068 2: addr-spec *("," addr-spec), each
// percent-encoded where RFC 6068 2 says it must be.
func addrSpecs(path string, start int, fail func(int, uri.Component, error) (URL, error)) ([]string, error) {
	if path == "" {
		return nil, nil
	}
	var to []string
	for i := 0; i <= len(path); {
		j := strings.IndexByte(path[i:], ',')
		if j < 0 {
			j = len(path)
		} else {
			j += i
		}
		raw := path[i:j]
		// RFC 6068 2: "/" (a gen-delim) and "&", ";", "=" (sub-delims)
		// must be percent-encoded in an addr-spec.
		if k := strings.IndexAny(raw, "/&;="); k >= 0 {
			_, err := fail(start+i+k, uri.Path, ErrEncoding)
			return nil, err
		}
		a, off, err := decode(raw)
		if err == nil {
			if bad := mailaddr.Check(a); bad >= 0 {
				off, err = part.RawOffset(raw, bad), ErrAddrSpec
			}
		}
		if err != nil {
			_, err := fail(start+i+off, uri.Path, err)
			return nil, err
		}
		to = append(to, a)
		i = j + 1
	}
	return to, nil
}

// mailboxes reads RFC 2368's to = #mailbox (RFC 822 6.1): a list of
// addr-specs and phrase "<" addr-spec ">", split at the commas outside
// quoted strings and angle brackets. It returns the offset in the decoded
// text of a mailbox that is neither.
func mailboxes(s string) ([]string, int, error) {
	var to []string
	for off, m := range listElements(s) {
		a, at := m, 0
		if strings.HasSuffix(m, ">") {
			if lt := strings.LastIndexByte(m, '<'); lt >= 0 {
				a, at = m[lt+1:len(m)-1], lt+1
			}
		}
		if bad := mailaddr.Check(a); bad >= 0 {
			return nil, off + at + bad, ErrAddrSpec
		}
		to = append(to, m)
	}
	return to, 0, nil
}

// splitList splits a header field value of addresses (RFC 5322 3.4:
// address-list) at the commas outside quoted strings and angle brackets,
// trims white space and drops empty elements.
func splitList(s string) []string {
	var l []string
	for _, m := range listElements(s) {
		l = append(l, m)
	}
	return l
}

// listElements yields the offset in s and the text of each non-empty,
// trimmed element of the comma-separated list s.
func listElements(s string) func(func(int, string) bool) {
	return func(yield func(int, string) bool) {
		quoted, angle, from := false, 0, 0
		for i := 0; i <= len(s); i++ {
			if i < len(s) {
				switch c := s[i]; {
				case quoted && c == '\\':
					i++
					continue
				case c == '"':
					quoted = !quoted
					continue
				case quoted:
					continue
				case c == '<':
					angle++
					continue
				case c == '>' && angle > 0:
					angle--
					continue
				case c != ',' || angle > 0:
					continue
				}
			}
			e := s[from:min(i, len(s))]
			lead := len(e) - len(strings.TrimLeft(e, " \t\r\n"))
			e = strings.Trim(e, " \t\r\n")
			if e != "" && !yield(from+lead, e) {
				return
			}
			from = i + 1
		}
	}
}

// decode percent-decodes raw (well formed, from a parsed reference) and
// checks that the result is UTF-8; on failure it returns the offset in raw.
func decode(raw string) (string, int, error) {
	d, err := uri.Unescape(raw)
	if err != nil {
		return "", 0, uri.ErrInvalidPercent
	}
	if !utf8.ValidString(d) {
		return "", part.FirstBadUTF8(raw, d), uri.ErrInvalidUTF8
	}
	return d, 0, nil
}
