package main

// This file tells a gzip stream (RFC 1952) from text, for the inputs of
// every verb and the documents of extract: a file, or standard input, is
// decompressed when it starts with a whole, valid gzip member header
// (2.3), whatever its name. Anything else is text, even text that starts
// with gzip's magic bytes (1f 8b): its lines are inputs like any other
// (and then invalid references), never an I/O error. A stream with a
// valid header whose compressed data is corrupt or cut short is an error
// that names gzip.

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"
)

// The flags of a gzip member header (RFC 1952 2.3.1).
const (
	gzipFHCRC    = 1 << 1
	gzipFEXTRA   = 1 << 2
	gzipFNAME    = 1 << 3
	gzipFCOMMENT = 1 << 4
	gzipReserved = 0xe0 // bits 5 to 7: "must be zero"
)

// gzipStringMax is the most bytes of FNAME or FCOMMENT with their zero
// byte that compress/gzip reads.
const gzipStringMax = 512

// gzipHeaderMax is the longest header isGzip reads: its ten fixed bytes,
// an extra field of 65535 bytes and its length, a name and a comment of
// gzipStringMax each, and the header CRC.
const gzipHeaderMax = 10 + 2 + 0xffff + 2*gzipStringMax + 2

// gzipPeekSize is the size of the buffer isGzip peeks into: the longest
// header, rounded up to whole 8 KiB pages, for the buffer is also the
// line reader's, whose pieces of a long line are copies of it (a piece
// of an odd size would take the rest of its last page for nothing).
const gzipPeekSize = (gzipHeaderMax + 8<<10 - 1) &^ (8<<10 - 1)

// isGzip reports whether r starts with a whole, valid gzip member header
// (RFC 1952 2.3): ID1 ID2 (1f 8b), CM 8 (deflate), no reserved flag bit,
// MTIME, XFL and OS, then the fields its flags announce, whole: the extra
// field (FEXTRA), a zero-terminated name (FNAME) and comment (FCOMMENT),
// and the CRC16 of the header (FHCRC), which must match. It only peeks,
// into r's buffer, which must hold gzipHeaderMax bytes. It reads one byte
// at a time only while the bytes are gzip's: a text input is known as
// text from its first byte, so a line typed at a terminal is not held up.
func isGzip(r *bufio.Reader) bool {
	for i, want := range []byte{0x1f, 0x8b, 8} {
		b, _ := r.Peek(i + 1)
		if len(b) <= i || b[i] != want {
			return false
		}
	}
	b, _ := r.Peek(10)
	if len(b) < 10 || b[3]&gzipReserved != 0 {
		return false
	}
	flg := b[3]
	n := 10
	if flg&gzipFEXTRA != 0 {
		if b, _ = r.Peek(n + 2); len(b) < n+2 {
			return false
		}
		n += 2 + int(binary.LittleEndian.Uint16(b[n:]))
	}
	for _, f := range []byte{gzipFNAME, gzipFCOMMENT} {
		if flg&f == 0 {
			continue
		}
		b, _ = r.Peek(n + gzipStringMax)
		if len(b) <= n {
			return false
		}
		end := bytes.IndexByte(b[n:min(len(b), n+gzipStringMax)], 0)
		if end < 0 {
			return false
		}
		n += end + 1
	}
	if flg&gzipFHCRC != 0 {
		b, _ = r.Peek(n + 2)
		return len(b) == n+2 && binary.LittleEndian.Uint16(b[n:]) == uint16(crc32.ChecksumIEEE(b[:n]))
	}
	b, _ = r.Peek(n)
	return len(b) == n
}

// gzipErrors is a gzip stream whose read errors name gzip: the compressed
// data cut short is "gzip: unexpected EOF", not a bare "unexpected EOF".
type gzipErrors struct{ r io.Reader }

func (g gzipErrors) Read(p []byte) (int, error) {
	n, err := g.r.Read(p)
	switch {
	case err == nil || err == io.EOF:
	case errors.Is(err, io.ErrUnexpectedEOF):
		err = fmt.Errorf("gzip: compressed data cut short: %w", err)
	case !strings.HasPrefix(err.Error(), "gzip: "):
		err = fmt.Errorf("gzip: %w", err)
	}
	return n, err
}
