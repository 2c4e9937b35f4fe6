package programme

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// Conversation is the lab's side of the protocol with one program, over
// the program's output (read) and input (written): rounds opened with
// Nouvelle, answers with Repond, the end with Fin. Every error it returns
// for the program's behaviour is an *ErreurProgramme whose Strategie and
// Secret the caller fills.
//
// A Conversation is for one goroutine at a time.
type Conversation struct {
	w         io.Writer
	lignes    chan lue
	arret     chan struct{}
	delai     time.Duration
	maxEssais int
	minuterie *time.Timer

	taille  code.Taille
	palette couleur.Palette
	coup    int
	envoye  string
	recu    string
}

// lue is a line read, or why none was.
type lue struct {
	texte string
	err   error
}

// NouvelleConversation talks with the program whose output is r and
// input w. A line must come within delai of the lab's last message
// (≤ 0: DelaiParDefaut); a round may take maxEssais proposals (≤ 0:
// MaxEssaisParDefaut). A goroutine reads r until its end: the caller
// ends it by closing r (or ending the program) and calling Ferme.
func NouvelleConversation(r io.Reader, w io.Writer, delai time.Duration, maxEssais int) *Conversation {
	if delai <= 0 {
		delai = DelaiParDefaut
	}
	if maxEssais <= 0 {
		maxEssais = MaxEssaisParDefaut
	}
	c := &Conversation{w: w, lignes: make(chan lue), arret: make(chan struct{}), delai: delai, maxEssais: maxEssais}
	go c.lit(NouveauLecteur(r))
	return c
}

// DelaiParDefaut is how long the lab waits for a line (--timeout).
const DelaiParDefaut = 10 * time.Second

// MaxEssaisParDefaut is how many proposals a round may take (--max-tries).
const MaxEssaisParDefaut = 50

// lit hands every line over, until the end of the output or Ferme.
func (c *Conversation) lit(l *Lecteur) {
	for {
		s, err := l.Suivante()
		select {
		case c.lignes <- lue{texte: s, err: err}:
		case <-c.arret:
			return
		}
		if err != nil {
			return
		}
	}
}

// Ferme lets the reading goroutine end once its reader does.
func (c *Conversation) Ferme() {
	select {
	case <-c.arret:
	default:
		close(c.arret)
	}
}

// Nouvelle opens a round of size t (step 1: "nouvelle 4 6 RBJVON avec")
// and returns the program's first proposal (step 2).
//
// Résultat: the proposal; an *ErreurProgramme; the context's error.
func (c *Conversation) Nouvelle(ctx context.Context, t code.Taille) (code.Code, error) {
	p, err := couleur.Defaut(t.Couleurs)
	if err != nil {
		return code.Code{}, c.erreur(ErrPalette, nil)
	}
	c.taille, c.palette, c.coup = t, p, 1
	repetition := "avec"
	if t.SansRepetition {
		repetition = "sans"
	}
	if err := c.envoie(fmt.Sprintf("nouvelle %d %d %s %s", t.Pions, t.Couleurs, p.Lettres(), repetition)); err != nil {
		return code.Code{}, err
	}
	return c.proposition(ctx)
}

// Repond answers the last proposal with r (step 3: "2 1") and, unless r
// wins the round, returns the next proposal.
//
// Résultat: the proposal (the zero Code when r wins); an *ErreurProgramme,
// ErrTropDEssais when MaxEssais proposals have not found the secret; the
// context's error.
func (c *Conversation) Repond(ctx context.Context, r code.Reponse) (code.Code, error) {
	gagne := r.Gagnante(c.taille.Pions)
	if !gagne && c.coup >= c.maxEssais {
		e := c.erreur(ErrTropDEssais, nil)
		e.MaxEssais = c.maxEssais
		return code.Code{}, e
	}
	if !gagne {
		c.coup++
	}
	if err := c.envoie(fmt.Sprintf("%d %d", r.Bien, r.Mal)); err != nil {
		return code.Code{}, err
	}
	if gagne {
		return code.Code{}, nil
	}
	return c.proposition(ctx)
}

// Fin tells the program there is no more round ("fin"). A program that
// has already left is no error.
func (c *Conversation) Fin() {
	_ = c.envoie("fin")
}

// Coup is the number of the round's last proposal, from 1.
func (c *Conversation) Coup() int { return c.coup }

// proposition reads proposal number c.coup.
func (c *Conversation) proposition(ctx context.Context) (code.Code, error) {
	l, err := c.ligne(ctx)
	if err != nil {
		return code.Code{}, err
	}
	p, err := LitProposition(l, c.taille, c.palette)
	if err != nil {
		return code.Code{}, c.erreur(ErrProposition, err)
	}
	return p, nil
}

// ligne waits for the next line, at most the timeout.
func (c *Conversation) ligne(ctx context.Context) (string, error) {
	if c.minuterie == nil {
		c.minuterie = time.NewTimer(c.delai)
	} else {
		c.minuterie.Reset(c.delai)
	}
	defer c.minuterie.Stop()
	select {
	case l := <-c.lignes:
		c.recu = l.texte
		switch {
		case l.err == nil:
			return l.texte, nil
		case errors.Is(l.err, ErrDeluge):
			return "", c.erreur(ErrDeluge, nil)
		}
		e := c.erreur(ErrFinPrematuree, nil)
		e.RienRecu = l.texte == ""
		return "", e
	case <-c.minuterie.C:
		e := c.erreur(ErrSilence, nil)
		e.RienRecu, e.Delai = true, c.delai
		return "", e
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// envoie writes one line to the program; one that does not read within
// the timeout is silent, one that closed its input has ended.
func (c *Conversation) envoie(s string) error {
	c.envoye, c.recu = s, ""
	if d, ok := c.w.(interface{ SetWriteDeadline(time.Time) error }); ok {
		_ = d.SetWriteDeadline(time.Now().Add(c.delai))
	}
	_, err := io.WriteString(c.w, s+"\n")
	switch {
	case err == nil:
		return nil
	case errors.Is(err, os.ErrDeadlineExceeded):
		e := c.erreur(ErrSilence, nil)
		e.RienRecu, e.Delai = true, c.delai
		return e
	}
	e := c.erreur(ErrFinPrematuree, nil)
	e.RienRecu = true
	return e
}

// erreur is the report of the current exchange.
func (c *Conversation) erreur(genre, cause error) *ErreurProgramme {
	return &ErreurProgramme{Coup: c.coup, Envoye: c.envoye, Recu: c.recu, Err: genre, Cause: cause}
}

// Mot writes x in the round's letters: the default French palette,
// whatever the player's language.
func (c *Conversation) Mot(x code.Code) string { return x.Mot(c.palette) }
