package main

// This file is the --iri mode of the normalize and equal verbs: IRI
// references (RFC 3987 2.2) normalized and compared on the ladder of RFC
// 3987 5.3, with character normalization (5.3.2.2) and IDNA (5.3.3) as
// options.

import (
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// iriOptions are the IRI flags of normalize and equal: --iri, --nfc and
// --idna.
type iriOptions struct {
	iri, nfc, idna bool
}

// normalizeIRI parses s as an IRI reference and returns its normal form.
func normalizeIRI(s string, uo uri.NormalizeOptions, io iriOptions) (string, error) {
	r, err := iri.Parse(s)
	if err != nil {
		return "", err
	}
	return r.NormalizeWith(iri.NormalizeOptions{
		Level:             uo.Level,
		NFC:               io.nfc,
		IDNA:              io.idna,
		DropFragment:      uo.DropFragment,
		DropEmptyQuery:    uo.DropEmptyQuery,
		DropEmptyFragment: uo.DropEmptyFragment,
		FileLocalhost:     uo.FileLocalhost,
	}).String(), nil
}

// equalIRI parses a and b as IRI references and compares them at level: the
// normal forms, and whether they are equivalent. errs are the parse errors.
// With --nfc or --idna the normal forms with those steps are compared
// (iri.Equal applies neither, RFC 3987 5.3.2.2).
func equalIRI(args [2]string, level uri.Level, io iriOptions) (forms [2]string, eq bool, errs [2]error) {
	var refs [2]iri.Ref
	for i, s := range args {
		r, err := iri.Parse(s)
		if err != nil {
			errs[i] = err
			continue
		}
		refs[i] = r
		forms[i] = r.NormalizeWith(iri.NormalizeOptions{Level: level, NFC: io.nfc, IDNA: io.idna}).String()
	}
	switch {
	case errs[0] != nil || errs[1] != nil:
	case io.nfc || io.idna:
		eq = forms[0] == forms[1]
	default:
		eq = iri.Equal(refs[0], refs[1], level)
	}
	return forms, eq, errs
}
