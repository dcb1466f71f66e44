package uritemplate

// This file implements the grammar of RFC 6570 section 2:
//
//	URI-Template  = *( literals / expression )
//	expression    =  "{" [ operator ] variable-list "}"
//	operator      =  op-level2 / op-level3 / op-reserve
//	op-level2     =  "+" / "#"
//	op-level3     =  "." / "/" / ";" / "?" / "&"
//	op-reserve    =  "=" / "," / "!" / "@" / "|"
//	variable-list =  varspec *( "," varspec )
//	varspec       =  varname [ modifier-level4 ]
//	varname       =  varchar *( ["."] varchar )
//	varchar       =  ALPHA / DIGIT / "_" / pct-encoded
//	modifier-level4 =  prefix / explode
//	prefix        =  ":" max-length
//	max-length    =  %x31-39 0*3DIGIT   ; positive integer < 10000
//	explode       =  "*"
//
// with literals as class.go gives them (erratum 6937 included).

import (
	"math"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Parse parses s as a URI Template (RFC 6570 section 2), of any level (1 to
// 4): literals, and expressions with every operator (+ # . / ; ? &), prefix
// (":n") and explode ("*") modifiers. It fails with an *Error whose Offset
// is the first byte the grammar refuses: a character literals do not allow
// (ErrLiteral), a bad triplet (ErrPercent), an expression left open
// (ErrUnclosed, at len(s)), a reserved operator (ErrOperator), a bad
// variable name (ErrVarname), max-length (ErrMaxLength) or modifier
// (ErrExpression).
//
// The apostrophe is a literal: RFC 6570 erratum 6937 (verified) corrects the
// ABNF of 2.1, whose "%x26 / %x28-3B" left out "'" (a sub-delim of RFC 3986),
// to "%x26-3B".
func Parse(s string) (Template, error) {
	if len(s) > math.MaxInt32 {
		return Template{}, &Error{Op: "parse", Input: s, Offset: math.MaxInt32, Err: ErrTooLong}
	}
	p := parser{s: s}
	p.count()
	t := Template{raw: s}
	if p.nexpr > 0 {
		t.exprs = make([]expression, 0, p.nexpr)
		t.specs = make([]varspec, 0, p.nspec)
	}
	wide := false
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '{':
			e := expression{first: int32(len(t.specs)), wide: wide}
			var err error
			i, t.specs, err = p.expression(i, &e, t.specs)
			if err != nil {
				return Template{}, err
			}
			e.end = int32(i)
			t.exprs = append(t.exprs, e)
			wide = false
		case c < utf8.RuneSelf && class[c]&cLiteral != 0:
			i++
		case c == '%':
			if !syntax.IsPctEncoded(s, i) {
				return Template{}, p.failPercent(i)
			}
			i += 3
		case c < utf8.RuneSelf:
			return Template{}, p.fail(i, ErrLiteral, "")
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size <= 1 {
				return Template{}, p.fail(i, ErrLiteral, "not UTF-8")
			}
			if !syntax.IsUcschar(r) && !syntax.IsIprivate(r) {
				return Template{}, p.fail(i, ErrLiteral, "neither ucschar nor iprivate")
			}
			wide = true
			i += size
		}
	}
	t.tailWide = wide
	return t, nil
}

// parser holds the template being parsed.
type parser struct {
	s            string
	nexpr, nspec int // the expressions and varspecs count found
}

// fail returns the parse error at offset i: the character there, or the
// end of the template.
func (p *parser) fail(i int, err error, note string) error {
	f := &fault{err: err, char: -1, note: note}
	if i < len(p.s) {
		r, size := utf8.DecodeRuneInString(p.s[i:])
		if r == utf8.RuneError && size <= 1 {
			r = 0x110000 + rune(p.s[i])
		}
		f.char = r
	}
	return &Error{Op: "parse", Input: p.s, Offset: i, Err: f}
}

