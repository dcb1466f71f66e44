package check

// This file warns about the host (RFC 3986 3.2.2): IP addresses (3.2.2,
// 7.6), reg-names that resolvers read as IPv4 addresses (7.4),
// percent-encodings of anything but the UTF-8 octets of non-ASCII
// characters (3.2.2, 7.3), and names that the URL Standard's domain to
// ASCII maps to other characters (UTS #46).

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/quote"
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

func checkHost(v *view, c *collector) {
	if !v.hasAuth {
		return
	}
	switch v.hostKind {
	case uri.HostIPv4:
		c.add(Warning{IPHost, v.hostAt, "the host is the IPv4 address " + v.host + ", not a name (RFC 3986 7.6)"})
	case uri.HostIPv6, uri.HostIPvFuture:
		c.add(Warning{IPHost, v.hostAt, "the host is the IP literal " + short(v.host) + ", not a name (RFC 3986 7.6)"})
	case uri.HostRegName:
		if i := encodedASCII(v.host); i >= 0 {
			c.add(Warning{EncodedHost, v.hostAt + i,
				"percent-encoding of " + quote.Message(v.host[i:min(i+3, len(v.host))]) + " in the host " + quote.Message(short(v.host)) + " (RFC 3986 3.2.2)"})
		}
		if ip, ok := ambiguousIPv4(v.host); ok {
			c.add(Warning{AmbiguousIP, v.hostAt, "reads as IPv4 " + ip + " (RFC 3986 7.4)"})
		}
		checkHostMapped(v, c)
	}
}

// encodedASCII returns the offset in host of its first percent-encoded
// octet that is not part of a UTF-8 encoded non-ASCII character, -1 when
// there is none. RFC 3986 3.2.2 allows percent-encoding in a reg-name only
// for the UTF-8 octets of non-ASCII characters ("B%C3%BCcher", an
// internationalized name): an encoded ASCII character ("%65vil") or a
// stray octet hides the name from whoever reads it as written.
func encodedASCII(host string) int {
	for i := 0; i < len(host); i++ {
		if host[i] != '%' {
			continue
		}
		r, n := decodeUTF8Triplets(host[i:])
		if n == 0 || r < utf8.RuneSelf {
			return i
		}
		i += n - 1
	}
	return -1
}

// decodeUTF8Triplets decodes the character whose UTF-8 octets are the
// percent-encoded triplets at the start of s ("%C3%BC" is U+00FC) and
// returns it with the number of bytes of s it takes; 0 bytes when s does
// not start with triplets that encode one whole character.
func decodeUTF8Triplets(s string) (rune, int) {
	var b [utf8.UTFMax]byte
	n := 0
	for n < utf8.UTFMax && syntax.IsPctEncoded(s, 3*n) {
		b[n] = syntax.PctOctet(s, 3*n)
		n++
		if utf8.FullRune(b[:n]) {
			r, size := utf8.DecodeRune(b[:n])
			if r == utf8.RuneError && size <= 1 {
				return 0, 0
			}
			return r, 3 * n
		}
	}
	return 0, 0
}

// checkHostMapped warns of a reg-name that the URL Standard's host parser
// maps to other characters (UTS #46 mapping, through domain to ASCII): the
// host, percent-decoded, holds non-ASCII characters, and its domain to
// Unicode is not the host but for case (simple case folding) and
// normalization form (NFC): full-width
// "ｅｘａｍｐｌｅ.com" becomes "example.com", "ex㏃mple.com"
// "exbqmple.com", "evil。com" "evil.com". Only for a scheme whose hosts
// are DNS names (scheme.Scheme.DNS, a special scheme of the URL Standard)
// or a reference without a scheme.
func checkHostMapped(v *view, c *collector) {
	h := v.host
	if len(h) > maxHostText || v.hasScheme && !isDNS(v.name) {
		return
	}
	if strings.IndexByte(h, '%') >= 0 {
		d, err := uri.Unescape(h)
		if err != nil {
			return
		}
		h = d
	}
	if syntax.IsASCII(h) || !utf8.ValidString(h) {
		return
	}
	u, err := whatwg.DomainToUnicode(h)
	if err != nil || strings.EqualFold(u, norm.NFC.String(h)) {
		return
	}
	a, err := whatwg.DomainToASCII(h)
	if err != nil {
		return
	}
	to := quote.Message(u)
	if a != u {
		to += " (" + quote.Message(a) + ")"
	}
	c.add(Warning{HostMapped, v.hostAt, "the host " + quote.Message(short(h)) + " becomes " + to +
		" in the URL Standard's domain to ASCII (UTS #46 mapping)"})
}

