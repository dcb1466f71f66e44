package main

// This file is /api/inspect: everything the playground page
// shows of one reference in one object. The components of RFC 3986 3 (RFC
// 3987 2.2) with their spans in bytes and in UTF-16 code units (the
// indexes of JavaScript strings), the error at its byte, the ladder of RFC
// 3986 6.2 (RFC 3987 5.3) rung by rung (serve_ladder.go), the URI and IRI
// forms (RFC 3987 3.1, 3.2), the report of check, and against a base the
// resolved reference (5.2) and the relative reference back. The members
// that are another verb's result hold that verb's --json object.

import (
	"unicode/utf8"

	"github.com/urikit/urikit/check"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// inspectResult is the object of /api/inspect.
type inspectResult struct {
	Input string `json:"input"`
	IRI   bool   `json:"iri"` // read as an IRI reference (iri=1)
	Valid bool   `json:"valid"`
	// Kind is "uri", "relative" (RFC 3986 4.1), "iri" or "relative-iri"
	// (RFC 3987 2.2) for a valid input, null for an invalid one.
	Kind *string `json:"kind"`
	// ValidIRI reports, of an input invalid as a URI reference, that it
	// is a valid IRI reference (the page offers to read it as one).
	ValidIRI bool       `json:"valid_iri"`
	Length   jsonLength `json:"length"`
	// Error is why the input is invalid, null when valid.
	Error      *inspectError   `json:"error"`
	Components []inspectSpan   `json:"components"`
	HostType   *string         `json:"host_type"`
	Parse      any             `json:"parse"` // parse's object
	Ladder     []ladderRung    `json:"ladder"`
	Forms      inspectFormsOf  `json:"forms"`
	Check      any             `json:"check"`          // check's object
	Warnings16 []int           `json:"warnings_utf16"` // the check warnings' offsets in UTF-16
	Base       *inspectAgainst `json:"base"`           // null without a base
}

// jsonLength is the length of the input in bytes and in UTF-16 code units.
type jsonLength struct {
	Bytes int `json:"bytes"`
	UTF16 int `json:"utf16"`
}

type inspectError struct {
	Offset      int    `json:"offset"`
	OffsetUTF16 int    `json:"offset_utf16"`
	Message     string `json:"message"`
}

// inspectSpan is one component: its text as written (null when absent)
// and where it stands, [start, end) in bytes and in UTF-16 code units
// (null when absent; start == end when present and empty).
type inspectSpan struct {
	Name       string  `json:"name"`
	Value      *string `json:"value"`
	Start      *int    `json:"start"`
	End        *int    `json:"end"`
	StartUTF16 *int    `json:"start_utf16"`
	EndUTF16   *int    `json:"end_utf16"`
}

// inspectFormsOf are the URI form (convert --to uri) and the IRI form of
// that URI (convert --to iri), each convert's object.
type inspectFormsOf struct {
	URI any `json:"uri"`
	IRI any `json:"iri"`
}

// inspectAgainst is the input related to a base: the base's own error,
// or the target (resolve's object) and the reference from the base back
// to the target (relative's object).
type inspectAgainst struct {
	Base     string     `json:"base"`
	Error    *jsonError `json:"error"`
	Resolve  any        `json:"resolve"`
	Relative any        `json:"relative"`
}

func apiInspect(q apiQuery) (any, bool, error) {
	s, err := q.str("u")
	if err != nil {
		return nil, false, err
	}
	asIRI, err := q.flag("iri")
	if err != nil {
		return nil, false, err
	}
	res := inspect(s, asIRI)
	if vs, ok := q["base"]; ok {
		res.Base = inspectBase(vs[0], s, asIRI, res.Valid)
	}
	return res, res.Valid, nil
}

// inspect returns the report of s, read as an IRI reference when asIRI.
func inspect(s string, asIRI bool) *inspectResult {
	u16 := newUTF16Index(s)
	res := &inspectResult{Input: s, IRI: asIRI, Length: jsonLength{len(s), u16.at(len(s))}, Ladder: []ladderRung{}}
	var r components
	var err error
	if asIRI {
		var ir iri.Ref
		ir, err = iri.Parse(s)
		r = ir
		if err == nil {
			res.Ladder = iriLadder(ir)
		}
	} else {
		var ur uri.Ref
		ur, err = uri.Parse(s)
		r = ur
		if err == nil {
			res.Ladder = uriLadder(ur)
		} else if _, ierr := iri.Parse(s); ierr == nil {
			res.ValidIRI = true
		}
	}
	res.Parse = parseJSON(s, r, err)
	res.Valid = err == nil
	if err != nil {
		off, msg := errorFields(err)
		res.Error = &inspectError{Offset: off, OffsetUTF16: u16.at(off), Message: msg}
	} else {
		kind := "relative"
		if _, ok := r.Scheme(); ok {
			kind = "uri"
		}
		if asIRI {
			kind = map[string]string{"uri": "iri", "relative": "relative-iri"}[kind]
		}
		res.Kind = &kind
		res.Components = componentSpans(r, u16)
		if r.HasAuthority() {
			res.HostType = optional(r.HostKind().String(), true)
		}
	}
	if res.Components == nil {
		res.Components = []inspectSpan{}
	}

	// RFC 3987 3.1 and 3.2: the URI form of the input, and the IRI form
	// of that.
	u, uerr := toURI(false, false, false)(s)
	res.Forms.URI = convertJSON(s, u, uerr)
	if uerr == nil {
		i, ierr := toIRI(false)(u)
		res.Forms.IRI = convertJSON(u, i, ierr)
	}

	rep := check.URI(s)
	if asIRI {
		rep = check.IRI(s)
	}
	res.Check = checkJSON(rep)
	res.Warnings16 = make([]int, len(rep.Warnings))
	for i, w := range rep.Warnings {
		res.Warnings16[i] = u16.at(w.Offset)
	}
	return res
}

// inspectBase relates s to base: the target of s against base (RFC 3986
// 5.2; RFC 3987 6.5 for IRIs) and the relative reference from base back
// to the target.
func inspectBase(base, s string, asIRI, valid bool) *inspectAgainst {
	a := &inspectAgainst{Base: base}
	resolve, err := resolver(base, asIRI, uri.ResolveOptions{})
	if err != nil {
		a.Error = newJSONError(err)
		return a
	}
	if !valid {
		return a
	}
	t, err := resolve(s)
	a.Resolve = resolveJSON(base, s, t, err)
	if err == nil {
		relative, _ := relativizer(base, asIRI) // base parsed above
		rel, err := relative(t)
		a.Relative = relativeJSON(base, t, rel, err)
	}
	return a
}

// componentSpans returns the components of r (RFC 3986 3: scheme ":"
// ["//" authority] path ["?" query] ["#" fragment], the authority being
// [userinfo "@"] host [":" port]) with their spans. A component's text is
// a substring of the reference as written, so its end is its start plus
// its length.
func componentSpans(r components, u16 utf16Index) []inspectSpan {
	var spans []inspectSpan
	add := func(name, v string, present bool, start int) {
		sp := inspectSpan{Name: name}
		if present {
			end := start + len(v)
			s16, e16 := u16.at(start), u16.at(end)
			sp.Value, sp.Start, sp.End, sp.StartUTF16, sp.EndUTF16 = &v, &start, &end, &s16, &e16
		}
		spans = append(spans, sp)
	}
	pos := 0
	scheme, ok := r.Scheme()
	add("scheme", scheme, ok, 0)
	if ok {
		pos = len(scheme) + 1
	}
	auth, hasAuth := r.Authority()
	add("authority", auth, hasAuth, pos+2)
	userinfo, hasUser := r.Userinfo()
	add("userinfo", userinfo, hasUser, pos+2)
	if hasAuth {
		hostStart := pos + 2
		if hasUser {
			hostStart += len(userinfo) + 1
		}
		add("host", r.Host(), true, hostStart)
		port, hasPort := r.Port()
		add("port", port, hasPort, hostStart+len(r.Host())+1)
		pos += 2 + len(auth)
	} else {
		add("host", "", false, 0)
		add("port", "", false, 0)
	}
	add("path", r.Path(), true, pos)
	pos += len(r.Path())
	query, hasQuery := r.Query()
	add("query", query, hasQuery, pos+1)
	if hasQuery {
		pos += 1 + len(query)
	}
	fragment, hasFragment := r.Fragment()
	add("fragment", fragment, hasFragment, pos+1)
	return spans
}

// utf16Index maps the byte offsets of a string to the number of UTF-16
// code units before them, as a JavaScript string of the same text counts:
// a character above U+FFFF takes two, and a byte that is not UTF-8 one
// (JSON output writes it as U+FFFD, json.go). An offset inside a
// character maps to the character's start.
type utf16Index []int32

func newUTF16Index(s string) utf16Index {
	idx := make(utf16Index, len(s)+1)
	n := int32(0)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		for j := range size {
			idx[i+j] = n
		}
		n++
		if r > 0xffff {
			n++
		}
		i += size
	}
	idx[len(s)] = n
	return idx
}

// at returns the UTF-16 offset of byte offset off, clamped to the string.
func (x utf16Index) at(off int) int {
	return int(x[min(max(off, 0), len(x)-1)])
}
