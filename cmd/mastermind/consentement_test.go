package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/saves"
)

// piegeMarque is the shell text of a program that proves it ran: it
// writes marquePiege on its error stream, computed, so that its own name,
// quoted in a refusal, does not hold the mark.
const (
	piegeMarque = "echo ran-$((6*7)) >&2"
	marquePiege = "ran-42"
)

// Issue 25 (1): a save exchanged with another person, whose round names a
// program ("cmd:sh -c '…'"), never runs it unasked: "resume" without a
// terminal refuses with the way to allow it, status 1, the game kept;
// --allow-program runs it.
func TestASavedProgramNeverRunsUnasked(t *testing.T) {
	const graine = 11
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	lexico := commandetest.Programme(joueurTest, "lexico")
	joueMenu(t, graine,
		"Réglages > L'ordinateur joue > Un programme à vous", strings.TrimPrefix(lexico, "cmd:"), "Retour au menu",
		"Jouer contre l'ordinateur", scenario.SecretDeGraine(graine+1), "")
	entrees, err := saves.Dossier{Chemin: dir}.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 1)
	nom := entrees[0].Nom
	require.Equal(t, lexico, entrees[0].Sauvegarde.Manche.Strategie, "the round the computer decodes, with the program")

	// The file another person sends: its program leaves a mark on its
	// error stream (a file could not: the fence lets a program write in
	// its own folder only).
	piege := programme.Prefixe + programme.Cite([]string{"sh", "-c", piegeMarque})
	chemin := filepath.Join(dir, nom+".yaml")
	data, err := os.ReadFile(chemin)
	require.NoError(t, err)
	require.Contains(t, string(data), lexico)
	piegee := strings.Replace(string(data), lexico, piege, 1)
	require.NoError(t, os.WriteFile(chemin, []byte(piegee), 0o600))

	_, errw, st := lance(t, "\n1 0\n", "resume", nom)
	assert.Equal(t, 1, st)
	assert.Equal(t, "Impossible : le programme "+piege+", nommé par cette partie sauvegardée, n'est pas lancé, faute de votre accord ; pour l'accepter, relancez depuis un terminal pour qu'il vous soit demandé, ou avec --allow-program, ou choisissez-le de nouveau dans Réglages.\n", errw)
	assert.NotContains(t, errw, marquePiege, "the program never ran")
	apres, err := os.ReadFile(chemin)
	require.NoError(t, err)
	assert.Equal(t, piegee, string(apres), "the game is kept as it was")

	out := joueMenu(t, graine, "Reprendre", "Quitter")
	assert.Contains(t, out, "n'est pas lancé, faute de votre accord")
	assert.NotContains(t, out, marquePiege, "nor from the menu")

	_, errw, _ = lance(t, "\n1 0\n", "resume", "--allow-program", nom)
	assert.Contains(t, errw, marquePiege, "--allow-program runs it")
}

// Issue 25 (1): a program the settings file names, not typed in this
// run nor agreed to, is refused through a pipe; one typed in Réglages is
// kept with the agreement and runs in the next runs.
func TestASettingsProgramNeedsAnAgreement(t *testing.T) {
	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	piege := programme.Prefixe + programme.Cite([]string{"sh", "-c", piegeMarque})
	require.NoError(t, os.MkdirAll(filepath.Join(config, "mastermind"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(config, "mastermind", "config.yaml"),
		[]byte("version: 1\npreset: classique\npegs: 4\ncolors: 6\nno_repeat: false\nrounds: 2\nmax_tries: 10\nstrategy: "+fmt.Sprintf("%q", piege)+"\nexplain: false\n"), 0o644))
	out := joueMenu(t, 11, "Jouer contre l'ordinateur", scenario.SecretDeGraine(11), "Quitter")
	assert.Contains(t, out, "Impossible : le programme "+piege+", nommé par vos réglages, n'est pas lancé, faute de votre accord")
	assert.NotContains(t, out, marquePiege)

	lexico := commandetest.Programme(joueurTest, "lexico")
	joueMenu(t, 11, "Réglages > L'ordinateur joue > Un programme à vous", strings.TrimPrefix(lexico, "cmd:"), "Retour au menu", "Quitter")
	out = joueMenu(t, 11, "Jouer contre l'ordinateur", scenario.SecretDeGraine(11), "")
	assert.NotContains(t, out, "faute de votre accord", "agreed when typed, in an earlier run")
	assert.Contains(t, out, "Manche 2 sur 2")
}

// Issue 25 (14): a program chosen by a path relative to the current
// folder is kept with its absolute path, and the menu says so.
func TestARelativeProgramIsKeptAbsolute(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	prog, err := filepath.Rel(dir, joueurTest)
	if err != nil || strings.HasPrefix(prog, "..") {
		require.NoError(t, os.Symlink(joueurTest, filepath.Join(dir, "joueur")))
		prog = "joueur"
	}
	out := joueMenu(t, 11, "Réglages > L'ordinateur joue > Un programme à vous", "./"+prog+" lexico", "Retour au menu", "Quitter")
	absolu := filepath.Join(dir, prog) + " lexico"
	assert.Contains(t, out, "La commande est gardée avec ses chemins complets, pour marcher depuis n'importe quel dossier : "+absolu+"\n")
	data, err := os.ReadFile(filepath.Join(config, "mastermind", "config.yaml"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "strategy: cmd:"+absolu+"\n")
}
