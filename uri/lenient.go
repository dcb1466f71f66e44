package uri

// This file implements lenient parsing of user-typed and legacy references:
// the delimiters, "URL:" prefix and whitespace of RFC 3986 Appendix C (RFC
// 2396 Appendix E), and the excluded characters of RFC 2396 2.4.3 (control,
// space, delims, unwise, and non-ASCII), repaired by percent-encoding (RFC
// 3986 2.1, 2.5) where the grammar of 3986 Appendix A allows the escaped
// form; in the URL Standard's special schemes, "\" before the query is read
// as "/", as browsers read it.

import (
	"slices"
	"strconv"
	"strings"
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
	// FixBackslash read "\" as "/" before the query of a reference in one
	// of the URL Standard's special schemes (see specialSchemes), as
	// browsers do: in "http://evil\@good/" the authority ends at the "\",
	// so the host is "evil", not "good".
	FixBackslash
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
	FixBackslash:  `"\" read as "/" in a special scheme (URL Standard 4.1)`,
}

// String describes the kind with the RFC section behind it.
func (k FixKind) String() string {
	if int(k) < len(fixKindNames) && fixKindNames[k] != "" {
		return fixKindNames[k]
	}
	return "FixKind(" + strconv.Itoa(int(k)) + ")"
}

// A Fix is one change ParseLenient made, a run of input bytes replaced:
//
//   - Offset: the byte offset in the input where the run starts;
//   - Old: the run as it was in the input, s[Offset:Offset+len(Old)]; its
//     length is the run's length;
//   - New: what the result holds in its place ("" when Old was removed);
//   - Kind: why.
//
// Fixes of one kind on adjacent runs are one Fix: "http://a/||" gives one
// FixUnwise with Old "||" and New "%7C%7C". Old is a substring of the
// input and New one of the result, so the fixes cost no copies of the
// text. Applying every fix to the input, in order, gives the result.
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
//     starting a triplet, non-ASCII text, a second "#";
//   - in a special scheme of the URL Standard (http, https, ws, wss, ftp,
//     file), reads "\" before the query as "/", as browsers do, so that it
//     ends the authority: "http://evil\@good/" becomes "http://evil/@good/",
//     host "evil". Only the character is read so; how many slashes start
//     an authority stays RFC 3986's rule ("http:\\\x" is "http:///x").
//
// Memory stays linear in the input: a run of one repair is one Fix, and
// the result is written once, at its final size. An input can still need
// a repair every byte or two ("\xff \xff ..."), each a Fix of some fifty
// bytes: ParseLenientFirst lists the first ones and counts the others.
//
// What encoding cannot repair is an *Error with Op "parse lenient" whose
// Offset points into s: a scheme that breaks RFC 3986 3.1 (or a ":" before
// any "/" with nothing before it), a port that is not digits, a bad
// IP-literal (RFC 6874 zone identifiers are not accepted).
func ParseLenient(s string) (Ref, []Fix, error) {
	r, fixes, _, err := ParseLenientFirst(s, -1)
	return r, fixes, err
}

// ParseLenientFirst is ParseLenient listing only the first n fixes (all of
// them when n is negative), and the number of the others, which it counts
// without making them: however many repairs an input needs, the call
// takes a few times its size in memory. The result is ParseLenient's.
func ParseLenientFirst(s string, n int) (Ref, []Fix, int, error) {
	if r, f := syntax.Parse(s, 0); f == nil && !hasURLPrefix(s, 0, len(s)) {
		return Ref{r}, nil, 0, nil
	}
	l := lenient{in: s, max: n}
	l.lo, l.hi = l.strip()
	l.clean()
	i, f := l.scheme()
	if f != nil {
		return Ref{}, nil, 0, l.fail(f, l.cOffset(f.Offset))
	}
	// Two passes: the first counts the result's bytes and the repairs,
	// the second writes them into a buffer of that size and records the
	// fixes, at most n of the repairs.
	l.pass(true)
	l.repair(i)
	size, repairs := l.n, l.nrepairs
	if n < 0 || repairs < n {
		n = repairs
	}
	l.pass(false)
	l.b.Grow(size)
	l.repairs = make([]Fix, 0, n)
	l.repair(i)
	out := l.b.String()
	r, f := syntax.Parse(out, 0)
	if f != nil {
		return Ref{}, nil, 0, l.fail(f, l.outOffset(i, f.Offset, len(out)))
	}
	fixes, more := l.allFixes(out)
	return Ref{r}, fixes, more, nil
}

