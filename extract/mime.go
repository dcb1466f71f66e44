package extract

// This file finds the URI references in a mail message (RFC 5322) and its
// MIME parts (RFC 2045, RFC 2046 5.1 multipart), each part with its base:
// Content-Base (RFC 2110 4.2), else Content-Location (RFC 2557 4), else
// the base of the enclosing multipart (RFC 2557 5; RFC 3986 5.1.2, "base
// URI from the encapsulating entity"). text/plain parts are read with
// Text, text/html parts with HTML, whose <base href> then comes first (RFC
// 3986 5.1.1).

import (
	"bufio"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"strconv"
	"strings"
	"unicode"

	"github.com/urikit/urikit/uri"
)

// MailOptions choose how the references of a message are read.
type MailOptions struct {
	// Options are those of Text for the text/plain parts; IRI and
	// Strict also apply to the text/html parts (HTMLOptions).
	Options
	// Base is the message's own URI, if it has one (RFC 3986 5.1.3):
	// the base of a part that names none, nor any multipart around it.
	// It must be an absolute URI; "" is none.
	Base string
	// CSS is HTMLOptions.CSS for the text/html parts.
	CSS bool
}

// MailLink is one reference of a message.
type MailLink struct {
	// Part is the part's number, as IMAP numbers them (RFC 3501 6.4.5):
	// "1" for the body of a message that is not multipart, "2.1" for the
	// first part of the second part of a multipart message, or for the
	// body of a message/rfc822 that is the second part.
	Part string
	// Type is the part's media type: "text/plain" or "text/html".
	Type string
	// Base is the part's base (RFC 2557 5): its Content-Base or absolute
	// Content-Location, or that of the multipart around it, or
	// MailOptions.Base; "" when none applies. In an HTML part a
	// <base href> comes before it.
	Base string
	// Link is the reference. Its Start and End are byte offsets in the
	// part's body once its Content-Transfer-Encoding (quoted-printable,
	// base64) is decoded; Tag and Attr are set in HTML parts only; for a
	// text/plain part Value is the reference as Text finds it (Match.URI)
	// and Err is always nil.
	Link
	// Ambiguous is Match.Ambiguous, for a text/plain part.
	Ambiguous bool
}

// Mail returns the references of the message r holds: those of each
// text/plain and text/html part, in order, through nested multiparts and
// message/rfc822 parts (RFC 2046 5.2.1, read as messages of their own). The
// text is read as it is, without a conversion from its charset: UTF-8 and
// its subsets read right. The error is the first of reading the message
// or decoding a part (a part that cannot be decoded is skipped), or a bad
// MailOptions.Base; the references found are returned with it.
func Mail(r io.Reader, opts MailOptions) ([]MailLink, error) {
	w := mailWalker{opts: opts}
	if opts.Base != "" {
		b, err := parseBase(opts.Base, opts.IRI)
		if err != nil {
			return nil, err
		}
		w.base = b
	}
	msg, err := mail.ReadMessage(r)
	if err != nil {
		return nil, err
	}
	w.part(msg.Header.Get, msg.Body, "1", "", w.base)
	return w.out, w.err
}

type mailWalker struct {
	opts MailOptions
	base uri.Ref
	out  []MailLink
	err  error
}

func (w *mailWalker) fail(part string, err error) {
	if w.err == nil {
		w.err = fmt.Errorf("extract: mail part %s: %w", part, err)
	}
}

// maxDepth bounds the nesting of multiparts and messages read.
const maxDepth = 64

