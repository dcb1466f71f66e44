package wchk
import ("os";"strings";"testing";"github.com/urikit/urikit/check";"github.com/urikit/urikit/whatwg/diff")
func lines() []string { b,_ := os.ReadFile("/tmp/k.txt"); return strings.Split(string(b), "\n") }
func BenchmarkCheck(b *testing.B){ l := lines(); i:=0; for b.Loop(){ check.URI(l[i%len(l)]); i++ } }
func BenchmarkDiff(b *testing.B){ l := lines(); i:=0; for b.Loop(){ diff.Compare(l[i%len(l)]); i++ } }
