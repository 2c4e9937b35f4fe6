package saves

import (
	"errors"
	"fmt"
)

// Sentinel errors a caller can test with errors.Is.
var (
	// ErrVide: the file is empty.
	ErrVide = errors.New("empty file")
	// ErrSyntaxe: the file is not well-formed YAML (truncated, edited).
	ErrSyntaxe = errors.New("not valid YAML")
	// ErrChampInconnu: the file has a field this program does not know.
	ErrChampInconnu = errors.New("unknown field")
	// ErrType: a field holds a value of the wrong type.
	ErrType = errors.New("value of the wrong type")
	// ErrVersion: the file's format version is not one this program reads.
	ErrVersion = errors.New("unsupported version")
	// ErrContenu: the file reads, but what it says breaks the game's rules.
	ErrContenu = errors.New("inconsistent content")
	// ErrNom: a save name would leave the saves folder or is empty.
	ErrNom = errors.New("invalid save name")
	// ErrAbsente: no save has that name.
	ErrAbsente = errors.New("no such save")
)

// ErreurFormat is a file that does not read: its kind (ErrVide, ErrSyntaxe,
// ErrChampInconnu, ErrType), the line YAML names (0 when none), a detail
// (the unknown field's name, YAML's message, the value of the wrong type)
// and, for ErrType, the field whose value it is ("created").
type ErreurFormat struct {
	Err    error
	Ligne  int
	Detail string
	Champ  string
}

func (e *ErreurFormat) Error() string {
	s := e.Err.Error()
	if e.Ligne > 0 {
		s = fmt.Sprintf("line %d: %s", e.Ligne, s)
	}
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurFormat) Unwrap() error { return e.Err }

// ErreurCoupe is a file that stops in the middle of its line Ligne: it
// was cut short (a copy or a disk that failed), which most likely is why
// it does not read (Err).
type ErreurCoupe struct {
	Ligne int
	Err   error
}

func (e *ErreurCoupe) Error() string {
	return fmt.Sprintf("the file stops in the middle of line %d: %v", e.Ligne, e.Err)
}

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurCoupe) Unwrap() error { return e.Err }

// ErreurVersion is a file of another format version: the one it has, and
// the one this program reads.
type ErreurVersion struct {
	Version, Lue int
}

func (e *ErreurVersion) Error() string {
	return fmt.Sprintf("format version %d, this program reads version %d", e.Version, e.Lue)
}

// Unwrap lets errors.Is match ErrVersion.
func (e *ErreurVersion) Unwrap() error { return ErrVersion }

// ErreurContenu is a file whose content breaks the game's rules: Champ
// names the part ("parameters", "round.rows"), Rang the row counted from 1
// when it is about a row, Err the rule broken (often an error of package
// code, couleur or partie).
type ErreurContenu struct {
	Champ string
	Rang  int
	Err   error
}

func (e *ErreurContenu) Error() string {
	if e.Rang > 0 {
		return fmt.Sprintf("%s %d: %v", e.Champ, e.Rang, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Champ, e.Err)
}

// Is lets errors.Is match ErrContenu as well as the rule broken.
func (e *ErreurContenu) Is(cible error) bool { return cible == ErrContenu }

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurContenu) Unwrap() error { return e.Err }

// ErreurFichier names the save whose file could not be read or written.
type ErreurFichier struct {
	Nom, Chemin string
	Err         error
}

func (e *ErreurFichier) Error() string {
	return fmt.Sprintf("save %q (%s): %v", e.Nom, e.Chemin, e.Err)
}

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurFichier) Unwrap() error { return e.Err }

// ErreurDossier is a saves folder that cannot be read. When a file
// stands where a folder of its path should be, Fichier is that file, and
// Regulier says it is a regular file (see disque.Obstacle).
type ErreurDossier struct {
	Chemin   string
	Err      error
	Fichier  string
	Regulier bool
}

func (e *ErreurDossier) Error() string { return fmt.Sprintf("saves folder %s: %v", e.Chemin, e.Err) }

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurDossier) Unwrap() error { return e.Err }

// ErrGardee: the player kept the other game that has the name asked for.
var ErrGardee = errors.New("the other game of that name is kept")

// ErreurNomPris is a name that another game's file has: Err is ErrGardee
// when the player chose to keep that game, or why its file does not read
// (a damaged file is never replaced).
type ErreurNomPris struct {
	Nom string
	Err error
}

func (e *ErreurNomPris) Error() string {
	return fmt.Sprintf("save %q is another game: %v", e.Nom, e.Err)
}

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurNomPris) Unwrap() error { return e.Err }
