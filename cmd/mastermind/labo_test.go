package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/saves"
)

// TestGameWithAProgram: the settings take a program after one round; the
// computer's rounds play it, undo included; a program that breaks the
// rules is refused with its report and the strategy stays.
func TestGameWithAProgram(t *testing.T) {
	const graine = 11
	commande := strings.TrimPrefix(commandetest.Programme(joueurTest, "lexico"), "cmd:")
	out := joueMenu(t, graine,
		"Réglages > L'ordinateur joue > Un programme à vous", commande, "Retour au menu",
		"Jouer contre l'ordinateur", scenario.SecretDeGraine(graine+1), "",
		"1 0", "1 1", "annuler", "1 1", "1 2", "0 4", "1 3", "4 0",
		"Réglages > L'ordinateur joue > Un programme à vous", strings.TrimPrefix(commandetest.Programme(joueurTest, "invalide"), "cmd:"), "Retour au menu",
		"Quitter")
	assert.Contains(t, out, "Essai du programme « "+commande+" » sur une manche, contre le secret "+scenario.SecretDeGraine(graine)+"…\n")
	assert.Regexp(t, `Le programme a trouvé `+scenario.SecretDeGraine(graine)+` en \d essais : il est retenu.\n`, out)
	assert.Contains(t, out, "Réglages — Classique 4×6, 10 essais, 2 manches, programme « "+commande+" »\n", "the settings once, in the menu's title")
	assert.NotContains(t, out, "Réglages : ")
	assert.Contains(t, out, "Essai 3 : l'ordinateur propose JRBJ")
	assert.Contains(t, out, "L'ordinateur a trouvé VJBR en 6 essais.")
	assert.Contains(t, out, "Le programme cmd:"+strings.TrimPrefix(commandetest.Programme(joueurTest, "invalide"), "cmd:")+" a fait une proposition invalide : « X » (pion 3) n'est pas une des lettres RBJVON.\n")
	assert.Contains(t, out, "Le programme n'est pas retenu ; l'ordinateur joue toujours le programme « "+commande+" ».\n")
}

// TestProgramNotFoundFromTheMenu: a program that cannot be found is
// refused in a sentence of its own line, with its capital, then the
// strategy stays.
func TestProgramNotFoundFromTheMenu(t *testing.T) {
	absent := filepath.Join(t.TempDir(), "absent")
	out := joueMenu(t, 1, "Réglages > L'ordinateur joue > Un programme à vous", absent, "Retour au menu", "Quitter")
	assert.Contains(t, out, "\nLe programme « "+absent+" » de la stratégie cmd:"+absent+" est introuvable : vérifiez son nom, ou donnez son chemin (./ma_strategie)\n"+
		"Le programme n'est pas retenu ; l'ordinateur joue toujours la stratégie du cours.\n")
}

// TestResumeOfAGameWhoseProgramBreaksTheRules: "mastermind resume" of a
// course game whose program (that of the settings) breaks the protocol shows the program's
// report whole, as the menu does, with the lab's status 1; the game stays
// resumable.
func TestResumeOfAGameWhoseProgramBreaksTheRules(t *testing.T) {
	const graine = 11
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	lexico := commandetest.Programme(joueurTest, "lexico")
	joueMenu(t, graine,
		"Réglages > L'ordinateur joue > Un programme à vous", strings.TrimPrefix(lexico, "cmd:"), "Retour au menu",
		"Jouer contre l'ordinateur", scenario.SecretDeGraine(graine+1))
	entrees, err := saves.Dossier{Chemin: dir}.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 1)
	nom := entrees[0].Nom
	// The game waits at its second round, which plays the program the
	// settings named when it began (saved with it): it now breaks the
	// rules.
	chemin := filepath.Join(dir, nom+".yaml")
	contenu, err := os.ReadFile(chemin)
	require.NoError(t, err)
	quitte := commandetest.Programme(joueurTest, "quitte")
	require.Contains(t, string(contenu), "strategy: "+lexico)
	require.NoError(t, os.WriteFile(chemin, []byte(strings.Replace(string(contenu), lexico, quitte, 1)), 0o600))

	_, errw, st := lance(t, "\n1 0\n", "resume", "--allow-program", nom)
	assert.Equal(t, 1, st)
	// Issue 43: no folder nor --no-fence for a program whose last
	// words do not say a file is missing (it said none).
	assert.Equal(t, "Le programme "+quitte+" s'est arrêté avant la fin (statut de sortie 3).\n"+
		"  Coup 2 : envoyé « 1 0 », rien reçu.\n", errw)
	entrees, err = saves.Dossier{Chemin: dir}.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 1)
	assert.NoError(t, entrees[0].Err, "still resumable")
}

