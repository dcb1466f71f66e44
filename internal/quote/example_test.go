package quote_test

import (
	"fmt"

	"github.com/urikit/urikit/internal/quote"
)

func ExampleMessage() {
	fmt.Println("userinfo " + quote.Message(`evil.com\`))
	fmt.Println("path " + quote.Message("/a\u202eb/caf\xe9"))
	// Output:
	// userinfo "evil.com\"
	// path "/a\u202eb/caf\xe9"
}

func ExampleAppendEscape() {
	for _, s := range []string{"\n", "\\", "\xff", "\u202e", "\U000e0001"} {
		fmt.Println(string(quote.AppendEscape(nil, s)))
	}
	// Output:
	// \n
	// \\
	// \xff
	// \u202e
	// \U000e0001
}

func ExampleMustEscape() {
	for _, r := range []rune{'a', 'é', '\u202e', '\u200b', '\u00a0'} {
		fmt.Printf("%U %v\n", r, quote.MustEscape(r))
	}
	// Output:
	// U+0061 false
	// U+00E9 false
	// U+202E true
	// U+200B true
	// U+00A0 true
}
