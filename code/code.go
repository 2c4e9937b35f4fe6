// Package code holds the codes of Mastermind and the size of a game: a code
// value, its two representations (a word of palette letters for the player,
// an array of colour numbers for the computer), the answer (bien placés,
// mal placés) of a proposal to a secret, the lexicographic order of codes
// and their numbering, and a precomputed Espace that scores one code
// against all the others fast.
//
// It carries the course's Code class. The course keeps the length of codes
// in a static field (lgCode); here it is a field of Taille, the game's size,
// passed wherever it is needed.
package code

import (
	"fmt"
	"strings"
)

// MaxPions is the longest code.
const MaxPions = 10

// Code is a code: a sequence of colour numbers (the course's int array). It
// is a comparable value: two codes are equal with ==, and a Code can be a
// map key. The zero Code has no peg.
type Code struct {
	n uint8
	c [MaxPions]uint8
}

// Nouveau returns the code of the given colour numbers.
//
// Pré-requis: len(couleurs) <= MaxPions and each number is in [0, 255];
// Nouveau panics otherwise, as for a programming error. Use Taille.Verifie
// to check the numbers against a game's size.
func Nouveau(couleurs ...int) Code {
	if len(couleurs) > MaxPions {
		panic(fmt.Sprintf("code.Nouveau: %d pegs, at most %d", len(couleurs), MaxPions))
	}
	var c Code
	c.n = uint8(len(couleurs))
	for i, v := range couleurs {
		if v < 0 || v > 255 {
			panic(fmt.Sprintf("code.Nouveau: colour %d out of range", v))
		}
		c.c[i] = uint8(v)
	}
	return c
}

// Len is the number of pegs.
func (c Code) Len() int { return int(c.n) }

// At is the colour number of the peg at position i, counted from 0.
//
// Pré-requis: 0 <= i < c.Len().
func (c Code) At(i int) int { return int(c.c[i]) }

// Couleurs returns the colour numbers, the course's int array
// representation ((1,0,2,0) for BRJR).
func (c Code) Couleurs() []int {
	t := make([]int, c.n)
	for i := range t {
		t[i] = int(c.c[i])
	}
	return t
}

// Avec returns c with the peg at position i set to colour k.
//
// Pré-requis: 0 <= i < c.Len(), 0 <= k <= 255.
func (c Code) Avec(i, k int) Code {
	c.c[i] = uint8(k)
	return c
}

// pions is the code's colour numbers as a slice of its own copy.
func (c *Code) pions() []uint8 { return c.c[:c.n] }

// String writes the code as the course prints int arrays: "(1,0,2,0)". A
// player reads codes as words through a palette: see Mot.
func (c Code) String() string {
	s := make([]string, c.n)
	for i := range s {
		s[i] = fmt.Sprint(c.c[i])
	}
	return "(" + strings.Join(s, ",") + ")"
}

// Compare orders codes lexicographically: -1 when a comes before b, 0 when
// they are equal, +1 after. A shorter code that is a prefix of a longer
// one comes first.
func Compare(a, b Code) int {
	for i := 0; i < int(min(a.n, b.n)); i++ {
		switch {
		case a.c[i] < b.c[i]:
			return -1
		case a.c[i] > b.c[i]:
			return 1
		}
	}
	switch {
	case a.n < b.n:
		return -1
	case a.n > b.n:
		return 1
	}
	return 0
}
