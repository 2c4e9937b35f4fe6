package solveur

import (
	"context"

	"github.com/sae-mastermind/mastermind/code"
)

// critere is a row ready to test codes against: the masks of its code
// (code.Masque), a joker hole setting no bit so that it matches nothing,
// and its counts.
type critere struct {
	m         code.Masque
	bien, mal int
}

func (c *critere) accepte(m code.Masque) bool {
	b := c.m.Bien(m)
	if c.bien != Inconnu && b != c.bien {
		return false
	}
	return c.mal == Inconnu || c.m.Communs(m)-b == c.mal
}

// masqueLigne is the masks of row l's code, its joker holes left out.
func masqueLigne(l Observation, t code.Taille) code.Masque {
	var m code.Masque
	var freq [code.MaxCouleurs]int
	for i := range l.Code.Len() {
		if l.EstJoker(i) {
			continue
		}
		v := l.Code.At(i)
		m = m.Plus(t, i, v, freq[v])
		freq[v]++
	}
	return m
}

func criteres(lignes []Observation, t code.Taille) []critere {
	cs := make([]critere, len(lignes))
	for i, l := range lignes {
		cs[i] = critere{m: masqueLigne(l, t), bien: l.Bien, mal: l.Mal}
	}
	return cs
}

// parcours calls f with the numbers and masks of the admissible codes of
// size t, in increasing order, a block at a time (the codes that share all
// pegs but the last), until f returns false or ctx is cancelled. It walks
// the codes like an odometer and builds the masks on the way: no table of
// the codes.
func parcours(ctx context.Context, t code.Taille, f func(numeros []int32, masques []code.Masque) bool) {
	p, n := t.Pions, t.Couleurs
	numeros := make([]int32, 0, n)
	masques := make([]code.Masque, 0, n)
	var chiffres [code.MaxPions]int // the pegs but the last
	for debut := 0; debut < t.Nombre(); debut += n {
		if debut%(1<<16) < n && ctx.Err() != nil {
			return
		}
		// The masks of the pegs but the last, and their colour counts.
		var prefixe code.Masque
		var freq [code.MaxCouleurs]int
		repete := false
		for k := range p - 1 {
			v := chiffres[k]
			prefixe = prefixe.Plus(t, k, v, freq[v])
			freq[v]++
			repete = repete || freq[v] > 1
		}
		numeros, masques = numeros[:0], masques[:0]
		if !(t.SansRepetition && repete) {
			for v := range n {
				if t.SansRepetition && freq[v] > 0 {
					continue
				}
				numeros = append(numeros, int32(debut+v))
				masques = append(masques, prefixe.Plus(t, p-1, v, freq[v]))
			}
		}
		if len(numeros) > 0 && !f(numeros, masques) {
			return
		}
		for k := p - 2; k >= 0; k-- {
			if chiffres[k]++; chiffres[k] < n {
				break
			}
			chiffres[k] = 0
		}
	}
}

// Candidats returns the numbers (code.Taille.Index) of the admissible codes
// of size t that agree with every row, in increasing order.
//
// Pré-requis: the rows are codes of t.Pions pegs and t.Couleurs colours (as
// Lit reads them with a palette of t.Couleurs colours). Résultat: the
// codes, or the *code.ErreurTaille of a size whose masks do not fit in 64
// bits (Pions × Couleurs > 64) or that has more than code.MaxEspace codes.
func Candidats(t code.Taille, lignes []Observation) ([]int32, error) {
	if err := t.VerifieEspace(); err != nil {
		return nil, err
	}
	cs := criteres(lignes, t)
	var garde []int32
	if len(cs) == 0 {
		garde = make([]int32, 0, t.NombreSecrets())
	}
	parcours(context.Background(), t, func(numeros []int32, masques []code.Masque) bool {
	codes:
		for j, m := range masques {
			for k := range cs {
				if !cs[k].accepte(m) {
					continue codes
				}
			}
			garde = append(garde, numeros[j])
		}
		return true
	})
	return garde, nil
}

// Accepte reports whether secret c would have given row l its answer: the
// known counts of l are the counts c gives to l's code with its jokers.
//
// Pré-requis: c and l.Code are codes of size t.
func (l Observation) Accepte(c code.Code, t code.Taille) bool {
	cr := critere{m: masqueLigne(l, t), bien: l.Bien, mal: l.Mal}
	return cr.accepte(masqueLigne(Observation{Code: c}, t))
}

// satisfiable reports whether some admissible code agrees with every row
// of cs, stopping at the first one (or when ctx is cancelled).
func satisfiable(ctx context.Context, t code.Taille, cs []critere) bool {
	trouve := false
	parcours(ctx, t, func(_ []int32, masques []code.Masque) bool {
	codes:
		for _, m := range masques {
			for k := range cs {
				if !cs[k].accepte(m) {
					continue codes
				}
			}
			trouve = true
			return false
		}
		return true
	})
	return trouve
}
