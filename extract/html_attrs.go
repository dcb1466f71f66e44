package extract

import "github.com/urikit/urikit/internal/syntax"

// This file says which attributes hold URI references (HTML Living
// Standard's attribute index, and HTML 4.01 for the attributes it dropped:
// longdesc, classid, codebase, archive, profile, background) and splits the
// values that hold several or hold one inside other text: srcset (HTML
// 4.8.4.3.10 "Parsing a srcset attribute"), space-separated lists (HTML
// 4.01 object archive, head profile), and the URL of a refresh (HTML
// 4.2.5.3, the "shared declarative refresh steps").

// kind is how an attribute's value holds its references.
type kind uint8

const (
	kindURL     kind = iota + 1 // the whole value, stripped of ASCII whitespace
	kindSrcset                  // image candidate strings
	kindList                    // URLs separated by ASCII whitespace
	kindRefresh                 // <meta http-equiv=refresh content="5; url=...">
	kindCSS                     // style="background: url(...)"
)

// urlAttrs maps an element to its URI-valued attributes.
var urlAttrs = map[string]map[string]kind{
	"a":          {"href": kindURL, "ping": kindList},
	"area":       {"href": kindURL, "ping": kindList},
	"link":       {"href": kindURL, "imagesrcset": kindSrcset},
	"base":       {"href": kindURL},
	"img":        {"src": kindURL, "srcset": kindSrcset, "longdesc": kindURL, "usemap": kindURL},
	"script":     {"src": kindURL},
	"iframe":     {"src": kindURL, "longdesc": kindURL},
	"frame":      {"src": kindURL, "longdesc": kindURL},
	"form":       {"action": kindURL},
	"button":     {"formaction": kindURL},
	"input":      {"formaction": kindURL, "src": kindURL, "usemap": kindURL},
	"source":     {"src": kindURL, "srcset": kindSrcset},
	"video":      {"src": kindURL, "poster": kindURL},
	"audio":      {"src": kindURL},
	"track":      {"src": kindURL},
	"embed":      {"src": kindURL},
	"object":     {"data": kindURL, "codebase": kindURL, "classid": kindURL, "archive": kindList, "usemap": kindURL},
	"applet":     {"codebase": kindURL, "archive": kindList},
	"blockquote": {"cite": kindURL},
	"q":          {"cite": kindURL},
	"del":        {"cite": kindURL},
	"ins":        {"cite": kindURL},
	"html":       {"manifest": kindURL},
	"body":       {"background": kindURL},
	"head":       {"profile": kindList},
	"meta":       {"content": kindRefresh},
}

// span is a run [start, end) of a decoded value.
type span struct{ start, end int }

func isASCIISpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// trimSpace returns the span of s[start:end] stripped of leading and
// trailing ASCII whitespace (HTML's "strip leading and trailing ASCII
// whitespace", which browsers apply before parsing a URL attribute).
func trimSpace(s string, start, end int) span {
	for start < end && isASCIISpace(s[start]) {
		start++
	}
	for end > start && isASCIISpace(s[end-1]) {
		end--
	}
	return span{start, end}
}

// splitList returns the words of s separated by ASCII whitespace.
func splitList(s string, out []span) []span {
	for i := 0; i < len(s); {
		for i < len(s) && isASCIISpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !isASCIISpace(s[j]) {
			j++
		}
		if j > i {
			out = append(out, span{i, j})
		}
		i = j
	}
	return out
}

// splitSrcset returns the URL of each image candidate string of a srcset
// (HTML 4.8.4.3.10): the candidates are separated by commas, and a URL by
// whitespace from its descriptors, in which a comma inside parentheses
// does not end the candidate. Descriptors are not checked: a candidate the
// standard would drop for a bad descriptor still names a URL.
func splitSrcset(s string, out []span) []span {
	i := 0
	for {
		// Step 4: skip whitespace and commas.
		for i < len(s) && (isASCIISpace(s[i]) || s[i] == ',') {
			i++
		}
		if i >= len(s) {
			return out
		}
		// Step 6: the URL runs to whitespace.
		j := i
		for j < len(s) && !isASCIISpace(s[j]) {
			j++
		}
		// Step 8: trailing commas end the candidate and are not part of
		// the URL; otherwise descriptors follow.
		k := j
		for k > i && s[k-1] == ',' {
			k--
		}
		if k > i {
			out = append(out, span{i, k})
		}
		if k < j {
			i = j
			continue
		}
		// Step 9: the descriptor tokenizer, which ends at a comma outside
		// parentheses or at the end.
		parens := false
		for i = j; i < len(s); i++ {
			c := s[i]
			if parens {
				if c == ')' {
					parens = false
				}
				continue
			}
			if c == '(' {
				parens = true
			} else if c == ',' {
				i++
				break
			}
		}
	}
}

// refreshURL returns the span of the URL in the content of a refresh
// (HTML 4.2.5.3 "shared declarative refresh steps", steps 1 to 11), or
// false when it names none.
func refreshURL(s string) (span, bool) {
	i := 0
	skip := func() {
		for i < len(s) && isASCIISpace(s[i]) {
			i++
		}
	}
	skip()
	// Steps 5 to 7: the time, digits then digits and dots.
	t := i
	for i < len(s) && syntax.IsDigit(s[i]) {
		i++
	}
	if i == t && (i >= len(s) || s[i] != '.') {
		return span{}, false
	}
	for i < len(s) && (syntax.IsDigit(s[i]) || s[i] == '.') {
		i++
	}
	// Step 10: a separator.
	if i < len(s) {
		if !isASCIISpace(s[i]) && s[i] != ';' && s[i] != ',' {
			return span{}, false
		}
		skip()
		if i < len(s) && (s[i] == ';' || s[i] == ',') {
			i++
		}
		skip()
	}
	if i >= len(s) {
		return span{}, false
	}
	// Step 11: an optional "url" and "=", then an optional quote.
	url := i
	j := i
	if j+3 <= len(s) && s[j]|0x20 == 'u' && s[j+1]|0x20 == 'r' && s[j+2]|0x20 == 'l' {
		j += 3
		for j < len(s) && isASCIISpace(s[j]) {
			j++
		}
		if j < len(s) && s[j] == '=' {
			j++
			for j < len(s) && isASCIISpace(s[j]) {
				j++
			}
			url = j
		}
	}
	end := len(s)
	if url < len(s) && (s[url] == '"' || s[url] == '\'') {
		q := s[url]
		url++
		for k := url; k < len(s); k++ {
			if s[k] == q {
				end = k
				break
			}
		}
	}
	sp := trimSpace(s, url, end)
	return sp, true
}
