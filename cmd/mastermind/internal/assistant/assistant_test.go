package assistant

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

var textes = invite.Textes{Choix: "Votre choix (1-%d) : ", ChoixInvalide: "Tapez un nombre de 1 à %d."}

var classique = code.Taille{Pions: 4, Couleurs: 6}

// rendu draws codes as the game does for the assistant: no colour
// through a pipe, the invite's width.
func rendu(cat *texte.Catalogue, inv invite.Invite, p couleur.Palette) peintre.Rendu {
	r := cat.Rendu(p, peintre.Peintre{})
	r.Largeur = inv.Largeur()
	return r
}

// joue runs the assistant on a script, as the program does on a pipe, and
// returns what the player read.
func joueAssistant(t *testing.T, script string, langue texte.Langue) (string, error) {
	t.Helper()
	var out strings.Builder
	inv := invite.NouveauTube(strings.NewReader(script), &out, textes)
	cat := texte.Nouveau(langue)
	p, err := cat.Palette(6)
	require.NoError(t, err)
	e, err := code.NouvelEspace(classique)
	require.NoError(t, err)
	err = (&Seance{Invite: inv, Cat: cat, Rendu: rendu(cat, inv, p), Espace: e, Strategie: strategie.Lexico{}}).Joue(context.Background())
	return out.String(), err
}

func TestFullGameToTheWin(t *testing.T) {
	// The course's transcript: lexico finds VJBR in six tries. The player
	// accepts every suggestion (an empty line) and types the answers in
	// every form.
	out, err := joueAssistant(t, "\n1 0\n\n1-1\n\n12\n\n0 4\n\n1 3\n\n4 0\n", texte.Francais)
	require.NoError(t, err)
	for _, s := range []string{
		"Essai 1, conseil : RRRR (il laisse au pire 625 codes, 511,98 en moyenne)",
		"1\u00a0296 codes possibles.",
		"Réponse à RRRR (bien, mal ; par exemple 2 1) : 1 0",
		"Essai 2, conseil : RBBB",
		"Essai 6, conseil : VJBR (il laisse au pire 1 code, 1 en moyenne)",
		"1 code possible : VJBR",
		"     6  VJBR     4   0\n",
		"Trouvé en 6 essais : VJBR.",
	} {
		assert.Contains(t, out, s)
	}
	assert.True(t, strings.HasSuffix(out, "Trouvé en 6 essais : VJBR.\n"), "the game ends on the win")
}

func TestOwnGuessAndUndo(t *testing.T) {
	script := strings.Join([]string{
		"VJBR", // the player's own guess, not the suggestion
		"2 2",
		"annuler", // takes the row back
		"rbx",     // not a code: asked again
		"RBJV",
		"3 1", // impossible: asked again
		"0 4",
		"quitter",
	}, "\n") + "\n"
	out, err := joueAssistant(t, script, texte.Francais)
	require.NoError(t, err)
	assert.Contains(t, out, "Réponse à VJBR")
	assert.Contains(t, out, "     1  VJBR     2   2\n")
	assert.Contains(t, out, "Ligne 1 (VJBR 2 2) retirée.")
	assert.Contains(t, out, "  pion 3 : « x » n'est pas une couleur ; lettres possibles : R B J V O N\n")
	assert.Contains(t, out, "  3 bien placés et 1 mal placé est impossible")
	assert.Contains(t, out, "     1  RBJV     0   4\n", "the row taken back is gone, the new one is row 1")
	assert.Contains(t, out, "9 codes possibles : BRVJ BJVR BVRJ JRVB JVRB JVBR VRBJ VJRB VJBR")
}

