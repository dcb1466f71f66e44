package main

import (
	"bufio"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// jsonObjectTests: the verbs' result objects as output.object writes them
// (internal/jsonl): the text of encoding/json, plus NAME_base64 after a
// string member that is not UTF-8 (CLI.md "Outputs": JSON output loses
// nothing).
var jsonObjectTests = []struct {
	v    any
	want string
}{
	// Embedded components flattened, null when absent.
	{newParseResult(uri.MustParse("http://u@[::1]:/p?#")), `{"input":"http://u@[::1]:/p?#","valid":true,"scheme":"http","authority":"u@[::1]:","userinfo":"u","host":"[::1]","host_type":"ipv6","port":"","path":"/p","query":"","fragment":"","site":null}`},
	// An error object.
	{parseFailure{Input: "a b", Error: &jsonError{1, "x"}}, `{"input":"a b","valid":false,"error":{"offset":1,"message":"x"}}`},
	// Not UTF-8: the exact bytes in standard base64 (RFC 4648 4).
	{parseFailure{Input: "a\xffb", Error: &jsonError{1, "x"}}, `{"input":"a\ufffdb","input_base64":"Yf9i","valid":false,"error":{"offset":1,"message":"x"}}`},
	{resolveFailure{Base: "http://a/", Ref: "\xc3", Error: &jsonError{0, "x"}}, `{"base":"http://a/","ref":"\ufffd","ref_base64":"ww==","error":{"offset":0,"message":"x"}}`},
	// A pointer to a string that is not UTF-8, and a null one.
	{equalFailure{A: "\xfe\xff", B: nil, Error: &equalError{"line", 2, "x"}}, `{"a":"\ufffd\ufffd","a_base64":"/v8=","b":null,"error":{"side":"line","offset":2,"message":"x"}}`},
	// An empty slice and a slice of objects.
	{lenientResult{Input: "a", Valid: true, Result: "a", Fixes: []jsonFix{}}, `{"input":"a","valid":true,"result":"a","fixes":[],"scheme":null,"authority":null,"userinfo":null,"host":null,"host_type":null,"port":null,"path":"","query":null,"fragment":null,"site":null}`},
	{[]jsonFix{{1, "<", "", "r"}}, `[{"offset":1,"was":"<","now":"","reason":"r"}]`},
}

func TestJSONObject(t *testing.T) {
	for _, tt := range jsonObjectTests {
		var b strings.Builder
		out := &output{json: true}
		out.w = bufio.NewWriter(&b)
		out.object(tt.v)
		out.flush()
		if got := b.String(); got != tt.want+"\n" {
			t.Errorf("object(%+v):\n\tgot  %v\n\twant %v", tt.v, got, tt.want)
		}
	}
}