// part reads one entity: its headers through get, its body, its number
// when it is not a multipart (path), the prefix of the numbers of its
// parts when it is one (RFC 3501 6.4.5: "" for the message itself, "2."
// for the second part, or for the message/rfc822 that is the second part),
// and the base around it.
func (w *mailWalker) part(get func(string) string, body io.Reader, path, prefix string, outer uri.Ref) {
	base := w.partBase(get, outer)
	mt, params, err := mime.ParseMediaType(get("Content-Type"))
	if err != nil {
		// RFC 2045 5.2: text/plain when the header is absent or bad.
		mt, params = "text/plain", nil
	}
	if strings.Count(prefix, ".") > maxDepth {
		w.fail(path, errors.New("parts nested too deep"))
		return
	}
	if mt == "message/rfc822" {
		// RFC 2046 5.2.1: a message in a part; its parts are numbered
		// under the part's number.
		msg, err := mail.ReadMessage(body)
		if err != nil {
			w.fail(path, err)
			return
		}
		w.part(msg.Header.Get, msg.Body, path+".1", path+".", base)
		return
	}
	if strings.HasPrefix(mt, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for i := 1; ; i++ {
			p, err := mr.NextRawPart()
			if err == io.EOF {
				return
			}
			if err != nil {
				w.fail(path, err)
				return
			}
			child := prefix + strconv.Itoa(i)
			w.part(p.Header.Get, p, child, child+".", base)
		}
	}
	if mt != "text/plain" && mt != "text/html" {
		return
	}
	// RFC 2045 6: undo the transfer encoding.
	switch strings.ToLower(strings.TrimSpace(get("Content-Transfer-Encoding"))) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, &skipSpace{r: bufio.NewReader(body)})
	}
	ml := MailLink{Part: path, Type: mt}
	if base.IsValid() {
		ml.Base = base.String()
	}
	if mt == "text/html" {
		opts := HTMLOptions{Base: ml.Base, IRI: w.opts.IRI, Strict: w.opts.Strict, CSS: w.opts.CSS}
		links, err := HTML(body, opts)
		for _, l := range links {
			ml.Link = l
			w.out = append(w.out, ml)
		}
		if err != nil {
			w.fail(path, err)
		}
		return
	}
	b, err := io.ReadAll(body)
	if err != nil {
		w.fail(path, err)
		return
	}
	for m := range All(string(b), w.opts.Options) {
		l := Link{Value: m.URI, Start: m.Start, End: m.End, Fixes: m.Fixes, Resolved: target(m.Ref, base)}
		ml.Link, ml.Ambiguous = l, m.Ambiguous
		w.out = append(w.out, ml)
	}
}

// partBase returns the base of an entity (RFC 2557 5): its Content-Base
// (RFC 2110 4.2), else its Content-Location when absolute, or relative
// and resolved against the base around it (RFC 2557 4.4), else the base
// around it.
func (w *mailWalker) partBase(get func(string) string, outer uri.Ref) uri.Ref {
	if v := headerURI(get("Content-Base")); v != "" {
		if b, err := parseBase(v, w.opts.IRI); err == nil {
			return b
		}
	}
	if v := headerURI(get("Content-Location")); v != "" {
		if b, err := parseBase(v, w.opts.IRI); err == nil {
			return b
		}
		if outer.IsValid() {
			if t, _, err := resolveRef(v, outer, w.opts.IRI, true, ""); err == nil && t.IsAbsolute() {
				return t
			}
		}
	}
	return outer
}

// headerURI returns the URI of a Content-Base or Content-Location value:
// whitespace removed (RFC 2557 4.4: a long URI may be folded over lines,
// and the whitespace of the folding is not part of it), then a pair of
// double quotes or of angle brackets around it.
func headerURI(v string) string {
	if strings.ContainsFunc(v, unicode.IsSpace) {
		v = strings.Join(strings.FieldsFunc(v, unicode.IsSpace), "")
	}
	if len(v) >= 2 && (v[0] == '"' && v[len(v)-1] == '"' || v[0] == '<' && v[len(v)-1] == '>') {
		v = v[1 : len(v)-1]
	}
	return v
}

// skipSpace reads a base64 body without its line breaks and whitespace
// (RFC 2045 6.8: they are not part of the encoding).
type skipSpace struct{ r *bufio.Reader }

func (s *skipSpace) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		c, err := s.r.ReadByte()
		if err != nil {
			if n > 0 && errors.Is(err, io.EOF) {
				return n, nil
			}
			return n, err
		}
		switch c {
		case ' ', '\t', '\r', '\n':
			continue
		}
		p[n] = c
		n++
		if s.r.Buffered() == 0 {
			break
		}
	}
	return n, nil
}
