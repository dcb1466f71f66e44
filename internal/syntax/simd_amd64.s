//go:build !purego

#include "textflag.h"

// The offsets in nibbles of the tables of cRegName, cQuery and cPath
// (simd_amd64.go checks them).
#define nibbleRegName 64
#define nibbleQuery 96
#define nibblePath 128

// ENDS ends at CX the host's run and the path's, if the run R14 is one of
// them (0 host, 1 path).
#define ENDS \
	TESTL R14, R14; \
	JNE 2(PC); \
	MOVQ CX, he+40(FP); \
	CMPL R14, $1; \
	JA 2(PC); \
	MOVQ CX, pe+48(FP)

// CLASSIFY sets the low sixteen bits of AX to the lanes of X0 out of the
// class: X4 holds t[0:16], X5 t[16:32], X6 0x0f in every lane, X7 zero.
#define CLASSIFY \
	MOVO X0, X1; \
	PSRLW $4, X1; \
	PAND X6, X1; \
	MOVO X4, X2; \
	PSHUFB X0, X2; \
	MOVO X5, X3; \
	PSHUFB X1, X3; \
	PAND X3, X2; \
	PCMPEQB X7, X2; \
	PMOVMSKB X2, AX

// TRIPLET goes on at next past the stop at CX when triplets are crossed
// (R10 holds pct), the stop is a '%' and two HEXDIG follow it (RFC 3986
// 2.1), setting *pct; else it ends the run at CX.
#define TRIPLET(next) \
	CMPQ CX, BX; \
	JAE done; \
	CMPB (SI)(CX*1), $0x25; \
	JNE done; \
	TESTQ R10, R10; \
	JEQ done; \
	LEAQ 2(CX), DX; \
	CMPQ DX, BX; \
	JAE done; \
	MOVBLZX 1(SI)(CX*1), R11; \
	MOVWLZX (R12)(R11*2), R11; \
	TESTL $0x400, R11; \
	JEQ done; \
	MOVBLZX 2(SI)(CX*1), R11; \
	MOVWLZX (R12)(R11*2), R11; \
	TESTL $0x400, R11; \
	JEQ done; \
	MOVB $1, (R10); \
	ADDQ $3, CX; \
	JMP next

// RUN is the loop of skipRun and skipTail over the string at SI of
// length BX from CX, with the class's nibble tables in X4 and X5 (X6: 0x0f
// in every lane, X7: zero), R10 the pct pointer or 0, R12 ·table: at each
// step of sixteen bytes (loop), the first stop (found) ends the run at
// "done" unless it starts a whole triplet, which is crossed, and the step
// goes on at its next stop without a new load (cross), or at its end
// (crossed) when its lanes past the triplet are in the class. The last
// step (tail) reads forward when its sixteen bytes stay in the page of
// their first byte, and else (backward) the sixteen bytes ending at the
// string's end, shifting out the lanes before CX; the lane at the end is
// a stop. AX, DX, R8, R9, R11 and R13 are scratch.
#define RUN \
loop: \
	LEAQ 16(CX), DX; \
	CMPQ DX, BX; \
	JA tail; \
	MOVOU (SI)(CX*1), X0; \
	CLASSIFY; \
	TESTL AX, AX; \
	JNZ found; \
	MOVQ DX, CX; \
	JMP loop; \
found: \
	BSFL AX, R13; \
	ADDQ R13, CX; \
	TRIPLET(cross); \
cross: \
	CMPQ CX, BX; \
	JAE done; \
	LEAL -1(AX), R9; \
	ANDL R9, AX; \
	BSFL AX, R9; \
	JZ crossed; \
	SUBQ R13, R9; \
	LEAQ -3(CX)(R9*1), CX; \
	ADDQ R9, R13; \
	TRIPLET(cross); \
crossed: \
	MOVL $13, R9; \
	SUBL R13, R9; \
	JLE loop; \
	ADDQ R9, CX; \
	JMP loop; \
tail: \
	MOVQ BX, R9; \
	SUBQ CX, R9; \
	JZ done; \
	LEAQ (SI)(CX*1), DX; \
	MOVL DX, R8; \
	ANDL $0xfff, R8; \
	CMPL R8, $0xff0; \
	JA backward; \
	MOVOU (DX), X0; \
	CLASSIFY; \
	BTSL R9, AX; \
	JMP found; \
backward: \
	MOVOU -16(SI)(BX*1), X0; \
	CLASSIFY; \
	MOVQ CX, DX; \
	MOVQ $16, CX; \
	SUBQ R9, CX; \
	SHRL CX, AX; \
	BTSL R9, AX; \
	MOVQ DX, CX; \
	JMP found

