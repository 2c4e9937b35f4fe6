//go:build unix

package iostreams

import (
	"os"

	"golang.org/x/sys/unix"
)

// fermeeAuDepart reports whether f, the standard output, was closed when
// the program started: Go's runtime then opens /dev/null in its place,
// read-write (a shell's "> /dev/null" opens it write-only), so that a
// result written there would be lost without a word.
func fermeeAuDepart(f *os.File) bool {
	if f.Fd() != 1 {
		return false
	}
	fl, err := unix.FcntlInt(f.Fd(), unix.F_GETFL, 0)
	if err != nil || fl&unix.O_ACCMODE != unix.O_RDWR {
		return false
	}
	var st, nul unix.Stat_t
	if unix.Fstat(int(f.Fd()), &st) != nil || unix.Stat(os.DevNull, &nul) != nil {
		return false
	}
	return st.Mode&unix.S_IFMT == unix.S_IFCHR && st.Rdev == nul.Rdev
}
