// Package bench measures urikit beside its peers: the uri package's Parse
// (RFC 3986 4.1) and Resolve (RFC 3986 5.2) against net/url and the WHATWG
// URL parser github.com/nlnwa/whatwg-url, on the RFC 3986 5.4 examples and
// on four public URL lists (ada-url/url-various-datasets: isaacs_files,
// kasztp, node_files, userbait) read at run time from the folder
// $URIKIT_DATASETS names, never copied.
//
// It is a separate module so that the peers never enter the library's
// go.mod. Run it with
//
//	go test -run '^$' -bench . -benchmem -count 5
//
// or ./ratios.sh for the table of medians and ratios. Nothing here is
// meant to be imported.
package bench
