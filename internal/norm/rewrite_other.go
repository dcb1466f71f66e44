//go:build !amd64

package norm

// lowerInto writes s[i:j], a scheme or a reg-name, into buf from m with
// ASCII letters in lower case and its triplets normalized (6.2.2.1,
// 6.2.2.2): lowerIntoWords.
func lowerInto(buf []byte, m int, s string, i, j int, pct *bool) int {
	return lowerIntoWords(buf, m, s, i, j, pct)
}

// tripletsInto is pctInto, and pathInto with path set: tripletsIntoWords.
func tripletsInto(buf []byte, m int, s string, i, j int, path bool, pct *bool) int {
	return tripletsIntoWords(buf, m, s, i, j, path, pct)
}
