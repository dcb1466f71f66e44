package diff

// This file compares the three readings component by component (validity,
// then RFC 3986 3: scheme, userinfo, host, port, path, query, fragment).

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// Compare reads input with the three parsers, without a base, and reports
// where they disagree.
func Compare(input string) Report {
	return compare(input, "", Parsers{
		RFC3986: rfc3986View(input, nil),
		WHATWG:  whatwgView(input, whatwg.URL{}),
		NetURL:  netURLView(input, nil),
	})
}

// CompareRef reads input against base with the three parsers: RFC 3986
// 5.2 resolution, the URL Standard's parsing against a base, and
// url.URL.ResolveReference. The base must be an absolute URI that all
// three accept, else CompareRef returns an error naming the parser that
// refused it.
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
	return compare(input, base, Parsers{
		RFC3986: rfc3986View(input, &rb),
		WHATWG:  whatwgView(input, wb),
		NetURL:  netURLView(input, nb),
	}), nil
}

// compare fills the disagreements of the three views of input.
func compare(input, base string, ps Parsers) Report {
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
	for _, c := range Components[1:] {
		i := c.index()
		first := ps.View(acceptors[0]).key[i]
		differ := false
		for _, p := range acceptors[1:] {
			differ = differ || ps.View(p).key[i] != first
		}
		if !differ {
			continue
		}
		d := Disagreement{Component: c, Values: values(&r.Parsers, c), Class: f.class(c), Danger: danger(c)}
		if base == "" {
			d.Offset = componentOffset(input, &r.Parsers, c)
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
	return Values{RFC3986: get(RFC3986), WHATWG: get(WHATWG), NetURL: get(NetURL)}
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

// componentOffset is where in input the RFC 3986 reading of c begins; for
// the host, the first byte where the hosts differ. When the RFC 3986
// parser refused the input, or has no such component, the offset is that
// of the text after the scheme's ':' (userinfo, host, port) or 0.
func componentOffset(input string, ps *Parsers, c Component) int {
	if !ps.RFC3986.Valid {
		return 0
	}
	r, err := uri.Parse(input)
	if err != nil {
		return 0
	}
	var uc uri.Component
	switch c {
	case Scheme:
		return 0
	case Userinfo:
		uc = uri.Userinfo
	case Host:
		uc = uri.Host
	case Port:
		uc = uri.Port
	case Path:
		uc = uri.Path
	case Query:
		uc = uri.Query
	case Fragment:
		uc = uri.Fragment
	}
	off, ok := r.Offset(uc)
	if !ok {
		if sc, has := r.Scheme(); has && (c == Userinfo || c == Host || c == Port) {
			return min(len(sc)+1, max(len(input)-1, 0))
		}
		return 0
	}
	if c == Host {
		h := strings.ToLower(r.Host())
		n := len(h)
		for _, p := range parserOrder[1:] {
			v := ps.View(p)
			if !v.Valid || v.key[Host.index()] == ps.RFC3986.key[Host.index()] {
				continue
			}
			o := ""
			if v.Host != nil {
				o = strings.ToLower(*v.Host)
			}
			n = min(n, commonPrefix(h, o))
		}
		off += min(n, max(len(h)-1, 0))
	}
	return min(off, max(len(input)-1, 0))
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}
