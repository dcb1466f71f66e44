// Package diff is the parser-differential report: it reads one URL with
// four parsers, urikit's RFC 3986 parser (package uri), the URL Standard's
// basic URL parser (package whatwg, https://url.spec.whatwg.org/), Go's
// net/url, and a lenient reader that splits any string as RFC 3986
// Appendix B's regular expression does (SplitLenient), and says per
// component where they disagree.
//
// Security bugs come from two parsers reading one URL differently: a
// validator built on one library allows "http://0x7f.1/" because its host
// is not "127.0.0.1", and a fetcher built on another connects to
// 127.0.0.1; browsers go to evil.example for
// "http://evil.example\@good.example/", a library that splits it by
// Appendix B to good.example. Compare gives each parser's reading (a
// ParserView) and the Disagreements between them, each with a Class (what
// kind of trick it is) and a Danger:
//
//   - DangerHigh: at least two parsers read the URL and name different
//     hosts or different schemes: whatever one of them allows, the other
//     goes elsewhere.
//   - DangerMedium: at least two parsers read it and differ in the
//     userinfo, the port or the path; or one parser refuses an input that
//     another reads because of a known trick (tabs and newlines stripped,
//     backslashes, missing slashes, userinfo, host data, dot-segments).
//   - DangerLow: the query or the fragment differ, or one parser refuses a
//     character another takes (a space, a '|', a non-ASCII letter) and
//     nothing else differs.
//
// A URL the four parsers read alike gives no disagreement at all.
//
// Like is compared with like: every parser's component in one comparable
// form. Scheme: lower case. Host: an IP literal in the text of RFC 5952
// (IPv6); a name percent-decoded (RFC 3986 3.2.2: a reg-name's octets are
// UTF-8) and, for a scheme whose hosts are DNS names (the scheme registry,
// scheme.Scheme.DNS), mapped by the URL Standard's domain to ASCII
// (whatwg.DomainToASCII), else its ASCII letters in lower case; absent and
// empty hosts are alike, and "localhost" is the empty host of a file URL
// (RFC 8089 2). So "https://B%C3%BCcher.example/" (RFC 3986's
// "b%c3%bccher.example", the URL Standard's "xn--bcher-kva.example",
// net/url's "bücher.example") names one host. The mapping does not read a
// name as an IPv4 address: "127.1" and the URL Standard's "127.0.0.1"
// still differ. Port: the number, the scheme's default when absent or
// empty (RFC 3986 6.2.3). Userinfo: user name and password, each
// percent-decoded; an empty password is none (RFC 3986 3.2.1). Path: the
// RFC 3986 readings of an absolute URI are the target of 5.2.2, its
// dot-segments removed by 5.2.4; net/url keeps them; an empty path of a
// special scheme with a host is "/" (RFC 3986 6.2.3). Path, query and
// fragment compare in the escaped form, with the percent-encodings of
// unreserved characters decoded and upper-case hex digits (RFC 3986
// 6.2.2.1, 6.2.2.2), read in step without copies; an empty query or
// fragment is alike an absent one (the URL Standard's search and hash do
// not tell them apart).
//
// Compare allocates a few bytes per byte of its input beyond what the
// parsers it compares allocate themselves.
package diff
