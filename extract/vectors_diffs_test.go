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
	"<user@domain.com>":                         {Reason: rEmail, Got: "none"},
	"<user@domain.com>.":                        {Reason: rEmail, Got: "none"},
	"test.\"foo\".bar@gmail.co.uk!":             {Reason: rEmail, Got: "none"},
	"\"test@example.com\"":                      {Reason: rEmail, Got: "none"},
	"name@example.com":                          {Reason: rEmail, Got: "none"},
	">>name@example.com % markdown blockquote":  {Reason: rEmail, Got: "none"},
	"foo+bar@gmail.com":                         {Reason: rEmail, Got: "none"},
	"192.168.1.1@gmail.com":                     {Reason: rEmail, Got: "none"},
	"(foobar email@example.com)":                {Reason: rEmail, Got: "none"},
	"(email@example.com foobar)":                {Reason: rEmail, Got: "none"},
	"(email@example.com)":                       {Reason: rEmail, Got: "none"},
	"http://✪df.ws/123":                         {Reason: rSym, Got: "none"},
	"a.ws":                                      {Reason: rFuzzy, Got: "none"},
	"➡.ws/䨹":                                    {Reason: rFuzzy, Got: "none"},
	"example.com/䨹":                             {Reason: rFuzzy, Got: "none"},
	"президент.рф":                              {Reason: rFuzzy, Got: "none"},
	"｜test@google.com｜bar":                      {Reason: rEmail, Got: "none"},
	"http://.example.com":                       {Reason: rReg, Got: "http://.example.com"},
	"http://-example.com":                       {Reason: rReg, Got: "http://-example.com"},
	"_http://example.com":                       {Reason: rWord, Got: "http://example.com"},
	"http://example.com_":                       {Reason: rReg, Got: "http://example.com_"},
	"http://#":                                  {Reason: rFrag, Got: "http://#"},
	"http://##":                                 {Reason: rFrag, Got: "http://##"},
	"mailto:bar":                                {Reason: rMailto, Got: "mailto:bar"},
}

const (
	rRel    = "a relative reference (RFC 3986 4.2): urikit finds only references with a scheme in running text"
	rFuzzy  = "a bare domain: linkify-it's fuzzy links; RFC 2396 Appendix F abbreviates only www. and ftp. (Options.WWW)"
	rIp     = "a bare IPv4 host: linkify-it's fuzzyIP; no RFC abbreviates it (RFC 2396 Appendix F: www. and ftp. only)"
	rEmail  = "a bare e-mail address: linkify-it's fuzzy e-mail; the URI is mailto: (RFC 6068), which the text does not write"
	rDq     = "RFC 3986 Appendix C and RFC 2396 2.4.3: a double quote delimits a URI and is not part of one"
	rSq     = "trailing \"'\" is sentence punctuation (issue 9, Appendix C's plain-text rules); linkify-it keeps a balanced pair"
	rSym    = "a non-ASCII symbol (U+272A) ends a bare reference: only letters, marks, digits and format characters continue one"
	rReg    = "RFC 3986 3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ) allows a leading \".\" or \"-\" and a trailing \"_\"; DNS rules are the scheme's, not the text's"
	rWord   = "\"_\" is not a scheme character (RFC 3986 3.1), so \"http\" starts a word and a reference; linkify-it wants a word boundary"
	rFrag   = "RFC 3986 3: \"http://#\" is a valid URI (empty authority, empty fragment), \"http://##\" the lenient parser repairs (FixDelims); linkify-it wants a host"
	rMailto = "RFC 3986 3 accepts mailto:bar; RFC 6068's addr-spec rules are the scheme's, and the default mode checks the generic syntax"
)
