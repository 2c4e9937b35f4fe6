package manche

import (
	"errors"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Tour says whose turn it is in a round's state.
type Tour int

// The turns of a round.
const (
	// AuDecodeur: the decoder proposes and the coder answers, a row.
	AuDecodeur Tour = iota
	// AuCodeur: the coder reveals the secret, the board being full, or
	// the answers contradicting each other.
	AuCodeur
	// Personne: the round is over.
	Personne
)

// Fin says whether a round is over, and why.
type Fin int

// How a round ends.
const (
	// PasFinie: the round goes on.
	PasFinie Fin = iota
	// Trouvee: the decoder proposed the secret.
	Trouvee
	// EssaisEpuises: the decoder ran out of tries.
	EssaisEpuises
	// ReponseFausse: the coder answered wrongly (no code agrees with the
	// answers, or the secret revealed contradicts one, or is not
	// admissible): the coder scores 0.
	ReponseFausse
)

// Regles are what a round's moves are checked against: the size's codes,
// the tries, and whether the coder's answers are checked after each row
// (a human coder; the computer's Secret answers truly).
type Regles struct {
	Espace      *code.Espace
	NbEssaisMax int
	Controle    bool
}

// Coup is a move of a round: a row (the decoder's proposal and the
// coder's answer) or, at the coder's turn, the secret revealed.
type Coup struct {
	Ligne plateau.Ligne
	// Secret, when not nil, makes the move the coder's reveal.
	Secret *code.Code
}

// Rangee is the move that plays proposal c answered r.
func Rangee(c code.Code, r code.Reponse) Coup {
	return Coup{Ligne: plateau.Ligne{Code: c, Reponse: r}}
}

// Revelation is the coder's move that reveals secret s.
func Revelation(s code.Code) Coup { return Coup{Secret: &s} }

// ErrTour: a move that is not the one the state waits for (a row at the
// coder's reveal, a reveal at the decoder's turn, any move once the round
// is over).
var ErrTour = errors.New("not this turn's move")

// Etat is a round's state at one moment: the board, whose turn, over or
// not and why. It is a value: a move makes a new state (Joue) and leaves
// this one as it was, so that states can be kept and gone back to (undo,
// redo, a save).
type Etat struct {
	regles     Regles
	lignes     []plateau.Ligne
	incoherent bool
	revele     *code.Code
	fin        Fin
	resultat   Resultat
}

// Depart is the state of a round of rules r before its first move.
//
// Résultat: plateau.Nouveau's error when r.NbEssaisMax < 1.
func Depart(r Regles) (Etat, error) {
	if _, err := plateau.Nouveau(r.Espace.Taille(), r.NbEssaisMax); err != nil {
		return Etat{}, err
	}
	return Etat{regles: r}, nil
}

// Regles are the rules the state's moves are checked against.
func (e Etat) Regles() Regles { return e.regles }

// Plateau is the state's board: a new board, the state's own rows.
func (e Etat) Plateau() *plateau.Plateau {
	p, err := plateau.Nouveau(e.regles.Espace.Taille(), e.regles.NbEssaisMax)
	if err != nil {
		panic(err) // Depart checked the rules
	}
	for _, l := range e.lignes {
		if err := p.Ajoute(l.Code, l.Reponse); err != nil {
			panic(err) // Joue checked every row
		}
	}
	return p
}

// Lignes are the rows played, oldest first.
func (e Etat) Lignes() []plateau.Ligne { return append([]plateau.Ligne(nil), e.lignes...) }

// NbCoups is the number of rows played.
func (e Etat) NbCoups() int { return len(e.lignes) }

// Tour is whose turn it is.
func (e Etat) Tour() Tour {
	switch {
	case e.fin != PasFinie:
		return Personne
	case e.incoherent || len(e.lignes) == e.regles.NbEssaisMax:
		return AuCodeur
	}
	return AuDecodeur
}

// Incoherent reports whether no admissible code agrees with every answer:
// the coder is asked for the secret next.
func (e Etat) Incoherent() bool { return e.incoherent }

// Fin is whether the round is over, and why.
func (e Etat) Fin() Fin { return e.fin }

// Termine reports whether the round is over.
func (e Etat) Termine() bool { return e.fin != PasFinie }

// Revele is the secret the coder revealed, nil before.
func (e Etat) Revele() *code.Code { return e.revele }

// Resultat is how the round ended and what the coder scores; ok is false
// while it goes on.
func (e Etat) Resultat() (r Resultat, ok bool) { return e.resultat, e.fin != PasFinie }

// Joue is the round's one step: the state after move c.
//
// Résultat: ErrTour when c is not the move this turn waits for; a row the
// rule of the game forbids (code.Taille.VerifieAdmissible's error,
// wrapped); an answer that cannot be (plateau.Ajoute's error, wrapped).
// e itself is left as it was.
func (e Etat) Joue(c Coup) (Etat, error) {
	switch t := e.Tour(); {
	case t == AuDecodeur && c.Secret == nil:
		return e.joueLigne(c.Ligne)
	case t == AuCodeur && c.Secret != nil:
		return e.joueRevelation(*c.Secret), nil
	default:
		return e, fmt.Errorf("turn %d: %w", t, ErrTour)
	}
}

func (e Etat) joueLigne(l plateau.Ligne) (Etat, error) {
	if err := e.regles.Espace.Taille().VerifieAdmissible(l.Code); err != nil {
		return e, fmt.Errorf("decoder proposed %v: %w", l.Code, err)
	}
	p := e.Plateau()
	if err := p.Ajoute(l.Code, l.Reponse); err != nil {
		return e, fmt.Errorf("coder: %w", err)
	}
	n := e
	n.lignes = append(e.Lignes(), l)
	switch {
	case p.Gagne():
		n.fin = Trouvee
		n.resultat = Resultat{Trouve: true, NbCoups: len(n.lignes), Secret: l.Code}
		n.resultat.score(p)
	case e.regles.Controle && len(strategie.NouvelEtat(e.regles.Espace, n.lignes, 0).Candidats) == 0:
		n.incoherent = true
	}
	return n, nil
}

// joueRevelation ends the round with the coder's secret: as the course,
// the wrong answers when the secret does not agree with the board
// (estCompat, then afficheErreurs).
func (e Etat) joueRevelation(secret code.Code) Etat {
	p := e.Plateau()
	n := e
	n.revele = &secret
	r := Resultat{NbCoups: len(e.lignes), Incoherent: e.incoherent, Secret: secret}
	t := p.Taille()
	r.SecretInvalide = !t.Admissible(secret)
	if t.VerifieCode(secret) == nil && !p.EstCompatible(secret) {
		r.Erreurs = p.Erreurs(secret)
	}
	r.score(p)
	n.resultat = r
	n.fin = EssaisEpuises
	if r.Triche() {
		n.fin = ReponseFausse
	}
	return n
}

// Rejoue is the state of a round of rules r after moves coups, played one
// by one from its start (a resumed round).
//
// Résultat: the first move's error, wrapped with its number.
func Rejoue(r Regles, coups []Coup) (Etat, error) {
	e, err := Depart(r)
	if err != nil {
		return Etat{}, err
	}
	for i, c := range coups {
		if e, err = e.Joue(c); err != nil {
			return Etat{}, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return e, nil
}
