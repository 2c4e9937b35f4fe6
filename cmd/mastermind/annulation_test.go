package main

import (
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// delaiArret is how long a cancelled command may take to end in these
// tests: the target is half a second, but a machine loaded twenty times
// over (other jobs on its two cores) took 16 s; each computation here
// runs for minutes when nothing stops it, so a minute still tells a stop
// from a run to the end. The latency itself is a benchmark's, not a
// test's (speed is never asserted by timing a test).
const delaiArret = time.Minute

// lanceInterrompu runs the program in-process as main does, cancels its
// context (Ctrl-C) once apres has passed, and returns the exit status,
// what it wrote on the error stream, and how long it took to end after
// the cancel.
func lanceInterrompu(t *testing.T, apres time.Duration, stdin string, args ...string) (status int, stderr string, delai time.Duration) {
	t.Helper()
	environnementDeTest(t)
	ctx, annule := context.WithCancel(context.Background())
	var out, errw strings.Builder
	fin := make(chan error, 1)
	go func() { fin <- run(ctx, args, os.Getenv, strings.NewReader(stdin), &out, &errw) }()
	select {
	case err := <-fin:
		t.Fatalf("ended before the cancel (%v): the test needs a longer computation", err)
	case <-time.After(apres):
	}
	debut := time.Now()
	annule()
	select {
	case err := <-fin:
		if err != nil {
			errw.WriteString(err.Error() + "\n")
		}
		return commande.Statut(err), errw.String(), time.Since(debut)
	case <-time.After(time.Minute):
		t.Fatal("the command did not stop")
	}
	return 0, "", 0
}

// Ctrl-C stops a long computation of every command at a big size: exit
// status 130, "Interrompu.", soon after the signal.
func TestCtrlCStopsLongComputations(t *testing.T) {
	if testing.Short() {
		t.Skip("big sizes")
	}
	// 3000 rows that a secret of 7×8 satisfies, and one that contradicts.
	r := rand.New(rand.NewPCG(16, 1))
	taille := code.Taille{Pions: 7, Couleurs: 8}
	palette := couleur.MustDefaut(8)
	secret := taille.Aleatoire(r)
	var lignes strings.Builder
	for range 3000 {
		g := taille.Aleatoire(r)
		rep := code.Evalue(secret, g)
		lignes.WriteString(g.Mot(palette) + " " + string(rune('0'+rep.Bien)) + " " + string(rune('0'+rep.Mal)) + "\n")
	}
	lignes.WriteString(secret.Mot(palette) + " 6 0\n")

	tests := []struct {
		nom   string
		stdin string
		args  []string
	}{
		{"stats", "", []string{"stats", "--strategy", "knuth", "--pegs", "6", "--colors", "10", "--no-repeat"}},
		{"stats all", "", []string{"stats", "--strategy", "all", "--pegs", "6", "--colors", "9"}},
		{"demo", "", []string{"demo", "--strategy", "entropy", "--pegs", "7", "--colors", "8", "--seed", "1"}},
		{"solve", lignes.String(), []string{"solve", "--pegs", "7", "--colors", "8"}},
	}
	for _, tt := range tests {
		t.Run(tt.nom, func(t *testing.T) {
			st, errw, delai := lanceInterrompu(t, 300*time.Millisecond, tt.stdin, tt.args...)
			assert.Equal(t, commande.StatutInterrompu, st, errw)
			assert.True(t, strings.HasSuffix(errw, "\nInterrompu.\n") || errw == "Interrompu.\n", "%q", errw)
			assert.Less(t, delai, delaiArret)
		})
	}
}

// From the menu, Ctrl-C while the computer computes (here the statistics
// of 6×9) brings the menu back at once; the program goes on.
func TestCtrlCInTheMenuStopsTheComputationOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("a big size")
	}
	environnementDeTest(t)
	var out commandetest.Tampon
	it := &commande.Interruption{}
	a := &commande.App{
		IOS:    iostreams.Nouveaux(strings.NewReader(""), &out, &out, os.Getenv),
		Cat:    texte.Nouveau(texte.Francais),
		Getenv: os.Getenv,
		Graine: commande.Graine{Valeur: 1, Donnee: true},
		It:     it,
	}
	j, err := nouveauJeu(a)
	require.NoError(t, err)
	s := scenario.Nouveau(&out, a.Cat, "Réglages > Taille du jeu > Personnalisé", "6", "9", "", "", "", "",
		"Retour au menu", "Statistiques > Knuth : la plus petite des plus grandes classes", "Oui, calculer (Ctrl-C l'arrête)", "Quitter")
	j.Invite = s
	fin := make(chan error, 1)
	go func() { fin <- j.Menu(context.Background()) }()
	require.Eventually(t, func() bool { return strings.Contains(out.String(), "Knuth") && it.CalculEnCours() }, time.Minute, time.Millisecond, "the statistics are computing")
	debut := time.Now()
	require.True(t, it.ArreteCalcul(), "Ctrl-C stops the computation")
	select {
	case err := <-fin:
		require.NoError(t, err, out.String())
		assert.Less(t, time.Since(debut), delaiArret)
	case <-time.After(time.Minute):
		t.Fatal("the menu did not come back")
	}
	require.NoError(t, s.Err())
	texte := out.String()
	assert.Contains(t, lignesDe(texte), "Interrompu.")
	assert.NotContains(t, texte, "propositions en tout", "no statistics")
	assert.Contains(t, texte[strings.Index(texte, "Interrompu."):], "Menu principal", "the menu comes back")
	assert.False(t, it.ArreteCalcul(), "once back at the menu, Ctrl-C stops the program")
}

// A computation estimated over half a minute says so first, on the error
// stream, on the command line.
func TestStatsAnnouncesALongComputation(t *testing.T) {
	environnementDeTest(t)
	ctx, annule := context.WithCancel(context.Background())
	annule()
	var out, errw strings.Builder
	err := run(ctx, []string{"stats", "--strategy", "knuth", "--pegs", "7", "--colors", "6"}, os.Getenv, strings.NewReader(""), &out, &errw)
	assert.Equal(t, commande.StatutInterrompu, commande.Statut(err))
	assert.Regexp(t, "^Calcul long\u00a0: environ (\\d+ s|\\d+ min \\d\\d s|\\d+ h \\d\\d min) \\(estimation\\)\\.\n$", errw.String())

	errw.Reset()
	_, err = lanceSans(t, &errw, "stats", "--strategy", "knuth", "--pegs", "4", "--colors", "6")
	require.NoError(t, err)
	assert.Empty(t, errw.String(), "nothing for a short one")
}

// lanceSans runs the program in-process with errw as its error stream.
func lanceSans(t *testing.T, errw *strings.Builder, args ...string) (string, error) {
	t.Helper()
	environnementDeTest(t)
	var out strings.Builder
	err := run(context.Background(), args, os.Getenv, strings.NewReader(""), &out, errw)
	return out.String(), err
}

// From the menu, a computation estimated over half a minute asks first;
// "no" brings the menu back without computing.
func TestMenuAsksBeforeALongComputation(t *testing.T) {
	out := joueMenu(t, 1, "Réglages > Taille du jeu > Personnalisé", "7", "6", "", "", "", "",
		"Retour au menu", "Statistiques > knuth", "Non, revenir au menu", "Quitter")
	assert.Regexp(t, "Ce calcul prendra environ (\\d+ s|\\d+ min \\d\\d s|\\d+ h \\d\\d min) \\(estimation\\)\\. Le lancer\u00a0\\?", out)
	assert.NotContains(t, out, "propositions en tout")
}
