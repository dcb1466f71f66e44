package scheme

// Test hooks: the two halves of the sip and tel rules (RFC 3261 19.1.4,
// RFC 3966 4), the rewrite and the "already normal" check, which
// rules_internal_test.go holds against each other. Only tests use them.

import "github.com/urikit/urikit/internal/schemerule"

// sipRewrite is normalizeSIP without the check that finds a path already
// in normal form.
func sipRewrite(c Components) Components {
	var buf [256]byte
	in := schemerule.In{HasAuthority: c.HasAuthority, Path: c.Path, Query: c.Query, HasQuery: c.HasQuery}
	if b := schemerule.AppendSIPRewrite(buf[:0], &in); string(b) != c.Path {
		c.Path = string(b)
	}
	return c
}

// sipCheck reports whether rest, the part of a SIP URI's path after the
// userinfo, is hostport *( ";" uri-parameter ) (ok) and whether
// normalizeSIP would leave it as it is (normal), without allocating.
func sipCheck(rest string) (normal, ok bool) { return schemerule.SIPCheck(rest) }

// telRewrite is normalizeTel without the check that finds a path already
// in normal form.
func telRewrite(c Components) Components {
	var buf [256]byte
	in := schemerule.In{HasAuthority: c.HasAuthority, Path: c.Path, Query: c.Query, HasQuery: c.HasQuery}
	if b := schemerule.AppendTelRewrite(buf[:0], &in); string(b) != c.Path {
		c.Path = string(b)
	}
	return c
}

// telCheck reports whether p is a telephone-subscriber (ok) and whether
// normalizeTel would leave it as it is (normal), without allocating.
func telCheck(p string) (normal, ok bool) { return schemerule.TelCheck(p) }