// maxHostText is the longest host whose labels are read as a DNS name's:
// a DNS name has at most 255 octets (RFC 1035 2.3.4), and 4096 bytes is
// room for any such name written in Unicode or percent-encoded UTF-8 (a
// character of a label is at most 9 bytes written, "%XX%XX%XX"). No
// resolver looks up a longer host, so no one is sent there by a spoof.
const maxHostText = 4096

// isDNS reports whether the hosts of the scheme name are DNS names: by
// the scheme registry, or as a special scheme of the URL Standard.
func isDNS(name string) bool {
	if whatwg.IsSpecialScheme(name) {
		return true
	}
	s, ok := scheme.Lookup(name)
	return ok && s.DNS
}

// ambiguousIPv4 reports whether the reg-name host reads as an IPv4
// address to resolvers that take inet_aton's forms (RFC 3986 7.4: "the
// dotted-decimal form of rare IP address formats") as the URL Standard's
// host parser does, and returns that address. The host is percent-decoded
// first and, when that leaves non-ASCII text, mapped by UTS #46 (full-width
// digits and "。" are digits and "." to IDNA): "%31%32%37.1" and
// "１２７.１" read so too.
//
// The forms: one to four parts separated by ".", with an optional final
// "."; each part decimal, octal after a leading "0", or hexadecimal after
// "0x" or "0X" (nothing after "0x" is 0); every part but the last at most
// 255, and the last filling the rest of the 32 bits ("127.1" is 127.0.0.1,
// "2130706433" too).
func ambiguousIPv4(host string) (string, bool) {
	if host == "" {
		return "", false
	}
	if strings.IndexByte(host, '%') >= 0 {
		d, err := uri.Unescape(host)
		if err != nil || !utf8.ValidString(d) {
			return "", false
		}
		host = d
	}
	if len(host) > maxIPv4Text {
		return "", false
	}
	for i := 0; i < len(host); i++ {
		if host[i] >= utf8.RuneSelf {
			a, err := idna.Lookup.ToASCII(host)
			if err != nil {
				// The mapping alone, without the validity checks.
				a, err = mapOnly.ToASCII(host)
				if err != nil {
					return "", false
				}
			}
			host = a
			break
		}
	}
	host = strings.TrimSuffix(host, ".")
	parts := strings.Split(host, ".")
	if len(parts) > 4 {
		return "", false
	}
	var nums [4]uint64
	for i, p := range parts {
		n, ok := inetPart(p)
		if !ok {
			return "", false
		}
		nums[i] = n
	}
	last := len(parts) - 1
	var addr uint64
	for i := 0; i < last; i++ {
		if nums[i] > 255 {
			return "", false
		}
		addr |= nums[i] << (24 - 8*i)
	}
	if nums[last] >= 1<<(32-8*last) {
		return "", false
	}
	addr |= nums[last]
	return strconv.Itoa(int(addr>>24)) + "." + strconv.Itoa(int(addr>>16&0xff)) + "." +
		strconv.Itoa(int(addr>>8&0xff)) + "." + strconv.Itoa(int(addr&0xff)), true
}

// maxIPv4Text is the longest host text read as a number: a DNS name has at
// most 253 bytes (RFC 1035 2.3.4), and anything longer is a name to no
// resolver; it keeps the IDNA mapping of a long host out of the check.
const maxIPv4Text = 256

// mapOnly is the UTS #46 mapping of idna.Lookup without its checks.
var mapOnly = idna.New(idna.MapForLookup())

// inetPart reads one part of an inet_aton address: decimal, octal after a
// leading "0", hexadecimal after "0x". A value above 2^32 is refused, as
// it is by every reader.
func inetPart(p string) (uint64, bool) {
	base := uint64(10)
	switch {
	case len(p) >= 2 && (p[:2] == "0x" || p[:2] == "0X"):
		base, p = 16, p[2:]
		if p == "" {
			return 0, true
		}
	case len(p) >= 2 && p[0] == '0':
		base, p = 8, p[1:]
	case p == "":
		return 0, false
	}
	var n uint64
	for i := 0; i < len(p); i++ {
		if !syntax.IsHexDig(p[i]) || uint64(syntax.Unhex(p[i])) >= base {
			return 0, false
		}
		n = n*base + uint64(syntax.Unhex(p[i]))
		if n > 1<<32 {
			return 0, false
		}
	}
	return n, true
}
