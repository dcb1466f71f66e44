package main

// This file reads --level, the rung of the comparison ladder of RFC 3986
// 6.2 (RFC 3987 5.3 with --iri), for every verb that has one: normalize,
// equal and dedup (and the API's level parameter), each taking the same
// three rungs.

import (
	"errors"
	"flag"
	"fmt"

	"github.com/urikit/urikit/internal/quote"
	"github.com/urikit/urikit/uri"
)

// levelFlag declares --level: simple, syntax or scheme (the default).
func levelFlag(fs *flag.FlagSet) *string {
	return fs.String("level", "scheme", "the rung `LEVEL` of RFC 3986 6.2's ladder: simple (6.2.1), syntax (6.2.2) or scheme (6.2.3)")
}

// parseLevel turns a --level value into a Level: simple (6.2.1: the
// reference as written), syntax (6.2.2) or scheme (6.2.3), or their long
// names.
func parseLevel(s string) (uri.Level, error) {
	switch s {
	case "scheme", "scheme-based":
		return uri.SchemeBased, nil
	case "syntax", "syntax-based":
		return uri.SyntaxBased, nil
	case "simple", "simple-string":
		return uri.SimpleString, nil
	}
	return 0, fmt.Errorf("bad --level %s: want simple, syntax or scheme", quote.Message(s))
}

// check reports a usage error of the IRI flags at level l: --nfc and
// --idna need --iri, and a rung that normalizes (syntax or scheme).
func (o iriOptions) check(l uri.Level) error {
	switch {
	case !o.iri && (o.nfc || o.idna):
		return errors.New("--nfc and --idna need --iri")
	case l == uri.SimpleString && (o.nfc || o.idna):
		return errors.New("--nfc and --idna need --level syntax or scheme")
	}
	return nil
}
