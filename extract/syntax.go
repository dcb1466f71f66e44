package extract

// This file applies in text the syntax of the schemes urikit knows
// (package scheme and its typed packages): a candidate their syntax
// refuses is no reference, so "file:12", "File::Spec", "tag:0" and
// "http:foo" are words, not URIs.

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/registry"
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/scheme/data"
	"github.com/urikit/urikit/scheme/file"
	"github.com/urikit/urikit/scheme/mailto"
	"github.com/urikit/urikit/scheme/mid"
	"github.com/urikit/urikit/scheme/news"
	"github.com/urikit/urikit/scheme/tel"
	"github.com/urikit/urikit/scheme/urn"
	"github.com/urikit/urikit/uri"
)

// syntaxOK reports whether r, a reference with a scheme, keeps to its
// scheme's own syntax where urikit knows it: file (RFC 8089 2; its
// query, which RFC 8089 does not define and the URL Standard and the
// programs that write file URLs use, is left to the generic syntax), mailto
// (RFC 6068 2), tel (RFC 3966 3), urn (RFC 8141 2), data (RFC 2397 3),
// news, snews and nntp (RFC 5538 2), mid and cid (RFC 2392 2), tag (RFC
// 4151 2.1), blob (W3C File API 8.3), info (RFC 4452 3), go (RFC 3368,
// its "//" form), the authorityOnly schemes, and every scheme of the registry whose references name a
// host by DNS in the hierarchical form (http, ftp, ssh, ...: "//" and a
// host that is not empty). Other schemes take the generic syntax.
func syntaxOK(r uri.Ref) bool {
	name, _ := r.Scheme()
	f := registry.Lookup(name)
	if f == nil {
		switch {
		case strings.EqualFold(name, "blob"):
			return blobOK(r.String()[len(name)+1:])
		case strings.EqualFold(name, "info"):
			return infoOK(r.String()[len(name)+1:])
		case authorityOnly(name):
			return r.HasAuthority() && r.Host() != ""
		case strings.EqualFold(name, "go"):
			// RFC 3368's common names ("go:Mealling") are not told
			// from the Go toolchain's directives ("// for
			// go:linkname", "`go:embed`") and options
			// ("lang=go:../out"), which Go's sources and docs hold
			// by the thousand: only the "//" form is read.
			return r.HasAuthority()
		}
		return true
	}
	var err error
	switch f.Name {
	case "file":
		_, err = file.Parse(withoutQuery(r))
	case "mailto":
		_, err = mailto.Parse(r)
	case "tel":
		_, err = tel.Parse(r)
	case "urn":
		_, err = urn.Parse(r)
	case "data":
		_, err = data.Parse(r)
	case "news", "snews", "nntp":
		_, err = news.Parse(r)
	case "mid", "cid":
		_, err = mid.Parse(r)
	case "tag":
		return tagOK(r.String()[len(name)+1:])
	case "blob":
		return blobOK(r.String()[len(name)+1:])
	default:
		return !needsHost(f) || r.HasAuthority() && r.Host() != ""
	}
	return err == nil
}

// withoutQuery returns r without its query, if it has one.
func withoutQuery(r uri.Ref) uri.Ref {
	q, ok := r.Query()
	if !ok {
		return r
	}
	off, _ := r.Offset(uri.Query)
	s := r.String()
	if w, err := uri.Parse(s[:off-1] + s[off+len(q):]); err == nil {
		return w
	}
	return r
}

// authorityOnly reports an IANA-registered scheme outside urikit's
// registry whose specification writes its references with "//" and a
// host: dict (RFC 2229 5), nfs (RFC 2224 2), rsync (RFC 5781 2), tftp
// (RFC 3617 2), vnc (RFC 7869 2), z39.50r and z39.50s (RFC 2056 2), and
// the provisional redis, rediss and mongodb (their IANA registrations); a
// reference of such a scheme without a host, or without "//"
// ("dict:string:int32", a container image's "redis:7"), is none.
func authorityOnly(name string) bool {
	switch strings.ToLower(name) {
	case "dict", "nfs", "rsync", "tftp", "vnc", "z39.50r", "z39.50s", "redis", "rediss", "mongodb":
		return true
	}
	return false
}

// needsHost reports a scheme of the registry whose references name a
// host by DNS in the hierarchical form: "//" and a host must follow its
// ":" (RFC 9110 4.2.1 for http: "A sender MUST NOT generate an "http"
// URI with an empty host identifier"; RFC 1738 3.1 for ftp, telnet and
// the others). file is not one: its host may be empty (RFC 8089 2).
func needsHost(f *registry.Facts) bool { return f.Hierarchical && f.DNS && !f.LocalHost }

