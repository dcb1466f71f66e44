package canon

// This file is the DropParams step's filter: query parameters named, or
// matching a pattern, or in one of the named lists (the session ids the
// Internet Archive strips, common tracking parameters).

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// SessionParams are the session ids "@session" drops, as the Internet
// Archive's IAURLCanonicalizer strips them from a query (the surt
// package's URLRegexTransformer): a parameter is one when its name (any
// case) and value have these forms.
var SessionParams = []string{
	"jsessionid=<32 letters or digits>",
	"phpsessid=<32 letters or digits>",
	"sid=<32 letters or digits>",
	"aspsessionid<8 letters>=<24 letters>",
	"cfid=<any value>",
	"cftoken=<any value>",
}

// TrackingParams are the parameters "@tracking" drops: campaign and click
// identifiers that analytics and advertising add to links and that do
// not change the resource (Google Analytics' utm_* and _ga/_gl, Google
// Ads' gclid, gclsrc, dclid, gbraid, wbraid and srsltid, Facebook's
// fbclid, Microsoft's msclkid, Yandex's yclid and _openstat, Twitter's
// twclid, TikTok's ttclid, LinkedIn's li_fat_id, Instagram's igshid,
// Mailchimp's mc_cid and mc_eid, HubSpot's _hsenc, _hsmi, __hssc, __hstc,
// __hsfp and hsctatracking, Marketo's mkt_tok, Omeda's oly_anon_id and
// oly_enc_id, Adobe's s_cid, Vero's vero_conv and vero_id, Wicked
// Reports' wickedid, Pinterest's epik, MailerLite's ml_subscriber and
// ml_subscriber_hash, Rakuten's rb_clickid).
var TrackingParams = []string{
	"utm_*", "_ga", "_gl", "gclid", "gclsrc", "dclid", "gbraid", "wbraid", "srsltid",
	"fbclid", "msclkid", "yclid", "_openstat", "twclid", "ttclid", "li_fat_id", "igshid",
	"mc_cid", "mc_eid", "_hsenc", "_hsmi", "__hssc", "__hstc", "__hsfp", "hsctatracking",
	"mkt_tok", "oly_anon_id", "oly_enc_id", "s_cid", "vero_conv", "vero_id", "wickedid",
	"epik", "ml_subscriber", "ml_subscriber_hash", "rb_clickid",
}

// paramFilter says which parameters DropParams drops.
type paramFilter struct {
	names    []string // lower case
	patterns []string // lower case, with "*"
	session  bool
}

// compileParams reads the items of DropParams.
func compileParams(items []string) (*paramFilter, error) {
	f := &paramFilter{}
	var add func(item string) error
	add = func(item string) error {
		it := strings.ToLower(strings.TrimSpace(item))
		switch {
		case it == "":
			return fmt.Errorf("%w: an empty DropParams item", errOptions)
		case it == "@session":
			f.session = true
		case it == "@tracking":
			for _, t := range TrackingParams {
				if err := add(t); err != nil {
					return err
				}
			}
		case it[0] == '@':
			return fmt.Errorf("%w: unknown parameter list %q: want @session or @tracking", errOptions, item)
		case strings.Contains(it, "*"):
			f.patterns = append(f.patterns, it)
		default:
			f.names = append(f.names, it)
		}
		return nil
	}
	for _, item := range items {
		if err := add(item); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// drops reports whether the parameter arg ("name=value" or "name") goes.
func (f *paramFilter) drops(arg string) bool {
	name, value, _ := strings.Cut(arg, "=")
	for _, n := range f.names {
		if syntax.EqualLower(name, n) {
			return true
		}
	}
	for _, p := range f.patterns {
		if matchFold(p, name) {
			return true
		}
	}
	return f.session && isSessionID(name, value)
}

// isSessionID reports the session ids of SessionParams.
func isSessionID(name, value string) bool {
	switch {
	case syntax.EqualLower(name, "jsessionid"), syntax.EqualLower(name, "phpsessid"), syntax.EqualLower(name, "sid"):
		return len(value) == 32 && alnumRun(value, 32)
	case len(name) == 20 && syntax.EqualLower(name[:12], "aspsessionid"):
		for i := 12; i < 20; i++ {
			if !syntax.IsAlpha(name[i]) {
				return false
			}
		}
		if len(value) != 24 {
			return false
		}
		for i := 0; i < 24; i++ {
			if !syntax.IsAlpha(value[i]) {
				return false
			}
		}
		return true
	case syntax.EqualLower(name, "cfid"), syntax.EqualLower(name, "cftoken"):
		return value != ""
	}
	return false
}

// matchFold reports whether s matches the lower-case pattern p, where "*"
// matches any run of bytes, without regard to ASCII case. It runs in time
// linear in len(p)*len(s) at worst, without backtracking beyond the last
// "*".
func matchFold(p, s string) bool {
	star, mark := -1, 0
	i, j := 0, 0
	for j < len(s) {
		switch {
		case i < len(p) && p[i] == '*':
			star, mark = i, j
			i++
		case i < len(p) && p[i] == syntax.Lower(s[j]):
			i++
			j++
		case star >= 0:
			i, mark = star+1, mark+1
			j = mark
		default:
			return false
		}
	}
	for i < len(p) && p[i] == '*' {
		i++
	}
	return i == len(p)
}
