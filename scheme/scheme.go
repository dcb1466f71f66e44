// Package scheme is the registry of URI schemes (RFC 3986 3.1, 6.2.3): for
// each scheme its default port, whether it is hierarchical, the path its
// references take when the path is empty and there is an authority, and an
// optional normalizer for the scheme's own equivalence rules. Packages uri
// and iri consult it for scheme-based normalization. It imports only the
// standard library and internal packages of urikit: the registry's storage
// (internal/registry), which this package is the public, read-only face
// of, and the append form of the built-in rules (internal/schemerule).
//
// The seed registry brings the equivalence rules stated by the RFCs of
// urn (RFC 8141 3.1), mailto (RFC 6068 2), data (RFC 2397, RFC 2045 5.1),
// tel (RFC 3966 4), ftp (RFC 1738 5), ldap/ldaps (RFC 4516 2) and sip/sips
// (RFC 3261 19.1.4); see seed.go for why the other schemes have none. Each
// costs the normalizer at most one allocation when it changes a reference
// (see Scheme.Normalize). URNEquivalent is RFC 8141's URN-equivalence, a
// different relation offered as a comparison, not a normal form.
//
// The registry is read-only to callers: Lookup returns a copy of an entry,
// so changing it changes nothing else; Register is the one way in. Lookups
// are lock-free: the registry is an immutable map behind an atomic
// pointer, replaced as a whole (copy on write) by Register.
package scheme

import (
	"errors"
	"slices"
	"strings"

	"github.com/urikit/urikit/internal/registry"
	"github.com/urikit/urikit/internal/schemerule"
	"github.com/urikit/urikit/internal/syntax"
)

// Scheme describes one URI scheme.
type Scheme struct {
	// Name is the scheme name in lower case (RFC 3986 3.1: schemes are
	// case-insensitive and canonically lower case).
	Name string
	// DefaultPort is the port a reference means when it gives none, 0 when
	// the scheme has no default (RFC 3986 3.2.3, 6.2.3).
	DefaultPort int
	// Hierarchical reports whether the scheme's references use the
	// hierarchical path form of RFC 3986 3 / RFC 2396 3 ("//" authority or
	// a path starting with "/"), so that relative references make sense.
	Hierarchical bool
	// EmptyPath is the path to use when a reference has an authority and an
	// empty path, "" to keep it empty (RFC 3986 6.2.3: "http://example.com"
	// is normalized to "http://example.com/").
	EmptyPath string
	// Normalize, when not nil, applies the scheme's own equivalence rules to
	// the components of a reference already in syntax-based normal form
	// (RFC 3986 6.2.2) and returns them. It must return components in
	// syntax-based normal form, leave components it does not change as they
	// are, and be idempotent.
	//
	// The seed registry's rules (urn, mailto, data, tel, ftp, ldap, ldaps,
	// sip, sips) are derived from an append form the normalizer runs
	// directly, writing into its own buffer: a reference they change costs
	// one allocation, the result string (up to 1 KiB; sip and tel up to
	// 16 parameters). A Normalize given to Register works on component
	// strings: the normalizer recomposes and re-parses its result, two or
	// more allocations when it changes something. To replace a built-in
	// rule, Register a Scheme: the value Lookup returns is a copy.
	Normalize func(Components) Components
	// DNS reports whether the reg-name host of the scheme's references is
	// a DNS domain name (RFC 3986 3.2.2 leaves the registry of a reg-name
	// to the scheme). Comparison then folds the ASCII letters of a host
	// holding non-ASCII characters to lower case (DNS compares them
	// without regard to case, RFC 4343), and IDNA (RFC 3987 3.1, 5.3.3)
	// applies to it.
	DNS bool
	// LocalHost reports whether the host "localhost" and the empty host
	// both name the machine interpreting the reference (file, RFC 8089 2):
	// the protocol-based option FileLocalhost (RFC 3986 6.2.4) then writes
	// "localhost" as the empty host.
	LocalHost bool
	// Spec names the document that defines the scheme.
	Spec string
}

// Components are the parts of a reference as written (percent-encodings
// not decoded), each optional one with its presence (RFC 3986 3). A
// scheme's references always have a scheme: HasScheme is true.
type Components struct {
	Scheme       string
	HasScheme    bool
	HasAuthority bool
	Userinfo     string
	HasUserinfo  bool
	Host         string
	Port         string
	HasPort      bool
	Path         string
	Query        string
	HasQuery     bool
	Fragment     string
	HasFragment  bool
}

