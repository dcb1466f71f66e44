package norm

// This file opens a syntax.Ref for the engine: the normalizer reads the
// offsets of its input and computes those of its output while writing it.

import "github.com/urikit/urikit/internal/syntax"

// ref is a syntax.Ref opened up: its string and its layout
// (syntax.Opened, whose memory layout is the Ref's).
type ref struct {
	S string
	syntax.Layout
}

// The flags of a layout (syntax.Layout).
const (
	fValid     = syntax.FlagValid
	fScheme    = syntax.FlagScheme
	fAuthority = syntax.FlagAuthority
	fUserinfo  = syntax.FlagUserinfo
	fPort      = syntax.FlagPort
	fQuery     = syntax.FlagQuery
	fFragment  = syntax.FlagFragment
	fIRI       = syntax.FlagIRI
)

func open(r *syntax.Ref) ref { return ref(*syntax.Open(r)) }

// opened is open without the copy: r seen in place.
func opened(r *syntax.Ref) *ref { return (*ref)(syntax.Open(r)) }

func (r ref) close() syntax.Ref { return syntax.Close((*syntax.Opened)(&r)) }

func (r ref) IsValid() bool { return r.Flags&fValid != 0 }

func (r ref) Scheme() (string, bool) {
	if r.Flags&fScheme == 0 {
		return "", false
	}
	return r.S[:r.SchemeEnd], true
}

func (r ref) authStart() int32 {
	if r.Flags&fScheme != 0 {
		return r.SchemeEnd + 3
	}
	return 2
}

func (r ref) Mode() syntax.Mode { return r.close().Mode() }
