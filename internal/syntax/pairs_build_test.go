package syntax

// The tests check skipClassWords on every architecture: its pair table
// is built for them where the package does not build it (wordScanner).
func init() {
	if !wordScanner {
		buildPairs()
	}
}
