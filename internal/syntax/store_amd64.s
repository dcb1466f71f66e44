//go:build !purego

#include "textflag.h"

// func storeWide(r *Ref)
//
// storeWide writes *r again in three sixteen-byte stores, each built from
// loads of the widths its fields were stored with (so that they forward):
// the string (two words), the six offsets (int32), and the flags, host
// kind and pct (a byte each) with the padding after them as zeros. The
// offsets are Ref's, which store_test.go checks.
TEXT ·storeWide(SB), NOSPLIT, $0-8
	MOVQ r+0(FP), DI
	MOVQ 0(DI), X0              // s
	MOVQ 8(DI), X1
	PUNPCKLQDQ X1, X0
	MOVOU X0, 0(DI)
	MOVL 16(DI), AX             // schemeEnd, hostStart
	MOVL 20(DI), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, X0
	MOVL 24(DI), AX             // hostEnd, pathStart
	MOVL 28(DI), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, X1
	PUNPCKLQDQ X1, X0
	MOVOU X0, 16(DI)
	MOVL 32(DI), AX             // pathEnd, queryEnd
	MOVL 36(DI), BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, X0
	MOVBQZX 40(DI), AX          // flags, host, pct
	MOVBQZX 41(DI), BX
	SHLL $8, BX
	ORL BX, AX
	MOVBQZX 42(DI), BX
	SHLL $16, BX
	ORL BX, AX
	MOVQ AX, X1
	PUNPCKLQDQ X1, X0
	MOVOU X0, 32(DI)
	RET
