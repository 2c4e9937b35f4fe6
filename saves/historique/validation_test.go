package historique

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLinesThatWouldActAreSkipped: issue 43's lines, each skipped and
// counted with its reason, the good lines around them read: an escape
// sequence or a bidirectional mark in the mode, a control character in
// the letters, a round « lost » whose last row wins, a round « found »
// that no row wins.
func TestLinesThatWouldActAreSkipped(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	bonne := string(must(encode(entree(t, 1))))
	echappement := strings.Replace(bonne, `"mode":"solo"`, `"mode":"solo\u001b[2J\u001b]0;pwned\u0007"`, 1)
	bidi := strings.Replace(bonne, `"mode":"solo"`, `"mode":"solo\u202e"`, 1)
	lettres := strings.Replace(bonne, `"letters":"RBJVON"`, `"letters":"RBJVO\u0000"`, 1)
	perdue := strings.Replace(bonne, `"found":true`, `"found":false`, 1)
	sansGain := strings.Replace(strings.Replace(bonne, `,"VJBR 4 0"`, ``, 1), `"tries":6`, `"tries":5`, 1)
	for _, l := range []string{echappement, bidi, lettres, perdue, sansGain} {
		require.NotEqual(t, bonne, l)
	}
	contenu := bonne + echappement + bidi + lettres + perdue + sansGain + bonne
	require.NoError(t, os.WriteFile(filepath.Join(h.Dossier, Fichier), []byte(contenu), 0o600))
	l, err := h.Lit()
	require.NoError(t, err)
	assert.Len(t, l.Entrees, 2)
	raisons := map[int]error{2: ErrTexte, 3: ErrTexte, 4: ErrTexte, 5: ErrContradiction, 6: ErrContradiction}
	require.Len(t, l.Abimees, len(raisons))
	for _, a := range l.Abimees {
		assert.ErrorIs(t, a, raisons[a.Ligne], "line %d: %v", a.Ligne, a.Err)
		assert.ErrorIs(t, a, ErrContenu, "line %d", a.Ligne)
		var e *ErreurLigne
		assert.ErrorAs(t, a, &e)
	}
}

// TestAnOversizedLineIsSkippedAlone: one line of 2 MB (issue 43: one line
// over 1 MB made the whole history unreadable) is skipped and counted,
// never held whole; the lines around it read.
func TestAnOversizedLineIsSkippedAlone(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	bonne := string(must(encode(entree(t, 1))))
	enorme := `{"version":1,"mode":"` + strings.Repeat("x", 2<<20) + `"}` + "\n"
	require.NoError(t, os.WriteFile(filepath.Join(h.Dossier, Fichier), []byte(bonne+enorme+bonne+enorme[:100]), 0o600))
	l, err := h.Lit()
	require.NoError(t, err, "the history reads")
	assert.Len(t, l.Entrees, 2)
	require.Len(t, l.Abimees, 2)
	assert.Equal(t, 2, l.Abimees[0].Ligne)
	assert.ErrorIs(t, l.Abimees[0], ErrTropLongue)
	assert.ErrorIs(t, l.Abimees[1], ErrCoupee, "the torn last line, as before")
}
