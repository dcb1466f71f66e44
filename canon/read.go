package canon

// This file is the lenient reading every profile shares and the RFC
// profile's reading: input as crawlers meet it, read as the URL Standard
// reads it (4.4 "basic URL parser": C0 controls and spaces around the
// input trimmed, tabs and line breaks removed, "\" read as "/" in special
// URLs), without ever changing a host silently.

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// isTabOrNewline reports an ASCII tab or newline, which the URL Standard
// removes from anywhere in its input.
func isTabOrNewline(c byte) bool { return c == '\t' || c == '\n' || c == '\r' }

// trimC0 returns the bounds of s without the C0 controls and spaces
// around it (the URL Standard's "C0 control or space", U+0000 to U+0020).
func trimC0(s string) (lo, hi int) {
	lo, hi = 0, len(s)
	for lo < hi && s[lo] <= ' ' {
		lo++
	}
	for hi > lo && s[hi-1] <= ' ' {
		hi--
	}
	return lo, hi
}

// isSpecial reports the URL Standard's special schemes (4.1), in any case.
func isSpecial(scheme string) bool {
	switch len(scheme) {
	case 2:
		return syntax.EqualLower(scheme, "ws")
	case 3:
		return syntax.EqualLower(scheme, "wss") || syntax.EqualLower(scheme, "ftp")
	case 4:
		return syntax.EqualLower(scheme, "http") || syntax.EqualLower(scheme, "file")
	case 5:
		return syntax.EqualLower(scheme, "https")
	}
	return false
}

// authorityEnd returns where the scheme and authority of s end, as widely
// as any reading takes them: after "scheme:" (tabs and line breaks inside
// it skipped, as the URL Standard removes them), the run of "/" and "\"
// after it, then up to the first "/", "\", "?" or "#". A special scheme
// has an authority even without slashes, as the URL Standard reads it
// ("http:a.example"); another scheme, or none, only after a slash.
func authorityEnd(s string) int {
	i, start := 0, 0
	var scheme [6]byte // enough for any special scheme
	n := 0
	for ; i < len(s); i++ {
		c := s[i]
		if isTabOrNewline(c) {
			continue
		}
		if c == ':' && n > 0 {
			start = i + 1
			break
		}
		if !(syntax.IsAlpha(c) || n > 0 && syntax.IsSchemeChar(c)) {
			break
		}
		if n < len(scheme) {
			scheme[n] = c
		}
		n++
	}
	special := start > 0 && n < len(scheme) && isSpecial(string(scheme[:n]))
	i = start
	slashes := false
	for i < len(s) && (s[i] == '/' || s[i] == '\\' || isTabOrNewline(s[i])) {
		slashes = slashes || !isTabOrNewline(s[i])
		i++
	}
	if !slashes && !special {
		return i
	}
	for i < len(s) && s[i] != '/' && s[i] != '\\' && s[i] != '?' && s[i] != '#' {
		i++
	}
	return i
}

// checkTabs returns the offset of a tab or line break that lies inside
// the scheme or authority of s, where removing it, as the URL Standard
// does, would change the host or the scheme; -1 when there is none.
func checkTabs(s string) int {
	end := authorityEnd(s)
	for i := 0; i < end; i++ {
		if isTabOrNewline(s[i]) {
			return i
		}
	}
	return -1
}

// hostError is the error of an input whose host a reading would change.
func hostError(op, s string, off int, why string) error {
	return &uri.Error{Op: op, Input: s, Offset: off, Component: uri.Host, Err: fmt.Errorf("%w: %s", ErrHostChanged, why)}
}

// removeTabs returns s[lo:hi] without its tabs and line breaks, and for
// each byte of the result its offset in s (nil when nothing was removed).
func removeTabs(s string, lo, hi int) (string, []int) {
	t := s[lo:hi]
	if !hasTabOrNewline(t) {
		return t, nil
	}
	b := make([]byte, 0, len(t))
	at := make([]int, 0, len(t)+1)
	for i := lo; i < hi; i++ {
		if !isTabOrNewline(s[i]) {
			b = append(b, s[i])
			at = append(at, i)
		}
	}
	return string(b), append(at, hi)
}

// origin maps an offset in the string removeTabs made back to s.
func origin(lo int, at []int, off int) int {
	switch {
	case at == nil:
		return lo + off
	case off < len(at):
		return at[off]
	}
	return at[len(at)-1]
}

