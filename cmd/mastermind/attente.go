package main

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// attenteHistorique is how a wait for the history's lock, held by
// another program, goes: said on the error stream after a second
// (disque.DelaiAttente), ended by Ctrl-C (the run's context), which the
// run then says as "Interrupted" (status 130).
func attenteHistorique(ctx context.Context, a *app) disque.Attente {
	return disque.Attente{Annule: ctx.Done(), Dit: func(verrou string) {
		fmt.Fprintln(a.ios.Err, a.cat.T("historique.attente", verrou))
	}}
}

// attendHistorique makes j's history wait so (see attenteHistorique).
func attendHistorique(ctx context.Context, a *app, j *jeu.Jeu) {
	if j.Historique != nil {
		j.Historique.Attente = attenteHistorique(ctx, a)
	}
}

// litHistorique reads history h, waiting for its lock as
// attenteHistorique says.
func litHistorique(ctx context.Context, a *app, h historique.Historique) (historique.Lecture, error) {
	h.Attente = attenteHistorique(ctx, a)
	return h.Lit()
}
