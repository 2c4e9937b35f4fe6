package code

import (
	"errors"
	"strings"
	"unicode"

	"github.com/sae-mastermind/mastermind/couleur"
)

// Lire is the course's codeCorrect and motVersEntiers in one step: it reads
// a word of palette letters (case ignored) as a code of pions pegs. Spaces
// between letters are ignored, so "r v b j" reads as RVBJ.
//
// Résultat: the code, or an *ErreurLongueur (how many pegs were expected
// and how many were typed) or an *ErreurLettre (the position of the first
// unknown letter and the letters allowed).
func Lire(mot string, p couleur.Palette, pions int) (Code, error) {
	var lettres []rune
	for _, r := range mot {
		if !unicode.IsSpace(r) {
			lettres = append(lettres, r)
		}
	}
	var c Code
	for i, r := range lettres {
		k, ok := p.Index(r)
		if !ok {
			return Code{}, &ErreurLettre{Position: i + 1, Lettre: r, Permises: p.Lettres()}
		}
		if i < MaxPions {
			c.c[i] = uint8(k)
		}
	}
	if len(lettres) != pions {
		return Code{}, &ErreurLongueur{Attendu: pions, Recu: len(lettres)}
	}
	c.n = uint8(pions)
	return c, nil
}

// LireAdmissible reads a word as Lire does and checks the code against the
// rule of the game (Taille.VerifieAdmissible): what the human's prompts
// call for a proposal or a secret.
//
// Résultat: the code; the errors of Lire; or an *ErreurRepetition whose
// Lettre is the repeated colour's letter in palette p.
func LireAdmissible(mot string, p couleur.Palette, t Taille) (Code, error) {
	c, err := Lire(mot, p, t.Pions)
	if err != nil {
		return Code{}, err
	}
	if err := t.VerifieAdmissible(c); err != nil {
		var rep *ErreurRepetition
		if errors.As(err, &rep) && rep.Couleur < p.Len() {
			rep.Lettre = p.Lettre(rep.Couleur)
		}
		return Code{}, err
	}
	return c, nil
}

// Mot is the course's entiersVersMot: the code as a word of the palette's
// letters ("BRJR"). A colour number outside the palette is written '?'.
func (c Code) Mot(p couleur.Palette) string {
	var b strings.Builder
	for _, v := range c.pions() {
		if int(v) < p.Len() {
			b.WriteRune(p.Lettre(int(v)))
		} else {
			b.WriteByte('?')
		}
	}
	return b.String()
}
