package scheme

// This file connects the built-in scheme-based normalization rules (RFC
// 3986 6.2.3) of the seed registry to their append form in
// internal/schemerule, which the normalization ladder runs directly.

import (
	"github.com/urikit/urikit/internal/registry"
	"github.com/urikit/urikit/internal/schemerule"
	"github.com/urikit/urikit/internal/syntax"
)

// builtins are the exported Normalize of the seeded schemes, by rule.
var builtins = [...]func(Components) Components{
	schemerule.URN:    normalizeURN,
	schemerule.Mailto: normalizeMailto,
	schemerule.Data:   normalizeData,
	schemerule.FTP:    normalizeFTP,
	schemerule.LDAP:   normalizeLDAP,
	schemerule.Tel:    normalizeTel,
	schemerule.SIP:    normalizeSIP,
}

// builtin applies the built-in rule id to c: the exported Normalize of a
// seeded scheme is this, and the ladder runs the same rule writing into
// its own output buffer, so the two cannot disagree. It allocates only
// when the rule changes c (once, for a path and query up to 256 bytes).
func builtin(id schemerule.ID, c Components) Components {
	return Components(registry.Builtin(id, syntax.Parts(c)))
}
