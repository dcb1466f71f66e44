package uri

// This file is the repair pass of ParseLenient: the reference is split into
// components as RFC 3986 Appendix B does, and each character a component
// cannot hold (RFC 3986 Appendix A) is percent-encoded (2.1, 2.5); in the
// URL Standard's special schemes, "\" before the query is read as "/".

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// specialSchemes are the special schemes of the WHATWG URL Standard (4.1
// URL representation: "ftp", "file", "http", "https", "ws", "wss"). For
// them a browser's parser reads "\" as "/" in the authority and the path
// (the "special authority slashes", "authority", "host" and "path"
// states), so ParseLenient does too: a reference a browser opens at host
// "evil" must not come back with host "good".
var specialSchemes = [...]string{"ftp", "file", "http", "https", "ws", "wss"}

func isSpecial(scheme string) bool {
	for _, s := range specialSchemes {
		if strings.EqualFold(scheme, s) {
			return true
		}
	}
	return false
}

// scheme finds the scheme (3.1: it ends at a ":" before any "/", "?" or
// "#"), checks it, and returns the offset in l.c after its ":" (0 when
// there is none), or a Fault with an offset into l.c.
func (l *lenient) scheme() (int, *syntax.Fault) {
	c := l.c
	k := strings.IndexAny(c, ":/?#")
	if k < 0 || c[k] != ':' {
		return 0, nil
	}
	if f := syntax.SchemeOnly(c[:k]); f != nil {
		return 0, f
	}
	l.special = isSpecial(c[:k])
	return k + 1, nil
}

// repair copies l.c from offset i on (after the scheme, which it copied
// already or which there is none of) to the result, encoding what each
// component cannot hold.
func (l *lenient) repair(i int) {
	c, m := l.c, len(l.c)
	l.keep(0, i)
	slash := func(b byte) bool { return b == '/' || b == '\\' && l.special }
	// 3.2: "//" authority, up to the next "/", "?" or "#".
	if i+1 < m && slash(c[i]) && slash(c[i+1]) {
		l.component(i, i+2, Path) // "/" stays, "\" becomes "/"
		a := i + 2
		e := a
		for e < m && !slash(c[e]) && c[e] != '?' && c[e] != '#' {
			e++
		}
		h := a
		if k := strings.LastIndexByte(c[a:e], '@'); k >= 0 {
			// 3.2.1: the userinfo ends at the last "@".
			l.component(a, a+k, Userinfo)
			l.keep(a+k, a+k+1)
			h = a + k + 1
		}
		if h < e && c[h] == '[' {
			// An IP-literal and port, kept for the strict parser to judge.
			l.keep(h, e)
		} else {
			p := e
			if k := strings.IndexByte(c[h:e], ':'); k >= 0 {
				p = h + k
			}
			l.component(h, p, Host)
			l.keep(p, e) // the port, judged by the strict parser
		}
		i = e
	}
	// 3.3 path, 3.4 query, 3.5 fragment.
	q := indexAny(c, i, "?#")
	l.component(i, q, Path)
	if q < m && c[q] == '?' {
		l.keep(q, q+1)
		f := indexAny(c, q+1, "#")
		l.component(q+1, f, Query)
		q = f
	}
	if q < m {
		l.keep(q, q+1)
		l.component(q+1, m, Fragment)
	}
}

// indexAny returns the offset of the first byte of c[i:] in set, or
// len(c).
func indexAny(c string, i int, set string) int {
	if k := strings.IndexAny(c[i:], set); k >= 0 {
		return i + k
	}
	return len(c)
}

// component copies c[i:j], encoding what component comp cannot hold; a
// well-formed triplet is kept.
func (l *lenient) component(i, j int, comp Component) {
	c := l.c
	for i < j {
		k := i
		for k < j && c[k] != '%' && c[k] != '\\' && !syntax.NeedsEscape(c[k], syntax.Component(comp)) {
			k++
		}
		l.keep(i, k)
		if i = k; i == j {
			return
		}
		b := c[i]
		switch {
		case b == '%' && i+2 < j && syntax.IsHexDig(c[i+1]) && syntax.IsHexDig(c[i+2]):
			l.keep(i, i+3)
			i += 3
		case b == '%' || b == '\\' && !(l.special && comp == Path):
			i += l.escape(i, kindOf(b))
		case b == '\\':
			l.replace(i, "/", FixBackslash)
			i++
		case b == '@' && comp == Userinfo:
			i += l.escape(i, FixReserved)
		default:
			i += l.escape(i, kindOf(b))
		}
	}
}

