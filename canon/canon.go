package canon

import (
	"errors"
	"strings"
	"sync"

	"github.com/urikit/urikit/uri"
)

// A Canonicalizer makes the keys of one set of Options. It is safe for
// concurrent use.
type Canonicalizer struct {
	o      Options
	run    Options              // o less the steps the profile leaves nothing to do for
	norm   uri.NormalizeOptions // the RFC profile's rung
	params *paramFilter         // DropParams, compiled; nil for none
	steps  bool                 // some step runs after the profile
	pool   sync.Pool            // of *scratch
}

// New returns the Canonicalizer of o, or an error naming what is wrong
// with o: an unknown profile, a level with a profile other than RFC, both
// RemoveWWW and AddWWW, both RemoveTrailingSlash and AddTrailingSlash, a
// SURT option without the SURT profile, a DropParams item that is empty
// or an unknown named list.
func New(o Options) (*Canonicalizer, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	c := &Canonicalizer{o: o}
	c.o.DropParams = append([]string(nil), o.DropParams...)
	c.run = c.o
	if o.Profile == SURT {
		// The Internet Archive's canonicalization leaves nothing for these
		// steps to do: no fragment, no empty query or port, no "/" at the
		// end of a path but "/" itself, the query in lower case and sorted
		// by name then value (so stably by name).
		c.run.DropFragment, c.run.DropEmptyQuery, c.run.RemoveTrailingSlash = false, false, false
		c.run.LowercaseQuery, c.run.SortQuery = false, false
	}
	c.steps = c.run.hasSteps()
	c.norm.Level = o.Level
	if c.norm.Level == 0 {
		c.norm.Level = uri.SchemeBased
	}
	if len(o.DropParams) > 0 {
		f, err := compileParams(o.DropParams)
		if err != nil {
			return nil, err
		}
		c.params = f
	}
	c.pool.New = func() any { return new(scratch) }
	return c, nil
}

// MustNew is New for options known to be good; it panics on an error.
func MustNew(o Options) *Canonicalizer {
	c, err := New(o)
	if err != nil {
		panic(err)
	}
	return c
}

// Options returns the options c was made with.
func (c *Canonicalizer) Options() Options {
	o := c.o
	o.DropParams = append([]string(nil), c.o.DropParams...)
	return o
}

// Key returns the key of s: s read leniently (see the package doc,
// "Reading"), canonicalized by the profile, then rewritten by the steps.
// A key that is s itself is s, without allocating. An input that cannot
// be read, or whose host the reading would change, is an error: a
// *uri.Error (the RFC, SafeBrowsing and SURT profiles, with the input, the
// offset and the reason) or a *whatwg.Error (the WHATWG profile).
func (c *Canonicalizer) Key(s string) (string, error) {
	sc := c.pool.Get().(*scratch)
	defer c.pool.Put(sc)
	sc.reset()
	var p parts
	key, from, err := c.key(s, sc, &p)
	if from == fromOut {
		key = sc.takeOut()
	}
	return key, err
}

// AppendKey appends the key of s to dst, as Key makes it.
func (c *Canonicalizer) AppendKey(dst []byte, s string) ([]byte, error) {
	sc := c.pool.Get().(*scratch)
	defer c.pool.Put(sc)
	sc.reset()
	var p parts
	key, from, err := c.key(s, sc, &p)
	switch {
	case err != nil:
		return dst, err
	case from == fromOut:
		return append(dst, sc.out...), nil
	}
	return append(dst, key...), nil
}

// A Result is the key of an input and the host of its canonical form.
type Result struct {
	Key string
	// Host is the host of the canonical form, after the profile and the
	// steps, as a URL writes it but without the brackets of an IP-literal
	// ("www.example.com", "127.0.0.1", "::1"); "" when HasHost is false
	// or the host is empty. The SURT profile's host is the host before
	// its labels are reversed.
	Host    string
	HasHost bool
}

// Canonicalize returns the key of s, as Key does, and the host of its
// canonical form.
func (c *Canonicalizer) Canonicalize(s string) (Result, error) {
	sc := c.pool.Get().(*scratch)
	defer c.pool.Put(sc)
	sc.reset()
	var p parts
	key, from, err := c.key(s, sc, &p)
	if err != nil {
		return Result{}, err
	}
	if from == fromOut {
		key = sc.takeOut()
	}
	r := Result{Key: key, HasHost: p.hasAuth}
	if p.hasAuth {
		r.Host = hostname(p.host)
		if from != fromInput {
			// It may be a piece of the arena, which the next key reuses.
			r.Host = strings.Clone(r.Host)
		}
	}
	return r, nil
}

// hostname is host without the brackets of an IP-literal.
func hostname(host string) string {
	if len(host) >= 2 && host[0] == '[' && host[len(host)-1] == ']' {
		return host[1 : len(host)-1]
	}
	return host
}

// Where a key is.
const (
	fromInput = iota // the input itself: no component was rewritten
	fromWhole        // the reference the profile's reading wrote (parts.whole)
	fromOut          // the scratch's out buffer, which appendKey wrote
)

// key canonicalizes s into p and finds its key: s itself (fromInput, or
// fromWhole when the rewritten components make s again), the reference
// the profile's reading wrote (fromWhole), or the key appendKey wrote into
// sc.out (fromOut; key is then "").
func (c *Canonicalizer) key(s string, sc *scratch, p *parts) (key string, from int, err error) {
	same, err := c.canonicalize(s, sc, p)
	switch {
	case err != nil:
		return "", fromInput, err
	case same:
		return s, fromInput, nil
	case p.whole != "":
		return p.whole, fromWhole, nil
	}
	sc.out = c.appendKey(sc.out, p)
	if string(sc.out) == s {
		return s, fromWhole, nil
	}
	return "", fromOut, nil
}

// canonicalize reads s by the profile into p and runs the steps. same
// reports that the key is s as it is.
func (c *Canonicalizer) canonicalize(s string, sc *scratch, p *parts) (same bool, err error) {
	switch c.o.Profile {
	case WHATWG:
		same, err = c.readWHATWG(s, p)
	case SafeBrowsing:
		same, err = c.readSafeBrowsing(s, sc, p)
	case SURT:
		same, err = c.readSURT(s, sc, p)
	default:
		same, err = c.readRFC(s, p)
	}
	if err != nil || !c.steps {
		return same, err
	}
	if c.runSteps(sc, p) {
		same = false
		p.whole = ""
		p.ndots = 0 // the host's dots, which a step may have moved, are found again
	}
	return same, nil
}

// appendKey appends the key p makes: a reference, or a SURT key.
func (c *Canonicalizer) appendKey(b []byte, p *parts) []byte {
	if c.o.Profile == SURT {
		return c.appendSURT(b, p)
	}
	return p.appendTo(b)
}

// ErrHostChanged is the reason of an error for an input whose host the
// lenient reading would change: a tab or line break inside the scheme or
// authority (which the URL Standard removes), or in the RFC profile a
// character of the host that only percent-encoding could repair.
var ErrHostChanged = errors.New("the lenient reading would change the host")

// ErrNoHost is the reason of an error for an input without the host the
// SafeBrowsing profile needs.
var ErrNoHost = errors.New("no host")
