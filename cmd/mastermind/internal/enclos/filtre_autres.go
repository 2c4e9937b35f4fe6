//go:build linux && !amd64 && !arm64 && !riscv64 && !loong64

package enclos

// archAudit 0: the filter knows no other architecture (their socket
// calls may go through socketcall(2), which it would have to read), and
// the fence says so (Garanties).
const (
	archAudit  = 0
	numerosX32 = 0
)