// keep copies c[i:j] to the result unchanged.
func (l *lenient) keep(i, j int) {
	if l.count {
		if l.target >= l.n && l.target < l.n+j-i {
			l.found = l.inOffset(i + l.target - l.n)
		}
		l.n += j - i
	} else {
		l.b.WriteString(l.c[i:j])
	}
}

// replace writes new in place of the byte c[i].
func (l *lenient) replace(i int, new string, k FixKind) {
	o := l.inOffset(i)
	l.record(o, 1, k)
	if l.count {
		if l.target >= l.n && l.target < l.n+len(new) {
			l.found = o
		}
		l.n += len(new)
		return
	}
	l.b.WriteString(new)
}

// escape percent-encodes the character at c[i] (its UTF-8 octets, or the
// one byte when it starts no UTF-8 character) and returns its length.
func (l *lenient) escape(i int, k FixKind) int {
	o := l.inOffset(i)
	size := 1
	if l.c[i] >= utf8.RuneSelf {
		// Decoded from the input: whitespace removed between two bytes
		// must not join them into one character.
		if r, n := utf8.DecodeRuneInString(l.in[o:]); r != utf8.RuneError || n > 1 {
			size = n
		}
	}
	l.record(o, size, k)
	if l.count {
		if l.target >= l.n && l.target < l.n+3*size {
			l.found = o + (l.target-l.n)/3 // each byte "%XX"
		}
		l.n += 3 * size
		return size
	}
	for k := i; k < i+size; k++ {
		t := 3 * int(l.c[k])
		l.b.WriteString(pctEncoded[t : t+3])
	}
	return size
}

// record notes that the input's bytes in[off:off+size] were replaced, as
// part of the last fix when it is of the same kind and ends at off: the
// counting pass counts the fixes, the writing pass lists them, at most
// l.max, and counts the others. New is set once the result is written
// (allFixes).
func (l *lenient) record(off, size int, k FixKind) {
	if l.lastKind == k && l.lastEnd == off {
		l.lastEnd = off + size
		if !l.count && l.dropped == 0 {
			last := &l.repairs[len(l.repairs)-1]
			last.Old = l.in[last.Offset:l.lastEnd]
		}
		return
	}
	l.lastKind, l.lastEnd = k, off+size
	switch {
	case l.count:
		l.nrepairs++
	case len(l.repairs) == cap(l.repairs):
		l.dropped++
	default:
		l.repairs = append(l.repairs, Fix{Offset: off, Old: l.in[off:l.lastEnd], Kind: k})
	}
}

// inOffset returns the input offset of c[i]. The repair pass asks in
// increasing order, so a cursor over the removed whitespace serves.
func (l *lenient) inOffset(i int) int {
	for l.cutAt < l.hi && l.cutAt-l.lo-l.shift <= i {
		l.shift += l.cutEnd - l.cutAt
		l.cutAt, l.cutEnd = l.nextRemoved(l.cutEnd)
	}
	return l.lo + i + l.shift
}

// kindOf says why the character c must be encoded.
func kindOf(c byte) FixKind {
	switch {
	case c == ' ':
		return FixSpace
	case c < 0x20 || c == 0x7f:
		return FixControl
	case c >= 0x80:
		return FixNonASCII
	}
	switch c {
	case '%':
		return FixPercent
	case '<', '>', '"', '#':
		return FixDelims
	case '{', '}', '|', '\\', '^', '[', ']', '`':
		return FixUnwise
	}
	return FixReserved
}

// pctEncoded holds "%00%01...%FF", the triplet of every octet.
var pctEncoded = func() string {
	b := make([]byte, 0, 3*256)
	for i := 0; i < 256; i++ {
		b = syntax.AppendPct(b, byte(i))
	}
	return string(b)
}()
