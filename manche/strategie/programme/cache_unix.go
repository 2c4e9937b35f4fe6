//go:build unix

package programme

import (
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// envOrdreFD names the descriptor from which a binary that CacheOrdre
// started again reads the seed: its number, from 3.
const envOrdreFD = "MASTERMIND_ORDER_FD"

// CacheOrdre takes the seed of a replay out of the process's environment.
// A process's environment is readable by every process of its user
// (/proc/PID/environ: Landlock forbids tracing the lab and reading its
// memory, not that), fenced programs included: when EnvOrdre is set, the
// binary starts itself again in its own place (exec, the same process)
// without it, the seed in a pipe that the new image reads at once,
// before any program starts. main calls it first, after
// enclos.SiRelance.
//
// Résultat: the reader of the environment the run uses: getenv, except
// that EnvOrdre gives the seed moved out of the environment. Should the
// exec fail, the run goes on with the seed where it was.
func CacheOrdre(getenv func(string) string) func(string) string {
	if n := getenv(envOrdreFD); n != "" {
		_ = os.Unsetenv(envOrdreFD)
		return avecOrdre(getenv, litOrdreFD(n))
	}
	v, ok := os.LookupEnv(EnvOrdre)
	if !ok {
		return getenv
	}
	_ = os.Unsetenv(EnvOrdre)
	relance(v)
	return avecOrdre(getenv, v)
}

// relance executes this binary again, with the same arguments and
// environment but the seed v in a pipe. It returns only when it cannot.
func relance(v string) {
	r, w, err := os.Pipe()
	if err != nil {
		return
	}
	defer r.Close()
	_, err = io.WriteString(w, v)
	w.Close()
	exe, err2 := os.Executable()
	if err != nil || err2 != nil {
		return
	}
	fd := r.Fd()
	// The pipe's read end survives the exec.
	if _, _, e := syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_SETFD, 0); e != 0 {
		return
	}
	_ = syscall.Exec(exe, os.Args, append(os.Environ(), envOrdreFD+"="+strconv.Itoa(int(fd))))
}

// maxGraineTexte bounds what is read of the pipe.
const maxGraineTexte = 64

// litOrdreFD reads the seed from descriptor n, a pipe relance made, and
// closes it; what is read is checked as any seed (LitGraineOrdre), and
// "?" when there is nothing to read, so that the run refuses rather than
// draws another order.
func litOrdreFD(n string) string {
	fd, err := strconv.Atoi(n)
	if err != nil || fd < 3 {
		return "?"
	}
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFIFO {
		return "?"
	}
	f := os.NewFile(uintptr(fd), "ordre")
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxGraineTexte))
	if err != nil || len(b) == 0 {
		return "?"
	}
	return strings.TrimSpace(string(b))
}
