package iri

// This file reports the spoofing risks of RFC 3987 7.5 ("URI/IRI
// Selection": characters from different scripts in one component, and
// compatibility variants, which should be avoided: "newly created resource
// names should be in NFKC") and 8 (Security Considerations); the IRI
// drafts number them 6.5 and 7. They are warnings, not errors: the IRIs are
// valid.

import (
	"iter"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/urikit/urikit/internal/syntax"
)

// WarningKind says what a Warning is about.
type WarningKind uint8

// The kinds of warning.
const (
	// MixedScript: a host label or path segment holds letters of more
	// than one script (7.5: "only IRIs should be generated where all the
	// characters in a single component are used together in a given
	// language"), beyond the combinations one language uses (UTS #39
	// 5.2 "Highly Restrictive": Latin with Han and Hiragana and Katakana,
	// with Han and Bopomofo, or with Han and Hangul).
	MixedScript WarningKind = iota + 1
	// Compatibility: a compatibility variant, a character whose NFKC form
	// differs from its NFC form, such as U+FB01 LATIN SMALL LIGATURE FI or
	// the full-width Latin letters (7.5: "These should be avoided wherever
	// possible").
	Compatibility
)

func (k WarningKind) String() string {
	switch k {
	case MixedScript:
		return "mixed scripts"
	case Compatibility:
		return "compatibility character"
	}
	return "unknown"
}

// A Warning is a spoofing risk at one place of an IRI.
type Warning struct {
	Kind      WarningKind
	Offset    int    // byte offset of the offending character in the input
	Component string // "host label", "path segment", "query", ...
	Chars     string // the character concerned, as written
	Detail    string // the scripts of the component, or the NFKC form
}

// String returns the warning in the form `mixed scripts in host label at
// offset 8: "\u0430" (Latin, Cyrillic)`, the characters quoted in ASCII so
// that look-alikes show.
func (w Warning) String() string {
	return w.Kind.String() + " in " + w.Component + " at offset " + itoa(w.Offset) +
		": " + quote(w.Chars) + " (" + w.Detail + ")"
}

// Warnings returns the spoofing warnings for r, in the order of their
// offsets: MixedScript for each host label and path segment that mixes
// scripts, at its first letter of a script that does not belong (the
// minority script: see below), and Compatibility for each compatibility
// character anywhere, at that character. Every Offset is the byte offset
// in r.String() of the offending character, and Chars is that character.
//
// In a label or segment that mixes scripts no language writes together,
// the scripts are ranked by their number of letters, the first to appear
// leading on a tie, and kept in that order while they form one of the
// mixes of UTS #39 5.2; the warning points at the first letter of a script
// not kept. In "http://аpple.com" (Cyrillic U+0430, then Latin) that is
// offset 7, the Cyrillic letter.
func (r Ref) Warnings() []Warning {
	ws, _ := r.WarningsFirst(-1)
	return ws
}

// WarningsFirst returns the first n warnings of Warnings, all of them when
// n is negative, and the number of the others, which it counts without
// making them: a reference can hold a compatibility character every few
// bytes, each a Warning of some hundred bytes.
func (r Ref) WarningsFirst(n int) (ws []Warning, more int) {
	if !r.IsValid() {
		return nil, 0
	}
	s := r.String()
	sp := componentSpans(r)
	full := func() bool { return n >= 0 && len(ws) >= n }
	c := 0 // where the next compatibility character is looked for
	// compatibility lists or counts the compatibility characters before
	// offset end.
	compatibility := func(end int) {
		for c < end {
			ch, size := utf8.DecodeRuneInString(s[c:])
			if ch >= utf8.RuneSelf && isCompatibility(s[c:c+size]) {
				if full() {
					more++
				} else {
					ws = append(ws, Warning{Kind: Compatibility, Offset: c, Component: sp.name(c),
						Chars: s[c : c+size], Detail: "NFKC " + quote(norm.NFKC.String(s[c:c+size]))})
				}
			}
			c += size
		}
	}
	// The components that mix scripts follow one another in s; each
	// warning is within its component, after the compatibility
	// characters before it.
	for m := range r.mixedComponents() {
		compatibility(m.at)
		if full() {
			more++
		} else {
			ws = append(ws, mixedWarning(s, m))
		}
	}
	compatibility(len(s))
	return ws, more
}

// MixedScripts yields the MixedScript warnings of Warnings, in the order
// of their offsets, each made as it is yielded: a caller that stops early
// pays only for the warnings it took, and none is made for compatibility
// characters.
func (r Ref) MixedScripts() iter.Seq[Warning] {
	return func(yield func(Warning) bool) {
		s := r.String()
		for m := range r.mixedComponents() {
			if !yield(mixedWarning(s, m)) {
				return
			}
		}
	}
}

// mixed is a component that mixes scripts: s[start:end], its name, and
// the offset of its first letter of a script not kept (mixedScript).
type mixed struct {
	start, end, at int
	name           string
}

// mixedComponents yields the host labels and path segments of r that mix
// scripts, in order, making nothing.
func (r Ref) mixedComponents() iter.Seq[mixed] {
	return func(yield func(mixed) bool) {
		if !r.IsValid() {
			return
		}
		s := r.String()
		sp := componentSpans(r)
		split := func(c span, name string, sep byte) bool {
			start := c.start
			for i := c.start; i <= c.end; i++ {
				if i == c.end || s[i] == sep {
					if at, ok := mixedScript(s, start, i); ok && !yield(mixed{start, i, at, name}) {
						return false
					}
					start = i + 1
				}
			}
			return true
		}
		if r.HostKind() == HostRegName && !split(sp.host, "host label", '.') {
			return
		}
		split(sp.path, "path segment", '/')
	}
}

