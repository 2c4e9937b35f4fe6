package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// relance starts the program again in the same test, as a person would
// the next day (ecran marks the test parallel, once).
func relance(t *testing.T, o ecrantest.Options) *ecrantest.Ecran {
	t.Helper()
	return ecrantest.Lance(t, ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), o)
}

// quitte leaves from the main menu and checks the program ended well.
func quitte(t *testing.T, e *ecrantest.Ecran, lang string) {
	t.Helper()
	e.Tape(ecrantest.Fin, ecrantest.Entree)
	if lang == "en" {
		e.Attend("Goodbye!")
	} else {
		e.Attend("Au revoir !")
	}
	assert.Equal(t, 0, e.Statut())
}

// persoEnAnglais opens Settings → Game size → Custom from the English
// main menu and answers the custom size's questions, Enter where reponses
// has nothing ("" or missing): pegs, colours, repeats, names, rounds,
// tries.
func persoEnAnglais(t *testing.T, e *ecrantest.Ecran, reponses ...string) {
	t.Helper()
	e.Attend("0) Settings")
	e.Choisit("0")
	e.Attend("▸ 1) Game size: Classic")
	e.Tape(ecrantest.Entree)
	e.Attend("Which game size?")
	e.Choisit("4")
	for i, q := range []string{"Number of pegs", "Number of colours", "May a code repeat", "Names of the 6 colours", "Number of rounds", "Maximum number of tries"} {
		e.Attend(q)
		r := ""
		if i < len(reponses) {
			r = reponses[i]
		}
		e.Saisit(r)
	}
}

// Issue 33: the light background chosen in Réglages is kept in
// config.yaml, and the next start draws for it, at 80×24 in French.
func TestEcranLeFondClairEstGardeDUneFoisSurLAutre(t *testing.T) {
	config := t.TempDir()
	o := ecrantest.Options{Cols: 80, Rows: 24, Env: []string{"XDG_CONFIG_HOME=" + config}}
	e := ouvreEcran(t, o)
	e.Attend("0) Réglages")
	e.Choisit("0")
	e.Attend("5) Fond du terminal : sombre")
	e.Choisit("5")
	e.Attend("Fond clair : gardé pour les prochaines fois.")
	e.Attend("6) Retour au menu")
	e.Choisit("6")
	e.Attend("0) Réglages")
	quitte(t, e, "fr")
	data, err := os.ReadFile(filepath.Join(config, "mastermind", "config.yaml"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "\nbackground: light\n")

	e = relance(t, o)
	e.Attend("0) Réglages")
	e.Choisit("0")
	e.Attend("5) Fond du terminal : clair")
	e.Tape(ecrantest.Echap)
	e.Attend("0) Réglages")
	quitte(t, e, "fr")
}

// Issue 33: the Classic preset is the classic game, its 2 rounds too,
// whatever a custom size chose before; in English at 80×24, where it was
// seen.
func TestEcranLePresetClassiqueRemetLesManches(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--lang", "en"}, Env: []string{"NO_COLOR=1"}})
	persoEnAnglais(t, e, "", "", "", "", "4")
	e.Attend("Settings — Custom 4×6, 10 tries, 4 rounds, lexicographic")
	e.Choisit("1")
	e.Attend("Which game size?")
	e.Choisit("1")
	e.Attend("Settings — Classic 4×6, 10 tries, 2 rounds, lexicographic")
	e.Tape(ecrantest.Echap)
	e.Attend("Main menu — Classic 4×6, 10 tries, 2 rounds, lexicographic")
	quitte(t, e, "en")
}

// Issue 33: a custom size chosen in English with Enter at every question
// keeps no English names: the next run in French shows the French names
// and takes jjjj; a game saved in English resumes in French with them.
// At 80×24, as it was seen.
func TestEcranUneTaillePersoChoisieEnAnglaisSeJoueEnFrancais(t *testing.T) {
	config, sauvegardes := t.TempDir(), t.TempDir()
	env := []string{"XDG_CONFIG_HOME=" + config, "MASTERMIND_SAVES=" + sauvegardes, "NO_COLOR=1", "MASTERMIND_BOARD=lines"}
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--lang", "en", "--seed", "3"}, Env: env})
	persoEnAnglais(t, e)
	e.Attend("Settings — Custom 4×6, 10 tries, 2 rounds, lexicographic")
	e.Tape(ecrantest.Echap)
	e.Attend("Main menu — Custom 4×6")
	e.Choisit("3")
	e.AttendInvite("Try 1 of 10:")
	e.Saisit("RRBB")
	e.AttendInvite("Try 2 of 10:")
	e.Saisit("save midi")
	e.AttendInvite("Try 2 of 10:")
	e.Saisit("quit")
	retourAuMenu(t, e, "en")
	quitte(t, e, "en")
	data, err := os.ReadFile(filepath.Join(config, "mastermind", "config.yaml"))
	require.NoError(t, err)
	assert.NotContains(t, string(data), "color_names", "the language's names are not frozen")

	// The next run, in French: a solo game of the custom size.
	o := ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "4"}, Env: env}
	e = relance(t, o)
	e.Attend("Menu principal — Personnalisé 4×6")
	e.Choisit("3")
	e.AttendInvite("Essai 1 sur 10 :")
	assert.Positive(t, contient(e.Lignes(), "R B J V O N"), "the French letters:\n%s", e.Texte())
	assert.Zero(t, contient(e.Lignes(), "Yellow"))
	e.Saisit("jjjj")
	e.AttendInvite("Essai 2 sur 10 :")
	assert.Zero(t, contient(e.Lignes(), "n'est pas une couleur"), e.Texte())
	e.Tape(ecrantest.CtrlC)
	e.Attend("Interrompu.")

	// The game saved in English, resumed in French.
	o.Args = []string{"resume", "midi"}
	e = relance(t, o)
	e.Attend("Reprise de « midi »")
	e.AttendInvite("Essai 2 sur 10 :")
	assert.Regexp(t, `\n     1  RRBB +\d +\d\n`, e.Texte()+"\n", "the row in French letters (Red Red Blue Blue)")
	assert.Zero(t, contient(e.Lignes(), "Yellow"))
	e.Saisit("jjjj")
	e.AttendInvite("Essai 3 sur 10 :")
	assert.Zero(t, contient(e.Lignes(), "n'est pas une couleur"), e.Texte())
	e.Tape(ecrantest.CtrlC)
	e.Attend("Interrompu.")
}
