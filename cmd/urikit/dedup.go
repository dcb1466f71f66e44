package main

// This file is the dedup verb: the inputs grouped by their normal form
// (RFC 3986 6.2.2 syntax-based, 6.2.3 scheme-based; with --iri RFC 3987
// 5.3), by a crawl key (--profile and the steps of package canon), or by
// the host or site of it (--by), each class written once, in order of
// first appearance, with its count and its first spelling. The workers
// compute the keys; the calling goroutine counts, in a table
// (internal/dedup) whose memory grows with the number of classes, not of
// inputs, and which spills sorted runs to a temporary directory past
// --max-memory.

import (
	"errors"
	"flag"
	"fmt"
	"hash/maphash"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"unsafe"

	"github.com/urikit/urikit/canon"
	"github.com/urikit/urikit/internal/dedup"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

var dedupVerb = &verb{
	name:     "dedup",
	synopsis: "dedup [--level simple|syntax|scheme] [--iri] [--profile NAME] [--STEP...] [--by site|host] [--json] [--max-memory SIZE] [--tmp DIR] [URI...]",
	summary:  "one line per class of equivalent references (RFC 3986 6.2)",
	doc: `
Group the inputs by their normal form (as normalize prints it: --level
scheme, the default, is RFC 3986 6.2.2 + 6.2.3; --level syntax 6.2.2
only; --level simple 6.2.1, the inputs as written; --iri reads IRI
references and uses the IRI normal form of RFC 3987 5.3) and write each
class once, in order of first appearance:
  COUNT<TAB>NORMAL<TAB>FIRST
COUNT is the number of inputs in the class, NORMAL their normal form,
FIRST the first input of the class as written. With --json:
{normal, count, first}. The classes are written when the input ends.
An empty line is no input: it is skipped, as the Beam pipeline skips
it.

--profile NAME and the crawl steps group by the crawl key instead, as
normalize prints it (see 'urikit help normalize': --profile rfc,
whatwg, safebrowsing or surt, --remove-www, --sort-query, --drop-params
LIST, ...); NORMAL is then the key.

--by host groups by the host of the normal form (or key), --by site by
its registrable domain (eTLD+1 by the Public Suffix List, as parse
--json's "site"): COUNT<TAB>HOST<TAB>FIRST or COUNT<TAB>SITE<TAB>FIRST,
and with --json {host, count, first} or {site, count, first}. The
inputs without a host (or without a site: IP addresses, public
suffixes) make one class whose HOST or SITE is empty (null in JSON).

An invalid input belongs to no class: the invalid inputs are counted,
and a summary on stderr gives their number and the first of them (its
line, offset and reason); the exit status is then 1. To list them all:
'urikit parse --input FILE | grep ^invalid'.

Memory grows with the number of classes (their key and first spelling,
once each), not with the number of inputs. Past --max-memory (sizes
like 512M or 2G; default: half of the physical memory, or 3/4 of
GOMEMLIMIT when that is lower) the classes are written, sorted, to runs
in a directory made in --tmp DIR (default: the system's temporary
directory, $TMPDIR) and merged at the end: the output is what a run
without the limit writes. The directory is removed at the end, on an
error and on an interrupt (SIGINT, SIGTERM); a run that cannot be
written (a full disk) is an error, exit status 2.`,
	example: `
$ urikit dedup 'HTTP://a.example/%7Ex' http://a.example/~x http://a.example:80/~x http://b.example/
3	http://a.example/~x	HTTP://a.example/%7Ex
1	http://b.example/	http://b.example/
$ urikit dedup --by site http://www.a.example.co.uk/x https://a.example.co.uk/ http://b.example/
2	example.co.uk	http://www.a.example.co.uk/x
1	b.example	http://b.example/`,
	flags: dedupFlags,
}

func dedupFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	level := levelFlag(fs)
	crawl := crawlFlags(fs)
	var io iriOptions
	fs.BoolVar(&io.iri, "iri", false, "read IRI references and group by the IRI normal form (RFC 3987 5.3)")
	by := fs.String("by", "", "group by the `host` or the site (eTLD+1) of the normal form or key")
	jsonLines := fs.Bool("json", false, "write one JSON object per class (JSON Lines)")
	maxMem := fs.String("max-memory", "", "past `SIZE` bytes of classes (512M, 2G; default: half the machine's memory), spill sorted runs to --tmp")
	tmp := fs.String("tmp", "", "the `DIR` where a temporary directory of runs is made (default: the system's)")
	return func(c *cmd, args []string) int {
		l, err := parseLevel(*level)
		if err != nil {
			c.warnf("%v", err)
			return exitUsage
		}
		var d dedupKeys
		d.o.Level, d.o.DropFragment, d.o.DropEmptyQuery = l, crawl.o.DropFragment, crawl.o.DropEmptyQuery
		d.io = io
		switch *by {
		case "":
		case "host":
			d.by = byHost
		case "site":
			d.by = bySite
		default:
			return c.usage(fmt.Sprintf("bad --by %q: want host or site", *by))
		}
		if crawl.on(fs) {
			if io.iri {
				return c.usage("--iri cannot be combined with --profile or the crawl steps")
			}
			if d.canon, err = crawl.canonicalizer(fs, *level); err != nil {
				return c.usage(err.Error())
			}
		}
		limit := c.maxMemory
		if *maxMem != "" {
			limit, err = parseSize(*maxMem)
			if err != nil {
				return c.usage(fmt.Sprintf("bad --max-memory %q: %v", *maxMem, err))
			}
		}
		if limit == 0 {
			limit = defaultMaxMemory()
		}
		return c.dedup(args, &d, limit, *tmp, c.newOutput(*jsonLines))
	}
}

