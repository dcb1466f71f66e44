package registry

// This file seeds the registry: the schemes of the seed documents (RFC 1738
// and its successors) and the common ones of today, each with the document
// that defines its default port and syntax.
//
// DNS is set where the scheme's document makes the host a domain name (or
// an IP literal): RFC 9110 4.3.2 (http, https), RFC 6455 3 (ws, wss), the
// "fully qualified domain name" host of RFC 1738 3.1 kept by ftp, gopher
// (RFC 4266 2), telnet (RFC 4248 2), rlogin and tn3270 (RFC 1738 3.8, RFC 6270 2), wais (RFC 4156 2) and prospero (RFC
// 4157 2), RFC 5538 2.1 and 2.2 (news, snews and nntp: "//" server with
// a host of RFC 3986), RFC 8089 2 (file: a DNS name or "localhost"), RFC
// 4516 2 (ldap), RFC 3261 19.1.1 (sip, sips: the host is a domain name,
// though it sits outside an authority, where the flag changes nothing),
// RFC 7826 19 (rtsp), draft-butcher-irc-url 2 (irc), the ssh draft 3
// (ssh, sftp), git's host, RFC 7252 6.1 (coap), RFC 5092 3 (imap), RFC
// 2384 3 (pop), RFC 3510 4 and RFC 7472 3 (ipp, ipps) and RFC 5122 2.3
// (xmpp: the domain part of the authority's JID). Not set: mailto (the
// host-like part is in the path), urn, data, tel, mid, cid, tag, which
// have no authority.

import "github.com/urikit/urikit/internal/schemerule"

