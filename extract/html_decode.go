package extract

// This file decodes an HTML attribute value as the tokenizer of
// golang.org/x/net/html does (HTML Living Standard 13.2.5.72 "Character
// reference state", in an attribute value; CR and CRLF read as LF, 13.2.3.5
// "Preprocessing the input stream"; U+0000 read as U+FFFD), keeping for
// every decoded byte the raw byte it came from, so that a part of the value
// (a srcset candidate, the URL of a refresh) has a span in the document.

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/urikit/urikit/internal/syntax"
)

// decoded is an attribute value after decoding, with its map back to the
// raw bytes.
type decoded struct {
	s string
	// pieces are the runs of s that came from one raw run: a literal run
	// maps byte for byte, a character reference (or a CR LF, a NUL) maps
	// as a whole. nil when s is the raw value itself.
	pieces []piece
}

type piece struct {
	dec, raw       int // start in the decoded value and in the raw value
	decLen, rawLen int
	literal        bool
}

// rawStart returns the raw offset where the decoded byte d starts: inside a
// character reference, the reference's start.
func (v *decoded) rawStart(d int) int {
	if v.pieces == nil {
		return d
	}
	p := v.find(d)
	if p.literal {
		return p.raw + d - p.dec
	}
	return p.raw
}

// rawEnd returns the raw offset where the decoded bytes before d end:
// inside a character reference, the reference's end.
func (v *decoded) rawEnd(d int) int {
	if d == 0 || v.pieces == nil {
		return d
	}
	p := v.find(d - 1)
	if p.literal {
		return p.raw + d - p.dec
	}
	return p.raw + p.rawLen
}

// find returns the piece holding the decoded byte d (the last piece when d
// is past the end).
func (v *decoded) find(d int) piece {
	lo, hi := 0, len(v.pieces)
	for hi-lo > 1 {
		m := (lo + hi) / 2
		if v.pieces[m].dec <= d {
			lo = m
		} else {
			hi = m
		}
	}
	if len(v.pieces) == 0 {
		return piece{literal: true}
	}
	return v.pieces[lo]
}

// entities caches the named character references looked up, for one
// document; a name maps to its replacement, or to "" when it is not one.
type entities map[string]string

// maxEntityCache bounds the cache: past it, it is emptied before the next
// value (which may add as many names as it holds).
const maxEntityCache = 4096

