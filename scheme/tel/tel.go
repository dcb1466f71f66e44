package tel

// This file implements the tel URI of RFC 3966 3: Parse, String, Fields.

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urikit/urikit/internal/schemerule"
	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// URL is a tel URI, its parts decoded.
type URL struct {
	// Number is the global-number-digits (with its "+") or the
	// local-number-digits, without visual separators (RFC 3966 5.1.1),
	// "%23" decoded to "#".
	Number string
	// Global reports a global number (RFC 3966 5.1.4): Number starts with
	// "+".
	Global bool
	// Params are the parameters in the order written (RFC 3966 3): ext,
	// isub, phone-context and the others, each name as written and its
	// value decoded; the value is "" for a parameter written without "="
	// (a pvalue is never empty). nil when there are none.
	Params []Param
}

// Param is one ";" pname [ "=" pvalue ] of a tel URI (RFC 3966 3).
type Param struct {
	Name, Value string
}

// The parameters RFC 3966 3 gives rules of their own.
const (
	Ext          = "ext"           // extension = ";ext=" 1*phonedigit (5.3)
	ISub         = "isub"          // isdn-subaddress = ";isub=" 1*uric (5.2)
	PhoneContext = "phone-context" // context = ";phone-context=" descriptor (5.1.5)
)

// Errors of Parse, for errors.Is; the *uri.Error that carries them gives
// the offset.
var (
	// ErrScheme reports a reference whose scheme is not tel.
	ErrScheme = errors.New("not a tel URI")
	// ErrInvalidNumber reports a telephone-subscriber that does not start
	// with global-number-digits or local-number-digits (RFC 3966 3).
	ErrInvalidNumber = errors.New("tel: invalid number")
	// ErrMissingContext reports a local number without a phone-context
	// (RFC 3966 5.1.5); the offset is where the parameter would go.
	ErrMissingContext = errors.New("tel: local number without phone-context")
	// ErrInvalidParam reports a parameter that breaks RFC 3966 3: a pname
	// that is not 1*( alphanum / "-" ), a pvalue that is empty or not
	// 1*paramchar, an ext, isub or phone-context value that breaks its
	// rule, or a value that does not decode to UTF-8.
	ErrInvalidParam = errors.New("tel: invalid parameter")
	// ErrDuplicateParam reports a parameter name given twice (RFC 3966 3:
	// "Each parameter name ... MUST NOT appear more than once").
	ErrDuplicateParam = errors.New("tel: parameter given twice")
)

// Parse reads r as a tel URI (RFC 3966 3). r must be a valid reference
// whose scheme is "tel" in any case; otherwise, or when it breaks RFC
// 3966, the error is a *uri.Error with Op "parse tel", the offset in
// r.String() of the first byte refused, and a reason that unwraps to one
// of this package's errors.
func Parse(r uri.Ref) (URL, error) {
	scheme, err := part.Scheme(r, "parse tel", ErrScheme, "tel")
	if err != nil {
		return URL{}, err
	}
	s := r.String()
	// telephone-subscriber: everything between "tel:" and the fragment,
	// a query included (an isub value may hold "?").
	start, end := len(scheme)+1, len(s)
	if f, ok := r.Fragment(); ok {
		end -= len(f) + 1
	}
	p := parser{s: s}
	var t URL
	sub := s[start:end]
	number, list, hasParams := strings.Cut(sub, ";")
	if bad, _ := schemerule.TelNumber(number); bad >= 0 {
		return URL{}, p.fail(start+bad, fmt.Errorf("%w: %s", ErrInvalidNumber, unexpected(number, bad)))
	}
	t.Global = number[0] == '+'
	t.Number = digits(number)
	hasContext := false
	var seen names
	for off := start + len(number) + 1; hasParams; {
		var par string
		par, list, hasParams = strings.Cut(list, ";")
		name, value, hasValue := strings.Cut(par, "=")
		if err := p.name(off, name); err != nil {
			return URL{}, err
		}
		if seen.has(t.Params, name) {
			return URL{}, p.fail(off, fmt.Errorf("%w: %q", ErrDuplicateParam, name))
		}
		v, err := p.value(off+len(name)+1, name, value, hasValue, t.Global)
		if err != nil {
			return URL{}, err
		}
		if strings.EqualFold(name, PhoneContext) {
			hasContext = true
		}
		t.Params = append(t.Params, Param{name, v})
		off += len(par) + 1
	}
	if !t.Global && !hasContext {
		return URL{}, p.fail(end, ErrMissingContext)
	}
	return t, nil
}

