module github.com/urikit/urikit/bench

go 1.26.0

require (
	github.com/PuerkitoBio/purell v1.2.1
	github.com/nlnwa/whatwg-url v0.6.2
	github.com/urikit/urikit v0.0.0
	github.com/yosida95/uritemplate/v3 v3.0.2
	mvdan.cc/xurls/v2 v2.6.0
)

require (
	github.com/bits-and-blooms/bitset v1.20.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/urikit/urikit => ../
