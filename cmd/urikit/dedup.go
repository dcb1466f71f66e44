package main

// This file is the dedup verb (issue 11): the inputs grouped by their
// normal form (RFC 3986 6.2.2 syntax-based, 6.2.3 scheme-based; with --iri
// RFC 3987 5.3), each class written once, in order of first appearance,
// with its count and its first spelling. The workers normalize; the
// calling goroutine counts, in a table (internal/dedup) whose memory grows
// with the number of classes, not of inputs.

import (
	"flag"
	"fmt"
	"hash/maphash"
	"runtime/debug"
	"strconv"
	"strings"
	"unsafe"

	"github.com/urikit/urikit/internal/dedup"
	"github.com/urikit/urikit/uri"
)

var dedupVerb = &verb{
	name:     "dedup",
	synopsis: "dedup [--level syntax|scheme] [--iri] [--json] [--max-memory SIZE] [URI...]",
	summary:  "one line per class of equivalent references (RFC 3986 6.2)",
	doc: `
Group the inputs by their normal form (as normalize prints it: --level
scheme, the default, is RFC 3986 6.2.2 + 6.2.3; --level syntax 6.2.2
only; --iri reads IRI references and uses the IRI normal form of RFC
3987 5.3) and write each class once, in order of first appearance:
  COUNT<TAB>NORMAL<TAB>FIRST
COUNT is the number of inputs in the class, NORMAL their normal form,
FIRST the first input of the class as written. With --json:
{normal, count, first}. The classes are written when the input ends.

An invalid input belongs to no class: the invalid inputs are counted,
and a summary on stderr gives their number and the first of them (its
line, offset and reason); the exit status is then 1. To list them all:
'urikit parse --input FILE | grep ^invalid'.

Memory grows with the number of classes (their normal form and first
spelling, once each), not with the number of inputs. Past --max-memory
(sizes like 512M or 2G; default: half of the physical memory, or 3/4
of GOMEMLIMIT when that is lower) dedup stops with an error and exit
status 2, having written nothing.`,
	example: `
$ urikit dedup 'HTTP://a.example/%7Ex' http://a.example/~x http://a.example:80/~x http://b.example/
3	http://a.example/~x	HTTP://a.example/%7Ex
1	http://b.example/	http://b.example/`,
	flags: dedupFlags,
}

func dedupFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	level := levelFlag(fs, false)
	var io iriOptions
	fs.BoolVar(&io.iri, "iri", false, "read IRI references and group by the IRI normal form (RFC 3987 5.3)")
	jsonLines := fs.Bool("json", false, "write one JSON object per class (JSON Lines)")
	maxMem := fs.String("max-memory", "", "stop with an error when the classes take more than `SIZE` bytes (512M, 2G; default: half the machine's memory)")
	return func(c *cmd, args []string) int {
		l, err := parseLevel(*level, false)
		if err != nil {
			c.warnf("%v", err)
			return exitUsage
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
		return c.dedup(args, uri.NormalizeOptions{Level: l}, io, limit, c.newOutput(*jsonLines))
	}
}

// dedupItem is the normal form of one input: a piece of its batch's
// normal text, or the input itself when it is already normal.
type dedupItem struct {
	hash       uint64
	start, end int32 // in batch.normText
	same       bool  // the normal form is the input
	err        error // the input is invalid
}

// dedupResult is the JSON object of a class.
type dedupResult struct {
	Normal string `json:"normal"`
	Count  uint64 `json:"count"`
	First  string `json:"first"`
}

// dedup runs the verb: it normalizes in the workers and counts in the
// calling goroutine, then writes the classes.
func (c *cmd) dedup(args []string, o uri.NormalizeOptions, io iriOptions, limit int64, out *output) int {
	br, err := c.newBatchReader(args)
	if err != nil {
		c.warnf("%v", err)
		return exitUsage
	}
	// The table is counted against the limit; the collector is told the
	// limit too (a soft one, debug.SetMemoryLimit), so that the garbage
	// of the batches is collected before the process grows past it,
	// rather than at twice the live heap (GOGC).
	// A lower GOMEMLIMIT stays.
	soft := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(min(soft, max(limit, 64<<20))))
	seed := maphash.MakeSeed()
	t := dedup.NewTable(limit - min(limit/8, 32<<20))
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
				var n string
				var err error
				if io.iri {
					n, err = normalizeIRI(s, o, io)
				} else {
					var r uri.Ref
					r, err = uri.Parse(s)
					if err == nil {
						n = r.NormalizeWith(o).String()
					}
				}
				it := &b.norm[i]
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
	var tableErr error
	consume := func(b *batch) bool {
		for i, it := range b.norm {
			s := b.lines[i]
			if it.err != nil {
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
			if err := t.Add(it.hash, n, s); err != nil {
				tableErr = err
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
	case tableErr != nil:
		c.warnf("the classes take more than --max-memory %s: stopped after %d classes of %d inputs, having written nothing (raise --max-memory, or split the input, e.g. by host)",
			formatSize(limit), t.Len(), t.Inputs()+uint64(invalid))
		return exitUsage
	}
	for i := range t.Len() {
		normal, first, count := t.Class(i)
		if out.json {
			out.object(dedupResult{Normal: normal, Count: count, First: first})
		} else {
			out.fields(strconv.FormatUint(count, 10), normal, first)
		}
		if out.err != nil {
			break
		}
	}
	if err := out.flush(); err != nil {
		c.warnf("writing output: %v", err)
		return exitUsage
	}
	if invalid > 0 {
		off, msg := errorFields(firstInvalid.err)
		var q strings.Builder
		quoteTo(&q, firstInvalid.input)
		c.warnf("%d of %d inputs invalid, in no class; the first, input %d: %s: %s at offset %d",
			invalid, t.Inputs()+uint64(invalid), firstInvalid.line, q.String(), msg, off)
		return exitInvalid
	}
	return exitOK
}
