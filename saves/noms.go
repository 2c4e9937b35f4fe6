package saves

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Autosave starts the name of the file of a game nobody named: it is
// written after every move, one file per game ("autosave-20261122-140500"),
// and a player cannot type such a name.
const Autosave = "autosave"

// extension is the suffix of save files; verrou that of their lock files.
const (
	extension = ".yaml"
	verrou    = ".lock"
)

// MaxOctets is the longest name in bytes: its lock file, ".NAME.lock",
// must fit the 255 bytes most file systems allow for a file name.
const MaxOctets = 255 - len(verrou) - 1

// MaxCaracteres is the longest name in characters, for menus.
const MaxCaracteres = 64

// Why a name is refused (ErreurNom.Err); each also matches ErrNom.
var (
	ErrNomVide      = errors.New("empty name")
	ErrNomLong      = errors.New("name too long")
	ErrNomPoint     = errors.New("name starting with a dot")
	ErrNomTiret     = errors.New("name starting with a dash")
	ErrNomCaractere = errors.New("character not allowed in a name")
	ErrNomReserve   = errors.New("name reserved for the automatic saves")
)

// ErreurNom is a name refused: the name, why (one of the ErrNom…
// errors), and the character refused for ErrNomCaractere.
type ErreurNom struct {
	Nom       string
	Err       error
	Caractere rune
}

func (e *ErreurNom) Error() string { return fmt.Sprintf("%q: %v: %v", e.Nom, ErrNom, e.Err) }

// Unwrap lets errors.Is match ErrNom and the reason.
func (e *ErreurNom) Unwrap() []error { return []error{ErrNom, e.Err} }

// VerifieNom checks a name the folder may hold: not empty, no path
// separator, not starting with a dot (hence no ".."), letters, digits,
// spaces and "-_.'" only, at most MaxCaracteres characters and MaxOctets
// bytes. Such a name never leaves the folder. Names an older version
// accepted (starting with a dash) and the automatic saves' names pass, so
// that they can be listed, resumed and deleted.
func VerifieNom(nom string) error {
	switch {
	case strings.TrimSpace(nom) == "":
		return &ErreurNom{Nom: nom, Err: ErrNomVide}
	case len(nom) > MaxOctets || utf8.RuneCountInString(nom) > MaxCaracteres:
		return &ErreurNom{Nom: nom, Err: ErrNomLong}
	case strings.HasPrefix(nom, "."):
		return &ErreurNom{Nom: nom, Err: ErrNomPoint}
	}
	for _, r := range nom {
		if r == utf8.RuneError || !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" -_.'", r) {
			return &ErreurNom{Nom: nom, Err: ErrNomCaractere, Caractere: r}
		}
	}
	return nil
}

// VerifieNouveauNom checks a name a player gives a game: VerifieNom's
// rules, and neither a leading dash (the shell would read it as an
// option) nor an automatic save's name.
func VerifieNouveauNom(nom string) error {
	if err := VerifieNom(nom); err != nil {
		return err
	}
	switch {
	case strings.HasPrefix(nom, "-"):
		return &ErreurNom{Nom: nom, Err: ErrNomTiret}
	case EstAutomatique(nom):
		return &ErreurNom{Nom: nom, Err: ErrNomReserve}
	}
	return nil
}

// EstAutomatique reports whether nom is the name of an automatic save,
// case ignored (some file systems ignore it too).
func EstAutomatique(nom string) bool {
	n := strings.ToLower(nom)
	return n == Autosave || strings.HasPrefix(n, Autosave+"-")
}

// DebutAutomatique is when the game of the automatic save nom started, as
// its name says ("autosave-20261122-140500", "-2" and on when another
// game took that second): ok is false for any other name.
func DebutAutomatique(nom string) (debut time.Time, ok bool) {
	n := strings.ToLower(nom)
	s, ok := strings.CutPrefix(n, Autosave+"-")
	if !ok || len(s) < len("20060102-150405") {
		return time.Time{}, false
	}
	date, reste := s[:len("20060102-150405")], s[len("20060102-150405"):]
	if reste != "" {
		k, err := strconv.Atoi(strings.TrimPrefix(reste, "-"))
		if !strings.HasPrefix(reste, "-") || err != nil || k < 2 {
			return time.Time{}, false
		}
	}
	t, err := time.Parse("20060102-150405", date)
	if err != nil {
		return time.Time{}, false
	}
	return t, true
}
