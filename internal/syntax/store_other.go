//go:build !amd64 || purego

package syntax

// storeWide writes *r again in sixteen-byte stores on amd64
// (store_amd64.go); here it does nothing.
func storeWide(*Ref) {}
