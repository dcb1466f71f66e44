// Package canon makes the keys crawlers and web archives deduplicate and
// sort URLs by: the normal form of RFC 3986, the URL Standard's
// serialization, Google Safe Browsing's canonical URL, the Internet
// Archive's SURT key, each a Profile, and on top of it the steps purell
// and archives apply, each an option named after what it does. A program
// can say exactly which key it uses: a profile and a list of steps, each
// documented here with its source.
//
//	c, err := canon.New(canon.Options{Profile: canon.SURT})
//	key, err := c.Key("http://www.archive.org/goo/?b&a") // "org,archive)/goo?a&b"
//
// # Reading
//
// Input is what crawlers meet, and every profile reads it leniently, as
// the URL Standard's basic URL parser reads it (4.4): C0 controls and
// spaces around it are trimmed, tabs and line breaks inside removed, and
// in the special schemes (http, https, ws, wss, ftp, file) "\" is read as
// "/", so that "http://evil.example\@good.example/" has the host
// "evil.example", as in a browser. What the strict grammar of RFC 3986
// refuses besides (a raw space, a non-ASCII character, a stray "%") the
// RFC profile percent-encodes (uri.ParseLenient); the other profiles read
// it as their source does.
//
// A profile never changes a host silently: a tab or line break inside the
// scheme or authority, which the URL Standard would remove, is an error
// (ErrHostChanged), and so, in the RFC profile, is a host that only
// percent-encoding a space, control, delimiter or "%" could repair ("a
// b.example" is not "a%20b.example"). Encoding non-ASCII text as UTF-8
// octets is how RFC 3986 3.2.2 writes such a host, not a change. The
// changes a profile makes to hosts on purpose (lower case, Punycode,
// numeric IPv4 forms, "www" for SURT) are its documented steps.
//
// # Profiles
//
// RFC (the default) is uri.Ref.Normalize: RFC 3986 6.2.2 and 6.2.3.
// Options.Level chooses 6.2.2 alone.
//
// WHATWG is the href of package whatwg's URL: the URL Standard's parser
// and serializer. A relative reference, which has no base here, is an
// error.
//
// SafeBrowsing follows "URLs and Hashing", Canonicalization, of the Safe
// Browsing v4 API (developers.google.com/safe-browsing/v4/urls-hashing),
// with the IPv6 rules of its v5 reference: tab, CR and LF removed, the
// fragment removed, the URL percent-unescaped again and again until no
// escape is left (in one linear pass); a URL without a scheme gets
// "http://" ("www.google.com" is "http://www.google.com/"), one whose
// scheme is not followed by "//" is an error (ErrNoHost); the userinfo and
// port go ("http://www.gotaport.com:1234/" is "http://www.gotaport.com/",
// as the document's example has it). The host: an internationalized name
// in Punycode (UTS #46), leading and trailing dots removed and each run of
// dots made one, a name the URL Standard's IPv4 parser reads (decimal,
// octal, hex, fewer than four parts: "any legal IP-address encoding") as
// four decimal numbers, an IPv6 literal in RFC 5952 text and an
// IPv4-mapped (::ffff:0:0/96) or NAT64 (64:ff9b::/96) one as its IPv4
// address, lower case. The path: "/" when empty, each run of slashes made
// one, "." and ".." segments resolved (RFC 3986 5.2.4). The query stays.
// Then every byte up to 0x20, from 0x7F, "#" and "%" is escaped once, as
// "%" and two upper-case hex digits.
//
// SURT is the python surt package's surt() (github.com/internetarchive/surt),
// the key of the Wayback Machine's CDX indexes, with its
// DefaultIAURLCanonicalizer: the URL read as its handyurl reads it
// (whitespace around and tab, CR, LF anywhere removed, "http://" added
// when no scheme starts it, "http://https://x" read as "https://x",
// "http:////x" as "http://x/", a ":" without a port dropped, the userinfo
// dropped); then its GoogleURLCanonicalizer (the fragment dropped; the
// query unescaped until no escape is left and escaped once; the host
// unescaped so, a non-ASCII name in Punycode, ".." made "." once, dots at
// both ends removed, a host of digits read as a number whose low 32 bits
// are an IPv4 address and one of digits and dots as inet_aton reads it,
// else lower case and escaped; the path unescaped so, its "." and ".."
// segments resolved and empty segments but the last dropped, escaped
// once); then its IAURLCanonicalizer (a first label "www" or "www" and
// digits dropped, the default port of http and https dropped, the path in
// lower case without an ASP.NET session id segment and without a
// trailing "/" unless it is "/", the query without session ids
// (SessionParams, as the package strips them), in lower case, its
// arguments sorted by name then value, an empty query dropped); then the
// SURT form: the host's labels reversed and joined by "," (an IPv4
// address's numbers too), the port, ")", the path and query. An empty
// input is "-" and an ARC file's "filedesc" line stays as it is, as in the
// package. Options.SURTScheme ("http://(org,archive)/"),
// SURTTrailingComma ("org,archive,)/") and SURTKeepWWW
// ("org,archive,www)/") are the package's with_scheme, trailing_comma and
// host_massage=False. Where this profile parts from the package: the
// scheme is lower-cased; an IPv6 host keeps its brackets, in RFC 5952
// text, so that its ":" cannot be read as the port's; a name becomes
// Punycode by UTS #46 transitional processing (golang.org/x/net/idna)
// rather than python's IDNA 2003 codec; no name is looked up in the DNS
// (the package passes numeric hosts to gethostbyname).
//
// # Steps
//
// The steps run after the profile, in this order: DropFragment,
// ForceHTTP, RemoveHostDots, RemoveWWW, DecodeIPHost, AddWWW,
// DropEmptyQuery, RemoveDuplicateSlashes, RemoveDirectoryIndex,
// RemoveTrailingSlash or AddTrailingSlash, DropParams, LowercaseQuery,
// SortQuery. Host steps apply to registered names (not IP addresses), path
// steps to hierarchical paths (not "mailto:a//b"). Each is one of purell's
// normalizations (github.com/PuerkitoBio/purell, whose names are given in
// Options), except DropParams and LowercaseQuery, which are what archives
// do. purell's FlagsUsuallySafeGreedy is the RFC profile with
// DropEmptyQuery and RemoveTrailingSlash; FlagsUnsafeGreedy adds
// RemoveDirectoryIndex, DropFragment, ForceHTTP, RemoveDuplicateSlashes,
// RemoveWWW and SortQuery. Where the keys part from purell's: the RFC
// profile keeps what RFC 3986 keeps (an empty "?" unless DropEmptyQuery,
// "%2F" and the like in paths, "+" and ";" in queries, which purell
// re-encodes through net/url); RemoveTrailingSlash keeps the root "/";
// RemoveDirectoryIndex removes only the names of DirectoryIndexes (purell
// any "index" or "default" with an extension of one to four letters);
// SortQuery is stable by name and keeps each parameter as written (purell
// sorts values too and re-encodes them); AddWWW leaves IP addresses alone.
//
// # Sites
//
// Site gives a host's registrable domain by the Public Suffix List
// (golang.org/x/net/publicsuffix), for counts per site.
package canon
