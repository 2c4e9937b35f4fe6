package manche

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code/codetest"
)

// carnet is a Sauveur that writes down, in the order of the round's
// events, when it was called.
type carnet struct{ suivi *journal }

func (c carnet) Sauve(context.Context) { c.suivi.Signale(sauve{}) }

func (c carnet) SauveSous(_ context.Context, nom string) {
	c.suivi.Signale(sauve{nom: nom, sous: true})
}

// sauve marks a call of the Sauveur among the events.
type sauve struct {
	nom  string
	sous bool
}

func (sauve) evenement() {}

// TestSauveurAfterEachChange: the round calls its Sauveur itself, after
// the Suivi was told: after a row played, undone or redone, not after
// nothing was undone or redone nor after a hint; and on "sauver".
func TestSauveurAfterEachChange(t *testing.T) {
	d := &decodeur{coups: []Coup{
		{Commande: Indice},
		Propose(codetest.Code(t, "RRRR")),
		{Commande: Annuler},
		{Commande: Annuler}, // nothing left to undo
		{Commande: Refaire},
		{Commande: Refaire}, // nothing left to redo
		{Commande: Sauver, Nom: "midi"},
		{Commande: Quitter},
	}}
	suivi := &journal{}
	m, err := NouvelleHumain(codetest.Espace(t, classique), 10, codetest.Code(t, "VJBR"), d)
	require.NoError(t, err)
	m.Suivi, m.Sauveur = suivi, carnet{suivi}
	_, err = m.Joue(context.Background())
	require.ErrorIs(t, err, ErrAbandon)

	var suite []string
	for _, ev := range suivi.evenements {
		switch ev := ev.(type) {
		case IndiceDonne:
			suite = append(suite, "indice")
		case Joue:
			suite = append(suite, "joue")
		case Annule:
			suite = append(suite, map[bool]string{true: "annule", false: "rien à annuler"}[ev.Ok])
		case Refait:
			suite = append(suite, map[bool]string{true: "refait", false: "rien à refaire"}[ev.Ok])
		case Sauvegarde:
			suite = append(suite, "sauvegarde "+ev.Nom)
		case sauve:
			suite = append(suite, map[bool]string{true: "sauve sous " + ev.nom, false: "sauve"}[ev.sous])
		}
	}
	assert.Equal(t, []string{
		"indice", "joue", "sauve", "annule", "sauve", "rien à annuler", "refait", "sauve", "rien à refaire",
		"sauvegarde midi", "sauve sous midi",
	}, suite)
}
