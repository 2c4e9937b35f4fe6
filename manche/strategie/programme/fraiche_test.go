package programme_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// total sums coups.
func total(coups []uint16) int {
	n := 0
	for _, c := range coups {
		n += int(c)
	}
	return n
}

// TestEachRoundInAFreshProcess (issue 43, 4): with ParManche, the
// program that remembers the secrets it found scores every secret as the
// course's walk does, exactly; in one process it gains.
func TestEachRoundInAFreshProcess(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	voulu, err := strategie.Calcule(context.Background(), strategie.Lexico{}, e, strategie.Options{})
	require.NoError(t, err)
	memoire := commande(t, "memoire", "")
	coups, err := programme.JoueTout(context.Background(), memoire, e, programme.Options{Ordre: 7, ParManche: true})
	require.NoError(t, err)
	assert.Equal(t, voulu.Coups, coups, "every secret as the course's walk, whatever came before")
	assert.Equal(t, 250, total(coups))

	coups, err = programme.JoueTout(context.Background(), memoire, e, programme.Options{Ordre: 7})
	require.NoError(t, err)
	assert.Less(t, total(coups), 250, "in one process, memory pays")
}

// TestAFaultInAFreshProcess: each round is the program's first, so a
// fault of its 20th round never shows; a fault of a round is reported
// with that round's number in the run, and the secret alone replays it.
func TestAFaultInAFreshProcess(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	_, err := programme.JoueTout(context.Background(), commande(t, "invalide@20", ""), e, programme.Options{Ordre: 7, ParManche: true})
	require.NoError(t, err, "no process plays a 20th round")

	secrets := croissants(e)[:3] // RRR, RRB, RRJ: the second needs a second proposal
	coups, err := programme.JoueManches(context.Background(), commande(t, "invalide", ""), e.Taille(), secrets, programme.Options{ParManche: true})
	var r *programme.ErreurProgramme
	require.ErrorAs(t, err, &r)
	assert.Equal(t, 2, r.Manche, "the round of the run")
	assert.Equal(t, secrets[1].Mot(palette(t, 4)), r.Secret)
	assert.Equal(t, []uint16{1, 0, 0}, coups)

	_, err = programme.JoueManches(context.Background(), commande(t, "invalide", ""), e.Taille(), secrets[1:2], programme.Options{ParManche: true})
	var encore *programme.ErreurProgramme
	require.ErrorAs(t, err, &encore)
	encore.Manche = r.Manche
	assert.Equal(t, r, encore, "the secret alone, the same report")
}

// TestEveryFreshProcessIsChecked: a program bound to what was agreed
// (Options.Empreintes) is checked at every round's start: a script that
// changes its own file while it plays round 1 does not start for round 2.
func TestEveryFreshProcessIsChecked(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	script := filepath.Join(t.TempDir(), "strategie.sh")
	// The copy runs; it changes the file that was agreed to.
	require.NoError(t, os.WriteFile(script, []byte("#!/bin/sh\necho '# changed' >> "+script+"\nexec "+joueurTest+" lexico\n"), 0o755))
	cmd, err := programme.LitCommande(programme.Prefixe + script)
	require.NoError(t, err)
	empreintes, err := programme.Empreintes(cmd.Mots, "")
	require.NoError(t, err)
	coups, err := programme.JoueManches(context.Background(), cmd, e.Taille(), croissants(e)[:3], programme.Options{Empreintes: empreintes, ParManche: true})
	require.ErrorIs(t, err, programme.ErrChange, "round 2's start is checked")
	assert.Equal(t, []uint16{1, 0, 0}, coups, "round 1 played as agreed")
}
