package jeu

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/sauvegardes"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// enCours is the game being played, as much as a save needs: the mode,
// the settings, the course game's state, the current round, its session
// (the rows to redo, the undos) and what the round's board does not say
// (who plays, the seed, the strategy, the secret the program holds), and
// the file it is saved in; and the table the round is played at.
type enCours struct {
	// id names the game among all: its rounds are recorded under it.
	id      string
	mode    saves.Mode
	cree    time.Time
	params  partie.Parametres
	partie  *partie.Partie
	manche  manche.Jouable
	session *session.Session
	infos   saves.Manche
	// table is where the current round is played; nil between rounds.
	table table
	// annonces are the sentences that open the next round, said on its
	// table so that they show where the round is played.
	annonces []annonce
	// place is the game's own file, locked for this window; nil until the
	// first save, and while the folder cannot be written.
	place *saves.Emplacement
	// enPanne: the last save failed, and the player was told that the
	// moves are not being saved.
	enPanne bool
	// neuve: place was reserved by this window for a new game, not
	// opened from a save.
	neuve bool
}

// aJoue reports whether the game has a move to keep: a row of its round,
// played or undone, or a round before. A game with none is not saved.
func (c *enCours) aJoue() bool {
	if c.partie != nil && c.partie.NumManche() > 1 {
		return true
	}
	if c.manche == nil {
		return false
	}
	return len(c.manche.Commun().Etats.Coups()) > 0
}

// sauvegarde is the snapshot of the game now: its round's list of states,
// or, between two rounds of a course game, the next round before its
// first move.
func (c *enCours) sauvegarde(maintenant time.Time) saves.Sauvegarde {
	m := c.infos
	if c.manche != nil {
		m = m.DepuisEtats(c.manche.Commun().Etats)
	}
	s := saves.Sauvegarde{Id: c.id, Cree: c.cree, Jouee: maintenant, Mode: c.mode, Parametres: c.params, Manche: m}
	if c.partie != nil {
		s.Partie = c.partie.Etat()
	}
	return s
}

// sauveur saves the game after every move of its round: the round's
// session calls it (session.Sauveur) after the display has shown the
// move, and it writes the game to its own file or carries out "sauver
// NOM". Saving is not the display's job: a round drawn without being
// saved (a demonstration) has no saver.
type sauveur struct {
	j *Jeu
	c *enCours
}

// Sauve writes the game after a row is played, undone or redone.
func (s sauveur) Sauve() { s.j.autosauve(s.c) }

// SauveSous carries out "sauver NOM".
func (s sauveur) SauveSous(ctx context.Context, nom string) { s.j.sauve(ctx, s.c, nom) }

// annonce is a sentence that opens a round, and its shorter wording for
// a board with little room ("" for none).
type annonce struct{ long, court string }

// dit says the sentence of catalogue key cle where the game is played:
// on the round's table, or at the prompt between rounds.
func (c *enCours) dit(j *Jeu, cle texte.Cle, args ...any) {
	c.ditCourt(j, j.Cat.T(cle, args...), "")
}

// ditCourt says sentence long as dit does; court is its shorter wording
// for the game screen.
func (c *enCours) ditCourt(j *Jeu, long, court string) {
	if c.table != nil {
		c.table.dit(long, court)
		return
	}
	j.Invite.Ecrit(long + "\n")
}

// identifiant is the id of a new game started at cree.
func (j *Jeu) identifiant(cree time.Time) string {
	if j.Identifiant != nil {
		return j.Identifiant()
	}
	j.parties++
	return fmt.Sprintf("%x-%d", cree.UnixNano(), j.parties)
}

// Identifiants draws games' ids from r (crypto/rand's Reader in the
// program): 16 hexadecimal digits, "" when r fails (the rounds are then
// recorded by their game's start).
func Identifiants(r io.Reader) func() string {
	return func() string {
		var b [8]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return ""
		}
		return hex.EncodeToString(b[:])
	}
}

// maintenant is the time of the game's clock.
func (j *Jeu) maintenant() time.Time {
	if j.Horloge != nil {
		return j.Horloge()
	}
	return time.Now()
}

// autosauve writes the game to its own file, from its first move on. A
// failure is said once, with what to do, and the game goes on; a save
// that works again says so.
func (j *Jeu) autosauve(c *enCours) {
	if j.Sauvegardes == nil || c == nil || c.manche == nil && c.partie == nil {
		return
	}
	if c.place == nil && !c.aJoue() {
		return // nothing played yet: nothing to resume
	}
	if err := j.ecrit(c); err != nil {
		j.enPanne(c, err)
		return
	}
	if c.enPanne {
		c.enPanne = false
		c.dit(j, "sauve.retablie")
	}
}

// ecrit writes the game to its own file, reserving one for a new game
// first.
func (j *Jeu) ecrit(c *enCours) error {
	if c.place == nil {
		place, err := j.Sauvegardes.Nouvel(c.cree)
		if err != nil {
			return err
		}
		c.place, c.neuve = place, true
	}
	return c.place.Ecrit(c.sauvegarde(j.maintenant()))
}

// enPanne says, once until saving works again, that the moves are not
// being saved and why.
func (j *Jeu) enPanne(c *enCours, err error) {
	if !c.enPanne {
		c.enPanne = true
		c.dit(j, "sauve.pasdecoups", j.Cat.Erreur(err))
	}
}

