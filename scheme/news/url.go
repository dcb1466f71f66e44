package news

// This file writes a news, snews or nntp URI back (RFC 5538 2.1, 2.2)
// and gives the fields of "urikit check".

import (
	"strconv"

	"github.com/urikit/urikit/uri"
)

// String returns the URI: the scheme, the server when Server is set
// ("//" [userinfo "@"] host [":" port] "/"), then for nntp the group and
// the article number, for news and snews the group or the Message-ID (in
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
		b = append(b, '/')
		b = strconv.AppendInt(b, u.Article, 10)
	case u.MessageID != "" && u.Bracketed:
		b = append(b, uri.Escape("<"+u.MessageID+">", uri.PathSegment)...)
	case u.MessageID != "":
		b = append(b, uri.Escape(u.MessageID, uri.PathSegment)...)
	default:
		b = append(b, uri.Escape(u.Group, uri.PathSegment)...)
	}
	return string(b)
}

// Fields returns the keys issue 8 lists for "urikit check --json": group
// and message_id for news and snews; host, port (the effective port),
// group and article (int) for nntp. Names are decoded, the host is as
// written.
func (u URL) Fields() map[string]any {
	if u.Scheme == "nntp" {
		return map[string]any{"host": u.Host, "port": u.Port, "group": u.Group, "article": int(u.Article)}
	}
	return map[string]any{"group": u.Group, "message_id": u.MessageID}
}
