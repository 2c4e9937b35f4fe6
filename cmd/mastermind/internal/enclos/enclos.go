//go:build unix

package enclos

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// Disponible reports whether programs can be fenced here (on Unix).
const Disponible = true

// envEnclos carries the guard's and the launcher's configuration; the
// launcher removes it before it execs the program.
const envEnclos = "MASTERMIND_ENCLOS"

// marqueRelance is the guard's and the launcher's first argument, after
// which come the program's words. It reads as a flag no binary defines:
// a binary that does not call SiRelance first parses it with its flags
// and exits at once, saying which flag it does not know, instead of
// running as itself (a test binary would run its tests again, and start
// guards again); Demarre then returns ErrSansRelance.
const marqueRelance = "-mastermind-enclos:main-must-call-enclos.SiRelance-first"

// config is what the lab tells the guard, and the guard the launcher.
type config struct {
	// Etape is "gardien" or "lanceur".
	Etape   string  `json:"etape"`
	Limites Limites `json:"limites"`
	// Sonde: the launcher fences itself, reports its guarantees and
	// exits without running the program (Sonde).
	Sonde bool `json:"sonde,omitempty"`
	// What the guard tells the launcher: the user a program run by
	// root becomes (0: none), whether the folder is a temporary one,
	// whether the guard made the launcher namespaces of its own, and
	// whether a cgroup bounds the program's memory.
	Uid        int  `json:"uid,omitempty"`
	Temporaire bool `json:"temporaire,omitempty"`
	Espaces    bool `json:"espaces,omitempty"`
	Cgroupe    bool `json:"cgroupe,omitempty"`
}

// Enclos is a program started fenced, through its guard.
type Enclos struct {
	// Cmd is the guard's command: the caller sets its streams (Stdin,
	// Stdout, Stderr, WaitDelay), which the program gets, then calls
	// Demarre.
	Cmd *exec.Cmd
	// lab is the lab's end of a socket pair with the guard: closing it
	// for writing tells the guard to end everything; the guard writes
	// how the program ended on it.
	lab, gardien *os.File
	lecteur      *bufio.Reader
	garanties    Garanties
	// Dossier is the folder the program runs in, once it started: its
	// own temporary one, or Limites.Dossier.
	Dossier string
	// temporaire: the folder is a temporary one of the program's own.
	temporaire bool
}

// Prepare returns the fence for program mots (the program, then its
// arguments), bounded by l. The program is looked for in the PATH, or
// taken relative to the current folder; an argument that names a file
// or a folder that exists, relative to the current folder, is made
// absolute, since the program runs in its own folder.
//
// Résultat: the fence; exec.LookPath's error (exec.ErrNotFound,
// fs.ErrPermission…); an *fs.PathError when l.Dossier is not a folder.
func Prepare(mots []string, l Limites) (*Enclos, error) {
	return prepare(mots, l, false)
}

// prepare is Prepare, for a probe when sonde.
func prepare(mots []string, l Limites, sonde bool) (*Enclos, error) {
	chemin, err := exec.LookPath(mots[0])
	if err != nil {
		return nil, err
	}
	args := make([]string, len(mots))
	copy(args, mots)
	if args[0], err = filepath.Abs(chemin); err != nil {
		return nil, err
	}
	for i := 1; i < len(args); i++ {
		args[i] = absolu(args[i])
	}
	l = l.Completees()
	if l.Dossier != "" {
		if l.Dossier, err = filepath.Abs(l.Dossier); err != nil {
			return nil, err
		}
		if fi, err := os.Stat(l.Dossier); err != nil {
			return nil, err
		} else if !fi.IsDir() {
			return nil, &fs.PathError{Op: "chdir", Path: l.Dossier, Err: syscall.ENOTDIR}
		}
	}
	c, err := json.Marshal(config{Etape: "gardien", Limites: l, Sonde: sonde})
	if err != nil {
		return nil, err
	}
	fds, err := syscall.Socketpair(syscall.AF_UNIX, syscall.SOCK_STREAM, 0)
	if err != nil {
		return nil, err
	}
	syscall.CloseOnExec(fds[0])
	syscall.CloseOnExec(fds[1])
	e := &Enclos{lab: os.NewFile(uintptr(fds[0]), "enclos"), gardien: os.NewFile(uintptr(fds[1]), "enclos"),
		temporaire: l.Dossier == ""}
	cmd := &exec.Cmd{
		Path:        soi(),
		Args:        append([]string{"mastermind-enclos", marqueRelance}, args...),
		Env:         append(sans(os.Environ(), envEnclos), envEnclos+"="+string(c)),
		ExtraFiles:  []*os.File{e.gardien},
		SysProcAttr: attributsGardien(),
	}
	e.Cmd = cmd
	return e, nil
}

