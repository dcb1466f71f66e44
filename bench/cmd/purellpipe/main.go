// Command purellpipe is the peer pipeline of cli.sh: it reads one URL per
// line of standard input, parses it with net/url and normalizes it with
// github.com/PuerkitoBio/purell (FlagsSafe), and writes one line per input:
// the normalized URL, or "invalid" and the error. It is what a Go program
// without urikit would do for `urikit normalize`, one goroutine.
package main

import (
	"bufio"
	"fmt"
	"net/url"
	"os"

	"github.com/PuerkitoBio/purell"
)

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 64<<10), 1<<30)
	out := bufio.NewWriterSize(os.Stdout, 32<<10)
	status := 0
	for in.Scan() {
		u, err := url.Parse(in.Text())
		if err != nil {
			fmt.Fprintf(out, "invalid\t%v\n", err)
			status = 1
			continue
		}
		out.WriteString(purell.NormalizeURL(u, purell.FlagsSafe))
		out.WriteByte('\n')
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "purellpipe:", err)
		os.Exit(2)
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "purellpipe:", err)
		os.Exit(2)
	}
	os.Exit(status)
}
