package main

// This file is inspect --iri: the report on an IRI reference (RFC 3987
// 2.2), with its URI form (3.1), the NFC check (3.1 step 1), the bidi
// check (4.1, 4.2) and the spoofing warnings (7.5, 8).

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/iri"
)

// inspectIRI runs inspect --iri on args, resolving against base when given.
func (c *cmd) inspectIRI(args []string, base string, given bool) int {
	var b iri.Ref
	if given {
		var err error
		if b, err = iri.ParseAbsolute(base); err != nil {
			off, msg := errorFields(err)
			c.warnf("bad --base %s: %s at offset %d", shown(base), msg, off)
			return exitUsage
		}
	}
	return c.reports(args, func(w *strings.Builder, s string) bool { return reportIRI(w, s, b) })
}

// reportIRI writes the report on s read as an IRI reference and says
// whether s is valid.
func reportIRI(w *strings.Builder, s string, base iri.Ref) bool {
	line := func(label, value string) { reportLine(w, label, value) }
	line("input", shown(s))
	if base.IsValid() {
		line("base", shown(base.String()))
	}
	r, err := iri.Parse(s)
	if err != nil {
		reportInvalid(line, s, err)
		return false
	}
	if r.HasScheme() {
		line("valid", "yes: an IRI (RFC 3987 2.2)")
	} else {
		line("valid", "yes: a relative IRI reference (RFC 3987 2.2)")
	}
	reportComponents(line, r)

	// 3.1: the URI form, and with ToASCII for a non-ASCII host when that
	// gives another one.
	u := r.ToURI()
	line("uri", shown(u.String())+"  (RFC 3987 3.1)")
	if ua, err := iri.Lookup.ToURI(r); err != nil {
		off, msg := errorFields(err)
		line("uri (idna)", "error: "+msg+" at offset "+strconv.Itoa(off)+"  (RFC 3987 3.1, ToASCII)")
	} else if ua != u {
		line("uri (idna)", shown(ua.String())+"  (RFC 3987 3.1, ToASCII)")
	}

	// 3.1 step 1, 5.3.2.2: IRIs SHOULD be created in NFC.
	if err := r.CheckNFC(); err != nil {
		off, msg := errorFields(err)
		line("nfc", "no: "+msg+" at offset "+strconv.Itoa(off)+"  (RFC 3987 3.1 step 1)")
	} else {
		line("nfc", "yes  (RFC 3987 3.1 step 1)")
	}

	// 4.1, 4.2: every violation with its offset.
	if errs := r.CheckBidi(); len(errs) == 0 {
		line("bidi", "ok  (RFC 3987 4.1, 4.2)")
	} else {
		line("bidi", plural(len(errs), "problem")+"  (RFC 3987 4.1, 4.2)")
		for _, e := range errs {
			off, msg := errorFields(e)
			line("", "offset "+strconv.Itoa(off)+": "+msg)
		}
	}

	// 7.5, 8: spoofing.
	if ws := r.Warnings(); len(ws) == 0 {
		line("spoofing", "no warnings  (RFC 3987 7.5, 8)")
	} else {
		line("spoofing", plural(len(ws), "warning")+"  (RFC 3987 7.5, 8)")
		for _, x := range ws {
			line("", x.String())
		}
	}

	line("recomposed", shown(r.String())+"  (RFC 3986 5.3)")
	switch {
	case base.IsValid():
		line("resolved", shown(base.Resolve(r).String())+"  (RFC 3986 5.2, RFC 3987 6.5, against the base)")
	default:
		line("resolved", shown(r.Resolve(r).String())+"  (RFC 3986 5.2, RFC 3987 6.5, against itself)")
	}
	// The other forms of an IRI (normalize's, RFC 3987 5.3) come from their
	// own files through inspectIRIForms.
	reportForms(line, inspectIRIForms, r)
	return true
}

// inspectIRIForms are the forms inspect --iri adds after "resolved", each
// from the file of the verb that computes it.
var inspectIRIForms []inspectForm[iri.Ref]

// plural returns "1 problem", "2 problems".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
