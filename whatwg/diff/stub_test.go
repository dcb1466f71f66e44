package diff

import (
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// needWHATWG skips a test that needs the URL Standard parser while package
// whatwg is still a stub (it refuses every input).
func needWHATWG(t *testing.T) {
	t.Helper()
	if _, err := whatwg.Parse("http://example.com/"); err != nil {
		t.Skip("package whatwg does not parse yet:", err)
	}
}
