package syntax

// A deliberately slow, readable reference for fault offsets. RFC 3986
// Appendix A (with RFC 6874 2's IPv6addrz and, in the IRI mode, RFC 3987
// 2.2's IRI-reference) is written below as data, and a plain set-of-ends
// matcher decides, for a prefix p of the input, whether some continuation
// w makes p+w a valid reference ("p is viable"). A Fault's Offset must be
// the length of the longest viable prefix: the first offending character.
//
// The matcher is exact because every rule of these grammars matches some
// string: a derivation that reaches the end of the prefix, in the middle of
// any rule, can always be completed. So p is viable exactly when the
// matcher, run on p, either matches all of p or tries to read a character
// past its end.
//
// The IRI grammar is over characters, not bytes (RFC 3987 2), so prefixes
// are taken at character boundaries, and a byte that starts no UTF-8
// character is a character that nothing matches.

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// ABNF elements (RFC 5234), over characters.
type (
	gNode  any
	gChar  func(r rune) bool // one character of a class
	gLit   string            // a quoted string: ASCII letters match either case (RFC 5234 2.3)
	gSeq   []gNode           // concatenation
	gAlt   []gNode           // alternatives
	gRule  string            // a rule by name
	gRepet struct {          // min*max element; max < 0 is no limit
		min, max int
		elem     gNode
	}
)

func rep(min, max int, n gNode) gNode { return gRepet{min, max, n} }
func opt(n gNode) gNode               { return gRepet{0, 1, n} }
func many(n gNode) gNode              { return gRepet{0, -1, n} }
func seq(n ...gNode) gNode            { return gSeq(n) }
func alt(n ...gNode) gNode            { return gAlt(n) }
func in(lo, hi rune) gChar            { return func(r rune) bool { return lo <= r && r <= hi } }
func oneOf(set string) gChar {
	return func(r rune) bool { return r >= 0 && strings.ContainsRune(set, r) }
}

// ranges is a class of character ranges, pairs of bounds.
func ranges(b ...rune) gChar {
	return func(r rune) bool {
		for i := 0; i < len(b); i += 2 {
			if b[i] <= r && r <= b[i+1] {
				return true
			}
		}
		return false
	}
}