// sauve carries out "sauver NOM": the game takes the name, asking first
// when it is another game's. Without a name, a named game is saved under
// its name, and an unnamed one (saved after every move anyway) is told how
// to get one.
func (j *Jeu) sauve(ctx context.Context, c *enCours, nom string) {
	if j.Sauvegardes == nil {
		c.ditCourt(j, j.Cat.T("jeu.sauvegardeindispo"), j.Cat.T("ecran.court.sauveindispo"))
		return
	}
	if nom == "" && c.place == nil && !c.aJoue() {
		// Saved after every move, from the first: nothing to write yet.
		c.ditCourt(j, j.Cat.T("sauve.automatique"), j.Cat.T("ecran.court.sauveauto"))
		return
	}
	if c.place == nil || c.enPanne {
		if err := j.ecrit(c); err != nil {
			j.echec(c, nom, err)
			return
		}
		if c.enPanne {
			c.enPanne = false
			c.dit(j, "sauve.retablie")
		}
	}
	if nom == "" {
		if c.place.Automatique() {
			c.ditCourt(j, j.Cat.T("sauve.automatique"), j.Cat.T("ecran.court.sauveauto"))
			return
		}
		nom = c.place.Nom()
	}
	err := c.place.Nomme(nom, c.sauvegarde(j.maintenant()), func(autre saves.Sauvegarde) (bool, error) {
		return j.confirmeRemplacement(ctx, c, nom, autre)
	})
	var errNom *saves.ErreurNom
	var pris *saves.ErreurNomPris
	var verrou *disque.ErreurVerrou
	switch {
	case err == nil:
		c.ditCourt(j, j.Cat.T("sauve.fait", nom), j.Cat.T("ecran.court.sauvefait", nom))
	case errors.Is(err, invite.ErrFin), errors.Is(err, invite.ErrInterrompu), errors.Is(err, invite.ErrIllisible), ctx.Err() != nil:
		// The next question ends the round the same way.
	case errors.As(err, &errNom):
		c.dit(j, "sauve.nom", j.Cat.Erreur(err))
	case errors.Is(err, saves.ErrGardee):
		c.dit(j, "sauve.gardee", nom)
	case errors.As(err, &pris):
		c.dit(j, "sauve.nomillisible", nom, j.Cat.Raison(pris.Err))
	case errors.As(err, &verrou):
		c.dit(j, "sauve.nomouvert", nom, verrou.Par.Pid)
	default:
		j.echec(c, nom, err)
	}
}

// echec says that "sauver" failed, and why.
func (j *Jeu) echec(c *enCours, nom string, err error) {
	if nom == "" {
		c.dit(j, "sauve.echecsansnom", j.Cat.Erreur(err))
		return
	}
	c.dit(j, "sauve.echec", nom, j.Cat.Erreur(err))
}

// confirmeRemplacement asks whether the game called nom, autre, may be
// replaced by this one; keeping it comes first.
func (j *Jeu) confirmeRemplacement(ctx context.Context, c *enCours, nom string, autre saves.Sauvegarde) (bool, error) {
	i, err := c.table.menu(ctx, j.Cat.T("sauve.remplacer", nom, j.Decrit(autre)),
		[]string{j.Cat.T("sauve.garder"), j.Cat.T("sauve.remplacerpar", nom)})
	if errors.Is(err, invite.ErrRetour) {
		return false, nil // Escape keeps it too
	}
	return i == 1, err
}

// laisse ends this window's hold on the game's file when the game stops:
// a game that is over (err nil) is removed; any other stays resumable.
// A player who quit, interrupted, or whose input ended, is told where the
// game is; quitting is then a normal end, err becomes nil.
func (j *Jeu) laisse(c *enCours, err error) error {
	j.finie = err == nil
	if err != nil && c.place != nil && c.neuve && c.place.Automatique() && !c.aJoue() {
		// A new game left before its first move: its file goes.
		_ = c.place.Termine()
		c.place = nil
	}
	if c.place == nil {
		switch {
		case !errors.Is(err, manche.ErrAbandon):
			return err
		case j.Sauvegardes != nil && !c.aJoue():
			j.Ecrit("jeu.abandonsanscoup")
		default:
			j.Ecrit("jeu.abandon")
		}
		return nil
	}
	if err == nil {
		if errTermine := c.place.Termine(); errTermine != nil {
			j.Ecrit("sauve.finie", j.Cat.Erreur(errTermine))
		}
		return nil
	}
	_ = c.place.Libere()
	// Ctrl-C leaves the program, the game stays: the player is told where,
	// as after quitter.
	interrompu := errors.Is(err, invite.ErrInterrompu) || errors.Is(err, context.Canceled)
	if errors.Is(err, manche.ErrAbandon) || errors.Is(err, invite.ErrFin) || interrompu {
		if c.enPanne {
			j.Ecrit("jeu.abandon")
		} else {
			j.Ecrit("jeu.misedecote", sauvegardes.CommandeReprise(j.nomDe(c.place.Nom()), j.Cat.Langue()))
		}
	}
	if errors.Is(err, manche.ErrAbandon) {
		return nil
	}
	return err
}
