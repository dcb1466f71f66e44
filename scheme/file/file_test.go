package file_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/scheme/file"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/uri"
)

var parseTests = []schemetest.Case[file.URL]{
	// RFC 8089 B: a local file, the traditional form.
	{"file:///path/to/file", file.URL{HasAuthority: true, Path: "/path/to/file"}},
	// RFC 8089 B: the minimal representation of a local file.
	{"file:/path/to/file", file.URL{Path: "/path/to/file"}},
	// RFC 8089 B: a non-local file with an explicit authority.
	{"file://host.example.com/path/to/file", file.URL{HasAuthority: true, Host: "host.example.com", Path: "/path/to/file"}},
	// RFC 8089 2: "localhost" kept as written (IsLocal says local).
	{"file://localhost/etc/fstab", file.URL{HasAuthority: true, Host: "localhost", Path: "/etc/fstab"}},
	// RFC 8089 E.2: a drive letter in the three forms.
	{"file:///c:/path/to/file.txt", file.URL{HasAuthority: true, Drive: "c:", Path: "/path/to/file.txt"}},
	{"file:/C:/path/to/file.txt", file.URL{Drive: "C:", Path: "/path/to/file.txt"}},
	{"file:c:/path/to/file.txt", file.URL{Drive: "c:", Path: "/path/to/file.txt"}},
	// RFC 8089 E.2: a drive letter alone; on localhost too.
	{"file:///C:", file.URL{HasAuthority: true, Drive: "C:"}},
	{"file://LOCALHOST/d:/x", file.URL{HasAuthority: true, Host: "LOCALHOST", Drive: "d:", Path: "/x"}},
	// RFC 8089 E.3.1: a UNC path with the server as the authority.
	{"file://host.example.com/Share/path/to/file.txt", file.URL{HasAuthority: true, Host: "host.example.com", Path: "/Share/path/to/file.txt"}},
	// RFC 8089 E.3.2: the UNC string in the path, with four and five slashes.
	{"file:////host.example.com/Share/path/to/file.txt", file.URL{HasAuthority: true, Host: "host.example.com", Path: "/Share/path/to/file.txt"}},
	{"file://///host.example.com/Share/path/to/file.txt", file.URL{HasAuthority: true, Host: "host.example.com", Path: "/Share/path/to/file.txt"}},
	// RFC 8089 4: UTF-8 names, percent-encoded; a fragment kept.
	{"file:///home/%C3%A9t%C3%A9/a%20b.html#sec%201", file.URL{HasAuthority: true, Path: "/home/été/a b.html", Fragment: "sec%201", HasFragment: true}},
	// RFC 8089 E.2: ":" only reads as a drive where written so; on a remote host not at all.
	{"file:///c%3A/x", file.URL{HasAuthority: true, Path: "/c:/x"}},
	{"file://h/c:/x", file.URL{HasAuthority: true, Host: "h", Path: "/c:/x"}},
	// RFC 3986 3.2.2: an IP-literal host.
	{"file://[2001:db8::1]/s/x", file.URL{HasAuthority: true, Host: "[2001:db8::1]", Path: "/s/x"}},
	// RFC 1738, RFC 8089: a path carries any octet; a POSIX name is bytes (Latin-1 here).
	{"file:///tmp/caf%E9.txt", file.URL{HasAuthority: true, Path: "/tmp/caf\xe9.txt"}},
	{"file:/a/%FF%FE", file.URL{Path: "/a/\xff\xfe"}},
}

func TestParse(t *testing.T) { schemetest.Run(t, file.Parse, parseTests) }

