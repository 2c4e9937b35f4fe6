package terminal

import "golang.org/x/sys/unix"

// Solaris and illumos read and set the terminal's mode as Linux does.
const (
	ioctlLit   = unix.TCGETS
	ioctlEcrit = unix.TCSETS
)
