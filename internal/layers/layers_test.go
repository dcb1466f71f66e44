// Package layers holds no code: its test checks the import rules of the
// house plan (ARCHITECTURE.md, "Packages") against the code, with go list.
package layers

import (
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/urikit/urikit"

// outsideAllowed are the packages that may import modules from outside the
// standard library (golang.org/x/text, golang.org/x/net, the UTS #39
// tables of check, the Public Suffix List of canon), each pinned in
// go.mod.
var outsideAllowed = map[string]bool{"iri": true, "check": true, "extract": true, "whatwg": true, "canon": true}

// TestLayers checks that imports run one way: internal/syntax imports only
// the standard library; no package under internal/ imports a public
// package of the module; the scheme packages' shared code (scheme/internal)
// imports only uri, internal/syntax and itself; scheme imports only
// internal packages of ours;
// uri and scheme import nothing outside the standard library and the
// module, and only iri, check, extract, whatwg and canon import other
// modules;
// nothing imports cmd.
func TestLayers(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	out, err := exec.Command(goCmd, "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", module+"/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	seen := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		pkg, imports := strings.TrimPrefix(f[0], module+"/"), f[1:]
		seen++
		for _, imp := range imports {
			ours := strings.HasPrefix(imp, module+"/")
			rel := strings.TrimPrefix(imp, module+"/")
			std := !strings.Contains(strings.Split(imp, "/")[0], ".")
			switch {
			case strings.HasPrefix(rel, "cmd/") && ours:
				t.Errorf("%s imports %s: nothing imports the command", pkg, imp)
			case pkg == "internal/syntax" && !std:
				t.Errorf("internal/syntax imports %s: it uses only the standard library", imp)
			case strings.HasPrefix(pkg, "internal/") && ours && !strings.HasPrefix(rel, "internal/"):
				t.Errorf("%s imports %s: nothing under internal/ imports a public package", pkg, imp)
			case strings.HasPrefix(pkg, "scheme/internal/") && ours && rel != "uri" && rel != "internal/syntax" && !strings.HasPrefix(rel, "scheme/internal/"):
				t.Errorf("%s imports %s: the scheme packages' shared code imports only uri, internal/syntax and each other", pkg, imp)
			case pkg == "scheme" && ours && !strings.HasPrefix(rel, "internal/"):
				t.Errorf("scheme imports %s: the registry imports only internal packages of ours", imp)
			case (pkg == "uri" || pkg == "scheme" || strings.HasPrefix(pkg, "internal/")) && !std && !ours:
				t.Errorf("%s imports %s: standard library only", pkg, imp)
			case !std && !ours && !outsideAllowed[strings.SplitN(pkg, "/", 2)[0]] && pkg != "cmd/urikit":
				t.Errorf("%s imports %s: only iri, check, extract, whatwg and canon import modules from outside", pkg, imp)
			}
		}
	}
	if seen < 5 {
		t.Fatalf("go list listed %d packages: too few", seen)
	}
}
