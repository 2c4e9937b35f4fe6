//go:build windows

package disque

import (
	"errors"
	"io/fs"
	"os"
	"strconv"

	"golang.org/x/sys/windows"
)

// ouvre opens chemin for reading; Lit has checked it is a regular file.
func ouvre(chemin string) (*os.File, error) { return os.Open(chemin) }

// stillActive is the exit code GetExitCodeProcess gives a process that
// still runs (STILL_ACTIVE).
const stillActive = 259

// debut is the creation time of process pid as the system counts it (100
// ns since 1601, GetProcessTimes), "" when the system does not say;
// fini tells a process that ended though a handle keeps its pid.
func debut(pid int) (debut string, fini bool) {
	h, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, uint32(pid))
	if err != nil {
		return "", false
	}
	defer windows.CloseHandle(h)
	var code uint32
	if windows.GetExitCodeProcess(h, &code) == nil && code != stillActive {
		fini = true
	}
	var creation, sortie, noyau, utilisateur windows.Filetime
	if err := windows.GetProcessTimes(h, &creation, &sortie, &noyau, &utilisateur); err != nil {
		return "", fini
	}
	return strconv.FormatUint(uint64(creation.HighDateTime)<<32|uint64(creation.LowDateTime), 10), fini
}

// vivant asks the system whether p runs: its pid names a process (one
// the program may not query counts), that has not ended, and that was
// created when p was where the creation time is known. A lock left by a
// killed game so expires on Windows as on Unix.
func vivant(p Processus) bool {
	if p.Pid <= 0 {
		return false
	}
	h, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, uint32(p.Pid))
	if err != nil {
		// ERROR_INVALID_PARAMETER: no such process. Denied: one of
		// another user's, which runs.
		return errors.Is(err, windows.ERROR_ACCESS_DENIED)
	}
	windows.CloseHandle(h)
	d, fini := debut(p.Pid)
	if fini {
		return false
	}
	return p.Debut == "" || d == "" || d == p.Debut
}

// cause sorts a failed write into what a person can do something about.
func cause(err error) error {
	switch {
	case errors.Is(err, windows.ERROR_ACCESS_DENIED), errors.Is(err, fs.ErrPermission):
		return ErrInterdit
	case errors.Is(err, windows.ERROR_DISK_FULL), errors.Is(err, windows.ERROR_HANDLE_DISK_FULL):
		return ErrPlein
	case errors.Is(err, windows.ERROR_WRITE_PROTECT):
		return ErrLectureSeule
	}
	return nil
}

// essaieVerrouSysteme tries to take the system's lock (LockFileEx on the
// file's first byte), exclusive or shared, on f without waiting: pris is
// false when another program holds it. The system releases it when f is
// closed or the program dies.
func essaieVerrouSysteme(f *os.File, exclusif bool) (pris bool, err error) {
	var ol windows.Overlapped
	mode := uint32(windows.LOCKFILE_FAIL_IMMEDIATELY)
	if exclusif {
		mode |= windows.LOCKFILE_EXCLUSIVE_LOCK
	}
	err = windows.LockFileEx(windows.Handle(f.Fd()), mode, 0, 1, 0, &ol)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, windows.ERROR_LOCK_VIOLATION), errors.Is(err, windows.ERROR_IO_PENDING):
		return false, nil
	}
	return false, err
}

// ouvreGarde opens (creating it) a folder's guard file, a link refused.
func ouvreGarde(chemin string) (*os.File, error) {
	if info, err := os.Lstat(chemin); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		return nil, &ErreurGenre{Chemin: chemin, Genre: Lien}
	}
	return os.OpenFile(chemin, os.O_RDWR|os.O_CREATE, 0o644)
}
