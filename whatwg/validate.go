package whatwg

// This file checks for the validation errors of 1.1
// (https://url.spec.whatwg.org/#writing) that never make parsing fail: a
// code point that is not a URL code point (4.3 "URL writing",
// https://url.spec.whatwg.org/#url-code-points) and a '%' not followed by
// two hex digits ("invalid-URL-unit",
// https://url.spec.whatwg.org/#invalid-url-unit).

import (
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// isURLUnitASCII marks the ASCII URL code points (4.3): alphanumerics and
// "!$&'()*+,-./:;=?@_~".
var isURLUnitASCII = func() (t [128]bool) {
	for c := 0; c < 128; c++ {
		t[c] = syntax.IsAlphaNum(byte(c))
	}
	for _, c := range "!$&'()*+,-./:;=?@_~" {
		t[c] = true
	}
	return t
}()

// isURLUnit reports whether r is a URL code point (4.3): the ASCII ones,
// and U+00A0 to U+10FFFD but for surrogates and noncharacters.
func isURLUnit(r rune) bool {
	if r < utf8.RuneSelf {
		return isURLUnitASCII[r]
	}
	if r < 0xA0 || r > 0x10FFFD || (0xD800 <= r && r <= 0xDFFF) || (0xFDD0 <= r && r <= 0xFDEF) || r&0xFFFE == 0xFFFE {
		return false
	}
	return true
}

// checkURLUnits records an "invalid-URL-unit" validation error for each
// code point of s, at offset at of p.in, that is neither a URL code point
// nor a '%' followed by two hex digits (4.4 path state, step 2; opaque
// path state, step 4; query state, step 3; fragment state, step 1;
// opaque-host parser of 3.5, steps 2 and 3). It does nothing unless the
// parser collects validation errors.
func (p *parser) checkURLUnits(s string, at int) {
	if p.vals != nil {
		p.checkURLUnitsSlow(s, at)
	}
}

// checkURLUnitsSlow is checkURLUnits when validation errors are collected.
func (p *parser) checkURLUnitsSlow(s string, at int) {
	for k := 0; k < len(s); {
		r, n := utf8.DecodeRuneInString(s[k:])
		if r == '%' {
			if !syntax.IsPctEncoded(s, k) {
				p.val(at+k, "invalid-URL-unit")
			}
		} else if !isURLUnit(r) || (r == utf8.RuneError && n == 1) {
			p.val(at+k, "invalid-URL-unit")
		}
		k += n
	}
}
