//go:build !amd64 || purego

package norm

// lowerInto writes s[i:j], a scheme or a reg-name, into buf from m with
// ASCII letters in lower case and its triplets normalized (6.2.2.1,
// 6.2.2.2): lowerIntoWords.
func lowerInto(buf []byte, m int, s string, i, j int, pct *bool) int {
	return lowerIntoWords(buf, m, s, i, j, pct)
}

// pctInto writes s[i:j] into buf from m with its triplets normalized
// (6.2.2.1, 6.2.2.2): one of an unreserved character decoded, every other
// with upper-case hex digits. It returns the new end of the output.
func pctInto(buf []byte, m int, s string, i, j int, pct *bool) int {
	return tripletsIntoWords(buf, m, s, i, j, false, pct)
}

// pathInto is pctInto for the path, or -1 at a "%2E" (the one reading of
// a percent-encoded dot, syntax.IsEncodedDotSegment, is segmentsTo's).
func pathInto(buf []byte, m int, s string, i, j int, pct *bool) int {
	return tripletsIntoWords(buf, m, s, i, j, true, pct)
}

// segmentsInto is pathInto for a path after an authority (path-abempty,
// RFC 3986 3.3) that also removes each "." segment inside it ("/./"
// becomes "/", 5.2.4 B); dots reports that the path may still hold a
// dot-segment, for dotsInto. The path is written a word at a time, then
// cut in place (cutDotSegments).
func segmentsInto(buf []byte, m int, s string, i, j int, pct *bool) (n int, dots bool) {
	n = tripletsIntoWords(buf, m, s, i, j, true, pct)
	if n < 0 {
		return n, false
	}
	return cutDotSegments(buf, m, n)
}

// restInto writes a reg-name s[i:j] as lowerInto does, then the path
// s[j:rest.pe] as segmentsInto does and the '?' and query
// s[rest.pe:rest.qe] as pctInto does, and sets rest.hostEnd and
// rest.pathEnd to where the first two end in buf.
func restInto(buf []byte, m int, s string, i, j int, pct *bool, rest *restRun) (n int, dots bool) {
	rest.hostEnd = lowerIntoWords(buf, m, s, i, j, pct)
	rest.pathEnd, dots = segmentsInto(buf, rest.hostEnd, s, j, rest.pe, pct)
	if rest.pathEnd < 0 {
		return -1, false
	}
	return tripletsIntoWords(buf, rest.pathEnd, s, rest.pe, rest.qe, false, pct), dots
}