// absolu returns arg made absolute when it names something that exists
// relative to the current folder (and is not an option).
func absolu(arg string) string {
	if arg == "" || filepath.IsAbs(arg) || strings.HasPrefix(arg, "-") {
		return arg
	}
	if _, err := os.Lstat(arg); err != nil {
		return arg
	}
	if a, err := filepath.Abs(arg); err == nil {
		return a
	}
	return arg
}

// Demarre starts the guard, which starts the program, and waits until
// the program runs.
//
// Résultat: nil; the error of starting the guard; an *ErreurGaranties
// when the fence lacked a guarantee of Limites.Exige (the program did
// not run); an *fs.PathError whose Err is the system's reason
// (syscall.ENOEXEC, EACCES…) when the program could not be run, the
// guard then gone; ErrSansRelance when the guard exited without a word:
// this binary does not call SiRelance.
func (e *Enclos) Demarre() error {
	err := e.Cmd.Start()
	e.gardien.Close()
	if err != nil {
		e.lab.Close()
		return err
	}
	e.lecteur = bufio.NewReader(io.LimitReader(e.lab, 8192))
	ligne, _ := e.lecteur.ReadString('\n')
	// "demarre G DOSSIER": the guarantees, the folder quoted.
	mot, reste, _ := strings.Cut(strings.TrimSpace(ligne), " ")
	n, dossier, _ := strings.Cut(reste, " ")
	v, nerr := strconv.ParseUint(n, 10, 32)
	if mot == "demarre" && nerr == nil {
		e.garanties = Garanties(v)
		e.Dossier, _ = strconv.Unquote(dossier)
		return nil
	}
	e.lab.Close()
	_ = e.Cmd.Wait()
	switch {
	case mot == "manque" && nerr == nil:
		return &ErreurGaranties{Manque: Garanties(v)}
	// A guard speaks before it exits, but on ErrConfig (statutEchec);
	// one killed before it could has no exit status.
	case ligne == "" && e.Cmd.ProcessState != nil && e.Cmd.ProcessState.Exited() && e.Cmd.ProcessState.ExitCode() != statutEchec:
		return ErrSansRelance
	}
	errno := syscall.EIO
	if mot == "echec" && nerr == nil {
		errno = syscall.Errno(v)
	}
	return &fs.PathError{Op: "fork/exec", Path: e.Cmd.Args[2], Err: errno}
}

// Garanties are the guarantees the fence set on the program, once
// Demarre returned nil.
func (e *Enclos) Garanties() Garanties { return e.garanties }

// Sonde fences a launcher as it would fence a program bounded by l, and
// returns the guarantees it could set, without running anything: what a
// lab says before it runs programs, and then requires (Limites.Exige).
//
// Résultat: the guarantees, or Demarre's error.
func Sonde(l Limites) (Garanties, error) {
	e, err := prepare([]string{soi()}, l, true)
	if err != nil {
		return 0, err
	}
	if err := e.Demarre(); err != nil {
		return 0, err
	}
	_ = e.Cmd.Wait()
	e.lab.Close()
	return e.garanties, nil
}

// Ferme tells the guard to end the program and every process it
// started; the guard then exits. It may be called more than once.
func (e *Enclos) Ferme() {
	if c, err := e.lab.SyscallConn(); err == nil {
		_ = c.Control(func(fd uintptr) { _ = syscall.Shutdown(int(fd), syscall.SHUT_WR) })
	}
}

// Fin is how the program ended, as the guard reports it, once the guard
// has exited (after Cmd.Wait); nil when the guard said nothing (it was
// killed). The socket is closed.
func (e *Enclos) Fin() (statut int, signal int, ok bool) {
	defer e.lab.Close()
	b, err := io.ReadAll(e.lecteur)
	if err != nil {
		return 0, 0, false
	}
	return litFin(string(b))
}

// finTexte is how the guard reports the program's end: "statut N" or
// "signal N".
func finTexte(ws syscall.WaitStatus) string {
	if ws.Signaled() {
		return "signal " + strconv.Itoa(int(ws.Signal()))
	}
	return "statut " + strconv.Itoa(ws.ExitStatus())
}

func litFin(s string) (statut, signal int, ok bool) {
	mot, n, _ := strings.Cut(strings.TrimSpace(s), " ")
	v, err := strconv.Atoi(n)
	if err != nil {
		return 0, 0, false
	}
	switch mot {
	case "statut":
		return v, 0, true
	case "signal":
		return 0, v, true
	}
	return 0, 0, false
}

// sans returns env without the variable nom.
func sans(env []string, nom string) []string {
	out := make([]string, 0, len(env))
	for _, kv := range env {
		if !strings.HasPrefix(kv, nom+"=") {
			out = append(out, kv)
		}
	}
	return out
}

// ErrConfig: the guard or the launcher was started with a configuration
// it cannot read.
var ErrConfig = errors.New("fence: bad configuration")

// ErrSansRelance: the guard exited without a word, as a binary whose main
// (or, for tests, TestMain) does not call SiRelance first does.
var ErrSansRelance = errors.New("fence: the guard did not start: this binary's main (or TestMain) must call enclos.SiRelance first")
