//go:build !purego

#include "textflag.h"

// The constants of tripletsRun: 'A'-1, 'Z'+1, '%' and 0x20 in every lane.
DATA runConsts<>+0(SB)/8, $0x4040404040404040
DATA runConsts<>+8(SB)/8, $0x4040404040404040
DATA runConsts<>+16(SB)/8, $0x5b5b5b5b5b5b5b5b
DATA runConsts<>+24(SB)/8, $0x5b5b5b5b5b5b5b5b
DATA runConsts<>+32(SB)/8, $0x2525252525252525
DATA runConsts<>+40(SB)/8, $0x2525252525252525
DATA runConsts<>+48(SB)/8, $0x2020202020202020
DATA runConsts<>+56(SB)/8, $0x2020202020202020
GLOBL runConsts<>(SB), RODATA|NOPTR, $64

// LOWER puts the ASCII upper-case letters of X0 in lower case when X10
// holds 0x20 in every lane (X8: 'A'-1 and X9: 'Z'+1, compared signed, so
// that octets from 0x80 are no letters), and sets the low sixteen bits of
// AX to the lanes of X0 holding '%' (X11).
#define LOWER \
	MOVO X0, X3; \
	PCMPEQB X11, X3; \
	PMOVMSKB X3, AX; \
	MOVO X0, X1; \
	PCMPGTB X8, X1; \
	MOVO X9, X2; \
	PCMPGTB X0, X2; \
	PAND X2, X1; \
	PAND X10, X1; \
	POR X1, X0

// func tripletsRun(buf []byte, m int, s string, i, j int, mode uint64, pct *bool) int
//
// tripletsRun writes s[i:j], a component whose triplets are whole (the
// parser's word), into buf from m with its triplets normalized (RFC 3986
// 6.2.2.1, 6.2.2.2): one of an unreserved character decoded, every other
// written with upper-case hex digits, setting *pct. With runLower in mode
// the ASCII letters, written or decoded, go in lower case (a scheme or a
// reg-name); with runPath a decoded '.' stops it with -1. It returns the
// new end of the output, never more than m+j-i; buf must hold that, and
// -1 is the answer to offsets out of range. The runs between triplets go
// sixteen bytes a step (SSE2), each step stored whole while buf has room
// for it: the bytes stored past the output's end are the caller's to
// write over. The last step reads forward within the page of its first
// byte, and else, like a step for which buf has no room, goes byte by
// byte.
TEXT ·tripletsRun(SB), NOSPLIT, $0-88
	MOVQ buf_base+0(FP), DI
	MOVQ buf_len+8(FP), R8
	MOVQ m+24(FP), AX
	MOVQ s_base+32(FP), SI
	MOVQ i+48(FP), CX
	MOVQ j+56(FP), BX
	// 0 <= i <= j <= len(s), 0 <= m <= len(buf), j-i <= len(buf)-m.
	CMPQ BX, s_len+40(FP)
	JHI fail
	CMPQ CX, BX
	JHI fail
	CMPQ AX, R8
	JHI fail
	SUBQ AX, R8                 // room in buf from m
	ADDQ AX, DI                 // buf[m:]
	SUBQ CX, BX                 // j-i
	CMPQ BX, R8
	JHI fail
	ADDQ CX, SI                 // s[i:]
	MOVQ mode+64(FP), R9
	MOVQ pct+72(FP), R10
	LEAQ runConsts<>(SB), AX
	MOVOU 0(AX), X8
	MOVOU 16(AX), X9
	MOVOU 32(AX), X11
	PXOR X10, X10
	TESTQ $1, R9
	JEQ start
	MOVOU 48(AX), X10

start:
	XORQ CX, CX                 // src offset
	XORQ DX, DX                 // dst offset

loop:
	LEAQ 16(CX), R11
	CMPQ R11, BX
	JA tail
	LEAQ 16(DX), R11
	CMPQ R11, R8
	JA bytes                    // no room in dst for a whole step
	MOVOU (SI)(CX*1), X0
	LOWER
	MOVOU X0, (DI)(DX*1)
	TESTL AX, AX
	JNZ found
	ADDQ $16, CX
	ADDQ $16, DX
	JMP loop

found:
	BSFL AX, AX
	ADDQ AX, CX
	ADDQ AX, DX
	CMPQ CX, BX
	JAE end

triplet:
	// src[CX] is a '%'.
	LEAQ 2(CX), AX
	CMPQ AX, BX
	JAE lone                    // not a whole triplet: never from the parser
	MOVBLZX 1(SI)(CX*1), R13
	MOVBLZX 2(SI)(CX*1), R11
	LEAQ ·hexOctet(SB), R12
	MOVBLZX (R12)(R13*1), AX    // the value of each hex digit, and the
	SHLL $4, AX                 // digit in upper case 256 bytes on
	ORB (R12)(R11*1), AX
	LEAQ ·unreservedOctet(SB), R12
	CMPB (R12)(AX*1), $0
	JEQ keep
	// 6.2.2.2: an unreserved character, decoded.
	TESTQ $2, R9
	JEQ decoded
	CMPL AX, $0x2e
	JEQ fail                    // "%2E" in a path
decoded:
	TESTQ $1, R9
	JEQ store
	LEAL -0x41(AX), R12
	CMPL R12, $26
	JAE store
	ORL $0x20, AX
store:
	MOVB AX, (DI)(DX*1)
	INCQ DX
	ADDQ $3, CX
	JMP loop

keep:
	// 6.2.2.1: the triplet, its hex digits in upper case.
	MOVB $0x25, (DI)(DX*1)
	LEAQ ·hexOctet(SB), R12
	MOVB 256(R12)(R13*1), AX
	MOVB AX, 1(DI)(DX*1)
	MOVB 256(R12)(R11*1), AX
	MOVB AX, 2(DI)(DX*1)
	MOVB $1, (R10)
	ADDQ $3, DX
	ADDQ $3, CX
	JMP loop

lone:
	MOVB $0x25, (DI)(DX*1)
	INCQ CX
	INCQ DX
	JMP loop

tail:
	// 0 <= r = len(src)-CX < 16 bytes are left.
	MOVQ BX, R11
	SUBQ CX, R11
	JZ end
	LEAQ 16(DX), R13
	CMPQ R13, R8
	JA bytes
	LEAQ (SI)(CX*1), R13
	MOVL R13, R12
	ANDL $0xfff, R12
	CMPL R12, $0xff0
	JA bytes
	MOVOU (R13), X0
	LOWER
	MOVOU X0, (DI)(DX*1)
	BTSL R11, AX                // stop at the end of src
	JMP found

bytes:
	CMPQ CX, BX
	JAE end
	MOVBLZX (SI)(CX*1), AX
	CMPL AX, $0x25
	JEQ triplet
	TESTQ $1, R9
	JEQ bstore
	LEAL -0x41(AX), R12
	CMPL R12, $26
	JAE bstore
	ORL $0x20, AX
bstore:
	MOVB AX, (DI)(DX*1)
	INCQ CX
	INCQ DX
	JMP bytes

end:
	ADDQ m+24(FP), DX
	MOVQ DX, ret+80(FP)
	RET

fail:
	MOVQ $-1, ret+80(FP)
	RET
