// Package registry holds the facts of the scheme registry (RFC 3986 3.1,
// 6.2.3): per scheme its default port, whether it is hierarchical, the
// path an empty path stands for, whether its host is a DNS name, and its
// scheme-based normalization rule. Package scheme is its public, read-only
// face and Register's entry point; the normalization engine
// (internal/norm) looks facts up here when its rung reads them, and
// packages uri and iri where they need a fact themselves (IDNA for DNS
// hosts).
// It imports only the standard library and internal packages.
//
// Lookups are lock-free: the registry is an immutable map behind an atomic
// pointer, replaced as a whole (copy on write) by Store.
package registry

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/urikit/urikit/internal/schemerule"
	"github.com/urikit/urikit/internal/syntax"
)

// Facts are what the registry knows of one scheme. An entry, once stored,
// is never modified: Lookup hands out pointers to it, and Store replaces
// an entry by a new one.
type Facts struct {
	// Name is the scheme name in lower case (RFC 3986 3.1).
	Name string
	// DefaultPort is the port a reference means when it gives none, 0 when
	// the scheme has none (RFC 3986 3.2.3, 6.2.3).
	DefaultPort int
	// Hierarchical: the scheme's references use the hierarchical path
	// form (RFC 3986 3, RFC 2396 3), so relative references make sense.
	Hierarchical bool
	// EmptyPath is the path an empty path stands for after an authority
	// (RFC 3986 6.2.3), "" to keep it empty.
	EmptyPath string
	// DNS: the reg-name host is a DNS domain name (RFC 3986 3.2.2, RFC
	// 4343 case; RFC 3987 3.1 IDNA).
	DNS bool
	// LocalHost: the host "localhost" and the empty host both name the
	// machine interpreting the reference (RFC 8089 2 for file), which the
	// opt-in protocol-based option FileLocalhost (RFC 3986 6.2.4) uses.
	LocalHost bool
	// Spec names the document that defines the scheme.
	Spec string
	// Rule is the built-in scheme-based rule (internal/schemerule), run in
	// its append form by the engine; schemerule.None for none.
	Rule schemerule.ID
	// Normalize is a rule given to scheme.Register, working on component
	// strings; nil for none. An entry has a Rule or a Normalize, not both.
	Normalize func(syntax.Parts) syntax.Parts
}

// HasRule reports whether f has a scheme-based rule of its own.
func (f *Facts) HasRule() bool {
	return f != nil && (f.Rule != schemerule.None || f.Normalize != nil)
}

// snapshot is one immutable state of the registry: the map, and the
// entries of the most common schemes for a lookup without hashing.
type snapshot struct {
	m                 map[string]*Facts
	short             shortTable // the names of up to shortMax bytes (short.go)
	http, https, file *Facts
}

var (
	current atomic.Pointer[snapshot]
	writeMu sync.Mutex // serializes Store's copy-on-write
)

func init() {
	m := make(map[string]*Facts, len(seed))
	for i := range seed {
		m[seed[i].Name] = &seed[i]
	}
	publish(m)
}

func publish(m map[string]*Facts) {
	current.Store(&snapshot{m: m, short: newShortTable(m), http: m["http"], https: m["https"], file: m["file"]})
}

// Lookup returns the entry of the scheme name, compared without regard to
// case (RFC 3986 3.1), or nil. The entry is shared and must not be
// modified. It does not allocate for names up to 64 bytes; those up to
// 16 bytes it finds without hashing a string (short.go).
func Lookup(name string) *Facts {
	r := current.Load()
	if len(name) <= shortMax {
		k0, k1, ctl := packName(name)
		if ctl {
			return nil
		}
		return r.packed(k0, k1)
	}
	if !syntax.HasUpper(name) {
		return r.m[name]
	}
	if len(name) > 64 {
		return r.m[strings.ToLower(name)]
	}
	var buf [64]byte
	b := buf[:len(name)]
	for i := 0; i < len(name); i++ {
		b[i] = syntax.Lower(name[i])
	}
	return r.m[string(b)]
}

// packed returns the entry of the name packed into k0, k1 (packName),
// or nil: http, https and file by comparison, the others from the short
// table.
func (r *snapshot) packed(k0, k1 uint64) *Facts {
	if k1 == 0 {
		if f := r.common(k0); f != nil {
			return f
		}
	}
	return r.short.findPacked(k0, k1)
}

// common returns the entry of http, https or file when k0 is its name
// packed (and k1 is 0), else nil.
func (r *snapshot) common(k0 uint64) *Facts {
	switch k0 {
	case nameHTTP:
		return r.http
	case nameHTTPS:
		return r.https
	case nameFile:
		return r.file
	}
	return nil
}

// The names found without hashing, packed as packName packs them.
const (
	nameHTTP  = 'h' | 't'<<8 | 't'<<16 | 'p'<<24
	nameHTTPS = nameHTTP | 's'<<32
	nameFile  = 'f' | 'i'<<8 | 'l'<<16 | 'e'<<24
)

// Of returns the entry of r's scheme, nil when r has none or it is not
// registered.
func Of(r *syntax.Ref) *Facts {
	// Read in place: r's scheme is its string up to SchemeEnd (3.1).
	o := syntax.Open(r)
	if o.Flags&syntax.FlagScheme == 0 {
		return nil
	}
	s, n := o.S, int(o.SchemeEnd)
	if n <= 8 && len(s) >= 8 {
		// The scheme in one word read from the reference, lower-cased as
		// short.go packs names: its characters (3.1) need no check for
		// control bytes.
		// packed, written out so that the lookup takes no call: 5-12 ns
		// per reference that changes in bench/'s paired runs, where
		// Normalize waits on the lookup's result.
		k := (syntax.Word(s, 0) | 0x2020202020202020) & syntax.LowLanes(n)
		sn := current.Load()
		if f := sn.common(k); f != nil {
			return f
		}
		return sn.short.findPacked(k, 0)
	}
	return Lookup(s[:n])
}

// Store adds f, whose Name the caller has checked and lower-cased,
// replacing any entry of that name. It is safe to call concurrently with
// Lookup.
func Store(f Facts) {
	writeMu.Lock()
	defer writeMu.Unlock()
	old := current.Load().m
	m := make(map[string]*Facts, len(old)+1)
	for k, v := range old {
		m[k] = v
	}
	m[f.Name] = &f
	publish(m)
}

// Each calls yield with every entry, in no particular order.
func Each(yield func(*Facts) bool) {
	for _, f := range current.Load().m {
		if !yield(f) {
			return
		}
	}
}
