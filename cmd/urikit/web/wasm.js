// The playground without a server: starts urikit compiled to
// WebAssembly, whose "serve" gives this page urikitAPI(target) in place of
// the HTTP API. Used only by the static site that static.sh builds, after
// Go's wasm_exec.js.
'use strict';

window.urikitReady = new Promise((resolve, reject) => {
  window.urikitStarted = resolve;
  document.documentElement.dataset.wasm = '1';
  const go = new Go();
  go.argv = ['urikit', 'serve'];
  fetch('urikit.wasm')
    .then((r) => {
      if (!r.ok) throw new Error('urikit.wasm: ' + r.status);
      return r.arrayBuffer();
    })
    .then((b) => WebAssembly.instantiate(b, go.importObject))
    .then((r) => go.run(r.instance))
    .catch(reject);
});
