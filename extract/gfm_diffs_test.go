package extract_test

import "github.com/urikit/urikit/internal/vectors"

// gfmDiffs are the GFM autolink examples urikit answers otherwise, with
// the reason and urikit's answer (vectors_gfm_test.go).
var gfmDiffs = map[string]vectors.Diff{
	"extensions example 1": {
		Reason: "the text \"![http://inline.com/image](http://inline.com/image)\" holds the URI twice, as an image's alt text and as its source; GFM renders the alt text as text, a Markdown reading urikit does not do: it finds both",
		Got:    "http://google.com https://google.com http://google.com/%C3%A5 http://google.com/%C3%A5 mailto:scyther@pokemon.com http://www.github.com http://www.github.com/%C3%A1 http://www.google.com/a_b http://inlines http://inline.com/image http://inline.com/image mailto:a.w@b.c http://google.com/ok http://google.com/ok http://google.com http://google.com http://%F0%9F%8D%84.ga/ http://x%F0%9F%8D%84.ga/",
	},
}
