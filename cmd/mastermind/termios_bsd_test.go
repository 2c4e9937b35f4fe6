//go:build darwin || dragonfly || freebsd || netbsd || openbsd

package main

import "golang.org/x/sys/unix"

// ioctlLitModeTest reads a terminal's mode (termios).
const ioctlLitModeTest = unix.TIOCGETA
