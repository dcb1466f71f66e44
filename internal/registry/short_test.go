package registry

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/syntax"
)

// lookupSlow is Lookup by the map alone.
func lookupSlow(name string) *Facts {
	return current.Load().m[asciiLower(name)]
}

// TestShortTable: every registered name is found in lower, upper and mixed
// case, and names that differ from one only by a byte that setting 0x20
// would make equal to it ("\r" for "-") are not.
func TestShortTable(t *testing.T) {
	found := 0
	Each(func(f *Facts) bool {
		for _, name := range []string{f.Name, strings.ToUpper(f.Name), strings.ToUpper(f.Name[:1]) + f.Name[1:]} {
			if got := Lookup(name); got != f {
				t.Errorf("Lookup(%q) = %v, want the entry of %q", name, got, f.Name)
			}
		}
		for i := 0; i < len(f.Name); i++ {
			c := f.Name[i]
			if c < 'a' {
				// a digit, '+', '-' or '.': the control byte 0x20 below it
				name := f.Name[:i] + string(rune(c-0x20)) + f.Name[i+1:]
				if got := Lookup(name); got != nil {
					t.Errorf("Lookup(%q) = the entry of %q, want nil", name, got.Name)
				}
			}
		}
		found++
		return true
	})
	for _, name := range []string{"", "x", "httpx", "htt", "tapmock", "ABCDEFGHIJKLMNOP", "abcdefghijklmnopq", "h\x00tp", "HTTP\x00"} {
		if got, want := Lookup(name), lookupSlow(name); got != want {
			t.Errorf("Lookup(%q) = %v, want %v", name, got, want)
		}
	}
	t.Logf("%d registered names found in three cases each", found)
}

// FuzzShortTable: Lookup agrees with a lookup of the lower-cased name in
// the map, for names of any bytes.
func FuzzShortTable(f *testing.F) {
	for _, s := range []string{"http", "HTTPS", "Urn", "tel", "z39.50r", "soap.beep", "ms-settings", "git+ssh", "\x0dx"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if got, want := Lookup(name), lookupSlow(name); got != want {
			t.Fatalf("Lookup(%q) = %v, want %v", name, got, want)
		}
	})
}

// asciiLower lower-cases the ASCII letters of s only, as Lookup compares
// names (RFC 3986 3.1: schemes are ASCII).
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 0x20
		}
	}
	return string(b)
}

// TestOf: the entry Of finds for a parsed reference's scheme, read from
// the reference's string, is Lookup's for the scheme name, for references
// shorter and longer than a word.
func TestOf(t *testing.T) {
	var names []string
	Each(func(f *Facts) bool {
		names = append(names, f.Name, strings.ToUpper(f.Name))
		return true
	})
	names = append(names, "x", "tapmock", "TAPMOCK", "abcdefgh", "abcdefghi", "HtTpS", "fIlE", "htt", "httpss")
	for _, name := range names {
		for _, rest := range []string{":", ":x", "://host/path"} {
			s := name + rest
			r, f := syntax.Parse(s, 0)
			if f != nil {
				t.Fatalf("Parse(%q): %v", s, f)
			}
			if got, want := Of(&r), Lookup(name); got != want {
				t.Errorf("Of(%q) = %v, want %v", s, got, want)
			}
		}
	}
}