// authorityOK reports whether the authority that starts a (after "//"
// and up to the first "/", "?" or "#") can be that of a reference of the
// scheme name: a host the scheme needs is there, and a reg-name host
// holds only reg-name characters (RFC 3986 3.2.2: unreserved, sub-delims,
// pct-encoded) or non-ASCII ones (RFC 3987 ireg-name), and a port is no
// placeholder (placeholderPort). The lenient parser would percent-encode
// a "%s" or a "{host}" into a host no name service knows, and refuses a
// port that is a word; in text they are templates, not references.
func (s *scanner) authorityOK(name, a string) bool {
	// One pass to the end of the authority: its last "@" ends the
	// userinfo, the last ":" after it starts the port, and bad is the
	// last character no reg-name holds.
	at, colon, bad, end := -1, -1, -1, len(a)
loop:
	for i := 0; i < len(a); i++ {
		switch authClass[a[i]] {
		case aRegName:
		case aEnd:
			end = i
			break loop
		case aAt:
			at, colon = i, -1
		case aColon:
			colon = i
		case aPercent:
			if !syntax.IsPctEncoded(a, i) {
				bad = i
			}
		default:
			bad = i
		}
	}
	if at+1 < end && a[at+1] == '[' {
		// An IP-literal: the parser checks it (RFC 3986 3.2.2), unless
		// it is a word in brackets ("[host]", "[service.name]"), and
		// the port after its "]".
		rb := at + 1 + strings.LastIndexByte(a[at+1:end], ']')
		if rb > at+1 && placeholderLiteral(a[at+2:rb]) {
			return false
		}
		return rb <= at+1 || rb+1 >= end || a[rb+1] != ':' || !placeholderPort(a[rb+2:end])
	}
	hostEnd := end
	if colon >= 0 {
		hostEnd = colon
		if placeholderPort(a[colon+1 : end]) {
			return false
		}
	}
	if bad > at && bad < hostEnd {
		return false
	}
	f := registry.Lookup(name)
	if f == nil || !needsHost(f) {
		return hostEnd > at+1 || !authorityOnly(name)
	}
	// A DNS name (RFC 1034 3.5, RFC 1123 2.1: letters, digits, "-" and
	// "."; "_" in service labels) or an IP address: the sub-delims
	// RFC 3986 allows in a reg-name make a pattern or a template
	// ("https://*", "http://$HOST/").
	h := a[at+1 : hostEnd]
	if h == "" {
		return false
	}
	for i := 0; i < len(h); i++ {
		if c := h[i]; c < utf8.RuneSelf && !syntax.IsAlphaNum(c) && c != '-' && c != '.' && c != '_' && c != '%' {
			return false
		}
	}
	return true
}

// placeholderPort reports whether p, what follows the ":" of a host, is
// a word standing for a port rather than one (RFC 3986 3.2.3: port =
// *DIGIT): it holds a letter or the "$", "{", "}", "%" or "*" of a
// template ("http://user:pass@server:port/", "localhost:$PORT",
// "localhost:*").
func placeholderPort(p string) bool {
	for i := 0; i < len(p); i++ {
		if c := p[i]; syntax.IsAlpha(c) || strings.IndexByte("${}%*", c) >= 0 {
			return true
		}
	}
	return false
}

// placeholderLiteral reports whether s, what "[" and "]" enclose where an
// IP-literal stands, is a word rather than an address (RFC 3986 3.2.2):
// before any zone identifier ("%") it holds a letter that is no hex digit,
// and it does not start with IPvFuture's "v". "[host]" and
// "[service.name]" are templates; "[::1.2.3]" and "[1::2::3]" are
// addresses written wrong.
func placeholderLiteral(s string) bool {
	if s == "" || s[0]|0x20 == 'v' {
		return false
	}
	for i := 0; i < len(s) && s[i] != '%'; i++ {
		if syntax.IsAlpha(s[i]) && !syntax.IsHexDig(s[i]) {
			return true
		}
	}
	return false
}

// Classes of authorityOK's bytes.
const (
	aRegName = iota // RFC 3986 3.2.2 reg-name: unreserved, sub-delims; and non-ASCII (RFC 3987 ireg-name)
	aOther          // none of these
	aEnd            // "/", "?", "#": the end of the authority
	aAt             // "@"
	aColon          // ":"
	aPercent        // "%": a triplet, or aOther
)

var authClass = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c >= 0x80:
			t[c] = aRegName
		case c == '/' || c == '?' || c == '#':
			t[c] = aEnd
		case c == '@':
			t[c] = aAt
		case c == ':':
			t[c] = aColon
		case c == '%':
			t[c] = aPercent
		case syntax.NeedsEscape(byte(c), syntax.Host):
			t[c] = aOther
		}
	}
	return t
}()

// tagOK reports whether s, what follows "tag:", is RFC 4151 2.1's
// taggingEntity ":" specific [ "#" fragment ]: an authority name (a DNS
// name or an e-mail address), ",", a date (year ["-" month ["-" day]]),
// ":" and the specific part, so that "tag:0" is a word.
func tagOK(s string) bool {
	comma := -1
	for i := 0; i < len(s); i++ {
		if s[i] == ',' {
			comma = i
			break
		}
		if s[i] == ':' || s[i] == '/' || s[i] == '#' {
			return false
		}
	}
	if comma <= 0 {
		return false
	}
	d := s[comma+1:]
	n := 0
	for n < len(d) && (syntax.IsDigit(d[n]) || d[n] == '-') {
		n++
	}
	date := d[:n]
	switch len(date) {
	case 4, 7, 10:
	default:
		return false
	}
	for i := 0; i < len(date); i++ {
		if (i == 4 || i == 7) != (date[i] == '-') {
			return false
		}
	}
	return n < len(d) && d[n] == ':'
}

// blobOK reports whether s, what follows "blob:", is a blob URL's (W3C
// File API 8.3, "blob URL"): the serialization of an origin (a URL with
// a host, or "null") and a path, so that git's "--filter=blob:none" is
// a word.
func blobOK(s string) bool {
	if rest, ok := strings.CutPrefix(s, "null/"); ok {
		return rest != ""
	}
	r, err := uri.Parse(s)
	return err == nil && r.HasAuthority() && r.Host() != "" && len(r.Path()) > 1
}

// infoOK reports whether s, what follows "info:", is RFC 4452's
// info-identifier: a namespace (a scheme's characters, RFC 4452 3), "/"
// and an identifier, so that a log's "info:main" is a word.
func infoOK(s string) bool {
	n := 0
	for n < len(s) && syntax.IsSchemeChar(s[n]) {
		n++
	}
	return n > 0 && syntax.IsAlpha(s[0]) && n+1 < len(s) && s[n] == '/'
}
