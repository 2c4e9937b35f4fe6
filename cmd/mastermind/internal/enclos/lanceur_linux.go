package enclos

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The launcher's side of the fence on Linux, in the order it is set, on
// the thread that execs the program (Landlock, capabilities, no_new_privs
// and seccomp bind a thread, and the program inherits that thread's):
//
//  1. vue: in the namespaces the guard made it (mount, network, pid, IPC,
//     and a user namespace when the lab is not root), every file system
//     is made read-only but the program's folder, so that nothing
//     outside it can be changed, its metadata included (modes, owners,
//     times, extended attributes, inode flags); /proc shows only its own
//     processes;
//  2. identity: run by root, the program becomes a user of its own
//     (uidBase plus the guard's pid), that may still read and search
//     everything root may (CAP_DAC_READ_SEARCH), and nothing else; in a
//     user namespace, the capabilities the launcher had there are dropped;
//  3. no_new_privs, then Landlock (writes only under its folder, TCP,
//     signals and abstract sockets scoped), then the seccomp filter (no
//     socket at all, see filtre_linux.go).
//
// As bubblewrap and nsjail do, but without a setuid helper: the user
// namespace is what lets an ordinary user make the others.

// uidBase plus the guard's pid is the user a program run by root runs as:
// a pid is unique while its guard lives, so two programs of a tournament
// never share a user (nor can signal each other); it is above the ranges
// distributions hand out (system users, subordinate ids of containers).
const uidBase = 2_000_000_000

// enclot fences the launcher before it execs the program, and returns the
// guarantees it could set.
func enclot(c config) Garanties {
	g := GarMemoire
	racine := os.Geteuid() == 0
	if c.Espaces {
		// The namespaces are made: the network one holds.
		g |= GarReseau
		lecture, proc := vue(c)
		if lecture {
			g |= GarLectureSeule
		}
		if proc {
			g |= GarProcessus
		}
	} else if racine && unix.Unshare(unix.CLONE_NEWNET) == nil {
		g |= GarReseau
	}
	if racine {
		if devient(c.Uid) == nil {
			g |= GarUtilisateur
		}
	} else {
		g |= GarUtilisateur
		lacheCapacites()
	}
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return g
	}
	if landlock(c.Limites.Dossier, c.Espaces && g&GarLectureSeule != 0) {
		g |= GarEcritures
	}
	if filtre() {
		g |= GarSockets
	}
	return g
}