// grammar returns the rules of RFC 3986 Appendix A for the mode: with
// ZoneID, RFC 6874 2's IPv6addrz in IP-literal; with IRI, RFC 3987 2.2's
// i-rules in place of their URI twins (the same names are kept).
func grammar(m Mode) map[string]gNode {
	g := map[string]gNode{
		"ALPHA":  ranges('A', 'Z', 'a', 'z'),
		"DIGIT":  in('0', '9'),
		"HEXDIG": ranges('0', '9', 'A', 'F', 'a', 'f'), // RFC 5234 B.1: "A"-"F" are case-insensitive

		// 4.1, 4.2, 3
		"URI-reference": alt(gRule("URI"), gRule("relative-ref")),
		"URI":           seq(gRule("scheme"), gLit(":"), gRule("hier-part"), opt(seq(gLit("?"), gRule("query"))), opt(seq(gLit("#"), gRule("fragment")))),
		"hier-part":     alt(seq(gLit("//"), gRule("authority"), gRule("path-abempty")), gRule("path-absolute"), gRule("path-rootless"), gRule("path-empty")),
		"relative-ref":  seq(gRule("relative-part"), opt(seq(gLit("?"), gRule("query"))), opt(seq(gLit("#"), gRule("fragment")))),
		"relative-part": alt(seq(gLit("//"), gRule("authority"), gRule("path-abempty")), gRule("path-absolute"), gRule("path-noscheme"), gRule("path-empty")),
		// 3.1
		"scheme": seq(gRule("ALPHA"), many(alt(gRule("ALPHA"), gRule("DIGIT"), gLit("+"), gLit("-"), gLit(".")))),
		// 3.2
		"authority": seq(opt(seq(gRule("userinfo"), gLit("@"))), gRule("host"), opt(seq(gLit(":"), gRule("port")))),
		"userinfo":  many(alt(gRule("unreserved"), gRule("pct-encoded"), gRule("sub-delims"), gLit(":"))),
		"host":      alt(gRule("IP-literal"), gRule("IPv4address"), gRule("reg-name")),
		"port":      many(gRule("DIGIT")),
		// 3.2.2
		"IP-literal": seq(gLit("["), alt(gRule("IPv6address"), gRule("IPvFuture")), gLit("]")),
		"IPvFuture":  seq(gLit("v"), rep(1, -1, gRule("HEXDIG")), gLit("."), rep(1, -1, alt(gRule("unreserved"), gRule("sub-delims"), gLit(":")))),
		"IPv6address": alt(
			seq(rep(6, 6, seq(gRule("h16"), gLit(":"))), gRule("ls32")),
			seq(gLit("::"), rep(5, 5, seq(gRule("h16"), gLit(":"))), gRule("ls32")),
			seq(opt(gRule("h16")), gLit("::"), rep(4, 4, seq(gRule("h16"), gLit(":"))), gRule("ls32")),
			seq(opt(seq(rep(0, 1, seq(gRule("h16"), gLit(":"))), gRule("h16"))), gLit("::"), rep(3, 3, seq(gRule("h16"), gLit(":"))), gRule("ls32")),
			seq(opt(seq(rep(0, 2, seq(gRule("h16"), gLit(":"))), gRule("h16"))), gLit("::"), rep(2, 2, seq(gRule("h16"), gLit(":"))), gRule("ls32")),
			seq(opt(seq(rep(0, 3, seq(gRule("h16"), gLit(":"))), gRule("h16"))), gLit("::"), gRule("h16"), gLit(":"), gRule("ls32")),
			seq(opt(seq(rep(0, 4, seq(gRule("h16"), gLit(":"))), gRule("h16"))), gLit("::"), gRule("ls32")),
			seq(opt(seq(rep(0, 5, seq(gRule("h16"), gLit(":"))), gRule("h16"))), gLit("::"), gRule("h16")),
			seq(opt(seq(rep(0, 6, seq(gRule("h16"), gLit(":"))), gRule("h16"))), gLit("::")),
		),
		"h16":         rep(1, 4, gRule("HEXDIG")),
		"ls32":        alt(seq(gRule("h16"), gLit(":"), gRule("h16")), gRule("IPv4address")),
		"IPv4address": seq(gRule("dec-octet"), gLit("."), gRule("dec-octet"), gLit("."), gRule("dec-octet"), gLit("."), gRule("dec-octet")),
		"dec-octet": alt(
			gRule("DIGIT"),                               // 0-9
			seq(in('1', '9'), gRule("DIGIT")),            // 10-99
			seq(gLit("1"), rep(2, 2, gRule("DIGIT"))),    // 100-199
			seq(gLit("2"), in('0', '4'), gRule("DIGIT")), // 200-249
			seq(gLit("25"), in('0', '5')),                // 250-255
		),
		"reg-name": many(alt(gRule("unreserved"), gRule("pct-encoded"), gRule("sub-delims"))),
		// 3.3
		"path-abempty":  many(seq(gLit("/"), gRule("segment"))),
		"path-absolute": seq(gLit("/"), opt(seq(gRule("segment-nz"), many(seq(gLit("/"), gRule("segment")))))),
		"path-noscheme": seq(gRule("segment-nz-nc"), many(seq(gLit("/"), gRule("segment")))),
		"path-rootless": seq(gRule("segment-nz"), many(seq(gLit("/"), gRule("segment")))),
		"path-empty":    gSeq{}, // 0<pchar>
		"segment":       many(gRule("pchar")),
		"segment-nz":    rep(1, -1, gRule("pchar")),
		"segment-nz-nc": rep(1, -1, alt(gRule("unreserved"), gRule("pct-encoded"), gRule("sub-delims"), gLit("@"))),
		"pchar":         alt(gRule("unreserved"), gRule("pct-encoded"), gRule("sub-delims"), gLit(":"), gLit("@")),
		// 3.4, 3.5
		"query":    many(alt(gRule("pchar"), gLit("/"), gLit("?"))),
		"fragment": many(alt(gRule("pchar"), gLit("/"), gLit("?"))),
		// 2.1, 2.2, 2.3
		"pct-encoded": seq(gLit("%"), gRule("HEXDIG"), gRule("HEXDIG")),
		"unreserved":  alt(gRule("ALPHA"), gRule("DIGIT"), oneOf("-._~")),
		"sub-delims":  oneOf("!$&'()*+,;="),
	}
	if m&ZoneID != 0 {
		// RFC 6874 2: IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"
		g["IP-literal"] = seq(gLit("["), alt(gRule("IPv6address"), gRule("IPv6addrz"), gRule("IPvFuture")), gLit("]"))
		g["IPv6addrz"] = seq(gRule("IPv6address"), gLit("%25"), gRule("ZoneID"))
		g["ZoneID"] = rep(1, -1, alt(gRule("unreserved"), gRule("pct-encoded")))
	}
	if m&IRI != 0 {
		// RFC 3987 2.2: iunreserved adds ucschar to userinfo, reg-name and
		// the path; iquery adds iprivate; IP-literal, port and scheme and
		// the zone (RFC 6874, which uses unreserved) stay ASCII.
		g["iunreserved"] = alt(gRule("unreserved"), gRule("ucschar"))
		g["ucschar"] = ranges(0xA0, 0xD7FF, 0xF900, 0xFDCF, 0xFDF0, 0xFFEF,
			0x10000, 0x1FFFD, 0x20000, 0x2FFFD, 0x30000, 0x3FFFD,
			0x40000, 0x4FFFD, 0x50000, 0x5FFFD, 0x60000, 0x6FFFD,
			0x70000, 0x7FFFD, 0x80000, 0x8FFFD, 0x90000, 0x9FFFD,
			0xA0000, 0xAFFFD, 0xB0000, 0xBFFFD, 0xC0000, 0xCFFFD,
			0xD0000, 0xDFFFD, 0xE1000, 0xEFFFD)
		g["iprivate"] = ranges(0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD)
		g["userinfo"] = many(alt(gRule("iunreserved"), gRule("pct-encoded"), gRule("sub-delims"), gLit(":")))
		g["reg-name"] = many(alt(gRule("iunreserved"), gRule("pct-encoded"), gRule("sub-delims")))
		g["segment-nz-nc"] = rep(1, -1, alt(gRule("iunreserved"), gRule("pct-encoded"), gRule("sub-delims"), gLit("@")))
		g["pchar"] = alt(gRule("iunreserved"), gRule("pct-encoded"), gRule("sub-delims"), gLit(":"), gLit("@"))
		g["query"] = many(alt(gRule("pchar"), gRule("iprivate"), gLit("/"), gLit("?")))
	}
	return g
}

