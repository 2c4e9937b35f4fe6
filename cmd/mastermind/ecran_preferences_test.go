package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	et "github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// relance starts the program again in the same test, as a person would
// the next day (ecran marks the test parallel, once).
func relance(t *testing.T, o et.Options) *et.Ecran {
	t.Helper()
	return et.Lance(t, et.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), o)
}

// quitte leaves from the main menu and checks the program ended well.
func quitte(t *testing.T, e *et.Ecran, lang string) {
	t.Helper()
	e.Tape(et.Fin, et.Entree)
	if lang == "en" {
		e.Attend("Goodbye!")
	} else {
		e.Attend("Au revoir !")
	}
	assert.Equal(t, 0, e.Statut())
}

// Issue 33: the light background chosen in Réglages is kept in
// config.yaml, and the next start draws for it, at 80×24 in French.
func TestEcranLeFondClairEstGardeDUneFoisSurLAutre(t *testing.T) {
	config := t.TempDir()
	o := et.Options{Cols: 80, Rows: 24, Env: []string{"XDG_CONFIG_HOME=" + config}}
	e := ecran(t, o)
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
	e.Tape(et.Echap)
	e.Attend("0) Réglages")
	quitte(t, e, "fr")
}

// Issue 33: the Classic preset is the classic game, its 2 rounds too,
// whatever a custom size chose before; in English at 80×24, where it was
// seen.
func TestEcranLePresetClassiqueRemetLesManches(t *testing.T) {
	e := ecran(t, et.Options{Cols: 80, Rows: 24, Args: []string{"--lang", "en"}, Env: []string{"NO_COLOR=1"}})
	e.Attend("0) Settings")
	e.Choisit("0")
	e.Attend("▸ 1) Game size: Classic")
	e.Tape(et.Entree)
	e.Attend("Which game size?")
	e.Choisit("4")
	for _, q := range []string{"Number of pegs", "Number of colours", "May a code repeat", "Names of the 6 colours"} {
		e.Attend(q)
		e.Saisit("")
	}
	e.AttendInvite("Number of rounds, even (2 to 100, Enter: 2):")
	e.Saisit("4")
	e.AttendInvite("Maximum number of tries per round (1 to 100, Enter: 10):")
	e.Saisit("")
	e.Attend("Settings — Custom 4×6, 10 tries, 4 rounds, lexicographic")
	e.Choisit("1")
	e.Attend("Which game size?")
	e.Choisit("1")
	e.Attend("Settings — Classic 4×6, 10 tries, 2 rounds, lexicographic")
	e.Tape(et.Echap)
	e.Attend("Main menu — Classic 4×6, 10 tries, 2 rounds, lexicographic")
	quitte(t, e, "en")
}
