package urikitbeam

// This file is the read stage: the files that match the input globs, each
// sniffed for gzip's magic bytes (RFC 1952 2.3.1), read line by line as a
// splittable DoFn over byte offsets. Lines follow the urikit command's
// rules (CLI.md "Inputs"): only "\n" or "\r\n" is removed, and a UTF-8
// byte-order mark at the start of a file is dropped.
//
// Why not textio.Read: in Beam Go v2.77.0 it tells gzip by the name's
// ".gz" only, and its offset restriction for a gzip file is the compressed
// size while the offsets it claims are those of the decompressed text, so
// it stops after as many decompressed bytes as the file has compressed
// ones (a 1,113-byte gzip file of 10,000 lines gave 31 lines). readFn
// reads a gzip file whole, as one unsplittable position.

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/sdf"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/rtrackers/offsetrange"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn3x1[context.Context, fileio.FileMetadata, func(InputFile), error](&sniffFn{})
	register.Emitter1[InputFile]()
	register.DoFn4x1[context.Context, *sdf.LockRTracker, InputFile, func(string), error](&readFn{})
	register.Emitter1[string]()
}

// InputFile is a file to read: its path for the Beam filesystem that
// serves it (local, gs://, ...), its size in bytes and whether it is gzip.
type InputFile struct {
	Path string
	Size int64
	Gzip bool
}

// gzipMagic are the first two bytes of every gzip member (RFC 1952 2.3.1:
// ID1 and ID2).
var gzipMagic = []byte{0x1f, 0x8b}

// utf8BOM is U+FEFF in UTF-8, dropped at the start of a file.
const utf8BOM = "\uFEFF"

// defaultBlockSize is the size of the ranges a plain file is split into at
// first; a runner may split them further while they are read.
const defaultBlockSize = 64 << 20

// ReadLines returns the lines of the files matching globs, a
// PCollection<string>: every file of every glob (a glob that matches
// nothing is an error unless it holds a "*"), plain or gzip.
func ReadLines(s beam.Scope, globs ...string) beam.PCollection {
	return readLines(s, defaultBlockSize, globs)
}

// readLines is ReadLines with the size of the first splits of plain files.
func readLines(s beam.Scope, blockSize int64, globs []string) beam.PCollection {
	s = s.Scope("urikit.Read")
	for _, g := range globs {
		filesystem.ValidateScheme(g)
	}
	files := fileio.MatchAll(s, beam.CreateList(s, globs))
	inputs := beam.ParDo(s, &sniffFn{}, files)
	return beam.ParDo(s, &readFn{BlockSize: blockSize}, inputs)
}

// sniffFn opens each matched file to read its first two bytes: gzip or not.
type sniffFn struct{}

func (fn *sniffFn) ProcessElement(ctx context.Context, md fileio.FileMetadata, emit func(InputFile)) error {
	gz, err := sniffGzip(ctx, md.Path)
	if err != nil {
		return err
	}
	emit(InputFile{Path: md.Path, Size: md.Size, Gzip: gz})
	return nil
}

// sniffGzip reports whether the file at path starts with gzip's magic bytes.
func sniffGzip(ctx context.Context, path string) (bool, error) {
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return false, err
	}
	defer fs.Close()
	rc, err := fs.OpenRead(ctx, path)
	if err != nil {
		return false, err
	}
	defer rc.Close()
	var head [2]byte
	n, err := io.ReadFull(rc, head[:])
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return false, fmt.Errorf("read %s: %w", path, err)
	}
	return bytes.Equal(head[:n], gzipMagic), nil
}

// readFn is a splittable DoFn: its restriction is a range of byte offsets
// where lines start. A plain file's range is [0, size), split into blocks;
// a gzip file cannot be entered in the middle, so its range is [0, 1), one
// position that stands for the whole file.
type readFn struct {
	BlockSize int64 // the size of the first splits of a plain file
}

// CreateInitialRestriction is the whole file.
func (fn *readFn) CreateInitialRestriction(f InputFile) offsetrange.Restriction {
	if f.Gzip {
		return offsetrange.Restriction{Start: 0, End: 1}
	}
	return offsetrange.Restriction{Start: 0, End: f.Size}
}

