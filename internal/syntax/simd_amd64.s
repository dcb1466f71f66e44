//go:build !purego

#include "textflag.h"

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

// func skipRun(s string, t *[32]byte, pct *bool) int
//
// skipRun returns the length of the longest prefix of s whose bytes all
// belong to the class of the nibble table t (nibbles.go), and, with pct
// not nil, also crosses each whole triplet "%" HEXDIG HEXDIG, setting
// *pct when it does. A byte b belongs when t[b&15] & t[16+b>>4] != 0, read
// sixteen bytes at a time with PSHUFB (SSSE3), or one at a time without
// it. A load never crosses into a page the string does not reach: the
// last step reads forward when the sixteen bytes stay in the page of
// their first byte, and else reads the sixteen bytes ending at the
// string's end, which lie in pages the string occupies.
TEXT ·skipRun(SB), NOSPLIT, $0-40
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), BX
	MOVQ t+16(FP), DI
	MOVQ pct+24(FP), R10
	LEAQ ·table(SB), R12        // the classes, for HEXDIG
	XORQ CX, CX                 // offset of the next step
	CMPB ·haveSkipRun(SB), $0
	JEQ bloop
	MOVOU 0(DI), X4             // lo: t[b&15]
	MOVOU 16(DI), X5            // hi: t[16+b>>4]
	MOVQ $0x0f0f0f0f0f0f0f0f, AX
	MOVQ AX, X6
	PUNPCKLQDQ X6, X6           // 0x0f in every lane
	PXOR X7, X7                 // zero

loop:
	LEAQ 16(CX), DX
	CMPQ DX, BX
	JA tail
	MOVOU (SI)(CX*1), X0
	CLASSIFY
	TESTL AX, AX
	JNZ found
	MOVQ DX, CX
	JMP loop

found:
	BSFL AX, AX
	ADDQ AX, CX
	TRIPLET(loop)

done:
	MOVQ CX, ret+32(FP)
	RET

tail:
	// 0 <= r = n-CX < 16 bytes are left.
	MOVQ BX, R9
	SUBQ CX, R9
	JZ done
	LEAQ (SI)(CX*1), DX
	MOVL DX, R8
	ANDL $0xfff, R8
	CMPL R8, $0xff0
	JA backward
	MOVOU (DX), X0
	CLASSIFY
	BTSL R9, AX                 // stop at the end of the string
	JMP found

backward:
	// The sixteen bytes ending at the string's end: shift out the 16-r
	// lanes before CX.
	MOVOU -16(SI)(BX*1), X0
	CLASSIFY
	MOVQ $16, CX
	SUBQ R9, CX
	SHRL CX, AX
	BTSL R9, AX
	MOVQ BX, CX
	SUBQ R9, CX
	JMP found

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
