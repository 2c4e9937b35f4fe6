//go:build windows

package main

import (
	"errors"
	"syscall"
)

// modeTerminal: Windows has no termios; the screen tests, which run the
// program in a pseudo-terminal, run on Unix.
func modeTerminal(int) (canon, echo bool, err error) { return false, false, errors.ErrUnsupported }

// enModeLigne: see modeTerminal.
func enModeLigne(int) (bool, error) { return false, errors.ErrUnsupported }

// sigcont stands for SIGCONT, which Windows lacks (never sent there).
const sigcont = syscall.Signal(0x12)
