package whatwg

// This file names the kinds of host of 3.1 "Host representation"
// (https://url.spec.whatwg.org/#host-representation).

// HostType is the kind of a URL's host (URL Standard 3.1).
type HostType uint8

// The kinds of host. NoHost is a null host.
const (
	NoHost    HostType = iota // null: no host at all ("mailto:x", "foo:/p")
	Domain                    // a domain, after the domain parser (3.3)
	IPv4                      // an IPv4 address (3.5, 3.6)
	IPv6                      // an IPv6 address, serialized in brackets (3.5, 3.6)
	Opaque                    // an opaque host of a non-special URL (3.5)
	EmptyHost                 // the empty host ("file:///p", "foo://")
)

// String returns the kind's name: "none", "domain", "ipv4", "ipv6",
// "opaque" or "empty".
func (k HostType) String() string {
	switch k {
	case NoHost:
		return "none"
	case Domain:
		return "domain"
	case IPv4:
		return "ipv4"
	case IPv6:
		return "ipv6"
	case Opaque:
		return "opaque"
	case EmptyHost:
		return "empty"
	}
	return "HostType(" + itoa(int(k)) + ")"
}

// itoa formats a non-negative n in decimal.
func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
