package diff

// This file tells what in the input makes the parsers disagree: the
// tricks the URL Standard's basic URL parser reads its own way (its
// validation errors: ASCII tab or newline and C0-control-or-space trimming,
// "invalid-reverse-solidus", "special-scheme-missing-following-solidus",
// "invalid-credentials", "IPv4-non-decimal-part", percent-encoded and
// non-ASCII host data) and RFC 3986 5.2.4 dot-segments.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/whatwg"
	"golang.org/x/text/unicode/norm"
)

// features are the tricks found in an input.
type features struct {
	whitespace bool // ASCII tab or newline anywhere, C0 control or space around
	backslash  bool // '\' before the query and fragment
	slashes    bool // a special scheme not followed by exactly "//"
	at         bool // '@' in the authority (up to the first '/', '\', '?', '#')
	hostData   bool // '%', a non-ASCII byte or a numeric IPv4 form in the host
	dots       bool // a "." or ".." segment, plain or percent-encoded
}

// stripTabNewline removes ASCII tab and newline (the URL Standard's
// basic URL parser, 4.4, before anything else).
var stripTabNewline = strings.NewReplacer("\t", "", "\n", "", "\r", "")

// scan finds the features of input. With a base (relative), a special
// scheme's missing slashes mean nothing.
func scan(s string, relative bool) features {
	var f features
	f.whitespace = strings.ContainsAny(s, "\t\n\r") ||
		len(s) > 0 && (s[0] <= ' ' || s[len(s)-1] <= ' ')
	t := strings.Trim(s, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\v\f\r\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f ")
	if strings.ContainsAny(t, "\t\n\r") {
		t = stripTabNewline.Replace(t)
	}
	head := t
	if i := strings.IndexAny(head, "?#"); i >= 0 {
		head = head[:i]
	}
	f.backslash = strings.Contains(head, `\`)
	rest := head
	if i := strings.IndexByte(head, ':'); i > 0 && scheme.ValidName(head[:i]) {
		scheme := strings.ToLower(head[:i])
		rest = head[i+1:]
		if whatwg.IsSpecialScheme(scheme) && !relative && scheme != "file" {
			n := len(rest) - len(strings.TrimLeft(rest, `/\`))
			f.slashes = n != 2
		}
	}
	slashes := len(rest) - len(strings.TrimLeft(rest, `/\`))
	if slashes >= 2 || f.slashes && slashes < 2 {
		auth := rest[slashes:]
		if i := strings.IndexAny(auth, `/\`); i >= 0 {
			auth = auth[:i]
		}
		f.at = strings.Contains(auth, "@")
		host := auth[strings.LastIndexByte(auth, '@')+1:]
		f.hostData = strings.Contains(host, "%") || numericIPv4(host) || hasNonASCII(host) && mapped(host)
	}
	f.dots = containsFold(head, "%2e") || strings.Contains(head, "/./") || strings.Contains(head, "/../") ||
		strings.HasSuffix(head, "/.") || strings.HasSuffix(head, "/..")
	return f
}

// containsFold reports whether s holds sub, ASCII letters compared in
// either case; sub is in lower case.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		k := 0
		for k < len(sub) && syntax.Lower(s[i+k]) == sub[k] {
			k++
		}
		if k == len(sub) {
			return true
		}
	}
	return false
}

// mapped reports whether the URL Standard's mapping of the non-ASCII host
// changes more than the case of its characters (and their normalization
// form): "ｅｘａｍｐｌｅ.com" becomes "example.com", "evil\u3002com"
// "evil.com"; "Bücher.example" stays "bücher.example".
func mapped(host string) bool {
	u, err := whatwg.DomainToUnicode(host)
	return err == nil && !strings.EqualFold(u, norm.NFC.String(host))
}

func hasNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// numericIPv4 reports a host (its port cut off) that the URL Standard's
// IPv4 parser reads as a number but that is not RFC 3986 3.2.2's dotted
// decimal: its last label is all digits or "0x" hex, and it has fewer
// than four labels, or a label with a leading zero or a hex prefix.
func numericIPv4(host string) bool {
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host, "]") {
		host = host[:i]
	}
	host = strings.TrimSuffix(host, ".")
	last := host[strings.LastIndexByte(host, '.')+1:]
	if !isNumber(last) {
		return false
	}
	if strings.Count(host, ".") != 3 {
		return true
	}
	for l := range strings.SplitSeq(host, ".") {
		if len(l) > 1 && l[0] == '0' { // octal, or hexadecimal after "0x"
			return true
		}
	}
	return false
}

// isNumber reports a decimal, octal or "0x" hexadecimal number, as the URL
// Standard's IPv4 number parser reads them, letters in either case.
func isNumber(s string) bool {
	hex := len(s) >= 2 && s[0] == '0' && s[1]|0x20 == 'x'
	if hex {
		s = s[2:]
		if s == "" {
			return true
		}
	}
	for i := 0; i < len(s); i++ {
		if !(syntax.IsDigit(s[i]) || hex && syntax.IsHexDig(s[i])) {
			return false
		}
	}
	return s != ""
}

// validityClass is the class of one parser refusing what another accepts:
// the first trick found, else ClassRefusal.
func (f features) validityClass() Class {
	switch {
	case f.whitespace:
		return ClassWhitespace
	case f.backslash || f.slashes:
		return ClassSlash
	case f.at:
		return ClassUserinfo
	case f.hostData:
		return ClassHost
	case f.dots:
		return ClassPath
	}
	return ClassRefusal
}

// class is the class of acceptors disagreeing on c: the trick found that
// can change c, else the component's own class. userinfoAlike says
// whether the acceptors read the userinfo alike: an "@" in the authority
// explains a host or port that differs only when they do not.
func (f features) class(c Component, userinfoAlike bool) Class {
	if f.whitespace {
		return ClassWhitespace
	}
	slash := f.backslash || f.slashes
	switch c {
	case Scheme:
		return ClassScheme
	case Userinfo:
		if slash {
			return ClassSlash
		}
		return ClassUserinfo
	case Host, Port:
		switch {
		case slash:
			return ClassSlash
		case f.at && !userinfoAlike:
			return ClassUserinfo
		}
		return ClassHost
	case Path:
		if slash {
			return ClassSlash
		}
	}
	return ClassPath
}
