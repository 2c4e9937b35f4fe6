package jeu

import (
	"context"
	"errors"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/resultats"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/analyse"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// consignee is a round whose result goes to the history once it is over
// (solo, two players, each round of the course's game): the one place
// where a finished round is recorded. After a round a person decoded, a
// terminal offers its analysis.
type consignee struct {
	manche.Jouable
	j *Jeu
	c *enCours
	r role
}

// consigne wraps the round of c, played with role r, so that its end is
// recorded.
func (j *Jeu) consigne(c *enCours, m manche.Jouable, r role) manche.Jouable {
	return consignee{Jouable: m, j: j, c: c, r: r}
}

// Joue plays the round, then records it and, on a terminal, offers its
// analysis. Neither slows a move: both come after the last one. The
// record is keyed by the game's id and the round's number: a round
// resumed after its end (set aside between two rounds, a program killed
// before its save) is recorded once all the same.
func (m consignee) Joue(ctx context.Context) (manche.Resultat, error) {
	res, err := m.Jouable.Joue(ctx)
	if err != nil || m.r == demo {
		return res, err
	}
	e := m.j.entreeHistorique(m.c, m.Jouable.Commun().Etat(), m.r, res)
	m.j.ajouteHistorique(m.c, e)
	// Offered once the person has read the result: on the game screen,
	// once the screen is given back, under the result; the computer's
	// rounds as the person's. A solo or two-player game ends with its
	// round: the offer's other entry goes back to the menu.
	fin := m.c.partie == nil
	m.c.table.apres(ctx, func(ctx context.Context) { m.j.proposeAnalyse(ctx, e, fin) })
	return res, nil
}

// entreeHistorique is the history's entry of a round that ended in state
// etat with res.
func (j *Jeu) entreeHistorique(c *enCours, etat manche.Etat, r role, res manche.Resultat) historique.Entree {
	p := c.params
	e := historique.Entree{
		Date: j.maintenant(), Mode: string(c.mode), Taille: p.Taille, Lettres: p.Palette.Lettres(),
		NbEssaisMax: p.NbEssaisMax, Lignes: etat.Lignes(),
		Trouve: res.Trouve, Score: res.Points, HumainCodeur: r == ordiDecode,
		Id: c.id, Fin: finDe(etat.Fin()),
	}
	if c.partie != nil {
		// A round of the course's game: its rounds count as one game.
		e.Partie, e.NumManche, e.NbManches = c.cree, c.partie.NumManche(), p.NbManches
	}
	if !res.Triche() {
		s := res.Secret
		e.Secret = &s
	} else if p.Taille.VerifieCode(res.Secret) == nil {
		// A secret the answers do not follow is kept apart: the rows
		// still say what was played, and the analysis shows the wrong
		// answers.
		s := res.Secret
		e.Revele = &s
	}
	return e
}

// finDe is how the record says a round ended.
func finDe(f manche.Fin) historique.Fin {
	switch f {
	case manche.Trouvee:
		return historique.FinTrouve
	case manche.ReponseFausse:
		return historique.FinErreur
	}
	return historique.FinEssais
}

// ajouteHistorique appends e, a round of game c, to the history. A
// failure is said once a run, with why, and the game goes on.
func (j *Jeu) ajouteHistorique(c *enCours, e historique.Entree) {
	if j.Historique == nil {
		return
	}
	if err := j.Historique.Ajoute(e); err != nil && !j.historiqueDit {
		j.historiqueDit = true
		c.dit(j, "historique.echec", j.Cat.Erreur(err))
	}
}

// proposeAnalyse offers, on a terminal, the analysis of the round e that
// a person decoded; a script is never asked. Escape and "Continuer" go
// on; Ctrl-C while it is computed stops the entry, as any computation.
// fin: the game ends with this round; the other entry is « Retour au
// menu », and choosing it (or Escape) is the one confirmation of leaving
// the finished game: no pause follows.
func (j *Jeu) proposeAnalyse(ctx context.Context, e historique.Entree, fin bool) {
	if j.Invite.Largeur() <= 0 || len(e.Lignes) == 0 {
		return
	}
	suite := j.Cat.T("historique.continuer")
	if fin {
		suite = j.Cat.T("historique.menu")
	}
	i, err := j.Invite.Menu(ctx, j.Cat.T("historique.fin"), []string{j.Cat.T("historique.voir"), suite})
	if err != nil || i != 0 {
		j.quitteConfirme = fin && (err == nil || errors.Is(err, invite.ErrRetour))
		return
	}
	j.montreAnalyse(ctx, e)
}

// montreAnalyse computes the analysis of entry e and shows it, laid out
// for the screen.
func (j *Jeu) montreAnalyse(ctx context.Context, e historique.Entree) {
	if esp, err := j.Espace(e.Taille); err == nil && resultats.ArreteeParErreur(e, esp) {
		// Stopped by a wrong answer: the analysis is that answer.
		var b strings.Builder
		resultats.EcritReponsesFausses(&b, j.Cat, j.Rendu(resultats.PaletteEntree(j.Cat, e)), j.Invite.Largeur(), e, esp)
		j.pagine(ctx, b.String())
		return
	}
	a, err := j.analyse(ctx, e)
	switch {
	case errors.Is(err, context.Canceled), errors.Is(err, invite.ErrInterrompu), ctx.Err() != nil:
		return
	case err != nil:
		j.Ecrit("historique.analyseimpossible", j.Cat.Erreur(err))
		return
	}
	var b strings.Builder
	resultats.EcritAnalyse(&b, j.Cat, j.Rendu(resultats.PaletteEntree(j.Cat, e)), j.Invite.Largeur(), a)
	j.pagine(ctx, b.String())
}

// pagine writes texte, laid out for the screen's width, a screen at a
// time when it is taller than the terminal (a key between two screens,
// Escape stops); a pipe reads it whole.
func (j *Jeu) pagine(ctx context.Context, texte string) {
	h, ok := j.Invite.(interface{ Hauteur() int })
	if !ok || h.Hauteur() <= 0 {
		j.Invite.Ecrit(texte)
		return
	}
	lignes := strings.Split(strings.TrimSuffix(texte, "\n"), "\n")
	for i, e := range ecransDe(lignes, max(h.Hauteur()-2, 1)) {
		if i > 0 {
			if err := j.Invite.Attend(ctx, j.Cat.T("regles.suite")); err != nil {
				return
			}
		}
		j.Invite.Ecrit(strings.Join(e, "\n") + "\n")
	}
}

// analyse computes the analysis of entry e, under the interruption (Ctrl-C
// stops it), with the optimal tree when the cache holds it.
func (j *Jeu) analyse(ctx context.Context, e historique.Entree) (*analyse.Analyse, error) {
	esp, err := j.Espace(e.Taille)
	if err != nil {
		return nil, err
	}
	var o analyse.Options
	if j.ArbreEnCache != nil {
		o.Arbre = j.ArbreEnCache(esp)
	}
	fin := j.calcul()
	defer fin()
	return analyse.Calcule(ctx, esp, e.Lignes, e.Secret, o)
}

// ecransDe cuts lignes into screens of at most place lines, each ending
// after a blank line where one falls in its last third.
func ecransDe(lignes []string, place int) [][]string {
	var ecrans [][]string
	for len(lignes) > 0 {
		n := min(place, len(lignes))
		if n < len(lignes) {
			for k := n; k > place*2/3; k-- {
				if strings.TrimSpace(lignes[k-1]) == "" {
					n = k
					break
				}
			}
		}
		ecrans = append(ecrans, lignes[:n])
		lignes = lignes[n:]
	}
	return ecrans
}
