package uri

// This file gives the comparison ladder of RFC 3986 6.2 one step at a
// time: the steps of syntax-based normalization (6.2.2.1 case, 6.2.2.2
// percent-encoding, 6.2.2.3 path segments), then scheme-based
// normalization (6.2.3), each with those before it, as a tool shows them
// to a reader. The normalizer is the one behind Normalize and
// NormalizeWith (internal/norm), stopped after the step.

import (
	"strconv"

	"github.com/urikit/urikit/internal/norm"
)

// Step is a step of normalization in RFC 3986 6.2.2 and 6.2.3, in the
// order of the sections. The form of a reference after a step has had
// the steps before it too: StepPathSegment gives the syntax-based normal
// form (SyntaxBased), StepScheme the scheme-based one (Normalize).
type Step uint8

const (
	// StepCase is case normalization (6.2.2.1): the scheme and the host
	// in lower case (the hex digits of an IP literal too), the hex digits
	// of every percent-encoding in upper case. Nothing is decoded.
	StepCase Step = iota + 1
	// StepPercentEncoding adds percent-encoding normalization (6.2.2.2):
	// percent-encoded unreserved characters decoded, a letter decoded in
	// a reg-name in lower case. A segment that reads "." or ".." once
	// decoded but spells a dot "%2E" keeps its dots encoded ("/.%2e/"
	// becomes "/%2E%2E/"): a percent-encoded dot is data, never a
	// dot-segment (see SyntaxBased).
	StepPercentEncoding
	// StepPathSegment adds path segment normalization (6.2.2.3):
	// dot-segments removed (5.2.4), and IPv6 literals written in the text
	// of RFC 5952. The result is NormalizeWith at SyntaxBased.
	StepPathSegment
	// StepScheme adds scheme-based normalization (6.2.3) from the scheme
	// registry: the result is Normalize's.
	StepScheme
)

// String returns the section of RFC 3986 that defines the step, "6.2.2.1"
// to "6.2.3".
func (s Step) String() string {
	switch s {
	case StepCase:
		return "6.2.2.1"
	case StepPercentEncoding:
		return "6.2.2.2"
	case StepPathSegment:
		return "6.2.2.3"
	case StepScheme:
		return "6.2.3"
	}
	return "Step(" + strconv.Itoa(int(s)) + ")"
}

// NormalizeStep returns r normalized through step s: the steps of RFC 3986
// 6.2.2 and 6.2.3 up to s, in order, so that a reader can see what each
// one changes. It returns r itself, without allocating, when those steps
// change nothing, and r unchanged for an invalid r or a step other than
// the four.
func (r Ref) NormalizeStep(s Step) Ref {
	switch s {
	case StepCase:
		return Ref{norm.Normalize(r.r, &caseStep)}
	case StepPercentEncoding:
		return Ref{norm.Normalize(r.r, &percentStep)}
	case StepPathSegment:
		return r.NormalizeWith(NormalizeOptions{Level: SyntaxBased})
	case StepScheme:
		return r.Normalize()
	}
	return r
}

// The normalizer's options of the first two steps (never modified).
var (
	caseStep    = norm.NormOptions{Through: norm.CaseStep}
	percentStep = norm.NormOptions{Through: norm.PercentStep}
)
