package check

// This file names the warning codes: stable strings, each with the section
// of the RFC (or of the seed drafts of RFC 1738, draft-ietf-uri-url-02/03)
// that gives the concern.

// Code is a warning code, a stable string: programs may match on it.
type Code string

// The warning codes, in the order Codes lists them.
const (
	// CredentialsPassword: a password in the userinfo, the text after its
	// first ":" when not empty (RFC 3986 3.2.1: "user:password" is
	// deprecated; 7.5; seed draft-ietf-uri-url-03: "The use of URLs
	// containing passwords is clearly unwise").
	CredentialsPassword Code = "credentials-password"
	// UserinfoDeprecated: any userinfo in http, https, ws or wss (RFC 9110
	// 4.2.4: a sender MUST NOT generate it; RFC 6455 3 has none in its
	// grammar), as in "http://trusted.example@evil.example/" (RFC 3986
	// 7.6, semantic attacks).
	UserinfoDeprecated Code = "userinfo-deprecated"
	// PortNondefault: an explicit port other than the registered default
	// port of the scheme (RFC 3986 7.2; RFC 1738 6; seed
	// draft-ietf-uri-url-02 security: "Caution should be used when using
	// any URL which specifies a port number other than the default").
	PortNondefault Code = "port-nondefault"
	// PortService: the port of another well-known service, where the
	// reference's request could be read as that protocol's commands: the
	// seeds' gopher URL that made an SMTP server send a message (RFC 3986
	// 7.2; RFC 1738 6; seed draft-ietf-uri-url-02 security). The ports,
	// by IANA's service names: 21 ftp, 22 ssh, 23 telnet, 25 smtp, 53
	// domain, 110 pop3, 111 sunrpc, 119 nntp, 135 msrpc, 139 netbios-ssn,
	// 143 imap, 389 ldap, 445 microsoft-ds, 465 submissions, 512 exec, 513
	// login, 514 shell, 587 submission, 636 ldaps, 873 rsync, 993 imaps,
	// 995 pop3s, 1433 ms-sql-s, 1521 oracle, 2049 nfs, 2375 docker, 3306
	// mysql, 3389 ms-wbt-server, 5432 postgresql, 5900 vnc, 6379 redis,
	// 6667 irc, 9200 elasticsearch, 11211 memcached, 27017 mongodb; none
	// warns when it is the default port of the reference's own scheme.
	PortService Code = "port-service"
	// EncodedControl: a percent-encoded C0 control or DEL (%00-%1F, %7F)
	// that a back end might decode and act on, CR and LF above all (RFC
	// 3986 7.2 and 7.3, "%00" NUL; seed draft-ietf-uri-url-02 security: "CR
	// and LF characters for telnet protocols"). Not %09 in a gopher path,
	// where it separates the selector, search and gopher+ strings (RFC 4266
	// 2.1), nor %0D and %0A in a mailto body (RFC 6068 2), nor the data of
	// a data reference (RFC 2397 2).
	EncodedControl Code = "encoded-control"
	// IPHost: a host that is an IP literal or an IPv4 address rather than
	// a name (RFC 3986 3.2.2; 7.6: "ftp://cnn.example.com&story=
	// breaking_news@10.0.0.1/top_story.htm").
	IPHost Code = "ip-host"
	// AmbiguousIP: a reg-name that inet_aton-style resolvers (and the URL
	// Standard) read as an IPv4 address: "2130706433", "0x7f.1", "127.1",
	// "0177.0.0.1", a trailing dot (RFC 3986 7.4, rare IP address formats).
	AmbiguousIP Code = "ambiguous-ip"
	// EncodedHost: a percent-encoded octet in a reg-name host that is not
	// part of the UTF-8 encoding of a non-ASCII character: "%65vil.example"
	// (RFC 3986 3.2.2: percent-encoding in a host only represents UTF-8
	// character sequences; 7.3: whoever reads the host as written is
	// misled). "B%C3%BCcher.example", an internationalized name as RFC
	// 3986 writes it, is not warned of.
	EncodedHost Code = "encoded-host"
	// HostMapped: a reg-name host holding non-ASCII characters (as
	// written in an IRI, or percent-encoded) that the URL Standard's domain
	// to ASCII maps to other characters than its lower case (UTS #46
	// mapping): full-width "ｅｘａｍｐｌｅ.com" becomes "example.com",
	// "ex㏃mple.com" (U+33C3 SQUARE BQ) "exbqmple.com", "evil。com"
	// "evil.com". What a person reads is not the name a browser looks up;
	// the message gives the host it becomes. For schemes whose hosts are
	// DNS names.
	HostMapped Code = "host-mapped"
	// UnknownScheme: a scheme not in the registry (package scheme; RFC
	// 3986 3.1; RFC 7595).
	UnknownScheme Code = "unknown-scheme"
	// DotSegments: a "." or ".." path segment, also one that reads so only
	// once decoded ("%2e%2e"), which urikit keeps as data but a server that
	// decodes first may climb with (RFC 3986 3.3, 5.2.4, 7.3).
	DotSegments Code = "dot-segments"
	// EncodedSlash: "%2F" in a path segment, which a server that decodes
	// before it splits reads as a separator (RFC 3986 2.2, 7.3).
	EncodedSlash Code = "encoded-slash"
	// ActiveScheme: a scheme that runs code where it is followed:
	// javascript:, vbscript:, and data: with an HTML, XML, SVG or script
	// media type (RFC 2397 6; draft-hoehrmann-javascript-scheme).
	ActiveScheme Code = "active-scheme"
	// MixedScript: a host label or path segment that mixes scripts no
	// language writes together (RFC 3987 7.5; UTS #39 5.2), from
	// iri.Ref.Warnings; for a punycode label, its decoded form.
	MixedScript Code = "mixed-script"
	// Confusable: a host label written in one script other than Latin whose
	// every letter has a Latin look-alike, a whole-script confusable (UTS
	// #39 4, RFC 3987 8): "аррӏе.com" in Cyrillic, or "xn--80ak6aa92e.com".
	Confusable Code = "confusable"
	// Invisible: a default-ignorable code point (zero-width space and
	// joiners, soft hyphen, variation selectors, Hangul fillers, ...) or a
	// space other than U+0020 (RFC 3987 6.1, 7.5; Unicode
	// Default_Ignorable_Code_Point), as written in an IRI, percent-encoded
	// as UTF-8 ("%E2%80%8B", which RFC 3987 3.2 converters may show
	// decoded) or in a punycode host label.
	Invisible Code = "invisible"
	// Bidi: a bidirectional formatting character (RFC 3987 4.1), as
	// written, percent-encoded ("%E2%80%AE") or in a punycode host label,
	// or a component breaking the bidi rules of RFC 3987 4.2, from
	// iri.Ref.CheckBidi.
	Bidi Code = "bidi"
	// ParserDifferential: two of RFC 3986 (package uri), the URL Standard
	// (package whatwg, what browsers do), Go's net/url and the lenient
	// reading of RFC 3986 Appendix B read the reference and name different
	// hosts or schemes: a check made with one parser does not hold for a
	// fetch made with another ("http://0x7f.1/", "http:evil.example",
	// "http://evil.example\@good.example/"). The high-danger findings of
	// package whatwg/diff, at the first byte of the component concerned
	// (RFC 3986 7.6; the URL Standard 4.4). Hosts are compared like with
	// like: an internationalized name as Unicode, percent-encoded or in
	// punycode is one host.
	ParserDifferential Code = "parser-differential"
)

