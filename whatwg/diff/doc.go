// Package diff is the parser-differential report of issue 10: it reads one
// URL with three parsers, urikit's RFC 3986 parser (package uri), the URL
// Standard's basic URL parser (package whatwg, https://url.spec.whatwg.org/)
// and Go's net/url, and says per component where they disagree.
//
// Security bugs come from two parsers reading one URL differently: a
// validator built on one library allows "http://0x7f.1/" because its host
// is not "127.0.0.1", and a fetcher built on another connects to
// 127.0.0.1. Compare gives each parser's reading (a ParserView) and the
// Disagreements between them, each with a Class (what kind of trick it is)
// and a Danger:
//
//   - DangerHigh: at least two parsers accept the URL and name different
//     hosts or different schemes: whatever one of them allows, the other
//     goes elsewhere.
//   - DangerMedium: at least two parsers accept it and differ in the
//     userinfo, the port or the path; or one parser refuses an input that
//     another reads because of a known trick (tabs and newlines stripped,
//     backslashes, missing slashes, userinfo, host data, dot-segments).
//   - DangerLow: the query or the fragment differ, or one parser refuses a
//     character another takes (a space, a '|') and nothing else differs.
//
// A URL the three parsers read alike gives no disagreement at all.
//
// Like is compared with like: every parser's component after its own
// normalization, compared in a canonical escaped form. Scheme: lower case.
// Host: the uri reg-name in lower case or its IP literal, the URL
// Standard's serialized host, net/url's Hostname in lower case; IPv6
// literals in the form of RFC 5952; absent and empty hosts are alike, and
// "localhost" is the empty host of a file URL (RFC 8089 2). Port: the
// number, the scheme's default when absent or empty (RFC 3986 6.2.3).
// Userinfo: user name and password, each percent-decoded; an empty
// password is none (RFC 3986 3.2.1). Path: RFC 3986 reads an absolute URI
// as the target of 5.2.2, its dot-segments removed by 5.2.4; net/url keeps
// them; an empty path of a special scheme with a host is "/" (RFC 3986
// 6.2.3). Path, query and fragment compare in the escaped form, with the
// percent-encodings of unreserved characters decoded and upper-case hex
// digits (RFC 3986 6.2.2.1, 6.2.2.2); an empty query or fragment is alike
// an absent one (the URL Standard's search and hash do not tell them
// apart).
package diff
