package norm

// Test helpers: the syntax package's names the tests of the engine use,
// and the ladder with its facts looked up as package uri does.

import (
	"github.com/urikit/urikit/internal/syntax"
)

type (
	Ref  = syntax.Ref
	Mode = syntax.Mode
)

const (
	IRI    = syntax.IRI
	ZoneID = syntax.ZoneID

	HostIPv4      = syntax.HostIPv4
	HostIPv6      = syntax.HostIPv6
	HostIPvFuture = syntax.HostIPvFuture
)

func Parse(s string, m Mode) (Ref, *syntax.Fault) { return syntax.Parse(s, m) }

// norm is Normalize on a value.
func (l *Ladder) norm(r Ref) Ref { return l.Normalize(&r) }

// eq is Equal on values.
func (l *Ladder) eq(a, b Ref) bool { return l.Equal(&a, &b) }

// isNormal is the fast check of Normalize: whether r is decided normal
// under l without running the normalizer.
func (l *Ladder) isNormal(r Ref) bool {
	o := open(&r)
	return syntaxNormal(&o, l.IRI && o.Flags&fIRI != 0) && l.ladderNormal(&o, l.facts(&r))
}