var errorTests = []schemetest.ErrorCase{
	{"http://h/x", 0, file.ErrScheme},           // RFC 8089 2: scheme file
	{"file:", 5, file.ErrMissingPath},           // RFC 8089 2: a path is required
	{"file:x/y", 5, file.ErrMissingPath},        // RFC 8089 2: path-absolute
	{"file:c:x", 5, file.ErrMissingPath},        // RFC 8089 E.2: drive-letter path-absolute
	{"file://h", 8, file.ErrMissingPath},        // RFC 8089 2: auth-path needs path-absolute
	{"file://u@h/x", 7, file.ErrUserinfo},       // RFC 8089 2 (E.1 not read)
	{"file://h:80/x", 8, file.ErrPort},          // RFC 8089 2: no port
	{"file://h:/x", 8, file.ErrPort},            // RFC 8089 2: no port, even empty
	{"file:///x?y", 9, file.ErrQuery},           // RFC 8089 2: no query
	{"file:///a%2Fb", 9, file.ErrInvalidPath},   // RFC 8089 4: "/" is no name's
	{"file:///a%00", 9, file.ErrInvalidPath},    // RFC 8089 4: NUL is no name's
	{"file:////host", 13, file.ErrInvalidUNC},   // RFC 8089 E.3.2: a share after the host
	{"file://///", 10, file.ErrInvalidUNC},      // RFC 8089 E.3.2: a host
	{"file:////%5Bx/s", 9, file.ErrInvalidUNC},  // a host that would read as an IP-literal
	{"file://%5Bx/s", 7, file.ErrInvalidHost},   // a reg-name that would read as an IP-literal
	{"file:////h%FF/s", 10, uri.ErrInvalidUTF8}, // a UNC host decodes to UTF-8
}

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, file.Parse, errorTests) }

