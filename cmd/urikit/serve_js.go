//go:build js && wasm

package main

// This file is serve compiled to WebAssembly (for static hosting):
// "urikit serve" gives the page's JavaScript the function
// urikitAPI(target), which answers a GET of target ("/api/inspect?u=...")
// through the same handler as the server, in the page itself, and then
// waits for calls. web/wasm.js starts it; serve-wasm.sh builds the site.

import (
	"bytes"
	"net/http"
	"syscall/js"
)

func init() {
	serveJS = func(c *cmd) int {
		h := newHandler(false)
		api := js.FuncOf(func(this js.Value, args []js.Value) any {
			if len(args) != 1 || args[0].Type() != js.TypeString {
				return map[string]any{"status": 400, "body": `{"error":{"offset":0,"message":"urikitAPI takes one string"}}`}
			}
			w := &memResponse{header: http.Header{}, status: http.StatusOK}
			req, err := http.NewRequest(http.MethodGet, args[0].String(), nil)
			if err != nil {
				return map[string]any{"status": 400, "body": `{"error":{"offset":0,"message":"bad target"}}`}
			}
			req.Host = "localhost"
			h.ServeHTTP(w, req)
			return map[string]any{"status": w.status, "body": w.body.String()}
		})
		js.Global().Set("urikitAPI", api)
		if ready := js.Global().Get("urikitStarted"); ready.Type() == js.TypeFunction {
			ready.Invoke()
		}
		select {} // answer calls until the page goes
	}
}

// memResponse is an http.ResponseWriter in memory.
type memResponse struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (w *memResponse) Header() http.Header         { return w.header }
func (w *memResponse) WriteHeader(status int)      { w.status = status }
func (w *memResponse) Write(p []byte) (int, error) { return w.body.Write(p) }
