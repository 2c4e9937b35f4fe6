package enclos

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// soi is the running binary, even if its file was replaced since.
func soi() string { return "/proc/self/exe" }

// attributsGardien: the guard leads a process group of its own. It
// learns of the lab's death by its socket, which the kernel closes
// however the lab dies; not by PR_SET_PDEATHSIG, which fires when the
// lab's thread that started it ends, and Go ends a thread whose
// goroutine exits locked to it, while the lab lives on.
func attributsGardien() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}

// gardiennage is what the guard holds on Linux: it is the subreaper of the
// program's processes, and the program runs in a cgroup v2 of its own
// when the guard may make one.
type gardiennage struct {
	cg *cgroupe
}

func nouvelleGarde(l Limites) *gardiennage {
	// Orphans of the program come to the guard instead of init, whatever
	// group or session they moved to: the guard can end them all.
	_ = unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
	return &gardiennage{cg: nouveauCgroupe(l)}
}

// demarre starts the launcher, killed if the guard dies (the guard's
// threads never end: it locks none), in the cgroup
// when there is one (without, when the kernel refuses to start it there).
func (g *gardiennage) demarre(chemin string, argv []string, attr *syscall.ProcAttr) (int, error) {
	attr.Sys.Pdeathsig = syscall.SIGKILL
	if g.cg != nil {
		attr.Sys.UseCgroupFD, attr.Sys.CgroupFD = true, g.cg.fd
		pid, err := syscall.ForkExec(chemin, argv, attr)
		if err == nil {
			return pid, nil
		}
		g.cg.supprime()
		g.cg = nil
		attr.Sys.UseCgroupFD = false
	}
	return syscall.ForkExec(chemin, argv, attr)
}

// tue kills the cgroup, the program's group, and every descendant of the
// guard.
func (g *gardiennage) tue(pid int) {
	if g.cg != nil {
		g.cg.tue()
	}
	_ = syscall.Kill(-pid, syscall.SIGKILL)
	tueDescendants()
}

// nettoie removes the cgroup.
func (g *gardiennage) nettoie() {
	if g.cg != nil {
		g.cg.supprime()
	}
}

// tueDescendants kills every process whose chain of parents leads to the
// guard, as /proc shows them now.
func tueDescendants() {
	soi := os.Getpid()
	entrees, err := os.ReadDir("/proc")
	if err != nil {
		return
	}
	parent := map[int]int{}
	for _, e := range entrees {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if pp, ok := parentDe(pid); ok {
			parent[pid] = pp
		}
	}
	for pid := range parent {
		for p, n := parent[pid], 0; p > 1 && n < 1000; p, n = parent[p], n+1 {
			if p == soi {
				_ = syscall.Kill(pid, syscall.SIGKILL)
				break
			}
		}
	}
}

// parentDe reads the parent of pid in /proc/PID/stat.
func parentDe(pid int) (int, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	// The name, between parentheses, may hold anything: the fields
	// follow the last ')': state, then the parent.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	champs := strings.Fields(string(b[i+1:]))
	if len(champs) < 2 {
		return 0, false
	}
	pp, err := strconv.Atoi(champs[1])
	return pp, err == nil
}

// cgroupe is a cgroup v2 made for one program.
type cgroupe struct {
	dir string
	fd  int
}

// nouveauCgroupe makes a cgroup v2 under the guard's own, with the
// limits of the controllers it is given (pids.max, memory.max); nil when
// there is no cgroup v2 or the guard may not write there.
func nouveauCgroupe(l Limites) *cgroupe {
	racine, chemin := montageCgroupe2(), cheminCgroupe2()
	if racine == "" || chemin == "" {
		return nil
	}
	parent := filepath.Join(racine, chemin)
	balaie(parent)
	dir := filepath.Join(parent, fmt.Sprintf("mastermind-%d", os.Getpid()))
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil
	}
	fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		_ = os.Remove(dir)
		return nil
	}
	c := &cgroupe{dir: dir, fd: fd}
	controleurs, _ := os.ReadFile(filepath.Join(dir, "cgroup.controllers"))
	for _, ctl := range strings.Fields(string(controleurs)) {
		switch {
		case ctl == "pids" && l.Processus > 0:
			c.ecrit("pids.max", strconv.Itoa(l.Processus))
		case ctl == "memory" && l.Memoire > 0:
			c.ecrit("memory.max", strconv.FormatInt(l.Memoire, 10))
		}
	}
	return c
}

// balaie ends the cgroups a guard that was killed left under parent
// (mastermind-PID, where no process PID runs any more): what they hold
// is killed, and they are removed once empty, by this guard or the next.
func balaie(parent string) {
	entrees, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entrees {
		n, ok := strings.CutPrefix(e.Name(), "mastermind-")
		pid, err := strconv.Atoi(n)
		if !ok || err != nil || !e.IsDir() || syscall.Kill(pid, 0) != syscall.ESRCH {
			continue
		}
		c := &cgroupe{dir: filepath.Join(parent, e.Name())}
		c.tue()
		// Its processes take a moment to leave: removed meanwhile, while
		// the guard lives (or by the next guard).
		go retire(c.dir)
	}
}

