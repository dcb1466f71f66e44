// Package extract finds URI references in running text, HTML documents and
// mail messages.
//
// # Text
//
// Text and All read running text as RFC 3986 Appendix C ("Delimiting a
// URI in Context") and RFC 2396 Appendix E describe, with the rules GitHub
// Flavored Markdown's extended autolinks (GFM 6.9) add for text people
// really write. One pass over the text finds every reference, in order and
// without overlap, each with its byte span; the work is linear in the
// length of the text and the memory bounded by it, whatever the text
// holds.
//
// Where a reference is:
//
//   - in "<...>", with the whitespace inside removed and "URL:" prefixes
//     (RFC 3986 Appendix C, RFC 2396 Appendix E); a line break after a
//     hyphen there is Ambiguous; in quoted mail, the ">" quote markers of
//     the lines it is broken across are not its end (RFC 3676 4.5); a
//     typesetter's hyphen (U+2010, U+00AD) at a line break, which man
//     pages hold in long references, goes with the break, there and in a
//     bare reference;
//   - at a scheme and ":" (RFC 3986 3.1). The scheme counts when it is
//     in the IANA URI Schemes registry (all 386 names, generated from a
//     copy of the registry) or in urikit's (scheme.Register), or, with
//     Options.AnyScheme, when "//" follows any well-formed one. A scheme
//     without "//" ("mailto:", "urn:") counts only when registered, at
//     the start of a word, not inside a path ("//go:build") or a list of
//     fields, nor before "::" ("File::Spec"). A registered scheme glued
//     after a digit, "-" or "." is read from its scheme
//     ("site.http://a/"); after a letter it ends a longer word. "URL:"
//     prefixes go, as many as there are, in every mode, as
//     uri.ParseLenient removes them;
//   - with Options.WWW, at "www." or "ftp." and a domain with a dot
//     (RFC 2396 Appendix F), where GFM starts an extended www autolink:
//     at a line start, after whitespace or one of "*", "_", "~" and "(",
//     never inside a path or a file name;
//   - with Options.Email, at a bare address, as GFM's extended email
//     autolinks find it.
//
// Where it ends: at whitespace, a control, "<", ">", `"` (RFC 2396 2.4.3
// delims), "`", "|" and the backslash (2.4.3 unwise, which text uses around code
// and between fields: a backtick ends a reference, never repaired into
// %60), and their fullwidth forms; at East Asian sentence punctuation
// followed by East Asian text, which puts no space after a reference
// ("https://example.cn/a，然后"); at a "]" or "}" it does not open; after
// "(" at the ")" that closes it (Markdown's link destination). Then the end
// that is not part of it is left out (GFM 6.9, extended autolink path
// validation): sentence punctuation and closing quotes, emphasis ("*",
// "_", "~") that closes one opened before the reference on its line (so
// "?locale=_" keeps its "_"), a ")" while the reference holds more ")"
// than "(", a final "&name;", non-ASCII sentence punctuation ("。", "”"). A reference right
// after `"` runs to the closing quote, punctuation included (RFC 3986
// Appendix C: "http://a/b/c/g." keeps its dot). A scheme with nothing
// after it ("http://", "file:") is none.
//
// Unicode never cuts a reference: every character an IRI may hold (RFC
// 3987 2.2 ucschar, iprivate) is part of it, in every mode; Unicode white
// space and the bidirectional formatting characters end it; a reference
// that would be cut inside a word (by a byte that is not UTF-8, a
// noncharacter) is dropped. With Options.IRI it is read as an IRI;
// without, the lenient parser percent-encodes its non-ASCII characters
// and reports the fix, and Match.Ref writes a non-ASCII host of a DNS
// scheme in its IDNA form (RFC 3987 3.1).
//
// Where urikit knows a scheme's syntax, a candidate must keep to it:
// file (RFC 8089, but for a query), mailto (RFC 6068), tel (RFC 3966),
// urn (RFC 8141), data (RFC 2397), news and nntp (RFC 5538), mid and cid
// (RFC 2392), tag (RFC 4151), info (RFC 4452), blob (W3C File API), go
// (RFC 3368, its "//" form: "go:linkname" is Go's), dict, nfs, rsync,
// tftp, vnc, redis and mongodb ("//" and a host), and the schemes of the
// registry that name a host by DNS ("//" and a host that is a DNS name or
// an IP address): "file:12", "tag:0", "info:main", "http:foo",
// "redis:7-alpine", "https://*" are not references. A host the lenient parser would have to repair ("http://%s/",
// "http://{host}/") is a template, not a reference. With Options.Strict a
// candidate counts only when uri.Parse (iri.Parse with Options.IRI)
// accepts it; otherwise it goes through uri.ParseLenient, whose repairs are
// the Match's Fixes.
//
// # HTML
//
// HTML and HTMLAll read an HTML document with the streaming tokenizer of
// golang.org/x/net/html (linear time; memory bounded by the longest token,
// or by HTMLOptions.MaxToken) and report every URI-valued attribute as a
// Link: a, area and link href, img src, srcset, longdesc and usemap,
// script, iframe, frame, input, source, video, audio, track and embed src,
// form action, button and input formaction, video poster, object data,
// codebase, classid and archive, applet codebase and archive, blockquote,
// q, del and ins cite, html manifest, body background, head profile, a and
// area ping, link imagesrcset, and the URL of a <meta http-equiv=refresh>.
// A srcset gives one Link per image candidate (HTML's srcset parsing), a
// list (archive, ping, profile) one per word. With HTMLOptions.CSS, the
// url(...) and @import strings of style attributes and <style> elements
// (CSS Syntax 4.3.6) are reported too.
//
// Values are read as a browser reads them: character references decoded,
// CR LF read as LF, leading and trailing ASCII whitespace stripped. Each
// Link has the byte span in the document of the text that decodes to its
// value, computed from the tokenizer's raw bytes. It is resolved (RFC 3986
// 5.2), as a URI, against the document's base: the first <base href> outside a
// <template> (RFC 3986 5.1.1 and RFC 2396 Appendix D, a base embedded in
// content; HTML's frozen base URL), resolved against HTMLOptions.Base, the
// document's own URI (5.1.2, 5.1.3), which is the base when the document
// has none. A value that does not parse is reported with its error, not
// dropped; without HTMLOptions.Strict the lenient parser repairs what it
// can and reports its Fixes. <noscript> content is read as markup (a user
// agent that runs no scripts), <script>, <style>, <title> and <textarea>
// content as text.
//
// # Mail
//
// Mail walks a message (RFC 5322) and its MIME parts (RFC 2045, RFC 2046
// 5.1, nested multiparts, parts numbered as IMAP numbers them), decodes
// quoted-printable and base64, and reads text/plain parts with Text and
// text/html parts with HTML. Each part's base is its Content-Base (RFC
// 2110 4.2), else its Content-Location when absolute or resolvable against
// the base around it (RFC 2557 4.4), else that of the enclosing multipart
// (RFC 2557 5), else MailOptions.Base; in HTML a <base href> comes first.
// Offsets are into the part's decoded body.
package extract
