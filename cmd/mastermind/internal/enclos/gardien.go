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
	"strings"
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
	// The program must not inherit the socket, nor any descriptor the
	// lab inherited without close-on-exec: the launcher gets its streams
	// and its pipe only.
	fermeHeritage(fdLab)
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
	c.Uid = utilisateurPropre()
	rendu := func() {}
	if !temporaire {
		rendu = rendPourSoi(dossier)
	}
	if c.Uid > 0 {
		// Root's program runs as a user of its own: its folder is its,
		// for the run only when it is the user's (dir=).
		rendu = pretePour(dossier, c.Uid)
	}
	g := nouvelleGarde(c.Limites)
	c.Etape, c.Limites.Dossier, c.Temporaire = "lanceur", dossier, temporaire
	env := func(espaces, cgroupe bool) []string {
		c.Espaces, c.Cgroupe = espaces, cgroupe
		v, _ := json.Marshal(c)
		return append(sans(sans(os.Environ(), envEnclos), "TMPDIR"), "TMPDIR="+dossier, envEnclos+"="+string(v))
	}
	// The launcher tells on fdExec the guarantees it set, or why it could
	// not exec the program; the pipe closes when it could.
	execR, execW, err := os.Pipe()
	if err == nil {
		attr := &syscall.ProcAttr{Dir: dossier, Files: []uintptr{0, 1, 2, execW.Fd()}, Sys: &syscall.SysProcAttr{Setpgid: true}}
		var pid int
		pid, err = g.demarre(soi(), append([]string{"mastermind-lanceur", marqueRelance}, args...), attr, env)
		execW.Close()
		if err == nil {
			return surveille(g, lab, pid, execR, dossier, temporaire, rendu)
		}
	}
	rendu()
	g.nettoie()
	if temporaire {
		libere(dossier)
	}
	_, _ = io.WriteString(lab, echecTexte(err))
	return statutEchec
}

// compteRendu is what the launcher wrote on fdExec, as the guard tells
// the lab: "demarre G" (the program runs, with guarantees G), "manque G"
// (guarantees the lab required are missing: it did not run), or
// "echec ERRNO" (it could not be run). The launcher's last line says.
func compteRendu(texte string) string {
	lignes := strings.Split(strings.TrimSpace(texte), "\n")
	mot, n, _ := strings.Cut(lignes[len(lignes)-1], " ")
	v, err := strconv.ParseUint(n, 10, 32)
	switch {
	case err != nil:
	case mot == "garanties":
		return "demarre " + strconv.FormatUint(v, 10) + "\n"
	case mot == "manque":
		return "manque " + strconv.FormatUint(v, 10) + "\n"
	case mot == "echec":
		return echecTexte(syscall.Errno(v))
	}
	return echecTexte(syscall.EIO)
}