var codeInfo = []struct {
	code    Code
	section string
	summary string
}{
	{CredentialsPassword, "RFC 3986 3.2.1, 7.5; seed url-03", "a password in the userinfo"},
	{UserinfoDeprecated, "RFC 9110 4.2.4; RFC 6455 3; RFC 3986 7.6", "userinfo in http, https, ws or wss"},
	{PortNondefault, "RFC 3986 7.2; RFC 1738 6; seed url-02", "a port other than the scheme's default"},
	{PortService, "RFC 3986 7.2; RFC 1738 6; seed url-02", "the port of another well-known service"},
	{EncodedControl, "RFC 3986 7.2, 7.3; seed url-02", "a percent-encoded control (CR, LF, NUL, ...)"},
	{IPHost, "RFC 3986 3.2.2, 7.6", "an IP literal or IPv4 address as the host"},
	{AmbiguousIP, "RFC 3986 7.4", "a reg-name that resolvers read as IPv4"},
	{EncodedHost, "RFC 3986 3.2.2, 7.3", "an encoded ASCII octet in the host"},
	{HostMapped, "URL Standard 3.3; UTS #46 4", "a host the URL Standard maps to other characters"},
	{UnknownScheme, "RFC 3986 3.1; RFC 7595", "a scheme not in the registry"},
	{DotSegments, "RFC 3986 3.3, 5.2.4, 7.3", `a "." or ".." segment, also "%2e%2e"`},
	{EncodedSlash, "RFC 3986 2.2, 7.3", `"%2F" in a path segment`},
	{ActiveScheme, "RFC 2397 6; draft-hoehrmann-javascript-scheme", "javascript:, vbscript:, data: HTML or script"},
	{MixedScript, "RFC 3987 7.5; UTS #39 5.2", "scripts mixed in a host label or segment"},
	{Confusable, "UTS #39 4; RFC 3987 8", "a whole-script confusable of an ASCII label"},
	{Invisible, "RFC 3987 6.1, 7.5; Unicode Default_Ignorable", "an invisible character or odd space"},
	{Bidi, "RFC 3987 4.1, 4.2", "a bidi formatting character or 4.2 violation"},
	{ParserDifferential, "RFC 3986 7.6; URL Standard 4.4", "parsers name different hosts or schemes (urikit diff)"},
}

// Codes returns every warning code, in a fixed order.
func Codes() []Code {
	cs := make([]Code, len(codeInfo))
	for i, c := range codeInfo {
		cs[i] = c.code
	}
	return cs
}

// Section returns the sections of the RFCs (and of the seed drafts,
// "seed url-02" for draft-ietf-uri-url-02) that give the concern of c,
// "" for a code that is not one of Codes.
func (c Code) Section() string {
	for _, ci := range codeInfo {
		if ci.code == c {
			return ci.section
		}
	}
	return ""
}

// Summary returns a short description of c, "" for a code that is not one
// of Codes.
func (c Code) Summary() string {
	for _, ci := range codeInfo {
		if ci.code == c {
			return ci.summary
		}
	}
	return ""
}
