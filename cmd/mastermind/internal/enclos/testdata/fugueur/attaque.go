package main

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// attaque tries every way out of the fence on what the test made in
// dehors (a file "cible", a Unix stream socket "flux.sock", a datagram
// one "datagramme.sock", a TCP and a UDP port on 127.0.0.1 written in
// "ports", an abstract socket named in "abstrait") and on the lab, pid
// labo; it returns one "name=result" per try, and two tries that must
// work ("ici-*"), so that a fence that blocked everything would show.
func attaque(dehors, labo string) string {
	cible := filepath.Join(dehors, "cible")
	var r []string
	essai := func(nom string, err error) { r = append(r, nom+"="+resultatCourt(err)) }

	essai("chmod", os.Chmod(cible, 0))
	essai("chown", os.Chown(cible, os.Getuid(), os.Getgid()))
	essai("chown-dossier", os.Chown(dehors, os.Getuid(), os.Getgid()))
	t := time.Unix(1, 0)
	essai("utime", os.Chtimes(cible, t, t))
	essai("setxattr", unix.Setxattr(cible, "user.fugueur", []byte("x"), 0))
	essai("removexattr", unix.Removexattr(cible, "user.mastermind"))
	essai("drapeaux", drapeaux(cible))
	essai("ecrit", os.WriteFile(cible, []byte("dehors\n"), 0o600))
	essai("cree", os.WriteFile(filepath.Join(dehors, "neuf"), nil, 0o600))
	essai("supprime", os.Remove(cible))
	essai("renomme", os.Rename(cible, filepath.Join(dehors, "autre")))
	essai("lien", os.Symlink("/etc/passwd", filepath.Join(dehors, "lien")))
	essai("fifo", unix.Mkfifo(filepath.Join(dehors, "fifo"), 0o600))

	essai("unix-flux", connecte("unix", filepath.Join(dehors, "flux.sock")))
	essai("unix-datagramme", connecte("unixgram", filepath.Join(dehors, "datagramme.sock")))
	essai("unix-abstrait", connecte("unix", "@"+lit(dehors, "abstrait")))
	essai("paire-datagramme", paireDatagramme(filepath.Join(dehors, "datagramme.sock")))
	ports := strings.Fields(lit(dehors, "ports"))
	if len(ports) == 2 {
		essai("tcp", connecte("tcp", "127.0.0.1:"+ports[0]))
		essai("udp", envoieUDP("127.0.0.1:"+ports[1]))
	}
	essai("tcp-ecoute", ecoute())
	for _, s := range []struct {
		nom                   string
		domaine, genre, proto int
	}{
		{"mptcp", unix.AF_INET, unix.SOCK_STREAM, unix.IPPROTO_MPTCP},
		{"mptcp6", unix.AF_INET6, unix.SOCK_STREAM, unix.IPPROTO_MPTCP},
		{"sctp", unix.AF_INET, unix.SOCK_STREAM, unix.IPPROTO_SCTP},
		{"sctp-seqpacket", unix.AF_INET, unix.SOCK_SEQPACKET, unix.IPPROTO_SCTP},
		{"raw", unix.AF_INET, unix.SOCK_RAW, unix.IPPROTO_ICMP},
		{"ping", unix.AF_INET, unix.SOCK_DGRAM, unix.IPPROTO_ICMP},
		{"packet", unix.AF_PACKET, unix.SOCK_RAW, 0},
		{"netlink", unix.AF_NETLINK, unix.SOCK_RAW, unix.NETLINK_ROUTE},
		{"vsock", unix.AF_VSOCK, unix.SOCK_STREAM, 0},
	} {
		essai(s.nom, ouvreSocket(s.domaine, s.genre, s.proto))
	}
	essai("io_uring", ioUring())
	if pid, err := strconv.Atoi(labo); err == nil {
		essai("signal-labo", syscall.Kill(pid, 0))
		_, err := os.ReadFile("/proc/" + labo + "/cmdline")
		essai("voit-labo", err)
	}
	if env, ok := os.LookupEnv("SSH_AUTH_SOCK"); ok {
		essai("ssh-auth-sock", fmt.Errorf("%s", "hérité"+env))
	} else {
		essai("ssh-auth-sock", syscall.ENOENT)
	}

	// What must work: its own folder, and a socket pair.
	essai("ici-ecrit", os.WriteFile("ici", []byte("ici\n"), 0o600))
	essai("ici-chmod", os.Chmod("ici", 0o644))
	_, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	essai("ici-paire", err)
	return strings.Join(r, " ")
}

