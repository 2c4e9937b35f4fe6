// Package analyse looks back at a round a person decoded: for each guess,
// how many codes were still possible before it and after its answer,
// whether it could have been the secret, how many codes it was expected to
// leave against the best guess there, the guess the optimal strategy
// would have played, and a grade (Note).
//
// It applies the strategy lab to a person's game: the expected size is
// the lab's criterion (strategie.MinAttendue, exact integers), the best
// guess is the one the lab's expected-size strategy proposes, and the
// advice comes from the optimal tree (package optimal) where it is known
// or quick to search, else from the expected size, and says which. The
// analysis runs after the round, never during a move, and stops when its
// context is cancelled.
package analyse

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Analyse is a round analysed, guess by guess.
type Analyse struct {
	Taille code.Taille
	// Secret is the round's secret, nil when it is not known (a game
	// written on paper without it).
	Secret *code.Code
	Coups  []Coup
	// Gagnee: the last row won.
	Gagnee bool
	// Restants is the number of codes still possible after the last row
	// (1 when the round was won).
	Restants int
	// UnSeul is the number of the row after whose answer a single code
	// was left, when the player did not propose it next ("from here only
	// one code remained"); 0 when that did not happen.
	UnSeul int
}

// Calcule analyses the rows lignes of a round of e's size, oldest first,
// with the secret when it is known.
//
// Pré-requis: e is the Espace of the round's size.
// Résultat: the analysis; an *ErreurLigne for the first row that has a
// code or an answer not of the size, an answer that is not the secret's,
// an answer no code agrees with, or that follows a winning row; an error
// wrapping code.ErrLongueur or code.ErrLettre for a secret not of the
// size; ctx.Err() once ctx is cancelled.
func Calcule(ctx context.Context, e *code.Espace, lignes []plateau.Ligne, secret *code.Code, o Options) (*Analyse, error) {
	t := e.Taille()
	a := &Analyse{Taille: t}
	if secret != nil {
		if err := t.VerifieCode(*secret); err != nil {
			return nil, fmt.Errorf("secret: %w", err)
		}
		s := *secret
		a.Secret = &s
	}
	c := calcul{ctx: ctx, e: e, o: o, meilleur: strategie.NouvelleParScore(strategie.MinAttendue)}
	if o.Arbre != nil && o.Arbre.Taille() == t {
		c.arbres = append(c.arbres, o.Arbre)
	}
	candidats := e.Secrets()
	for k, l := range lignes {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err := verifieLigne(t, lignes[:k], l, a.Secret); err != nil {
			return nil, &ErreurLigne{Numero: k + 1, Err: err}
		}
		coup, apres, err := c.coup(lignes[:k], l, candidats)
		if err != nil {
			return nil, err
		}
		if len(apres) == 0 {
			return nil, &ErreurLigne{Numero: k + 1, Err: ErrAucunCode}
		}
		coup.Numero, coup.Apres = k+1, len(apres)
		a.Coups = append(a.Coups, coup)
		candidats = apres
	}
	a.Restants = len(candidats)
	if n := len(lignes); n > 0 {
		a.Gagnee = lignes[n-1].Reponse.Gagnante(t.Pions)
	}
	a.UnSeul = unSeul(a)
	return a, nil
}

// verifieLigne checks row l, played after rows avant.
func verifieLigne(t code.Taille, avant []plateau.Ligne, l plateau.Ligne, secret *code.Code) error {
	if err := t.VerifieCode(l.Code); err != nil {
		return err
	}
	if err := l.Reponse.Verifie(t.Pions); err != nil {
		return err
	}
	if n := len(avant); n > 0 && avant[n-1].Reponse.Gagnante(t.Pions) {
		return ErrApresVictoire
	}
	if secret != nil {
		if vraie := code.Evalue(*secret, l.Code); vraie != l.Reponse {
			return &ErreurReponse{Donnee: l.Reponse, Vraie: vraie}
		}
	}
	return nil
}

// unSeul is the row after which a single code was left and not proposed
// next, or 0.
func unSeul(a *Analyse) int {
	for k, c := range a.Coups {
		if c.Apres != 1 || c.Ligne.Reponse.Gagnante(a.Taille.Pions) {
			continue
		}
		// The next row is the end of a won round: the player proposed the
		// last code at once.
		if k+1 < len(a.Coups) && !(k+2 == len(a.Coups) && a.Gagnee) {
			return c.Numero
		}
		return 0
	}
	return 0
}

