package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche"
)

// A save written by the previous version (format 1: rows, and the rows to
// redo, the next one last) still loads, as the same list of states, and
// is written back in format 2 (the moves and the position).
func TestAFormat1SaveLoadsAsItsListOfStates(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "format1", "partie.yaml"))
	require.NoError(t, err)
	s, err := Lire(data)
	require.NoError(t, err)
	assert.Empty(t, s.Id, "format 1 names no game")
	m := s.Manche
	mots := func(coups []manche.Coup) []string {
		var r []string
		for _, c := range coups {
			r = append(r, c.Ligne.Code.Mot(s.Parametres.Palette))
		}
		return r
	}
	assert.Equal(t, []string{"RRRR", "RBBB", "JRBJ", "VRJB"}, mots(m.Coups()), "the rows, then the redo, next one first")
	assert.Equal(t, 2, m.Position())
	assert.Equal(t, 2, m.Annulations)

	e, err := manche.ReprendEtats(manche.Regles{Espace: codetest.Espace(t, s.Parametres.Taille), NbEssaisMax: 10, Controle: true}, m.Coups(), m.Position(), m.Annulations)
	require.NoError(t, err)
	assert.Equal(t, 2, e.Courant().NbCoups())
	_, ok := e.Refait()
	require.True(t, ok, "the rows to redo are the list's next states")
	assert.Equal(t, 3, e.Courant().NbCoups())

	b, err := Octets(s)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(b), "version: 2\n"))
	assert.Contains(t, string(b), "  moves:\n    - RRRR 1 0\n    - RBBB 1 1\n    - JRBJ 1 2\n    - VRJB 1 3\n  position: 2\n")
	lu, err := Lire(b)
	require.NoError(t, err)
	assert.Equal(t, s.Manche, lu.Manche, "format 2 says the same")
}

// The round's list of states goes to the file and comes back: a game's id,
// the moves past the position, the secret the human coder revealed.
func TestTheListOfStatesRoundTrips(t *testing.T) {
	s := partieEnCours(t)
	s.Id = "3f2a9c0d11e04b57"
	s.Manche.ARefaire = nil
	esp := codetest.Espace(t, s.Parametres.Taille)
	etats := manche.NouveauxEtats(mustDepart(t, manche.Regles{Espace: esp, NbEssaisMax: 2, Controle: true}))
	for _, mot := range []string{"RRRR", "RBBB"} {
		_, err := etats.Joue(manche.Rangee(codetest.Code(t, mot), code.Evalue(codetest.Code(t, "VJBR"), codetest.Code(t, mot))))
		require.NoError(t, err)
	}
	_, err := etats.Joue(manche.Revelation(codetest.Code(t, "VJBR")))
	require.NoError(t, err)
	s.Parametres.NbEssaisMax = 2
	s.Manche = s.Manche.DepuisEtats(etats)
	require.NotNil(t, s.Manche.Revele)

	b, err := Octets(s)
	require.NoError(t, err)
	assert.Contains(t, string(b), "id: 3f2a9c0d11e04b57\n")
	assert.Contains(t, string(b), "  revealed: VJBR\n")
	lu, err := Lire(b)
	require.NoError(t, err)
	assert.Equal(t, s.Id, lu.Id)
	assert.Equal(t, s.Manche, lu.Manche)
	assert.Equal(t, etats.Coups(), lu.Manche.Coups())
	assert.Equal(t, etats.Position(), lu.Manche.Position())
}

func mustDepart(t *testing.T, r manche.Regles) manche.Etat {
	t.Helper()
	e, err := manche.Depart(r)
	require.NoError(t, err)
	return e
}

// Each format has its own fields: a file that mixes them is damaged.
func TestAFieldOfTheOtherFormatIsRefused(t *testing.T) {
	b, err := Octets(partieEnCours(t))
	require.NoError(t, err)
	v2 := string(b)
	v1, err := os.ReadFile(filepath.Join("testdata", "format1", "partie.yaml"))
	require.NoError(t, err)
	tests := []struct {
		name, texte string
		err         error
	}{
		{"rows in format 2", strings.Replace(v2, "  position: 2\n", "  position: 2\n  rows: [RRRR 1 0]\n", 1), ErrChampDeVersion},
		{"moves in format 1", strings.Replace(string(v1), "  undos: 2\n", "  undos: 2\n  moves: [RRRR 1 0]\n", 1), ErrChampDeVersion},
		{"a position past the moves", strings.Replace(v2, "  position: 2\n", "  position: 9\n", 1), ErrPosition},
		{"a secret revealed before the last move", strings.Replace(v2, "  position: 2\n", "  position: 2\n  revealed: VJBR\n", 1), ErrRevele},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Lire([]byte(tt.texte))
			assert.ErrorIs(t, err, tt.err)
		})
	}
}
