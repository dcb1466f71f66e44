package whatwg

// parseSerialized is a stub of the fast check.
func parseSerialized(s string) (URL, bool) { return URL{}, false }
