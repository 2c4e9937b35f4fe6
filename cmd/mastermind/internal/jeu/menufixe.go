package jeu

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// entreesFixes are the main menu's entries on a terminal (Jeu.MenuFixe),
// Quit aside: the same entries in the same places whatever saves or
// history exist, so that each keeps its digit. Resuming, the saved games
// and the results are always there, saying when there is none. The menu
// numbers ten entries (1 to 9, then 0): the results take the 9 after the
// statistics, the settings the 0; the rules and Quit, last, have none.
// depart is the first entry worth choosing, where the pointer starts:
// past Resume when there is nothing to resume.
func (j *Jeu) entreesFixes() (entrees []choix, depart int) {
	p := j.principal()
	if !p.reprise {
		depart = 1
	}
	entrees = append(entrees, p.reprendre)
	entrees = append(entrees, p.modes...)
	entrees = append(entrees, p.sauvegardes)
	entrees = append(entrees, p.outils...)
	entrees = append(entrees, p.resultats)
	return append(entrees, p.reglages...), depart
}

// entreesTube are the main menu's entries through a pipe, Quit included:
// the same entries as on a terminal, numbered from 1 in the order a
// fresh start has always shown them (the play modes, the tools, the
// settings, the rules, Quit), then Resume, the saved games and the
// results, always there too. No entry ever changes its number, after a
// game or from one run to the next, so that a script's numbers keep
// choosing what they chose.
func (j *Jeu) entreesTube() []choix {
	p := j.principal()
	entrees := append(append([]choix(nil), p.modes...), p.outils...)
	entrees = append(entrees, p.reglages...)
	entrees = append(entrees, j.entreeQuitter())
	return append(entrees, p.reprendre, p.sauvegardes, p.resultats)
}

// entreeQuitter is the main menu's Quit.
func (j *Jeu) entreeQuitter() choix {
	return choix{libelle: j.Cat.T("menu.quitter"), quitte: true}
}

// principal are the main menu's entries by group: what Resume opens (or
// that there is nothing to resume), the four play modes, the saved games,
// the tools (the assistant, the statistics), the results, the settings
// and the rules.
type principal struct {
	reprendre, sauvegardes, resultats choix
	modes, outils, reglages           []choix
	// reprise: there is a game to resume.
	reprise bool
}

// principal gathers the main menu's entries (see the type).
func (j *Jeu) principal() principal {
	avant, apres := j.entreesSauvegardes()
	externe := func(es []Entree, libelle string, sans func(context.Context) error) choix {
		if len(es) == 0 {
			return choix{libelle: libelle, action: sans}
		}
		e := es[0]
		return choix{libelle: e.Libelle, action: func(ctx context.Context) error { return e.Action(ctx, j) }, resultat: true}
	}
	p := principal{reprise: len(avant) > 0}
	p.reprendre = externe(avant, j.libelle("menu.reprendreaucune", "menu.reprendreaucune.court"), func(context.Context) error {
		j.Ecrit("menu.aucuneinterrompue")
		return nil
	})
	p.modes = []choix{
		{libelle: j.libelle("menu.partie", "menu.partie.court"), action: j.JoueContreOrdinateur, resultat: true},
		{libelle: j.libelle("menu.solo", "menu.solo.court"), action: j.JoueSolo, resultat: true},
		{libelle: j.libelle("menu.duo", "menu.duo.court"), action: j.JoueADeux, resultat: true},
		{libelle: j.libelle("menu.demo", "menu.demo.court"), action: j.Demonstration, resultat: true},
	}
	p.sauvegardes = externe(apres, j.Cat.T("menu.sauvegardesaucune"), func(context.Context) error {
		if j.Sauvegardes != nil {
			j.Ecrit("sauve.aucune", j.Sauvegardes.Chemin)
		}
		return nil
	})
	p.outils = []choix{{libelle: j.libelle("menu.assistant", "menu.assistant.court"), action: j.Assistant, resultat: true}}
	if j.Sortie != nil {
		p.outils = append(p.outils, choix{libelle: j.libelle("menu.stats", "menu.stats.court"), action: j.Statistiques, resultat: true})
	}
	p.resultats = j.entreeResultats()
	p.reglages = []choix{{libelle: j.Cat.T("menu.reglages"), action: j.Regle}, {libelle: j.Cat.T("menu.regles"), action: j.Regles, resultat: true}}
	return p
}

// libelle is the menu entry of key cle: its sentence, or, on a terminal
// too narrow for it, its shorter wording (key court), so that a narrow
// menu reads a whole label rather than one cut with "…".
func (j *Jeu) libelle(cle, court texte.Cle) string {
	long := j.Cat.T(cle)
	if place := j.Invite.Largeur() - margeMenu; place > 0 && page.Largeur(long) > place {
		return j.Cat.T(court)
	}
	return long
}

// entreeResultats is the fixed menu's "Mes résultats": the results once
// the history holds a round; before, the entry says there is none and
// choosing it says where they will come from (or that there is no folder
// for them, MesResultats's sentence).
func (j *Jeu) entreeResultats() choix {
	if j.Historique != nil && j.Historique.Tenu() {
		return choix{libelle: j.Cat.T("menu.resultats"), action: j.MesResultats}
	}
	return choix{libelle: j.libelle("menu.resultatsaucun", "menu.resultatsaucun.court"), action: func(ctx context.Context) error {
		if j.Historique == nil {
			return j.MesResultats(ctx)
		}
		j.Ecrit("resultats.vide")
		return nil
	}}
}

// veutQuitter asks, after Escape at the main menu, whether to quit: the
// one level back from there. Escape again stays.
func (j *Jeu) veutQuitter(ctx context.Context) (bool, error) {
	i, err := j.Invite.Menu(ctx, j.Cat.T("menu.quitter.titre"), []string{j.Cat.T("menu.quitter.non"), j.Cat.T("menu.quitter.oui")})
	if errors.Is(err, invite.ErrRetour) {
		return false, nil
	}
	return i == 1, err
}
