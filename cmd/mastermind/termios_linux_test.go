package main

import "golang.org/x/sys/unix"

// ioctlLitModeTest reads a terminal's mode (termios).
const ioctlLitModeTest = unix.TCGETS
