//go:build unix && !linux

package enclos

import (
	"os"
	"syscall"
	"time"
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

// demarre starts the launcher: no namespace, no cgroup here.
func (*gardiennage) demarre(chemin string, argv []string, attr *syscall.ProcAttr, env func(espaces, cgroupe bool) []string) (int, error) {
	attr.Env = env(false, false)
	return syscall.ForkExec(chemin, argv, attr)
}

// tue kills the program's process group.
func (*gardiennage) tue(pid int) { _ = syscall.Kill(-pid, syscall.SIGKILL) }

func (*gardiennage) nettoie() {}

// utilisateurPropre: no user of its own for root's programs here.
func utilisateurPropre() int { return 0 }

// execute bounds each process's data by memoire bytes (the BSDs and
// macOS do not all enforce an address space limit), then execs program
// chemin.
func execute(chemin string, argv, env []string, memoire int64) error {
	borne(syscall.RLIMIT_DATA, memoire, 0)
	return syscall.Exec(chemin, argv, env)
}

// effaceDrapeaux: flags are not cleared here.
func effaceDrapeaux(string) {}

// bornesSysteme sets nothing more: RLIMIT_NPROC counts every process of
// the user, which the launcher cannot count here.
func bornesSysteme(Limites, bool) {}

// enclot has no namespace, Landlock nor filter to apply: it holds the
// guarantee of a user that is not root only when the lab is not.
func enclot(config) Garanties {
	if os.Geteuid() != 0 {
		return GarUtilisateur
	}
	return 0
}

// fermeHeritage marks close-on-exec every descriptor from premier up, to
// the process's limit: only the standard streams reach the program.
func fermeHeritage(premier int) {
	var r syscall.Rlimit
	fin := 1024
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r) == nil && r.Cur < 1<<20 {
		fin = int(r.Cur)
	}
	for fd := premier; fd < fin; fd++ {
		syscall.CloseOnExec(fd)
	}
}

// changement is when fi's inode last changed (its ctime; the field's
// name differs between the systems: ctime_*.go).
func changement(fi os.FileInfo) time.Time {
	if s, ok := fi.Sys().(*syscall.Stat_t); ok {
		return ctime(s)
	}
	return fi.ModTime()
}