// TestProgramTypedWithItsPrefix: the menu entry reads "Un programme à
// vous (cmd:…)", so a player may type the command with its cmd: prefix;
// the program is taken as if typed without it (not "cmd:cmd:…"), and
// "cmd:" alone asks for the command.
func TestProgramTypedWithItsPrefix(t *testing.T) {
	const graine = 11
	commande := strings.TrimPrefix(commandetest.Programme(joueurTest, "lexico"), "cmd:")
	out := joueMenu(t, graine,
		"Réglages > L'ordinateur joue > Un programme à vous", "cmd:", "cmd:"+commande, "Retour au menu",
		"Quitter")
	assert.Contains(t, out, "\n  tapez la commande qui lance votre programme\n")
	assert.Contains(t, out, "Essai du programme « "+commande+" » sur une manche, contre le secret "+scenario.SecretDeGraine(graine)+"…\n")
	assert.Contains(t, out, "Réglages — Classique 4×6, 10 essais, 2 manches, programme « "+commande+" »\n", "the settings once, in the menu's title")
	assert.NotContains(t, out, "Réglages : ")
}

// TestGameKeepsTheProgramsErrorStream: in the game, a program that writes
// on its error stream at every round writes nothing over the game (issue
// 43); when the game ends, one line says how much it wrote and the
// command that keeps it.
func TestGameKeepsTheProgramsErrorStream(t *testing.T) {
	const graine = 11
	environnementDeTest(t)
	var out strings.Builder
	a := &commande.App{
		IOS:    iostreams.Nouveaux(strings.NewReader(""), &out, &out, os.Getenv),
		Cat:    texte.Nouveau(texte.Francais),
		Getenv: os.Getenv,
		Graine: commande.Graine{Valeur: graine, Donnee: true},
		It:     &commande.Interruption{},
	}
	j, err := nouveauJeu(a)
	require.NoError(t, err)
	bavard := commandetest.Programme(joueurTest, "bavard")
	s := scenario.Nouveau(&out, a.Cat,
		"Réglages > L'ordinateur joue > Un programme à vous", strings.TrimPrefix(bavard, "cmd:"), "Retour au menu",
		"Jouer contre l'ordinateur", scenario.SecretDeGraine(graine+1), "",
		"1 0", "1 1", "1 2", "0 4", "1 3", "4 0", "Quitter")
	j.Invite = s
	require.NoError(t, j.Menu(context.Background()))
	require.NoError(t, s.Err())
	a.FermeProgrammes()
	assert.Contains(t, out.String(), "L'ordinateur a trouvé VJBR en 6 essais.")
	assert.NotContains(t, out.String(), "joueur: manche", "nothing the program wrote reaches the game")
	assert.Regexp(t, regexp.QuoteMeta(commande.PrefixeErreurs(bavard))+`a écrit [0-9]+ lignes? \([0-9  ]+ octets\) sur sa sortie d'erreur pendant la partie ; pour les lire : mastermind demo --strategy '`+regexp.QuoteMeta(bavard)+`' --stderr DOSSIER\n`, out.String())
}
