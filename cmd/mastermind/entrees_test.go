package main

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
)

// A line of two megabytes is refused with its number, status 2, and the
// others are still read (here line 3, good).
func TestSolveRefusesALineTooLong(t *testing.T) {
	entree := "RVNJ 2 0\n" + strings.Repeat("R", 2<<20) + " 1 0\nNNBV 1 2\n"
	out, errw, st := lance(t, entree, "solve")
	assert.Equal(t, commande.StatutUsage, st)
	assert.Empty(t, out)
	assert.Equal(t, "Ligne 2 : plus de 4 096 octets, trop longue pour une ligne du plateau\n", strings.ReplaceAll(errw, "\u00a0", " "))

	_, errw, st = lance(t, entree, "--lang", "en", "solve")
	assert.Equal(t, commande.StatutUsage, st)
	assert.Equal(t, "Line 2: over 4,096 bytes, too long for a row of the board\n", errw)
}

// A megabyte of binary garbage: the first 20 bad lines, each shown short
// and without control characters, then how many more.
func TestSolveCapsTheErrorsOfGarbage(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 2))
	b := make([]byte, 1<<20)
	for i := range b {
		b[i] = byte(r.IntN(256))
	}
	out, errw, st := lance(t, string(b), "solve")
	assert.Equal(t, commande.StatutUsage, st)
	assert.Empty(t, out)
	lignes := strings.Split(strings.TrimSuffix(errw, "\n"), "\n")
	require.Len(t, lignes, 21)
	assert.Regexp(t, `^… et \d+(\x{a0}\d{3})* autres lignes fautives\.$`, lignes[20])
	for _, l := range lignes[:20] {
		assert.Regexp(t, `^Ligne \d+ `, l)
		assert.Less(t, len([]rune(l)), 300, "a line of the garbage is shown short")
		assert.NotRegexp(t, `[\x00-\x08\x0b-\x1f\x7f\x{80}-\x{9f}]`, l, "no control character reaches the terminal")
	}
}

// Exactly 21 bad lines: the 20 first, then "1 more", in the singular.
func TestSolveNamesTwentyBadLinesThenCounts(t *testing.T) {
	entree := strings.Repeat("XXXX 1 0\n", 21)
	_, errw, st := lance(t, entree, "solve")
	assert.Equal(t, commande.StatutUsage, st)
	lignes := strings.Split(strings.TrimSuffix(errw, "\n"), "\n")
	require.Len(t, lignes, 21)
	assert.Equal(t, "… et 1 autre ligne fautive.", lignes[20])
}

// In a game driven by a pipe, a line of three megabytes is not the end of
// the input: it is dropped, with its number, and the game goes on.
func TestMenuThroughAPipeDropsALineTooLong(t *testing.T) {
	entree := strings.Repeat("x", 3<<20) + "\nQuitter\n"
	out, _, st := lance(t, entree)
	assert.Equal(t, 0, st)
	assert.Contains(t, lignesDe(out), "La ligne 1 dépasse 4\u00a0096 octets\u00a0: elle est ignorée.")
	assert.Contains(t, lignesDe(out), "Au revoir !", "the next line was read")
}

// A megabyte of garbage piped into the game: twenty refusals, then one
// sentence and status 2, not one error per line.
func TestMenuThroughAPipeGivesUpOnGarbage(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 3))
	b := make([]byte, 1<<20)
	for i := range b {
		b[i] = 'a' + byte(r.IntN(26))
		if r.IntN(40) == 0 {
			b[i] = '\n'
		}
	}
	out, errw, st := lance(t, string(b))
	assert.Equal(t, commande.StatutUsage, st)
	assert.Equal(t, "L'entrée a donné 20 réponses refusées de suite\u00a0: elle n'est pas lue plus loin.\n", errw)
	assert.Equal(t, 20, strings.Count(out, "Tapez un nombre de 1 à "))
}