// SplitRestriction cuts a plain file into blocks of BlockSize; a last
// block of less than a quarter of that joins the one before.
func (fn *readFn) SplitRestriction(f InputFile, r offsetrange.Restriction) []offsetrange.Restriction {
	if f.Gzip {
		return []offsetrange.Restriction{r}
	}
	size := fn.BlockSize
	if size <= 0 {
		size = defaultBlockSize
	}
	splits := r.SizedSplits(size)
	if n := len(splits); n > 1 && splits[n-1].End-splits[n-1].Start < size/4 {
		splits[n-2].End = splits[n-1].End
		splits = splits[:n-1]
	}
	return splits
}

// RestrictionSize is the number of bytes in the range (a gzip file's
// compressed size).
func (fn *readFn) RestrictionSize(f InputFile, r offsetrange.Restriction) float64 {
	if f.Gzip {
		return float64(f.Size)
	}
	return r.Size()
}

// CreateTracker tracks the offsets claimed.
func (fn *readFn) CreateTracker(r offsetrange.Restriction) *sdf.LockRTracker {
	return sdf.NewLockRTracker(offsetrange.NewTracker(r))
}

// ProcessElement emits the lines that start inside the restriction.
func (fn *readFn) ProcessElement(ctx context.Context, rt *sdf.LockRTracker, f InputFile, emit func(string)) error {
	fs, err := filesystem.New(ctx, f.Path)
	if err != nil {
		return err
	}
	defer fs.Close()
	rc, err := fs.OpenRead(ctx, f.Path)
	if err != nil {
		return err
	}
	defer rc.Close()
	r := rt.GetRestriction().(offsetrange.Restriction)
	if f.Gzip {
		if !rt.TryClaim(r.Start) {
			return nil
		}
		zr, err := gzip.NewReader(bufio.NewReaderSize(rc, 1<<16))
		if err != nil {
			return fmt.Errorf("read %s: %w", f.Path, err)
		}
		if err := readAll(zr, 0, func(_ int64, line string) bool {
			emit(line)
			return true
		}); err != nil {
			return fmt.Errorf("read %s: %w", f.Path, err)
		}
		rt.TryClaim(r.End)
		return nil
	}
	if err := readAll(rc, r.Start, func(off int64, line string) bool {
		if !rt.TryClaim(off) {
			return false
		}
		emit(line)
		return true
	}); err != nil {
		return fmt.Errorf("read %s: %w", f.Path, err)
	}
	// Past the end of the file: the whole range is done.
	if !rt.IsDone() {
		rt.TryClaim(r.End)
	}
	return nil
}

// readAll calls line with each line of r that starts at or after byte
// offset start, and its offset, until line returns false or r ends. A line
// that starts before start belongs to the range before, so reading from
// start > 0 first skips to the byte after the first "\n" at or after
// start-1.
func readAll(r io.Reader, start int64, line func(off int64, s string) bool) error {
	br := bufio.NewReaderSize(r, 1<<16)
	off := int64(0)
	if start > 0 {
		if s, ok := r.(io.Seeker); ok {
			if _, err := s.Seek(start-1, io.SeekStart); err != nil {
				return err
			}
			br.Reset(r)
		} else if _, err := io.CopyN(io.Discard, br, start-1); err != nil {
			if err == io.EOF {
				return nil
			}
			return err
		}
		off = start - 1
		skipped, err := br.ReadSlice('\n')
		for err == bufio.ErrBufferFull {
			off += int64(len(skipped))
			skipped, err = br.ReadSlice('\n')
		}
		off += int64(len(skipped))
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
	for {
		s, err := br.ReadString('\n')
		if err != nil && err != io.EOF {
			return err
		}
		if len(s) == 0 {
			return nil
		}
		at := off
		off += int64(len(s))
		if t, ok := strings.CutSuffix(s, "\n"); ok {
			s = strings.TrimSuffix(t, "\r")
		}
		if at == 0 {
			s = strings.TrimPrefix(s, utf8BOM)
		}
		if !line(at, s) {
			return nil
		}
		if err == io.EOF {
			return nil
		}
	}
}