// SETUP loads the nibble tables of the class at DI into X4 and X5, and
// the constants of CLASSIFY.
#define SETUP \
	MOVOU 0(DI), X4; \
	MOVOU 16(DI), X5; \
	MOVOU nibbleLow<>(SB), X6; \
	PXOR X7, X7

DATA nibbleLow<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA nibbleLow<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL nibbleLow<>(SB), RODATA|NOPTR, $16

// func skipRun(s string, t *[32]byte, pct *bool) int
//
// skipRun returns the length of the longest prefix of s whose bytes all
// belong to the class of the nibble table t (nibbles.go), and, with pct
// not nil, also crosses each whole triplet "%" HEXDIG HEXDIG, setting
// *pct when it does. A byte b belongs when t[b&15] & t[16+b>>4] != 0, read
// sixteen bytes at a time with PSHUFB (SSSE3, RUN), or one at a time
// without it. A load never crosses into a page the string does not reach.
TEXT ·skipRun(SB), NOSPLIT, $0-40
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), BX
	MOVQ t+16(FP), DI
	MOVQ pct+24(FP), R10
	LEAQ ·table(SB), R12        // the classes, for HEXDIG
	XORQ CX, CX                 // offset of the next step
	CMPB ·haveSkipRun(SB), $0
	JEQ bloop
	SETUP
	RUN

done:
	MOVQ CX, ret+32(FP)
	RET

bloop:
	// Without SSSE3: t[b&15] & t[16+b>>4] one byte at a time.
	CMPQ CX, BX
	JEQ done
	MOVBLZX (SI)(CX*1), AX
	CMPL AX, $0x80
	JAE bstop
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	MOVBLZX (DI)(AX*1), AX
	MOVBLZX 16(DI)(DX*1), DX
	TESTL DX, AX
	JEQ bstop
	INCQ CX
	JMP bloop

bstop:
	TRIPLET(bloop)

// func skipRest(s string, i int, fromHost bool, pct *bool) (he, pe, qe, k int)
//
// skipRest crosses from s[i] the rest of a reference in one run of runs,
// each crossing whole triplets as skipRun does (RFC 3986 3.2.2-3.5): with
// fromHost a reg-name, which a '/' ends; a path, which a '?' ends; a
// query; a fragment, after a '#' that ends any before. It returns where
// the host, the path and the query end and where it stopped: len(s), or a
// byte none of the runs takes, at which the run it was in (whose end is
// k) stops. Without SSSE3 it stops at once.
TEXT ·skipRest(SB), NOSPLIT, $0-72
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), BX
	MOVQ i+16(FP), CX
	MOVQ pct+32(FP), R10
	MOVQ CX, he+40(FP)
	LEAQ ·table(SB), R12        // the classes, for HEXDIG
	MOVL $1, R14                // the run: 0 host, 1 path, 2 query, 3 fragment
	LEAQ ·nibbles+nibblePath(SB), DI
	CMPB fromHost+24(FP), $0
	JEQ 3(PC)
	XORL R14, R14
	LEAQ ·nibbles+nibbleRegName(SB), DI
	CMPQ CX, BX
	JHI stop
	CMPB ·haveSkipRun(SB), $0
	JEQ stop
	SETUP
	RUN

done:
	// A stop: the end, a delimiter that ends the run and starts the next,
	// or a byte none takes. ('/' and '?' stop only the runs before the
	// query's: it and the fragment's take them.)
	CMPQ CX, BX
	JAE stop
	MOVBLZX (SI)(CX*1), AX
	CMPL AX, $0x2f
	JEQ slash
	CMPL AX, $0x3f
	JEQ question
	CMPL AX, $0x23
	JNE stop
	CMPL R14, $3
	JEQ stop                    // a '#' in the fragment
	ENDS                        // the runs before end at the '#'
	MOVQ CX, qe+56(FP)
	MOVL $3, R14
	JMP next

question:
	CMPL R14, $1
	JA stop
	ENDS
	MOVL $2, R14

next:
	// The query's or the fragment's run, past the delimiter.
	LEAQ ·nibbles+nibbleQuery(SB), DI
	MOVOU 0(DI), X4
	MOVOU 16(DI), X5
	INCQ CX
	JMP loop

slash:
	TESTL R14, R14
	JNE stop
	MOVQ CX, he+40(FP)          // the path starts at the '/'
	MOVL $1, R14
	LEAQ ·nibbles+nibblePath(SB), DI
	MOVOU 0(DI), X4
	MOVOU 16(DI), X5
	JMP loop

