package check

// This file is the table of typed parsers: the scheme's own syntax, the
// second step of a check, through the scheme/<name> packages.

import (
	"github.com/urikit/urikit/scheme/data"
	"github.com/urikit/urikit/scheme/file"
	"github.com/urikit/urikit/scheme/ftp"
	"github.com/urikit/urikit/scheme/gopher"
	"github.com/urikit/urikit/scheme/http"
	"github.com/urikit/urikit/scheme/ldap"
	"github.com/urikit/urikit/scheme/mailto"
	"github.com/urikit/urikit/scheme/mid"
	"github.com/urikit/urikit/scheme/news"
	"github.com/urikit/urikit/scheme/prospero"
	"github.com/urikit/urikit/scheme/tel"
	"github.com/urikit/urikit/scheme/telnet"
	"github.com/urikit/urikit/scheme/urn"
	"github.com/urikit/urikit/scheme/wais"
	"github.com/urikit/urikit/uri"
)

// typed maps a scheme name, in lower case, to the typed parse of its
// references: the fields of the typed value (the scheme/<name> package's
// Fields), or an error, a *uri.Error whose Offset is the first byte of
// r.String() that the scheme's syntax refuses, which makes the report
// invalid. A scheme without an entry is checked by the generic syntax
// alone and has no fields.
var typed = map[string]func(uri.Ref) (map[string]any, error){
	"ftp":      fieldsOf(ftp.Parse),      // RFC 1738 3.2
	"http":     fieldsOf(http.Parse),     // RFC 9110 4.2.1
	"https":    fieldsOf(http.Parse),     // RFC 9110 4.2.2
	"ws":       fieldsOf(http.Parse),     // RFC 6455 3
	"wss":      fieldsOf(http.Parse),     // RFC 6455 3
	"file":     fieldsOf(file.Parse),     // RFC 8089
	"mailto":   fieldsOf(mailto.Parse),   // RFC 6068
	"news":     fieldsOf(news.Parse),     // RFC 5538 2.1
	"snews":    fieldsOf(news.Parse),     // RFC 5538 2.1
	"nntp":     fieldsOf(news.Parse),     // RFC 5538 2.2
	"telnet":   fieldsOf(telnet.Parse),   // RFC 4248
	"rlogin":   fieldsOf(telnet.Parse),   // RFC 1738 3.8
	"tn3270":   fieldsOf(telnet.Parse),   // RFC 6270
	"gopher":   fieldsOf(gopher.Parse),   // RFC 4266
	"wais":     fieldsOf(wais.Parse),     // RFC 4156
	"prospero": fieldsOf(prospero.Parse), // RFC 4157
	"mid":      fieldsOf(mid.Parse),      // RFC 2392
	"cid":      fieldsOf(mid.Parse),      // RFC 2392
	"urn":      fieldsOf(urn.Parse),      // RFC 8141
	"data":     fieldsOf(data.Parse),     // RFC 2397
	"tel":      fieldsOf(tel.Parse),      // RFC 3966
	"ldap":     fieldsOf(ldap.Parse),     // RFC 4516
	"ldaps":    fieldsOf(ldap.Parse),     // RFC 4516
}

// fieldsOf turns a scheme package's Parse into a typed parse.
func fieldsOf[T interface{ Fields() map[string]any }](parse func(uri.Ref) (T, error)) func(uri.Ref) (map[string]any, error) {
	return func(r uri.Ref) (map[string]any, error) {
		v, err := parse(r)
		if err != nil {
			return nil, err
		}
		return v.Fields(), nil
	}
}
