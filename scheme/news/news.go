package news

// This file implements the news, snews and nntp URIs of RFC 5538 2.1 and
// 2.2.

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/scheme/internal/mailaddr"
	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// Sentinel reasons, for errors.Is.
var (
	ErrScheme    = errors.New("news: not a news or nntp URI")          // RFC 5538 2
	ErrForm      = errors.New("news: query or fragment in a news URI") // RFC 5538 2
	ErrServer    = errors.New(`news: server without "/" or host`)      // RFC 5538 2.1, 2.2
	ErrPort      = errors.New("news: port out of range")               // RFC 5538 2, RFC 3986 3.2.3
	ErrGroup     = errors.New("news: invalid newsgroup name")          // RFC 5538 2, RFC 5536 3.1.4
	ErrMessageID = errors.New("news: invalid message-id")              // RFC 5538 2.1, RFC 5536 3.1.3
	ErrArticle   = errors.New("news: invalid article number")          // RFC 5538 2.2
)

// URL is a news, snews or nntp URI (RFC 5538 2).
type URL struct {
	Scheme string // "news", "snews" or "nntp", in lower case

	// The server: Server says "//" authority was written (always for
	// nntp); Userinfo and Host are as written; Port is the effective
	// port, 119 (563 for snews) unless HasPort.
	Server      bool
	Userinfo    string
	HasUserinfo bool
	Host        string
	Port        int
	HasPort     bool

	// Group is the newsgroup, decoded; for news it may be a wildmat
	// ("*", "example.group.*"). "" only when there is none: for an
	// article, or "news:" alone (a newsgroup name is never empty).
	Group string
	// MessageID is the Message-ID of a news article, decoded, without
	// angle brackets; Bracketed says they were written. "" only when
	// there is none (a Message-ID is never empty).
	MessageID string
	Bracketed bool
	// Article is the article number of an nntp URI (RFC 5538 2.2) when
	// HasArticle: "nntp://h/g" names the group, "nntp://h/g/0" its article 0.
	Article    int64
	HasArticle bool
}

// ParseString parses s as a URI reference (RFC 3986) and then as a news,
// snews or nntp URI.
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as a news, snews or nntp URI (RFC 5538 2). Errors are
// *uri.Error values with Op "parse news" or "parse nntp" and the offset
// of the first byte RFC 5538 refuses.
func Parse(r uri.Ref) (URL, error) {
	s := r.String()
	name, err := part.Scheme(r, "parse news", ErrScheme, "news", "snews", "nntp")
	if err != nil {
		return URL{}, err
	}
	u := URL{Scheme: name, Port: 119}
	if name == "snews" {
		u.Port = 563
	}
	op := "parse " + u.Scheme
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: op, Input: s, Offset: off, Component: c, Err: err}
	}
	path := r.Path()
	pathStart := len(s) - len(path)
	if f, ok := r.Fragment(); ok {
		pathStart -= len(f) + 1
	}
	if q, ok := r.Query(); ok {
		pathStart -= len(q) + 1
		return fail(pathStart+len(path), uri.Query, ErrForm)
	}
	if _, ok := r.Fragment(); ok {
		return fail(pathStart+len(path), uri.Fragment, ErrForm)
	}
	if r.HasAuthority() {
		u.Server = true
		u.Userinfo, u.HasUserinfo = r.Userinfo()
		u.Host = r.Host()
		if u.Host == "" && u.Scheme == "nntp" {
			return fail(pathStart, uri.Host, ErrServer)
		}
		if p, ok := r.Port(); ok && p != "" {
			n, ok := r.PortNumber()
			if !ok {
				return fail(pathStart-len(p), uri.Port, ErrPort)
			}
			u.Port, u.HasPort = int(n), true
		}
		// news-server = "//" authority "/"
		if path == "" {
			return fail(pathStart, uri.Path, ErrServer)
		}
		path, pathStart = path[1:], pathStart+1
	} else if u.Scheme == "nntp" {
		return fail(pathStart, uri.Path, ErrServer)
	}
	if u.Scheme == "nntp" {
		// group [ "/" article-number ] (RFC 5538 2.2, RFC 1738 3.7)
		group, num, hasNum := strings.Cut(path, "/")
		g, bad, err := decodeGroup(group, false)
		if err != nil {
			return fail(pathStart+bad, uri.Path, err)
		}
		u.Group = g
		if !hasNum {
			return u, nil
		}
		at := pathStart + len(group) + 1
		for i := 0; i < len(num); i++ {
			if num[i] < '0' || num[i] > '9' || i >= 16 {
				return fail(at+i, uri.Path, ErrArticle)
			}
		}
		if num == "" {
			return fail(at, uri.Path, ErrArticle)
		}
		u.Article, _ = strconv.ParseInt(num, 10, 64) // 16 digits fit
		u.HasArticle = true
		return u, nil
	}
	// refuse = ( article / newsgroups ), both optional: "@" marks an article.
	d, err := uri.Unescape(path)
	if err != nil {
		return fail(pathStart, uri.Path, uri.ErrInvalidPercent)
	}
	if strings.IndexByte(d, '@') < 0 {
		g, bad, err := decodeGroup(path, true)
		if err != nil {
			return fail(pathStart+bad, uri.Path, err)
		}
		u.Group = g
		return u, nil
	}
	if bad := part.BadUTF8(d); bad >= 0 {
		return fail(pathStart+part.RawOffset(path, bad), uri.Path, uri.ErrInvalidUTF8)
	}
	id := d
	if strings.HasPrefix(id, "<") {
		if !strings.HasSuffix(id, ">") || len(id) < 2 {
			return fail(pathStart+len(path), uri.Path, ErrMessageID)
		}
		id, u.Bracketed = id[1:len(id)-1], true
	}
	if bad := mailaddr.Check(id); bad >= 0 {
		if u.Bracketed {
			bad++
		}
		return fail(pathStart+part.RawOffset(path, bad), uri.Path, ErrMessageID)
	}
	u.MessageID = id
	return u, nil
}

