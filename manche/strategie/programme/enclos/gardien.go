//go:build unix

package enclos

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"
	"time"
)

// SiRelance plays the guard or the launcher, and then exits, when this
// process was started as one (by Prepare, or by the guard): its first
// argument is marqueRelance and envEnclos holds its configuration.
// Otherwise it returns at once. Every binary that starts fenced programs
// calls it as the first statement of main, and every test binary whose
// tests start them as the first statement of TestMain, before anything
// reads flags, the environment or the terminal (as runc's and Docker's
// reexec do).
func SiRelance() {
	if len(os.Args) < 2 || os.Args[1] != marqueRelance {
		return
	}
	v, ok := os.LookupEnv(envEnclos)
	if !ok {
		return
	}
	os.Exit(joue(v, os.Args[2:]))
}

// statutEchec is the exit status of a guard or a launcher that failed
// itself (a configuration it cannot read, a launcher it cannot start),
// as env(1)'s 125.
const statutEchec = 125

// joue plays the part v says, for program args.
func joue(v string, args []string) int {
	var c config
	if err := json.Unmarshal([]byte(v), &c); err != nil || len(args) == 0 {
		fmt.Fprintf(os.Stderr, "mastermind: %v\n", ErrConfig)
		return statutEchec
	}
	switch c.Etape {
	case "gardien":
		return garde(c, args)
	case "lanceur":
		return lance(c, args)
	}
	fmt.Fprintf(os.Stderr, "mastermind: %v\n", ErrConfig)
	return statutEchec
}

// fdLab is the guard's end of its socket with the lab (ExtraFiles[0]);
// fdExec the launcher's end of its pipe to the guard.
const (
	fdLab  = 3
	fdExec = 3
)

// echecTexte is how the guard tells the lab that the program could not
// start: "echec ERRNO".
func echecTexte(err error) string {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		errno = syscall.EIO
	}
	return "echec " + strconv.Itoa(int(errno)) + "\n"
}

// garde starts the launcher of program args in its folder, then watches
// it (surveille).
func garde(c config, args []string) int {
	// The program must not inherit the socket.
	syscall.CloseOnExec(fdLab)
	lab := os.NewFile(fdLab, "lab")
	// A core dump of the guard would land in the lab's folder.
	_ = syscall.Setrlimit(syscall.RLIMIT_CORE, &syscall.Rlimit{})
	dossier, temporaire := c.Limites.Dossier, false
	if dossier == "" {
		d, err := os.MkdirTemp("", "mastermind-programme-")
		if err != nil {
			fmt.Fprintf(os.Stderr, "mastermind: %v\n", err)
			_, _ = io.WriteString(lab, echecTexte(err))
			return statutEchec
		}
		dossier, temporaire = d, true
	}
	g := nouvelleGarde(c.Limites)
	c.Etape, c.Limites.Dossier = "lanceur", dossier
	v, _ := json.Marshal(c)
	env := append(sans(sans(os.Environ(), envEnclos), "TMPDIR"), "TMPDIR="+dossier, envEnclos+"="+string(v))
	// The launcher tells on fdExec why it could not exec the program;
	// the pipe closes, empty, when it could.
	execR, execW, err := os.Pipe()
	if err == nil {
		attr := &syscall.ProcAttr{Dir: dossier, Env: env, Files: []uintptr{0, 1, 2, execW.Fd()}, Sys: &syscall.SysProcAttr{Setpgid: true}}
		var pid int
		pid, err = g.demarre(soi(), append([]string{"mastermind-lanceur", marqueRelance}, args...), attr)
		execW.Close()
		if err == nil {
			return surveille(g, lab, pid, execR, dossier, temporaire)
		}
	}
	g.nettoie()
	if temporaire {
		os.RemoveAll(dossier)
	}
	_, _ = io.WriteString(lab, echecTexte(err))
	return statutEchec
}

