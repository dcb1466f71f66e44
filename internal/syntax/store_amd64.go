//go:build !purego

package syntax

// storeWide writes *r again, unchanged, in sixteen-byte stores
// (store_amd64.s). Parse writes a Ref field by field, in stores of one to
// eight bytes, and returns it; its callers then copy it, as Go copies a
// struct of this size, in sixteen-byte loads. A load that spans several
// stores still waiting to reach the cache cannot take its bytes from them
// (store-to-load forwarding), and waits until they have: about 5 ns on
// every reference, on the way to whatever reads the copy next
// (Normalize, Resolve). After storeWide each such load finds one store
// that holds it whole.
//
//go:noescape
func storeWide(r *Ref)
