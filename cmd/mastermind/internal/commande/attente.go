package commande

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// AttenteHistorique is how a wait for the history's lock, held by
// another program, goes: said on the error stream after a second
// (disque.DelaiAttente), ended by Ctrl-C (the run's context), which the
// run then says as "Interrupted" (status 130).
func AttenteHistorique(ctx context.Context, a *App) disque.Attente {
	return disque.Attente{Annule: ctx.Done(), Dit: func(verrou string) {
		fmt.Fprintln(a.IOS.Err, a.Cat.T("historique.attente", verrou))
	}}
}

// LitHistorique reads history h, waiting for its lock as
// AttenteHistorique says.
func LitHistorique(ctx context.Context, a *App, h historique.Historique) (historique.Lecture, error) {
	h.Attente = AttenteHistorique(ctx, a)
	return h.Lit()
}