// lenient holds the state of one ParseLenient call.
type lenient struct {
	in      string // the input
	lo, hi  int    // the reference in the input, without its surroundings
	angle   bool   // it was inside "<...>"
	around  []Fix  // of strip: around the reference, a handful
	c       string // in[lo:hi] less the removed whitespace
	special bool   // the scheme is one of specialSchemes
	max     int    // the most fixes listed, all when negative

	// The repair pass.
	count    bool            // only count the result's bytes, in n, and the repairs
	n        int             // bytes of the result (counting pass)
	nrepairs int             // repairs, runs merged (counting pass)
	b        strings.Builder // the result (writing pass)
	repairs  []Fix           // of repair, in input order, runs merged, New not yet set
	dropped  int             // repairs past the max, counted (writing pass)
	lastKind FixKind         // the last repair's kind
	lastEnd  int             // and the end of its run in the input
	cutAt    int             // in[cutAt:cutEnd], the next run of whitespace clean
	cutEnd   int             // removed, not before the byte being read (l.hi: none)
	shift    int             // the length of the runs before it
	target   int             // a result offset to map to the input (outOffset), else -1
	found    int             // the input offset of target
}

// pass readies l for a pass of repair: counting, or writing.
func (l *lenient) pass(count bool) {
	l.count = count
	l.n, l.nrepairs, l.dropped = 0, 0, 0
	l.lastKind, l.lastEnd = 0, 0
	l.cutAt, l.cutEnd = l.nextRemoved(l.lo)
	l.shift = 0
	l.target = -1
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
	for k < hi && (k > j && syntax.IsSchemeChar(s[k]) || k == j && syntax.IsAlpha(s[k])) {
		k++
	}
	if k > j && k < hi && s[k] == ':' {
		return j
	}
	return lo
}

func (l *lenient) fix(off int, old, new string, k FixKind) {
	l.around = append(l.around, Fix{Offset: off, Old: old, New: new, Kind: k})
}

// strip removes the surroundings of Appendix C and returns the bounds of
// what is left; l.angle says whether it was inside "<...>".
func (l *lenient) strip() (lo, hi int) {
	s := l.in
	lo, hi = l.trim(0, len(s))
	if hi-lo >= 2 && (s[lo] == '<' && s[hi-1] == '>' || s[lo] == '"' && s[hi-1] == '"') {
		l.angle = s[lo] == '<'
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
	slices.SortFunc(l.around, func(a, b Fix) int { return a.Offset - b.Offset })
	return lo, hi
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

// clean sets l.c to the reference without the whitespace that only breaks
// lines: all of it inside "<...>", else each run holding CR or LF. When
// nothing is removed, l.c is the input's own bytes. The runs removed are
// not noted: nextRemoved finds them again as they are needed.
func (l *lenient) clean() {
	s, lo, hi := l.in, l.lo, l.hi
	i, j := l.nextRemoved(lo)
	if i == hi {
		l.c = s[lo:hi]
		return
	}
	var b strings.Builder
	b.Grow(hi - lo)
	done := lo // s[lo:done] is in b, less what was removed
	for ; i < hi; i, j = l.nextRemoved(j) {
		b.WriteString(s[done:i])
		done = j
	}
	b.WriteString(s[done:hi])
	l.c = b.String()
}

// nextRemoved returns the first run of whitespace that clean removes from
// in[from:l.hi], in[i:j], from being the start of the reference or the end
// of a run; i and j are l.hi when there is none.
func (l *lenient) nextRemoved(from int) (i, j int) {
	s, hi := l.in, l.hi
	for i = from; i < hi; {
		if !isSpace(s[i]) {
			i++
			continue
		}
		j, brk := i, false
		for j < hi && isSpace(s[j]) {
			brk = brk || s[j] == '\n' || s[j] == '\r'
			j++
		}
		if l.angle || brk {
			return i, j
		}
		i = j
	}
	return hi, hi
}