// dedupBy is what dedup groups by.
type dedupBy uint8

const (
	byKey  dedupBy = iota // the normal form or crawl key
	byHost                // the host of it
	bySite                // the host's registrable domain
)

// noKey is the key of the class of the inputs without a host (--by host)
// or site (--by site): no host or site holds a NUL.
const noKey = "\x00"

// dedupKeys makes the key of each input.
type dedupKeys struct {
	o     uri.NormalizeOptions
	io    iriOptions
	canon *canon.Canonicalizer // nil: the normal form
	by    dedupBy
}

// key returns the key of s: its normal form or crawl key, or the host or
// site of that (noKey for none).
func (d *dedupKeys) key(s string) (string, error) {
	var host string
	hasHost := false
	switch {
	case d.canon != nil && d.by == byKey:
		return d.canon.Key(s)
	case d.canon != nil:
		r, err := d.canon.Canonicalize(s)
		if err != nil {
			return "", err
		}
		host, hasHost = r.Host, r.HasHost
	case d.io.iri:
		n, err := normalizeIRI(s, d.o, d.io)
		if err != nil || d.by == byKey {
			return n, err
		}
		r, err := iri.Parse(n) // a normal form parses
		if err != nil {
			return "", err
		}
		host, hasHost = r.Hostname(), r.HasAuthority()
	default:
		r, err := uri.Parse(s)
		if err != nil {
			return "", err
		}
		var n uri.Ref
		if d.o.Level == uri.SchemeBased && !d.o.DropFragment && !d.o.DropEmptyQuery {
			n = r.Normalize()
		} else {
			n = r.NormalizeWith(d.o)
		}
		if d.by == byKey {
			return n.String(), nil
		}
		host, hasHost = n.Hostname(), n.HasAuthority()
	}
	switch {
	case !hasHost:
		return noKey, nil
	case d.by == byHost:
		return host, nil
	}
	if site, ok := canon.Site(host); ok {
		return site, nil
	}
	return noKey, nil
}

// dedupItem is the key of one input: a piece of its batch's key text, or
// the input itself when it is its own key.
type dedupItem struct {
	hash       uint64
	start, end int32 // in batch.normText
	same       bool  // the key is the input
	skip       bool  // an empty line: no input
	err        error // the input is invalid
}

// The JSON objects of a class, by what dedup groups by; the host or site
// is null for the class of the inputs without one.
type (
	dedupResult struct {
		Normal string `json:"normal"`
		Count  uint64 `json:"count"`
		First  string `json:"first"`
	}
	dedupHostResult struct {
		Host  *string `json:"host"`
		Count uint64  `json:"count"`
		First string  `json:"first"`
	}
	dedupSiteResult struct {
		Site  *string `json:"site"`
		Count uint64  `json:"count"`
		First string  `json:"first"`
	}
)

// writeClass writes a class: COUNT<TAB>KEY<TAB>FIRST, or its JSON object.
func writeClass(out *output, by dedupBy, key, first string, count uint64) {
	var k *string
	if key != noKey {
		k = &key
	}
	switch {
	case !out.json:
		if key == noKey {
			key = ""
		}
		out.fields(strconv.FormatUint(count, 10), key, first)
	case by == byHost:
		out.object(dedupHostResult{Host: k, Count: count, First: first})
	case by == bySite:
		out.object(dedupSiteResult{Site: k, Count: count, First: first})
	default:
		out.object(dedupResult{Normal: key, Count: count, First: first})
	}
}

