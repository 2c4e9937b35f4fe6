package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/sauvegardes"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/saves"
)

// Reprend resumes the save nom as the saved-games list does: the game
// goes on exactly where it stopped, the computer proposing what it would
// have proposed. A player who quits, or whose input ends, leaves it saved
// with the words the menu uses, and the program ends. Once the game is
// over, the program goes on as after the menu's Reprendre: the pause,
// then the main menu (« Retour au menu » from the round's analysis goes
// straight to it).
//
// Résultat: nil once the game is set aside, or the player leaves the
// menu, or the input ends;
// invite.ErrInterrompu or the context's error on Ctrl-C; why the game
// cannot be played (no such save, a damaged file, a game open in another
// window) otherwise.
func (j *Jeu) Reprend(ctx context.Context, nom string) error {
	if j.Sauvegardes == nil {
		return &texte.Motif{Texte: j.Cat.T("jeu.sauvegardeindispo")}
	}
	j.quitteConfirme, j.finie = false, false
	if err := j.reprendNom(ctx, nom); err != nil || !j.finie {
		return j.fin(err)
	}
	if err := j.retourAuMenu(ctx); err != nil {
		return j.fin(err)
	}
	return j.fin(j.menu(ctx))
}

// reprendNom opens the save nom for this window, then resumes it.
func (j *Jeu) reprendNom(ctx context.Context, nom string) error {
	affiche := j.nomDe(nom)
	place, s, err := j.Sauvegardes.Ouvre(nom)
	if err != nil {
		return sauvegardes.Nommee(err, affiche)
	}
	return j.reprend(ctx, place, s, j.Cat.T("reprise.intro", affiche, j.Etat(s, saves.EstAutomatique(nom))))
}

// reprend plays the game s, whose file this window holds; intro is the
// sentence that opens it.
func (j *Jeu) reprend(ctx context.Context, place *saves.Emplacement, s saves.Sauvegarde, intro string) error {
	c, r, err := j.rebatit(ctx, s)
	if err != nil {
		_ = place.Libere()
		return err
	}
	c.place = place
	c.annonces = append([]annonce{{long: intro}}, c.annonces...)
	if c.partie != nil {
		reprise := s.Manche
		return j.joueLaPartie(ctx, c, &reprise)
	}
	return j.joueSeul(ctx, c, r)
}

// rebatit rebuilds the game s: the course's game, whose round its
// organiser rebuilds, or the round of a solo or two-player game.
func (j *Jeu) rebatit(ctx context.Context, s saves.Sauvegarde) (*enCours, role, error) {
	p := s.Parametres
	// The rows are read as colours: a default palette saved in another
	// language shows in this run's.
	p.Palette = j.Cat.PaletteSuivie(p.Palette)
	e, err := j.Espace(p.Taille)
	if err != nil {
		return nil, 0, err
	}
	if s.Mode == saves.ModePartie {
		g, err := partie.Reprend(p, s.Partie)
		if err != nil {
			return nil, 0, err
		}
		return &enCours{id: s.Id, mode: s.Mode, cree: s.Cree, params: p, partie: g}, 0, nil
	}
	c := &enCours{id: s.Id, mode: s.Mode, cree: s.Cree, params: p, infos: s.Manche}
	c.session = j.session(c, e)
	mode, r := texte.Cle("ecran.mode.solo"), humainDecode
	if s.Mode == saves.ModeDuo {
		mode, r = "ecran.mode.duo", joueur2Decode
	}
	c.table = j.table(p, mode, nil)
	d := decodeurHumain(c.session, c.table, "")
	if r == joueur2Decode {
		d = j.joueur2(c)
	}
	if c.manche, err = manche.NouvelleHumain(e, p.NbEssaisMax, *s.Manche.Secret, d); err == nil {
		err = c.manche.Commun().Reprend(s.Manche.Coups(), s.Manche.Position(), s.Manche.Annulations)
	}
	if err != nil {
		j.fermeTable(ctx, c)
		return nil, 0, err
	}
	return c, r, nil
}

// Decrit sums a save up in one line: mode, size, the round and try that
// come next, when it was last played.
func (j *Jeu) Decrit(s saves.Sauvegarde) string {
	p := s.Parametres
	numManche, essai := prochain(s)
	manche := ""
	if s.Mode == saves.ModePartie {
		manche = j.Cat.T("reprise.manche", numManche, p.NbManches)
	}
	return j.Cat.T("reprise.resume", j.Cat.Mode(s.Mode), p.Taille.Pions, p.Taille.Couleurs, manche,
		essai, j.Cat.Date(s.Jouee))
}

// Etat is what follows a save's name (Noms): Decrit for a save someone
// named, only its round and try when the name already says the mode, the
// size and when (automatique).
func (j *Jeu) Etat(s saves.Sauvegarde, automatique bool) string {
	if !automatique {
		return j.Decrit(s)
	}
	numManche, essai := prochain(s)
	if s.Mode == saves.ModePartie {
		return j.Cat.T("reprise.mancheessai", numManche, s.Parametres.NbManches, essai)
	}
	return j.Cat.T("reprise.essai", essai)
}

// prochain is the round and the try that come next in save s: after a
// round that is over (found, its tries used with the secret known, its
// secret revealed), the next round's first try; the game's last round
// over, its last try.
func prochain(s saves.Sauvegarde) (numManche, essai int) {
	m, p := s.Manche, s.Parametres
	n := len(m.Lignes)
	numManche = max(s.Partie.NumManche, 1)
	gagne := n > 0 && m.Lignes[n-1].Reponse.Bien == p.Taille.Pions
	finie := gagne || m.Revele != nil || n == p.NbEssaisMax && m.Secret != nil
	switch {
	case !finie:
		return numManche, n + 1
	case s.Mode == saves.ModePartie && numManche < p.NbManches:
		return numManche + 1, 1
	}
	return numManche, n
}
