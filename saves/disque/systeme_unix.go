//go:build unix

package disque

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"golang.org/x/sys/unix"
)

// ouvre opens chemin for reading without following a final link and
// without waiting for a writer (a FIFO).
func ouvre(chemin string) (*os.File, error) {
	f, err := os.OpenFile(chemin, os.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK, 0)
	if errors.Is(err, unix.ELOOP) || errors.Is(err, unix.EMLINK) {
		return nil, &ErreurGenre{Chemin: chemin, Genre: Lien}
	}
	if errors.Is(err, unix.ENXIO) {
		return nil, &ErreurGenre{Chemin: chemin, Genre: Prise}
	}
	return f, err
}

// debut is the start time of process pid as the system counts it (clock
// ticks since boot, field 22 of /proc/PID/stat), "" where there is no
// /proc; zombie tells a process that ended and was not yet reaped.
func debut(pid int) (debut string, zombie bool) {
	data, err := Lit(fmt.Sprintf("/proc/%d/stat", pid), 4096)
	if err != nil {
		return "", false
	}
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return "", false
	}
	// After the command's name: field 3 (state) is index 0, field 22
	// (starttime) is index 19.
	champs := strings.Fields(s[i+1:])
	if len(champs) < 20 {
		return "", false
	}
	return champs[19], champs[0] == "Z"
}

// vivant asks the system whether p runs: its pid exists (a signal 0 is
// accepted, or refused for want of rights), is not a zombie, and started
// when p did where the start time is known.
func vivant(p Processus) bool {
	if p.Pid <= 0 {
		return false
	}
	if err := unix.Kill(p.Pid, 0); err != nil && !errors.Is(err, unix.EPERM) {
		return false
	}
	d, zombie := debut(p.Pid)
	if zombie {
		return false
	}
	return p.Debut == "" || d == "" || d == p.Debut
}

// cause sorts a failed write into what a person can do something about.
func cause(err error) error {
	switch {
	case errors.Is(err, unix.EACCES), errors.Is(err, unix.EPERM):
		return ErrInterdit
	case errors.Is(err, unix.ENOSPC), errors.Is(err, unix.EDQUOT):
		return ErrPlein
	case errors.Is(err, unix.EROFS):
		return ErrLectureSeule
	case errors.Is(err, unix.ENOTDIR):
		return ErrPasDossier
	}
	return nil
}

// essaieVerrouSysteme tries to take the system's lock (flock), exclusive or shared,
// on f without waiting: pris is false when another program holds it. The
// system releases it when f is closed or the program dies.
func essaieVerrouSysteme(f *os.File, exclusif bool) (pris bool, err error) {
	mode := unix.LOCK_SH
	if exclusif {
		mode = unix.LOCK_EX
	}
	for {
		err := unix.Flock(int(f.Fd()), mode|unix.LOCK_NB)
		switch {
		case err == nil:
			return true, nil
		case errors.Is(err, unix.EWOULDBLOCK):
			return false, nil
		case !errors.Is(err, unix.EINTR):
			return false, err
		}
	}
}

// ouvreGarde opens (creating it) a folder's guard file without following
// a final link and without waiting on a FIFO.
func ouvreGarde(chemin string) (*os.File, error) {
	f, err := os.OpenFile(chemin, os.O_RDWR|os.O_CREATE|unix.O_NOFOLLOW|unix.O_NONBLOCK, 0o644)
	if errors.Is(err, unix.ELOOP) || errors.Is(err, unix.EMLINK) {
		return nil, &ErreurGenre{Chemin: chemin, Genre: Lien}
	}
	if errors.Is(err, unix.ENXIO) {
		return nil, &ErreurGenre{Chemin: chemin, Genre: Prise}
	}
	return f, err
}
