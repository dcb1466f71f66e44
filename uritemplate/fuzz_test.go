package uritemplate

// Fuzz targets: Parse's offsets and round trip, Expand's output, Match's
// reading both ways.

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// seedTemplates are templates of every shape, matchable or not.
var seedTemplates = []string{
	"", "a", "{x}", "{+x}", "{#x}", "{.x}", "{/x}", "{;x}", "{?x}", "{&x}",
	"{x*}", "{+x*}", "{#x*}", "{.x*}", "{/x*}", "{;x*}", "{?x*}", "{&x*}",
	"{x:3}", "{x}{/x:1}", "{/var:1,var}", "{/list*,path:4}",
	"/users/{id}", "/search{?q,lang}", "{/id*}{?fields,first_name,last.name,token}",
	"/base{/group_id,first_name}/pages{/page,lang}{?format,q}",
	"{?id,token,keys*}", "{/id}{?token,keys*}", "{?id,token}{&keys*}", "/user{/id}{?token,tab}{&keys*}",
	"{/a}{/b}", "{;a}{;b,c*}", "{?a}{&b}{&c}", "{+path}/here", "here?ref={+path}",
	"http://example.com/{user}/{repo}{/path*}{?q*}#{frag}", "{scheme}://{host}{/path*}{?query*}",
	"X{.var}", "X{.list*}", "{x,y}", "{x}{y}", "{x}.{y}", "{/x}/a", "{/0}{?1,2*}",
	"{?Stra%C3%9Fe}", "/test{/Some%20Thing}", "{;x,y,empty}", "é{x}ü", "{x}%20{/y}",
}

// FuzzParse checks that Parse round-trips the templates it accepts and that
// an error's offset is the first byte the grammar refuses: the template cut
// just after it fails there too, and cut just before it is a valid template
// or one that fails at its end.
func FuzzParse(f *testing.F) {
	for _, s := range seedTemplates {
		f.Add(s)
	}
	for _, s := range []string{"{/id*", "/id*}", "{var:10000}", "{x..y}", "{%2x}", "{?a b}", "{\xff}", "a\xffb", "{hello:2*}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tp, err := Parse(s)
		if err == nil {
			if tp.String() != s {
				t.Fatalf("Parse(%q).String() = %q", s, tp.String())
			}
			for _, sp := range tp.specs {
				if n := tp.name(sp); n == "" {
					t.Fatalf("Parse(%q): empty name", s)
				}
			}
			return
		}
		e, ok := err.(*Error)
		if !ok || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
			t.Fatalf("Parse(%q): %#v", s, err)
		}
		if e.Offset < len(s) {
			_, err := Parse(s[:e.Offset+1])
			if e2, ok := err.(*Error); !ok || e2.Offset != e.Offset {
				t.Fatalf("Parse(%q) fails at %d, Parse(%q): %v", s, e.Offset, s[:e.Offset+1], err)
			}
		}
		if _, err := Parse(s[:e.Offset]); err != nil {
			if e2, ok := err.(*Error); !ok || e2.Offset != e.Offset {
				t.Fatalf("Parse(%q) fails at %d, Parse(%q): %v", s, e.Offset, s[:e.Offset], err)
			}
		}
	})
}

// rng is a small generator of values from a fuzzer's seed (splitmix64).
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

func (r *rng) n(k int) int { return int(r.next() % uint64(k)) }

// anyText returns a short string of characters expansion treats in every
// way: unreserved, reserved, '%', space, non-ASCII, bytes that are not
// UTF-8.
func (r *rng) anyText() string {
	const pieces = "a|Z|0|-|.|_|~|,|=|/|?|#|&|;|:|@|[|]|!|'|+|%|%41|%2F| |é|\xff|\x00|€"
	parts := strings.Split(pieces, "|")
	var b strings.Builder
	for k := r.n(5); k > 0; k-- {
		b.WriteString(parts[r.n(len(parts))])
	}
	return b.String()
}

