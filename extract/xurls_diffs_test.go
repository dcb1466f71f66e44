package extract_test

import "github.com/urikit/urikit/internal/vectors"

// xurlsDiffs are the cases of xurls's test table urikit answers
// otherwise, with the reason and urikit's answer (vectors_xurls_test.go).
var xurlsDiffs = map[string]vectors.Diff{
	"mailto:foo @constantTestCases[41]":                                     {Reason: xMailto, Got: "none"},
	"MAILTO:foo":                                                            {Reason: xMailto, Got: "none"},
	"mailto:foo @StrictMatchingSchemeAny[3]":                                {Reason: xMailto, Got: "none"},
	"cid:foo-32x32.v2_fe0f1423.png":                                         {Reason: xCid, Got: "none"},
	"_http://foo.com/bar_":                                                  {Reason: xEmphasis, Got: "http://foo.com/bar"},
	"http://foo.bar/path@":                                                  {Reason: xAt, Got: "http://foo.bar/path@"},
	"http://1080::8:800:200c:417a/path":                                     {Reason: xIPv6, Got: "none"},
	"randomtexthttp://foo.bar/etc @constantTestCases[144]":                  {Reason: xWord, Got: "none"},
	"postgres://user:pass@host.com:5432/path?k=v#f @constantTestCases[145]": {Reason: xUnregistered, Got: "none"},
	"postgres://user:pass@host.com:5432/path?k=v#f @constantTestCases[146]": {Reason: xUnregistered, Got: "none"},
	"zoommtg://zoom.us/join?confno=1234&pwd=xxx":                            {Reason: xUnregistered, Got: "none"},
	"zoomus://zoom.us/join?confno=1234&pwd=xxx":                             {Reason: xUnregistered, Got: "none"},
}

const (
	xMailto       = "RFC 6068 2: the path of a mailto URI is addr-specs (local-part \"@\" domain); \"mailto:foo\" is none, and urikit applies the syntax of the schemes it knows"
	xCid          = "RFC 2392 2: a cid URL's content-id is an addr-spec (\"@\" and a domain); \"cid:foo-32x32.v2_fe0f1423.png\" is none"
	xEmphasis     = "GFM 6.9 (extended autolink path validation): a trailing \"_\" closing an emphasis opened before the link (\"_http://...\") is not part of it"
	xAt           = "RFC 3986 3.3: \"@\" is a pchar, and GFM 6.9 keeps it at the end of a link; xurls leaves it out"
	xIPv6         = "RFC 3986 3.2.2: an IPv6 address in a URI stands in brackets; unbracketed, \":800\" is a port that is not digits and the lenient parser refuses it (xurls's own test says it is not valid)"
	xWord         = "a scheme glued after a letter is the end of a longer word (\"randomtexthttp\"), which is no scheme; after a digit, \"-\" or \".\" it is read alone (\"site.http://\")"
	xUnregistered = "not in the IANA URI Schemes registry (xurls's SchemesUnofficial); Options.AnyScheme finds it"
)
