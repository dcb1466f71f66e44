package main

// This file spreads a verb's inputs over --workers goroutines and keeps
// their order: the batches of lines the batchReader cuts
// (input.go) go to the workers, each worker writes the results of its
// batch into the batch's own buffer, and the calling goroutine writes the
// buffers in input order. The output is byte for byte what one worker
// writes.
//
// A verb opts in by calling eachParallel instead of each: its function
// then receives the output to write to, a worker's, as its first argument:
//
//	return c.eachParallel(args, out, func(out *output, s string) bool { ... })
//
// The function must keep no state from one input to the next and share
// nothing it writes with other calls: calls run at the same time, each
// with the output of its worker. out.index is the number of inputs
// before s, for a verb that writes something between inputs.

import (
	"bufio"
	"io"
	"sync"
)

// chunkSize is the size of the pieces of a batch's output.
const chunkSize = 32 << 10

// chunks is the output of one batch, in pieces of chunkSize bytes, so that
// a result of any size is copied once and never regrown.
type chunks struct{ bufs [][]byte }

var chunkPool = sync.Pool{New: func() any { b := make([]byte, 0, chunkSize); return &b }}

func (c *chunks) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		if len(c.bufs) == 0 || len(c.bufs[len(c.bufs)-1]) == cap(c.bufs[len(c.bufs)-1]) {
			c.bufs = append(c.bufs, (*chunkPool.Get().(*[]byte))[:0])
		}
		last := &c.bufs[len(c.bufs)-1]
		k := copy((*last)[len(*last):cap(*last)], p)
		*last = (*last)[:len(*last)+k]
		p = p[k:]
	}
	return n, nil
}

// writeTo writes the pieces to w and gives them back to the pool.
func (c *chunks) writeTo(w *bufio.Writer) error {
	var err error
	for i, b := range c.bufs {
		if err == nil {
			_, err = w.Write(b)
		}
		b = b[:0]
		chunkPool.Put(&b)
		c.bufs[i] = nil
	}
	c.bufs = c.bufs[:0]
	return err
}

// chunkWriter lets a worker's bufio.Writer write into the batch at hand.
type chunkWriter struct{ c *chunks }

func (w *chunkWriter) Write(p []byte) (int, error) { return w.c.Write(p) }

// eachParallel is each for a verb whose fn keeps no state between inputs:
// with --workers above 1 the inputs are spread over that many goroutines,
// each fn writing to its worker's output, and the results are written in
// input order. With --workers 1 it is each, fn writing to out.
func (c *cmd) eachParallel(args []string, out *output, fn func(out *output, s string) bool) int {
	if c.workers <= 1 {
		return c.each(args, out, func(s string) bool { return fn(out, s) })
	}
	br, err := c.newBatchReader(args)
	if err != nil {
		c.warnf("%v", err)
		return exitUsage
	}
	p := c.startProgress(br)
	status := exitOK
	work := func() func(b *batch) {
		cw := &chunkWriter{}
		o := &output{w: bufio.NewWriterSize(cw, 16<<10), json: out.json, terminal: out.terminal}
		return func(b *batch) {
			cw.c = &b.out
			for i, s := range b.lines {
				o.index = b.first + i
				if !fn(o, s) {
					b.invalid = true
				}
			}
			o.w.Flush()
		}
	}
	consume := func(b *batch) bool {
		if b.invalid {
			status = exitInvalid
		}
		if out.err == nil {
			out.err = b.out.writeTo(out.w)
		}
		if out.err != nil {
			return false
		}
		if b.idle || p.due() && c.stdoutTerminal {
			// The input waits: the results so far go out. And whole
			// lines go before the progress line.
			out.flush()
		}
		p.update(b.first+len(b.lines), b.pos)
		return true
	}
	err = c.runBatches(br, work, consume, func() { out.flush() })
	out.flush()
	p.done()
	if err != nil {
		c.warnf("%v", err)
		return exitUsage
	}
	if err := out.flush(); err != nil {
		c.warnf("writing output: %v", err)
		return exitUsage
	}
	return status
}

// runBatches reads br's batches and runs on each, in c.workers goroutines,
// the function a call of newWorker returns (one per worker), then consume
// on each in input order in the calling goroutine, until consume returns
// false. idle is called when consume would wait for a batch: the moment
// to flush the results so far, so that a pipe's lines come out as they go
// in. With one worker everything runs in the calling goroutine. The
// batches in flight are bounded: memory does not grow with the input. It
// returns the read error, if any.
func (c *cmd) runBatches(br *batchReader, newWorker func() func(*batch), consume func(*batch) bool, idle func()) error {
	workers := max(c.workers, 1)
	if workers == 1 {
		work := newWorker()
		for {
			b, err := br.next()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			work(b)
			if !consume(b) {
				return nil
			}
			if b.idle {
				idle()
			}
		}
	}
	jobs := make(chan *batch, workers)
	order := make(chan *batch, 4*workers)
	stop := make(chan struct{})
	var readErr error
	go func() {
		defer close(order)
		defer close(jobs)
		for {
			b, err := br.next()
			if err != nil {
				if err != io.EOF {
					readErr = err
				}
				return
			}
			b.done = make(chan struct{})
			select {
			case order <- b:
			case <-stop:
				return
			}
			jobs <- b
		}
	}()
	for range workers {
		work := newWorker()
		go func() {
			for b := range jobs {
				work(b)
				close(b.done)
			}
		}()
	}
	for {
		var b *batch
		var ok bool
		select {
		case b, ok = <-order:
		default:
			idle()
			b, ok = <-order
		}
		if !ok {
			return readErr // set before order was closed
		}
		select {
		case <-b.done:
		default:
			idle()
			<-b.done
		}
		if !consume(b) {
			close(stop)
			return nil
		}
	}
}
