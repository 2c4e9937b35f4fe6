// Package solveur is the solver: a computer decoder whose coder is a real
// board. The player types the rows of a physical game in dCode's syntax
// ("RVNJ 2 0", "NNBV 12", "J--- 01", "RVB 1?"); the package reads them,
// keeps the codes that agree with every row, finds which rows contradict
// each other when none does, and asks a strategy for the next proposal.
//
// An Observation (a row of a real board) is richer than a plateau.Ligne:
// a hole of the code may be a joker (an empty or unknown hole that matches
// nothing), and a count may be unknown. A row without either converts to
// a plateau.Ligne and back.
//
// Scoring works on the masks of code.Espace (code.Masque), with the joker
// holes left out of the proposal's masks, so a row with jokers costs what
// a plain row costs. Filtering walks the codes in order and
// builds each code's masks on the way: it holds no table of the codes.
package solveur

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Inconnu is the value of a count typed as a joker ('?'): unknown.
const Inconnu = -1

// Observation is one row of a real board as the player typed it.
type Observation struct {
	// Numero is the row's line number, counted from 1, as the player
	// counts lines (blank lines and comments included).
	Numero int
	// Code is the proposal. A joker hole holds colour 0, so that two equal
	// rows are == .
	Code code.Code
	// Jokers has bit i set when hole i is a joker: it matches no colour,
	// is never bien placé and never counted among the common pegs.
	Jokers uint16
	// Bien and Mal are the counts of the answer, or Inconnu.
	Bien, Mal int
}

// DepuisPlateau returns the row of board line l, numbered numero.
func DepuisPlateau(numero int, l plateau.Ligne) Observation {
	return Observation{Numero: numero, Code: l.Code, Bien: l.Reponse.Bien, Mal: l.Reponse.Mal}
}

// EstJoker reports whether hole i is a joker.
//
// Pré-requis: 0 <= i < l.Code.Len().
func (l Observation) EstJoker(i int) bool { return l.Jokers&(1<<i) != 0 }

// Colores is the number of holes that are not jokers.
func (l Observation) Colores() int { return l.Code.Len() - bits.OnesCount16(l.Jokers) }

// Complete reports whether the row has no joker and both counts: the rows
// a plateau.Ligne can hold.
func (l Observation) Complete() bool {
	return l.Jokers == 0 && l.Bien != Inconnu && l.Mal != Inconnu
}

// Plateau returns the row as a board line; ok is false when it is not
// Complete.
func (l Observation) Plateau() (pl plateau.Ligne, ok bool) {
	if !l.Complete() {
		return plateau.Ligne{}, false
	}
	return plateau.Ligne{Code: l.Code, Reponse: code.Reponse{Bien: l.Bien, Mal: l.Mal}}, true
}

// Texte writes the row in dCode's syntax with palette p: the code, a '-'
// for each joker hole, then the two counts separated by spaces, '?' for an
// unknown one ("J--- 0 1", "RVB 1 ?"). Lit reads it back.
func (l Observation) Texte(p couleur.Palette) string {
	var b strings.Builder
	for i := range l.Code.Len() {
		switch k := l.Code.At(i); {
		case l.EstJoker(i):
			b.WriteByte('-')
		case k < p.Len():
			b.WriteRune(p.Lettre(k))
		default:
			b.WriteByte('!')
		}
	}
	b.WriteByte(' ')
	b.WriteString(compte(l.Bien))
	b.WriteByte(' ')
	b.WriteString(compte(l.Mal))
	return b.String()
}

func compte(n int) string {
	if n == Inconnu {
		return "?"
	}
	return strconv.Itoa(n)
}

// Completes returns the board lines of the rows that are Complete, in
// order: what a strategy reads in strategie.Etat.Lignes.
func Completes(lignes []Observation) []plateau.Ligne {
	var pl []plateau.Ligne
	for _, l := range lignes {
		if x, ok := l.Plateau(); ok {
			pl = append(pl, x)
		}
	}
	return pl
}