var seed = []Facts{
	// RFC 9110 4.2.1, 4.2.2: default ports 80 and 443; 4.2.3: an empty path
	// is equivalent to "/", scheme and host are case-insensitive.
	{Name: "http", DefaultPort: 80, Hierarchical: true, EmptyPath: "/", DNS: true, Spec: "RFC 9110"},
	{Name: "https", DefaultPort: 443, Hierarchical: true, EmptyPath: "/", DNS: true, Spec: "RFC 9110"},
	// RFC 6455 3: ports 80 and 443; an empty path is the resource name "/".
	{Name: "ws", DefaultPort: 80, Hierarchical: true, EmptyPath: "/", DNS: true, Spec: "RFC 6455"},
	{Name: "wss", DefaultPort: 443, Hierarchical: true, EmptyPath: "/", DNS: true, Spec: "RFC 6455"},
	// RFC 1738 3.2: ftp, port 21; the ";type=" typecode is case-insensitive
	// (RFC 1738 5, internal/schemerule/ftp.go).
	{Name: "ftp", DefaultPort: 21, Hierarchical: true, DNS: true, Spec: "RFC 1738", Rule: schemerule.FTP},
	// RFC 4266 2 (was RFC 1738 3.4): gopher, port 70. No rule: the gopher
	// type and selector are sent to the server as written, and RFC 4266
	// states no equivalence for them.
	{Name: "gopher", DefaultPort: 70, Hierarchical: true, DNS: true, Spec: "RFC 4266"},
	// RFC 6068: mailto; the domain of each address is case-insensitive
	// (RFC 5321 2.4), the local part is not; hfnames are header field
	// names, case-insensitive (RFC 6068 2; internal/schemerule/mailto.go).
	{Name: "mailto", Spec: "RFC 6068", Rule: schemerule.Mailto},
	// RFC 5538 (was RFC 1738 3.6, 3.7): news and nntp, port 119; snews is
	// news over TLS, port 563 (IANA registry). No rule: RFC 5538 states no
	// equivalence beyond RFC 3986's (its host and port are generic, done by
	// 6.2.2 and the default port); it gives no case folding for newsgroup
	// names, message-ids or article numbers.
	{Name: "news", DefaultPort: 119, DNS: true, Spec: "RFC 5538"},
	{Name: "nntp", DefaultPort: 119, Hierarchical: true, DNS: true, Spec: "RFC 5538"},
	{Name: "snews", DefaultPort: 563, DNS: true, Spec: "RFC 5538 (IANA historical)"},
	// RFC 4248 (was RFC 1738 3.8): telnet, port 23. No rule: RFC 4248
	// states no equivalence beyond RFC 3986's (its user and password are
	// as written; it does not make an empty path and "/" equal).
	{Name: "telnet", DefaultPort: 23, Hierarchical: true, DNS: true, Spec: "RFC 4248"},
	// RFC 1738 3.8 names rlogin and tn3270 beside telnet, with telnet's
	// URL form. rlogin: port 513, the "login" service of RFC 1282.
	// tn3270: RFC 6270 (which updates 1738 for it), port 23. No rule, as
	// for telnet.
	{Name: "rlogin", DefaultPort: 513, Hierarchical: true, DNS: true, Spec: "RFC 1738"},
	{Name: "tn3270", DefaultPort: 23, Hierarchical: true, DNS: true, Spec: "RFC 6270"},
	// RFC 4156 (was RFC 1738 3.9): wais, port 210. RFC 4157 (was RFC 1738
	// 3.11): prospero, port 1525. No rule for either: their databases,
	// wtypes, paths and field values are opaque to the URI.
	{Name: "wais", DefaultPort: 210, Hierarchical: true, DNS: true, Spec: "RFC 4156"},
	{Name: "prospero", DefaultPort: 1525, Hierarchical: true, DNS: true, Spec: "RFC 4157"},
	// RFC 8089 2: auth-path = [ file-auth ] path-absolute, so an empty path
	// after an authority is "/". No further rule: "file://localhost/p" and
	// "file:///p" mean the same file (RFC 8089 2, 3) but that is a choice
	// about the local machine, kept behind the opt-in FileLocalhost option
	// (RFC 3986 6.2.4); path case follows the file system, unknown here.
	{Name: "file", Hierarchical: true, EmptyPath: "/", DNS: true, LocalHost: true, Spec: "RFC 8089"},
	// RFC 8141 3.1: "urn" and the NID are case-insensitive (the scheme and
	// the hex of percent-encodings are done by 6.2.2.1); URN-equivalence,
	// which also ignores the r-, q- and f-components, is URNEquivalent.
	{Name: "urn", Spec: "RFC 8141", Rule: schemerule.URN},
	// RFC 2397: data; the media type and parameter names are
	// case-insensitive (RFC 2045 5.1, RFC 6838 4.2; rules_data.go).
	{Name: "data", Spec: "RFC 2397", Rule: schemerule.Data},
	// RFC 3966: tel; visual separators, parameter order and case do not
	// count (RFC 3966 4; rules_tel.go).
	{Name: "tel", Spec: "RFC 3966", Rule: schemerule.Tel},
	// RFC 4516 2: ldap, port 389; ldaps, port 636 (IANA registry). Only the
	// scope keyword is case-insensitive (an ABNF literal, RFC 4234 2.3;
	// rules_ldap.go). The dn and filter values compare by the matching
	// rules of each attribute type (RFC 4517), which a URI cannot know;
	// attribute descriptions, case-insensitive names by RFC 4512, are left
	// for a later rule.
	{Name: "ldap", DefaultPort: 389, Hierarchical: true, DNS: true, Spec: "RFC 4516", Rule: schemerule.LDAP},
	{Name: "ldaps", DefaultPort: 636, Hierarchical: true, DNS: true, Spec: "RFC 4516 (IANA provisional)", Rule: schemerule.LDAP},
	// RFC 2392: mid and cid. No rule: RFC 2392 states no equivalence for
	// the percent-encoded message and content ids beyond RFC 3986's.
	{Name: "mid", Spec: "RFC 2392"},
	{Name: "cid", Spec: "RFC 2392"},
	// RFC 3261 19.1: sip and sips, ports 5060 and 5061 (the port sits in
	// the path: these references have no authority, and 19.1.4 says an
	// omitted port does not match 5060, so it is never dropped). Host,
	// parameter names and order per 19.1.4 (rules_sip.go).
	{Name: "sip", DefaultPort: 5060, DNS: true, Spec: "RFC 3261", Rule: schemerule.SIP},
	{Name: "sips", DefaultPort: 5061, DNS: true, Spec: "RFC 3261", Rule: schemerule.SIP},
	// RFC 7826 19: rtsp, port 554; rtsps, port 322.
	{Name: "rtsp", DefaultPort: 554, Hierarchical: true, DNS: true, Spec: "RFC 7826"},
	{Name: "rtsps", DefaultPort: 322, Hierarchical: true, DNS: true, Spec: "RFC 7826"},
	// draft-butcher-irc-url (IANA provisional): irc, port 6667; ircs, 6697.
	{Name: "irc", DefaultPort: 6667, Hierarchical: true, DNS: true, Spec: "draft-butcher-irc-url"},
	{Name: "ircs", DefaultPort: 6697, Hierarchical: true, DNS: true, Spec: "draft-butcher-irc-url"},
	// draft-ietf-secsh-scp-sftp-ssh-uri (IANA provisional): ssh and sftp,
	// port 22.
	{Name: "ssh", DefaultPort: 22, Hierarchical: true, DNS: true, Spec: "draft-ietf-secsh-scp-sftp-ssh-uri"},
	{Name: "sftp", DefaultPort: 22, Hierarchical: true, DNS: true, Spec: "draft-ietf-secsh-scp-sftp-ssh-uri"},
	// IANA provisional: git, port 9418.
	{Name: "git", DefaultPort: 9418, Hierarchical: true, DNS: true, Spec: "IANA provisional"},
	// RFC 7252 6: coap, port 5683; coaps, port 5684; an empty path is "/"
	// (6.5 step 8 yields no Uri-Path option either way).
	{Name: "coap", DefaultPort: 5683, Hierarchical: true, EmptyPath: "/", DNS: true, Spec: "RFC 7252"},
	{Name: "coaps", DefaultPort: 5684, Hierarchical: true, EmptyPath: "/", DNS: true, Spec: "RFC 7252"},
	// RFC 5092: imap, port 143. RFC 2384: pop, port 110.
	{Name: "imap", DefaultPort: 143, Hierarchical: true, DNS: true, Spec: "RFC 5092"},
	{Name: "pop", DefaultPort: 110, Hierarchical: true, DNS: true, Spec: "RFC 2384"},
	// RFC 3510: ipp, port 631 (RFC 7472: ipps, port 631).
	{Name: "ipp", DefaultPort: 631, Hierarchical: true, DNS: true, Spec: "RFC 3510"},
	{Name: "ipps", DefaultPort: 631, Hierarchical: true, DNS: true, Spec: "RFC 7472"},
	// RFC 5122: xmpp. No rule yet: 5122 compares JIDs after the stringprep
	// profiles of RFC 3920 (nodeprep case-folds the localpart), Unicode
	// work this package, standard library only, does not do. RFC 4151:
	// tag; no rule, tags are equal only when character-for-character
	// identical (RFC 4151 2.4).
	//
	// rtsp, irc, ssh, sftp, git, coap, pop and ipp get RFC 3986's
	// generic steps only (host case, default port, empty path); their
	// documents have not yet been searched for rules of their own. A
	// candidate: imap (RFC 5092), whose mailbox "INBOX" is
	// case-insensitive (RFC 3501 5.1).
	{Name: "xmpp", DNS: true, Spec: "RFC 5122"},
	{Name: "tag", Spec: "RFC 4151"},
}
