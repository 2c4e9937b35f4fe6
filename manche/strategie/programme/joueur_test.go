package programme_test

import (
	"context"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme/programmetest"
)

// TestLexicoProgramEqualsBuiltIn: a program playing the course's strategy
// over the protocol scores every secret as the built-in lexico does, on
// several sizes, with and without repeats.
func TestLexicoProgramEqualsBuiltIn(t *testing.T) {
	tailles := []code.Taille{
		{Pions: 2, Couleurs: 2},
		{Pions: 3, Couleurs: 4},
		{Pions: 4, Couleurs: 4},
		{Pions: 3, Couleurs: 5, SansRepetition: true},
		{Pions: 4, Couleurs: 6, SansRepetition: true},
		{Pions: 4, Couleurs: 6},
	}
	for _, taille := range tailles {
		t.Run(taille.String(), func(t *testing.T) {
			e := codetest.Espace(t, taille)
			coups, err := programme.JoueTout(context.Background(), commande(t, "lexico", ""), e, programme.Options{})
			require.NoError(t, err)
			st, err := strategie.Calcule(context.Background(), strategie.Lexico{}, e, strategie.Options{})
			require.NoError(t, err)
			assert.Equal(t, st.Coups, coups, "every secret, at its index")
		})
	}
}

// TestProgramWritesLowerCaseWithSpaces: "r r b b" is a proposal.
func TestProgramWritesLowerCaseWithSpaces(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	coups, err := programme.JoueTout(context.Background(), commande(t, "minuscules", ""), e, programme.Options{})
	require.NoError(t, err)
	st, err := strategie.Calcule(context.Background(), strategie.Lexico{}, e, strategie.Options{})
	require.NoError(t, err)
	assert.Equal(t, st.Coups, coups)
}

// TestMisbehaviours: each misbehaviour stops the run with its report,
// within a bounded time, and leaves no process.
func TestMisbehaviours(t *testing.T) {
	quatreSix := code.Taille{Pions: 4, Couleurs: 6}
	tests := []struct {
		mode    string
		taille  code.Taille
		options programme.Options
		voulu   programme.ErreurProgramme
		cause   error
	}{
		{mode: "invalide", taille: quatreSix, voulu: programme.ErreurProgramme{
			Secret: "RRRB", Manche: 2, Lignes: []string{"RRRR 3 0"}, Coup: 2, Envoye: "3 0", Recu: "RRX", Err: programme.ErrProposition}, cause: code.ErrLettre},
		{mode: "repete", taille: code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}, voulu: programme.ErreurProgramme{
			Secret: "RBJV", Manche: 1, Coup: 1, Envoye: "nouvelle 4 6 RBJVON sans", Recu: "RRBJ", Err: programme.ErrProposition}, cause: code.ErrRepetition},
		{mode: "quitte", taille: quatreSix, voulu: programme.ErreurProgramme{
			Secret: "RRRB", Manche: 2, Lignes: []string{"RRRR 3 0"}, Coup: 2, Envoye: "3 0", RienRecu: true, Sortie: &programme.Sortie{Statut: 3}, Err: programme.ErrFinPrematuree}},
		// A fenced program starts through two more executions: the delay
		// leaves a loaded machine room to start it, and only silence
		// reaches it.
		{mode: "silence", taille: quatreSix, options: programme.Options{Delai: 3 * time.Second}, voulu: programme.ErreurProgramme{
			Secret: "RRRB", Manche: 2, Lignes: []string{"RRRR 3 0"}, Coup: 2, Envoye: "3 0", RienRecu: true, Delai: 3 * time.Second, Err: programme.ErrSilence}},
		{mode: "deluge", taille: quatreSix, voulu: programme.ErreurProgramme{
			Secret: "RRRB", Manche: 2, Lignes: []string{"RRRR 3 0"}, Coup: 2, Envoye: "3 0", Recu: strings.Repeat("R", programme.LongueurMax), Err: programme.ErrDeluge}},
		{mode: "boucle", taille: quatreSix, options: programme.Options{MaxEssais: 7}, voulu: programme.ErreurProgramme{
			Secret: "RRRB", Manche: 2, Lignes: []string{"RRRR 3 0", "RRRR 3 0", "RRRR 3 0", "RRRR 3 0", "RRRR 3 0", "RRRR 3 0", "RRRR 3 0"},
			Coup: 7, Envoye: "3 0", Recu: "RRRR", MaxEssais: 7, Err: programme.ErrTropDEssais}},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			pids := filepath.Join(t.TempDir(), "pids")
			cmd := commande(t, tt.mode, pids)
			ctx, annule := context.WithTimeout(context.Background(), time.Minute)
			defer annule()
			o := tt.options
			// The secrets in increasing order: the reports above.
			_, err := programme.JoueManches(ctx, cmd, tt.taille, croissants(codetest.Espace(t, tt.taille)), o)
			require.NoError(t, ctx.Err(), "the lab stops the program itself, well before a minute")
			var e *programme.ErreurProgramme
			require.ErrorAs(t, err, &e)
			voulu := tt.voulu
			voulu.Strategie = cmd.Nom
			if tt.cause != nil {
				assert.ErrorIs(t, e.Cause, tt.cause)
				voulu.Cause = e.Cause
			}
			assert.Equal(t, voulu, *e)
			assert.ErrorIs(t, err, tt.voulu.Err)
			programmetest.AucunSurvivant(t, pids)
		})
	}
}

