module github.com/urikit/urikit

go 1.26

require github.com/rogpeppe/go-internal v1.16.0 // indirect
