// Package extract finds URI references in running text, HTML documents and
// mail messages.
//
// # Text
//
// Text and All read running text as RFC 3986 Appendix C ("Delimiting a
// URI in Context") and RFC 2396 Appendices E and F describe: "<...>" with
// the whitespace inside removed, "<URL:...>" and the "URL:" prefix, "..."
// in double quotes, and bare references ended by whitespace, with trailing
// sentence punctuation left out and balanced parentheses and brackets
// kept.
//
// One pass over the text finds every reference, in order and without
// overlap, each with its byte span. The work is linear in the length of the
// text and the memory bounded by it, whatever the text holds.
//
// A reference counts when its scheme is registered (scheme.Lookup), or, with
// Options.AnyScheme, when the scheme is well formed (RFC 3986 3.1); so
// "ratio 3:4" and "Note:this" are not URIs. With Options.Strict a candidate
// counts only when uri.Parse (iri.Parse with Options.IRI) accepts it;
// otherwise it goes through uri.ParseLenient and its repairs are reported as
// Fixes.
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
// 5.2) against the document's base: the first <base href> outside a
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