func TestContradictionNamesTheRowsAndCorrectionFixesIt(t *testing.T) {
	script := strings.Join([]string{
		"", "0 0", // RRRR: no red, says the player (wrongly)
		"RBJV", "0 4", // a permutation of RBJV: contradicts row 1
		"RBJV",        // not a command: no code fits
		"corriger 3",  // no row 3
		"corriger 1",  //
		"4 0",         // refused: row 1 is not the last
		"1 0",         // the right answer
		"annuler", "", // takes back row 2, plays the suggestion
		"annuler", // drops the pending guess
		"quit",
	}, "\n") + "\n"
	out, err := joueAssistant(t, script, texte.Francais)
	require.NoError(t, err)
	assert.Contains(t, out, "Aucun code ne convient : les lignes 1 et 2 se contredisent (RRRR 0 0 ; RBJV 0 4) ; l'une de ces réponses est fausse.")
	assert.Contains(t, out, "  aucun code ne convient ; tapez une commande : annuler, corriger N, quitter")
	assert.Contains(t, out, "  « corriger 3 » : tapez corriger suivi d'un numéro de ligne, de 1 à 2")
	assert.Contains(t, out, "Nouvelle réponse pour la ligne 1, RRRR : ")
	assert.Contains(t, out, "  seule la dernière ligne peut avoir ses 4 pions bien placés")
	assert.Contains(t, out, "     1  RRRR     1   0\n     2  RBJV     0   4\n", "row 1 corrected")
	assert.Contains(t, out, "9 codes possibles : BRVJ BJVR BVRJ JRVB JVRB JVBR VRBJ VJRB VJBR")
	assert.Contains(t, out, "Ligne 2 (RBJV 0 4) retirée.")
}

func TestEnglishAndEndOfInput(t *testing.T) {
	out, err := joueAssistant(t, "GYKB\n1 2\nundo\nundo\n", texte.Anglais)
	assert.ErrorIs(t, err, invite.ErrFin, "the script ends: the caller treats it as leaving")
	assert.Contains(t, out, "Answer to GYKB")
	assert.Contains(t, out, "Line 1 (GYKB 1 2) taken back.")
	assert.Contains(t, out, "  nothing to undo: the board is empty")
	assert.Contains(t, out, "Try 1, suggestion: RRRR (it leaves at worst 625 codes, 511.98 on average)")
}

// TestCorrigerSaysWhichLinesExist: "corriger N" on an empty board, or
// with a number out of range, says what can be typed: no "de 1 à 0",
// no "de 1 à 1".
func TestCorrigerSaysWhichLinesExist(t *testing.T) {
	for _, c := range []struct {
		langue texte.Langue
		script string
		vide   string
		une    string
		deux   string
	}{
		{texte.Francais, "corriger 1\n\n1 0\ncorriger 2\n\n1 1\ncorriger 3\nquitter\n",
			"  rien à corriger : le plateau est vide ; jouez d'abord un essai\n",
			"  « corriger 2 » : il n'y a qu'une ligne ; tapez corriger 1\n",
			"  « corriger 3 » : tapez corriger suivi d'un numéro de ligne, de 1 à 2\n"},
		{texte.Anglais, "fix 1\n\n1 0\nfix 2\n\n1 1\nfix 3\nquit\n",
			"  nothing to fix: the board is empty; play a try first\n",
			"  \"fix 2\": there is only one line; type fix 1\n",
			"  \"fix 3\": type fix followed by a line number, from 1 to 2\n"},
	} {
		t.Run(string(c.langue), func(t *testing.T) {
			out, err := joueAssistant(t, c.script, c.langue)
			require.NoError(t, err)
			assert.Contains(t, out, c.vide)
			assert.Contains(t, out, c.une)
			assert.Contains(t, out, c.deux)
		})
	}
}

// TestGuessInDigits: a guess typed as dCode numbers colours, "1122", is
// RRBB.
func TestGuessInDigits(t *testing.T) {
	out, err := joueAssistant(t, "1122\n1 0\nquitter\n", texte.Francais)
	require.NoError(t, err)
	assert.Contains(t, out, "Réponse à RRBB")
	assert.Contains(t, out, "     1  RRBB     1   0\n")
}
