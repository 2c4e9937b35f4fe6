package strategie

import (
	"math"

	"github.com/sae-mastermind/mastermind/code"
)

// Decoupage is how a guess splits a list of codes: element a is the number
// of codes of the list that would answer a to the guess, for every answer
// index a (see code.Taille.IndexReponse). The solver shows it ("how the
// guess splits the remaining codes"); the score strategies rank guesses by
// it.
type Decoupage []int

// Decoupe splits liste by the answers its codes give to guess g.
//
// Pré-requis: g and every element of liste are code numbers of e.
// Résultat: a Decoupage of e.Taille().NbIndices() classes.
func Decoupe(e *code.Espace, g int, liste []int32) Decoupage {
	d := make(Decoupage, e.Taille().NbIndices())
	var buf [bloc]uint8
	for debut := 0; debut < len(liste); debut += bloc {
		morceau := liste[debut:min(debut+bloc, len(liste))]
		e.ScoreListe(g, morceau, buf[:])
		for _, a := range buf[:len(morceau)] {
			d[a]++
		}
	}
	return d
}

// Total is the number of codes split.
func (d Decoupage) Total() int {
	n := 0
	for _, k := range d {
		n += k
	}
	return n
}

// Pire is the size of the largest class: how many codes may remain after
// the guess in the worst case (Knuth's criterion).
func (d Decoupage) Pire() int {
	m := 0
	for _, k := range d {
		m = max(m, k)
	}
	return m
}

// Parts is the number of non-empty classes: how many different answers the
// guess may get (Kooi's criterion).
func (d Decoupage) Parts() int {
	n := 0
	for _, k := range d {
		if k > 0 {
			n++
		}
	}
	return n
}

// SommeCarres is Σ n² over the classes, an integer that orders guesses as
// the expected size does.
func (d Decoupage) SommeCarres() int {
	s := 0
	for _, k := range d {
		s += k * k
	}
	return s
}

// Attendue is the expected number of codes left after the guess, when the
// secret is any code of the list with equal chances: Σ n² / N (Irving's
// criterion). 0 for an empty list.
func (d Decoupage) Attendue() float64 {
	n := d.Total()
	if n == 0 {
		return 0
	}
	return float64(d.SommeCarres()) / float64(n)
}

// Entropie is the entropy of the answer, in bits: log2 N − Σ n log2 n / N
// (Neuwirth's criterion). 0 for an empty list.
func (d Decoupage) Entropie() float64 {
	n := d.Total()
	if n == 0 {
		return 0
	}
	s := 0.0
	for _, k := range d {
		if k > 0 {
			s += float64(k) * math.Log2(float64(k))
		}
	}
	return math.Log2(float64(n)) - s/float64(n)
}

// NbReponsesPossibles is the number of answers a proposal of p pegs can get:
// every (bien, mal) with bien + mal <= p, but (p−1, 1).
func NbReponsesPossibles(p int) int { return (p+1)*(p+2)/2 - 1 }

// bloc is how many answers are computed at once, into a buffer on the
// stack, between two checks of a bound.
const bloc = 256
