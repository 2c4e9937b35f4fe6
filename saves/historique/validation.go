package historique

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// Errors of the lines a reader skips, for errors.Is; each wraps
// ErrContenu too.
var (
	// ErrTexte: a text field holds a character that is not printable (a
	// control character, an escape sequence's ESC, a bidirectional
	// mark): shown or exported, it would act instead of being read.
	ErrTexte = errors.New("text field with a control character")
	// ErrContradiction: the line says one thing and its rows another (a
	// round « lost » whose last row wins, a win that no row shows, a
	// winning row before the last).
	ErrContradiction = errors.New("line contradicts itself")
)

// ErreurLigne is why a line is not an entry: Err is ErrTexte or
// ErrContradiction; it is an ErrContenu too.
type ErreurLigne struct {
	// Champ names the field at fault.
	Champ string
	Err   error
}

func (e *ErreurLigne) Error() string { return fmt.Sprintf("%s: %v", e.Champ, e.Err) }

// Is makes an *ErreurLigne an ErrContenu too.
func (e *ErreurLigne) Is(cible error) bool { return cible == ErrContenu }

// Unwrap lets errors.Is see the reason.
func (e *ErreurLigne) Unwrap() error { return e.Err }

// imprimable reports whether s holds only printable characters (letters,
// marks, numbers, punctuation, symbols, and the ASCII space).
func imprimable(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) < 0
}

// verifieTextes refuses a line whose text fields could act when shown or
// exported: the mode and the letters are printable, the letters without
// a space and each once.
func verifieTextes(l ligne) error {
	if !imprimable(l.Mode) {
		return &ErreurLigne{Champ: "mode", Err: ErrTexte}
	}
	vues := map[rune]bool{}
	for _, r := range l.Lettres {
		if !unicode.IsPrint(r) || unicode.IsSpace(r) || vues[r] {
			return &ErreurLigne{Champ: "letters", Err: ErrTexte}
		}
		vues[r] = true
	}
	return nil
}

// verifieCoherence refuses an entry that contradicts itself: a winning
// row is the last one, and the round is found exactly when its last row
// wins.
func verifieCoherence(e Entree) error {
	for i, r := range e.Lignes {
		gagne := r.Reponse.Bien == e.Taille.Pions
		if gagne && i != len(e.Lignes)-1 {
			return &ErreurLigne{Champ: fmt.Sprintf("row %d", i+1), Err: ErrContradiction}
		}
	}
	gagnee := len(e.Lignes) > 0 && e.Lignes[len(e.Lignes)-1].Reponse.Bien == e.Taille.Pions
	if gagnee != e.Trouve {
		return &ErreurLigne{Champ: "found", Err: ErrContradiction}
	}
	return nil
}

// facteurLu bounds what litBorne reads of a file: facteurLu times its
// cap, lines too long included.
const facteurLu = 64

// litBorne reads the history file chemin as disque.Lit does, line by
// line: a line longer than MaxLigne is skipped alone (its number goes to
// longues, an empty line keeps its place) instead of making the whole
// file unreadable; the other lines together may take plafond bytes, and
// the file, skipped lines included, facteurLu × plafond.
//
// Résultat: the lines kept, the numbers of those skipped; an
// *disque.ErreurTaille past either bound; disque.Ouvre's error.
func litBorne(chemin string, plafond int64) (data []byte, longues []int, err error) {
	f, err := disque.Ouvre(chemin)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > facteurLu*plafond {
		return nil, nil, &disque.ErreurTaille{Chemin: chemin, Taille: fi.Size(), Max: facteurLu * plafond}
	}
	r := bufio.NewReaderSize(io.LimitReader(f, facteurLu*plafond), MaxLigne+1)
	var b bytes.Buffer
	for n := 1; ; n++ {
		ligne, err := r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			// Too long: skipped to its end, never held whole.
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = r.ReadSlice('\n')
			}
			longues = append(longues, n)
			if err == nil {
				b.WriteByte('\n')
				continue
			}
			ligne = nil
		}
		b.Write(ligne)
		if int64(b.Len()) > plafond {
			return nil, nil, &disque.ErreurTaille{Chemin: chemin, Taille: int64(b.Len()), Max: plafond}
		}
		if errors.Is(err, io.EOF) {
			return b.Bytes(), longues, nil
		}
		if err != nil {
			return nil, nil, err
		}
	}
}
