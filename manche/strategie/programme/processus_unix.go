//go:build unix

package programme

import (
	"os"
	"os/exec"
	"syscall"
)

// enGroupe starts the program as the leader of a new process group.
func enGroupe(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// tueGroupe kills every process of the program's group, the program
// included.
func tueGroupe(cmd *exec.Cmd) {
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
}

func sortieDe(e *os.ProcessState) *Sortie {
	if e == nil {
		return nil
	}
	if ws, ok := e.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return &Sortie{Signal: int(ws.Signal())}
	}
	return &Sortie{Statut: e.ExitCode()}
}
