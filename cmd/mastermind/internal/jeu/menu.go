package jeu

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/manche"
)

// Menu shows the main menu until the player quits.
//
// Résultat: nil when the player quits or the input ends; invite.ErrInterrompu
// or the context's error on Ctrl-C.
func (j *Jeu) Menu(ctx context.Context) error {
	j.Ecrit("jeu.bienvenue")
	j.DitManquants()
	j.DitAbime()
	return j.menu(ctx)
}

// menu shows the main menu until the player quits (Menu, after its
// welcome; and after a game resumed by mastermind resume).
func (j *Jeu) menu(ctx context.Context) error {
	for {
		entrees, depart := j.entreesTube(), 0
		if j.MenuFixe {
			entrees, depart = j.entreesFixes()
			entrees = append(entrees, j.entreeQuitter())
		}
		libelles := make([]string, len(entrees))
		for i, e := range entrees {
			libelles[i] = e.libelle
		}
		titre := j.Cat.T("menu.titre", j.Reglages.Resume(j.Cat))
		var i int
		var err error
		if m, ok := j.Invite.(invite.MenuRedessine); ok && j.MenuFixe {
			// After a resize, each entry takes the wording that fits the
			// new width, as when the menu starts at that width.
			i, err = m.MenuRedessine(ctx, titre, func() []string {
				nouvelles, _ := j.entreesFixes()
				nouvelles = append(nouvelles, j.entreeQuitter())
				l := make([]string, len(nouvelles))
				for k, e := range nouvelles {
					l[k] = e.libelle
				}
				return l
			}, depart)
		} else if m, ok := j.Invite.(invite.MenuDepuis); ok && depart > 0 {
			// The pointer starts on the first entry that does something.
			i, err = m.MenuDepuis(ctx, titre, libelles, depart)
		} else {
			i, err = j.Invite.Menu(ctx, titre, libelles)
		}
		switch {
		case errors.Is(err, invite.ErrRetour):
			// Escape at the main menu: one level back is leaving, once
			// the player said so.
			quitte, err := j.veutQuitter(ctx)
			if err != nil {
				return j.fin(err)
			}
			if quitte {
				j.Ecrit("jeu.aurevoir")
				return nil
			}
			continue
		case err != nil:
			return j.fin(err)
		case entrees[i].quitte:
			j.Ecrit("jeu.aurevoir")
			return nil
		}
		if err := j.lance(ctx, entrees[i]); err != nil {
			return j.fin(err)
		}
	}
}

// choix is an entry of the main menu. resultat: what it shows is for the
// player to read, and the menu waits for a key before it comes back.
// quitte: the entry that leaves.
type choix struct {
	libelle  string
	action   func(ctx context.Context) error
	resultat bool
	quitte   bool
}

// lance runs entry c and says how it ended; once it has shown a result,
// the player presses a key before the menu comes back, on a terminal.
//
// Résultat: nil to go back to the menu; the end of the input, or Ctrl-C
// at a prompt, otherwise.
func (j *Jeu) lance(ctx context.Context, c choix) error {
	j.quitteConfirme = false
	interrompue, err := j.entree(ctx, c.action)
	switch {
	case interrompue:
		// Ctrl-C stopped what the computer was computing.
		j.Ecrit("interrompu")
		return nil
	case errors.Is(err, invite.ErrRetour):
		// Escape in a submenu: back to this menu.
		return nil
	case errors.Is(err, invite.ErrFin), errors.Is(err, invite.ErrInterrompu), errors.Is(err, invite.ErrIllisible), ctx.Err() != nil:
		return err
	case errors.Is(err, manche.ErrAbandon):
		j.Ecrit("jeu.abandon")
	case estRapport(err):
		// A program that broke the protocol: its report, whole.
		j.Invite.Ecrit(j.Cat.Erreur(err) + "\n")
	case err != nil:
		// A mode that cannot start (a strategy too slow for the size, a
		// save that does not read) says why in one sentence, right above
		// the menu.
		j.Ecrit("jeu.impossible", j.Cat.Erreur(err))
		return nil
	}
	if !c.resultat {
		return nil
	}
	return j.retourAuMenu(ctx)
}

// retourAuMenu waits, after an entry that showed a result, for a key
// before the menu comes back; not when the player already left from the
// round's analysis offered (« Retour au menu »: confirmed once).
func (j *Jeu) retourAuMenu(ctx context.Context) error {
	if j.quitteConfirme {
		return nil
	}
	if err := j.Invite.Attend(ctx, j.Cat.T("menu.retour")); !errors.Is(err, invite.ErrRetour) {
		return err
	}
	// Escape at the pause: back to the menu, as any key.
	return nil
}

// fin turns the end of input into a clean exit, and lets Ctrl-C through.
func (j *Jeu) fin(err error) error {
	if errors.Is(err, invite.ErrFin) {
		j.Ecrit("jeu.aurevoir")
		return nil
	}
	return err
}