// gMatcher runs a grammar over a sequence of characters (-1: a byte that
// is no character).
type gMatcher struct {
	rules  map[string]gNode
	chars  []rune
	memo   map[gMemoKey][]int
	hitEnd bool // some derivation tried to read past the last character
}

type gMemoKey struct {
	rule string
	at   int
}

// match returns the sorted positions where n, started at position i, can
// end.
func (g *gMatcher) match(n gNode, i int) []int {
	switch n := n.(type) {
	case gChar:
		if i == len(g.chars) {
			g.hitEnd = true
			return nil
		}
		if n(g.chars[i]) {
			return []int{i + 1}
		}
		return nil
	case gLit:
		for k, c := range []byte(n) {
			if i+k == len(g.chars) {
				g.hitEnd = true
				return nil
			}
			r := g.chars[i+k]
			if r != rune(c) && !('a' <= c|0x20 && c|0x20 <= 'z' && r|0x20 == rune(c|0x20)) {
				return nil
			}
		}
		return []int{i + len(n)}
	case gSeq:
		ends := []int{i}
		for _, e := range n {
			var next []int
			for _, p := range ends {
				next = union(next, g.match(e, p))
			}
			ends = next
		}
		return ends
	case gAlt:
		var ends []int
		for _, e := range n {
			ends = union(ends, g.match(e, i))
		}
		return ends
	case gRepet:
		var ends []int
		cur := []int{i}
		for count := 0; len(cur) > 0; count++ {
			if count >= n.min {
				ends = union(ends, cur)
			}
			if count == n.max {
				break
			}
			var next []int
			for _, p := range cur {
				next = union(next, g.match(n.elem, p))
			}
			cur = next // every repeated element of these grammars reads a character, so this ends
		}
		return ends
	case gRule:
		k := gMemoKey{string(n), i}
		if ends, ok := g.memo[k]; ok {
			return ends
		}
		ends := g.match(g.rules[string(n)], i)
		g.memo[k] = ends
		return ends
	}
	panic("unknown grammar element")
}

// union returns the sorted union of two sorted sets.
func union(a, b []int) []int {
	if len(b) == 0 {
		return a
	}
	m := append(append([]int{}, a...), b...)
	sort.Ints(m)
	out := m[:0]
	for i, v := range m {
		if i == 0 || v != m[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// chars splits s into characters, with the byte offset each starts at
// (and len(s) at the end). A byte that starts no UTF-8 character is a
// character of its own, -1.
func chars(s string) ([]rune, []int) {
	var rs []rune
	var at []int
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			r = -1
		}
		rs = append(rs, r)
		at = append(at, i)
		i += n
	}
	return rs, append(at, len(s))
}

// viable reports whether the characters p can begin a string of rule top
// (RFC 3986 4.1: top is "URI-reference", or "URI" for an absolute parse),
// and whether p itself is one.
func viable(p []rune, m Mode, top string) (ok, complete bool) {
	g := &gMatcher{rules: grammar(m), chars: p, memo: map[gMemoKey][]int{}}
	ends := g.match(gRule(top), 0)
	complete = len(ends) > 0 && ends[len(ends)-1] == len(p)
	return complete || g.hitEnd, complete
}

// slowFaultOffset returns the byte length of the longest prefix of s that
// can begin a string of rule top, and whether s is one. Viable prefixes are
// closed under taking prefixes, so this is the first prefix that is not
// viable, less its last character.
func slowFaultOffset(s string, m Mode, top string) (offset int, valid bool) {
	rs, at := chars(s)
	if ok, complete := viable(rs, m, top); ok {
		if complete {
			return len(s), true
		}
		return len(s), false // the input ends too soon
	}
	k := 0
	for {
		if ok, _ := viable(rs[:k+1], m, top); !ok {
			return at[k], false
		}
		k++
	}
}
