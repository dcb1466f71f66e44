package extract

// This file finds the URI references in an HTML document: every
// URI-valued attribute, each resolved (RFC 3986 5.2) against the document's
// base, which is the first <base href> of the document (RFC 3986 5.1.1,
// RFC 2396 Appendix D: a base embedded in content; HTML 4.2.3 "the
// frozen base URL"), itself resolved against the base the caller gives
// (RFC 3986 5.1.2, 5.1.3: the encapsulating entity's base, the retrieval
// URI), which is the base where the document has none.

import (
	"io"
	"iter"

	"golang.org/x/net/html"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// HTMLOptions choose how the references of a document are read.
type HTMLOptions struct {
	// Base is the document's own URI, or that of what holds it (RFC
	// 3986 5.1.2, 5.1.3): the base of the references when the document
	// has no <base href>, and what a relative <base href> is resolved
	// against. It must be an absolute URI (an IRI with IRI); "" is none.
	Base string
	// IRI reads references as IRIs (RFC 3987 2.2) first.
	IRI bool
	// Strict reports a reference that uri.Parse (iri.Parse with IRI)
	// refuses with its error; otherwise uri.ParseLenient repairs it and
	// the repairs are reported as Fixes.
	Strict bool
	// CSS also reports the URLs in CSS: the url(...) and @import of
	// style attributes (Attr "style") and <style> elements (Tag "style",
	// Attr ""). CSS escapes in them are not decoded.
	CSS bool
	// MaxToken, when above 0, bounds the bytes buffered for one token of
	// the document (a tag, a comment, a run of text): a longer token
	// ends the scan with html.ErrBufferExceeded. 0 is no bound; memory
	// then grows with the longest token, not with the document.
	MaxToken int
}

// Link is one URI reference of an HTML document.
type Link struct {
	// Tag and Attr are the element and attribute names, lower-cased:
	// "a" and "href", "img" and "srcset", "meta" and "content" (for the
	// URL of a refresh).
	Tag, Attr string
	// Value is the reference as the document gives it: the attribute
	// value with its character references decoded and leading and
	// trailing ASCII whitespace stripped, as browsers read it; for a
	// srcset, one candidate's URL; for a list (archive, ping, profile),
	// one word; for a refresh, the URL in it.
	Value string
	// Start and End are the byte span [Start, End) in the document of
	// the text that decodes to Value.
	Start, End int
	// Resolved is the target of Value (RFC 3986 5.2) against the base
	// that applies: the document's <base href>, the codebase of an
	// object or applet (HTML 4.01 13.3), or HTMLOptions.Base; with its
	// dot segments removed when Value has a scheme and needs no base.
	// It is a URI: the lenient parser's repairs (Fixes) applied, an IRI
	// (with HTMLOptions.IRI) mapped to a URI (RFC 3987 3.1), and in both
	// a non-ASCII reg-name host of a scheme whose hosts are DNS names in
	// its IDNA form. The zero Ref when Value is relative and no base
	// applies, or when Err is set.
	Resolved uri.Ref
	// Fixes are the repairs of uri.ParseLenient to Value (offsets into
	// Value); nil when Value parses as it is.
	Fixes []uri.Fix
	// Err is why Value is not a reference: the *uri.Error of the parser
	// (uri.ParseLenient's, or with Strict uri.Parse's or iri.Parse's).
	Err error

	// via is the codebase of an object or applet, which stands between
	// the document's base and the reference.
	via string
}

// HTML returns the links of the document r holds, in document order. The
// error is that of reading r, or of a bad HTMLOptions.Base; the links found
// before it are returned with it.
//
// A <base href> that comes after some links still applies to them (HTML's
// document base URL is that of the first base element wherever it is):
// HTML resolves those again once the document is read.
func HTML(r io.Reader, opts HTMLOptions) ([]Link, error) {
	s, err := newHTMLScanner(r, opts)
	if err != nil {
		return nil, err
	}
	var out []Link
	for {
		l, ok := s.next()
		if !ok {
			break
		}
		out = append(out, l)
	}
	// The base came after s.baseAt links: resolve them again.
	for i := range out[:max(s.baseAt, 0)] {
		s.resolve(&out[i])
	}
	return out, s.err
}

// HTMLAll yields the links of the document r holds one at a time, as it
// reads it: memory stays bounded by the longest token of the document. The
// last pair has a non-nil error when reading r failed (or
// HTMLOptions.Base is bad). A link that comes before the document's
// <base href> is resolved against HTMLOptions.Base, since the base is not
// known yet; HTML resolves it again.
func HTMLAll(r io.Reader, opts HTMLOptions) iter.Seq2[Link, error] {
	return func(yield func(Link, error) bool) {
		s, err := newHTMLScanner(r, opts)
		if err != nil {
			yield(Link{}, err)
			return
		}
		for {
			l, ok := s.next()
			if !ok {
				break
			}
			if !yield(l, nil) {
				return
			}
		}
		if s.err != nil {
			yield(Link{}, s.err)
		}
	}
}

// htmlScanner walks the tokens of a document.
type htmlScanner struct {
	z    *html.Tokenizer
	opts HTMLOptions
	off  int // the offset of the next token
	err  error

	base        uri.Ref // the base in force (the zero Ref: none)
	baseFound   bool    // the first <base href> was read
	baseAt      int     // the index of the <base href> link, -1 before it
	emitted     int     // links returned so far
	template    int     // depth of <template> (its <base> does not count)
	names       entities
	attrs       []attr
	spans       []span
	pending     []Link // links of the current tag not yet returned
	pendingNext int
	inStyle     bool // the token before was <style>, with CSS set
}

func newHTMLScanner(r io.Reader, opts HTMLOptions) (*htmlScanner, error) {
	s := &htmlScanner{z: html.NewTokenizer(r), opts: opts, names: entities{}, baseAt: -1}
	if opts.MaxToken > 0 {
		s.z.SetMaxBuf(opts.MaxToken)
	}
	if opts.Base != "" {
		b, err := parseBase(opts.Base, opts.IRI)
		if err != nil {
			return nil, err
		}
		s.base = b
	}
	return s, nil
}

// next returns the next link, or false at the end of the document or on a
// read error (s.err).
func (s *htmlScanner) next() (Link, bool) {
	for s.pendingNext >= len(s.pending) {
		s.pending, s.pendingNext = s.pending[:0], 0
		tt := s.z.Next()
		raw := s.z.Raw()
		start := s.off
		s.off += len(raw)
		style := s.inStyle
		s.inStyle = false
		switch tt {
		case html.TextToken:
			if style {
				s.styleText(string(raw), start)
			}
		case html.ErrorToken:
			if err := s.z.Err(); err != io.EOF {
				s.err = err
			}
			return Link{}, false
		case html.StartTagToken, html.SelfClosingTagToken:
			s.tag(raw, start, tt == html.StartTagToken)
		case html.EndTagToken:
			if s.template > 0 && len(raw) == len("</template>") && lowerASCII(raw[2:len(raw)-1]) == "template" {
				s.template--
			}
		}
	}
	l := s.pending[s.pendingNext]
	s.pending[s.pendingNext] = Link{}
	s.pendingNext++
	s.emitted++
	return l, true
}

// tag reads the links of one start tag, at offset off in the document.
func (s *htmlScanner) tag(raw []byte, off int, open bool) {
	var name string
	name, s.attrs = readTag(raw, s.attrs[:0])
	switch name {
	case "template":
		if open {
			s.template++
		}
	case "noscript":
		// Its content is markup, as for a user agent that does not run
		// scripts (HTML 13.2.6.4.4); the tokenizer would read it as text.
		if open {
			s.z.NextIsNotRawText()
		}
	}
	if name == "style" && open && s.opts.CSS {
		s.inStyle = true
	}
	kinds := urlAttrs[name]
	if kinds == nil && !s.opts.CSS {
		return
	}
	if name == "meta" && !s.isRefresh(raw) {
		return
	}
	via := ""
	if name == "object" || name == "applet" {
		// HTML 4.01 13.3: codebase is the base of the other references.
		for _, a := range s.attrs {
			if a.name == "codebase" {
				v := decodeAttr(string(raw[a.start:a.end]), s.names)
				sp := trimSpace(v.s, 0, len(v.s))
				via = v.s[sp.start:sp.end]
			}
		}
	}
	for _, a := range s.attrs {
		k := kinds[a.name]
		if a.name == "style" && s.opts.CSS {
			k = kindCSS
		}
		if k == 0 {
			continue
		}
		v := decodeAttr(string(raw[a.start:a.end]), s.names)
		spans := s.spans[:0]
		switch k {
		case kindURL:
			spans = append(spans, trimSpace(v.s, 0, len(v.s)))
		case kindSrcset:
			spans = splitSrcset(v.s, spans)
		case kindList:
			spans = splitList(v.s, spans)
		case kindRefresh:
			if sp, ok := refreshURL(v.s); ok {
				spans = append(spans, sp)
			}
		case kindCSS:
			spans = cssURLs(v.s, spans)
		}
		for _, sp := range spans {
			l := Link{
				Tag: name, Attr: a.name, Value: v.s[sp.start:sp.end],
				Start: off + a.start + v.rawStart(sp.start),
				End:   off + a.start + v.rawEnd(sp.end),
			}
			if sp.start == sp.end {
				l.End = l.Start
			}
			if a.name != "codebase" {
				l.via = via
			}
			s.resolve(&l)
			s.pending = append(s.pending, l)
			s.spans = spans
			if name == "base" && a.name == "href" && !s.baseFound && s.template == 0 {
				s.setBase(l)
			}
		}
	}
}

// styleText reads the URLs in the text of a <style> element, at offset off
// in the document; the text is raw (HTML 13.1.2.1), not decoded.
func (s *htmlScanner) styleText(css string, off int) {
	for _, sp := range cssURLs(css, s.spans[:0]) {
		l := Link{Tag: "style", Value: css[sp.start:sp.end], Start: off + sp.start, End: off + sp.end}
		s.resolve(&l)
		s.pending = append(s.pending, l)
	}
}

// isRefresh reports whether a meta tag has http-equiv="refresh" (HTML
// 4.2.5.3), in any case.
func (s *htmlScanner) isRefresh(raw []byte) bool {
	for _, a := range s.attrs {
		if a.name == "http-equiv" {
			v := decodeAttr(string(raw[a.start:a.end]), s.names)
			sp := trimSpace(v.s, 0, len(v.s))
			return lowerASCII([]byte(v.s[sp.start:sp.end])) == "refresh"
		}
	}
	return false
}

// setBase makes the first <base href> the document's base (HTML 4.2.3):
// its href resolved against HTMLOptions.Base, when that gives an absolute
// URI; otherwise HTMLOptions.Base stays the base.
func (s *htmlScanner) setBase(l Link) {
	s.baseFound = true
	s.baseAt = s.emitted + len(s.pending) - 1
	if l.Resolved.IsAbsolute() {
		s.base = l.Resolved
	}
}

// parseBase parses an absolute base, as an IRI in IRI mode (mapped to a
// URI as references are, iriToURI).
func parseBase(s string, isIRI bool) (uri.Ref, error) {
	if isIRI {
		i, err := iri.ParseAbsolute(s)
		if err != nil {
			return uri.Ref{}, err
		}
		return iriToURI(i), nil
	}
	return uri.ParseAbsolute(s)
}

// resolve parses l.Value and sets Resolved, Fixes and Err.
func (s *htmlScanner) resolve(l *Link) {
	l.Resolved, l.Fixes, l.Err = resolveRef(l.Value, s.base, s.opts.IRI, s.opts.Strict, l.via)
}

// resolveRef parses v in the mode the options choose (iri.Parse, else
// uri.Parse, else uri.ParseLenient with its fixes) and resolves it (RFC
// 3986 5.2; RFC 3987 6.5, in URI space) against b, or through via when it
// is set (a codebase, itself resolved against b).
func resolveRef(v string, b uri.Ref, isIRI, strict bool, via string) (uri.Ref, []uri.Fix, error) {
	if via != "" {
		if c, _, err := resolveRef(via, b, isIRI, strict, ""); err == nil && c.IsAbsolute() {
			b = c
		}
	}
	r, fixes, err := parseRef(v, isIRI, strict)
	if err != nil {
		return uri.Ref{}, nil, err
	}
	return target(r, b), fixes, nil
}

// parseRef parses v in the mode the options choose, as check does for a
// candidate in text, and returns it as a URI with the lenient parser's
// fixes.
func parseRef(v string, isIRI, strict bool) (uri.Ref, []uri.Fix, error) {
	if isIRI {
		r, err := iri.Parse(v)
		if err == nil {
			return iriToURI(r), nil, nil
		}
		if strict {
			return uri.Ref{}, nil, err
		}
	} else if r, err := uri.Parse(v); err == nil {
		return r, nil, nil
	} else if strict {
		return uri.Ref{}, nil, err
	}
	r, fixes, err := uri.ParseLenient(v)
	if err != nil {
		return uri.Ref{}, nil, err
	}
	return hostToASCII(r, v), fixes, nil
}

// target returns the target of r (RFC 3986 5.2) against the base b: a
// reference with a scheme needs no base and loses its dot segments
// (5.2.2); a relative one without a base has none (the zero Ref).
func target(r, b uri.Ref) uri.Ref {
	switch {
	case b.IsValid():
		return b.Resolve(r)
	case r.HasScheme():
		return r.Resolve(r)
	}
	return uri.Ref{}
}