// surveille tells the lab whether the program started, then waits for
// its end, or for the lab to ask or to die; it then ends every process
// the program started, removes the folder if it made it, tells the lab
// how the program ended, and returns the guard's exit status.
func surveille(g *gardiennage, lab *os.File, pid int, execR *os.File, dossier string, temporaire bool, rendu func()) int {
	texte, _ := io.ReadAll(io.LimitReader(execR, 64))
	execR.Close()
	compte := compteRendu(string(texte))
	if strings.HasPrefix(compte, "demarre ") {
		// The folder too, for a report that names it.
		compte = strings.TrimSuffix(compte, "\n") + " " + strconv.Quote(dossier) + "\n"
	}
	_, _ = io.WriteString(lab, compte)
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
	rendu()
	if temporaire {
		libere(dossier)
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
// (setrlimit), and on Linux the namespaces' view, the user, Landlock and
// seccomp (enclot), which the program inherits. The thread stays locked:
// Landlock, capabilities and seccomp bind a thread, the one that execs.
// It writes on fdExec the guarantees it set ("garanties G"), or those
// the lab required that it lacks ("manque G"), or why exec failed
// ("echec ERRNO").
func lance(c config, args []string) int {
	runtime.LockOSThread()
	l := c.Limites
	borne(syscall.RLIMIT_CPU, secondes(l.CPU), 1)
	borne(syscall.RLIMIT_FSIZE, l.Fichier, 0)
	bornesSysteme(l, c.Uid > 0 || c.Espaces)
	g := enclot(c)
	// Only the protocol's descriptors (input, output, error) reach the
	// program: whatever else the launcher was given closes on exec.
	fermeHeritage(fdExec)
	if manque := g.Manque(l.Exige); manque != 0 {
		_, _ = syscall.Write(fdExec, []byte("manque "+strconv.FormatUint(uint64(manque), 10)))
		return statutEchec
	}
	_, _ = syscall.Write(fdExec, []byte("garanties "+strconv.FormatUint(uint64(g), 10)+"\n"))
	if c.Sonde {
		return 0
	}
	memoire := l.Memoire
	if c.Cgroupe {
		// The cgroup bounds it, all processes together.
		memoire = -1
	}
	err := execute(args[0], args, environnementProgramme(os.Environ()), memoire)
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		errno = syscall.EIO
	}
	_, _ = syscall.Write(fdExec, []byte("echec "+strconv.Itoa(int(errno))))
	return 127
}

// environnementProgramme is the lab's environment as the program gets
// it: without the fence's configuration, nor the addresses of the
// sockets and agents of the user's session (ssh and gpg agents, the
// session bus, the display), which it could not reach anyway.
func environnementProgramme(env []string) []string {
	for _, v := range []string{envEnclos, "SSH_AUTH_SOCK", "SSH_AGENT_PID", "GPG_AGENT_INFO",
		"DBUS_SESSION_BUS_ADDRESS", "DBUS_SYSTEM_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY",
		"XAUTHORITY", "DOCKER_HOST", "PULSE_SERVER", "KRB5CCNAME"} {
		env = sans(env, v)
	}
	return env
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
	if r, ok := limite(res, v, marge); ok {
		_ = syscall.Setrlimit(res, &r)
	}
}

// limite is what borne sets: false when it sets nothing.
func limite(res int, v, marge int64) (syscall.Rlimit, bool) {
	var r syscall.Rlimit
	if v < 0 || syscall.Getrlimit(res, &r) != nil {
		return r, false
	}
	cur, dur := uint64(v), uint64(v+marge)
	// RLIM_INFINITY is all ones on Linux, the largest int64 on the BSDs.
	if m := uint64(r.Max); m < 1<<62 && dur > m {
		dur = m
		cur = min(cur, dur)
	}
	pose(&r.Cur, cur)
	pose(&r.Max, dur)
	return r, true
}

// pose sets a field of syscall.Rlimit, whose type is uint64 on Linux and
// macOS, int64 on FreeBSD.
func pose[T int64 | uint64](champ *T, v uint64) { *champ = T(v) }

// pretePour gives folder dossier to user uid, and what its owner owns
// in it (see pretePourContenu), and returns what gives it back, with
// everything uid left in it, to the folder's owner: the folder of a
// program run by root, who runs as uid. See rendsDossier.
func pretePour(dossier string, uid int) func() {
	info, err := os.Stat(dossier)
	if err != nil {
		return func() {}
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return func() {}
	}
	// Each start is a user of its own: what an earlier start left was
	// given back to the owner, and must be lent again to be written.
	// Before the folder is uid's, while nothing but its owner may change
	// it; debut after, so the lending's changes are not the program's.
	pretePourContenu(dossier, st, uid)
	if os.Chown(dossier, uid, uid) != nil {
		return func() {}
	}
	debut := time.Now()
	return func() { rendsDossier(dossier, info.Mode(), int(st.Uid), int(st.Gid), uid, debut) }
}

// pretePourContenu gives user uid what the owner of folder dossier (st)
// owns in it, on its file system: folders, and regular files with a
// single link and no set-user-ID nor set-group-ID bit. Never a symbolic
// link nor through one (Lstat, Lchown), never a special file (FIFO,
// device, socket); never a file with another link, which may be one
// elsewhere of someone's the program must not get (a hard link to
// root's); never a set-ID file, whose bit chown would clear. The groups
// stay; rendsDossier gives all back to the owner and its group.
func pretePourContenu(dossier string, st *syscall.Stat_t, uid int) {
	_ = filepath.WalkDir(dossier, func(p string, _ fs.DirEntry, err error) error {
		if err != nil || p == dossier {
			return nil
		}
		fi, err := os.Lstat(p)
		if err != nil {
			return nil
		}
		s, ok := fi.Sys().(*syscall.Stat_t)
		if ok && s.Dev != st.Dev && fi.IsDir() {
			// A mount in the folder is not the folder's.
			return fs.SkipDir
		}
		if !ok || s.Dev != st.Dev || s.Uid != st.Uid {
			return nil
		}
		m := fi.Mode()
		if m.IsDir() || m.IsRegular() && uint64(s.Nlink) == 1 && m&(fs.ModeSetuid|fs.ModeSetgid) == 0 {
			_ = os.Lchown(p, uid, -1)
		}
		return nil
	})
}

// rendsDossier gives back the folder dossier lent to user uid (-1: the
// program ran as the folder's owner, nothing was lent) once the program
// is gone: what uid owns in it goes to uid0:gid0, no file nor folder in
// it keeps a set-user-ID or set-group-ID bit the program could have set
// (changed since debut: a program run by root must not leave one behind
// for root, nor the program of a user one for that user; the user's own
// from before stay), and the folder gets its mode and owner back,
// whatever the program made of them (chmod 4777).
func rendsDossier(dossier string, mode fs.FileMode, uid0, gid0, uid int, debut time.Time) {
	_ = filepath.WalkDir(dossier, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		fi, err := os.Lstat(p)
		if err != nil {
			return nil
		}
		if s, ok := fi.Sys().(*syscall.Stat_t); ok && uid >= 0 && int(s.Uid) == uid {
			_ = os.Lchown(p, uid0, gid0)
		}
		// Never through a symbolic link: only files and folders.
		m := fi.Mode()
		speciaux := fs.ModeSetuid | fs.ModeSetgid
		if p != dossier && m&speciaux != 0 && (m.IsRegular() || m.IsDir()) && !changement(fi).Before(debut) {
			_ = os.Chmod(p, m&(fs.ModePerm|fs.ModeSticky))
		}
		return nil
	})
	_ = os.Lchown(dossier, uid0, gid0)
	_ = os.Chmod(dossier, mode&(fs.ModePerm|fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky))
}

// rendPourSoi returns what gives back folder dossier, lent to a program
// that runs as its owner, as rendsDossier does: its mode, and no
// set-user-ID nor set-group-ID bit left in it.
func rendPourSoi(dossier string) func() {
	info, err := os.Stat(dossier)
	if err != nil {
		return func() {}
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return func() {}
	}
	debut := time.Now()
	return func() { rendsDossier(dossier, info.Mode(), int(st.Uid), int(st.Gid), -1, debut) }
}

// libere removes the program's temporary folder and all in it, once it
// has given back to its owner the right to write and enter every folder
// under it and cleared the flags that forbid removing (immutable,
// append-only: a program run by root where the fence cannot make it
// another user may set them).
func libere(dossier string) {
	_ = filepath.WalkDir(dossier, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() || d.Type().IsRegular() {
			effaceDrapeaux(p)
		}
		if d.IsDir() {
			_ = os.Chmod(p, 0o700)
		}
		return nil
	})
	_ = os.RemoveAll(dossier)
}