// count counts the expressions and the varspecs, so that Parse allocates
// their slices once: an expression per '{', a varspec per '{' and per ','
// before the next '}'.
func (p *parser) count() {
	s := p.s
	for i := 0; i < len(s); i++ {
		if s[i] != '{' {
			continue
		}
		p.nexpr++
		p.nspec++
		for i++; i < len(s) && s[i] != '}'; i++ {
			if s[i] == ',' {
				p.nspec++
			}
		}
	}
}

// failPercent returns the error of the bad triplet at s[i] ('%'): at the
// first of the two bytes after it that is not a hexadecimal digit.
func (p *parser) failPercent(i int) error {
	j := i + 1
	if j < len(p.s) && syntax.IsHexDig(p.s[j]) {
		j++
	}
	return p.fail(j, ErrPercent, "")
}

// expression parses the expression at s[i] ('{') into e, appending its
// varspecs to specs, and returns the offset after its '}'.
func (p *parser) expression(i int, e *expression, specs []varspec) (int, []varspec, error) {
	s := p.s
	j := i + 1
	if j == len(s) {
		return 0, nil, p.fail(j, ErrUnclosed, "")
	}
	switch s[j] {
	case '+':
		e.op = opReserved
	case '#':
		e.op = opFragment
	case '.':
		e.op = opLabel
	case '/':
		e.op = opPath
	case ';':
		e.op = opParam
	case '?':
		e.op = opQuery
	case '&':
		e.op = opCont
	case '=', ',', '!', '@', '|':
		return 0, nil, p.fail(j, ErrOperator, "")
	}
	if e.op != opSimple {
		j++
	}
	for {
		var sp varspec
		var err error
		if j, err = p.varname(j, &sp); err != nil {
			return 0, nil, err
		}
		if j, err = p.modifier(j, &sp); err != nil {
			return 0, nil, err
		}
		specs = append(specs, sp)
		if j == len(s) {
			return 0, nil, p.fail(j, ErrUnclosed, "")
		}
		switch s[j] {
		case ',':
			j++
		case '}':
			return j + 1, specs, nil
		default:
			if sp.maxLen > 0 || sp.explode {
				return 0, nil, p.fail(j, ErrExpression, "',' or '}' after a modifier")
			}
			return 0, nil, p.fail(j, ErrVarname, "")
		}
	}
}

// varname parses the varname at s[j] into sp (2.3) and returns the offset
// after it.
func (p *parser) varname(j int, sp *varspec) (int, error) {
	s := p.s
	sp.start = int32(j)
	dot := true // a varchar must stand here: at the start, or after a '.'
	for {
		switch {
		case j < len(s) && class[s[j]]&cVarchar != 0:
			j++
		case j < len(s) && s[j] == '%':
			if !syntax.IsPctEncoded(s, j) {
				return 0, p.failPercent(j)
			}
			j += 3
		case !dot && j < len(s) && s[j] == '.':
			j++
			dot = true
			continue
		case !dot:
			sp.end = int32(j)
			return j, nil
		case j == len(s):
			return 0, p.fail(j, ErrUnclosed, "")
		default:
			return 0, p.fail(j, ErrVarname, "")
		}
		dot = false
	}
}

// modifier parses the modifier-level4 at s[j], if any, into sp (2.4) and
// returns the offset after it.
func (p *parser) modifier(j int, sp *varspec) (int, error) {
	s := p.s
	if j == len(s) {
		return j, nil
	}
	switch s[j] {
	case '*':
		sp.explode = true
		return j + 1, nil
	case ':':
		j++
		if j == len(s) {
			return 0, p.fail(j, ErrUnclosed, "")
		}
		if s[j] < '1' || s[j] > '9' {
			return 0, p.fail(j, ErrMaxLength, "an integer from 1 to 9999")
		}
		n := int(s[j] - '0')
		j++
		for k := 0; k < 3 && j < len(s) && '0' <= s[j] && s[j] <= '9'; k++ {
			n = n*10 + int(s[j]-'0')
			j++
		}
		if j < len(s) && '0' <= s[j] && s[j] <= '9' {
			return 0, p.fail(j, ErrMaxLength, "an integer from 1 to 9999")
		}
		sp.maxLen = int16(n)
	}
	return j, nil
}
