package diff

// This file compares the four readings component by component (validity,
// then RFC 3986 3: scheme, userinfo, host, port, path, query, fragment).

import (
	"fmt"
	"net/url"

	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// Compare reads input with the four parsers, without a base, and reports
// where they disagree.
func Compare(input string) Report {
	var low lowered
	strict := rfc3986View(input, nil, &low)
	lenient := strict // Appendix B reads a valid reference as RFC 3986 does
	if !strict.Valid {
		lenient = lenientView(input, nil, &low)
	}
	return compare(input, "", Parsers{
		RFC3986: strict,
		WHATWG:  whatwgView(input, whatwg.URL{}),
		NetURL:  netURLView(input, nil, &low),
		Lenient: lenient,
	})
}

// CompareRef reads input against base with the four parsers: RFC 3986
// 5.2 resolution (for the strict and the lenient reading), the URL
// Standard's parsing against a base, and url.URL.ResolveReference. The
// base must be an absolute URI that RFC 3986, the URL Standard and net/url
// accept, else CompareRef returns an error naming the parser that refused
// it.
func CompareRef(input, base string) (Report, error) {
	rb, err := uri.ParseAbsolute(base)
	if err != nil {
		return Report{}, err
	}
	wb, err := whatwg.Parse(base)
	if err != nil {
		return Report{}, err
	}
	nb, err := url.Parse(base)
	if err != nil {
		return Report{}, fmt.Errorf("net/url: %w", err)
	}
	var low lowered
	strict := rfc3986View(input, &rb, &low)
	lenient := strict // Appendix B reads a valid reference as RFC 3986 does
	if !strict.Valid {
		lenient = lenientView(input, &rb, &low)
	}
	return compare(input, base, Parsers{
		RFC3986: strict,
		WHATWG:  whatwgView(input, wb),
		NetURL:  netURLView(input, nb, &low),
		Lenient: lenient,
	}), nil
}

// compare fills the disagreements of the four views of input.
func compare(input, base string, ps Parsers) Report {
	setHostKeys(&ps)
	r := Report{Input: input, Base: base, Parsers: ps, Disagreements: []Disagreement{}}
	var acceptors, refusers []Parser
	for _, p := range parserOrder {
		if ps.View(p).Valid {
			acceptors = append(acceptors, p)
		} else {
			refusers = append(refusers, p)
		}
	}
	if len(acceptors) == 0 {
		return r
	}
	f := scan(input, base != "")
	if len(refusers) > 0 {
		d := Disagreement{Component: Validity, Values: values(&r.Parsers, Validity)}
		d.Class = f.validityClass()
		d.Danger = DangerLow
		if d.Class != ClassRefusal {
			d.Danger = DangerMedium
		}
		d.Offset = refusalOffset(&r.Parsers, refusers)
		r.Disagreements = append(r.Disagreements, d)
	}
	if len(acceptors) < 2 {
		return r
	}
	var p Split
	if base == "" {
		p = SplitLenient(input)
	}
	for _, c := range Components[1:] {
		first := ps.View(acceptors[0])
		differ := false
		for _, a := range acceptors[1:] {
			differ = differ || !same(first, ps.View(a), c)
		}
		if !differ {
			continue
		}
		d := Disagreement{Component: c, Values: values(&r.Parsers, c), Danger: danger(c),
			Class: f.class(c, sameAll(&r.Parsers, acceptors, Userinfo))}
		if base == "" {
			d.Offset = componentOffset(input, &r.Parsers, acceptors, &p, c)
		}
		r.Disagreements = append(r.Disagreements, d)
	}
	return r
}

// values are the parsers' values of c; nil for a parser that refused the
// input (but for Validity).
func values(ps *Parsers, c Component) Values {
	get := func(p Parser) *string {
		v := ps.View(p)
		if !v.Valid && c != Validity {
			return nil
		}
		return v.Value(c)
	}
	return Values{RFC3986: get(RFC3986), WHATWG: get(WHATWG), NetURL: get(NetURL), Lenient: get(Lenient)}
}

// danger is the danger of a disagreement between acceptors on c.
func danger(c Component) Danger {
	switch c {
	case Scheme, Host:
		return DangerHigh
	case Userinfo, Port, Path:
		return DangerMedium
	}
	return DangerLow
}

// refusalOffset is the error offset of the first refusing parser that
// gives one, else 0.
func refusalOffset(ps *Parsers, refusers []Parser) int {
	for _, p := range refusers {
		if e := ps.View(p).Error; e != nil && e.Offset >= 0 {
			return e.Offset
		}
	}
	return 0
}

// componentOffset is the offset in input of the first byte of component c,
// as the lenient reading p (RFC 3986 Appendix B, the same as RFC 3986's
// for a valid reference) places it. The host starts after the userinfo
// when the acceptors read the userinfo alike, else where the authority
// starts: "http://evil.example\@good.example/" differs from byte 7 on, the
// host browsers read. A component the lenient reading does not have is
// placed after the scheme's ':' (userinfo, host, port) or at 0.
func componentOffset(input string, ps *Parsers, acceptors []Parser, p *Split, c Component) int {
	off := 0
	switch c {
	case Userinfo, Host, Port:
		switch {
		case !p.HasAuthority:
			if p.HasScheme {
				off = len(p.Scheme) + 1
			}
		case c == Userinfo:
			off = p.AuthorityAt
		case c == Port && p.HasPort:
			off = p.PortAt
		case c == Host && sameAll(ps, acceptors, Userinfo):
			off = p.HostAt
		default:
			off = p.AuthorityAt
		}
	case Path:
		off = p.PathAt
	case Query:
		if p.HasQuery {
			off = p.QueryAt
		}
	case Fragment:
		if p.HasFragment {
			off = p.FragmentAt
		}
	}
	return min(off, max(len(input)-1, 0))
}

// sameAll reports whether the acceptors read component c alike.
func sameAll(ps *Parsers, acceptors []Parser, c Component) bool {
	for _, a := range acceptors[1:] {
		if !same(ps.View(acceptors[0]), ps.View(a), c) {
			return false
		}
	}
	return true
}
