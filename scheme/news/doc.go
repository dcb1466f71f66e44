// Package news reads the "news" and "nntp" URIs of RFC 5538 (and "snews",
// news over TLS, which RFC 5538 2.1 defines with news).
//
//	newsURL     = scheme ":" [ news-server ] [ refuse ]   (RFC 5538 2.1)
//	scheme      = "news" / "snews"
//	news-server = "//" authority "/"
//	refuse      = ( article / newsgroups )
//	nntpURL     = "nntp:" "//" authority "/" group [ "/" article-number ]
//	                                                     (RFC 5538 2.2)
//	article-number = 1*16DIGIT
//
// A news URI names a newsgroup, a wildmat of newsgroups ("news:*",
// "news:example.group.*"; RFC 5538 2.1, RFC 3977 4) or an article by its
// Message-ID, told apart by the "@" only a Message-ID holds. The
// Message-ID may be written with its angle brackets (percent-encoded,
// "%3C...%3E") or without them, as RFC 1738 and the seed drafts wrote it;
// URL keeps which. An nntp URI names a group on one server, or an article
// by its number in that group (RFC 5538 2.2 and RFC 1738 3.7 make the
// number optional). Names are percent-decoded and must be UTF-8; a newsgroup
// name is RFC 3977 4.1's (1*wildmat-exact: printable US-ASCII but "!",
// "*", ",", "?", "[", "\", "]", and UTF-8), which holds RFC 5536 3.1.4's
// names; a "/" in it must be percent-encoded. The seed draft 002 reads
// news as RFC 5538 does without a server (group or message-id, "@"
// telling them apart), so it needs no option of its own.
//
// The default port is 119 (563 for snews).
package news