var toPathTests = []struct {
	in      string
	posix   string
	posixOK bool
	windows string
}{
	{"file:///etc/fstab", "/etc/fstab", true, `\etc\fstab`},                                                    // RFC 8089 D
	{"file://localhost/etc/fstab", "/etc/fstab", true, `\etc\fstab`},                                           // RFC 8089 2: localhost is local
	{"file:///c:/path/to/file.txt", "", false, `c:\path\to\file.txt`},                                          // RFC 8089 E.2
	{"file:///C:", "", false, `C:\`},                                                                           // RFC 8089 E.2: the drive's root
	{"file://host.example.com/Share/path/to/file.txt", "", false, `\\host.example.com\Share\path\to\file.txt`}, // RFC 8089 E.3.1
	{"file:///a%20b/%C3%A9", "/a b/é", true, `\a b\é`},                                                         // RFC 8089 4: decoded
	{"file:/etc/fstab", "/etc/fstab", true, `\etc\fstab`},                                                      // RFC 8089 2: no authority
}

func TestToPath(t *testing.T) {
	for _, tt := range toPathTests {
		u, err := file.ParseString(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		p, err := u.ToPath(file.POSIX)
		if (err == nil) != tt.posixOK || p != tt.posix {
			t.Errorf("ToPath(%q, POSIX):\n\tgot  %q, %v\n\twant %q", tt.in, p, err, tt.posix)
		}
		w, err := u.ToPath(file.Windows)
		if err != nil || w != tt.windows {
			t.Errorf("ToPath(%q, Windows):\n\tgot  %q, %v\n\twant %q", tt.in, w, err, tt.windows)
		}
	}
	u, _ := file.ParseString("file:///a%5Cb")
	if _, err := u.ToPath(file.Windows); !errors.Is(err, file.ErrSeparator) {
		t.Errorf("ToPath(%q, Windows):\n\tgot  %v\n\twant %v", "file:///a%5Cb", err, file.ErrSeparator)
	}
	// A POSIX name is bytes: ToPath gives them as they are; Windows names are Unicode.
	u, _ = file.ParseString("file:///tmp/caf%E9.txt")
	if p, err := u.ToPath(file.POSIX); err != nil || p != "/tmp/caf\xe9.txt" {
		t.Errorf("ToPath(%q, POSIX):\n\tgot  %q, %v\n\twant %q", "file:///tmp/caf%E9.txt", p, err, "/tmp/caf\xe9.txt")
	}
	if _, err := u.ToPath(file.Windows); !errors.Is(err, uri.ErrInvalidUTF8) {
		t.Errorf("ToPath(%q, Windows):\n\tgot  %v\n\twant %v", "file:///tmp/caf%E9.txt", err, uri.ErrInvalidUTF8)
	}
}

var fromPathTests = []struct {
	path  string
	style file.Style
	want  string // the URI, "" for an error
}{
	{"/etc/fstab", file.POSIX, "file:///etc/fstab"},                                     // RFC 8089 D
	{"/home/été/a b#1?.txt", file.POSIX, "file:///home/%C3%A9t%C3%A9/a%20b%231%3F.txt"}, // RFC 8089 4: UTF-8, encoded
	{"//srv/x", file.POSIX, "file:///srv/x"},                                            // POSIX: leading slashes are one
	{"/c:/x", file.POSIX, "file:///c%3A/x"},                                             // a POSIX name that looks like a drive
	{"a/b", file.POSIX, ""},                                                             // relative
	{"/a\x00b", file.POSIX, ""},                                                         // NUL
	{"/tmp/caf\xe9.txt", file.POSIX, "file:///tmp/caf%E9.txt"},                          // a POSIX name is bytes
	{"C:\\caf\xe9", file.Windows, ""},                                                   // Windows names are Unicode
	{`C:\Program Files\a.txt`, file.Windows, "file:///C:/Program%20Files/a.txt"},        // RFC 8089 E.2
	{`c:/x/y`, file.Windows, "file:///c:/x/y"},                                          // RFC 8089 E.2, "/" separators
	{`C:`, file.Windows, "file:///C:"},                                                  // RFC 8089 E.2: a drive alone
	{`\\server\share\dir\f.txt`, file.Windows, "file://server/share/dir/f.txt"},         // RFC 8089 E.3.1
	{`\\?\C:\very\long`, file.Windows, "file:///C:/very/long"},                          // Windows long path
	{`\\?\UNC\server\share\x`, file.Windows, "file://server/share/x"},                   // Windows long UNC path
	{`\x\y`, file.Windows, "file:///x/y"},                                               // the current drive's root
	{`\\.\COM1`, file.Windows, ""},                                                      // a device
	{`\\server`, file.Windows, ""},                                                      // UNC without a share
	{`C:x`, file.Windows, ""},                                                           // drive-relative
	{`x\y`, file.Windows, ""},                                                           // relative
}

func TestFromPath(t *testing.T) {
	for _, tt := range fromPathTests {
		u, err := file.FromPath(tt.path, tt.style)
		got := ""
		if err == nil {
			got = u.String()
		}
		if got != tt.want {
			t.Errorf("FromPath(%q, %d):\n\tgot  %q, %v\n\twant %q", tt.path, tt.style, got, err, tt.want)
			continue
		}
		if err != nil {
			continue
		}
		// The URI reads back to the same value and the same path.
		again, err := file.ParseString(got)
		if err != nil || !reflect.DeepEqual(again, u) {
			t.Errorf("Parse(%q):\n\tgot  %+v, %v\n\twant %+v", got, again, err, u)
		}
	}
}

// fieldsTests give the fields of check --json: absent is nil, empty "".
var fieldsTests = []schemetest.FieldsCase{
	{"file:///C:/a%20b", map[string]any{"host": "", "path": "/a b", "drive": "C:"}},
	// RFC 8089 2: an empty authority, no authority, a host.
	{"file:///etc/hosts", map[string]any{"host": "", "path": "/etc/hosts", "drive": nil}},
	{"file:/etc/hosts", map[string]any{"host": nil, "path": "/etc/hosts", "drive": nil}},
	{"file://server/share/x", map[string]any{"host": "server", "path": "/share/x", "drive": nil}},
	// Octets as they are.
	{"file:///tmp/caf%E9.txt", map[string]any{"host": "", "path": "/tmp/caf\xe9.txt", "drive": nil}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, file.Parse, fieldsTests) }

func TestIsUTF8(t *testing.T) {
	for in, want := range map[string]bool{"file:///caf%C3%A9": true, "file:///tmp/caf%E9.txt": false, "file:/x": true} {
		if u, err := file.ParseString(in); err != nil || u.IsUTF8() != want {
			t.Errorf("ParseString(%q).IsUTF8() = %v, %v; want %v", in, u.IsUTF8(), err, want)
		}
	}
}
