//go:build unix

package terminal

import (
	"os"

	"golang.org/x/sys/unix"
	"golang.org/x/term"
)

// mode is the terminal's line discipline while the game runs: keys come
// one at a time and are not echoed, so that keys typed ahead never print
// over the screen; Ctrl-C still sends its signal, and "\n" still starts a
// line (the rest of the program writes plain text).
type mode struct {
	fd      int
	origine *unix.Termios
	jeu     unix.Termios
}

// passeEnModeJeu switches the terminal f to the game's mode; nil when f
// is not a terminal.
func passeEnModeJeu(f *os.File) *mode {
	fd := int(f.Fd())
	if !term.IsTerminal(fd) {
		return nil
	}
	t, err := unix.IoctlGetTermios(fd, ioctlLit)
	if err != nil {
		return nil
	}
	origine := *t
	t.Lflag &^= unix.ICANON | unix.ECHO | unix.IEXTEN
	t.Iflag &^= unix.ICRNL | unix.INLCR | unix.IXON
	t.Cc[unix.VMIN], t.Cc[unix.VTIME] = 1, 0
	if unix.IoctlSetTermios(fd, ioctlEcrit, t) != nil {
		return nil
	}
	return &mode{fd: fd, origine: &origine, jeu: *t}
}

// SansEcho turns off the echo of the terminal f, lines still read whole,
// for a masked answer where the prompts are plain lines (TERM=dumb); the
// function it returns turns it back on. Nothing changes when f is not a
// terminal.
func SansEcho(f *os.File) (remet func()) {
	fd := int(f.Fd())
	t, err := unix.IoctlGetTermios(fd, ioctlLit)
	if err != nil {
		return func() {}
	}
	origine := *t
	t.Lflag &^= unix.ECHO
	if unix.IoctlSetTermios(fd, ioctlEcrit, t) != nil {
		return func() {}
	}
	return func() { _ = unix.IoctlSetTermios(fd, ioctlEcrit, &origine) }
}

// reprend switches to the game's mode again (after a stop, Ctrl-Z: the
// shell may have changed the mode meanwhile).
func (m *mode) reprend() {
	if m != nil {
		j := m.jeu
		_ = unix.IoctlSetTermios(m.fd, ioctlEcrit, &j)
	}
}

// restaure puts the terminal back as it was.
func (m *mode) restaure() {
	if m != nil {
		_ = unix.IoctlSetTermios(m.fd, ioctlEcrit, m.origine)
	}
}

// Garde returns what puts the terminal f back as it is now, should
// something leave it changed at the program's end (promptui's raw mode);
// it writes the modes only when they changed, so that a program run in
// the background of a shell, which never changed them, is never stopped
// for writing them (SIGTTOU). Nothing when f is not a terminal.
func Garde(f *os.File) (restaure func()) {
	fd := int(f.Fd())
	t, err := unix.IoctlGetTermios(fd, ioctlLit)
	if err != nil {
		return func() {}
	}
	origine := *t
	return func() {
		if maintenant, err := unix.IoctlGetTermios(fd, ioctlLit); err == nil && *maintenant == origine {
			return
		}
		_ = unix.IoctlSetTermios(fd, ioctlEcrit, &origine)
	}
}