// dedup runs the verb: it computes the keys in the workers and counts in
// the calling goroutine, then writes the classes.
func (c *cmd) dedup(args []string, d *dedupKeys, limit int64, tmp string, out *output) int {
	br, err := c.newBatchReader(args)
	if err != nil {
		c.warnf("%v", err)
		return exitUsage
	}
	// The table is counted against the limit; the collector is told a
	// soft limit above it (debug.SetMemoryLimit: the table, and as much
	// again, or 96 MiB, for the batches in flight and the runs being
	// written), so that the garbage of the batches is collected before
	// the process grows far past it, rather than at twice the live heap
	// (GOGC), and not so often that collecting takes the time. A lower
	// GOMEMLIMIT stays.
	soft := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(min(soft, max(2*limit, limit+96<<20))))
	// The workers hash with seed, which nothing writes after this.
	seed := maphash.MakeSeed()
	counter := dedup.NewCounter(limit-min(limit/8, 32<<20), tmp)
	defer counter.Close()
	stop := c.onInterrupt(counter)
	defer stop()
	p := c.startProgress(br)
	var invalid int
	var firstInvalid struct {
		line  int
		input string
		err   error
	}
	work := func() func(b *batch) {
		return func(b *batch) {
			b.norm = make([]dedupItem, len(b.lines))
			var text []byte
			for i, s := range b.lines {
				it := &b.norm[i]
				if s == "" {
					it.skip = true
					continue
				}
				n, err := d.key(s)
				switch {
				case err != nil:
					it.err = err
					continue
				case n == s:
					it.same = true
				default:
					it.start = int32(len(text))
					text = append(text, n...)
					it.end = int32(len(text))
				}
				it.hash = maphash.String(seed, n)
			}
			b.normText = text
		}
	}
	var countErr error
	consume := func(b *batch) bool {
		for i, it := range b.norm {
			s := b.lines[i]
			switch {
			case it.skip:
				continue
			case it.err != nil:
				if invalid == 0 {
					firstInvalid.line, firstInvalid.input, firstInvalid.err = b.first+i+1, s, it.err
				}
				invalid++
				continue
			}
			n := s
			switch {
			case it.same:
			case it.end == it.start:
				n = ""
			default:
				// The batch's text is never written again.
				n = unsafe.String(&b.normText[it.start], it.end-it.start)
			}
			if err := counter.Add(it.hash, n, s); err != nil {
				countErr = err
				return false
			}
		}
		b.norm, b.normText = nil, nil
		p.update(b.first+len(b.lines), b.pos)
		return true
	}
	err = c.runBatches(br, work, consume, func() {})
	p.done()
	switch {
	case err != nil:
		c.warnf("%v", err)
		return exitUsage
	case errors.Is(countErr, dedup.ErrFull):
		c.warnf("an input and its key take more than --max-memory %s (input %d): raise --max-memory", formatSize(limit), counter.Inputs()+uint64(invalid)+1)
		return exitUsage
	case countErr != nil:
		c.warnf("%v (--tmp %s)", countErr, tmpName(tmp))
		return exitUsage
	}
	err = counter.Each(func(key, first string, count uint64) error {
		writeClass(out, d.by, key, first, count)
		return out.err
	})
	if err != nil && out.err == nil {
		c.warnf("%v (--tmp %s)", err, tmpName(tmp))
		return exitUsage
	}
	if err := out.flush(); err != nil {
		c.warnf("writing output: %v", err)
		return exitUsage
	}
	if invalid > 0 {
		off, msg := whatwgErrorFields(firstInvalid.err)
		var q strings.Builder
		quoteTo(&q, firstInvalid.input)
		c.warnf("%d of %d inputs invalid, in no class; the first, input %d: %s: %s at offset %d",
			invalid, counter.Inputs()+uint64(invalid), firstInvalid.line, q.String(), msg, off)
		return exitInvalid
	}
	return exitOK
}

// tmpName names the directory of --tmp for a message.
func tmpName(tmp string) string {
	if tmp == "" {
		return os.TempDir()
	}
	return tmp
}

// onInterrupt removes the counter's runs when the process is interrupted
// (SIGINT, SIGTERM), then dies of the signal as it would have; the
// function it returns ends the watch.
func (c *cmd) onInterrupt(counter *dedup.Counter) func() {
	sig := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case s := <-sig:
			counter.Close()
			signal.Reset(s)
			if p, err := os.FindProcess(os.Getpid()); err == nil {
				p.Signal(s)
			}
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}
