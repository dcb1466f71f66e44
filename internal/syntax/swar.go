package syntax

// This file holds the word-at-a-time (SWAR) byte tests the scanner and the
// normalization engine share: eight bytes of a string in one uint64, each
// byte a lane, the first in the low lane.

// Word returns the eight bytes of s from p, the first in the low lane.
func Word(s string, p int) uint64 {
	b := s[p : p+8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// LowLanes returns the mask of the low n lanes of a word, 0 <= n <= 8: one
// load, where 1<<(8*n)-1 costs a shift Go must guard against n = 8.
func LowLanes(n int) uint64 { return lowLanes[n&15] }

var lowLanes = [16]uint64{0, 0xff, 0xffff, 0xffffff, 0xffffffff, 0xffffffffff,
	0xffffffffffff, 0xffffffffffffff, ^uint64(0)}

// EqLanes sets the high bit of each lane of x equal to c, exactly: no
// borrow crosses lanes, so the other lanes are clear.
func EqLanes(x uint64, c byte) uint64 {
	const lows = 0x7f7f7f7f7f7f7f7f
	y := x ^ uint64(c)*0x0101010101010101
	return ^((y&lows + lows) | y) & 0x8080808080808080
}

// UpperLanes sets the high bit of each lane of x holding 'A'..'Z',
// exactly: >>2 of it is the 0x20 that puts those lanes in lower case.
func UpperLanes(x uint64) uint64 { return RangeLanes(x, 'A', 'Z') }

// RangeLanes sets the high bit of each lane of x holding lo..hi, exactly,
// for 0 < lo <= hi < 0x80: no sum carries out of its lane.
func RangeLanes(x uint64, lo, hi byte) uint64 {
	const ones, lows = 0x0101010101010101, 0x7f7f7f7f7f7f7f7f
	l := x & lows
	return (l + uint64(0x80-lo)*ones) &^ (l + uint64(0x80-hi-1)*ones) &^ x & 0x8080808080808080
}

// HasUpper reports whether s holds an ASCII upper-case letter, eight bytes
// a step.
func HasUpper(s string) bool {
	if len(s) < 8 {
		for i := 0; i < len(s); i++ {
			if s[i]-'A' < 26 {
				return true
			}
		}
		return false
	}
	for i := 0; i+8 < len(s); i += 8 {
		if UpperLanes(Word(s, i)) != 0 {
			return true
		}
	}
	// The last eight bytes, overlapping the words before.
	return UpperLanes(Word(s, len(s)-8)) != 0
}

// AppendLower appends s with its ASCII letters in lower case (Lower on
// each byte), eight bytes a step.
func AppendLower(b []byte, s string) []byte {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := Word(s, i)
		w |= UpperLanes(w) >> 2
		b = append(b, byte(w), byte(w>>8), byte(w>>16), byte(w>>24), byte(w>>32), byte(w>>40), byte(w>>48), byte(w>>56))
	}
	for ; i < len(s); i++ {
		b = append(b, Lower(s[i]))
	}
	return b
}

// IsASCII reports whether every byte of s is below 0x80, eight bytes a
// step.
func IsASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if Word(s, i)&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
