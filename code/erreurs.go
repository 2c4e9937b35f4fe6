package code

import (
	"errors"
	"fmt"
)

// Sentinel errors a caller can test with errors.Is.
var (
	// ErrLongueur: a word or code has the wrong number of pegs.
	ErrLongueur = errors.New("wrong number of pegs")
	// ErrLettre: a word holds a letter that is not a colour of the palette.
	ErrLettre = errors.New("unknown colour")
	// ErrRepetition: a code (a secret or a proposal) repeats a colour in a
	// game without repeats.
	ErrRepetition = errors.New("colour repeated")
	// ErrNegatif: an answer has a negative count.
	ErrNegatif = errors.New("negative count")
	// ErrTropDePions: an answer counts more pegs than the code has.
	ErrTropDePions = errors.New("more pegs than the code has")
	// ErrImpossible: the answer (pegs−1 bien placés, 1 mal placé).
	ErrImpossible = errors.New("impossible answer")
	// ErrSansCode: no code gives the answer to the proposition it answers.
	ErrSansCode = errors.New("no code gives this answer to this proposition")
	// ErrPions: a size has too few or too many pegs.
	ErrPions = errors.New("number of pegs out of range")
	// ErrCouleurs: a size has too few or too many colours.
	ErrCouleurs = errors.New("number of colours out of range")
	// ErrPasAssezDeCouleurs: without repeats, fewer colours than pegs.
	ErrPasAssezDeCouleurs = errors.New("fewer colours than pegs without repeats")
	// ErrTropGrand: a size has too many codes for a precomputed Espace.
	ErrTropGrand = errors.New("too many codes")
)

// ErreurLongueur says how many pegs were expected and how many were given.
type ErreurLongueur struct {
	Attendu, Recu int
}

func (e *ErreurLongueur) Error() string {
	return fmt.Sprintf("%d pegs typed, %d expected", e.Recu, e.Attendu)
}

// Unwrap lets errors.Is match ErrLongueur.
func (e *ErreurLongueur) Unwrap() error { return ErrLongueur }

// ErreurLettre names the first letter of a word that is not a colour: its
// position counted from 1, the letter, and the letters allowed.
type ErreurLettre struct {
	Position int
	Lettre   rune
	Permises string
}

func (e *ErreurLettre) Error() string {
	return fmt.Sprintf("peg %d: %q is not a colour (allowed: %s)", e.Position, e.Lettre, e.Permises)
}

// Unwrap lets errors.Is match ErrLettre.
func (e *ErreurLettre) Unwrap() error { return ErrLettre }

// ErreurReponse says why an answer is not valid for codes of Pions pegs.
type ErreurReponse struct {
	Reponse Reponse
	Pions   int
	// Couleurs is the number of colours of the proposition answered
	// (ErrSansCode only).
	Couleurs int
	Err      error // ErrNegatif, ErrTropDePions, ErrImpossible or ErrSansCode
}

func (e *ErreurReponse) Error() string {
	return fmt.Sprintf("answer %d bien placés, %d mal placés for %d pegs: %v", e.Reponse.Bien, e.Reponse.Mal, e.Pions, e.Err)
}

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurReponse) Unwrap() error { return e.Err }

// ErreurTaille says why a size is not valid.
type ErreurTaille struct {
	Taille Taille
	Err    error // ErrPions, ErrCouleurs, ErrPasAssezDeCouleurs or ErrTropGrand
}

func (e *ErreurTaille) Error() string {
	return fmt.Sprintf("size %d pegs × %d colours: %v", e.Taille.Pions, e.Taille.Couleurs, e.Err)
}

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurTaille) Unwrap() error { return e.Err }

// ErreurRepetition names the colour a code holds twice in a game without
// repeats, and the first two pegs that hold it.
type ErreurRepetition struct {
	// Couleur is the colour's number.
	Couleur int
	// Lettre is its letter when the code was read from a word (see
	// LireAdmissible), 0 otherwise.
	Lettre rune
	// Positions are the two pegs, counted from 1, in increasing order.
	Positions [2]int
}

func (e *ErreurRepetition) Error() string {
	return fmt.Sprintf("colour %d on pegs %d and %d: %v", e.Couleur, e.Positions[0], e.Positions[1], ErrRepetition)
}

// Unwrap lets errors.Is match ErrRepetition.
func (e *ErreurRepetition) Unwrap() error { return ErrRepetition }
