package diff

// This file names the components compared, the classes of disagreement
// and their dangers.

// Component names what is compared: validity, then the components of RFC
// 3986 3 (the authority split in userinfo, host and port, 3.2).
type Component string

// The components, in the order a report lists them.
const (
	Validity Component = "validity"
	Scheme   Component = "scheme"
	Userinfo Component = "userinfo"
	Host     Component = "host"
	Port     Component = "port"
	Path     Component = "path"
	Query    Component = "query"
	Fragment Component = "fragment"
)

// Components are the components compared, in order.
var Components = []Component{Validity, Scheme, Userinfo, Host, Port, Path, Query, Fragment}

// String returns the component's name.
func (c Component) String() string { return string(c) }

// Class is the kind of trick behind a disagreement: what in the input makes
// the parsers read it differently.
type Class string

// The classes.
const (
	// ClassScheme: the parsers read different schemes.
	ClassScheme Class = "scheme-confusion"
	// ClassSlash: backslashes, which the URL Standard reads as slashes in
	// special URLs, or a special scheme without its "//"
	// ("http:evil.com", "http:/evil.com", "http:///evil.com"), which it
	// reads with a host anyway.
	ClassSlash Class = "slash-confusion"
	// ClassHost: the host data itself: numeric IPv4 forms ("0x7f.1",
	// "127.1", "2130706433", octal), percent-encoded host data
	// ("%65vil.com"), non-ASCII hosts and their IDNA mapping
	// ("evil。com"), or the port.
	ClassHost Class = "host-confusion"
	// ClassUserinfo: an "@" that ends the userinfo for one parser and not
	// for another ("http://a@b@c/"), or the user name and password read
	// differently.
	ClassUserinfo Class = "userinfo-confusion"
	// ClassWhitespace: ASCII tab and newline anywhere, or C0 controls and
	// spaces around the input, which the URL Standard strips and the
	// others keep or refuse ("http://ev\til.com/", " javascript:...").
	ClassWhitespace Class = "whitespace-stripping"
	// ClassPath: the path (or query or fragment) read differently:
	// dot-segments, also percent-encoded ("%2e%2e"), which the URL
	// Standard removes and others keep.
	ClassPath Class = "path-confusion"
	// ClassRefusal: one parser refuses what another accepts, for no
	// reason above: it is stricter about the characters it takes.
	ClassRefusal Class = "refusal"
)

// Classes are the classes, in a fixed order.
var Classes = []Class{ClassScheme, ClassSlash, ClassHost, ClassUserinfo, ClassWhitespace, ClassPath, ClassRefusal}

// String returns the class's name.
func (c Class) String() string { return string(c) }

// Danger says how much a disagreement matters (see the package doc).
type Danger string

// The dangers, from most to least.
const (
	// DangerHigh: two parsers accept the URL and name different hosts or
	// schemes.
	DangerHigh Danger = "high"
	// DangerMedium: two parsers accept it and differ in userinfo, port or
	// path; or a parser refuses what another reads through a known trick.
	DangerMedium Danger = "medium"
	// DangerLow: the query or fragment differ, or one parser refuses a
	// character another takes.
	DangerLow Danger = "low"
)

// String returns the danger's name.
func (d Danger) String() string { return string(d) }

// rank orders the dangers: high 3, medium 2, low 1, anything else 0.
func (d Danger) rank() int {
	switch d {
	case DangerHigh:
		return 3
	case DangerMedium:
		return 2
	case DangerLow:
		return 1
	}
	return 0
}

// AtLeast reports whether d is as dangerous as o or more.
func (d Danger) AtLeast(o Danger) bool { return d.rank() >= o.rank() }
