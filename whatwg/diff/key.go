package diff

// This file makes the comparable forms of the components (the package
// doc: "like with like"): schemes in lower case (RFC 3986 3.1); hosts
// percent-decoded and, for DNS schemes, mapped by the URL Standard's
// domain to ASCII, IP literals in the text of RFC 5952 4; ports by 6.2.3;
// and the path, query and fragment in the escaped form of 6.2.2.1 and
// 6.2.2.2, compared byte by byte as they are read, never copied.

import (
	"net/netip"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/whatwg"
)

// keys are the comparable forms of the small components of a view: the
// scheme, host and port. The userinfo, path, query and fragment are
// compared in place (sameUserinfo, sameEscaped).
type keys struct {
	scheme, host, port string
}

// setKeys fills v.keys from the view's components, but for the host's
// (setHostKeys).
func (v *ParserView) setKeys() {
	if !v.Valid {
		return
	}
	if v.Scheme != nil {
		v.keys.scheme = lowerASCII(*v.Scheme)
	}
	v.keys.port = portKey(v.keys.scheme, v.Port)
}

// setHostKeys fills the host key of each valid view. The URL Standard's
// domain or IPv4 host is its own key: the serialized host is what domain
// to ASCII and the IPv4 serializer make, and hostKey would only give it
// back. A host that is the text the URL Standard's host parser mapped, or
// that reads, percent-decoded, as another view's under the same scheme,
// takes that view's key: the mapping of a long host is made once, or not
// at all when the URL Standard made it.
func setHostKeys(ps *Parsers) {
	type done struct {
		scheme, host, key string
		decoded           *string // made when first needed
	}
	var seen [len(parserOrder) + 1]done
	n := 0
	if w := &ps.WHATWG; w.Valid && w.mapped != "" {
		seen[0] = done{scheme: w.keys.scheme, host: w.mapped, key: *w.Host}
		n++
	}
	decoded := func(x *done) string {
		if x.decoded == nil {
			d := decode(x.host)
			x.decoded = &d
		}
		return *x.decoded
	}
next:
	for _, p := range parserOrder {
		v := ps.View(p)
		switch {
		case !v.Valid || v.Host == nil:
			continue // no host: the key is ""
		case v.domain:
			v.keys.host = *v.Host
			continue
		}
		this := done{scheme: v.keys.scheme, host: *v.Host}
		for _, x := range seen[:n] {
			if x.scheme == this.scheme && equalLowerASCII(x.host, this.host) {
				v.keys.host = x.key
				continue next
			}
		}
		for i := range seen[:n] {
			if x := &seen[i]; x.scheme == this.scheme && decoded(x) == decoded(&this) {
				v.keys.host = x.key
				continue next
			}
		}
		this.key = decodedHostKey(this.scheme, this.host, decoded(&this))
		v.keys.host = this.key
		seen[n] = this
		n++
	}
}

// urlStandardHostText returns the text of s that the URL Standard's basic
// URL parser (4.4) reads as the host of a special URL that is not a file
// URL, when the lenient reading tells it, and whether it does: s holds no
// ASCII tab or newline and starts and ends with neither a C0 control nor
// a space (steps 1 to 3 change nothing), its scheme is followed by "//"
// and an authority holding no backslash and not starting with '/', which
// the authority state ends at the first '/', '?' or '#' as Appendix B
// does, its host after the last '@' (the authority state) and up to the
// first ':' (the host state; a domain holds no '[').
func urlStandardHostText(s string) (string, bool) {
	if s == "" || s[0] <= ' ' || s[len(s)-1] <= ' ' || strings.ContainsAny(s, "\t\n\r") {
		return "", false
	}
	p := SplitLenient(s)
	if !p.HasScheme || !p.HasAuthority || p.Host == "" ||
		strings.IndexByte(s[p.AuthorityAt:p.PathAt], '\\') >= 0 {
		return "", false
	}
	return p.Host, true
}

// equalLowerASCII reports whether a and b are the same once their ASCII
// letters are in lower case.
func equalLowerASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if syntax.Lower(a[i]) != syntax.Lower(b[i]) {
			return false
		}
	}
	return true
}

