package file

// This file converts between file URIs and the paths of an operating
// system (RFC 8089 Appendix D for POSIX, Appendix E.2 and E.3 for DOS and
// Windows drive letters and UNC paths), with the system named by a Style,
// never taken from the running one.

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/uri"
)

// Style names the path syntax of an operating system.
type Style uint8

const (
	// POSIX paths: "/" separates names, an absolute path starts with "/".
	POSIX Style = iota + 1
	// Windows paths: "\" or "/" separate names; "C:\x" (a drive),
	// "\\server\share\x" (UNC) and "\x" (the current drive's root) are
	// absolute; "\\?\" long paths are read as the path they wrap.
	Windows
)

// ToPath returns the path the URI names in the given style. POSIX: a
// local file without a drive letter ("/etc/fstab"), its bytes those of
// the decoded path, UTF-8 or not (a POSIX file name is bytes); anything
// else is an error (ErrNotLocal, ErrDrive). Windows: "C:\x" for a drive,
// "\\host\share\x" for a UNC path, "\x" for a local path without a
// drive; a name holding "\" is an error (ErrSeparator), and so is a path
// that is not UTF-8 (uri.ErrInvalidUTF8: Windows names are Unicode).
func (u URL) ToPath(style Style) (string, error) {
	p, err := u.toPath(style)
	if err != nil {
		return "", fmt.Errorf("file: path of %q: %w", u.String(), err)
	}
	return p, nil
}

func (u URL) toPath(style Style) (string, error) {
	switch style {
	case POSIX:
		if !u.IsLocal() {
			return "", ErrNotLocal
		}
		if u.Drive != "" {
			return "", ErrDrive
		}
		if u.Path == "" {
			return "/", nil
		}
		return u.Path, nil
	case Windows:
		if strings.IndexByte(u.Path, '\\') >= 0 {
			return "", ErrSeparator
		}
		if !utf8.ValidString(u.Path) {
			return "", uri.ErrInvalidUTF8
		}
		p := strings.ReplaceAll(u.Path, "/", `\`)
		switch {
		case !u.IsLocal():
			return `\\` + u.Host + p, nil
		case u.Drive != "" && p == "":
			return u.Drive + `\`, nil
		}
		return u.Drive + p, nil
	}
	return "", ErrStyle
}

// FromPath returns the file URI of an absolute path in the given style.
// POSIX: the path must start with "/"; leading slashes are folded into one
// (POSIX leaves "//x" to the system). Windows: "C:\x" or "C:/x" gives a
// drive letter, "\\server\share\x" a UNC host and path, "\x" a local
// path; "\\?\C:\x" and "\\?\UNC\server\share\x" are read as "C:\x" and
// "\\server\share\x". A relative path is an error (ErrRelativePath), and
// so is a NUL in a name (ErrInvalidPath). A POSIX path is bytes: one that
// is not UTF-8 is percent-encoded octet by octet; a Windows path must be
// UTF-8 (uri.ErrInvalidUTF8).
func FromPath(path string, style Style) (URL, error) {
	u, err := fromPath(path, style)
	if err != nil {
		return URL{}, fmt.Errorf("file: URI of %q: %w", path, err)
	}
	return u, nil
}

func fromPath(path string, style Style) (URL, error) {
	if strings.IndexByte(path, 0) >= 0 {
		return URL{}, ErrInvalidPath
	}
	switch style {
	case POSIX:
		if !strings.HasPrefix(path, "/") {
			return URL{}, ErrRelativePath
		}
		return URL{HasAuthority: true, Path: "/" + strings.TrimLeft(path, "/")}, nil
	case Windows:
		if !utf8.ValidString(path) {
			return URL{}, uri.ErrInvalidUTF8 // Windows names are Unicode
		}
		p := strings.ReplaceAll(path, `\`, "/")
		if strings.HasPrefix(p, "//./") {
			return URL{}, ErrDevicePath
		}
		if rest, ok := strings.CutPrefix(p, "//?/"); ok {
			p = rest
			if unc, ok := cutPrefixFold(p, "UNC/"); ok {
				p = "//" + unc
			} else if !hasDrive(p, 0) {
				return URL{}, ErrRelativePath
			}
		}
		switch {
		case strings.HasPrefix(p, "//"):
			host, rest, _ := strings.Cut(p[2:], "/")
			share, _, _ := strings.Cut(rest, "/")
			if host == "" || share == "" || strings.HasPrefix(host, "[") {
				return URL{}, ErrInvalidUNC
			}
			return URL{Host: host, HasAuthority: true, Path: "/" + rest}, nil
		case hasDrive(p, 0):
			return URL{HasAuthority: true, Drive: p[:2], Path: p[2:]}, nil
		case strings.HasPrefix(p, "/"):
			return URL{HasAuthority: true, Path: p}, nil
		}
		return URL{}, ErrRelativePath
	}
	return URL{}, ErrStyle
}

// cutPrefixFold is strings.CutPrefix without regard to ASCII case.
func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}
