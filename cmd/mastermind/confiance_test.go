package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/saves"
)

// sauveSolo plays one move of a solo game and saves it as « x »; it
// returns the file and its bytes.
func sauveSolo(t *testing.T) (string, string) {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	joueMenu(t, 4, "Solo", "RRRR", "sauver x", "quitter", "Quitter")
	chemin := filepath.Join(dir, "x.yaml")
	data, err := os.ReadFile(chemin)
	require.NoError(t, err)
	require.Contains(t, string(data), "  undos: 0\n")
	return chemin, string(data)
}

// Issue 25, 5: a save edited to a huge count is refused at once, with its
// reason; one at the bound plays on and stays readable (the count stops
// there), instead of overflowing to a negative count the game then
// refuses.
func TestAHugeCountNeverBreaksASave(t *testing.T) {
	chemin, data := sauveSolo(t)
	enorme := strings.Replace(data, "  undos: 0\n", "  undos: 9223372036854775806\n", 1)
	require.NoError(t, os.WriteFile(chemin, []byte(enorme), 0o644))
	_, errw, st := lance(t, "annuler\nquitter\n", "resume", "x")
	assert.Equal(t, commande.StatutUsage, st)
	assert.Contains(t, errw, "« round.undos » : un compte est plus grand qu'aucune partie n'en atteint")
	apres, err := os.ReadFile(chemin)
	require.NoError(t, err)
	assert.Equal(t, enorme, string(apres), "a damaged file is left as it is")

	borne := strings.Replace(data, "  undos: 0\n", "  undos: 1000000\n", 1)
	require.NoError(t, os.WriteFile(chemin, []byte(borne), 0o644))
	_, errw, st = lance(t, "annuler\nquitter\n", "resume", "x")
	require.Equal(t, 0, st, errw)
	apres, err = os.ReadFile(chemin)
	require.NoError(t, err)
	s, err := saves.Lire(apres)
	require.NoError(t, err, "the game wrote a save it reads")
	assert.Equal(t, manche.MaxAnnulations, s.Manche.Annulations)
	assert.Empty(t, s.Manche.Lignes, "the move was undone")
}

// Issue 25, 6: a forged row to redo ("NNNN 4 0" with another secret) is
// refused when the save is read, as a forged row played is: "refaire"
// never says "Bravo" with a false secret, nor deletes the game. In format
// 2 a row to redo is a move of the list past its position.
func TestAForgedRowToRedoIsRefused(t *testing.T) {
	faux := "NNNN"
	if scenario.SecretDeGraine(4) == faux {
		faux = "OOOO"
	}
	chemin, data := sauveSolo(t)
	forge := strings.Replace(data, "  position: 1\n", "    - "+faux+" 4 0\n  position: 1\n", 1)
	require.NotEqual(t, data, forge, data)
	require.NoError(t, os.WriteFile(chemin, []byte(forge), 0o644))
	out, errw, st := lance(t, "refaire\nquitter\n", "resume", "x")
	assert.Equal(t, commande.StatutUsage, st)
	assert.NotContains(t, out, "Bravo")
	assert.Contains(t, errw, "« round.moves », ligne 2 du plateau : la réponse n'est pas celle que donne le code secret")
	apres, err := os.ReadFile(chemin)
	require.NoError(t, err, "the game is not deleted")
	assert.Equal(t, forge, string(apres))
}
