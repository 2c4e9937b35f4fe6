//go:build darwin || dragonfly || freebsd || netbsd || openbsd

package terminal

import "golang.org/x/sys/unix"

const (
	ioctlLit   = unix.TIOCGETA
	ioctlEcrit = unix.TIOCSETA
)
