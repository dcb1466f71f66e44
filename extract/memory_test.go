package extract_test

// This file checks what a scan of plain text allocates for each byte of
// megabyte texts of the kinds that cost it most: text dense with
// references, one huge reference, text of IRIs, and hostile punctuation
// (the texts of TestLinear). Untrusted text of any size costs a few times
// its size, plus the repairs a Match lists (a uri.Fix each, at most
// MaxFixes a reference). With -v it prints the figure of each scan.

import (
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/uri"
)

// memoryKinds are the texts of TestTextMemory, each with the most a scan
// may allocate per byte of it in URI mode and in IRI mode (Options.IRI)
// beyond the fixes listed.
var memoryKinds = []struct {
	name     string
	text     func() string
	uri, iri float64
}{
	// References of every form (RFC 3986 Appendix C, RFC 2396 Appendix
	// E, GFM 6.9) with little between them, on one line: a Match holds
	// substrings of the text, and the URI of a "<...>" with whitespace
	// inside, an abbreviation or an address (the scheme added) is a new
	// string.
	{"references", func() string {
		return strings.Repeat("see http://a.example/x, <URL:ftp://b.example/y> \"mailto:c@d.example\" (http://e.example/(f)) www.g.example/h i@j.example <http://k.example/ l> ", 1<<13)
	}, 1, 1},
	// One reference of 4 MB, valid as it is: nothing is copied.
	{"huge", func() string { return "http://a/" + strings.Repeat("b", 4<<20) }, 1, 1},
	// One of 3 MB with a repair every three bytes: its URI form is
	// some 2.3 times the text (RFC 3987 3.1), the fixes beyond MaxFixes
	// counted, not listed.
	{"huge-repaired", func() string { return "http://a/" + strings.Repeat("bé", 1<<20) }, 4, 4},
	// An IRI of 2 MB: its URI form is three times it.
	{"huge-iri", func() string { return "http://a/" + strings.Repeat("é", 1<<20) }, 4, 4},
	// A host of 2 MB of non-ASCII letters: percent-encoded (URI mode),
	// then mapped by IDNA (RFC 3987 3.1), which allocates some 2.5 bytes
	// per byte of its own.
	{"huge-iri-host", func() string { return "http://" + strings.Repeat("é", 1<<20) + "/" }, 8, 4},
	// Text of short IRIs, four non-ASCII runs each. In URI mode each
	// reference is repaired (the lenient parser writes the URI form) and
	// its host mapped by IDNA.
	{"iri-text", func() string { return strings.Repeat("voir http://é.example/à?ç#è et ", 1<<16) }, 8, 5},
	// Sentence punctuation, emphasis, quotes and brackets around and
	// after references (RFC 3986 Appendix C, GFM 6.9).
	{"punctuation", func() string {
		return strings.Repeat("(http://a/b.,;:!?')]}*_~\"> **http://c/d** _\"http://e/f.\"_ [http://g/(h)]) ", 1<<15)
	}, 1, 1},
}

// memoryOptions are the modes TestTextMemory scans each text in.
var memoryOptions = []extract.Options{
	{},
	{IRI: true},
	{AnyScheme: true, WWW: true, Email: true},
	{Strict: true},
	{Strict: true, IRI: true},
}

// hostileMemory is the most a scan of one of TestLinear's hostile texts
// may allocate per byte: lines broken inside "<...>" make a new string of
// each reference.
const hostileMemory = 2.5

func TestTextMemory(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("slow: megabyte texts in every mode")
	}
	type kind struct {
		name     string
		text     string
		uri, iri float64
	}
	var kinds []kind
	for _, k := range memoryKinds {
		kinds = append(kinds, kind{k.name, k.text(), k.uri, k.iri})
	}
	for _, h := range hostile {
		kinds = append(kinds, kind{h.name, h.text, hostileMemory, hostileMemory})
	}
	for _, k := range kinds {
		for _, opts := range memoryOptions {
			limit := k.uri
			if opts.IRI {
				limit = k.iri
			}
			perByte, found, fixes := textMemory(k.text, opts)
			t.Logf("%-22s %-52s %8d bytes, %6d found, %7d fixes listed: %5.2f bytes allocated per byte (at most %.2f)",
				k.name, optionsName(opts), len(k.text), found, fixes, perByte, limit)
			if perByte > limit {
				t.Errorf("All(%s, %+v): %.2f bytes allocated per byte of %d beyond the fixes listed, want at most %.2f",
					k.name, opts, perByte, len(k.text), limit)
			}
		}
	}
}

// textMemory scans text and returns the bytes it allocates per byte of
// text beyond the fixes listed, the references found and the fixes
// listed.
func textMemory(text string, opts extract.Options) (perByte float64, found, fixes int) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for m := range extract.All(text, opts) {
		found++
		fixes += len(m.Fixes)
		if len(m.Fixes) > extract.MaxFixes {
			panic("more fixes listed than MaxFixes")
		}
	}
	runtime.ReadMemStats(&after)
	listed := uint64(fixes) * uint64(unsafe.Sizeof(uri.Fix{}))
	return (float64(after.TotalAlloc-before.TotalAlloc) - float64(listed)) / float64(len(text)), found, fixes
}

// optionsName is the options set in opts, for the test's log.
func optionsName(opts extract.Options) string {
	var f []string
	for _, o := range []struct {
		set  bool
		name string
	}{{opts.AnyScheme, "AnyScheme"}, {opts.Strict, "Strict"}, {opts.IRI, "IRI"}, {opts.WWW, "WWW"}, {opts.Email, "Email"}} {
		if o.set {
			f = append(f, o.name)
		}
	}
	if f == nil {
		return "default"
	}
	return strings.Join(f, "+")
}
