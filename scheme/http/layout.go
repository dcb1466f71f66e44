package http

// This file finds where each component of a parsed reference starts in its
// text (RFC 3986 3: scheme ":" ["//" authority] path ["?" query]
// ["#" fragment], in that order), so that errors carry the offset of the
// first offending byte.

import "github.com/urikit/urikit/uri"

// authorityStart is the offset of the authority, after "scheme://".
func authorityStart(r uri.Ref) int {
	s, _ := r.Scheme()
	return len(s) + 3
}

// hostStart is the offset of the host (RFC 3986 3.2.2).
func hostStart(r uri.Ref) int {
	off := authorityStart(r)
	if ui, ok := r.Userinfo(); ok {
		off += len(ui) + 1
	}
	return off
}

// portStart is the offset of the port digits (RFC 3986 3.2.3).
func portStart(r uri.Ref) int { return hostStart(r) + len(r.Host()) + 1 }

// pathStart is the offset of the path (RFC 3986 3.3).
func pathStart(r uri.Ref) int {
	if a, ok := r.Authority(); ok {
		return authorityStart(r) + len(a)
	}
	s, _ := r.Scheme()
	return len(s) + 1
}
