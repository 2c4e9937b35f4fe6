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
// threads never end: it locks none), with the environment env gives for
// how it starts: in namespaces of its own where the kernel allows them
// (else without), in the cgroup when there is one (else without), its
// memory bounded by the cgroup or not.
func (g *gardiennage) demarre(chemin string, argv []string, attr *syscall.ProcAttr, env func(espaces, cgroupe bool) []string) (int, error) {
	attr.Sys.Pdeathsig = syscall.SIGKILL
	var err error
	for _, espaces := range []bool{true, false} {
		for _, dansCg := range []bool{true, false} {
			if dansCg && g.cg == nil {
				continue
			}
			a, sys := *attr, *attr.Sys
			a.Sys, a.Env = &sys, env(espaces, dansCg && g.cg.memoire)
			if espaces {
				espacesPropres(&sys)
			}
			if dansCg {
				sys.UseCgroupFD, sys.CgroupFD = true, g.cg.fd
			}
			var pid int
			if pid, err = syscall.ForkExec(chemin, argv, &a); err == nil {
				if !dansCg && g.cg != nil {
					g.cg.supprime()
					g.cg = nil
				}
				return pid, nil
			}
		}
	}
	return 0, err
}

// espacesPropres asks for the launcher's namespaces: mount, network, pid
// and IPC; and, when the guard is not root, a user namespace where the
// user is itself and the launcher keeps CAP_SYS_ADMIN across exec, to
// mount (it drops it before it execs the program).
func espacesPropres(sys *syscall.SysProcAttr) {
	sys.Cloneflags = unix.CLONE_NEWNS | unix.CLONE_NEWNET | unix.CLONE_NEWPID | unix.CLONE_NEWIPC
	if uid, gid := os.Geteuid(), os.Getegid(); uid != 0 {
		sys.Cloneflags |= unix.CLONE_NEWUSER
		sys.UidMappings = []syscall.SysProcIDMap{{ContainerID: uid, HostID: uid, Size: 1}}
		sys.GidMappings = []syscall.SysProcIDMap{{ContainerID: gid, HostID: gid, Size: 1}}
		sys.GidMappingsEnableSetgroups = false
		sys.AmbientCaps = []uintptr{unix.CAP_SYS_ADMIN}
	}
}

// utilisateurPropre is the user the program runs as when the guard is
// root (uidBase plus the guard's pid), 0 otherwise.
func utilisateurPropre() int {
	if os.Geteuid() != 0 {
		return 0
	}
	return uidBase + os.Getpid()
}

// execute execs program chemin with its address space bounded by
// memoire bytes (< 0: not bounded): every mapping counts, shared ones
// included. The bound is set last, with no allocation between it and
// execve, so that the launcher (a Go runtime, a race detector's shadow)
// never runs under it; should execve fail, it is lifted again.
func execute(chemin string, argv, env []string, memoire int64) error {
	chemin0, err := syscall.BytePtrFromString(chemin)
	if err != nil {
		return err
	}
	argvp, err := syscall.SlicePtrFromStrings(argv)
	if err != nil {
		return err
	}
	envp, err := syscall.SlicePtrFromStrings(env)
	if err != nil {
		return err
	}
	var avant syscall.Rlimit
	r, borner := limite(unix.RLIMIT_AS, memoire, 0)
	if borner && syscall.Getrlimit(unix.RLIMIT_AS, &avant) != nil {
		borner = false
	}
	if borner {
		if _, _, e := unix.RawSyscall6(unix.SYS_PRLIMIT64, 0, unix.RLIMIT_AS, uintptr(unsafe.Pointer(&r)), 0, 0, 0); e != 0 {
			return e
		}
	}
	_, _, e := unix.RawSyscall(unix.SYS_EXECVE, uintptr(unsafe.Pointer(chemin0)),
		uintptr(unsafe.Pointer(&argvp[0])), uintptr(unsafe.Pointer(&envp[0])))
	if borner {
		_, _, _ = unix.RawSyscall6(unix.SYS_PRLIMIT64, 0, unix.RLIMIT_AS, uintptr(unsafe.Pointer(&avant)), 0, 0, 0)
	}
	return e
}

// effaceDrapeaux clears the immutable and append-only flags of chemin,
// which forbid removing it (as root: CAP_LINUX_IMMUTABLE).
func effaceDrapeaux(chemin string) {
	fd, err := unix.Open(chemin, unix.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer unix.Close(fd)
	drapeaux, err := unix.IoctlGetUint32(fd, unix.FS_IOC_GETFLAGS)
	// FS_IMMUTABLE_FL and FS_APPEND_FL (linux/fs.h), which x/sys does
	// not name.
	const interdits = 0x10 | 0x20
	if err != nil || drapeaux&interdits == 0 {
		return
	}
	_ = unix.IoctlSetPointerInt(fd, unix.FS_IOC_SETFLAGS, int(drapeaux&^interdits))
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
	// memoire: memory.max bounds the program (swap included).
	memoire bool
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
			_ = c.ecrit("pids.max", strconv.Itoa(l.Processus))
		case ctl == "memory" && l.Memoire > 0:
			c.memoire = c.ecrit("memory.max", strconv.FormatInt(l.Memoire, 10)) == nil
			// Swapped out, memory would escape the bound.
			if err := c.ecrit("memory.swap.max", "0"); err != nil && !os.IsNotExist(err) {
				c.memoire = false
			}
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

func (c *cgroupe) ecrit(fichier, valeur string) error {
	return os.WriteFile(filepath.Join(c.dir, fichier), []byte(valeur), 0)
}

// tue kills every process of the cgroup at once (Linux 5.14 and later).
func (c *cgroupe) tue() { _ = c.ecrit("cgroup.kill", "1") }

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

// fermeHeritage marks close-on-exec every descriptor from premier up:
// what the lab inherited without close-on-exec (a shell's exec 7>>file)
// never reaches the program, which keeps only its standard streams.
// close_range(2) does it in one call (Linux 5.11); before, each open
// descriptor is marked in turn.
func fermeHeritage(premier int) {
	if _, _, e := unix.RawSyscall(unix.SYS_CLOSE_RANGE, uintptr(premier), ^uintptr(0), unix.CLOSE_RANGE_CLOEXEC); e == 0 {
		return
	}
	entrees, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return
	}
	for _, e := range entrees {
		if fd, err := strconv.Atoi(e.Name()); err == nil && fd >= premier {
			syscall.CloseOnExec(fd)
		}
	}
}

// changement is when fi's inode last changed (its ctime: a chmod sets
// it, and no program can set it back).
func changement(fi os.FileInfo) time.Time {
	if s, ok := fi.Sys().(*syscall.Stat_t); ok {
		return time.Unix(s.Ctim.Unix())
	}
	return fi.ModTime()
}
