package solveur

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
)

func sousEnsemble(lignes []Observation, idx []int) []Observation {
	r := make([]Observation, len(idx))
	for k, i := range idx {
		r[k] = lignes[i]
	}
	return r
}

func sauf(idx []int, k int) []int {
	return append(append([]int(nil), idx[:k]...), idx[k+1:]...)
}

func satisfiableLent(t code.Taille, lignes []Observation) bool {
	return len(candidatsLents(t, lignes)) > 0
}

// plusPetiteLente is the size of the smallest set of rows no code
// satisfies, by trying every subset.
func plusPetiteLente(t code.Taille, lignes []Observation) int {
	best := len(lignes) + 1
	for s := uint64(1); s < 1<<len(lignes); s++ {
		if bits.OnesCount64(s) < best && !satisfiableLent(t, sousEnsemble(lignes, indices(s))) {
			best = bits.OnesCount64(s)
		}
	}
	return best
}

// verifieContradiction checks that idx are rows that cannot all be true,
// and that each one is needed.
func verifieContradiction(t *testing.T, taille code.Taille, lignes []Observation, idx []int) {
	t.Helper()
	require.NotEmpty(t, idx, "%v", lignes)
	assert.IsIncreasing(t, idx)
	assert.False(t, satisfiableLent(taille, sousEnsemble(lignes, idx)), "the rows %v contradict", idx)
	for k := range idx {
		assert.True(t, satisfiableLent(taille, sousEnsemble(lignes, sauf(idx, k))), "without row %d the others %v agree", idx[k], idx)
	}
}

func TestContradictionOnRandomHistories(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, taille := range tailles[:4] {
		t.Run(taille.String(), func(t *testing.T) {
			vues := 0
			for essai := range 40 {
				_, lignes := historique(r, taille, 2+essai%5)
				for range 1 + essai%2 {
					k := r.IntN(len(lignes))
					lignes[k] = fausse(r, lignes[k], taille.Pions)
				}
				idx, err := Contradiction(context.Background(), taille, lignes)
				require.NoError(t, err)
				if satisfiableLent(taille, lignes) {
					assert.Nil(t, idx, "no contradiction when a code agrees")
					continue
				}
				vues++
				verifieContradiction(t, taille, lignes, idx)
				assert.Equal(t, plusPetiteLente(taille, lignes), len(idx), "as small as possible")
			}
			assert.Greater(t, vues, 10, "enough contradictions were tried")
		})
	}
}

func TestContradictionNamesTheRows(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6}
	tests := []struct {
		lignes []string
		want   []int // Numero of the rows
	}{
		// Line 2: no red; line 4: a permutation of RBJV.
		{[]string{"VVVV 1 0", "RRRR 0 0", "OOOO 0 0", "RBJV 0 4"}, []int{2, 4}},
		// RRRR can only get k bien placés: a single row.
		{[]string{"BBBB 1 0", "RRRR 0 1"}, []int{2}},
		{[]string{"RRBB 0 0", "RRJJ 0 0", "BBJJ 0 0", "RBJV 1 ?"}, nil},
		{[]string{"RRBB 0 0", "BBJJ 0 0", "RJVO ? 1", "VVOO 0 0"}, []int{1, 2, 3, 4}},
		{[]string{"J--- 0 1", "JJJJ 0 0"}, []int{1, 2}},
		{[]string{"RVNJ 2 0", "NNBV 12"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.lignes[len(tt.lignes)-1], func(t *testing.T) {
			lignes, err := LitTout(tt.lignes, fr6, code.Taille{Pions: 4, Couleurs: 6})
			require.NoError(t, err)
			idx, err := Contradiction(context.Background(), taille, lignes)
			require.NoError(t, err)
			var numeros []int
			for _, i := range idx {
				numeros = append(numeros, lignes[i].Numero)
			}
			assert.Equal(t, tt.want, numeros)
		})
	}
}

func TestContradictionWithoutRepeats(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	lignes, err := LitTout([]string{"RBJV 0 4", "RRRR 2 0"}, fr6, code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	idx, err := Contradiction(context.Background(), taille, lignes)
	require.NoError(t, err)
	assert.Equal(t, []int{1}, idx, "a secret without repeats holds one red at most")
}

func TestContradictionBeyond64Rows(t *testing.T) {
	taille := code.Taille{Pions: 3, Couleurs: 4}
	r := rand.New(rand.NewPCG(7, 8))
	_, lignes := historique(r, taille, 70)
	lignes[40] = fausse(r, lignes[40], taille.Pions)
	if satisfiableLent(taille, lignes) {
		lignes = append(lignes, Observation{Numero: 71, Code: code.Nouveau(0, 0, 0), Bien: 0, Mal: 1})
	}
	idx, err := Contradiction(context.Background(), taille, lignes)
	require.NoError(t, err)
	verifieContradiction(t, taille, lignes, idx)
}

func TestSmallestAndMinimal(t *testing.T) {
	// Five rows: 0 and 1 contradict, so do 2, 3 and 4. The sets of rows
	// some code satisfies are at most those holding neither.
	maximaux := []uint64{0b01101, 0b10101, 0b11001, 0b01110, 0b10110, 0b11010}
	s, ok := plusPetit(5, maximaux)
	require.True(t, ok)
	assert.Equal(t, uint64(0b00011), s, "the smallest contradiction")
	// Deleting rows in order (what Contradiction does when the search
	// would cost too much) drops 0 and 1 and keeps a minimal set.
	assert.Equal(t, uint64(0b11100), minimal(0b11111, maximaux))
}

func TestCombinaisons(t *testing.T) {
	var vus []uint64
	combinaisons(4, 2, func(s uint64) bool { vus = append(vus, s); return true })
	assert.Equal(t, []uint64{0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100}, vus)
}

// milliers returns n rows of size t that a secret satisfies, then a last
// one that contradicts them: the case of thousands of rows.
func milliers(r *rand.Rand, t code.Taille, n int) []Observation {
	secret, lignes := historique(r, t, n)
	derniere := Observation{Numero: n + 1, Code: secret}
	derniere.Bien, derniere.Mal = t.Pions-1, 0 // the secret itself: all bien placés
	return append(lignes, derniere)
}

// Thousands of rows: a minimal contradiction, found with a few passes per
// row of it whatever the number of rows.
func TestContradictionOfThousandsOfRows(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6}
	lignes := milliers(rand.New(rand.NewPCG(16, 3000)), taille, 3000)
	idx, err := Contradiction(context.Background(), taille, lignes)
	require.NoError(t, err)
	verifieContradiction(t, taille, lignes, idx)
	assert.Contains(t, idx, 3000, "the last row is part of it")
}

// On 7 pegs and 8 colours (2 097 152 codes), with 3000 rows, the search
// stops soon once its context is cancelled.
func TestContradictionStopsSoonAfterCancel(t *testing.T) {
	if testing.Short() {
		t.Skip("a big size")
	}
	taille := code.Taille{Pions: 7, Couleurs: 8}
	lignes := milliers(rand.New(rand.NewPCG(16, 7)), taille, 3000)
	ctx, annule := context.WithCancel(context.Background())
	fin := make(chan error, 1)
	go func() {
		_, err := Contradiction(ctx, taille, lignes)
		fin <- err
	}()
	time.Sleep(100 * time.Millisecond) // not a wait: the cancel lands mid-search (it takes half a second)
	debut := time.Now()
	annule()
	select {
	case err := <-fin:
		assert.ErrorIs(t, err, context.Canceled)
		assert.Less(t, time.Since(debut), 5*time.Second)
	case <-time.After(time.Minute):
		t.Fatal("the search did not stop")
	}
}
