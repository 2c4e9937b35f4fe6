package historique

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
)

// A round is recorded once under its key: written again (resumed after
// its end, killed between the record and the save), it is not added; a
// round of another game, or another round of the game, is.
func TestARoundIsRecordedOnceUnderItsKey(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	partie := debut.Add(-time.Hour)
	manche := func(id string, n, score int) Entree {
		e := entree(t, score)
		e.Mode, e.Id, e.Partie, e.NumManche, e.NbManches, e.Fin = "partie", id, partie, n, 2, FinTrouve
		return e
	}
	for _, e := range []Entree{manche("a1", 1, 1), manche("a1", 1, 9), manche("a1", 2, 2), manche("b2", 1, 3), manche("a1", 2, 9)} {
		require.NoError(t, h.Ajoute(e))
	}
	assert.Equal(t, 3, lignes(t, filepath.Join(h.Dossier, Fichier)), "the same key is written once")
	l, err := h.Lit()
	require.NoError(t, err)
	assert.Equal(t, []int{1, 2, 3}, scoresDe(l))
	assert.Zero(t, l.EnDouble)
}

// An older program recorded a round twice (a course game set aside
// between two rounds and resumed): the history counts it once, the first.
func TestARoundAnOlderProgramRecordedTwiceCountsOnce(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	e := entree(t, 18)
	e.Mode, e.Partie, e.NumManche, e.NbManches = "partie", debut, 1, 2
	ligne := string(must(encode(e)))
	require.True(t, strings.HasPrefix(ligne, `{"version":2,`), "a line without key: "+ligne)
	deux := entree(t, 4)
	deux.Mode, deux.Partie, deux.NumManche, deux.NbManches = "partie", debut, 2, 2
	contenu := ligne + strings.Replace(ligne, `"score":18`, `"score":17`, 1) + string(must(encode(deux)))
	require.NoError(t, os.WriteFile(filepath.Join(h.Dossier, Fichier), []byte(contenu), 0o600))
	l, err := h.Lit()
	require.NoError(t, err)
	assert.Equal(t, []int{18, 4}, scoresDe(l))
	assert.Equal(t, 1, l.EnDouble)
}

// A round stopped by a wrong answer says so, with the secret the coder
// revealed, which its rows contradict; an older line ends as its found
// field says.
func TestTheRecordSaysWhyTheRoundEnded(t *testing.T) {
	secret := codetest.Code(t, "VJBR")
	e := entree(t, 0)
	e.Lignes[1].Reponse = code.Reponse{} // RBBB answered 0 0
	e.Lignes = e.Lignes[:4]
	e.Trouve, e.Secret, e.Revele, e.Fin, e.Id, e.HumainCodeur = false, nil, &secret, FinErreur, "c3", true
	data := must(encode(e))
	assert.Contains(t, string(data), `"version":3,`)
	assert.Contains(t, string(data), `"end":"wrong_answer"`)
	lu, err := decode([]byte(strings.TrimSuffix(string(data), "\n")))
	require.NoError(t, err)
	assert.Equal(t, e, lu)
	assert.Equal(t, FinErreur, lu.Issue())

	vieille := entree(t, 6)
	assert.Equal(t, FinTrouve, vieille.Issue())
	vieille.Trouve = false
	assert.Equal(t, FinEssais, vieille.Issue())

	for _, abimee := range []string{
		strings.Replace(string(data), `"version":3`, `"version":2`, 1),
		strings.Replace(string(data), `"wrong_answer"`, `"bored"`, 1),
		strings.Replace(string(data), `"wrong_answer"`, `"found"`, 1),
	} {
		_, err := decode([]byte(strings.TrimSuffix(abimee, "\n")))
		assert.ErrorIs(t, err, ErrContenu, abimee)
	}
}
