package terminal

import "golang.org/x/sys/unix"

const (
	ioctlLit   = unix.TCGETS
	ioctlEcrit = unix.TCSETS
)
