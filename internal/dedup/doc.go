// Package dedup holds the table behind the urikit command's dedup verb:
// the classes of equivalent inputs, each with its key (a normal form or
// another crawl key), its count and its first spelling, in order of first
// appearance. The text of the classes is stored once, in large byte
// arenas, and found by a map from the 64-bit hash of the key; a hash is
// never trusted alone, the stored key is compared. The memory the table
// takes is counted as it grows and bounded by a limit.
package dedup
