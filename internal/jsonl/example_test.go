package jsonl_test

import (
	"bufio"
	"os"
	"strings"

	"github.com/urikit/urikit/internal/jsonl"
)

type component struct {
	Name  string  `json:"name"`
	Value *string `json:"value"` // null when absent
}

func ExampleWriteLine() {
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	host, empty := "example.com", ""
	for _, c := range []component{{"host", &host}, {"query", &empty}, {"fragment", nil}, {"path", ptr("/caf\xe9")}} {
		jsonl.WriteLine(w, c)
	}
	// Output:
	// {"name":"host","value":"example.com"}
	// {"name":"query","value":""}
	// {"name":"fragment","value":null}
	// {"name":"path","value":"/caf\ufffd","value_base64":"L2NhZuk="}
}

func ptr(s string) *string { return &s }

func ExampleValue() {
	var b strings.Builder
	jsonl.Value(&b, []component{{Name: "a&b<c>"}})
	os.Stdout.WriteString(b.String() + "\n")
	// Output:
	// [{"name":"a&b<c>","value":null}]
}

func ExampleString() {
	var b strings.Builder
	jsonl.String(&b, "tab\there, \u2028 and \xff")
	os.Stdout.WriteString(b.String() + "\n")
	// Output:
	// "tab\there, \u2028 and \ufffd"
}

func ExampleBase64() {
	var b strings.Builder
	jsonl.Base64(&b, "caf\xe9")
	os.Stdout.WriteString(b.String() + "\n")
	// Output:
	// "Y2Fm6Q=="
}
