package iostreams

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"syscall"
)

// ErrSortie: the program's result could not be written on its output (a
// full disk, a closed output, a file that refuses writing).
var ErrSortie = errors.New("the standard output cannot be written")

// ErrFermee: the standard output was closed when the program started
// (">&-"): nothing it writes can reach anyone (ErreurSortie.Err).
var ErrFermee = errors.New("the standard output is closed")

// ErreurSortie is the first write on the output that failed, Err the
// system's reason (syscall.ENOSPC for a full disk).
type ErreurSortie struct {
	Err error
}

func (e *ErreurSortie) Error() string { return fmt.Sprintf("%v: %v", ErrSortie, e.Err) }

// Is lets errors.Is match ErrSortie.
func (e *ErreurSortie) Is(cible error) bool { return cible == ErrSortie }

// Unwrap lets errors.Is and errors.As see the system's reason.
func (e *ErreurSortie) Unwrap() error { return e.Err }

// surveillee is an output that remembers its first failed write: a
// command writes its result as it goes and the program checks, before it
// reports success, that none was lost. After a failure it writes nothing
// more, so that what was written stays a prefix of the result.
type surveillee struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

func (s *surveillee) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		s.err = err
	}
	return n, err
}

// ErreurSortie reports whether everything written on the output reached
// it: nil, or an *ErreurSortie with the first write that failed. An
// output that is a regular file is synced first, so that a disk that
// fills up at the last moment is seen too. A terminal's output is not
// watched (its prompts need the *os.File; a terminal that goes away is
// SIGHUP).
func (s *IOStreams) ErreurSortie() error {
	if s.sortie == nil {
		return nil
	}
	s.sortie.mu.Lock()
	err := s.sortie.err
	s.sortie.mu.Unlock()
	if err == nil {
		err = synchronise(s.sortie.w)
	}
	if err != nil {
		return &ErreurSortie{Err: err}
	}
	return nil
}

// synchronise syncs w when it is a regular file; other outputs (pipes,
// devices, buffers) have nothing to sync. A file that cannot even be
// looked at lost what was written to it.
func synchronise(w io.Writer) error {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	st, err := f.Stat()
	switch {
	case err != nil:
		return err
	case !st.Mode().IsRegular():
		return nil
	}
	return f.Sync()
}

// Message names the sentence of an output that could not be written: closed
// when the program started, its disk full, or refusing writes (the
// catalogue's Message).
func (e *ErreurSortie) Message() (string, []any) {
	switch {
	case errors.Is(e.Err, ErrFermee):
		return "err.sortie.fermee", nil
	case errors.Is(e.Err, syscall.ENOSPC), errors.Is(e.Err, syscall.EDQUOT):
		return "err.sortie.pleine", nil
	}
	return "err.sortie", nil
}
