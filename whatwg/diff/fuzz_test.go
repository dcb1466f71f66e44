package diff

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// FuzzCompare: Compare never panics and is deterministic; its
// disagreements are empty exactly when the four views are alike; a high
// danger comes only from two acceptors naming different hosts or schemes.
func FuzzCompare(f *testing.F) {
	for _, tt := range trickTests {
		f.Add(tt.in)
	}
	f.Add("")
	f.Add("//evil.com/")
	f.Add("file:///C:/x")
	f.Fuzz(func(t *testing.T, s string) {
		r := Compare(s)
		if err := properties(r); err != "" {
			t.Fatalf("Compare(%q): %s\n%s", s, err, dump(r))
		}
		if again := Compare(s); !reflect.DeepEqual(again, r) {
			t.Fatalf("Compare(%q): not deterministic", s)
		}
	})
}

// properties returns what is wrong with r, "" when nothing.
func properties(r Report) string {
	if r.Disagreements == nil {
		return "nil disagreements"
	}
	if alike(r.Parsers) != r.Alike() {
		return "disagreements do not match the views"
	}
	acceptors := 0
	for _, p := range parserOrder {
		if r.Parsers.View(p).Valid {
			acceptors++
		}
	}
	for _, d := range r.Disagreements {
		if d.Danger != DangerHigh {
			continue
		}
		if acceptors < 2 {
			return "high danger with fewer than two acceptors"
		}
		if d.Component != Host && d.Component != Scheme {
			return "high danger on " + string(d.Component)
		}
		var first *ParserView
		differ := false
		for _, p := range parserOrder {
			if v := r.Parsers.View(p); v.Valid {
				if first == nil {
					first = v
				}
				differ = differ || !same(first, v, d.Component)
			}
		}
		if !differ {
			return "high danger where the acceptors agree"
		}
	}
	for _, d := range r.Disagreements {
		if d.Offset < 0 || d.Offset > len(r.Input) {
			return "offset out of range"
		}
	}
	// A key shared with another view, or with the URL Standard's host,
	// is the key the view's host has.
	for _, p := range parserOrder {
		if v := r.Parsers.View(p); v.Valid && !v.domain && v.keys.host != hostKey(v.keys.scheme, v.Host) {
			return fmt.Sprintf("%s: host key %q, want %q", p, v.keys.host, hostKey(v.keys.scheme, v.Host))
		}
	}
	return ""
}

// alike is the reference definition: all four refuse the input, or all
// four accept it with the same canonical components, written out (canon).
func alike(ps Parsers) bool {
	valid := 0
	for _, p := range parserOrder {
		if ps.View(p).Valid {
			valid++
		}
	}
	if valid == 0 {
		return true
	}
	if valid < len(parserOrder) {
		return false
	}
	key := func(v *ParserView) [8]string {
		return [8]string{"valid", v.keys.scheme, userinfoKey(v.Userinfo), v.keys.host, v.keys.port,
			canon(v.pathKey(), pathChars, "!'()*"), canon(optionalKey(v.Query), pathChars+"?", "'"),
			canon(optionalKey(v.Fragment), pathChars+"?", "'")}
	}
	k := key(&ps.RFC3986)
	for _, p := range parserOrder[1:] {
		if key(ps.View(p)) != k {
			return false
		}
	}
	return true
}

// userinfoKey is the reference form of sameUserinfo: the user name and the
// password, each percent-decoded, split at the first ':'; an empty
// password is none.
func userinfoKey(userinfo *string) string {
	if userinfo == nil {
		return ""
	}
	user, pass, _ := strings.Cut(*userinfo, ":")
	user, pass = decode(user), decode(pass)
	if pass == "" {
		return user
	}
	return user + "\x00" + pass
}
