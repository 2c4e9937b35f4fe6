// Command fugueur is a program that tries to get out of the lab's fence,
// for the fence's tests. Its first argument says how, its second is a
// marker the test finds in the command line of every process it starts:
//
//	enfant   starts a child that sleeps
//	setsid   starts a child that sleeps in a session of its own
//	setpgid  starts a child that sleeps in a process group of its own
//	double   starts a child that starts a grandchild (in a session of
//	         its own) and exits: the grandchild is an orphan
//	ecrit F  writes the file F (outside its folder)
//	reseau   listens on, then connects to, a TCP port of 127.0.0.1
//	gros     writes a file of 64 MiB in its folder
//	dossier  says its working folder and TMPDIR
//	cgroupe  says its cgroup v2
//	memoire  allocates without bound
//	tourne   spins for ever
//	attaque D P  tries, outside its folder, every way out of the fence
//	         the lab promises to close (attaque.go), on the files and
//	         sockets the test made in folder D, and on the lab, process
//	         P; it writes "pret" and, for each, "name=ok" or
//	         "name=refus(why)"
//	partage N  maps N MiB of shared memory and touches them
//	herite N   writes a line on descriptor N, which it did not open
//	memfd N    writes N MiB into memory files it never maps, 512 MiB
//	           each (under the file size limit)
//	shm N      writes N MiB into files of its folder, then N MiB into
//	           files of /dev/shm (512 MiB each)
//	chmod      makes its folder 4777, a file 4755 and a folder 2775 in
//	           it
//
// It then writes one line on its output, "pret" and what it saw, and
// sleeps for ever, reading nothing (the end of its input does not stop
// it).
package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

func main() {
	mode, marque := os.Args[1], os.Args[2]
	vu := ""
	switch mode {
	case "dort":
		dort()
	case "relais":
		enfant(marque, &syscall.SysProcAttr{Setsid: true})
		return
	case "enfant":
		enfant(marque, nil)
	case "setsid":
		enfant(marque, &syscall.SysProcAttr{Setsid: true})
	case "setpgid":
		enfant(marque, &syscall.SysProcAttr{Setpgid: true})
	case "double":
		c := exec.Command(os.Args[0], "relais", marque)
		if err := c.Run(); err != nil {
			panic(err)
		}
	case "ecrit":
		vu = resultat(os.WriteFile(os.Args[3], []byte("dehors\n"), 0o600))
	case "reseau":
		l, err := net.Listen("tcp", "127.0.0.1:0")
		vu = "listen " + resultat(err)
		if err == nil {
			_, err = net.Dial("tcp", l.Addr().String())
			vu += " dial " + resultat(err)
		}
	case "gros":
		vu = resultat(os.WriteFile("gros", make([]byte, 64<<20), 0o600))
	case "dossier":
		cwd, _ := os.Getwd()
		vu = cwd + " " + os.Getenv("TMPDIR")
	case "cgroupe":
		b, _ := os.ReadFile("/proc/self/cgroup")
		for _, l := range strings.Split(string(b), "\n") {
			if c, ok := strings.CutPrefix(l, "0::"); ok {
				vu = c
			}
		}
	case "memoire":
		var tas [][]byte
		for {
			b := make([]byte, 1<<20)
			for i := range b {
				b[i] = 1
			}
			tas = append(tas, b)
		}
	case "tourne":
		for {
		}
	case "attaque":
		vu = attaque(os.Args[3], os.Args[4])
	case "partage":
		vu = partage(os.Args[3])
	case "chmod":
		err := os.WriteFile("suid", []byte("#!/bin/sh\n"), 0o755)
		if err == nil {
			err = os.Chmod("suid", 0o4755)
		}
		if err == nil {
			err = os.Mkdir("sgid", 0o775)
		}
		if err == nil {
			err = os.Chmod("sgid", 0o2775|os.ModeSetgid)
		}
		if err == nil {
			err = os.Chmod(".", 0o777|os.ModeSetuid)
		}
		vu = resultat(err)
	case "memfd":
		vu = resultat(remplit(os.Args[3], tampon(), func() (*os.File, error) {
			fd, err := unix.MemfdCreate("fugueur", unix.MFD_CLOEXEC)
			return os.NewFile(uintptr(fd), "memfd"), err
		}))
	case "shm":
		n, b := 0, tampon()
		err := remplit(os.Args[3], b, func() (*os.File, error) { n++; return os.Create(fmt.Sprint("dossier-shm-", n)) })
		if err == nil {
			err = remplit(os.Args[3], b, func() (*os.File, error) { n++; return os.Create(fmt.Sprint("/dev/shm/fugueur-", n)) })
		}
		vu = resultat(err)
	case "herite":
		fd, err := strconv.Atoi(os.Args[3])
		if err == nil {
			_, err = syscall.Write(fd, []byte("fuite\n"))
		}
		vu = resultat(err)
	}
	fmt.Println(strings.TrimSpace("pret " + vu))
	dort()
}

// tampon is a MiB of ones, allocated once: the heap need not grow while
// the files fill memory.
func tampon() []byte {
	b := make([]byte, 1<<20)
	for i := range b {
		b[i] = 1
	}
	return b
}

// remplit writes n MiB (a number) of b (a MiB) into the files ouvre
// opens, a new one each 512 MiB, and keeps them open.
func remplit(n string, b []byte, ouvre func() (*os.File, error)) error {
	m, err := strconv.Atoi(n)
	if err != nil {
		return err
	}
	var f *os.File
	for i := range m {
		if i%512 == 0 {
			if f, err = ouvre(); err != nil {
				return err
			}
		}
		if _, err := f.Write(b); err != nil {
			return err
		}
	}
	return nil
}

// enfant starts a child that sleeps, with attributes sys.
func enfant(marque string, sys *syscall.SysProcAttr) {
	c := exec.Command(os.Args[0], "dort", marque)
	c.SysProcAttr = sys
	if err := c.Start(); err != nil {
		panic(err)
	}
}

// resultat is "ok", or "refus" and why.
func resultat(err error) string {
	if err != nil {
		return "refus (" + err.Error() + ")"
	}
	return "ok"
}

func dort() {
	for {
		time.Sleep(time.Hour)
	}
}
