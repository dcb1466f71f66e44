package file_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme/file"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := file.Parse(uri.MustParse("file:////host.example.com/Share/a%20b.txt"))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q %q %v\n", u.Host, u.Path, u.IsUNC())
	// Output: "host.example.com" "/Share/a b.txt" true
}

func ExampleParseString() {
	u, _ := file.ParseString("file:c:/path/to/file.txt")
	fmt.Printf("%q %q %s\n", u.Drive, u.Path, u)
	// Output: "c:" "/path/to/file.txt" file:/c:/path/to/file.txt
}

func ExampleFromPath() {
	u, _ := file.FromPath(`C:\Program Files\app.exe`, file.Windows)
	fmt.Println(u)
	u, _ = file.FromPath("/home/me/notes #1.txt", file.POSIX)
	fmt.Println(u)
	// Output:
	// file:///C:/Program%20Files/app.exe
	// file:///home/me/notes%20%231.txt
}

func ExampleURL_ToPath() {
	u, _ := file.ParseString("file://server/share/dir/f.txt")
	p, _ := u.ToPath(file.Windows)
	fmt.Println(p)
	_, err := u.ToPath(file.POSIX)
	fmt.Println(err)
	// Output:
	// \\server\share\dir\f.txt
	// file: path of "file://server/share/dir/f.txt": a non-local file has no POSIX path
}

func ExampleURL_IsLocal() {
	a, _ := file.ParseString("file://localhost/etc/hosts")
	b, _ := file.ParseString("file:///etc/hosts")
	fmt.Println(a.IsLocal(), b.IsLocal(), a.Host == b.Host)
	// Output: true true false
}

func ExampleURL_IsUNC() {
	u, _ := file.ParseString("file://host.example.com/Share/x")
	fmt.Println(u.IsUNC())
	// Output: true
}

func ExampleURL_String() {
	u := file.URL{HasAuthority: true, Drive: "D:", Path: "/data/été.csv"}
	fmt.Println(u.String())
	// Output: file:///D:/data/%C3%A9t%C3%A9.csv
}

func ExampleURL_Fields() {
	u, _ := file.ParseString("file:///C:/x")
	f := u.Fields()
	fmt.Printf("%q %q %q\n", f["host"], f["path"], f["drive"])
	u, _ = file.ParseString("file:/etc/hosts")
	f = u.Fields()
	fmt.Println(f["host"], f["path"], f["drive"])
	// Output:
	// "" "/x" "C:"
	// <nil> /etc/hosts <nil>
}

func ExampleURL_IsUTF8() {
	u, _ := file.ParseString("file:///tmp/caf%E9.txt")
	p, _ := u.ToPath(file.POSIX)
	fmt.Printf("%q %v\n", p, u.IsUTF8())
	// Output: "/tmp/caf\xe9.txt" false
}
