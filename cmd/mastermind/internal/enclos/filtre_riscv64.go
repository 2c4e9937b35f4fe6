//go:build linux

package enclos

import "golang.org/x/sys/unix"

// archAudit is the architecture the filter lets through.
const (
	archAudit  = unix.AUDIT_ARCH_RISCV64
	numerosX32 = 0
)
