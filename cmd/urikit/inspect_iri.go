package main

// This file is inspect --iri: the report on an IRI reference (RFC 3987
// 2.2), with its URI form (3.1), the NFC check (3.1 step 1), the bidi
// check (4.1, 4.2) and the spoofing warnings (7.5, 8).

import (
	"strconv"
	"unicode/utf8"

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
	return c.reports(args, func(w reportWriter, s string) bool { return reportIRI(w, s, b) })
}

// reportIRI writes the report on s read as an IRI reference and says
// whether s is valid.
func reportIRI(w reportWriter, s string, base iri.Ref) bool {
	w.value("input", s, "")
	if base.IsValid() {
		w.value("base", base.String(), "")
	}
	r, err := iri.Parse(s)
	if err != nil {
		reportInvalid(w, s, err)
		return false
	}
	if r.HasScheme() {
		w.line("valid", "yes: an IRI (RFC 3987 2.2)")
	} else {
		w.line("valid", "yes: a relative IRI reference (RFC 3987 2.2)")
	}
	reportComponents(w, r)

	// 3.1: the URI form, and with ToASCII for a non-ASCII host when that
	// gives another one.
	u := r.ToURI()
	w.value("uri", u.String(), "  (RFC 3987 3.1)")
	if !hostMayBeIDN(r.Host()) {
		// ToASCII leaves an ASCII host as it is (the same form again).
	} else if ua, err := iri.Lookup.ToURI(r); err != nil {
		off, msg := errorFields(err)
		w.message("uri (idna)", "error: ", msg, " at offset ", strconv.Itoa(off), "  (RFC 3987 3.1, ToASCII)")
	} else if ua != u {
		w.value("uri (idna)", ua.String(), "  (RFC 3987 3.1, ToASCII)")
	}

	// 3.1 step 1, 5.3.2.2: IRIs SHOULD be created in NFC.
	if err := r.CheckNFC(); err != nil {
		off, msg := errorFields(err)
		w.message("nfc", "no: ", msg, " at offset ", strconv.Itoa(off), "  (RFC 3987 3.1 step 1)")
	} else {
		w.line("nfc", "yes  (RFC 3987 3.1 step 1)")
	}

	// 4.1, 4.2: the violations with their offsets, the first
	// maxShown of them.
	if errs, more := r.CheckBidiFirst(maxShown); len(errs) == 0 {
		w.line("bidi", "ok  (RFC 3987 4.1, 4.2)")
	} else {
		w.line("bidi", plural(len(errs)+more, "problem"), "  (RFC 3987 4.1, 4.2)")
		for _, e := range errs {
			off, msg := errorFields(e)
			w.message("", "offset ", strconv.Itoa(off), ": ", msg)
		}
		if more > 0 {
			w.message("", "and ", strconv.Itoa(more), " more")
		}
	}

	// 7.5, 8: spoofing.
	if ws, more := r.WarningsFirst(maxShown); len(ws) == 0 {
		w.line("spoofing", "no warnings  (RFC 3987 7.5, 8)")
	} else {
		w.line("spoofing", plural(len(ws)+more, "warning"), "  (RFC 3987 7.5, 8)")
		for _, x := range ws {
			w.message("", x.String())
		}
		if more > 0 {
			w.message("", "and ", strconv.Itoa(more), " more")
		}
	}

	w.value("recomposed", r.String(), "  (RFC 3986 5.3)")
	switch {
	case base.IsValid():
		w.value("resolved", base.Resolve(r).String(), "  (RFC 3986 5.2, RFC 3987 6.5, against the base)")
	default:
		w.value("resolved", r.Resolve(r).String(), "  (RFC 3986 5.2, RFC 3987 6.5, against itself)")
	}
	reportForms(w, inspectIRIForms, r)
	return true
}

// hostMayBeIDN reports whether the host holds a non-ASCII character,
// written or percent-encoded: the hosts ToASCII may change (RFC 3987 3.1).
func hostMayBeIDN(h string) bool {
	for i := 0; i < len(h); i++ {
		if h[i] >= utf8.RuneSelf || h[i] == '%' {
			return true
		}
	}
	return false
}

// inspectIRIForms are the forms inspect --iri adds after "resolved".
var inspectIRIForms = []inspectForm[iri.Ref]{
	{"normalized", "RFC 3987 5.3", func(r iri.Ref) (string, error) {
		return r.Normalize().String(), nil
	}},
}

// maxShown is the most bidi problems, and the most spoofing warnings, the
// report lists: a person reads the first ones; the count says how many
// there are (a hostile reference can hold one every few bytes).
const maxShown = 20

// plural returns "1 problem", "2 problems".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