// isCompatibility reports whether the character ch has a compatibility
// decomposition: its NFKD form differs from its NFD form.
func isCompatibility(ch string) bool {
	k := norm.NFKD.PropertiesString(ch).Decomposition()
	d := norm.NFD.PropertiesString(ch).Decomposition()
	return string(k) != string(d)
}

// Script returns the name of the Unicode script of c (UAX #24, as in
// unicode.Scripts: "Latin", "Cyrillic", "Armenian", ...), "" for the
// Common and Inherited scripts (digits, punctuation, combining marks) and
// for unassigned code points. It is the script the mixed-script warnings
// (RFC 3987 7.5, UTS #39 5.2) count.
func Script(c rune) string {
	if c < utf8.RuneSelf {
		if syntax.IsAlpha(byte(c)) {
			return "Latin"
		}
		return ""
	}
	if unicode.Is(unicode.Common, c) || unicode.Is(unicode.Inherited, c) {
		return ""
	}
	for _, name := range scriptNames {
		if unicode.Is(unicode.Scripts[name], c) {
			return name
		}
	}
	return ""
}

// scriptNames are the scripts of package unicode but Common and Inherited,
// those most frequent in host names first, for speed.
var scriptNames = func() []string {
	first := []string{"Latin", "Cyrillic", "Greek", "Armenian", "Han", "Hiragana", "Katakana", "Hangul", "Arabic", "Hebrew"}
	var rest []string
	for name := range unicode.Scripts {
		if name != "Common" && name != "Inherited" && !slices.Contains(first, name) {
			rest = append(rest, name)
		}
	}
	sort.Strings(rest)
	return append(first, rest...)
}()

// allowedMixes are the script sets one language writes together (UTS #39
// 5.2, Highly Restrictive).
var allowedMixes = [][]string{
	{"Latin", "Han", "Hiragana", "Katakana"},
	{"Latin", "Han", "Bopomofo"},
	{"Latin", "Han", "Hangul"},
}

// mixedScript checks s[start:end] for letters of scripts no language writes
// together, and points at the first offending letter: the component's
// scripts are ranked by how many of its letters they write (on a tie, the
// one that comes first leads), kept in that order while they make an
// allowed mix, and the warning is at the first letter of a script not
// kept. So "аpple" (Cyrillic U+0430) warns at the Cyrillic letter and
// "пpивет" (Latin "p") at the Latin one. It allocates nothing for a
// component of up to eight scripts.
func mixedScript(s string, start, end int) (at int, ok bool) {
	var tally [8]scriptCount
	t := scripts(s, start, end, tally[:0])
	if len(t) < 2 {
		return 0, false
	}
	var buf [8]string
	if mixAllowed(names(t, buf[:0])) {
		return 0, false
	}
	var rbuf [8]scriptCount
	ranked := append(rbuf[:0], t...)
	slices.SortStableFunc(ranked, func(a, b scriptCount) int { return b.n - a.n })
	kept := buf[:0]
	at = len(s)
	for _, t := range ranked {
		if len(kept) == 0 || mixAllowed(append(kept, t.name)) {
			kept = append(kept, t.name)
		} else {
			at = min(at, t.first)
		}
	}
	return at, true
}

// mixedWarning makes the warning of the component m.
func mixedWarning(s string, m mixed) Warning {
	_, size := utf8.DecodeRuneInString(s[m.at:])
	var tally [8]scriptCount
	return Warning{Kind: MixedScript, Offset: m.at, Component: m.name, Chars: s[m.at : m.at+size],
		Detail: strings.Join(names(scripts(s, m.start, m.end, tally[:0]), nil), ", ")}
}

// scripts appends to tally the scripts of the letters of s[start:end], in
// the order of their first letter, with their number of letters.
func scripts(s string, start, end int, tally []scriptCount) []scriptCount {
	ascii := true
	for i := start; i < end; i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return tally // Latin letters at most
	}
	for i, c := range s[start:end] {
		sc := Script(c)
		if sc == "" {
			continue
		}
		k := slices.IndexFunc(tally, func(t scriptCount) bool { return t.name == sc })
		if k < 0 {
			tally = append(tally, scriptCount{name: sc, first: start + i})
			k = len(tally) - 1
		}
		tally[k].n++
	}
	return tally
}

// names appends the names of the scripts of tally to dst.
func names(tally []scriptCount, dst []string) []string {
	for _, t := range tally {
		dst = append(dst, t.name)
	}
	return dst
}

// scriptCount is a script's number of letters in a component and the
// offset of its first.
type scriptCount struct {
	name  string
	n     int
	first int
}

func mixAllowed(scripts []string) bool {
	for _, mix := range allowedMixes {
		ok := true
		for _, sc := range scripts {
			if !slices.Contains(mix, sc) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// name returns the name of the component holding offset i.
func (sp spans) name(i int) string {
	switch {
	case sp.hasFragment && i >= sp.fragment.start:
		return "fragment"
	case sp.hasQuery && i >= sp.query.start:
		return "query"
	case i >= sp.path.start:
		return "path"
	case i >= sp.host.start:
		return "host"
	case sp.hasUserinfo && i >= sp.userinfo.start:
		return "userinfo"
	}
	return "scheme"
}
