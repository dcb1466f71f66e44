package whatwg

// This file opens internals to the external tests.

// ParseMachine parses s with the state machine only, bypassing the fast
// check for serialized input.
func ParseMachine(s string) (URL, error) { return parseMachine(s, nil, nil) }

// ParseSerialized is the fast check for serialized input.
func ParseSerialized(s string) (URL, bool) { return parseSerialized(s) }

// IsDotSegment is the fast check's test for a dot segment.
func IsDotSegment(s string) bool { return isDotSegment(s) }
