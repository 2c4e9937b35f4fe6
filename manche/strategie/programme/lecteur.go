package programme

import (
	"bufio"
	"errors"
	"io"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// LongueurMax is the longest line a program may write, its newline not
// counted: a proposal takes a few bytes, so a longer line is a program
// flooding its output (ErrDeluge).
const LongueurMax = 4096

// Lecteur reads a program's output one line at a time, never holding more
// than LongueurMax bytes of a line.
type Lecteur struct {
	r *bufio.Reader
}

// NouveauLecteur reads the lines of r.
func NouveauLecteur(r io.Reader) *Lecteur {
	return &Lecteur{r: bufio.NewReaderSize(r, LongueurMax+1)}
}

// Suivante returns the next line of text, without its newline.
//
// Résultat: the line and nil; at the end of the output, what came after
// the last newline (often "") and io.EOF; for a line longer than
// LongueurMax, its first LongueurMax bytes and ErrDeluge; else what was
// read and the reader's error.
func (l *Lecteur) Suivante() (string, error) {
	b, err := l.r.ReadSlice('\n')
	switch {
	case err == nil:
		return string(b[:len(b)-1]), nil
	case errors.Is(err, bufio.ErrBufferFull):
		return string(b[:LongueurMax]), ErrDeluge
	}
	return string(b), err
}

// LitProposition reads ligne as a proposal of size t written with the
// letters of palette p: t.Pions letters, in either case, blanks anywhere
// ignored ("rbjv", "R B J V").
//
// Résultat: the code; else a *code.ErreurLongueur, a *code.ErreurLettre,
// or a *code.ErreurRepetition for a colour repeated in a game without
// repeats (no proposal may repeat one there).
func LitProposition(ligne string, t code.Taille, p couleur.Palette) (code.Code, error) {
	return code.LireAdmissible(ligne, p, t)
}