// decodeAttr decodes raw, an attribute value as written between its quotes.
// names is the cache of named references; the lookups it lacks are made by
// lookupNames, all the names of one value at once.
func decodeAttr(raw string, names entities) decoded {
	if !strings.ContainsAny(raw, "&\r\x00") {
		return decoded{s: raw}
	}
	if len(names) > maxEntityCache {
		clear(names)
	}
	var missing []string
	for i := strings.IndexByte(raw, '&'); i >= 0; {
		if name, ok := namedRef(raw, i); ok {
			if _, seen := names[name]; !seen {
				names[name] = "" // until lookupNames says
				missing = append(missing, name)
			}
		}
		j := strings.IndexByte(raw[i+1:], '&')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if len(missing) > 0 {
		lookupNames(missing, names)
	}
	var b strings.Builder
	b.Grow(len(raw))
	var v decoded
	lit := 0 // start of the literal run not yet added
	flush := func(i int) {
		if i > lit {
			v.pieces = append(v.pieces, piece{dec: b.Len(), raw: lit, decLen: i - lit, rawLen: i - lit, literal: true})
			b.WriteString(raw[lit:i])
		}
	}
	special := func(i, n int, repl string) {
		flush(i)
		v.pieces = append(v.pieces, piece{dec: b.Len(), raw: i, decLen: len(repl), rawLen: n})
		b.WriteString(repl)
		lit = i + n
	}
	for i := 0; i < len(raw); {
		switch raw[i] {
		case 0:
			special(i, 1, "\ufffd")
			i++
		case '\r':
			n := 1
			if i+1 < len(raw) && raw[i+1] == '\n' {
				n = 2
			}
			special(i, n, "\n")
			i += n
		case '&':
			repl, n := charRef(raw, i, names)
			if n == 0 {
				i++
				continue
			}
			special(i, n, repl)
			i += n
		default:
			i++
		}
	}
	flush(len(raw))
	v.s = b.String()
	return v
}

// namedRef returns the name of the named character reference candidate at
// raw[i] ("&"): the ASCII letters and digits after it, with the ";" that
// ends them, when it is one a lookup must decide; it reports false for a
// numeric reference, an empty name and, in an attribute value, a name
// without ";" followed by "=" (13.2.5.73: "historical reasons").
func namedRef(raw string, i int) (string, bool) {
	j := i + 1
	for j < len(raw) && syntax.IsAlphaNum(raw[j]) {
		j++
	}
	if j == i+1 {
		return "", false
	}
	if j < len(raw) && raw[j] == ';' {
		return raw[i+1 : j+1], true
	}
	if j < len(raw) && raw[j] == '=' {
		return "", false
	}
	return raw[i+1 : j], true
}

// charRef decodes the character reference at raw[i] ("&") and returns its
// replacement and length, or a length of 0 when "&" is a literal.
func charRef(raw string, i int, names entities) (string, int) {
	if i+1 < len(raw) && raw[i+1] == '#' {
		return numericRef(raw, i)
	}
	name, ok := namedRef(raw, i)
	if !ok {
		return "", 0
	}
	repl := names[name]
	if repl == "" {
		return "", 0
	}
	return repl, 1 + len(name)
}

// numericRef decodes "&#DDD;" or "&#xHHH;" at raw[i] (13.2.5.75 to
// 13.2.5.80): the ";" is optional, U+0000, surrogates and values past
// U+10FFFF read as U+FFFD, and 0x80 to 0x9F as windows-1252 would.
func numericRef(raw string, i int) (string, int) {
	j := i + 2
	if j >= len(raw) {
		return "", 0
	}
	hex := raw[j] == 'x' || raw[j] == 'X'
	if hex {
		j++
	}
	j0 := j
	x := rune(0)
	for j < len(raw) {
		c := raw[j]
		var d rune
		switch {
		case syntax.IsDigit(c):
			d = rune(c - '0')
		case hex && c|0x20 >= 'a' && c|0x20 <= 'f':
			d = rune(c|0x20-'a') + 10
		default:
			goto done
		}
		if x <= utf8.MaxRune {
			if hex {
				x = x*16 + d
			} else {
				x = x*10 + d
			}
		}
		j++
	}
done:
	if j == j0 {
		return "", 0
	}
	if j < len(raw) && raw[j] == ';' {
		j++
	}
	switch {
	case x >= 0x80 && x <= 0x9f:
		x = windows1252[x-0x80]
	case x == 0 || x >= 0xd800 && x <= 0xdfff || x > utf8.MaxRune:
		x = utf8.RuneError
	}
	return string(x), j - i
}

// windows1252 is what the numeric references 0x80 to 0x9F stand for
// (13.2.5.80 "Numeric character reference end state", its table); the five
// code points windows-1252 leaves undefined stand for themselves.
var windows1252 = [32]rune{
	0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
	0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
	0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
	0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
}

// lookupNames fills names with the replacement of each of the names: the
// table of named references is the tokenizer's, which it does not export,
// so the names are read back through it, as the values of the attributes
// of one made-up tag. In an attribute value a name counts only when it is
// in the table as it stands, with or without its ";" (13.2.5.73), which is
// what the tokenizer decodes there.
func lookupNames(missing []string, names entities) {
	var b strings.Builder
	b.WriteString("<a")
	for k, name := range missing {
		b.WriteString(" n")
		b.WriteString(strconv.Itoa(k))
		b.WriteString(`="&`)
		b.WriteString(name)
		b.WriteString(`"`)
	}
	b.WriteString(">")
	z := html.NewTokenizer(strings.NewReader(b.String()))
	z.Next()
	_, more := z.TagName()
	for k := 0; more && k < len(missing); k++ {
		var val []byte
		_, val, more = z.TagAttr()
		repl := ""
		if s := string(val); s != "&"+missing[k] {
			repl = s
		}
		names[missing[k]] = repl
	}
}