// urText returns a short string that reserved expansion writes as it is:
// unreserved and reserved characters and triplets, without the octets of
// except.
func (r *rng) urText(except string) string {
	const pieces = "a|Z|0|-|.|_|~|,|=|/|?|#|&|;|:|@|[|]|!|'|+|%41|%2f|%C3%A9"
	parts := strings.Split(pieces, "|")
	var b strings.Builder
	for k := r.n(5); k > 0; k-- {
		p := parts[r.n(len(parts))]
		if strings.ContainsAny(p, except) {
			continue
		}
		b.WriteString(p)
	}
	return b.String()
}

// textWithout returns anyText without the octets of except.
func (r *rng) textWithout(except string) string {
	s := r.anyText()
	for _, c := range []byte(except) {
		s = strings.ReplaceAll(s, string(c), "")
	}
	return s
}

// anyValues returns values of any kind for names, some undefined.
func anyValues(r *rng, names []string) Values {
	v := Values{}
	for _, name := range names {
		switch r.n(4) {
		case 0:
		case 1:
			v[name] = String(r.anyText())
		case 2:
			v[name] = List(r.anyText(), r.anyText())
		default:
			v[name] = Assoc(Pair{r.anyText(), r.anyText()})
		}
	}
	return v
}

// canonicalValues returns values of t's variables in the canonical form
// Match's documentation gives, drawn from r; ok is false when none could
// be drawn (a run of "/" that would leave a "{x}" variable undefined).
func canonicalValues(t *Template, r *rng) (Values, bool) {
	vals := Values{}
	prefixed := map[string]bool{}
	for _, sp := range t.specs {
		if sp.maxLen > 0 {
			prefixed[t.name(sp)] = true
		}
	}
	neverUndefined := map[string]bool{}
	units := t.units(nil)
	for _, un := range units {
		e0 := &t.exprs[un.first]
		var run []string
		for i := un.first; i < un.end; i++ {
			for _, sp := range t.varspecs(i) {
				run = append(run, normalName(t.name(sp)))
			}
		}
		for i := un.first; i < un.end; i++ {
			e := &t.exprs[i]
			op := &ops[e.op]
			for _, sp := range t.varspecs(i) {
				if sp.maxLen > 0 {
					continue
				}
				name := t.name(sp)
				single := op.first == 0
				if single {
					neverUndefined[name] = true
				} else if r.n(4) == 0 {
					continue // undefined
				}
				if prefixed[name] {
					vals[name] = String(r.anyText())
					continue
				}
				vals[name] = canonicalValue(r, e0.op, e.op, sp, name, run)
			}
		}
	}
	// "/" runs: defined from the left, prefixed variables included.
	for changed := true; changed; {
		changed = false
		for _, un := range units {
			if t.exprs[un.first].op != opPath {
				continue
			}
			undefined := false
			for i := un.first; i < un.end; i++ {
				for _, sp := range t.varspecs(i) {
					name := t.name(sp)
					if !vals[name].IsDefined() {
						undefined = true
						continue
					}
					if undefined {
						if neverUndefined[name] {
							return nil, false
						}
						delete(vals, name)
						changed = true
					}
				}
			}
		}
	}
	return vals, true
}

// canonicalValue returns a value in canonical form for the full occurrence
// sp of a variable, in an expression of operator opk in a unit whose first
// expression has operator op0 and whose variables are run.
func canonicalValue(r *rng, op0, opk operator, sp varspec, name string, run []string) Value {
	op := &ops[opk]
	items := func(min int, gen func() string) []string {
		s := make([]string, min+r.n(3))
		for i := range s {
			s[i] = gen()
		}
		return s
	}
	switch {
	case op.reserved && !sp.explode:
		return String(r.urText(""))
	case op.reserved:
		for {
			l := items(1, func() string { return r.urText(",") })
			if opk == opReserved && len(l) == 1 && l[0] == "" {
				continue // the empty text of "{+x*}" is the empty string
			}
			return List(l...)
		}
	case !sp.explode:
		switch r.n(3) {
		case 0:
			if opk == opParam && r.n(2) == 0 {
				return List("")
			}
			return List(items(2, r.anyText)...)
		default:
			return String(r.anyText())
		}
	}
	// Exploded.
	text := r.anyText
	if opk == opLabel {
		text = func() string { return r.textWithout(".") }
	}
	if r.n(2) == 0 {
		for {
			l := items(1, text)
			if opk == opSimple && len(l) == 1 && l[0] == "" {
				continue // the empty text of "{x*}" is the empty string
			}
			return List(l...)
		}
	}
	n := 1 + r.n(3)
	pairs := make([]Pair, 0, n)
	for range n {
		k := text()
		if op.named {
			for isRunName(k, run) {
				k += "~"
			}
		}
		pairs = append(pairs, Pair{k, text()})
	}
	return Assoc(pairs...)
}

