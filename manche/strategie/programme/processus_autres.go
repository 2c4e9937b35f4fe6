//go:build !unix

package programme

import (
	"os"
	"os/exec"
)

// enGroupe does nothing where there are no process groups.
func enGroupe(*exec.Cmd) {}

// tueGroupe kills the program alone where there are no process groups.
func tueGroupe(cmd *exec.Cmd) { _ = cmd.Process.Kill() }

func sortieDe(e *os.ProcessState) *Sortie {
	if e == nil {
		return nil
	}
	return &Sortie{Statut: e.ExitCode()}
}
