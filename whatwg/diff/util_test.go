package diff

import (
	"fmt"
	"strings"
)

// dump shows a report for a failing test.
func dump(r Report) string {
	var b strings.Builder
	show := func(s *string) string {
		if s == nil {
			return "-"
		}
		return fmt.Sprintf("%q", *s)
	}
	for _, p := range parserOrder {
		v := r.Parsers.View(p)
		if !v.Valid {
			fmt.Fprintf(&b, "\t%-8s invalid: %v\n", p, *v.Error)
			continue
		}
		fmt.Fprintf(&b, "\t%-8s scheme=%s userinfo=%s host=%s port=%s path=%s query=%s fragment=%s\n", p,
			show(v.Scheme), show(v.Userinfo), show(v.Host), show(v.Port), show(v.Path), show(v.Query), show(v.Fragment))
	}
	for _, d := range r.Disagreements {
		fmt.Fprintf(&b, "\t%s: %s %s @%d\n", d.Component, d.Class, d.Danger, d.Offset)
	}
	return b.String()
}
