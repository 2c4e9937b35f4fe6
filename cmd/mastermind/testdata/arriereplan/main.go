//go:build unix

// Command arriereplan plays a shell that runs a job in the background,
// as `mastermind --version > f &` does from an interactive shell: it
// starts its arguments in a process group of their own, which is not the
// terminal's foreground group, and writes whether the job exited or was
// stopped (SIGTTOU: it changed the terminal's modes from the
// background), as a shell's jobs command would show it. The screen tests
// start it as the leader of a session whose controlling terminal is a
// pseudo-terminal (arriereplan_test.go).
package main

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: arriereplan command [argument…]")
		os.Exit(2)
	}
	c := exec.Command(os.Args[1], os.Args[2:]...)
	c.Stdin, c.Stderr = os.Stdin, os.Stderr
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := c.Start(); err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	var ws syscall.WaitStatus
	if _, err := syscall.Wait4(c.Process.Pid, &ws, syscall.WUNTRACED, nil); err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	if ws.Stopped() {
		fmt.Println("stopped by", ws.StopSignal())
		_ = c.Process.Kill()
		_, _ = c.Process.Wait()
		return
	}
	fmt.Println("exited", ws.ExitStatus())
}
