//go:build linux

package enclos

import "golang.org/x/sys/unix"

// archAudit is the architecture the filter lets through; arm64 has no
// second numbering to refuse.
const (
	archAudit  = unix.AUDIT_ARCH_AARCH64
	numerosX32 = 0
)
