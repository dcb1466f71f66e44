package mid

// This file implements the mid and cid URLs of RFC 2392 2.

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
	ErrScheme    = errors.New("mid: not a mid or cid URL")                      // RFC 2392 2
	ErrForm      = errors.New("mid: authority, query or fragment in a mid URL") // RFC 2392 2
	ErrAddrSpec  = errors.New("mid: identifier is not an addr-spec")            // RFC 2392 2, RFC 5322 3.4.1
	ErrMissingID = errors.New("mid: missing message-id or content-id")          // RFC 2392 2
)

// URL is a mid or cid URL (RFC 2392 2). A cid URL has only ContentID; a
// mid URL has MessageID and, when it names a body part, ContentID.
type URL struct {
	CID       bool   // the scheme is "cid"
	MessageID string // decoded, without angle brackets; "" for cid
	ContentID string // decoded, without angle brackets; "" for a whole message (never empty when given)
}

// ParseString parses s as a URI reference (RFC 3986) and then as a mid or
// cid URL.
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as a mid or cid URL (RFC 2392 2). Errors are *uri.Error
// values with Op "parse mid" or "parse cid" and the offset of the first
// byte the scheme's syntax refuses.
func Parse(r uri.Ref) (URL, error) {
	s := r.String()
	name, err := part.Scheme(r, "parse mid", ErrScheme, "mid", "cid")
	if err != nil {
		return URL{}, err
	}
	u := URL{CID: name == "cid"}
	op := "parse " + name
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: op, Input: s, Offset: off, Component: c, Err: err}
	}
	if r.HasAuthority() {
		return fail(len(name)+1, uri.Path, ErrForm)
	}
	path := r.Path()
	start := len(name) + 1
	if _, ok := r.Query(); ok {
		return fail(start+len(path), uri.Query, ErrForm)
	}
	if _, ok := r.Fragment(); ok {
		return fail(start+len(path), uri.Fragment, ErrForm)
	}
	if u.CID {
		id, err := decodeID(path, start, fail)
		u.ContentID = id
		return u, err
	}
	raw, cid, slash := strings.Cut(path, "/")
	id, err := decodeID(raw, start, fail)
	if err != nil {
		return URL{}, err
	}
	u.MessageID = id
	if slash {
		// mid-url = "mid" ":" message-id [ "/" content-id ]
		if u.ContentID, err = decodeID(cid, start+len(raw)+1, fail); err != nil {
			return URL{}, err
		}
	}
	return u, nil
}

// decodeID percent-decodes raw, which starts at offset start of the input,
// and checks that it is a UTF-8 addr-spec.
func decodeID(raw string, start int, fail func(int, uri.Component, error) (URL, error)) (string, error) {
	if raw == "" {
		_, err := fail(start, uri.Path, ErrMissingID)
		return "", err
	}
	id, err := uri.Unescape(raw) // r is valid, so every triplet is well formed
	if err != nil {
		_, err := fail(start, uri.Path, uri.ErrInvalidPercent)
		return "", err
	}
	if !utf8.ValidString(id) {
		_, err := fail(start+part.FirstBadUTF8(raw, id), uri.Path, uri.ErrInvalidUTF8)
		return "", err
	}
	if bad := mailaddr.Check(id); bad >= 0 {
		_, err := fail(start+part.RawOffset(raw, bad), uri.Path, ErrAddrSpec)
		return "", err
	}
	return id, nil
}

// String returns the URL: "mid:" message-id [ "/" content-id ] or "cid:"
// content-id, each identifier percent-encoded where RFC 3986 3.3 requires,
// "/" included, so that the message-id and content-id stay apart.
func (u URL) String() string {
	if u.CID {
		return "cid:" + uri.Escape(u.ContentID, uri.PathSegment)
	}
	s := "mid:" + uri.Escape(u.MessageID, uri.PathSegment)
	if u.ContentID != "" {
		s += "/" + uri.Escape(u.ContentID, uri.PathSegment)
	}
	return s
}

// Fields returns the typed value under the keys of `urikit check --json`:
// message_id (mid only) and content_id (nil for a whole message), decoded.
func (u URL) Fields() map[string]any {
	if u.CID {
		return map[string]any{"content_id": u.ContentID}
	}
	return map[string]any{"message_id": u.MessageID, "content_id": part.Field(u.ContentID, u.ContentID != "")}
}
