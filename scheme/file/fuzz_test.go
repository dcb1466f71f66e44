package file_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/urikit/urikit/scheme/file"
	"github.com/urikit/urikit/scheme/internal/schemetest"
)

// FuzzParse checks that Parse never panics, that its errors carry an
// offset inside the input, and that every accepted URL round-trips through
// String, and that a POSIX path converts back to itself.
func FuzzParse(f *testing.F) {
	schemetest.Seed(f, parseTests, errorTests)
	f.Fuzz(func(t *testing.T, s string) {
		u, ok := schemetest.RoundTrip(t, s, file.Parse)
		if !ok {
			return
		}
		// A POSIX path converts back to the same path.
		if p, err := u.ToPath(file.POSIX); err == nil && !strings.HasPrefix(p, "//") {
			v, err := file.FromPath(p, file.POSIX)
			if err != nil {
				t.Fatalf("FromPath(%q, POSIX): %v", p, err)
			}
			if q, err := v.ToPath(file.POSIX); err != nil || q != p {
				t.Fatalf("FromPath(%q, POSIX).ToPath(POSIX):\n\tgot  %q, %v\n\twant %q", p, q, err, p)
			}
		}
	})
}

// FuzzFromPath checks that FromPath never panics and that every URI it
// makes reads back to the same value and the same path.
func FuzzFromPath(f *testing.F) {
	for _, tt := range fromPathTests {
		f.Add(tt.path, tt.style == file.Windows)
	}
	f.Fuzz(func(t *testing.T, p string, windows bool) {
		style := file.POSIX
		if windows {
			style = file.Windows
		}
		u, err := file.FromPath(p, style)
		if err != nil {
			return
		}
		v, err := file.ParseString(u.String())
		if err != nil || !reflect.DeepEqual(u, v) {
			t.Fatalf("FromPath(%q, %d).String() = %q:\n\tgot  %+v, %v\n\twant %+v", p, style, u.String(), v, err, u)
		}
		if _, err := u.ToPath(style); err != nil {
			t.Fatalf("FromPath(%q, %d).ToPath: %v", p, style, err)
		}
	})
}