// decodeGroup percent-decodes raw and checks it as a newsgroup-name (RFC
// 3977 4.1: newsgroup-name = 1*wildmat-exact, which RFC 5536 3.1.4's
// stricter names satisfy) or, when wild, as a wildmat (RFC 3977 4.2, RFC
// 5538 2.1):
//
//	wildmat         = wildmat-pattern *("," ["!"] wildmat-pattern)
//	wildmat-pattern = 1*wildmat-item
//	wildmat-item    = wildmat-exact / "*" / "?"
//
// A "/" must be percent-encoded: unencoded it would be a path separator.
// An empty raw is the empty group when wild. It returns the offset in raw
// of the first byte refused.
func decodeGroup(raw string, wild bool) (string, int, error) {
	if i := strings.IndexByte(raw, '/'); i >= 0 {
		return "", i, ErrGroup
	}
	g, err := uri.Unescape(raw)
	if err != nil {
		return "", 0, uri.ErrInvalidPercent
	}
	if bad := part.BadUTF8(g); bad >= 0 {
		return "", part.RawOffset(raw, bad), uri.ErrInvalidUTF8
	}
	if g == "" && wild {
		return "", -1, nil
	}
	n := 0 // items in the current pattern
	for i := 0; i < len(g); i++ {
		c := g[i]
		switch {
		case isExact(c), wild && (c == '*' || c == '?'):
			n++
		case wild && c == ',' && n > 0:
			n = 0
		case wild && c == '!' && n == 0 && i > 0 && g[i-1] == ',':
		default:
			return "", part.RawOffset(raw, i), ErrGroup
		}
	}
	if n == 0 {
		return "", len(raw), ErrGroup
	}
	return g, -1, nil
}

// isExact reports whether c is wildmat-exact (RFC 3977 4.1): %x22-29 /
// %x2B / %x2D-3E / %x40-5A / %x5E-7E, or a byte of UTF8-non-ascii.
func isExact(c byte) bool {
	return 0x22 <= c && c <= 0x29 || c == 0x2B || 0x2D <= c && c <= 0x3E ||
		0x40 <= c && c <= 0x5A || 0x5E <= c && c <= 0x7E || c >= 0x80
}
