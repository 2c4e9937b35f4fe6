package code

import (
	"fmt"
	"iter"
	"math/rand/v2"

	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/utmm"
)

// MaxCouleurs is the largest number of colours: a full palette and the
// empty hole.
const MaxCouleurs = couleur.MaxCouleurs + 1

// Taille is the size of a game: the number of pegs of a code (the course's
// lgCode), the number of colours (nbCouleurs), and whether a code may
// repeat a colour. The zero value of SansRepetition is the course's rule:
// colours may repeat.
type Taille struct {
	Pions    int
	Couleurs int
	// SansRepetition is the variant most other programs offer: no code of
	// the game holds a colour twice, neither the secret nor any proposal,
	// whoever makes it (see VerifieAdmissible).
	SansRepetition bool
}

// Verifie checks the size itself.
//
// Résultat: nil when 1 <= Pions <= MaxPions, 1 <= Couleurs <= MaxCouleurs,
// and, without repeats, Couleurs >= Pions; else an *ErreurTaille.
func (t Taille) Verifie() error {
	switch {
	case t.Pions < 1 || t.Pions > MaxPions:
		return &ErreurTaille{Taille: t, Err: ErrPions}
	case t.Couleurs < 1 || t.Couleurs > MaxCouleurs:
		return &ErreurTaille{Taille: t, Err: ErrCouleurs}
	case t.SansRepetition && t.Couleurs < t.Pions:
		return &ErreurTaille{Taille: t, Err: ErrPasAssezDeCouleurs}
	}
	return nil
}

// String writes the size for programmers, in errors and logs: "4×6",
// "5×8 no-repeat". A player reads the catalogue's words instead.
func (t Taille) String() string {
	s := fmt.Sprintf("%d×%d", t.Pions, t.Couleurs)
	if t.SansRepetition {
		s += " no-repeat"
	}
	return s
}

// Nombre is the number of codes of the size, Couleurs^Pions: the range of
// the numbering (Index). Without repeats only NombreSecrets of them are
// admissible.
func (t Taille) Nombre() int {
	n := 1
	for range t.Pions {
		n *= t.Couleurs
	}
	return n
}

// NombreSecrets is the number of admissible codes, those a coder may
// choose and a decoder may propose: Nombre, or Couleurs!/(Couleurs−Pions)!
// without repeats.
func (t Taille) NombreSecrets() int {
	if !t.SansRepetition {
		return t.Nombre()
	}
	n := 1
	for i := range t.Pions {
		n *= t.Couleurs - i
	}
	return n
}

// VerifieCode checks that c is a code of this size: the right number of pegs,
// each colour number below Couleurs. It does not check repeats: see
// VerifieAdmissible.
func (t Taille) VerifieCode(c Code) error {
	if c.Len() != t.Pions {
		return &ErreurLongueur{Attendu: t.Pions, Recu: c.Len()}
	}
	for i := range c.Len() {
		if c.At(i) >= t.Couleurs {
			return fmt.Errorf("peg %d: colour number %d, at most %d: %w", i+1, c.At(i), t.Couleurs-1, ErrLettre)
		}
	}
	return nil
}

// VerifieAdmissible is the rule of the game for a code: the secret and
// every proposal must be admissible, a code of this size that, in a game
// without repeats, holds no colour twice. The round, the strategies, the
// solver and the human's prompt all check it here.
//
// Résultat: nil; the error of VerifieCode; or an *ErreurRepetition naming
// the first colour held twice.
func (t Taille) VerifieAdmissible(c Code) error {
	if err := t.VerifieCode(c); err != nil {
		return err
	}
	if !t.SansRepetition {
		return nil
	}
	var vu [MaxCouleurs]int // 1 + the position where each colour was seen
	for i, v := range c.pions() {
		if j := vu[v]; j > 0 {
			return &ErreurRepetition{Couleur: int(v), Positions: [2]int{j, i + 1}}
		}
		vu[v] = i + 1
	}
	return nil
}

// Admissible reports whether c may be the secret or a proposal of a game of
// this size: VerifieAdmissible(c) == nil.
func (t Taille) Admissible(c Code) bool {
	if t.VerifieCode(c) != nil {
		return false
	}
	if !t.SansRepetition {
		return true
	}
	for _, n := range utmm.Frequences(c.pions(), t.Couleurs) {
		if n > 1 {
			return false
		}
	}
	return true
}

// Index numbers c in lexicographic order from 0: the code read as a number
// written in base Couleurs on Pions digits.
//
// Pré-requis: t.VerifieCode(c) == nil.
func (t Taille) Index(c Code) int {
	i := 0
	for _, v := range c.pions() {
		i = i*t.Couleurs + int(v)
	}
	return i
}

// Code is the inverse of Index: the code numbered i.
//
// Pré-requis: 0 <= i < t.Nombre().
func (t Taille) Code(i int) Code {
	var c Code
	c.n = uint8(t.Pions)
	for p := t.Pions - 1; p >= 0; p-- {
		c.c[p] = uint8(i % t.Couleurs)
		i /= t.Couleurs
	}
	return c
}

// Premier is the first code in lexicographic order: every peg colour 0.
func (t Taille) Premier() Code { return t.Code(0) }

// Dernier is the last code in lexicographic order: every peg the last colour.
func (t Taille) Dernier() Code { return t.Code(t.Nombre() - 1) }

// Codes enumerates every code of the size, admissible or not, in
// lexicographic order: the numbering's codes.
func (t Taille) Codes() iter.Seq[Code] {
	return func(yield func(Code) bool) {
		c, ok := t.Premier(), true
		for ; ok; c, ok = t.Suivant(c) {
			if !yield(c) {
				return
			}
		}
	}
}

// Secrets enumerates the admissible codes, in lexicographic order: every
// code a coder may choose and a decoder may propose.
func (t Taille) Secrets() iter.Seq[Code] {
	return func(yield func(Code) bool) {
		for c := range t.Codes() {
			if t.Admissible(c) && !yield(c) {
				return
			}
		}
	}
}

// Aleatoire draws a secret uniformly among the admissible ones (the
// course's codeAleat).
func (t Taille) Aleatoire(r *rand.Rand) Code {
	var c Code
	c.n = uint8(t.Pions)
	if !t.SansRepetition {
		for i := range t.Pions {
			c.c[i] = uint8(r.IntN(t.Couleurs))
		}
		return c
	}
	restantes := make([]uint8, t.Couleurs)
	for i := range restantes {
		restantes[i] = uint8(i)
	}
	for i := range t.Pions {
		k := i + r.IntN(len(restantes)-i)
		restantes[i], restantes[k] = restantes[k], restantes[i]
		c.c[i] = restantes[i]
	}
	return c
}