// same reports whether the views a and b, both valid, read component c
// alike.
func same(a, b *ParserView, c Component) bool {
	switch c {
	case Validity:
		return a.Valid == b.Valid
	case Scheme:
		return a.keys.scheme == b.keys.scheme
	case Userinfo:
		return sameUserinfo(a.Userinfo, b.Userinfo)
	case Host:
		return a.keys.host == b.keys.host
	case Port:
		return a.keys.port == b.keys.port
	case Path:
		return sameEscaped(a.pathKey(), b.pathKey(), pathChars, "!'()*")
	case Query:
		return sameEscaped(optionalKey(a.Query), optionalKey(b.Query), pathChars+"?", "'")
	case Fragment:
		return sameEscaped(optionalKey(a.Fragment), optionalKey(b.Fragment), pathChars+"?", "'")
	}
	return true
}

// portKey is the port as a number in decimal without leading zeros, the
// scheme's default when absent or empty.
func portKey(scheme string, port *string) string {
	if port == nil || *port == "" {
		return whatwg.DefaultPort(scheme)
	}
	p := strings.TrimLeft(*port, "0")
	if p == "" {
		p = "0"
	}
	return p
}

// hostKey returns the form in which a host is compared, host being the
// host as a parser gives it (nil for none) and scheme the scheme in lower
// case:
//
//   - an IP literal in brackets: an IPv6 address (its zone's "%25"
//     decoded, RFC 6874) in the text of RFC 5952 4, else in lower case;
//   - a name: percent-decoded (RFC 3986 3.2.2: a reg-name's octets are
//     UTF-8) and, when the scheme registry says the scheme's hosts are DNS
//     names (scheme.Scheme.DNS), mapped by the URL Standard's domain to
//     ASCII (whatwg.DomainToASCII), which lower-cases and maps an
//     internationalized name to its A-labels; else, or when that mapping
//     fails, its ASCII letters in lower case. "localhost" in a file URL is
//     the empty host (RFC 8089 2, the URL Standard's file host state).
//
// The host of "https://B%C3%BCcher.example/" as RFC 3986 reads it, as the
// URL Standard serializes it and as net/url decodes it ("b%c3%bccher",
// "xn--bcher-kva", "bücher") has one key. The mapping does not read a
// name as an IPv4 address: "127.1" keeps its key, the URL Standard's
// "127.0.0.1" has another.
func hostKey(scheme string, host *string) string {
	if host == nil {
		return ""
	}
	return decodedHostKey(scheme, *host, decode(*host))
}

// decodedHostKey is hostKey of the host h, d being h percent-decoded.
func decodedHostKey(scheme, h, d string) string {
	if len(h) >= 2 && h[0] == '[' && h[len(h)-1] == ']' {
		lit := strings.Replace(h[1:len(h)-1], "%25", "%", 1)
		if a, err := netip.ParseAddr(lit); err == nil && a.Is6() {
			return "[" + a.String() + "]"
		}
		return lowerASCII(h)
	}
	if scheme == "file" && strings.EqualFold(d, "localhost") {
		return ""
	}
	if isDNS(scheme) {
		if a, err := whatwg.DomainToASCII(d); err == nil {
			return a
		}
	}
	return lowerASCII(d)
}

// isDNS reports whether the registry says the hosts of scheme are DNS
// names; a special scheme of the URL Standard always is one.
func isDNS(name string) bool {
	if whatwg.IsSpecialScheme(name) {
		return true
	}
	s, ok := scheme.Lookup(name)
	return ok && s.DNS
}

// sameUserinfo reports whether the userinfo a and b (nil for none) have
// the same user name and the same password, each percent-decoded, split
// at the first ':' (RFC 3986 3.2.1); an empty password is none, and so is
// an absent userinfo with an empty user name.
func sameUserinfo(a, b *string) bool {
	var ua, ub string
	if a != nil {
		ua = *a
	}
	if b != nil {
		ub = *b
	}
	userA, passA, _ := strings.Cut(ua, ":")
	userB, passB, _ := strings.Cut(ub, ":")
	return sameDecoded(userA, userB) && sameDecoded(passA, passB)
}

// sameDecoded reports whether a and b are the same once percent-decoded
// (a "%" not followed by two hex digits is itself), reading both in step.
func sameDecoded(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		x, n := decodedByte(a, i)
		y, m := decodedByte(b, j)
		if x != y {
			return false
		}
		i, j = i+n, j+m
	}
	return i == len(a) && j == len(b)
}

// decodedByte returns the byte that s holds at i, percent-decoded, and the
// number of bytes of s it takes.
func decodedByte(s string, i int) (byte, int) {
	if syntax.IsPctEncoded(s, i) {
		return syntax.PctOctet(s, i), 3
	}
	return s[i], 1
}

