package check

// This file is the table of typed parsers: the scheme's own syntax, the
// second step of a check (issue 8, "Typed scheme parsers").

import "github.com/urikit/urikit/uri"

// typed maps a scheme name, in lower case, to the typed parse of its
// references: the fields of the typed value (the scheme/<name> package's
// Fields), or an error, a *uri.Error whose Offset is the first byte of
// r.String() that the scheme's syntax refuses, which makes the report
// invalid. A scheme without an entry is checked by the generic syntax
// alone and has no fields.
//
// The entries are added where the scheme packages are merged, as
//
//	"ftp": func(r uri.Ref) (map[string]any, error) {
//		v, err := ftp.Parse(r)
//		if err != nil {
//			return nil, err
//		}
//		return v.Fields(), nil
//	},
var typed = map[string]func(uri.Ref) (map[string]any, error){}