stop:
	// The runs not ended end at CX.
	ENDS
	CMPL R14, $2
	JA 2(PC)
	MOVQ CX, qe+56(FP)
	MOVQ CX, k+64(FP)
	RET

// func cpuidSSSE3() bool
TEXT ·cpuidSSSE3(SB), NOSPLIT, $0-1
	MOVL $1, AX
	XORL CX, CX
	CPUID
	SHRL $9, CX                 // CPUID.1:ECX bit 9, SSSE3
	ANDL $1, CX
	MOVB CX, ret+0(FP)
	RET

// func dotSegment(p *byte, n int) int
//
// dotSegment returns the offset of the first "." or ".." segment of the
// path p[:n] (n >= 1), the offset of its first dot, or n when there is
// none. Sixteen bytes a step (SSE2): the lanes of a '.' that starts a
// segment (at offset 0, or after a '/', the '/' of a step's last lane
// carried into the next) are the candidates, each then checked byte by
// byte for the end of its segment; the last step's loads as in skipRun.
TEXT ·dotSegment(SB), NOSPLIT, $0-24
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), BX
	MOVL $1, R10                // 1 when the next lane 0 starts a segment
	MOVQ $0x2e2e2e2e2e2e2e2e, AX
	MOVQ AX, X6
	PUNPCKLQDQ X6, X6           // '.' in every lane
	MOVQ $0x2f2f2f2f2f2f2f2f, AX
	MOVQ AX, X7
	PUNPCKLQDQ X7, X7           // '/' in every lane
	XORQ DI, DI                 // offset of this step

dloop:
	LEAQ 16(DI), DX             // offset of the next step
	CMPQ DX, BX
	JA dtail
	MOVOU (SI)(DI*1), X0
	MOVO X0, X1
	PCMPEQB X6, X0
	PMOVMSKB X0, AX             // the dots
	PCMPEQB X7, X1
	PMOVMSKB X1, R8             // the slashes
	LEAL (R10)(R8*2), R9        // the lanes that start a segment
	SHRL $15, R8
	MOVL R8, R10
	ANDL R9, AX
	JNZ dcand
	MOVQ DX, DI
	JMP dloop

dcand:
	// AX holds the candidates of the step at DI; DX is where to go on.
	BSFL AX, R11
	LEAQ (DI)(R11*1), R12       // k, a '.' that starts a segment
	LEAQ 1(R12), R13
	CMPQ R13, BX
	JEQ dyes                    // "." ends the path
	MOVBLZX (SI)(R13*1), R11
	CMPB R11, $0x2f
	JEQ dyes                    // "./"
	CMPB R11, $0x2e
	JNE dnext
	INCQ R13
	CMPQ R13, BX
	JEQ dyes                    // ".." ends the path
	MOVBLZX (SI)(R13*1), R11
	CMPB R11, $0x2f
	JEQ dyes                    // "../"

dnext:
	LEAL -1(AX), R11
	ANDL R11, AX                // the step's next candidate
	JNZ dcand
	MOVQ DX, DI
	JMP dloop

dyes:
	MOVQ R12, ret+16(FP)
	RET

dtail:
	// 0 <= r = n-DI < 16 bytes are left.
	MOVQ BX, R9
	SUBQ DI, R9
	JZ dend
	MOVQ BX, DX                 // no step after this one
	LEAQ (SI)(DI*1), R11
	ANDL $0xfff, R11
	CMPL R11, $0xff0
	JA dback
	MOVOU (SI)(DI*1), X0
	MOVO X0, X1
	PCMPEQB X6, X0
	PMOVMSKB X0, AX
	PCMPEQB X7, X1
	PMOVMSKB X1, R8
	JMP dlast

dback:
	// The sixteen bytes ending at p+n: shift out the 16-r lanes before DI.
	MOVOU -16(SI)(BX*1), X0
	MOVO X0, X1
	PCMPEQB X6, X0
	PMOVMSKB X0, AX
	PCMPEQB X7, X1
	PMOVMSKB X1, R8
	MOVQ $16, CX
	SUBQ R9, CX
	SHRL CX, AX
	SHRL CX, R8

dlast:
	LEAL (R10)(R8*2), R8
	ANDL R8, AX
	MOVQ R9, CX
	MOVL $1, R8
	SHLL CX, R8
	DECL R8                     // the r lanes of the path
	ANDL R8, AX
	JNZ dcand

dend:
	MOVQ BX, ret+16(FP)
	RET
