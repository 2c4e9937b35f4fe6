package optimal

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
)

func TestMasquesAgreeWithEspace(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 3, Couleurs: 8}, {Pions: 5, Couleurs: 4}, {Pions: 1, Couleurs: 9}} {
		e := codetest.Espace(t, taille)
		m := nouveauMoteur(e, 0)
		un := make([]int32, 1)
		var nb [128]int32
		for a := range e.Nombre() {
			for b := range e.Nombre() {
				un[0] = int32(b)
				m.compte(int32(a), un, nb[:])
				r := e.Score(a, b)
				if nb[r] != 1 || m.reponses(int32(a), un) != 1<<r {
					t.Fatalf("%s: %s against %s", taille, e.Code(a), e.Code(b))
				}
				nb[r] = 0
			}
		}
	}
}

func mots(e *code.Espace, l []int32) []string {
	var r []string
	for _, c := range l {
		r = append(r, e.Code(int(c)).Mot(palette))
	}
	return r
}

func TestPropositionsAtTheRoot(t *testing.T) {
	tests := []struct {
		taille code.Taille
		voulu  []string
	}{
		{code.Taille{Pions: 4, Couleurs: 6}, []string{"RRRR", "RRRB", "RRBB", "RRBJ", "RBJV"}},
		{code.Taille{Pions: 3, Couleurs: 3}, []string{"RRR", "RRB", "RBJ"}},
		{code.Taille{Pions: 4, Couleurs: 2}, []string{"RRRR", "RRRB", "RRBB"}},
		{code.Taille{Pions: 2, Couleurs: 1}, []string{"RR"}},
	}
	for _, tt := range tests {
		t.Run(tt.taille.String(), func(t *testing.T) {
			e := codetest.Espace(t, tt.taille)
			f := nouveauMoteur(e, 0).nouveauFil()
			assert.Equal(t, tt.voulu, mots(e, f.propositions(e.Secrets(), groupeRacine(tt.taille.Pions), 0)))
		})
	}
}

// orbites counts the classes of proposals on candidates s that are
// equivalent by brute force: every position permutation and colour
// renaming that fixes each proposal of the history and maps s onto
// itself, plus the merging of ruled out colours.
func orbites(e *code.Espace, s []int32, histoire []code.Code) int {
	t := e.Taille()
	dans := map[int32]bool{}
	var presents [code.MaxCouleurs]bool
	for _, c := range s {
		dans[c] = true
		for i := range t.Pions {
			presents[e.Code(int(c)).At(i)] = true
		}
	}
	var sigmas, pis [][]uint8
	permutations(identite(t.Pions), 0, func(p []uint8) { sigmas = append(sigmas, append([]uint8(nil), p...)) })
	permutations(identite(t.Couleurs), 0, func(p []uint8) { pis = append(pis, append([]uint8(nil), p...)) })
	image := func(c code.Code, sigma, pi []uint8) code.Code {
		v := make([]int, t.Pions)
		for i := range t.Pions {
			v[sigma[i]] = int(pi[c.At(i)])
		}
		return code.Nouveau(v...)
	}
	// Ruled out colours all become the first of them.
	fusion := func(c code.Code) code.Code {
		premier := -1
		for k := range t.Couleurs {
			if !presents[k] {
				premier = k
				break
			}
		}
		v := make([]int, t.Pions)
		for i := range t.Pions {
			v[i] = c.At(i)
			if !presents[v[i]] {
				v[i] = premier
			}
		}
		return code.Nouveau(v...)
	}
	canon := map[string]bool{}
	for g := range e.Nombre() {
		best := ""
		for _, sigma := range sigmas {
			for _, pi := range pis {
				ok := true
				for _, h := range histoire {
					ok = ok && image(h, sigma, pi) == h
				}
				if !ok {
					continue
				}
				x := fusion(image(e.Code(g), sigma, pi)).String()
				if best == "" || x < best {
					best = x
				}
			}
		}
		canon[best] = true
	}
	return len(canon)
}

func identite(n int) []uint8 {
	p := make([]uint8, n)
	for i := range p {
		p[i] = uint8(i)
	}
	return p
}

// After a history, the proposals kept are one per class of equivalent
// proposals, which brute force counts.
func TestPropositionsAfterAHistory(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 4})
	m := nouveauMoteur(e, 0)
	tests := [][]string{{"RRBJ"}, {"RRBB"}, {"RBJV"}, {"RRRR"}, {"RRBJ", "BRVJ"}, {"RRBB", "BBRR"}, {"RRRR", "BBBB"}}
	secret := e.Taille().Index(codetest.Code(t, "RBVJ"))
	for _, histoire := range tests {
		t.Run(fmt.Sprint(histoire), func(t *testing.T) {
			f := m.nouveauFil()
			grp := groupeRacine(4)
			var codes []code.Code
			s := e.Secrets()
			for _, h := range histoire {
				c := codetest.Code(t, h)
				codes = append(codes, c)
				grp = grp.apres(m.code(int32(e.Taille().Index(c))), &groupe{})
				// the class of the answer of RBVJ: any class does
				var garde []int32
				for _, x := range s {
					if e.Score(e.Taille().Index(c), int(x)) == e.Score(e.Taille().Index(c), secret) {
						garde = append(garde, x)
					}
				}
				s = garde
			}
			require.NotEmpty(t, s)
			assert.Equal(t, orbites(e, s, codes), len(f.propositions(s, grp, 0)))
		})
	}
}
