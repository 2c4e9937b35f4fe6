package disque

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Processus names a running program: its pid and, where the system says
// (Linux's /proc), when it started, so that a pid the system gave again to
// another program is not taken for it.
type Processus struct {
	Pid   int
	Debut string
}

// Moi is the running program.
func Moi() Processus {
	d, _ := debut(os.Getpid())
	return Processus{Pid: os.Getpid(), Debut: d}
}

// Vivant reports whether p still runs: its pid exists, is not a zombie,
// and, when both are known, started when p did.
func Vivant(p Processus) bool { return vivant(p) }

// String is the form written in lock files and temporary names: the pid,
// a dash, the start time ("1234-98765", or "1234-" when unknown).
func (p Processus) String() string { return fmt.Sprintf("%d-%s", p.Pid, p.Debut) }

// litProcessus reads what String wrote.
func litProcessus(s string) (Processus, bool) {
	pid, d, ok := strings.Cut(s, "-")
	n, err := strconv.Atoi(pid)
	if !ok || err != nil || n <= 0 || strings.ContainsFunc(d, func(r rune) bool { return r < '0' || r > '9' }) {
		return Processus{}, false
	}
	return Processus{Pid: n, Debut: d}, true
}
