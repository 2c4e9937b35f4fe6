package jeu

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/saves"
)

// rejoueAvec plays a scenario on a game that saves into d.
func rejoueAvec(t *testing.T, d *saves.Dossier, graine uint64, etapes ...string) string {
	t.Helper()
	j, out := nouveauJeu(etapes...)
	j.Sauvegardes = d
	n := graine
	j.Graine = func() uint64 { n++; return n - 1 }
	menu(t, j)
	return out.String()
}

func TestSaveQuitAndResumeASoloGame(t *testing.T) {
	j, out := nouveauJeu("Solo", "RRRR", "sauver ma partie", "sauver ../dehors", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	assert.Contains(t, out.String(), "Partie sauvegardée sous « ma partie ».")
	assert.Contains(t, out.String(), "« ../dehors » ne peut pas servir de nom")
	_, err := os.Stat(filepath.Join(d.Chemin, "..", "dehors.yaml"))
	assert.True(t, os.IsNotExist(err), "a name never leaves the folder")

	s := secret(graineTest)
	// The menu now offers the autosave first, then the list of saves.
	out2 := rejoueAvec(t, d, 500, "Parties sauvegardées > ma partie > Reprendre", s, "Quitter")
	assert.Contains(t, out2, "  1) Reprendre la partie interrompue (solo 4×6, essai 2, 22/11 ")
	assert.Contains(t, out2, "  6) Parties sauvegardées (1)")
	assert.Contains(t, out2, "  1) ma partie — solo 4×6, essai 2, 22/11 ")
	assert.Contains(t, out2, "Reprise de « ma partie » : solo 4×6, essai 2")
	assert.Contains(t, out2, "     1  RRRR", "the board comes back")
	assert.Contains(t, out2, "Bravo, trouvé en 2 essais !", "the same secret as before the save")

	_, err = d.Lit(saves.Autosave)
	assert.ErrorIs(t, err, saves.ErrAbsente, "a finished game removes the autosave")
	_, err = d.Lit("ma partie")
	assert.NoError(t, err, "a named save stays")
}

func TestResumedComputerRoundProposesTheSameCode(t *testing.T) {
	s := secret(graineTest)
	j, _ := nouveauJeu("Jouer contre l'ordinateur", s, "", "1 0", "1 1", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	sv, err := d.Lit(saves.Autosave)
	require.NoError(t, err)
	assert.Equal(t, 2, sv.Partie.NumManche)
	assert.Equal(t, 1, sv.Partie.ScoreOrdi)
	require.Len(t, sv.Manche.Lignes, 2)

	out := rejoueAvec(t, d, 900, "Reprendre la partie interrompue", "1 2", "0 4", "1 3", "4 0", "Quitter")
	assert.Contains(t, out, "Reprise de la partie interrompue : partie 4×6, manche 2/2, essai 3")
	assert.Contains(t, out, "Score — vous : 0, ordinateur : 1.")
	assert.Contains(t, out, "Essai 3 : l'ordinateur propose JRBJ", "the proposal it would have made")
	assert.Contains(t, out, "L'ordinateur a trouvé VJBR en 6 essais.")
	assert.Contains(t, out, "Fin de la partie — vous : 6, ordinateur : 1.")
}

func TestUndoRedoAreSavedAndCounted(t *testing.T) {
	s := secret(graineTest)
	j, out := nouveauJeu("Solo", "RRRR", "BBBB", "annuler", "annuler", "refaire", "quitter",
		"Reprendre la partie interrompue", "refaire", s, "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	assert.Contains(t, out.String(), "Essai 2 rejoué.", "the redo survived the quit and the resume")
	assert.Contains(t, out.String(), "Coups annulés : 2.")
	_, err := d.Lit(saves.Autosave)
	assert.ErrorIs(t, err, saves.ErrAbsente)
}

func TestASaveThatFailsToWriteLetsTheGameGoOn(t *testing.T) {
	j, out := nouveauJeu("Solo", "RRRR", "sauver x", "quitter", "Quitter")
	fichier := filepath.Join(t.TempDir(), "un fichier")
	require.NoError(t, os.WriteFile(fichier, nil, 0o644))
	j.Sauvegardes = &saves.Dossier{Chemin: fichier}
	menu(t, j)
	assert.Contains(t, out.String(), "La sauvegarde automatique a échoué")
	assert.Equal(t, 1, strings.Count(out.String(), "La sauvegarde automatique a échoué"), "said once")
	assert.Contains(t, out.String(), "La sauvegarde a échoué : impossible d'écrire")
	assert.Contains(t, out.String(), "Essai 2 sur 10", "the game went on")
}

func TestDamagedSaveIsListedAndCanBeDeleted(t *testing.T) {
	j, out := nouveauJeu("Parties sauvegardées > abimee > Supprimer", "Quitter")
	d := avecSauvegardes(t, j)
	require.NoError(t, os.WriteFile(filepath.Join(d.Chemin, "abimee.yaml"), []byte("version: 1\nmode: solo\nbogus: 3\n"), 0o644))
	menu(t, j)
	assert.Contains(t, out.String(), "  1) abimee — illisible")
	assert.Contains(t, out.String(), "la sauvegarde « abimee » ("+filepath.Join(d.Chemin, "abimee.yaml")+") est illisible : ligne 3, le champ « bogus » est inconnu. Le fichier est laissé tel quel")
	assert.Contains(t, out.String(), "Sauvegarde « abimee » supprimée.")
	_, err := os.Stat(filepath.Join(d.Chemin, "abimee.yaml"))
	assert.True(t, os.IsNotExist(err))
}
