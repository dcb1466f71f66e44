package main

// This file is parse --whatwg: each input read by the URL Standard's basic
// URL parser (https://url.spec.whatwg.org/ 4.4), against --base when
// given, and written with the standard's own field names (6.1 "URL class":
// href, protocol, username, password, host, hostname, port, pathname,
// search, hash) and the pairs of its searchParams (6.2).

import (
	"errors"
	"strconv"

	"github.com/urikit/urikit/whatwg"
)

// whatwgResult is the JSON object of an input the URL Standard accepts:
// its URL's getters (6.1), "" when empty, and search_params, the decoded
// name-value pairs of its query as URLSearchParams reads them (6.2, 5.1),
// each a two-string array, [] when there are none.
type whatwgResult struct {
	Input    string `json:"input"`
	Valid    bool   `json:"valid"`
	Href     string `json:"href"`
	Protocol string `json:"protocol"`
	Username string `json:"username"`
	Password string `json:"password"`
	Host     string `json:"host"`
	Hostname string `json:"hostname"`
	Port     string `json:"port"`
	Pathname string `json:"pathname"`
	Search   string `json:"search"`
	Hash     string `json:"hash"`

	SearchParams [][2]string `json:"search_params"`
}

// searchParams returns the pairs of u's query for JSON: [] when none.
func searchParams(u whatwg.URL) [][2]string {
	pairs := [][2]string{}
	for k, v := range u.SearchParams().All() {
		pairs = append(pairs, [2]string{k, v})
	}
	return pairs
}

// whatwgErrorFields returns the offset and reason of a whatwg error: the
// standard's validation error name, then the reason.
func whatwgErrorFields(err error) (int, string) {
	var e *whatwg.Error
	if errors.As(err, &e) {
		return e.Offset, e.Code + ": " + e.Reason
	}
	return errorFields(err)
}

// parseWHATWGBase parses --base, when given, by the URL Standard; a bad
// base is a usage error, reported on stderr. The zero URL is no base.
func (c *cmd) parseWHATWGBase(s string, given bool) (whatwg.URL, bool) {
	if !given {
		return whatwg.URL{}, true
	}
	b, err := whatwg.Parse(s)
	if err != nil {
		off, msg := whatwgErrorFields(err)
		c.warnf("bad --base %s: %s at offset %d", shown(s), msg, off)
		return whatwg.URL{}, false
	}
	return b, true
}

// parseWHATWG writes the URL Standard's reading of s against base (the
// zero URL for none) and reports whether it is valid. Plain output is
// "valid", the input and the href, as parse --lenient gives its result;
// with --json the object of the standard's getters.
func parseWHATWG(out *output, s string, base whatwg.URL) bool {
	u, err := whatwg.ParseRef(s, base)
	switch {
	case err != nil && out.json:
		off, msg := whatwgErrorFields(err)
		out.object(parseFailure{Input: s, Error: &jsonError{Offset: off, Message: msg}})
	case err != nil:
		off, msg := whatwgErrorFields(err)
		out.fields("invalid", s, strconv.Itoa(off), msg)
	case out.json:
		out.object(whatwgResult{Input: s, Valid: true, Href: u.Href(), Protocol: u.Protocol(),
			Username: u.Username(), Password: u.Password(), Host: u.Host(), Hostname: u.Hostname(),
			Port: u.Port(), Pathname: u.Pathname(), Search: u.Search(), Hash: u.Hash(), SearchParams: searchParams(u)})
	default:
		out.fields("valid", s, u.Href())
	}
	return err == nil
}
