package news

// This file writes a news, snews or nntp URI back (RFC 5538 2.1, 2.2)
// and gives the fields of "urikit check".

import (
	"strconv"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// String returns the URI: the scheme, the server when Server is set
// ("//" [userinfo "@"] host [":" port] "/"), then for nntp the group and
// the article number when HasArticle, for news and snews the group or the Message-ID (in
// angle brackets when Bracketed), percent-encoded where RFC 3986 3.3
// requires, "/" included.
func (u URL) String() string {
	b := []byte(u.Scheme + ":")
	if u.Server || u.Scheme == "nntp" {
		b = append(b, "//"...)
		if u.HasUserinfo {
			b = append(b, u.Userinfo...)
			b = append(b, '@')
		}
		b = append(b, u.Host...)
		if u.HasPort {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(u.Port), 10)
		}
		b = append(b, '/')
	}
	switch {
	case u.Scheme == "nntp":
		b = append(b, uri.Escape(u.Group, uri.PathSegment)...)
		if u.HasArticle {
			b = append(b, '/')
			b = strconv.AppendInt(b, u.Article, 10)
		}
	case u.MessageID != "" && u.Bracketed:
		b = append(b, uri.Escape("<"+u.MessageID+">", uri.PathSegment)...)
	case u.MessageID != "":
		b = append(b, uri.Escape(u.MessageID, uri.PathSegment)...)
	default:
		b = append(b, uri.Escape(u.Group, uri.PathSegment)...)
	}
	return string(b)
}

// Fields returns the typed value under the keys of `urikit check --json`:
// host (as written) and port (the effective port, int), nil for a news
// URI without a server; group (decoded, nil when there is none); for news
// and snews message_id (decoded, nil when there is none), for nntp
// article (int, nil when there is none).
func (u URL) Fields() map[string]any {
	f := map[string]any{"host": nil, "port": nil, "group": part.Field(u.Group, u.Group != "")}
	if u.Server || u.Scheme == "nntp" {
		f["host"], f["port"] = u.Host, u.Port
	}
	if u.Scheme == "nntp" {
		f["article"] = nil
		if u.HasArticle {
			f["article"] = int(u.Article)
		}
		return f
	}
	f["message_id"] = part.Field(u.MessageID, u.MessageID != "")
	return f
}