// ErrInvalidName reports a scheme name that breaks RFC 3986 3.1.
var ErrInvalidName = errors.New("scheme: invalid scheme name")

// Lookup returns a copy of the registered scheme of that name, compared
// without regard to case (RFC 3986 3.1), and whether there is one.
// Changing the copy changes nothing in the registry. It does not allocate
// for names up to 64 bytes, except for a scheme whose Normalize was given
// to Register.
func Lookup(name string) (Scheme, bool) {
	f := registry.Lookup(name)
	if f == nil {
		return Scheme{}, false
	}
	return fromFacts(f), true
}

// fromFacts is the public view of a registry entry.
func fromFacts(f *registry.Facts) Scheme {
	s := Scheme{
		Name: f.Name, DefaultPort: f.DefaultPort, Hierarchical: f.Hierarchical,
		EmptyPath: f.EmptyPath, DNS: f.DNS, LocalHost: f.LocalHost, Spec: f.Spec,
		Normalize: builtins[f.Rule],
	}
	if n := f.Normalize; n != nil {
		s.Normalize = func(c Components) Components { return Components(n(syntax.Parts(c))) }
	}
	return s
}

// Register adds s to the registry, replacing any scheme of the same name.
// The name is checked against RFC 3986 3.1 (scheme = ALPHA *( ALPHA /
// DIGIT / "+" / "-" / "." )) and stored in lower case; the default port
// must be 0-65535 and EmptyPath empty or a path-absolute in normal form
// (see validEmptyPath). Register is
// safe to call concurrently with Lookup.
func Register(s Scheme) error {
	if !ValidName(s.Name) {
		return errors.Join(ErrInvalidName, errors.New("scheme: "+quote(s.Name)+" is not ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" ) (RFC 3986 3.1)"))
	}
	if s.DefaultPort < 0 || s.DefaultPort > 65535 {
		return errors.New("scheme: default port of " + quote(s.Name) + " out of range 0-65535")
	}
	if s.EmptyPath != "" && !validEmptyPath(s.EmptyPath) {
		return errors.New("scheme: empty-path value of " + quote(s.Name) + " must be a path-absolute (RFC 3986 3.3) of unreserved, sub-delims, ':' and '@' characters, without dot-segments")
	}
	f := registry.Facts{
		Name: strings.ToLower(s.Name), DefaultPort: s.DefaultPort, Hierarchical: s.Hierarchical,
		EmptyPath: s.EmptyPath, DNS: s.DNS, LocalHost: s.LocalHost, Spec: s.Spec,
		Rule: schemerule.None, // the caller's Normalize works on component strings
	}
	if n := s.Normalize; n != nil {
		f.Normalize = func(p syntax.Parts) syntax.Parts { return syntax.Parts(n(Components(p))) }
	}
	registry.Store(f)
	return nil
}

// validEmptyPath reports whether p can stand for an empty path in a
// normal form: a path-absolute (RFC 3986 3.3) not starting with "//",
// written with pchar other than pct-encoded (so that it is already in
// syntax-based normal form) and without "." or ".." segments (which 6.2.2.3
// would remove).
func validEmptyPath(p string) bool {
	if p == "" || p[0] != '/' || strings.HasPrefix(p, "//") {
		return false
	}
	for _, seg := range strings.Split(p[1:], "/") {
		if seg == "." || seg == ".." {
			return false
		}
		for i := 0; i < len(seg); i++ {
			c := seg[i]
			if syntax.NeedsEscape(c, syntax.PathSegment) {
				return false
			}
		}
	}
	return true
}

// ValidName reports whether name is a scheme by RFC 3986 3.1.
func ValidName(name string) bool {
	if name == "" || !syntax.IsAlpha(name[0]) {
		return false
	}
	for i := 1; i < len(name); i++ {
		if !syntax.IsSchemeChar(name[i]) {
			return false
		}
	}
	return true
}

// Names returns the registered scheme names, sorted.
func Names() []string {
	var names []string
	registry.Each(func(f *registry.Facts) bool {
		names = append(names, f.Name)
		return true
	})
	slices.Sort(names)
	return names
}

func quote(s string) string { return "\"" + s + "\"" }

// IsHierarchical reports whether name is a registered hierarchical scheme:
// the question uri.ResolveOptions.Hierarchical asks for RFC 3986 5.2.2's
// backward-compatible ("http:g") reading. Unknown schemes are not.
func IsHierarchical(name string) bool {
	f := registry.Lookup(name)
	return f != nil && f.Hierarchical
}
