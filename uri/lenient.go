package uri

// This file implements lenient parsing of user-typed and legacy references:
// the delimiters, "URL:" prefix and whitespace of RFC 3986 Appendix C (RFC
// 2396 Appendix E), and the excluded characters of RFC 2396 2.4.3 (control,
// space, delims, unwise, and non-ASCII), repaired by percent-encoding (RFC
// 3986 2.1, 2.5) where the grammar of 3986 Appendix A allows the escaped
// form.

import (
	"slices"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// FixKind says why ParseLenient changed part of its input.
type FixKind uint8

// The kinds of repair.
const (
	// FixDelimiter removed a surrounding "<" and ">" or a pair of double
	// quotes (RFC 3986 Appendix C).
	FixDelimiter FixKind = iota + 1
	// FixPrefix removed the "URL:" prefix, in any case, with the whitespace
	// after it (RFC 2396 Appendix E, RFC 3986 Appendix C).
	FixPrefix
	// FixWhitespace removed whitespace: around the reference, anywhere
	// inside "<...>", or a run holding a line break (Appendix C).
	FixWhitespace
	// FixSpace encoded a space as "%20" (RFC 2396 2.4.3).
	FixSpace
	// FixControl encoded a control character, %x00-1F or %x7F (RFC 2396
	// 2.4.3).
	FixControl
	// FixDelims encoded "<", ">" or `"` inside the reference, or a "#"
	// after the fragment's (RFC 2396 2.4.3 delims).
	FixDelims
	// FixUnwise encoded "{", "}", "|", "\", "^", "[", "]" or "`" (RFC 2396
	// 2.4.3 unwise).
	FixUnwise
	// FixPercent encoded a "%" that does not start a pct-encoded triplet
	// as "%25" (RFC 3986 2.1, 2.4).
	FixPercent
	// FixNonASCII encoded a non-ASCII character as its UTF-8 octets (RFC
	// 3986 2.5, RFC 3987 3.1); bytes that are not UTF-8 are encoded one by
	// one.
	FixNonASCII
	// FixReserved encoded a delimiter inside a component that cannot hold
	// it: an "@" in userinfo before the last "@" of the authority (RFC 3986
	// 2.2, 3.2.1).
	FixReserved
)

var fixKindNames = [...]string{
	FixDelimiter:  "delimiter around the reference (RFC 3986 Appendix C)",
	FixPrefix:     `"URL:" prefix (RFC 3986 Appendix C)`,
	FixWhitespace: "whitespace (RFC 3986 Appendix C)",
	FixSpace:      "space (RFC 2396 2.4.3)",
	FixControl:    "control character (RFC 2396 2.4.3)",
	FixDelims:     "delimiter character (RFC 2396 2.4.3 delims)",
	FixUnwise:     "unwise character (RFC 2396 2.4.3)",
	FixPercent:    `"%" not starting pct-encoded (RFC 3986 2.1)`,
	FixNonASCII:   "non-ASCII character (RFC 3986 2.5)",
	FixReserved:   "reserved character the component cannot hold (RFC 3986 2.2)",
}

// String describes the kind with the RFC section behind it.
func (k FixKind) String() string {
	if int(k) < len(fixKindNames) && fixKindNames[k] != "" {
		return fixKindNames[k]
	}
	return "FixKind(" + strconv.Itoa(int(k)) + ")"
}

// A Fix is one change ParseLenient made: at byte Offset of its input, Old
// was there and New replaced it ("" when Old was removed).
type Fix struct {
	Offset int
	Old    string
	New    string
	Kind   FixKind
}

// String describes the fix: `offset 8: " " -> "%20" (space (RFC 2396 2.4.3))`.
func (f Fix) String() string {
	s := "offset " + strconv.Itoa(f.Offset) + ": " + strconv.Quote(f.Old)
	if f.New == "" {
		s += " removed"
	} else {
		s += " -> " + strconv.Quote(f.New)
	}
	return s + " (" + f.Kind.String() + ")"
}

// ParseLenient parses user-typed or legacy text as a URI-reference,
// repairing what the strict grammar refuses, and reports every change as a
// Fix, in input order. The result is always a valid strict Ref (it is what
// Parse gives for the repaired string); input that Parse accepts and that
// does not start with "URL:" comes back unchanged, with no fixes.
//
// In order, it
//
//   - trims whitespace (Unicode White_Space and a byte order mark) around
//     the text, then a surrounding pair of "<" ">" or of double quotes (or
//     an opening one left without its pair) and the whitespace just inside
//     it, then a "URL:"
//     prefix in any case when whitespace or a scheme and ":" follow it
//     (RFC 3986 Appendix C; RFC 2396 Appendix E);
//   - removes whitespace that breaks a long reference across lines: inside
//     "<...>" all of it, elsewhere each run that holds a line break;
//   - splits the rest into components as RFC 3986 Appendix B does (the
//     userinfo ends at the authority's last "@") and percent-encodes, as
//     UTF-8 octets, every character the component does not allow: spaces,
//     controls, RFC 2396 2.4.3's delims and unwise characters, a "%" not
//     starting a triplet, non-ASCII text, a second "#".
//
// What encoding cannot repair is an *Error with Op "parse lenient" whose
// Offset points into s: a scheme that breaks RFC 3986 3.1 (or a ":" before
// any "/" with nothing before it), a port that is not digits, a bad
// IP-literal (RFC 6874 zone identifiers are not accepted).
func ParseLenient(s string) (Ref, []Fix, error) {
	if r, f := syntax.Parse(s, 0); f == nil && !hasURLPrefix(s, 0, len(s)) {
		return Ref{r}, nil, nil
	}
	l := lenient{in: s}
	lo, hi, angle := l.strip()
	l.clean(lo, hi, angle)
	if f := l.repair(); f != nil {
		return Ref{}, nil, l.fail(f, l.corig, hi)
	}
	out := string(l.out)
	r, f := syntax.Parse(out, 0)
	if f != nil {
		return Ref{}, nil, l.fail(f, l.oorig, hi)
	}
	return Ref{r}, l.sortedFixes(), nil
}

// lenient holds the state of one ParseLenient call.
type lenient struct {
	in    string  // the input
	c     []byte  // the input without delimiters and removed whitespace
	corig []int32 // offset in the input of each byte of c
	out   []byte  // the repaired reference
	oorig []int32 // offset in the input of each byte of out
	fixes []Fix   // of strip: around the reference, a handful
	inner []Fix   // of clean and repair, each list in input order
	split int     // inner[:split] are clean's
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// hasURLPrefix reports whether s[lo:hi] starts with "URL:" (any case)
// followed by whitespace or by scheme ":".
func hasURLPrefix(s string, lo, hi int) bool {
	return urlPrefixEnd(s, lo, hi) > lo
}

// urlPrefixEnd returns the end of a "URL:" prefix and the whitespace after
// it at s[lo:hi], or lo when there is none.
func urlPrefixEnd(s string, lo, hi int) int {
	if hi-lo < 4 || s[lo]|0x20 != 'u' || s[lo+1]|0x20 != 'r' || s[lo+2]|0x20 != 'l' || s[lo+3] != ':' {
		return lo
	}
	j := lo + 4
	for j < hi && isSpace(s[j]) {
		j++
	}
	if j > lo+4 {
		return j
	}
	// 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":".
	k := j
	for k < hi && (k > j && isSchemeChar(s[k]) || k == j && isAlpha(s[k])) {
		k++
	}
	if k > j && k < hi && s[k] == ':' {
		return j
	}
	return lo
}

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isSchemeChar(c byte) bool {
	return isAlpha(c) || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
}

func (l *lenient) fix(off int, old, new string, k FixKind) {
	l.fixes = append(l.fixes, Fix{Offset: off, Old: old, New: new, Kind: k})
}

// strip removes the surroundings of Appendix C and returns the bounds of
// what is left and whether it was inside "<...>".
func (l *lenient) strip() (lo, hi int, angle bool) {
	s := l.in
	lo, hi = l.trim(0, len(s))
	if hi-lo >= 2 && (s[lo] == '<' && s[hi-1] == '>' || s[lo] == '"' && s[hi-1] == '"') {
		angle = s[lo] == '<'
		l.fix(lo, s[lo:lo+1], "", FixDelimiter)
		l.fix(hi-1, s[hi-1:hi], "", FixDelimiter)
		lo, hi = l.trim(lo+1, hi-1)
	} else if hi > lo && (s[lo] == '<' || s[lo] == '"') {
		// An opening delimiter without its closing one cannot start a
		// reference (it would be encoded into a first segment holding the
		// scheme's ":"): drop it too.
		l.fix(lo, s[lo:lo+1], "", FixDelimiter)
		lo, hi = l.trim(lo+1, hi)
	}
	if j := urlPrefixEnd(s, lo, hi); j > lo {
		l.fix(lo, s[lo:j], "", FixPrefix)
		lo = j
	}
	return lo, hi, angle
}

// trim removes the whitespace at both ends of s[lo:hi]: Unicode White_Space
// and U+FEFF (a byte order mark left at the start of a text).
func (l *lenient) trim(lo, hi int) (int, int) {
	s := l.in
	i := lo
	for i < hi {
		r, n := utf8.DecodeRuneInString(s[i:hi])
		if !unicode.IsSpace(r) && r != 0xFEFF {
			break
		}
		i += n
	}
	if i > lo {
		l.fix(lo, s[lo:i], "", FixWhitespace)
	}
	j := hi
	for j > i {
		r, n := utf8.DecodeLastRuneInString(s[i:j])
		if !unicode.IsSpace(r) && r != 0xFEFF {
			break
		}
		j -= n
	}
	if j < hi {
		l.fix(j, s[j:hi], "", FixWhitespace)
	}
	return i, j
}

// clean copies s[lo:hi] to l.c without the whitespace that only breaks
// lines: all of it inside "<...>", else each run holding CR or LF.
func (l *lenient) clean(lo, hi int, angle bool) {
	s := l.in
	l.c = make([]byte, 0, hi-lo)
	l.corig = make([]int32, 0, hi-lo)
	for i := lo; i < hi; {
		if !isSpace(s[i]) {
			l.c = append(l.c, s[i])
			l.corig = append(l.corig, int32(i))
			i++
			continue
		}
		j, brk := i, false
		for j < hi && isSpace(s[j]) {
			brk = brk || s[j] == '\n' || s[j] == '\r'
			j++
		}
		if angle || brk {
			l.inner = append(l.inner, Fix{i, s[i:j], "", FixWhitespace})
		} else {
			for k := i; k < j; k++ {
				l.c = append(l.c, s[k])
				l.corig = append(l.corig, int32(k))
			}
		}
		i = j
	}
	l.split = len(l.inner)
	l.out = make([]byte, 0, len(l.c)+len(l.c)/4+8)
	l.oorig = make([]int32, 0, cap(l.out))
}

// keep copies c[i:j] to the output unchanged.
func (l *lenient) keep(i, j int) {
	l.out = append(l.out, l.c[i:j]...)
	l.oorig = append(l.oorig, l.corig[i:j]...)
}

// escape percent-encodes the character at c[i] and returns its length.
func (l *lenient) escape(i int, k FixKind) int {
	size := 1
	if l.c[i] >= 0x80 {
		if r, n := utf8.DecodeRune(l.c[i:]); r != utf8.RuneError || n > 1 {
			size = n
		}
	}
	start := len(l.out)
	for _, b := range l.c[i : i+size] {
		l.out = append(l.out, '%', "0123456789ABCDEF"[b>>4], "0123456789ABCDEF"[b&15])
		o := l.corig[i]
		l.oorig = append(l.oorig, o, o, o)
	}
	off := int(l.corig[i])
	var new string
	if size == 1 {
		new = pctEncoded[3*int(l.c[i]) : 3*int(l.c[i])+3]
	} else {
		new = string(l.out[start:])
	}
	l.inner = append(l.inner, Fix{off, l.in[off : off+size], new, k})
	return size
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

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f'
}

// component copies c[i:j], encoding what component comp cannot hold; a
// well-formed triplet is kept.
func (l *lenient) component(i, j int, comp Component) {
	for i < j {
		b := l.c[i]
		switch {
		case b == '%' && i+2 < j && isHex(l.c[i+1]) && isHex(l.c[i+2]):
			l.keep(i, i+3)
			i += 3
		case !syntax.NeedsEscape(b, syntax.Component(comp)):
			l.keep(i, i+1)
			i++
		case b == '@' && comp == Userinfo:
			i += l.escape(i, FixReserved)
		default:
			i += l.escape(i, kindOf(b))
		}
	}
}

// indexAny returns the offset of the first byte of c[i:j] in set, or j.
func (l *lenient) indexAny(i, j int, set string) int {
	for ; i < j; i++ {
		for k := 0; k < len(set); k++ {
			if l.c[i] == set[k] {
				return i
			}
		}
	}
	return j
}

// repair splits l.c into components (RFC 3986 Appendix B) and copies them
// to l.out, encoding what each cannot hold. It returns a Fault, with an
// offset into l.c, for a scheme it cannot repair.
func (l *lenient) repair() *syntax.Fault {
	c, m := l.c, len(l.c)
	i := 0
	// 3.1: the scheme ends at a ":" before any "/", "?" or "#".
	if k := l.indexAny(0, m, ":/?#"); k < m && c[k] == ':' {
		if f := syntax.SchemeOnly(string(c[:k])); f != nil {
			return f
		}
		l.keep(0, k+1)
		i = k + 1
	}
	// 3.2: "//" authority, up to the next "/", "?" or "#".
	if i+1 < m && c[i] == '/' && c[i+1] == '/' {
		l.keep(i, i+2)
		a := i + 2
		e := l.indexAny(a, m, "/?#")
		h := a
		for k := e - 1; k >= a; k-- {
			if c[k] == '@' {
				l.component(a, k, Userinfo)
				l.keep(k, k+1)
				h = k + 1
				break
			}
		}
		if h < e && c[h] == '[' {
			// An IP-literal and port, kept for the strict parser to judge.
			l.keep(h, e)
		} else {
			p := l.indexAny(h, e, ":")
			l.component(h, p, Host)
			l.keep(p, e) // the port, judged by the strict parser
		}
		i = e
	}
	// 3.3 path, 3.4 query, 3.5 fragment.
	q := l.indexAny(i, m, "?#")
	l.component(i, q, Path)
	if q < m && c[q] == '?' {
		l.keep(q, q+1)
		f := l.indexAny(q+1, m, "#")
		l.component(q+1, f, Query)
		q = f
	}
	if q < m {
		l.keep(q, q+1)
		l.component(q+1, m, Fragment)
	}
	return nil
}

// pctEncoded holds "%00%01...%FF", the triplet of every octet.
var pctEncoded = func() string {
	b := make([]byte, 0, 3*256)
	for i := 0; i < 256; i++ {
		b = append(b, '%', "0123456789ABCDEF"[i>>4], "0123456789ABCDEF"[i&15])
	}
	return string(b)
}()

// sortedFixes merges the fixes of the three passes into input order in
// linear time: clean's and repair's lists are each in order, strip's few
// are sorted first.
func (l *lenient) sortedFixes() []Fix {
	slices.SortStableFunc(l.fixes, func(a, b Fix) int { return a.Offset - b.Offset })
	inner := merge(l.inner[:l.split], l.inner[l.split:])
	if len(l.fixes) == 0 {
		return inner
	}
	return merge(l.fixes, inner)
}

// merge merges two lists of fixes each in input order.
func merge(a, b []Fix) []Fix {
	if len(a) == 0 {
		return b
	}
	if len(b) == 0 {
		return a
	}
	m := make([]Fix, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if b[0].Offset < a[0].Offset {
			m = append(m, b[0])
			b = b[1:]
		} else {
			m = append(m, a[0])
			a = a[1:]
		}
	}
	m = append(m, a...)
	return append(m, b...)
}

// fail turns a fault at an offset of l.c or l.out, whose bytes come from
// the input offsets orig, into an *Error at the matching offset of the
// input; hi is where the input's reference ended.
func (l *lenient) fail(f *syntax.Fault, orig []int32, hi int) error {
	off := hi
	if f.Offset < len(orig) {
		off = int(orig[f.Offset])
	}
	g := *f
	g.Offset = off
	return &Error{Op: "parse lenient", Input: l.in, Offset: off, Component: Component(f.Component()), Err: &g}
}