// vue makes the launcher's mount namespace read-only but the program's
// folder, gives it a /proc of its pid namespace and a /dev/shm of its
// own; it reports whether the files are read-only, and whether /proc is
// its own. A temporary folder becomes a file system in memory, bounded
// by the memory limit, that goes with the namespace.
func vue(c config) (lecture, proc bool) {
	d := c.Limites.Dossier
	// Nothing done here reaches the lab's namespace.
	if unix.Mount("", "/", "", unix.MS_REC|unix.MS_SLAVE, "") != nil {
		return false, false
	}
	options := "mode=0700" + tailleTmpfs(c.Limites.Memoire)
	if c.Uid > 0 {
		options += ",uid=" + strconv.Itoa(c.Uid) + ",gid=" + strconv.Itoa(c.Uid)
	}
	var err error
	if c.Temporaire {
		err = unix.Mount("tmpfs", d, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, options)
	} else {
		err = unix.Mount(d, d, "", unix.MS_BIND|unix.MS_REC, "")
	}
	if err != nil {
		return false, false
	}
	tout := unix.MountAttr{Attr_set: unix.MOUNT_ATTR_RDONLY | unix.MOUNT_ATTR_NOSUID}
	if unix.MountSetattr(-1, "/", unix.AT_RECURSIVE, &tout) != nil {
		return false, false
	}
	// Its folder writable again (a folder of the user's that was
	// read-only stays so: a lower namespace cannot lift that).
	_ = unix.MountSetattr(-1, d, 0, &unix.MountAttr{Attr_clr: unix.MOUNT_ATTR_RDONLY})
	// The launcher's folder is now the one under the new mount.
	if unix.Chdir(d) != nil {
		return false, false
	}
	proc = unix.Mount("proc", "/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "") == nil
	// Shared memory of its own (Python's semaphores live there). In a
	// temporary folder, it is a folder of that file system in memory,
	// so that both together hold at most mem (issue 43); with a folder
	// of the user's, a file system of its own bounded like it.
	if shm := filepath.Join(d, ".shm"); c.Temporaire && unix.Mkdir(shm, 0o1777) == nil && unix.Chmod(shm, 0o1777) == nil {
		_ = unix.Mount(shm, "/dev/shm", "", unix.MS_BIND, "")
	} else {
		_ = unix.Mount("tmpfs", "/dev/shm", "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "mode=1777"+tailleTmpfs(c.Limites.Memoire))
	}
	return true, proc
}

// tailleTmpfs is the size option of a file system in memory bounded by
// memoire bytes ("" without a bound).
func tailleTmpfs(memoire int64) string {
	if memoire <= 0 {
		return ""
	}
	return ",size=" + strconv.FormatInt(memoire, 10)
}

// devient makes the calling thread, run by root, user uid, keeping only
// the right to read and search every file (CAP_DAC_READ_SEARCH), in its
// permitted, effective, inheritable and ambient sets, so that the
// program keeps it across exec; the bounding set keeps nothing else.
// Only this thread changes: it execs the program next.
func devient(uid int) error {
	const garde = unix.CAP_DAC_READ_SEARCH
	if err := unix.Prctl(unix.PR_SET_KEEPCAPS, 1, 0, 0, 0); err != nil {
		return err
	}
	for c := 0; c <= derniereCapacite(); c++ {
		if c != garde {
			_ = unix.Prctl(unix.PR_CAPBSET_DROP, uintptr(c), 0, 0, 0)
		}
	}
	for _, appel := range []struct{ nr, a, b, c uintptr }{
		{unix.SYS_SETGROUPS, 0, 0, 0},
		{unix.SYS_SETRESGID, uintptr(uid), uintptr(uid), uintptr(uid)},
		{unix.SYS_SETRESUID, uintptr(uid), uintptr(uid), uintptr(uid)},
	} {
		if _, _, e := unix.RawSyscall(appel.nr, appel.a, appel.b, appel.c); e != 0 {
			return e
		}
	}
	if err := capacites(1 << garde); err != nil {
		return err
	}
	if err := unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_RAISE, garde, 0, 0); err != nil {
		return err
	}
	return unix.Prctl(unix.PR_SET_KEEPCAPS, 0, 0, 0, 0)
}

// lacheCapacites drops every capability the calling thread holds (in a
// user namespace, those the guard gave the launcher to mount).
func lacheCapacites() {
	_ = unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
	_ = capacites(0)
}

// capacites sets the calling thread's permitted, effective and
// inheritable sets to masque (capabilities below 32).
func capacites(masque uint32) error {
	hdr := unix.CapUserHeader{Version: unix.LINUX_CAPABILITY_VERSION_3}
	var data [2]unix.CapUserData
	data[0] = unix.CapUserData{Effective: masque, Permitted: masque, Inheritable: masque}
	return unix.Capset(&hdr, &data[0])
}

// derniereCapacite is the kernel's highest capability.
func derniereCapacite() int {
	b, err := os.ReadFile("/proc/sys/kernel/cap_last_cap")
	if err != nil {
		return 63
	}
	n, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		return 63
	}
	return n
}

// bornesSysteme sets RLIMIT_NPROC. Where the program has a user of its
// own (root's programs) or a user namespace (the kernel counts the
// processes of a user per namespace), it counts only the program's own,
// so the limit is l.Processus exactly; otherwise it counts every process
// of the user, those they run now and l.Processus more. Root itself is
// not bound by it, but its programs run as another user.
func bornesSysteme(l Limites, propre bool) {
	if l.Processus < 0 {
		return
	}
	if propre {
		borne(unix.RLIMIT_NPROC, int64(l.Processus), 0)
		return
	}
	if uid := os.Getuid(); uid != 0 {
		borne(unix.RLIMIT_NPROC, int64(tachesDe(uid)+l.Processus), 0)
	}
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

// landlock restricts the calling thread, where the kernel has Landlock:
// writing only beneath dossier (and /dev/null, and /dev/shm when it is
// the program's own, shm), from ABI 4 no TCP (UDP from ABI 10), from
// ABI 6 no signal to nor abstract socket of a process outside the
// program's. It reports whether the writes are restricted.
func landlock(dossier string, shm bool) bool {
	abi, _, e := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, 0, 0, unix.LANDLOCK_CREATE_RULESET_VERSION)
	if e != 0 || abi < 1 {
		return false
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
		return false
	}
	defer unix.Close(int(fd))
	permet(int(fd), dossier, attr.Handled_access_fs)
	if shm {
		permet(int(fd), "/dev/shm", attr.Handled_access_fs)
	}
	const fichier = unix.LANDLOCK_ACCESS_FS_WRITE_FILE | unix.LANDLOCK_ACCESS_FS_TRUNCATE | unix.LANDLOCK_ACCESS_FS_IOCTL_DEV
	permet(int(fd), os.DevNull, attr.Handled_access_fs&fichier)
	_, _, e = unix.Syscall(unix.SYS_LANDLOCK_RESTRICT_SELF, fd, 0, 0)
	return e == 0
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
