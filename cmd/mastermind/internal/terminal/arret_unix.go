//go:build unix

package terminal

import (
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// notifieArret sends on c each Ctrl-Z (SIGTSTP): the game's mode keeps
// the terminal's signals, and a SIGTSTP may come from outside too.
func notifieArret(c chan os.Signal) { signal.Notify(c, syscall.SIGTSTP) }

// arrete stops the program as Ctrl-Z does, the terminal in the mode it
// had before the game; it returns once the program continues (fg), the
// game's mode back. What was on screen (a prompt, the board) was left
// before, and is drawn again after.
//
// It stops with SIGSTOP: once notified, SIGTSTP stays with Go's handler
// even after signal.Reset, and a program cannot send it to itself to
// stop. A program with no shell to continue it (its process group
// orphaned, as the kernel says for SIGTSTP) is not stopped.
func (t *Terminal) arrete() {
	t.arretMu.Lock()
	defer t.arretMu.Unlock()
	select {
	case <-t.fini:
		return
	default:
	}
	if !continuable() {
		return
	}
	continue_ := make(chan os.Signal, 1)
	signal.Notify(continue_, syscall.SIGCONT)
	defer signal.Stop(continue_)
	t.mode.restaure()
	if syscall.Kill(syscall.Getpid(), syscall.SIGSTOP) == nil {
		<-continue_
	}
	t.mode.reprend()
}

// continuable reports whether a shell can continue the program once
// stopped, that is whether its process group is not orphaned: some
// process of it (the program, or the one that started it, as make or go
// run do, in the same group) has its parent in the same session but
// another group, the shell that started the job.
func continuable() bool {
	s, err1 := unix.Getsid(0)
	groupe, err2 := unix.Getpgid(0)
	if err1 != nil || err2 != nil {
		return false
	}
	parent := unix.Getppid()
	for range 16 {
		if parent <= 1 {
			return false
		}
		gp, err1 := unix.Getpgid(parent)
		sp, err2 := unix.Getsid(parent)
		switch {
		case err1 != nil || err2 != nil || sp != s:
			return false
		case gp != groupe:
			return true
		}
		// The parent is of the group too: its own parent may be the
		// shell.
		var ok bool
		if parent, ok = parentDe(parent); !ok {
			return false
		}
	}
	return false
}

// parentDe is the parent of process pid, read from /proc (Linux); false
// where there is none.
func parentDe(pid int) (int, bool) {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	b := make([]byte, 4096)
	n, _ := io.ReadFull(f, b)
	// pid (comm) state ppid …: comm may hold spaces and parentheses.
	l := string(b[:n])
	i := strings.LastIndexByte(l, ')')
	if i < 0 {
		return 0, false
	}
	champs := strings.Fields(l[i+1:])
	if len(champs) < 2 {
		return 0, false
	}
	ppid, err := strconv.Atoi(champs[1])
	return ppid, err == nil
}
