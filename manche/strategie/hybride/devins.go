package hybride

import (
	"math"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// devins ranks the guesses of a node by the criterion, as the score
// strategies do (the smaller figure first, then a candidate, then the
// smaller code), among the admissible codes up to the colours the history
// never played: those are interchangeable, so a guess uses them in
// increasing order of first appearance and the others are not scored.
type devins struct {
	e       *code.Espace
	t       code.Taille
	critere strategie.Critere
	estime  func(n int) float64
	codes   []int32 // the admissible codes
	nlog    []float64
}

func nouveauxDevins(e *code.Espace, c strategie.Critere, estime func(int) float64) *devins {
	d := &devins{e: e, t: e.Taille(), critere: c, estime: estime}
	for i := range e.Nombre() {
		if d.t.Admissible(e.Code(i)) {
			d.codes = append(d.codes, int32(i))
		}
	}
	if estime != nil {
		// Σ estime(n) over the classes, the winning one excepted: a table.
		d.nlog = make([]float64, len(e.Secrets())+1)
		for k := 1; k < len(d.nlog); k++ {
			d.nlog[k] = estime(k)
		}
	} else if c == strategie.MaxEntropie {
		d.nlog = make([]float64, len(e.Secrets())+1)
		for k := 2; k < len(d.nlog); k++ {
			d.nlog[k] = float64(k) * math.Log2(float64(k))
		}
	}
	return d
}

// note is a scored guess.
type note struct {
	g        int32
	cout     float64
	candidat bool
}

func (a note) avant(b note) bool {
	switch {
	case a.cout != b.cout:
		return a.cout < b.cout
	case a.candidat != b.candidat:
		return a.candidat
	}
	return a.g < b.g
}

// meilleurs returns the k best guesses for candidates s after lignes,
// best first.
func (d *devins) meilleurs(lignes []plateau.Ligne, s []int32, k int) []int32 {
	var joue [code.MaxCouleurs]bool
	for _, l := range lignes {
		for i := range l.Code.Len() {
			joue[l.Code.At(i)] = true
		}
	}
	masques := d.e.Masques(nil, s)
	compte := make([]int, d.t.NbIndices())
	gagnant := d.t.IndexGagnant()
	var top []note
	for _, g := range d.codes {
		if !d.canonique(g, &joue) {
			continue
		}
		clear(compte)
		mg := d.e.Masque(int(g))
		for _, m := range masques {
			compte[mg.Score(m, d.t.Pions)]++
		}
		candidat := compte[gagnant] > 0
		if d.estime != nil {
			compte[gagnant] = 0
		}
		n := note{g: g, cout: d.cout(compte), candidat: candidat}
		if len(top) == k && !n.avant(top[k-1]) {
			continue
		}
		i, _ := slices.BinarySearchFunc(top, n, func(x, y note) int {
			if x.avant(y) {
				return -1
			}
			return 1
		})
		top = slices.Insert(top, i, n)
		if len(top) > k {
			top = top[:k]
		}
	}
	gs := make([]int32, len(top))
	for i, n := range top {
		gs[i] = n.g
	}
	return gs
}

// canonique reports whether guess g uses the colours never played in
// increasing order of first appearance, from the smallest.
func (d *devins) canonique(g int32, joue *[code.MaxCouleurs]bool) bool {
	c := d.t.Code(int(g))
	var vu [code.MaxCouleurs]bool
	suivant := 0 // the next unplayed colour a guess may introduce
	for i := range c.Len() {
		v := c.At(i)
		if joue[v] || vu[v] {
			continue
		}
		for suivant < d.t.Couleurs && joue[suivant] {
			suivant++
		}
		if v != suivant {
			return false
		}
		vu[v] = true
		suivant++
	}
	return true
}

// cout is the criterion's figure of a split (smaller is better).
func (d *devins) cout(compte []int) float64 {
	if d.estime != nil {
		s := 0.0
		for _, k := range compte {
			s += d.nlog[k]
		}
		return s
	}
	switch d.critere {
	case strategie.MinMax:
		return float64(slices.Max(compte))
	case strategie.MaxParts:
		p := 0
		for _, k := range compte {
			if k > 0 {
				p++
			}
		}
		return -float64(p)
	case strategie.MinAttendue:
		s := 0
		for _, k := range compte {
			s += k * k
		}
		return float64(s)
	}
	s := 0.0
	for _, k := range compte {
		s += d.nlog[k]
	}
	return s
}
