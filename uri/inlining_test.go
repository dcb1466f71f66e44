package uri_test

// An inlining guard, as net/netip's: the small accessors of uri.Ref,
// iri.Ref and syntax.Ref (the components of RFC 3986 3 and RFC 3987 2.2 as
// substrings of the input) must stay inlinable, or every caller pays a
// call per component. The compiler says which functions it can inline
// with -gcflags=-m.

import (
	"bufio"
	"bytes"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// accessors are the Ref methods that must inline, in every package below.
var accessors = []string{
	"String", "IsValid",
	"Scheme", "HasScheme", "IsAbsolute",
	"Authority", "HasAuthority", "Userinfo", "Host", "HostKind", "Port",
	"Path", "Query", "Fragment",
}

// inliningPackages are the packages whose Ref the guard covers.
var inliningPackages = []string{
	"github.com/urikit/urikit/uri",
	"github.com/urikit/urikit/iri",
	"github.com/urikit/urikit/internal/syntax",
}

var canInline = regexp.MustCompile(`: can inline (\S+)$`)

func TestInlining(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("skipping: the go command is not available: %v", err)
	}
	args := append([]string{"build", "-gcflags=-m"}, inliningPackages...)
	out, err := exec.Command(goBin, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	// The compiler's output comes in sections headed "# import/path".
	got := map[string]map[string]bool{}
	pkg := ""
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if p, ok := strings.CutPrefix(line, "# "); ok {
			pkg = p
			continue
		}
		if m := canInline.FindStringSubmatch(line); m != nil && pkg != "" {
			if got[pkg] == nil {
				got[pkg] = map[string]bool{}
			}
			got[pkg][m[1]] = true
		}
	}
	for _, p := range inliningPackages {
		if got[p] == nil {
			t.Errorf("go build -gcflags=-m: no inlining report for %s:\n%s", p, out)
			continue
		}
		for _, a := range accessors {
			if fn := "Ref." + a; !got[p][fn] {
				t.Errorf("%s.%s:\n\tgot  not inlinable\n\twant inlinable (go build -gcflags=-m %s)", p, fn, p)
			}
		}
	}
}