// isRunName reports whether the name k, once encoded, names a variable of
// run (by normalName).
func isRunName(k string, run []string) bool {
	enc := normalName(string(appendValue(nil, k, false)))
	for _, n := range run {
		if n == enc {
			return true
		}
	}
	return false
}

// FuzzMatch checks that Match reads back the canonical values it documents:
// Match(Expand(v)) == v.
func FuzzMatch(f *testing.F) {
	for i, s := range seedTemplates {
		f.Add(s, uint64(i))
	}
	f.Fuzz(func(t *testing.T, s string, seed uint64) {
		tp, err := Parse(s)
		if err != nil || tp.CheckMatch() != nil {
			return
		}
		r := &rng{seed}
		for range 4 {
			checkCanonical(t, &tp, r)
		}
	})
}

// checkCanonical draws values in canonical form for tp and checks that
// Match reads them back from their expansion; it reports whether it could
// draw some.
func checkCanonical(t *testing.T, tp *Template, r *rng) bool {
	t.Helper()
	v, ok := canonicalValues(tp, r)
	if !ok {
		return false
	}
	u, err := tp.Expand(v)
	if err != nil {
		t.Fatalf("%q: Expand(%v): %v", tp, v, err)
	}
	got, ok := tp.Match(u)
	if !ok || !got.Equal(v) {
		t.Fatalf("%q: Match(Expand(%v) = %q) = %v, %v", tp, v, u, got, ok)
	}
	return true
}

// FuzzMatchAny checks Match on any text: what it reads expands back to the
// text (up to RFC 3986 6.2.2.1-2) and is read back exactly from its own
// expansion.
func FuzzMatchAny(f *testing.F) {
	for _, s := range seedTemplates {
		f.Add(s, "")
		tp, err := Parse(s)
		if err != nil {
			continue
		}
		r := &rng{uint64(len(s))}
		if v, ok := canonicalValues(&tp, r); ok {
			u, _ := tp.Expand(v)
			f.Add(s, u)
		}
	}
	f.Add("{/0}{?1,2*}", "?,=0")
	f.Add("{?a,x*}", "?%61=1")
	f.Add("{x}", "%2f%7E")
	f.Fuzz(func(t *testing.T, s, u string) {
		tp, err := Parse(s)
		if err != nil {
			return
		}
		v, ok := tp.Match(u)
		if !ok {
			return
		}
		if tp.CheckMatch() != nil {
			t.Fatalf("%q is not matchable, Match(%q) = %v", s, u, v)
		}
		e, err := tp.Expand(v)
		if err != nil || !equivalent(e, u) {
			t.Fatalf("%q: Match(%q) = %v, which expands to %q, %v", s, u, v, e, err)
		}
		w, ok := tp.Match(e)
		if !ok || !w.Equal(v) {
			t.Fatalf("%q: Match(%q) = %v, Match(%q) = %v, %v", s, u, v, e, w, ok)
		}
	})
}

