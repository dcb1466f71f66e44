package main

// This file is the serve verb: the browser playground, one
// page embedded in the command (web/, no CDN, works offline), and a JSON
// API over the same code as the other verbs (serve_api.go). The server
// binds to loopback unless told otherwise, bounds every request (the
// timeouts and header size of http.Server, maxInput per input) and answers
// with headers that keep the page to itself (Content-Security-Policy).

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

var serveVerb = &verb{
	name:     "serve",
	synopsis: "serve [--addr HOST:PORT]",
	summary:  "serve the browser playground and its JSON API",
	doc: `
Serve a page for people to paste a URI or IRI and see it taken apart:
its components drawn over the text (absent told from empty), the error
at its byte, the normalization ladder of RFC 3986 6.2 rung by rung, the
IRI and URI forms (RFC 3987 3.1, 3.2), the scheme's typed fields and
check's warnings, and a base to resolve against (5.2) and relate back.
The page is embedded in the command: it needs no network. The state is
in the page's fragment (#u=...&base=...), so a link shares it.

The JSON API answers GET requests with the objects of the verbs' --json:
  /api/parse?u=U[&iri=1|&lenient=1]
  /api/normalize?u=U[&level=simple|syntax|scheme][&iri=1[&nfc=1][&idna=1]]
  /api/resolve?base=B&u=U[&legacy=1][&iri=1]
  /api/relative?base=B&u=U[&iri=1]
  /api/convert?to=uri|iri&u=U[&idna=1][&nfc=1][&strict=1]
  /api/check?u=U[&iri=1]
  /api/inspect?u=U[&iri=1][&base=B]   everything the page shows
  /api/diff?u=U[&base=B]              RFC 3986, WHATWG and net/url compared
Status 200 for a valid input, 400 for an invalid one (the object holds
the error) or a bad parameter ({"error": {"param", "offset",
"message"}}), 413 for an input or base over 65536 bytes, 405 for a
method other than GET or HEAD, 404 for an unknown path.

On start it writes "urikit serve: listening on http://ADDR/" on stderr
(with the port chosen when --addr ends in ":0"); SIGINT or SIGTERM
stops it after the requests under way (at most 5 seconds).

By default the server listens on 127.0.0.1 only, and then answers only
requests whose Host is a loopback name or address (a web page elsewhere
cannot reach it by DNS rebinding). To let other machines in, say so:
--addr 0.0.0.0:8080 (every IPv4 interface) or --addr [::]:8080, or
better keep the loopback address and put a reverse proxy in front that
adds TLS, authentication and rate limits; it must send a loopback Host
(nginx's default, proxy_set_header Host $proxy_host, does; Caddy needs
header_up Host {upstream_hostport}), or the answer is 421. The risks of
exposing it: it has no authentication and no TLS (inputs and results
travel in clear), and anyone who reaches it can make it work (each
request is bounded: inputs of 64 KiB, headers of 512 KiB, 10 s to read
and write, 60 s idle, but there is no limit on their number). It serves
no files but its own page and reads or writes nothing on the machine.`,
	example: `
$ urikit serve
urikit serve: listening on http://127.0.0.1:8080/
$ urikit serve --addr 127.0.0.1:0
urikit serve: listening on http://127.0.0.1:41231/
$ curl 'http://127.0.0.1:8080/api/normalize?u=HTTP://a:80/./b'
{"input":"HTTP://a:80/./b","result":"http://a/b"}`,
	flags:    serveFlags,
	noInputs: true,
}

//go:embed web/index.html web/app.js web/style.css
var webFiles embed.FS

// Limits of the server: the timeouts of http.Server, the size of a
// request's line and headers, and how long shutdown waits.
const (
	serveReadHeaderTimeout = 5 * time.Second
	serveReadTimeout       = 10 * time.Second
	serveWriteTimeout      = 10 * time.Second
	serveIdleTimeout       = 60 * time.Second
	// serveMaxHeaderBytes admits a request line with an input and a base
	// of maxInput bytes each, percent-encoded (3 bytes each).
	serveMaxHeaderBytes = 512 << 10
	serveShutdownWait   = 5 * time.Second
)

func serveFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT` (port 0: any free port); loopback by default")
	return func(c *cmd, args []string) int {
		if len(args) > 0 {
			return c.usage("takes no inputs")
		}
		if serveJS != nil {
			return serveJS(c)
		}
		ln, err := net.Listen("tcp", *addr)
		if err != nil {
			c.warnf("%v", err)
			return exitUsage
		}
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		if err := c.serve(ctx, ln); err != nil {
			c.warnf("%v", err)
			return exitUsage
		}
		return exitOK
	}
}

// serve serves the playground on ln until ctx is done, then shuts down
// gracefully: it stops accepting and waits for the requests under way.
func (c *cmd) serve(ctx context.Context, ln net.Listener) error {
	srv := newServer(ln.Addr())
	fmt.Fprintf(c.stderr, "urikit serve: listening on http://%s/\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintln(c.stderr, "urikit serve: shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), serveShutdownWait)
	defer cancel()
	err := srv.Shutdown(sctx)
	if serr := <-errc; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

// serveJS, in a build for the browser (GOOS=js GOARCH=wasm, serve_js.go),
// serves the API to the page's JavaScript instead of over the network.
var serveJS func(c *cmd) int

// newServer returns the server of the playground listening on addr, with
// its limits set.
func newServer(addr net.Addr) *http.Server {
	return &http.Server{
		Handler:           newHandler(isLoopback(addr)),
		ReadHeaderTimeout: serveReadHeaderTimeout,
		ReadTimeout:       serveReadTimeout,
		WriteTimeout:      serveWriteTimeout,
		IdleTimeout:       serveIdleTimeout,
		MaxHeaderBytes:    serveMaxHeaderBytes,
	}
}

// isLoopback reports whether addr is a loopback address.
func isLoopback(addr net.Addr) bool {
	a, ok := addr.(*net.TCPAddr)
	return ok && a.IP.IsLoopback()
}

// loopbackHost reports whether the Host header of a request names the
// machine itself: localhost or a loopback address, with any port.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	if host == "localhost" || len(host) > len(".localhost") && host[len(host)-len(".localhost"):] == ".localhost" {
		return true
	}
	if len(host) > 1 && host[0] == '[' && host[len(host)-1] == ']' {
		host = host[1 : len(host)-1]
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
