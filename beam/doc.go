// Package urikitbeam is an Apache Beam pipeline (Go SDK) that normalizes and
// counts the URI references of text files too large for one machine (the
// command's --workers spreads one file over one machine's cores; the
// pipeline spreads the files over a cluster). It lives in its own module,
// github.com/urikit/urikit/beam, so that users of the urikit library never
// pull the Beam SDK and its dependencies.
//
// The pipeline, built by [Build], has six stages:
//
//  1. read: every file matching the input globs, one element per line.
//     A file is gzip when it starts with gzip's magic bytes (RFC 1952 2.3.1),
//     whatever its name; plain files are split into 64 MiB ranges that
//     workers read in parallel, a gzip file is read whole by one worker.
//     As in the urikit command, only the line ending ("\n" or "\r\n") is
//     removed and a UTF-8 byte-order mark at the start of a file is
//     dropped; empty lines are skipped (and counted).
//  2. parse+normalize: each line is parsed strictly as an RFC 3986
//     URI-reference (uri.Parse) or, with Options.IRI, an RFC 3987 IRI
//     reference (iri.Parse), and normalized at Options.Level (RFC 3986
//     6.2.2 syntax-based or 6.2.3 scheme-based, the zero Level); or, with
//     Options.Profile, read into a crawl key of package canon (the rfc,
//     whatwg, safebrowsing or surt profile and its steps, as the urikit
//     command's normalize --profile prints it). A line that does not parse
//     goes to the invalid output with the byte offset and reason of its
//     error.
//  3. count per normal form: one "COUNT<TAB>NORMAL" line per equivalence
//     class.
//  4. count per host: one "COUNT<TAB>HOST" line per host (uri.Ref.Hostname
//     of the normal form, the host to dial: in lower case, an IP-literal
//     without brackets, a reg-name with its triplets decoded; a reg-name
//     with none to dial, "a%2Fb", as written), over the references that
//     have an authority (RFC 3986 3.2); "file:///x" counts under the empty
//     host.
//  5. count per site: one "COUNT<TAB>SITE" line per registrable domain
//     (eTLD+1 by the Public Suffix List, canon.Site) of those hosts; a host
//     that is an IP address, a public suffix or empty counts under no site.
//  6. write: the counts and the invalid lines (JSON Lines in the form of
//     the urikit command's --json errors) to files named after a prefix.
//
// Beam gives no order: the count files are in no particular order (sort
// them with `sort -t '	' -k1,1nr`). The cmd/urikit-beam command runs the
// pipeline with any Beam runner: prism (the local default), Dataflow,
// Flink or Spark.
package urikitbeam
