//go:build unix

package main

import (
	"syscall"

	"golang.org/x/sys/unix"
)

// sigcont is SIGCONT (a name Windows lacks; see termios_windows_test.go).
const sigcont = syscall.SIGCONT

// modeTerminal reads whether the terminal fd edits lines (ICANON) and
// echoes (ECHO), as a shell leaves it; a prompt of the game turns both
// off.
func modeTerminal(fd int) (canon, echo bool, err error) {
	t, err := unix.IoctlGetTermios(fd, ioctlLitModeTest)
	if err != nil {
		return false, false, err
	}
	return t.Lflag&unix.ICANON != 0, t.Lflag&unix.ECHO != 0, nil
}

// enModeLigne reports whether the terminal fd edits lines and echoes.
func enModeLigne(fd int) (bool, error) {
	canon, echo, err := modeTerminal(fd)
	return canon && echo, err
}
