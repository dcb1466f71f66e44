package uri_test

// This file compares the net/url habits of Ref with net/url itself on the
// benchmark URL lists (internal/datasets): RequestURI, Username and
// Password, Redacted, JoinPath and adding a query parameter. Each check
// logs its agreement count; a disagreement that is not one of net/url's
// documented re-spellings fails the test.

import (
	"maps"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/datasets"
	"github.com/urikit/urikit/uri"
)

// tally counts lines compared and lines that agree.
type tally struct{ compared, agree int }

func (c *tally) add(ok bool) {
	c.compared++
	if ok {
		c.agree++
	}
}

func TestNetURLDatasets(t *testing.T) {
	var lines []string
	for _, name := range datasets.Names {
		lines = append(lines, datasets.Lines(t, name)...)
	}
	var (
		both, requestURI, user, redacted, respelled      tally
		addedUser, addedRedacted                         tally
		join, joinKept, addQuery, queryOnly, netURLQuery tally
	)
	joinElems := []string{"a b", "../c", "d/"}
	fail := func(format string, args ...any) {
		t.Helper()
		if t.Failed() {
			return // one example is enough
		}
		t.Errorf(format, args...)
	}
	for _, s := range lines {
		r, err := uri.Parse(s)
		u, uerr := url.Parse(s)
		both.add(err == nil && uerr == nil)
		if err != nil || uerr != nil || !netURLReadsAlike(s, r) {
			continue
		}
		// RequestURI, as net/http sends it.
		ok := r.RequestURI() == u.RequestURI()
		requestURI.add(ok)
		if !ok && r.Path() != "%2A" {
			fail("Parse(%q).RequestURI():\n\tgot  %q\n\twant %q (net/url)", s, r.RequestURI(), u.RequestURI())
		}
		// The user name and password, decoded.
		pass, hasPass := r.Password()
		upass, uhas := u.User.Password()
		ok = r.Username() == u.User.Username() && pass == upass && hasPass == uhas
		user.add(ok)
		if !ok {
			fail("Parse(%q) user: %q %q %v, net/url %q %q %v", s, r.Username(), pass, hasPass, u.User.Username(), upass, uhas)
		}
		// Redacted: the same wherever net/url spells the line as written.
		ok = r.Redacted() == u.Redacted()
		redacted.add(ok)
		respelled.add(u.String() == s)
		if !ok && u.String() == s {
			fail("Parse(%q).Redacted():\n\tgot  %q\n\twant %q (net/url)", s, r.Redacted(), u.Redacted())
		}
		// With a user and password added.
		if r.HasAuthority() {
			w, err := r.WithUserinfo("J%C3%BCrgen:s3cr%20t")
			if err != nil {
				fail("Parse(%q).WithUserinfo: %v", s, err)
				continue
			}
			wu, err := url.Parse(w.String())
			if err == nil {
				pass, _ := w.Password()
				wpass, _ := wu.User.Password()
				ok := w.Username() == wu.User.Username() && pass == wpass && w.Username() == "Jürgen" && pass == "s3cr t"
				addedUser.add(ok)
				if !ok {
					fail("%q: %q %q, net/url %q %q", w, w.Username(), pass, wu.User.Username(), wpass)
				}
				ok = w.Redacted() == wu.Redacted()
				addedRedacted.add(ok)
				if !ok && wu.String() == w.String() {
					fail("Parse(%q).Redacted():\n\tgot  %q\n\twant %q (net/url)", w, w.Redacted(), wu.Redacted())
				}
			}
		}
		// JoinPath: the base path kept on every line, and net/url's result
		// wherever net/url keeps the base's meaning.
		if base := r.Path(); base == "" && r.HasAuthority() || strings.HasPrefix(base, "/") {
			n, err := r.JoinPath(joinElems...)
			want := strings.TrimSuffix(uri.RemoveDotSegments(base), "/") + "/c/d/"
			ok := err == nil && (n.Path() == want || n.Path() == "/."+want)
			joinKept.add(ok)
			if !ok {
				fail("Parse(%q).JoinPath(%q):\n\tgot  %q, %v\n\twant the path %q", s, joinElems, n, err, want)
			}
			if netURLKeepsBase(s, r) && netURLElements(base, joinElems...) {
				ok := n.String() == u.JoinPath(joinElems...).String()
				join.add(ok)
				if !ok {
					fail("Parse(%q).JoinPath(%q):\n\tgot  %q\n\twant %q (net/url)", s, joinElems, n, u.JoinPath(joinElems...))
				}
			}
		}
		// Adding a query parameter: only the query changes, and its pairs
		// are net/url's wherever net/url reads the query.
		v := r.QueryValues()
		v.Add("utm_source", "a b&c=d")
		n := r.WithQueryValues(v)
		ok = n.WithoutQuery() == r.WithoutQuery()
		queryOnly.add(ok)
		if !ok {
			fail("Parse(%q) with a parameter added: %q changed more than the query", s, n)
		}
		q, qerr := url.ParseQuery(u.RawQuery)
		if qerr == nil {
			q.Add("utm_source", "a b&c=d")
			got := url.Values{}
			for k, s := range n.QueryValues().All() {
				got[k] = append(got[k], s)
			}
			ok := maps.EqualFunc(got, q, slices.Equal)
			addQuery.add(ok)
			if !ok {
				fail("Parse(%q) with a parameter added:\n\tgot  %v\n\twant %v (net/url)", s, got, q)
			}
			// net/url's own recipe re-spells more than the query where
			// its String re-spells the line.
			uq := *u
			uq.RawQuery, uq.ForceQuery = "", false
			netURLQuery.add(uq.String() == r.WithoutQuery().String())
		}
	}
	t.Logf("URL lists: %d lines, %d parse with both uri and net/url", both.compared, both.agree)
	for _, c := range []struct {
		name string
		c    tally
	}{
		{"RequestURI agrees with net/url", requestURI},
		{"Username and Password agree with net/url", user},
		{"Redacted agrees with net/url (the others: lines net/url's String re-spells)", redacted},
		{"Username and Password agree with net/url, a userinfo added", addedUser},
		{"Redacted agrees with net/url, a userinfo added", addedRedacted},
		{`JoinPath("a b", "../c", "d/") keeps the base path`, joinKept},
		{"JoinPath agrees with net/url where net/url keeps the base's meaning", join},
		{"adding a query parameter changes only the query", queryOnly},
		{"adding a query parameter gives net/url's pairs, where net/url reads the query", addQuery},
	} {
		t.Logf("%s: pass on %d of %d lines", c.name, c.c.agree, c.c.compared)
	}
	t.Logf("net/url's String gives the line back on %d of %d lines; its recipe for adding a parameter (RawQuery = q.Encode()) keeps the rest of the line on %d of %d",
		respelled.agree, respelled.compared, netURLQuery.agree, netURLQuery.compared)
}
