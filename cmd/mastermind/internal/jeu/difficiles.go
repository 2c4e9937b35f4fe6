package jeu

import (
	"context"
	"errors"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/partie"
)

// quitte tells whether s is the command that leaves (quitter, quit).
func quitte(s string) bool {
	c, ok := lireCommande(s)
	return ok && c.Commande == session.Quitter
}

// maxDifficiles is how many hardest codes are listed at most.
const maxDifficiles = 12

// pensez asks the human coder to think of a secret, and on "?" shows the
// codes that take the computer's strategy the most tries (§3.6, the
// player's counter-strategy): for this very round, as the round's seed
// fixes what a random strategy will do.
func (j *Jeu) pensez(ctx context.Context, s strategie.Strategie, e *code.Espace, graine uint64, p partie.Parametres) error {
	j.Ecrit("partie.pensez", j.Cat.Nombre(p.Taille.Pions, texte.NomPion), texte.Separees(p.Palette.Lettres()), sansRep(j, p.Taille))
	for {
		rep, err := j.Invite.Saisit(ctx, j.Cat.T("partie.pret"), func(s string) error {
			if t := strings.TrimSpace(s); t != "" && t != "?" && !quitte(t) {
				return errors.New(j.Cat.T("partie.pretinvalide"))
			}
			return nil
		})
		switch {
		case errors.Is(err, invite.ErrRetour), err == nil && quitte(rep):
			// The game is set aside before this round, as quitter (or
			// Escape, retourQuitte) does during one: resumed, it starts
			// this round.
			return manche.ErrAbandon
		case err != nil || strings.TrimSpace(rep) == "":
			return err
		}
		if err := j.montreDifficiles(ctx, s, e, graine, p); err != nil {
			return err
		}
	}
}

func (j *Jeu) montreDifficiles(ctx context.Context, s strategie.Strategie, e *code.Espace, graine uint64, p partie.Parametres) error {
	j.Ecrit("partie.calcul", j.Cat.NomStrategie(s.Nom()))
	codes, n, err := strategie.Difficiles(ctx, s, e, graine)
	if err != nil {
		return err
	}
	r := j.Rendu(p.Palette)
	var mots []string
	for i, c := range codes {
		if i == maxDifficiles {
			// One piece, that a line never splits.
			autres := strings.ReplaceAll(j.Cat.Nombre(len(codes)-maxDifficiles, texte.NomAutre), " ", "\u00a0")
			mots = append(mots, j.Cat.T("partie.difficilesplus", autres))
			break
		}
		mots = append(mots, r.Code(c))
	}
	j.Ecrit("partie.difficiles", j.Cat.NomStrategie(s.Nom()), j.Cat.Nombre(n, texte.NomEssai), strings.Join(mots, "  "))
	return nil
}

func sansRep(j *Jeu, t code.Taille) string {
	if t.SansRepetition {
		return j.Cat.T("partie.sansrep")
	}
	return ""
}