// calcul is one analysis under way: the trees of the optimal strategy
// found so far, which the next moves follow while the player does.
type calcul struct {
	ctx      context.Context
	e        *code.Espace
	o        Options
	meilleur strategie.ParScore
	arbres   []*optimal.Arbre
}

// coup analyses row l after rows avant, which left candidats; it returns
// the codes left after l too.
func (c *calcul) coup(avant []plateau.Ligne, l plateau.Ligne, candidats []int32) (Coup, []int32, error) {
	t := c.e.Taille()
	g := t.Index(l.Code)
	d := strategie.Decoupe(c.e, g, candidats)
	_, pouvait := slices.BinarySearch(candidats, int32(g))
	x := Coup{
		Ligne: l, Avant: len(candidats), PouvaitEtre: pouvait,
		Indice:   len(candidats) > 0 && candidats[0] == int32(g),
		Reponses: d.Parts(), Attendu: attenduDe(d),
	}
	etat := &strategie.Etat{Espace: c.e, Lignes: avant, Candidats: candidats, Ctx: c.ctx}
	m, err := c.meilleur.Propose(etat)
	if err != nil {
		return Coup{}, nil, err
	}
	x.Meilleur = m
	x.MeilleurAttendu = attenduDe(strategie.Decoupe(c.e, t.Index(m), candidats))
	if x.Conseil, x.Source, x.ConseilTotal, err = c.conseil(etat, m); err != nil {
		return Coup{}, nil, err
	}
	_, meilleurPossible := slices.BinarySearch(candidats, int32(t.Index(m)))
	x.Note = note(x, meilleurPossible)
	return x, strategie.Filtre(c.e, candidats, l), nil
}

// conseil is the optimal strategy's guess in state etat, with the total of
// its tree from there, or the best guess by expected size m when the tree
// is not known there and would take too long to search.
func (c *calcul) conseil(etat *strategie.Etat, m code.Code) (code.Code, Source, int, error) {
	t := c.e.Taille()
	for _, a := range c.arbres {
		if i, err := a.Cherche(etat.Lignes); err == nil && int(a.Noeud(i).Candidats) == len(etat.Candidats) {
			n := a.Noeud(i)
			return t.Code(int(n.Proposition)), SourceOptimale, int(n.Total), nil
		}
	}
	if max := c.o.maxOptimal(); max < 0 || len(etat.Candidats) > max {
		return m, SourceAttendue, 0, nil
	}
	ctx := c.ctx
	if d := c.o.delai(); d > 0 {
		var annule context.CancelFunc
		ctx, annule = context.WithTimeout(ctx, d)
		defer annule()
	}
	a, err := optimal.SousArbre(ctx, etat, 0)
	switch {
	case err == nil:
		c.arbres = append(c.arbres, a)
		n := a.Noeud(0)
		return t.Code(int(n.Proposition)), SourceOptimale, int(n.Total), nil
	case c.ctx.Err() != nil:
		return code.Code{}, 0, 0, c.ctx.Err()
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, optimal.ErrTropGrand):
		return m, SourceAttendue, 0, nil
	}
	return code.Code{}, 0, 0, err
}

// note grades guess x; meilleurPossible says whether the best guess by
// expected size could be the secret.
func note(x Coup, meilleurPossible bool) Note {
	switch {
	case x.Reponses == 1 && !x.PouvaitEtre:
		return SansInformation
	case x.Source == SourceOptimale && x.Ligne.Code == x.Conseil, x.Ligne.Code == x.Meilleur:
		return Meilleure
	}
	cmp := x.Attendu.Compare(x.MeilleurAttendu)
	switch {
	case cmp == 0 && (x.PouvaitEtre || !meilleurPossible):
		return Meilleure
	case x.Attendu.Carres*SeuilBonneDen <= x.MeilleurAttendu.Carres*SeuilBonneNum:
		return Bonne
	case !x.PouvaitEtre:
		return Impossible
	}
	return AmeliorerPossible
}
