//go:build !purego

#include "textflag.h"

// The modes of tripletsRun (rewrite_amd64.go checks them).
#define runLower 1
#define runPath 2
#define runDots 4
#define runRest 8

// The constants of tripletsRun: 'A'-1, 'Z'+1, '%', 0x20, '.' and '/' in
// every lane.
DATA runConsts<>+0(SB)/8, $0x4040404040404040
DATA runConsts<>+8(SB)/8, $0x4040404040404040
DATA runConsts<>+16(SB)/8, $0x5b5b5b5b5b5b5b5b
DATA runConsts<>+24(SB)/8, $0x5b5b5b5b5b5b5b5b
DATA runConsts<>+32(SB)/8, $0x2525252525252525
DATA runConsts<>+40(SB)/8, $0x2525252525252525
DATA runConsts<>+48(SB)/8, $0x2020202020202020
DATA runConsts<>+56(SB)/8, $0x2020202020202020
DATA runConsts<>+64(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA runConsts<>+72(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA runConsts<>+80(SB)/8, $0x2f2f2f2f2f2f2f2f
DATA runConsts<>+88(SB)/8, $0x2f2f2f2f2f2f2f2f
GLOBL runConsts<>(SB), RODATA|NOPTR, $96

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

// LOWERBYTE puts the byte in AX in lower case when it is an ASCII
// upper-case letter and runLower is in mode, and goes on at done.
#define LOWERBYTE(done) \
	TESTQ $runLower, mode+64(FP); \
	JEQ done; \
	LEAL -0x41(AX), R12; \
	CMPL R12, $26; \
	JAE done; \
	ORL $0x20, AX

// TAIL loads into X0 the last step of a run, of which 0 <= r = BX-CX < 16
// bytes (in R11) are left, or goes to end when none is: sixteen bytes read
// forward within the page of the step's first byte, where buf has room to
// store them whole at DX; else the run ends byte by byte, at bytes.
#define TAIL(bytes) \
	MOVQ BX, R11; \
	SUBQ CX, R11; \
	JZ end; \
	LEAQ 16(DX), R13; \
	CMPQ R13, R8; \
	JA bytes; \
	LEAQ (SI)(CX*1), R13; \
	MOVL R13, R12; \
	ANDL $0xfff, R12; \
	CMPL R12, $0xff0; \
	JA bytes; \
	MOVOU (R13), X0

// STOPS sets the low sixteen bits of AX to the lanes of X0 that stop a
// step of a path under runDots: a '%' (X11), or a '.' (X12) that starts a
// segment, after a '/' (X13) or, in lane 0, after the carry R14 (1 when
// the byte before the step is a '/'); R14 becomes the carry of the next
// step, the '/' of lane 15. R12 and R13 are scratch.
#define STOPS \
	MOVO X0, X1; \
	PCMPEQB X11, X1; \
	PMOVMSKB X1, AX; \
	MOVO X0, X2; \
	PCMPEQB X12, X2; \
	PMOVMSKB X2, R12; \
	MOVO X0, X3; \
	PCMPEQB X13, X3; \
	PMOVMSKB X3, R13; \
	LEAL (R14)(R13*2), R14; \
	ANDL R14, R12; \
	ORL R12, AX; \
	SHRL $15, R13; \
	MOVL R13, R14

// func tripletsRun(buf []byte, m int, s string, i, j int, mode uint64, pct *bool, rest *restRun) (n int, dots bool)
//
// tripletsRun writes s[i:j], a component whose triplets are whole (the
// parser's word), into buf from m with its triplets normalized (RFC 3986
// 6.2.2.1, 6.2.2.2): one of an unreserved character decoded, every other
// written with upper-case hex digits, setting *pct. With runLower in mode
// the ASCII letters, written or decoded, go in lower case (a scheme or a
// reg-name); with runPath a decoded '.' stops it with -1; with runDots (a
// path after an authority) each "." segment inside it goes as it is
// written ("/./" becomes "/", 5.2.4 B), and dots reports that another
// dot-segment may be left for the general removal. With runRest (and
// runLower) s[i:j] is a reg-name, after which the path s[j:rest.pe]
// follows under runPath|runDots and the '?' and query s[rest.pe:rest.qe]
// under mode 0, in the same run; rest.hostEnd and rest.pathEnd are where
// the first two ended in buf.
// It returns the new end of the output, never more than m plus the length
// read; buf must hold that, and -1 is the answer to offsets out of range.
// The runs between triplets go sixteen bytes a step (SSE2), each step
// stored whole while buf has room for it: the bytes stored past the
// output's end are the caller's to write over. The last step reads
// forward within the page of its first byte, and else, like a step for
// which buf has no room, goes byte by byte (and, under runDots, leaves its
// dot-segments to the general removal).
TEXT ·tripletsRun(SB), NOSPLIT, $0-97
	MOVB $0, dots+96(FP)
	MOVQ buf_base+0(FP), DI
	MOVQ buf_len+8(FP), R8
	MOVQ m+24(FP), AX
	MOVQ s_base+32(FP), SI
	MOVQ i+48(FP), CX
	MOVQ j+56(FP), BX
	// 0 <= i <= j <= len(s), 0 <= m <= len(buf), j-i <= len(buf)-m; with
	// runRest, j <= rest.pe <= rest.qe <= len(s) and rest.qe-i <= len(buf)-m.
	CMPQ BX, s_len+40(FP)
	JHI fail
	CMPQ CX, BX
	JHI fail
	CMPQ AX, R8
	JHI fail
	SUBQ AX, R8                 // room in buf from m
	ADDQ AX, DI                 // buf[m:]
	TESTQ $runRest, mode+64(FP)
	JEQ room
	MOVQ rest+80(FP), R13
	MOVQ 0(R13), R11            // pe
	CMPQ BX, R11
	JHI fail
	MOVQ 8(R13), R12            // qe
	CMPQ R11, R12
	JHI fail
	CMPQ R12, s_len+40(FP)
	JHI fail
	SUBQ CX, R12
	CMPQ R12, R8
	JHI fail
room:
	SUBQ CX, BX                 // j-i
	CMPQ BX, R8
	JHI fail
	ADDQ CX, SI                 // s[i:]
	MOVQ pct+72(FP), R10
	LEAQ runConsts<>(SB), AX
	MOVOU 32(AX), X11
	XORQ CX, CX                 // src offset
	XORQ DX, DX                 // dst offset
	TESTQ $runDots, mode+64(FP)
	JNE dots
	MOVOU 0(AX), X8
	MOVOU 16(AX), X9
	PXOR X10, X10
	TESTQ $runLower, mode+64(FP)
	JEQ loop
	MOVOU 48(AX), X10

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
	// AX: the stops of the step at CX, kept in R9 for the steps that go on
	// past a kept triplet.
	MOVL AX, R9
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
	TESTQ $runPath, mode+64(FP)
	JEQ decoded
	CMPL AX, $0x2e
	JEQ fail                    // "%2E" in a path
decoded:
	LOWERBYTE(store)
store:
	MOVB AX, (DI)(DX*1)
	INCQ DX
	ADDQ $3, CX
	JMP next

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
	// The bytes of the step past the triplet are written, the same number
	// of bytes on: the step goes on at its next stop (R9 is 0 from the byte
	// path).
	BSFL R9, AX                 // the triplet's lane
	JZ next
	LEAL -1(R9), R11
	ANDL R11, R9                // the stops after it
	BSFL R9, R11
	JZ kend
	SUBL AX, R11
	LEAQ -3(CX)(R11*1), CX
	LEAQ -3(DX)(R11*1), DX
	JMP stop

kend:
	// No stop left: the step is written up to its end, unless the triplet
	// reaches past it.
	MOVL $13, R11
	SUBL AX, R11
	JLE next                    // the byte before CX is the triplet's
	ADDQ R11, CX
	ADDQ R11, DX
	TESTQ $runDots, mode+64(FP)
	JEQ loop
	JMP dloop                   // R14: the '/' of the step's lane 15

lone:
	MOVB $0x25, (DI)(DX*1)
	INCQ CX
	INCQ DX

next:
	// After a triplet: the byte before CX is no '/'.
	TESTQ $runDots, mode+64(FP)
	JEQ loop
	XORL R14, R14
	JMP dloop

tail:
	TAIL(bytes)
	LOWER
	MOVOU X0, (DI)(DX*1)
	BTSL R11, AX                // stop at the end of src
	JMP found

bytes:
	CMPQ CX, BX
	JAE end
	MOVBLZX (SI)(CX*1), AX
	CMPL AX, $0x25
	MOVL $0, R9                 // no step to go on with after a triplet
	JEQ triplet
	LOWERBYTE(bstore)
bstore:
	MOVB AX, (DI)(DX*1)
	INCQ CX
	INCQ DX
	JMP bytes

dots:
	// runDots: the steps also stop at each '.' that starts a segment.
	MOVOU 64(AX), X12
	MOVOU 80(AX), X13
	XORL R14, R14               // the path's first byte follows no '/'

dloop:
	LEAQ 16(CX), R11
	CMPQ R11, BX
	JA dtail
	LEAQ 16(DX), R11
	CMPQ R11, R8
	JA dbytes
	MOVOU (SI)(CX*1), X0
	MOVOU X0, (DI)(DX*1)
	STOPS
	TESTL AX, AX
	JNZ dfound
	ADDQ $16, CX
	ADDQ $16, DX
	JMP dloop

dfound:
	MOVL AX, R9
	BSFL AX, AX
	ADDQ AX, CX
	ADDQ AX, DX

stop:
	// A stop of a step under runDots, or after a kept triplet.
	CMPQ CX, BX
	JAE end
	CMPB (SI)(CX*1), $0x25
	JEQ triplet

dot:
	// src[CX] is a '.' after a '/' (runDots). A "." or ".." segment is
	// one followed by a '/' or the end of the path (5.2.4).
	LEAQ 1(CX), R11
	CMPQ R11, BX
	JAE dleft                   // "/." ends the path
	MOVBLZX 1(SI)(CX*1), R12
	CMPL R12, $0x2f
	JEQ dcut                    // "/./"
	CMPL R12, $0x2e
	JNE dplain                  // a segment that starts with '.'
	LEAQ 2(CX), R11
	CMPQ R11, BX
	JAE dleft                   // "/.." ends the path
	CMPB 2(SI)(CX*1), $0x2f
	JNE dplain
dleft:
	// A dot-segment for the general removal, written as it is.
	MOVB $1, dots+96(FP)
dplain:
	MOVB $0x2e, (DI)(DX*1)
	INCQ CX
	INCQ DX
	XORL R14, R14
	JMP dloop

dcut:
	// 5.2.4 B: "/./" becomes "/", the '/' already written. The byte after
	// the cut follows that '/'.
	ADDQ $2, CX
	MOVL $1, R14
	JMP dloop

dtail:
	TAIL(dbytes)
	MOVOU X0, (DI)(DX*1)
	STOPS
	BTSL R11, AX                // stop at the end of src
	JMP dfound

dbytes:
	// Byte by byte, its dot-segments left to the general removal.
	MOVB $1, dots+96(FP)
	JMP bytes

end:
	// The end of a run: of s[i:j], or under runRest of the path or query
	// after it.
	TESTQ $runRest, mode+64(FP)
	JNE rest
ret:
	ADDQ m+24(FP), DX
	MOVQ DX, n+88(FP)
	RET

rest:
	MOVQ rest+80(FP), R13
	MOVQ DX, R11
	ADDQ m+24(FP), R11          // the end of the run in buf
	LEAQ runConsts<>(SB), AX
	TESTQ $runLower, mode+64(FP)
	JEQ restQuery
	// The host ended: the path s[j:pe] follows.
	MOVQ R11, 16(R13)           // hostEnd
	MOVQ $(runPath|runDots|runRest), mode+64(FP)
	MOVQ 0(R13), BX
	SUBQ i+48(FP), BX
	JMP dots

restQuery:
	// The path ended: the query s[pe:qe], its '?' first, follows.
	MOVQ R11, 24(R13)           // pathEnd
	MOVQ 8(R13), BX
	SUBQ i+48(FP), BX
	CMPQ BX, CX
	JEQ ret                     // no query
	MOVQ $0, mode+64(FP)
	MOVOU 0(AX), X8
	MOVOU 16(AX), X9
	PXOR X10, X10
	JMP loop

fail:
	MOVQ $-1, n+88(FP)
	RET
