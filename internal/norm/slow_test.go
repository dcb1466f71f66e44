package norm

// A deliberately plain reference implementation of normalization, built
// from Parts, strings and net/netip, that the one-pass engine is checked
// against (FuzzNormalizeSlow).

import (
	"net/netip"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

func slowNormalize(r Ref, o *NormOptions) string {
	p := r.Components()
	p.Scheme = strings.ToLower(p.Scheme)
	slowPct := func(s string, lower bool) string {
		if o.Through == CaseStep {
			return slowCase(s, lower)
		}
		return slowPct(s, lower)
	}
	if p.HasAuthority {
		if p.HasUserinfo {
			p.Userinfo = slowPct(p.Userinfo, false)
		}
		switch r.HostKind() {
		case syntax.HostIPv6:
			inner := p.Host[1 : len(p.Host)-1]
			addr, zone := inner, ""
			if k := strings.IndexByte(inner, '%'); k >= 0 {
				addr, zone = inner[:k], "%25"+slowPct(inner[k+3:], false)
			}
			if o.Through == AllSteps {
				addr = netip.MustParseAddr(addr).String()
			}
			p.Host = "[" + strings.ToLower(addr) + zone + "]"
		case syntax.HostIPvFuture:
			p.Host = strings.ToLower(p.Host)
		case syntax.HostIPv4:
		default:
			p.Host = slowPct(p.Host, true)
		}
		if p.HasPort && o.Scheme {
			port := strings.TrimLeft(p.Port, "0")
			if port == "" && p.Port != "" {
				port = "0"
			}
			p.Port = port
			if port == "" || o.DefaultPort > 0 && port == itoa(o.DefaultPort) {
				p.HasPort = false
			}
		}
		if o.FileLocalhost && !p.HasUserinfo && !p.HasPort && p.Host == "localhost" {
			p.Host = ""
		}
	}
	segs := strings.Split(p.Path, "/")
	for i, seg := range segs {
		if syntax.IsEncodedDotSegment(seg) && o.Through != CaseStep {
			// Data, not a dot-segment: every dot encoded (dotsegments.go).
			segs[i] = strings.Repeat("%2E", len(strings.ReplaceAll(strings.ReplaceAll(seg, "%2E", "."), "%2e", ".")))
		} else {
			segs[i] = slowPct(seg, false)
		}
	}
	path := strings.Join(segs, "/")
	if syntax.HasDotSegments(path) && o.Through == AllSteps {
		if !p.HasScheme && !p.HasAuthority && !strings.HasPrefix(path, "/") {
			path = slowRelative(path)
		} else {
			path = syntax.RemoveDotSegments(path)
			if !p.HasAuthority && strings.HasPrefix(path, "//") {
				path = "/." + path
			}
		}
	}
	if o.Scheme && p.HasAuthority && path == "" {
		path = o.EmptyPath
	}
	p.Path = path
	if p.HasQuery {
		if o.DropEmptyQuery && p.Query == "" {
			p.HasQuery = false
		}
		p.Query = slowPct(p.Query, false)
	}
	if p.HasFragment {
		if o.DropFragment || o.DropEmptyFragment && p.Fragment == "" {
			p.HasFragment = false
		}
		p.Fragment = slowPct(p.Fragment, false)
	}
	return p.String()
}

func itoa(v int) string {
	if v == 0 {
		return "0"
	}
	s := ""
	for ; v > 0; v /= 10 {
		s = string(rune('0'+v%10)) + s
	}
	return s
}

// slowPct decodes unreserved triplets and upper-cases the others; lower
// also lower-cases ASCII letters.
func slowPct(s string, lower bool) string {
	const unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' {
			v := syntax.PctOctet(s, i)
			if strings.IndexByte(unreserved, v) >= 0 {
				c = v
			} else {
				b.WriteString("%" + strings.ToUpper(s[i+1:i+3]))
				i += 2
				continue
			}
			i += 2
		}
		if lower && 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// slowCase upper-cases the hex digits of triplets; lower also lower-cases
// the other ASCII letters (6.2.2.1 alone).
func slowCase(s string, lower bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%':
			b.WriteString("%" + strings.ToUpper(s[i+1:i+3]))
			i += 2
			continue
		case lower && 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// slowRelative removes dot-segments from a relative path with a stack of
// segments, keeping ".." that has nothing to cancel.
func slowRelative(path string) string {
	segs := strings.Split(path, "/")
	var out []string
	for i, s := range segs {
		last := i == len(segs)-1
		switch s {
		case ".":
			if last {
				out = append(out, "")
			}
		case "..":
			// Pop only a segment that is not the first after the
			// leading ".." segments (syntax/dotsegments.go).
			if n := len(out); n > 1 && out[n-1] != ".." && out[n-2] != ".." {
				out = out[:len(out)-1]
				if last {
					out = append(out, "")
				}
			} else {
				out = append(out, "..")
			}
		default:
			out = append(out, s)
		}
	}
	res := strings.Join(out, "/")
	switch {
	case len(out) == 0:
		return ""
	case res == "":
		return "."
	case out[0] == "" || strings.Contains(out[0], ":"):
		return "./" + res
	}
	return res
}
