package canon

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urikit/urikit/uri"
)

// A Profile is a documented list of steps with its source: how a key is
// read and canonicalized before the steps of Options run.
type Profile uint8

const (
	// RFC is the normal form of RFC 3986 6.2.2 and 6.2.3, what
	// uri.Ref.NormalizeWith gives at Options.Level (uri.SchemeBased
	// unless set): scheme and host in lower case, upper-case hex in
	// triplets, unreserved characters decoded, dot-segments removed, IPv6
	// in RFC 5952 text, the scheme's default and empty port dropped, an
	// empty http(s) path made "/". The default profile.
	RFC Profile = iota
	// WHATWG is the URL Standard's serialization: what a browser's URL
	// parser makes of the input (package whatwg): "\" read as "/" in
	// special URLs, hosts through UTS #46 and the IPv4 parser, default
	// ports dropped, dot-segments removed, what the standard's
	// percent-encode sets name encoded.
	WHATWG
	// SafeBrowsing is Google Safe Browsing's URL canonicalization
	// (developers.google.com/safe-browsing/v4/urls-hashing#canonicalization):
	// tab, CR and LF removed, the fragment dropped, the URL percent-unescaped
	// until no escape is left; the host without leading, trailing and
	// repeated dots, an IPv4 address in any legal encoding written as four
	// decimal numbers, an IPv6 literal in RFC 5952 text (an IPv4-mapped
	// or NAT64 address as its IPv4 address), an internationalized name in
	// Punycode, lower case; "/./" and "/../" resolved and runs of slashes
	// made one in the path; then every byte up to 0x20, from 0x7F, "#"
	// and "%" escaped once, in upper-case hex. The URL gets "http://" when
	// it has no scheme and loses its userinfo and port.
	SafeBrowsing
	// SURT is the Internet Archive's SURT key (the python surt package's
	// surt(), the key CDX indexes, Heritrix and pywb sort by): the
	// canonicalization of its DefaultIAURLCanonicalizer (Google's
	// canonicalization as the package writes it, then the
	// IAURLCanonicalizer: "www" and "www" followed by digits dropped
	// from the host, userinfo dropped, default port dropped, path and
	// query in lower case, session ids dropped, the trailing slash
	// dropped, the query sorted, an empty query dropped), then the host's
	// labels reversed and joined by ",", closed by ")":
	// "http://www.archive.org/goo/?b&a" gives "org,archive)/goo?a&b".
	// Options.SURTScheme, SURTTrailingComma and SURTKeepWWW choose the
	// package's variants.
	SURT
)

var profileNames = [...]string{RFC: "rfc", WHATWG: "whatwg", SafeBrowsing: "safebrowsing", SURT: "surt"}

// Profiles lists the profiles' names, in order: rfc, whatwg, safebrowsing,
// surt.
func Profiles() []string { return profileNames[:] }

func (p Profile) String() string {
	if int(p) < len(profileNames) {
		return profileNames[p]
	}
	return fmt.Sprintf("Profile(%d)", int(p))
}

// ParseProfile returns the profile called name: rfc, whatwg, safebrowsing
// or surt ("safe-browsing" too), in any case.
func ParseProfile(name string) (Profile, error) {
	n := strings.ToLower(name)
	if n == "safe-browsing" {
		n = "safebrowsing"
	}
	for p, s := range profileNames {
		if n == s {
			return Profile(p), nil
		}
	}
	return 0, fmt.Errorf("canon: unknown profile %q: want %s", name, strings.Join(profileNames[:], ", "))
}