// resultatCourt is "ok", or "refus(errno)" without blanks.
func resultatCourt(err error) string {
	if err == nil {
		return "ok"
	}
	var errno syscall.Errno
	if e, ok := err.(*os.PathError); ok {
		err = e.Err
	}
	if e, ok := err.(*os.SyscallError); ok {
		err = e.Err
	}
	if e, ok := err.(*net.OpError); ok {
		err = e.Err
		if e2, ok := err.(*os.SyscallError); ok {
			err = e2.Err
		}
	}
	if e, ok := err.(*os.LinkError); ok {
		err = e.Err
	}
	if e, ok := err.(syscall.Errno); ok {
		errno = e
		return "refus(" + unix.ErrnoName(errno) + ")"
	}
	return "refus(" + strings.ReplaceAll(err.Error(), " ", "_") + ")"
}

func lit(dossier, nom string) string {
	b, _ := os.ReadFile(filepath.Join(dossier, nom))
	return strings.TrimSpace(string(b))
}

// drapeaux sets the immutable and append-only flags of chemin.
func drapeaux(chemin string) error {
	fd, err := unix.Open(chemin, unix.O_RDONLY|unix.O_NONBLOCK, 0)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	v, err := unix.IoctlGetUint32(fd, unix.FS_IOC_GETFLAGS)
	if err != nil {
		return err
	}
	return unix.IoctlSetPointerInt(fd, unix.FS_IOC_SETFLAGS, int(v)|0x10|0x20)
}

func connecte(reseau, adresse string) error {
	c, err := net.DialTimeout(reseau, adresse, time.Second)
	if err != nil {
		return err
	}
	defer c.Close()
	_, err = c.Write([]byte("fugueur\n"))
	return err
}

func envoieUDP(adresse string) error {
	c, err := net.Dial("udp", adresse)
	if err != nil {
		return err
	}
	defer c.Close()
	_, err = c.Write([]byte("fugueur\n"))
	return err
}

func ecoute() error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	return l.Close()
}

// paireDatagramme sends, from a datagram socket pair, to the socket at
// chemin.
func paireDatagramme(chemin string) error {
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_DGRAM, 0)
	if err != nil {
		return err
	}
	defer unix.Close(fds[0])
	defer unix.Close(fds[1])
	return unix.Sendto(fds[0], []byte("fugueur\n"), 0, &unix.SockaddrUnix{Name: chemin})
}

func ouvreSocket(domaine, genre, proto int) error {
	fd, err := unix.Socket(domaine, genre, proto)
	if err != nil {
		return err
	}
	unix.Close(fd)
	return nil
}

// ioUring sets up a ring (its operations open sockets and files without
// the calls a filter sees).
func ioUring() error {
	var params [120]byte
	fd, _, e := unix.Syscall(unix.SYS_IO_URING_SETUP, 1, uintptr(unsafe.Pointer(&params[0])), 0)
	if e != 0 {
		return e
	}
	unix.Close(int(fd))
	return nil
}

// partage maps n MiB of shared anonymous memory and touches every page.
func partage(n string) string {
	mib, err := strconv.Atoi(n)
	if err != nil {
		return "refus(" + err.Error() + ")"
	}
	b, err := unix.Mmap(-1, 0, mib<<20, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED|unix.MAP_ANONYMOUS)
	if err != nil {
		return resultatCourt(err)
	}
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	return "ok"
}
