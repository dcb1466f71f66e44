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

// func skipRun(p *byte, n int, t *[32]byte) int
//
// skipRun returns the length of the longest prefix of p[:n] (n >= 1) whose
// bytes all belong to the class of the nibble table t (nibbles.go): a byte
// b belongs when t[b&15] & t[16+b>>4] != 0, read sixteen bytes at a time
// with PSHUFB (SSSE3). A load never crosses into a page the string does
// not reach: the last step reads forward when the sixteen bytes stay in
// the page of their first byte, and else reads the sixteen bytes ending
// at p+n, which lie in pages the string occupies.
TEXT ·skipRun(SB), NOSPLIT, $0-32
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), BX
	MOVQ t+16(FP), DI
	MOVOU 0(DI), X4             // lo: t[b&15]
	MOVOU 16(DI), X5            // hi: t[16+b>>4]
	MOVQ $0x0f0f0f0f0f0f0f0f, AX
	MOVQ AX, X6
	PUNPCKLQDQ X6, X6           // 0x0f in every lane
	PXOR X7, X7                 // zero
	XORQ CX, CX                 // offset of the next step

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
	MOVQ CX, ret+24(FP)
	RET

tail:
	// 0 <= r = n-CX < 16 bytes are left.
	MOVQ BX, R9
	SUBQ CX, R9
	JZ end
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
	// The sixteen bytes ending at p+n: shift out the 16-r lanes before CX.
	MOVOU -16(SI)(BX*1), X0
	CLASSIFY
	MOVQ $16, CX
	SUBQ R9, CX
	SHRL CX, AX
	BTSL R9, AX
	MOVQ BX, CX
	SUBQ R9, CX
	JMP found

end:
	MOVQ BX, ret+24(FP)
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
