package extract

import "github.com/urikit/urikit/internal/syntax"

// This file reads the attributes of a start tag from its raw bytes, the
// way golang.org/x/net/html's tokenizer reads them (HTML Living Standard
// 13.2.5.32 to 13.2.5.40, the attribute states), so that each value has its
// byte span in the document: the tokenizer gives the values but not where
// they are. Like the tokenizer, it keeps the first of attributes with the
// same name (13.2.5.33: a duplicate "must be dropped") and drops those with
// an empty name.

// attr is one attribute of a tag: its name lower-cased (ASCII) and the span
// of its value in the tag's raw bytes (quotes excluded).
type attr struct {
	name       string
	start, end int
}

func isHTMLSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f'
}

// knownNames are the tag and attribute names the scan looks at, to be returned
// without an allocation.
var knownNames = func() map[string]string {
	m := map[string]string{}
	for _, n := range []string{"template", "noscript", "http-equiv", "codebase", "style"} {
		m[n] = n
	}
	for tag, attrs := range urlAttrs {
		m[tag] = tag
		for a := range attrs {
			m[a] = a
		}
	}
	return m
}()

// lowerASCII returns s with ASCII upper-case letters lowered, without a
// copy when s is one of knownNames.
func lowerASCII(s []byte) string {
	if n, ok := knownNames[string(s)]; ok {
		return n
	}
	for _, c := range s {
		if c >= 'A' && c <= 'Z' {
			b := make([]byte, len(s))
			for i, c := range s {
				b[i] = syntax.Lower(c)
			}
			return string(b)
		}
	}
	return string(s)
}

// tagReader walks the raw bytes of one tag.
type tagReader struct {
	raw []byte
	pos int
}

func (t *tagReader) skipSpace() {
	for t.pos < len(t.raw) && isHTMLSpace(t.raw[t.pos]) {
		t.pos++
	}
}

// readTag returns the tag's name (lower-cased) and its attributes, appended
// to attrs. raw starts with "<" and a letter.
func readTag(raw []byte, attrs []attr) (string, []attr) {
	t := tagReader{raw: raw, pos: 2}
	// The tag name: up to whitespace, "/" or ">" (13.2.5.8).
	for t.pos < len(raw) && !isHTMLSpace(raw[t.pos]) && raw[t.pos] != '/' && raw[t.pos] != '>' {
		t.pos++
	}
	name := lowerASCII(raw[1:t.pos])
	if t.pos < len(raw) && isHTMLSpace(raw[t.pos]) {
		t.pos++
	}
	t.skipSpace()
	first := len(attrs)
	var seen map[string]bool // past a few attributes, their names
	for t.pos < len(raw) && raw[t.pos] != '>' {
		ks, ke := t.key()
		vs, ve := t.value()
		if ke > ks {
			key := lowerASCII(raw[ks:ke])
			dup := seen[key]
			if seen == nil {
				for _, a := range attrs[first:] {
					if a.name == key {
						dup = true
						break
					}
				}
				if len(attrs)-first > 8 {
					seen = map[string]bool{}
					for _, a := range attrs[first:] {
						seen[a.name] = true
					}
				}
			}
			if !dup {
				if seen != nil {
					seen[key] = true
				}
				attrs = append(attrs, attr{name: key, start: vs, end: ve})
			}
		}
		t.skipSpace()
	}
	return name, attrs
}

// key reads an attribute name (13.2.5.33): up to whitespace, "/", ">" or
// an "=" that is not its first character.
func (t *tagReader) key() (int, int) {
	start := t.pos
	for t.pos < len(t.raw) {
		switch t.raw[t.pos] {
		case '=':
			if t.pos == start {
				t.pos++
				continue
			}
			return start, t.pos
		case ' ', '\n', '\r', '\t', '\f', '/', '>':
			return start, t.pos
		}
		t.pos++
	}
	return start, t.pos
}

// value reads what follows an attribute name (13.2.5.34 to 13.2.5.38):
// nothing, or "=" and a value, double-quoted, single-quoted or unquoted.
func (t *tagReader) value() (int, int) {
	at := t.pos
	t.skipSpace()
	if t.pos >= len(t.raw) {
		return at, at
	}
	c := t.raw[t.pos]
	t.pos++
	if c == '/' {
		return at, at
	}
	if c != '=' {
		t.pos--
		return at, at
	}
	t.skipSpace()
	if t.pos >= len(t.raw) {
		return at, at
	}
	q := t.raw[t.pos]
	t.pos++
	switch q {
	case '>':
		t.pos--
		return at, at
	case '"', '\'':
		start := t.pos
		for t.pos < len(t.raw) {
			if t.raw[t.pos] == q {
				t.pos++
				return start, t.pos - 1
			}
			t.pos++
		}
		return start, t.pos
	}
	start := t.pos - 1
	for t.pos < len(t.raw) {
		c := t.raw[t.pos]
		if isHTMLSpace(c) {
			t.pos++
			return start, t.pos - 1
		}
		if c == '>' {
			return start, t.pos
		}
		t.pos++
	}
	return start, t.pos
}
