package whatwg

import "github.com/urikit/urikit/internal/syntax"

// This file knows the special schemes and their default ports (4.2 "URL
// miscellaneous", https://url.spec.whatwg.org/#special-scheme and
// #default-port).

// notSpecial is specialPort's answer for a scheme that is not special.
const notSpecial = -2

// noDefaultPort is specialPort's answer for "file", special without a
// default port.
const noDefaultPort = -1

// specialPort returns the default port of the special scheme s, -1 for
// "file", which has none, or notSpecial when s is not a special scheme.
func specialPort(s string) int {
	switch s {
	case "http", "ws":
		return 80
	case "https", "wss":
		return 443
	case "ftp":
		return 21
	case "file":
		return noDefaultPort
	}
	return notSpecial
}

// defaultPortString returns the default port of scheme s in decimal, or ""
// when it has none.
func defaultPortString(s string) string {
	switch s {
	case "http", "ws":
		return "80"
	case "https", "wss":
		return "443"
	case "ftp":
		return "21"
	}
	return ""
}

// specialSchemes are the special schemes (4.1), lower-case.
var specialSchemes = [...]string{"http", "https", "ws", "wss", "ftp", "file"}

// lowerSpecial returns the special scheme that s is in some mix of cases,
// as a constant, or "" when s is not one: the scheme state's lower-casing
// (4.4) without writing in the arena.
func lowerSpecial(s string) string {
	for _, sp := range specialSchemes {
		if syntax.EqualLower(s, sp) {
			return sp
		}
	}
	return ""
}

// DefaultPort returns the default port of a special scheme (4.1 "special
// scheme"): "80" for http and ws, "443" for https and wss, "21" for ftp,
// and "" for file and every other scheme. scheme is in lower case, as
// URL.Scheme gives it.
func DefaultPort(scheme string) string { return defaultPortString(scheme) }

// IsSpecialScheme reports whether scheme (in lower case) is one of the
// special schemes of 4.1: ftp, file, http, https, ws, wss.
func IsSpecialScheme(scheme string) bool { return scheme == "file" || defaultPortString(scheme) != "" }
