//go:build unix && !linux

package enclos

import (
	"os"
	"syscall"
)

// soi is the running binary.
func soi() string {
	p, err := os.Executable()
	if err != nil {
		return os.Args[0]
	}
	return p
}

// attributsGardien: the guard leads a process group of its own.
func attributsGardien() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

// gardiennage holds nothing where there is no subreaper and no cgroup: the
// guard ends the program's process group.
type gardiennage struct{}

func nouvelleGarde(Limites) *gardiennage { return &gardiennage{} }

func (*gardiennage) demarre(chemin string, argv []string, attr *syscall.ProcAttr) (int, error) {
	return syscall.ForkExec(chemin, argv, attr)
}

// tue kills the program's process group.
func (*gardiennage) tue(pid int) { _ = syscall.Kill(-pid, syscall.SIGKILL) }

func (*gardiennage) nettoie() {}

// bornesSysteme sets nothing more: RLIMIT_NPROC counts every process of
// the user, which the launcher cannot count here.
func bornesSysteme(Limites) {}

// enclot has no Landlock to apply.
func enclot(string) {}