// names finds a parameter name given twice (RFC 3966 3) in time linear
// in the number of parameters: a linear scan for the first few, then a set
// of the names in lower case.
type names struct{ set map[string]struct{} }

// has reports whether name is, without regard to case, the name of one of
// ps, the parameters read before it, and records it.
func (n *names) has(ps []Param, name string) bool {
	const scan = 8
	if len(ps) < scan {
		for _, q := range ps {
			if strings.EqualFold(q.Name, name) {
				return true
			}
		}
		return false
	}
	if n.set == nil {
		n.set = make(map[string]struct{}, 2*scan)
		for _, q := range ps {
			n.set[strings.ToLower(q.Name)] = struct{}{}
		}
	}
	key := strings.ToLower(name)
	if _, ok := n.set[key]; ok {
		return true
	}
	n.set[key] = struct{}{}
	return false
}

// digits returns a number of RFC 3966 3 without its visual separators
// (5.1.1) and with "%23" decoded.
func digits(s string) string {
	if !strings.ContainsAny(s, "-.()%") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '-', '.', '(', ')':
		case '%': // "%23", the only triplet TelNumber lets through
			b = append(b, '#')
			i += 2
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// ParseString parses s as a URI reference (uri.Parse) and reads it as a
// tel URI (Parse).
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Param returns the decoded value of the parameter name, compared without
// regard to case (RFC 3966 4), and whether t has it.
func (t URL) Param(name string) (string, bool) {
	for _, p := range t.Params {
		if strings.EqualFold(p.Name, name) {
			return p.Value, true
		}
	}
	return "", false
}

// The bare characters String writes in a pvalue (paramchar of RFC 3966 3
// but "[" and "]", which RFC 3986 3.3 does not allow in a path) and in an
// isub value (uric but ";", which ends a parameter, and "?", which RFC
// 3986 3.4 reads as a query).
const (
	pvalueOut = "-_.!~*'()/:&+$"
	isubOut   = "-_.!~*'()/:@&=+$,"
)

// String returns t as a tel URI: "tel:", the number ("#" as "%23") and
// each parameter, ";" name and, when the value is not empty, "=" and the
// value percent-encoded where RFC 3966 3 asks for it, so that Parse gives
// t back.
func (t URL) String() string {
	n := 4 + 3*len(t.Number)
	for _, p := range t.Params {
		n += 2 + len(p.Name) + 3*len(p.Value)
	}
	b := make([]byte, 0, n)
	b = append(b, "tel:"...)
	b = part.AppendEscaped(b, t.Number, "+*")
	for _, p := range t.Params {
		b = append(b, ';')
		b = append(b, p.Name...)
		if p.Value == "" {
			continue
		}
		b = append(b, '=')
		if strings.EqualFold(p.Name, ISub) {
			b = part.AppendEscaped(b, p.Value, isubOut)
		} else {
			b = part.AppendEscaped(b, p.Value, pvalueOut)
		}
	}
	return string(b)
}

// Equal reports whether t and u are the same value, parameters compared in
// order.
func (t URL) Equal(u URL) bool {
	if t.Number != u.Number || t.Global != u.Global || len(t.Params) != len(u.Params) {
		return false
	}
	for i := range t.Params {
		if t.Params[i] != u.Params[i] {
			return false
		}
	}
	return true
}

// Fields returns the typed value under the keys of `urikit check --json`:
// number (string), global (bool) and params, the parameters in order as
// [][2]any of a name and a decoded value, nil for a parameter written
// without "=" (params is empty, not nil, when there are none).
func (t URL) Fields() map[string]any {
	params := make([][2]any, len(t.Params))
	for i, p := range t.Params {
		params[i] = [2]any{p.Name, part.Field(p.Value, p.Value != "")}
	}
	return map[string]any{"number": t.Number, "global": t.Global, "params": params}
}
