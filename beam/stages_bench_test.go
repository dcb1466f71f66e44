package urikitbeam

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/urikit/urikit/uri"
)

// datasetFiles are the URL lists the folder $URIKIT_DATASETS names.
var datasetFiles = []string{"node_files.txt", "kasztp.txt", "isaacs_files.txt", "userbait.txt"}

// benchLines is the size of the stage benchmark's input.
const benchLines = 1_000_000

// datasetLines reads the URL lists of $URIKIT_DATASETS, skipping the
// benchmark when they are missing.
func datasetLines(b *testing.B) []string {
	dir := os.Getenv("URIKIT_DATASETS")
	var lines []string
	for _, name := range datasetFiles {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			b.Skipf("the URL lists are missing (%v): set URIKIT_DATASETS", err)
		}
		err = readAll(bytes.NewReader(data), 0, func(_ int64, s string) bool {
			lines = append(lines, s)
			return true
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	return lines
}

// writeBenchInput writes benchLines lines, the URL lists repeated, as four
// files of a quarter each (plain or gzip) and returns their glob.
func writeBenchInput(b *testing.B, dir string, lines []string, gz bool) string {
	const files = 4
	for f := range files {
		name := filepath.Join(dir, fmt.Sprintf("part-%d.txt", f))
		fd, err := os.Create(name)
		if err != nil {
			b.Fatal(err)
		}
		var w *bufio.Writer
		var zw *gzip.Writer
		if gz {
			zw = gzip.NewWriter(fd)
			w = bufio.NewWriter(zw)
		} else {
			w = bufio.NewWriter(fd)
		}
		for i := f * benchLines / files; i < (f+1)*benchLines/files; i++ {
			w.WriteString(lines[i%len(lines)])
			w.WriteByte('\n')
		}
		if err := w.Flush(); err != nil {
			b.Fatal(err)
		}
		if zw != nil {
			if err := zw.Close(); err != nil {
				b.Fatal(err)
			}
		}
		if err := fd.Close(); err != nil {
			b.Fatal(err)
		}
	}
	return filepath.Join(dir, "part-*")
}

// BenchmarkStages runs the pipeline on the local runner over a million
// lines (the URL lists repeated, four files), cut after each stage in
// turn: the cost of a stage is the difference between its time and the
// one before's. The metrics are seconds per million lines: s/Mline of wall
// time, cpu-s/Mline of CPU time of this process, where the runner and its
// workers run (less disturbed by other programs on a shared machine).
//
//	URIKIT_DATASETS=/path/to/datasets go test -run '^$' -bench Stages -benchtime 1x -count 3 .
func BenchmarkStages(b *testing.B) {
	lines := datasetLines(b)
	dir := b.TempDir()
	plain := filepath.Join(dir, "plain")
	gzipped := filepath.Join(dir, "gzip")
	os.Mkdir(plain, 0o755)
	os.Mkdir(gzipped, 0o755)
	plainGlob := writeBenchInput(b, plain, lines, false)
	gzipGlob := writeBenchInput(b, gzipped, lines, true)
	runs := []struct {
		name string
		glob string
		upTo stage
	}{
		{"1-read", plainGlob, stageRead},
		{"1-read-gzip", gzipGlob, stageRead},
		{"2-normalize", plainGlob, stageNormalize},
		{"3-count-forms", plainGlob, stageCountForms},
		{"4-count-hosts", plainGlob, stageCountHosts},
		{"5-write", plainGlob, stageWrite},
	}
	for _, r := range runs {
		b.Run(r.name, func(b *testing.B) {
			var total, cpu time.Duration
			for i := 0; b.Loop(); i++ {
				p, s := beam.NewPipelineWithRoot()
				c := config{
					inputs:    []string{r.glob},
					output:    filepath.Join(dir, fmt.Sprintf("out-%s-%d-", r.name, i)),
					opts:      Options{Level: uri.SchemeBased},
					blockSize: defaultBlockSize,
					upTo:      r.upTo,
				}
				if err := build(s, c); err != nil {
					b.Fatal(err)
				}
				start, cpu0 := time.Now(), cpuTime()
				if err := ptest.Run(p); err != nil {
					b.Fatal(err)
				}
				total += time.Since(start)
				cpu += cpuTime() - cpu0
			}
			b.ReportMetric(total.Seconds()/float64(b.N)*1e6/benchLines, "s/Mline")
			b.ReportMetric(cpu.Seconds()/float64(b.N)*1e6/benchLines, "cpu-s/Mline")
		})
	}
}

// cpuTime is the user and system time of this process so far: the runner
// and its workers run in it, so a run's CPU time is less disturbed by
// other programs on the machine than its wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkNormalize is the parse+normalize work of one line without Beam,
// over the URL lists, for comparison with the pipeline's stage.
func BenchmarkNormalize(b *testing.B) {
	lines := datasetLines(b)
	o := Options{Level: uri.SchemeBased}
	i := 0
	for b.Loop() {
		Normalize(lines[i%len(lines)], o)
		i++
	}
}