// readLenient reads s, which uri.Parse refuses, as a URI reference: C0
// controls and spaces around it trimmed and its tabs and line breaks
// removed (the URL Standard's preprocessing), then repaired by
// uri.ParseLenient ("\" read as "/" before the query of a special URL,
// what RFC 3986 does not allow percent-encoded). A repair inside the host
// other than the percent-encoding of non-ASCII text (RFC 3986 3.2.2 gives
// a host that way), or a tab or line break inside the scheme or
// authority, changes the host: an error.
//
// Only the repairs up to the host's end matter, so only the first few are
// listed (uri.ParseLenientFirst), and all of them only when more than
// those lie before the host's end: a line that needs a repair every other
// byte of its path costs a few times its size, not fifty bytes a repair.
func readLenient(op, s string) (uri.Ref, error) {
	lo, hi := trimC0(s)
	if k := checkTabs(s[lo:hi]); k >= 0 {
		return uri.Ref{}, hostError(op, s, lo+k, "a tab or line break in the scheme or authority")
	}
	t, at := removeTabs(s, lo, hi)
	r, fixes, more, err := uri.ParseLenientFirst(t, firstFixes)
	if err != nil {
		if e, ok := err.(*uri.Error); ok {
			return uri.Ref{}, &uri.Error{Op: op, Input: s, Offset: origin(lo, at, e.Offset), Component: e.Component, Err: e.Err}
		}
		return uri.Ref{}, err
	}
	hs, ok := r.Offset(uri.Host)
	if !ok {
		return r, nil
	}
	he := hs + len(r.Host())
	if off, ok := hostRepair(fixes, hs, he); ok {
		return uri.Ref{}, hostError(op, s, origin(lo, at, fixes[off].Offset), fixes[off].Kind.String())
	}
	if more > 0 && fixesEnd(fixes) < he {
		// More repairs than were listed lie before the host's end: list
		// them all.
		_, fixes, _ = uri.ParseLenient(t)
		if off, ok := hostRepair(fixes, hs, he); ok {
			return uri.Ref{}, hostError(op, s, origin(lo, at, fixes[off].Offset), fixes[off].Kind.String())
		}
	}
	return r, nil
}

// firstFixes is how many repairs readLenient lists at first: enough for
// the scheme and authority of any line but a hostile one.
const firstFixes = 64

// hostRepair returns the index of the first of fixes, in input order,
// that changes the host at [hs, he) of the repaired reference, if any.
func hostRepair(fixes []uri.Fix, hs, he int) (int, bool) {
	delta := 0 // bytes the fixes before the one read added to the result
	for i, f := range fixes {
		start := f.Offset + delta
		end := start + len(f.New)
		delta += len(f.New) - len(f.Old)
		if start >= he {
			break
		}
		// A replacement overlapping the host, or a removal inside it.
		inside := start < he && end > hs
		if len(f.New) == 0 {
			inside = hs < start && start < he
		}
		if inside && f.Kind != uri.FixNonASCII {
			return i, true
		}
	}
	return 0, false
}

// fixesEnd returns where, in the repaired reference, the last of fixes
// ends (0 for none).
func fixesEnd(fixes []uri.Fix) int {
	if len(fixes) == 0 {
		return 0
	}
	delta := 0
	for _, f := range fixes[:len(fixes)-1] {
		delta += len(f.New) - len(f.Old)
	}
	last := fixes[len(fixes)-1]
	return last.Offset + delta + len(last.New)
}

// readRFC is the RFC profile: s read strictly, or leniently when that
// fails, and put in the normal form of RFC 3986 6.2.2 and 6.2.3.
func (c *Canonicalizer) readRFC(s string, p *parts) (bool, error) {
	r, err := uri.Parse(s)
	if err != nil {
		if r, err = readLenient("canon rfc", s); err != nil {
			return false, err
		}
	}
	var n uri.Ref
	if c.norm.Level == uri.SchemeBased {
		n = r.Normalize()
	} else {
		n = r.NormalizeWith(c.norm)
	}
	refParts(p, n)
	p.whole = n.String()
	return p.whole == s, nil
}

// refParts sets p to the components of r.
func refParts(p *parts, r uri.Ref) {
	p.scheme, _ = r.Scheme()
	p.hasAuth = r.HasAuthority()
	if p.hasAuth {
		p.userinfo, p.hasUser = r.Userinfo()
		p.host = r.Host()
		switch r.HostKind() {
		case uri.HostIPv4:
			p.kind = hostIPv4
		case uri.HostIPv6, uri.HostIPvFuture:
			p.kind = hostIPv6
		}
		p.port, p.hasPort = r.Port()
	}
	p.path = r.Path()
	if !p.hasAuth && strings.HasPrefix(p.path, "/.//") {
		p.path = p.path[2:] // the "/." that keeps "//" from reading as an authority; appendTo writes it
	}
	p.query, p.hasQuery = r.Query()
	p.frag, p.hasFrag = r.Fragment()
}
