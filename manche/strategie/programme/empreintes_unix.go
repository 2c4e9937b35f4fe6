//go:build unix

package programme

import "syscall"

// oNonBloquant opens without waiting on a FIFO.
const oNonBloquant = syscall.O_NONBLOCK
