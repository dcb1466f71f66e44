package main

// This file shows the progress of a long run on stderr (CLI.md
// "Outputs"): the inputs and bytes read, the rate, and the time left when
// the size of the input is known (regular files, standard input
// redirected from one). It is drawn with github.com/schollz/progressbar,
// only when stderr is a terminal and --no-progress is not given, on one
// line that each report overwrites. When stdout is the same terminal,
// results are written only between reports: the line is cleared before
// results are written, and drawn again only after whole result lines.

import (
	"fmt"
	"io"
	"time"

	"github.com/schollz/progressbar/v3"
)

// defaultProgressInterval is the least time between two reports.
const defaultProgressInterval = 250 * time.Millisecond

// progress is the progress line of one run; a nil *progress shows
// nothing.
type progress struct {
	c        *cmd
	bar      *progressbar.ProgressBar
	start    time.Time
	last     time.Time // of the last report
	interval time.Duration
	shown    bool // a report is on the screen, not cleared
	drawn    bool // some report was drawn
	lines    int
	total    int64 // the size of the input, or -1
	pos      int64
}

// startProgress returns the progress of a run reading br, or nil when none
// is shown: stderr is not a terminal, --no-progress, or the inputs are
// only the arguments.
func (c *cmd) startProgress(br *batchReader) *progress {
	if !c.stderrTerminal || c.noProgress || len(br.files) == 0 {
		return nil
	}
	interval := c.progressInterval
	if interval == 0 {
		interval = defaultProgressInterval
	}
	max := br.size
	if max <= 0 {
		max = -1 // unknown: a spinner, no time left
	}
	now := time.Now()
	p := &progress{c: c, start: now, last: now, interval: interval, total: max}
	p.bar = progressbar.NewOptions64(max,
		progressbar.OptionSetWriter(progressWriter{p}),
		progressbar.OptionSetDescription(p.describe()),
		progressbar.OptionShowBytes(true),
		progressbar.OptionShowCount(),
		progressbar.OptionSetWidth(16),
		progressbar.OptionSetPredictTime(max > 0),
		progressbar.OptionSetElapsedTime(true),
		// No ticker goroutine drawing the spinner: reports are drawn
		// only from update, between whole result lines.
		progressbar.OptionSetSpinnerChangeInterval(0),
		progressbar.OptionThrottle(0),
	)
	c.progress = p
	return p
}

// progressWriter is stderr, seen by the bar: it notes that the line is on
// the screen.
type progressWriter struct{ p *progress }

func (w progressWriter) Write(b []byte) (int, error) {
	w.p.shown, w.p.drawn = true, true
	return w.p.c.stderr.Write(b)
}

// describe is the text before the bar: the verb, the inputs read and
// their rate.
func (p *progress) describe() string {
	d := "urikit " + p.c.verb + ": " + humanCount(float64(p.lines)) + " lines"
	if secs := time.Since(p.start).Seconds(); secs > 0.05 {
		d += " " + humanCount(float64(p.lines)/secs) + "/s"
	}
	return d
}

// humanCount writes n briefly: 950, 12.3k, 4.56M.
func humanCount(n float64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.3gG", n/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.3gM", n/1e6)
	case n >= 1e4:
		return fmt.Sprintf("%.3gk", n/1e3)
	}
	return fmt.Sprintf("%d", int64(n))
}

// due reports whether a report is due: the time to flush the results
// written so far, when stdout is the terminal too.
func (p *progress) due() bool {
	return p != nil && time.Since(p.last) >= p.interval
}

// update notes that lines inputs and pos bytes were read, and draws a
// report when one is due. The caller has written whole result lines and,
// when stdout is a terminal, flushed them.
func (p *progress) update(lines int, pos int64) {
	if p == nil {
		return
	}
	p.lines, p.pos = lines, pos
	if !p.due() {
		return
	}
	p.draw()
}

// draw draws the current report.
func (p *progress) draw() {
	p.last = time.Now()
	p.bar.Describe(p.describe())
	pos := p.pos
	if p.total > 0 && pos > p.total {
		pos = p.total // a file that grew while read
	}
	p.bar.Set64(pos)
}

// clear clears the report from the screen before results are written on
// stdout, when stdout is a terminal (and so, likely, the one of stderr).
func (p *progress) clear() {
	if p != nil && p.shown && p.c.stdoutTerminal {
		p.bar.Clear()
		p.shown = false
	}
}

// done draws the last report, ending its line, when reports were drawn:
// the results are all written by then.
func (p *progress) done() {
	if p == nil {
		return
	}
	p.c.progress = nil
	if !p.drawn {
		return
	}
	p.draw()
	p.bar.Exit()
	io.WriteString(p.c.stderr, "\n")
}

// clearProgress clears the progress line before results are written on
// stdout (resultWriter).
func (c *cmd) clearProgress() {
	c.progress.clear()
}