// Options choose a profile and the steps that run after it, each named
// after what it does, each off by default. The steps run in the order of
// the fields below (documented in the package doc, "Steps"), so a step
// sees what the steps before it made.
type Options struct {
	Profile Profile
	// Level is the rung of RFC 3986 6.2 of the RFC profile:
	// uri.SyntaxBased (6.2.2) or uri.SchemeBased (6.2.2 and 6.2.3); zero
	// means uri.SchemeBased. Other profiles take no level.
	Level uri.Level

	// DropFragment removes the fragment and its "#" (purell's
	// FlagRemoveFragment).
	DropFragment bool
	// ForceHTTP writes the scheme "https" as "http" (FlagForceHTTP); the
	// port 80 it leaves is then dropped as http's default.
	ForceHTTP bool
	// RemoveHostDots removes the dots before and after a registered name
	// and makes each run of dots inside it one
	// (FlagRemoveUnnecessaryHostDots): "http://.a..b./" becomes
	// "http://a.b/".
	RemoveHostDots bool
	// RemoveWWW removes a leading "www." from a registered name that has
	// more after it (FlagRemoveWWW).
	RemoveWWW bool
	// DecodeIPHost writes a registered name that the URL Standard's IPv4
	// parser reads as an IPv4 address (3.5: one to four parts in decimal,
	// "0x" hex or "0" octal, the last filling the bytes left) as its four
	// decimal numbers (FlagDecodeDWORDHost, FlagDecodeOctalHost,
	// FlagDecodeHexHost): "http://0x7f.1/" becomes "http://127.0.0.1/".
	DecodeIPHost bool
	// AddWWW adds "www." to a registered name without it (FlagAddWWW),
	// never to one that reads as an IPv4 address. Not with RemoveWWW.
	AddWWW bool
	// DropEmptyQuery removes a "?" with an empty query and a ":" with an
	// empty port (FlagRemoveEmptyQuerySeparator,
	// FlagRemoveEmptyPortSeparator).
	DropEmptyQuery bool
	// RemoveDuplicateSlashes makes each run of "/" in the path one
	// (FlagRemoveDuplicateSlashes).
	RemoveDuplicateSlashes bool
	// RemoveDirectoryIndex removes a last path segment that names a
	// directory index, one of DirectoryIndexes, keeping the "/" before it
	// (FlagRemoveDirectoryIndex): "/a/index.html" becomes "/a/".
	RemoveDirectoryIndex bool
	// RemoveTrailingSlash removes the "/" that ends a path longer than "/"
	// (FlagRemoveTrailingSlash); the root path "/" after an authority
	// stays, as RFC 3986 6.2.3 makes an empty http path "/".
	// AddTrailingSlash adds "/" to a path that does not end with one, an
	// empty path after an authority included (FlagAddTrailingSlash). At
	// most one of the two.
	RemoveTrailingSlash, AddTrailingSlash bool
	// DropParams removes the query parameters ("&"-separated; the name is
	// what comes before "=") that it names: each item a name, matched
	// without regard to ASCII case, a pattern where "*" matches any run
	// of characters ("utm_*"), or a named list: "@session" (the session
	// ids the Internet Archive strips, SessionParams) or "@tracking"
	// (TrackingParams). A query left empty is removed with its "?".
	DropParams []string
	// LowercaseQuery writes the query's letters in lower case, the hex
	// digits of its triplets excepted (the SURT profile lower-cases its
	// query as the Internet Archive does, hex digits included).
	LowercaseQuery bool
	// SortQuery sorts the query's parameters by name, byte by byte, keeping
	// the order of parameters of one name (a stable sort; purell's
	// FlagSortQuery sorts the values too and re-encodes them).
	SortQuery bool

	// SURTScheme writes the scheme before a SURT key, its host in
	// parentheses: "http://(org,archive)/goo" (the surt package's
	// with_scheme).
	SURTScheme bool
	// SURTTrailingComma ends the reversed host with ",":
	// "org,archive,)/goo" (trailing_comma).
	SURTTrailingComma bool
	// SURTKeepWWW keeps a leading "www" label ("com,example,www)/"): the
	// package's host_massage=False.
	SURTKeepWWW bool
}

// errOptions reports options that contradict each other.
var errOptions = errors.New("canon: bad options")

// check reports options that cannot be used together.
func (o *Options) check() error {
	switch {
	case o.Profile > SURT:
		return fmt.Errorf("%w: unknown profile %v", errOptions, o.Profile)
	case o.Level != 0 && o.Level != uri.SyntaxBased && o.Level != uri.SchemeBased:
		return fmt.Errorf("%w: level %v: want syntax or scheme", errOptions, o.Level)
	case o.Level != 0 && o.Profile != RFC:
		return fmt.Errorf("%w: the %v profile takes no level", errOptions, o.Profile)
	case o.RemoveWWW && o.AddWWW:
		return fmt.Errorf("%w: RemoveWWW and AddWWW undo each other: choose one", errOptions)
	case o.RemoveTrailingSlash && o.AddTrailingSlash:
		return fmt.Errorf("%w: RemoveTrailingSlash and AddTrailingSlash undo each other: choose one", errOptions)
	case (o.SURTScheme || o.SURTTrailingComma || o.SURTKeepWWW) && o.Profile != SURT:
		return fmt.Errorf("%w: the SURT options need the SURT profile", errOptions)
	}
	return nil
}

// hasSteps reports whether any step after the profile is asked for.
func (o *Options) hasSteps() bool {
	return o.DropFragment || o.ForceHTTP || o.RemoveHostDots || o.DecodeIPHost ||
		o.RemoveWWW || o.AddWWW || o.DropEmptyQuery || o.RemoveDuplicateSlashes ||
		o.RemoveDirectoryIndex || o.RemoveTrailingSlash || o.AddTrailingSlash ||
		len(o.DropParams) > 0 || o.LowercaseQuery || o.SortQuery
}