// FuzzExpand checks that an expansion holds only the characters a URI
// allows and "%" only in triplets, and that AppendExpand appends it.
func FuzzExpand(f *testing.F) {
	for i, s := range seedTemplates {
		f.Add(s, uint64(i))
	}
	f.Fuzz(func(t *testing.T, s string, seed uint64) {
		tp, err := Parse(s)
		if err != nil {
			return
		}
		v := anyValues(&rng{seed}, tp.Variables())
		got, err := tp.Expand(v)
		if err != nil {
			return
		}
		for i := 0; i < len(got); i++ {
			c := got[i]
			if c == '%' {
				if !syntax.IsPctEncoded(got, i) {
					t.Fatalf("%q: Expand = %q: bad triplet at %d", s, got, i)
				}
				i += 2
				continue
			}
			if c >= utf8.RuneSelf || class[c]&(cUnreserved|cReserved) == 0 {
				t.Fatalf("%q: Expand = %q: %q at %d", s, got, c, i)
			}
		}
		b, err := tp.AppendExpand([]byte("x"), v)
		if err != nil || string(b) != "x"+got {
			t.Fatalf("%q: AppendExpand = %q, %v, want %q", s, b, err, "x"+got)
		}
	})
}

// FuzzExpandURI checks that expressions other than "+" and "#" keep a valid
// URI reference valid, with the same scheme and authority, whatever their
// values, when placed in its path, query or fragment: not "{/...}" where
// the path so far is "" or "/" and there is no authority (a "//" would
// begin one), and only "{/...}" and "{?...}" at the very start of a path
// after an authority (anything else would extend the host or port).
func FuzzExpandURI(f *testing.F) {
	f.Add("http://example.com/a/b?q#f", uint64(1), uint64(2))
	f.Add("a:b", uint64(3), uint64(4))
	f.Add("/a:b/c", uint64(5), uint64(6))
	f.Add("//h:80", uint64(7), uint64(8))
	f.Add("", uint64(9), uint64(10))
	f.Add("?", uint64(11), uint64(12))
	f.Add("mailto:a@b", uint64(13), uint64(14))
	f.Fuzz(func(t *testing.T, s string, where, seed uint64) {
		ref, err := uri.Parse(s)
		if err != nil {
			return
		}
		r := &rng{seed}
		// The places an expression may go: the path, the query and the
		// fragment; not "/" where the path so far is "" or "/" and there is
		// no authority ("//" would begin one), and at the start of the path
		// after an authority only what begins a path, query or fragment.
		q, hasQuery := ref.Query()
		frag, hasFrag := ref.Fragment()
		pathEnd := len(s)
		if hasFrag {
			pathEnd -= len(frag) + 1
		}
		if hasQuery {
			pathEnd -= len(q) + 1
		}
		pathStart := pathEnd - len(ref.Path())
		at := pathStart + int(where%uint64(len(s)-pathStart+1))
		var opChars []string
		switch {
		case at == pathStart && ref.HasAuthority():
			opChars = []string{"/", "?"}
		case at <= pathEnd && !ref.HasAuthority() && (at == pathStart || s[pathStart:at] == "/"):
			opChars = []string{"", ".", ";", "?", "&"}
		default:
			opChars = []string{"", ".", "/", ";", "?", "&"}
		}
		opc := opChars[r.n(len(opChars))]
		var expr string
		var names []string
		for k := 1 + r.n(3); k > 0; k-- {
			name := "v" + string(rune('a'+k))
			names = append(names, name)
			mod := ""
			switch r.n(3) {
			case 1:
				mod = "*"
			case 2:
				mod = ":2"
			}
			if expr != "" {
				expr += ","
			}
			expr += name + mod
		}
		tmpl := s[:at] + "{" + opc + expr + "}" + s[at:]
		tp, err := Parse(tmpl)
		if err != nil {
			return // s holds a character literals do not allow, "{" for one
		}
		v := anyValues(r, names)
		got, err := tp.Expand(v)
		if err != nil {
			return // a prefix on a composite value
		}
		res, err := uri.Parse(got)
		if err != nil {
			t.Fatalf("template %q: Expand(%v) = %q: %v", tmpl, v, got, err)
		}
		scheme, _ := ref.Scheme()
		rscheme, _ := res.Scheme()
		auth, _ := ref.Authority()
		rauth, _ := res.Authority()
		if rscheme != scheme || rauth != auth || res.HasAuthority() != ref.HasAuthority() {
			t.Fatalf("template %q: Expand(%v) = %q: scheme %q authority %q, want %q %q", tmpl, v, got, rscheme, rauth, scheme, auth)
		}
	})
}
