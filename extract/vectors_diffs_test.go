package extract_test

import "github.com/urikit/urikit/internal/vectors"

// linkifyDiffs are the linkify-it vectors urikit answers otherwise, with
// the reason and urikit's answer (vectors_test.go).
var linkifyDiffs = map[string]vectors.Diff{
	">>example.com % markdown blockquote": {Reason: rFuzzy, Got: "none"},
	"//localhost":                         {Reason: rRel, Got: "none"},
	"//test.123":                          {Reason: rRel, Got: "none"},
	"My ssl //example.com site":           {Reason: rRel, Got: "none"},
	"4.4.4.4":                             {Reason: rIp, Got: "none"},
	"192.168.1.1/abc":                     {Reason: rIp, Got: "none"},
	"google.com":                          {Reason: rFuzzy, Got: "none"},
	"google.com: // no port":              {Reason: rFuzzy, Got: "none"},
	"s.l.o.w.io":                          {Reason: rFuzzy, Got: "none"},
	"a-b.com":                             {Reason: rFuzzy, Got: "none"},
	"GOOGLE.COM.":                         {Reason: rFuzzy, Got: "none"},
	"google.xxx // known tld":             {Reason: rFuzzy, Got: "none"},
	"http://foo.com/blah_blah_\"doublequoted\"": {Reason: rDq, Got: "http://foo.com/blah_blah_"},
	"http://foo.com/blah_blah_'singlequoted'":   {Reason: rSq, Got: "http://foo.com/blah_blah_'singlequoted"},
	"[example.com/foo_bar.jpg)]":                {Reason: rFuzzy, Got: "none"},
	"<domain.com>":                              {Reason: rFuzzy, Got: "none"},
	"<domain.com>.":                             {Reason: rFuzzy, Got: "none"},
	"<domain.com/foo>":                          {Reason: rFuzzy, Got: "none"},
	"test.\"foo\".bar@gmail.co.uk!":             {Reason: rQuotedLocal, Got: "bar@gmail.co.uk"},
	"a.ws":                                      {Reason: rFuzzy, Got: "none"},
	"➡.ws/䨹":                                    {Reason: rFuzzy, Got: "none"},
	"example.com/䨹":                             {Reason: rFuzzy, Got: "none"},
	"президент.рф":                              {Reason: rFuzzy, Got: "none"},
	"http://.example.com":                       {Reason: rReg, Got: "http://.example.com"},
	"http://-example.com":                       {Reason: rReg, Got: "http://-example.com"},
	"｜www.google.com/www.google.com/foo｜bar    % #46, asian vertical pipes": {Reason: rGFMStart, Got: "none"},
	"_http://example.com": {Reason: rWord, Got: "http://example.com"},
	"http://example.com_": {Reason: rReg, Got: "http://example.com_"},
}

const (
	rRel         = "a relative reference (RFC 3986 4.2): urikit finds only references with a scheme in running text"
	rFuzzy       = "a bare domain: linkify-it's fuzzy links; RFC 2396 Appendix F abbreviates only www. and ftp. (Options.WWW)"
	rIp          = "a bare IPv4 host: linkify-it's fuzzyIP; no RFC abbreviates it (RFC 2396 Appendix F: www. and ftp. only)"
	rQuotedLocal = "GFM 6.9's extended email autolink: the local part is letters, digits and \". - _ +\"; a quoted local part (RFC 5322 3.4.1) is none, so the address starts after the quote"
	rDq          = "RFC 3986 Appendix C and RFC 2396 2.4.3: a double quote delimits a URI and is not part of one"
	rGFMStart    = "GFM 6.9: an extended www autolink starts at a line start, after whitespace or one of \"*_~(\"; after \"｜\" none does"
	rSq          = "a trailing \"'\" is punctuation (RFC 3986 Appendix C, GFM 6.9); linkify-it keeps a balanced pair"
	rReg         = "RFC 3986 3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ) allows a leading \".\" or \"-\" and a trailing \"_\"; DNS rules are the scheme's, not the text's"
	rWord        = "\"_\" is not a scheme character (RFC 3986 3.1), so \"http\" starts a word and a reference; linkify-it wants a word boundary"
)
