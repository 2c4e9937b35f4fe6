//go:build darwin || freebsd || netbsd

package enclos

import (
	"syscall"
	"time"
)

// ctime is when the inode of s last changed.
func ctime(s *syscall.Stat_t) time.Time {
	return time.Unix(int64(s.Ctimespec.Sec), int64(s.Ctimespec.Nsec))
}
