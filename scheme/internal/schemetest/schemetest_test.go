package schemetest

import (
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// word is a toy scheme for the runners: "w:" and a word of letters.
type word struct{ W string }

func (w word) String() string { return "w:" + w.W }

func (w word) Fields() map[string]any { return map[string]any{"word": w.W} }

var errNotWord = errors.New("not a word")

func parseWord(r uri.Ref) (word, error) {
	s := r.String()
	if !strings.HasPrefix(s, "w:") {
		return word{}, &uri.Error{Op: "parse w", Input: s, Err: errNotWord}
	}
	for i := 2; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return word{}, &uri.Error{Op: "parse w", Input: s, Offset: i, Err: errNotWord}
		}
	}
	return word{s[2:]}, nil
}

func TestRunners(t *testing.T) {
	Run(t, parseWord, []Case[word]{{"w:abc", word{"abc"}}, {"w:", word{}}})
	RunString(t, parseWord, []StringCase[word]{{"w:abc", word{"abc"}, ""}, {"w:Ab", word{"Ab"}, "w:Ab"}})
	RunErrors(t, parseWord, []ErrorCase{{"w:a1", 3, errNotWord}, {"x:a", 0, errNotWord}, {"w:%", 3, uri.ErrInvalidPercent}})
	RunFields(t, parseWord, []FieldsCase{{"w:abc", map[string]any{"word": "abc"}}})
	if u, ok := RoundTrip(t, "w:xyz", parseWord); !ok || u.W != "xyz" {
		t.Errorf("RoundTrip(%q) = %v, %v", "w:xyz", u, ok)
	}
	if _, ok := RoundTrip(t, "w:1", parseWord); ok {
		t.Errorf("RoundTrip(%q) accepted", "w:1")
	}
}

// pair has an Equal method that same prefers to reflect.DeepEqual.
type pair struct{ a []int }

func (p pair) Equal(q pair) bool { return len(p.a) == len(q.a) }

func TestSame(t *testing.T) {
	if !same(pair{nil}, pair{[]int{}}) {
		t.Error("same(pair{nil}, pair{[]int{}}) = false, want true (Equal)")
	}
	if same(word{"a"}, word{"b"}) || !same(word{"a"}, word{"a"}) {
		t.Error("same(word) does not compare by value")
	}
}