// surveille tells the lab whether the program started, then waits for
// its end, or for the lab to ask or to die; it then ends every process
// the program started, removes the folder if it made it, tells the lab
// how the program ended, and returns the guard's exit status.
func surveille(g *gardiennage, lab *os.File, pid int, execR *os.File, dossier string, temporaire bool) int {
	raison, _ := io.ReadAll(io.LimitReader(execR, 16))
	execR.Close()
	if n, err := strconv.Atoi(string(raison)); err == nil {
		_, _ = io.WriteString(lab, echecTexte(syscall.Errno(n)))
	} else {
		// The folder, for a report that names it.
		_, _ = io.WriteString(lab, "demarre "+strconv.Quote(dossier)+"\n")
	}
	// The program's input and output are its own: the lab reads the end
	// of its output when it ends, not when the guard does.
	syscall.Close(0)
	syscall.Close(1)

	fin := make(chan syscall.WaitStatus, 1)
	vide := make(chan struct{})
	go recolte(pid, fin, vide)
	demande := make(chan struct{})
	go func() {
		_, _ = io.Copy(io.Discard, lab)
		close(demande)
	}()
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGHUP)

	var ws syscall.WaitStatus
	fini := false
	select {
	case ws = <-fin:
		fini = true
	case <-demande:
	case <-sig:
	}
	// Everything the program started goes, and the program if it runs.
	for arret := false; !arret; {
		g.tue(pid)
		select {
		case <-vide:
			arret = true
		case <-time.After(10 * time.Millisecond):
		}
	}
	if !fini {
		select {
		case ws = <-fin:
		default:
			ws = syscall.WaitStatus(syscall.SIGKILL)
		}
	}
	g.nettoie()
	if temporaire {
		rendEcrivable(dossier)
		os.RemoveAll(dossier)
	}
	_, _ = io.WriteString(lab, finTexte(ws)+"\n")
	lab.Close()
	if ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ws.ExitStatus()
}

// recolte waits for every child of the guard: the launcher, then the
// program it became, and, where the guard is their subreaper, the
// processes the program left. It sends the program's end on fin and
// closes vide when no child is left.
func recolte(pid int, fin chan<- syscall.WaitStatus, vide chan<- struct{}) {
	for {
		var ws syscall.WaitStatus
		p, err := syscall.Wait4(-1, &ws, 0, nil)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			close(vide)
			return
		}
		if p == pid {
			fin <- ws
		}
	}
}

// lance fences the launcher itself, then execs program args: the limits
// (setrlimit), and on Linux a network namespace and Landlock rules,
// which the program inherits. The thread stays locked: Landlock and
// no_new_privs bind a thread, the one that execs.
func lance(c config, args []string) int {
	runtime.LockOSThread()
	l := c.Limites
	borne(syscall.RLIMIT_CPU, secondes(l.CPU), 1)
	borne(syscall.RLIMIT_DATA, l.Memoire, 0)
	borne(syscall.RLIMIT_FSIZE, l.Fichier, 0)
	bornesSysteme(l)
	enclot(l.Dossier)
	env := sans(os.Environ(), envEnclos)
	syscall.CloseOnExec(fdExec)
	err := syscall.Exec(args[0], args, env)
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		errno = syscall.EIO
	}
	_, _ = syscall.Write(fdExec, []byte(strconv.Itoa(int(errno))))
	return 127
}

// secondes is d in whole seconds, at least 1; -1 (no limit) stays.
func secondes(d time.Duration) int64 {
	if d < 0 {
		return -1
	}
	return max(int64((d+time.Second-1)/time.Second), 1)
}

// borne sets resource res to v (and its hard limit to v+marge), never
// above the hard limit already set; v < 0 leaves it.
func borne(res int, v, marge int64) {
	if v < 0 {
		return
	}
	var r syscall.Rlimit
	if err := syscall.Getrlimit(res, &r); err != nil {
		return
	}
	cur, dur := uint64(v), uint64(v+marge)
	// RLIM_INFINITY is all ones on Linux, the largest int64 on the BSDs.
	if m := uint64(r.Max); m < 1<<62 && dur > m {
		dur = m
		cur = min(cur, dur)
	}
	pose(&r.Cur, cur)
	pose(&r.Max, dur)
	_ = syscall.Setrlimit(res, &r)
}

// pose sets a field of syscall.Rlimit, whose type is uint64 on Linux and
// macOS, int64 on FreeBSD.
func pose[T int64 | uint64](champ *T, v uint64) { *champ = T(v) }

// rendEcrivable gives back to its owner the right to write and enter
// every folder under dossier, so that it can be removed.
func rendEcrivable(dossier string) {
	_ = filepath.WalkDir(dossier, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			_ = os.Chmod(p, 0o700)
		}
		return nil
	})
}