// retire removes the cgroup dir once its processes are gone, trying for
// a second.
func retire(dir string) {
	for range 100 {
		if err := os.Remove(dir); err == nil || os.IsNotExist(err) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (c *cgroupe) ecrit(fichier, valeur string) {
	_ = os.WriteFile(filepath.Join(c.dir, fichier), []byte(valeur), 0)
}

// tue kills every process of the cgroup at once (Linux 5.14 and later).
func (c *cgroupe) tue() { c.ecrit("cgroup.kill", "1") }

// supprime removes the cgroup, once its processes are gone.
func (c *cgroupe) supprime() {
	unix.Close(c.fd)
	retire(c.dir)
}

// montageCgroupe2 is where the cgroup v2 hierarchy is mounted ("" when
// it is not).
func montageCgroupe2() string {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		avant, apres, ok := strings.Cut(s.Text(), " - ")
		champs := strings.Fields(avant)
		if ok && strings.HasPrefix(apres, "cgroup2 ") && len(champs) >= 5 {
			return champs[4]
		}
	}
	return ""
}

// cheminCgroupe2 is the guard's cgroup v2, under the mount point.
func cheminCgroupe2() string {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return ""
	}
	for _, ligne := range strings.Split(string(b), "\n") {
		if chemin, ok := strings.CutPrefix(ligne, "0::"); ok {
			return chemin
		}
	}
	return ""
}

// bornesSysteme sets RLIMIT_NPROC: the processes the user runs now, and
// l.Processus more (root is not bound by it).
func bornesSysteme(l Limites) {
	uid := os.Getuid()
	if uid == 0 || l.Processus < 0 {
		return
	}
	borne(unix.RLIMIT_NPROC, int64(tachesDe(uid)+l.Processus), 0)
}

// tachesDe counts the threads of the processes whose real user is uid.
func tachesDe(uid int) int {
	entrees, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range entrees {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/status")
		if err != nil {
			continue
		}
		var reel, taches int = -1, 0
		for _, ligne := range strings.Split(string(b), "\n") {
			cle, val, _ := strings.Cut(ligne, ":")
			switch cle {
			case "Uid":
				if f := strings.Fields(val); len(f) > 0 {
					reel, _ = strconv.Atoi(f[0])
				}
			case "Threads":
				taches, _ = strconv.Atoi(strings.TrimSpace(val))
			}
		}
		if reel == uid {
			n += taches
		}
	}
	return n
}

// enclot closes what the kernel lets the launcher close, on the thread
// that will exec the program: the network, by a namespace of its own
// (when privileged), then, by Landlock, writing outside dossier and, from
// Landlock ABI 4, TCP (UDP from ABI 10); from ABI 6, signals to and
// abstract sockets of processes outside the program's (the lab, the
// guard).
func enclot(dossier string) {
	_ = unix.Unshare(unix.CLONE_NEWNET)
	abi, _, e := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, 0, 0, unix.LANDLOCK_CREATE_RULESET_VERSION)
	if e != 0 || abi < 1 {
		return
	}
	var attr unix.LandlockRulesetAttr
	attr.Handled_access_fs = ecritures(int(abi))
	if abi >= 4 {
		attr.Handled_access_net = unix.LANDLOCK_ACCESS_NET_BIND_TCP | unix.LANDLOCK_ACCESS_NET_CONNECT_TCP
	}
	if abi >= 10 {
		attr.Handled_access_net |= unix.LANDLOCK_ACCESS_NET_BIND_UDP | unix.LANDLOCK_ACCESS_NET_CONNECT_SEND_UDP
	}
	if abi >= 6 {
		attr.Scoped = unix.LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET | unix.LANDLOCK_SCOPE_SIGNAL
	}
	fd, _, e := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, uintptr(unsafe.Pointer(&attr)), unsafe.Sizeof(attr), 0)
	if e != 0 {
		return
	}
	defer unix.Close(int(fd))
	permet(int(fd), dossier, attr.Handled_access_fs)
	const fichier = unix.LANDLOCK_ACCESS_FS_WRITE_FILE | unix.LANDLOCK_ACCESS_FS_TRUNCATE | unix.LANDLOCK_ACCESS_FS_IOCTL_DEV
	permet(int(fd), os.DevNull, attr.Handled_access_fs&fichier)
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return
	}
	_, _, _ = unix.Syscall(unix.SYS_LANDLOCK_RESTRICT_SELF, fd, 0, 0)
}

// ecritures are the rights of writing Landlock ABI abi knows: the
// launcher handles them (denies them but under the program's folder);
// reading and executing stay free, so that interpreters find their
// libraries.
func ecritures(abi int) uint64 {
	d := uint64(unix.LANDLOCK_ACCESS_FS_WRITE_FILE | unix.LANDLOCK_ACCESS_FS_REMOVE_DIR |
		unix.LANDLOCK_ACCESS_FS_REMOVE_FILE | unix.LANDLOCK_ACCESS_FS_MAKE_CHAR |
		unix.LANDLOCK_ACCESS_FS_MAKE_DIR | unix.LANDLOCK_ACCESS_FS_MAKE_REG |
		unix.LANDLOCK_ACCESS_FS_MAKE_SOCK | unix.LANDLOCK_ACCESS_FS_MAKE_FIFO |
		unix.LANDLOCK_ACCESS_FS_MAKE_BLOCK | unix.LANDLOCK_ACCESS_FS_MAKE_SYM)
	if abi >= 2 {
		d |= unix.LANDLOCK_ACCESS_FS_REFER
	}
	if abi >= 3 {
		d |= unix.LANDLOCK_ACCESS_FS_TRUNCATE
	}
	if abi >= 5 {
		d |= unix.LANDLOCK_ACCESS_FS_IOCTL_DEV
	}
	return d
}

// permet allows droits beneath chemin.
func permet(ruleset int, chemin string, droits uint64) {
	fd, err := unix.Open(chemin, unix.O_PATH|unix.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer unix.Close(fd)
	regle := unix.LandlockPathBeneathAttr{Allowed_access: droits, Parent_fd: int32(fd)}
	_, _, _ = unix.Syscall6(unix.SYS_LANDLOCK_ADD_RULE, uintptr(ruleset), unix.LANDLOCK_RULE_PATH_BENEATH, uintptr(unsafe.Pointer(&regle)), 0, 0, 0)
}