// pathKey is the path compared; the empty path of a special scheme with a
// host is "/" (RFC 3986 6.2.3; the URL Standard's special URLs always have
// a path).
func (v *ParserView) pathKey() string {
	if v.Path == nil {
		return ""
	}
	if *v.Path == "" && v.Host != nil && whatwg.IsSpecialScheme(v.keys.scheme) {
		return "/"
	}
	return *v.Path
}

// optionalKey is a query or fragment compared: an empty one is alike an
// absent one (the URL Standard's search and hash do not tell them apart).
// The URL Standard encodes "'" in the query of a special URL, which means
// nothing there: it is decoded (the "'" of decodeToo).
func optionalKey(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// pathChars are the characters besides unreserved that RFC 3986 3.3 allows
// as they are in a path: pchar's sub-delims, ":" and "@", and "/".
const pathChars = "!$&'()*+,;=:@/"

// escapedUnit is one unit of the canonical escaped form: a byte written as
// it is, or a byte written as "%" and two upper-case hex digits.
type escapedUnit struct {
	b       byte
	encoded bool
}

// nextUnit reads the unit of the canonical escaped form of s (see canon)
// that starts at byte i of s, and returns it with the number of bytes of
// s it took.
func nextUnit(s string, i int, allowed, decodeToo string) (escapedUnit, int) {
	c := s[i]
	if syntax.IsPctEncoded(s, i) {
		d := syntax.PctOctet(s, i)
		return escapedUnit{d, !syntax.IsUnreserved(d) && strings.IndexByte(decodeToo, d) < 0}, 3
	}
	return escapedUnit{c, !syntax.IsUnreserved(c) && strings.IndexByte(allowed, c) < 0}, 1
}

// sameEscaped reports whether canon(a, allowed, decodeToo) equals
// canon(b, allowed, decodeToo), reading both in step without writing
// them: a unit written as it is is never '%' (a '%' is always encoded),
// so two forms are equal exactly when their units are.
func sameEscaped(a, b, allowed, decodeToo string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		ua, n := nextUnit(a, i, allowed, decodeToo)
		ub, m := nextUnit(b, j, allowed, decodeToo)
		if ua != ub {
			return false
		}
		i, j = i+n, j+m
	}
	return i == len(a) && j == len(b)
}

// canon returns s in canonical escaped form: the percent-encodings of
// unreserved characters and of the bytes in decodeToo decoded (RFC 3986
// 6.2.2.2), the others with upper-case hex digits (6.2.2.1); every byte
// but unreserved and allowed percent-encoded (2.1), and a "%" not followed
// by two hex digits encoded as "%25". decodeToo must be within allowed.
// The comparison reads the same units in place (sameEscaped); canon
// writes them, for the tests.
func canon(s, allowed, decodeToo string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		u, n := nextUnit(s, i, allowed, decodeToo)
		if u.encoded {
			b = syntax.AppendPct(b, u.b)
		} else {
			b = append(b, u.b)
		}
		i += n
	}
	return string(b)
}

// decode percent-decodes s, leaving a "%" not followed by two hex digits
// as it is.
func decode(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	n := len(s)
	for ; i < len(s); i++ {
		if syntax.IsPctEncoded(s, i) {
			n -= 2
			i += 2
		}
	}
	var b strings.Builder
	b.Grow(n)
	for i := 0; i < len(s); i++ {
		if syntax.IsPctEncoded(s, i) {
			b.WriteByte(syntax.PctOctet(s, i))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// lowerASCII returns s with its ASCII letters in lower case; s itself when
// it has none in upper case.
func lowerASCII(s string) string {
	if !syntax.HasUpper(s) {
		return s
	}
	return syntax.BytesToString(syntax.AppendLower(make([]byte, 0, len(s)), s))
}

// lowered makes the lower-case hosts of the views of one input, each text
// once: the readers often give the same text ("Ab.example" is the host of
// "http://Ab.example/" to RFC 3986, net/url and the lenient reader), and
// the second view shares the first's string.
type lowered struct{ in, out string }

// host returns lowerASCII(s), the string made for the last s when s is
// the same text.
func (l *lowered) host(s string) string {
	if s != l.in {
		l.in, l.out = s, lowerASCII(s)
	}
	return l.out
}
