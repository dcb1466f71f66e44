package whatwg

// parse is the basic URL parser (4.4) without a state override.
func parse(input string, base *URL, v *[]Validation) (URL, error) {
	return URL{}, &Error{Input: input, Code: "not-implemented", Reason: "not implemented yet"}
}
