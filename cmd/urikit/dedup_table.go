package main

// This file is dedup's --max-memory: its sizes and its default. The
// table of classes it bounds is package internal/dedup.

import (
	"bufio"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
)

// defaultMaxMemory is dedup's --max-memory default: half of the physical
// memory (MemTotal of /proc/meminfo), or the Go memory limit (GOMEMLIMIT,
// debug.SetMemoryLimit) when that is lower; 4 GiB when neither is known.
func defaultMaxMemory() int64 {
	limit := int64(4 << 30)
	if total := memTotal(); total > 0 {
		limit = total / 2
	}
	if l := debug.SetMemoryLimit(-1); l > 0 && l < math.MaxInt64 {
		limit = min(limit, l*3/4)
	}
	return limit
}

// memTotal returns the physical memory in bytes, from /proc/meminfo, or 0.
func memTotal() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) == 2 && f[1] == "kB" {
			if n, err := strconv.ParseInt(f[0], 10, 64); err == nil {
				return n << 10
			}
		}
	}
	return 0
}

// sizeUnits are the suffixes of parseSize, powers of 1024.
var sizeUnits = map[string]int64{"": 1, "B": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}

// parseSize reads a size: a number of bytes, or a number (decimals
// allowed) with a suffix K, M, G or T (powers of 1024; "KB", "KiB",
// "MB"... read the same).
func parseSize(s string) (int64, error) {
	num := strings.ToUpper(s)
	if n, ok := strings.CutSuffix(num, "IB"); ok {
		num = n
	} else {
		num = strings.TrimSuffix(num, "B")
	}
	unit := ""
	if n := len(num); n > 0 && strings.Contains("KMGT", num[n-1:]) {
		unit, num = num[n-1:], num[:n-1]
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || !(f > 0) || strings.ContainsAny(num, "EXPN") {
		return 0, errors.New("want a size such as 512M or 2G")
	}
	size := f * float64(sizeUnits[unit])
	if size >= math.MaxInt64 {
		return 0, errors.New("too large")
	}
	return max(int64(size), 1), nil
}

// formatSize writes a size with the largest unit that keeps it whole, or
// to a tenth.
func formatSize(n int64) string {
	for _, u := range []string{"T", "G", "M", "K"} {
		if size := sizeUnits[u]; n >= size {
			if n%size == 0 {
				return fmt.Sprintf("%d%s", n/size, u)
			}
			return fmt.Sprintf("%.1f%s", float64(n)/float64(size), u)
		}
	}
	return strconv.FormatInt(n, 10)
}
