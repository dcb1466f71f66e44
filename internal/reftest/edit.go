package reftest

// This file holds what the editor tests of uri.Ref and iri.Ref share: one
// component of a reference (RFC 3986 3) read or replaced by its name.

// Editable is what the editor checks need of a reference type.
type Editable[R any] interface {
	comparable
	Scheme() (string, bool)
	Userinfo() (string, bool)
	Host() string
	HasAuthority() bool
	Port() (string, bool)
	Path() string
	Query() (string, bool)
	Fragment() (string, bool)
	WithScheme(string) (R, error)
	WithUserinfo(string) (R, error)
	WithHost(string) (R, error)
	WithPort(string) (R, error)
	WithPath(string) (R, error)
	WithQuery(string) (R, error)
	WithFragment(string) (R, error)
}

// ComponentNames are the names of the components, as uri.Component's
// String spells them.
var ComponentNames = []string{"scheme", "userinfo", "host", "port", "path", "query", "fragment"}

// Edit replaces the component named c of r with v by r's With method.
func Edit[R Editable[R]](r R, c, v string) (R, error) {
	switch c {
	case "scheme":
		return r.WithScheme(v)
	case "userinfo":
		return r.WithUserinfo(v)
	case "host":
		return r.WithHost(v)
	case "port":
		return r.WithPort(v)
	case "path":
		return r.WithPath(v)
	case "query":
		return r.WithQuery(v)
	case "fragment":
		return r.WithFragment(v)
	}
	panic("no component " + c)
}

// Component returns the component named c of r as written, and whether r
// has it (the host is present with an authority, the path always).
func Component[R Editable[R]](r R, c string) (string, bool) {
	switch c {
	case "scheme":
		return r.Scheme()
	case "userinfo":
		return r.Userinfo()
	case "host":
		return r.Host(), r.HasAuthority()
	case "port":
		return r.Port()
	case "path":
		return r.Path(), true
	case "query":
		return r.Query()
	case "fragment":
		return r.Fragment()
	}
	panic("no component " + c)
}

// Components returns r's components by name: "" when absent, "=" and the
// component as written when present.
func Components[R Editable[R]](r R) map[string]string {
	m := map[string]string{}
	for _, c := range ComponentNames {
		if s, ok := Component(r, c); ok {
			m[c] = "=" + s
		} else {
			m[c] = ""
		}
	}
	return m
}

// Changed returns the name of a component other than c in which n differs
// from r, or "". When c is the userinfo, the host or the port and only n
// has an authority, n's empty host came with c.
func Changed[R Editable[R]](r, n R, c string) string {
	got, want := Components(n), Components(r)
	if (c == "userinfo" || c == "host" || c == "port") && !r.HasAuthority() && n.HasAuthority() {
		want["host"] = "="
	}
	for _, k := range ComponentNames {
		if k != c && got[k] != want[k] {
			return k
		}
	}
	return ""
}
