//go:build !unix

package programme

// oNonBloquant: no FIFO to wait on here.
const oNonBloquant = 0