// TestFaultAtRoundN: a fault that shows at round N only is reported with
// that round's number and its rows so far; replaying the run's rounds up
// to N (JoueManches) brings it back, the secret alone does not.
func TestFaultAtRoundN(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	cmd := commande(t, "invalide@20", "")
	const graine = 7
	coups, err := programme.JoueTout(context.Background(), cmd, e, programme.Options{Ordre: graine})
	var rapport *programme.ErreurProgramme
	require.ErrorAs(t, err, &rapport)
	ordre := programme.Ordre(graine, len(e.Secrets()), 20)
	secret := e.Code(int(e.Secrets()[ordre[19]]))
	assert.Equal(t, 20, rapport.Manche)
	assert.Equal(t, secret.Mot(palette(t, 4)), rapport.Secret)
	assert.Equal(t, 2, rapport.Coup)
	assert.NotZero(t, coups[ordre[18]], "the rounds before are scored")
	assert.Zero(t, coups[ordre[19]])

	_, err = programme.JoueManches(context.Background(), cmd, e.Taille(), []code.Code{secret}, programme.Options{})
	require.NoError(t, err, "the secret alone, in round 1, plays well")
	var avant []code.Code
	for _, i := range ordre {
		avant = append(avant, e.Code(int(e.Secrets()[i])))
	}
	_, err = programme.JoueManches(context.Background(), cmd, e.Taille(), avant, programme.Options{})
	var encore *programme.ErreurProgramme
	require.ErrorAs(t, err, &encore)
	assert.Equal(t, rapport, encore, "the same rounds before, the same report")
}

// croissants are the secrets of e in increasing order.
func croissants(e *code.Espace) []code.Code {
	var s []code.Code
	for _, i := range e.Secrets() {
		s = append(s, e.Code(int(i)))
	}
	return s
}

// palette is the protocol's letters for n colours.
func palette(t *testing.T, n int) couleur.Palette {
	t.Helper()
	p, err := couleur.Defaut(n)
	require.NoError(t, err)
	return p
}

// TestProgramNotFound: a command that does not start is an
// *ErreurLancement wrapping the system's reason.
func TestProgramNotFound(t *testing.T) {
	cmd, err := programme.LitCommande("cmd:" + filepath.Join(t.TempDir(), "absent") + " x")
	require.NoError(t, err)
	_, err = programme.JoueTout(context.Background(), cmd, codetest.Espace(t, code.Taille{Pions: 2, Couleurs: 2}), programme.Options{})
	var e *programme.ErreurLancement
	require.ErrorAs(t, err, &e)
	assert.Equal(t, cmd.Nom, e.Strategie)
	assert.Equal(t, cmd.Mots[0], e.Programme)
	assert.ErrorIs(t, err, fs.ErrNotExist)
}

// TestCancelEndsTheProgram: cancelling the context (Ctrl-C) stops a
// program that says nothing, and its child, at once.
func TestCancelEndsTheProgram(t *testing.T) {
	pids := filepath.Join(t.TempDir(), "pids")
	cmd := commande(t, "silence", pids)
	ctx, annule := context.WithCancel(context.Background())
	fini := make(chan error, 1)
	go func() {
		_, err := programme.JoueTout(ctx, cmd, codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6}), programme.Options{Delai: time.Hour})
		fini <- err
	}()
	require.Eventually(t, func() bool { return fichierPlein(pids) }, 10*time.Second, 10*time.Millisecond, "the program starts")
	annule()
	select {
	case err := <-fini:
		assert.ErrorIs(t, err, context.Canceled)
	case <-time.After(30 * time.Second):
		t.Fatal("the lab did not stop")
	}
	programmetest.AucunSurvivant(t, pids)
}
