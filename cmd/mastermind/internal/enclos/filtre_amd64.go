//go:build linux

package enclos

import "golang.org/x/sys/unix"

// archAudit is the architecture the filter lets through; numerosX32 the
// first number of the x32 calls, which it refuses.
const (
	archAudit  = unix.AUDIT_ARCH_X86_64
	numerosX32 = 0x40000000
)
