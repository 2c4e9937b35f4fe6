//go:build unix

package disquetest

import "golang.org/x/sys/unix"

// CreeTube makes a named pipe (FIFO) at chemin, as a stranger could leave
// one where the program reads.
func CreeTube(chemin string) error { return unix.Mkfifo(chemin, 0o644) }
