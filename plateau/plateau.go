// Package plateau holds the board of one round: the proposals of the
// decoder and the answers of the coder, the maximum number of tries, the
// course's compatibility test, the list of wrong answers once the secret is
// known, and the drawing of the board.
//
// It carries the course's Plateau class. The course's static nbEssaisMax
// becomes a field given when the board is built.
package plateau

import (
	"errors"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
)

// Sentinel errors a caller can test with errors.Is.
var (
	// ErrPlein: the board already holds its maximum number of tries.
	ErrPlein = errors.New("no try left")
	// ErrTermine: the secret was already found on this board.
	ErrTermine = errors.New("round already won")
	// ErrEssais: a board needs at least one try.
	ErrEssais = errors.New("maximum number of tries must be at least 1")
)

// Ligne is one row of the board: a proposal and the answer it received
// (the course's cod[i] and rep[i]).
type Ligne struct {
	Code    code.Code
	Reponse code.Reponse
}

// Plateau is the board of one round.
type Plateau struct {
	taille      code.Taille
	nbEssaisMax int
	lignes      []Ligne
}

// Nouveau returns an empty board for codes of size t and at most
// nbEssaisMax tries.
//
// Pré-requis: t.Verifie() == nil and nbEssaisMax >= 1; else the error says
// which.
func Nouveau(t code.Taille, nbEssaisMax int) (*Plateau, error) {
	if err := t.Verifie(); err != nil {
		return nil, fmt.Errorf("new board: %w", err)
	}
	if nbEssaisMax < 1 {
		return nil, fmt.Errorf("new board with %d tries: %w", nbEssaisMax, ErrEssais)
	}
	return &Plateau{taille: t, nbEssaisMax: nbEssaisMax}, nil
}

// Taille is the size of the codes on the board.
func (p *Plateau) Taille() code.Taille { return p.taille }

// NbEssaisMax is the maximum number of tries (the number of rows of a
// physical board).
func (p *Plateau) NbEssaisMax() int { return p.nbEssaisMax }

// NbCoups is the number of rows played so far.
func (p *Plateau) NbCoups() int { return len(p.lignes) }

// Restants is the number of tries left.
func (p *Plateau) Restants() int { return p.nbEssaisMax - len(p.lignes) }

// Ligne returns the row numbered i, counted from 0.
//
// Pré-requis: 0 <= i < p.NbCoups().
func (p *Plateau) Ligne(i int) Ligne { return p.lignes[i] }

// Lignes returns a copy of the rows, oldest first.
func (p *Plateau) Lignes() []Ligne { return append([]Ligne(nil), p.lignes...) }

// Derniere returns the last row; ok is false on an empty board.
func (p *Plateau) Derniere() (l Ligne, ok bool) {
	if len(p.lignes) == 0 {
		return Ligne{}, false
	}
	return p.lignes[len(p.lignes)-1], true
}

// Gagne reports whether the last answer says the secret was found.
func (p *Plateau) Gagne() bool {
	l, ok := p.Derniere()
	return ok && l.Reponse.Gagnante(p.taille.Pions)
}

// Termine reports whether the round is over: the secret found or no try
// left.
func (p *Plateau) Termine() bool { return p.Gagne() || p.Restants() == 0 }

// Ajoute plays a row: a proposal and its answer.
//
// Pré-requis: the round is not over (else ErrTermine or ErrPlein), c is a
// code of the board's size and r a valid answer (else the error of
// code.Taille.VerifieCode or code.Reponse.Verifie). The board is unchanged
// when an error is returned.
func (p *Plateau) Ajoute(c code.Code, r code.Reponse) error {
	switch {
	case p.Gagne():
		return ErrTermine
	case p.Restants() == 0:
		return ErrPlein
	}
	if err := p.taille.VerifieCode(c); err != nil {
		return fmt.Errorf("row %d: %w", len(p.lignes)+1, err)
	}
	if err := r.Verifie(p.taille.Pions); err != nil {
		return fmt.Errorf("row %d: %w", len(p.lignes)+1, err)
	}
	p.lignes = append(p.lignes, Ligne{Code: c, Reponse: r})
	return nil
}

// Annule removes the last row and returns it; ok is false on an empty
// board.
func (p *Plateau) Annule() (l Ligne, ok bool) {
	l, ok = p.Derniere()
	if ok {
		p.lignes = p.lignes[:len(p.lignes)-1]
	}
	return l, ok
}

// Clone returns an independent copy of the board.
func (p *Plateau) Clone() *Plateau {
	c := *p
	c.lignes = p.Lignes()
	return &c
}

// EstCompatible is the course's estCompat: whether c could be the secret
// given every row, that is whether each proposal would have received the
// answer it received if c were the secret. It does not check that c is
// admissible as a secret (see code.Taille.Admissible).
func (p *Plateau) EstCompatible(c code.Code) bool { return EstCompatibleAvec(c, p.lignes) }

// EstCompatibleAvec is estCompat on rows lignes rather than a board (the
// course passes cod, rep and nbCoups): whether each proposal would have
// received its answer if c were the secret. The course's walk
// (strategie.Lexico) asks it of every code it passes.
func EstCompatibleAvec(c code.Code, lignes []Ligne) bool {
	for _, l := range lignes {
		if code.Evalue(c, l.Code) != l.Reponse {
			return false
		}
	}
	return true
}

// PropSuivante is the course's passePropSuivante: the proposal that follows
// the last one of lignes in the course's walk. From the code after the
// last proposal (the first code when lignes is empty), it walks the codes
// in lexicographic order (code.Taille.Suivant) and returns the first one
// that is admissible (code.Taille.Admissible) and compatible with every row
// (EstCompatibleAvec).
//
// Pré-requis: t.Verifie() == nil and every row's code is of size t.
// Résultat: that code and true; false when the walk passes the last code
// without finding one (the coder made a mistake or cheated).
func PropSuivante(t code.Taille, lignes []Ligne) (code.Code, bool) {
	cod, encore := t.Premier(), true
	if n := len(lignes); n > 0 {
		cod, encore = t.Suivant(lignes[n-1].Code)
	}
	for ; encore; cod, encore = t.Suivant(cod) {
		if t.Admissible(cod) && EstCompatibleAvec(cod, lignes) {
			return cod, true
		}
	}
	return code.Code{}, false
}

// Erreur is a row whose answer was wrong for the revealed secret.
type Erreur struct {
	// Essai numbers the row from 1, as the player counts tries.
	Essai int
	Ligne Ligne
	// Correcte is the answer the coder should have given.
	Correcte code.Reponse
}

// Erreurs is the data of the course's afficheErreurs: once the coder
// reveals secret, every row whose answer differs from the one the secret
// gives, oldest first. An empty list means the coder made no mistake.
//
// Pré-requis: secret is a code of the board's size.
func (p *Plateau) Erreurs(secret code.Code) []Erreur {
	var erreurs []Erreur
	for i, l := range p.lignes {
		if r := code.Evalue(secret, l.Code); r != l.Reponse {
			erreurs = append(erreurs, Erreur{Essai: i + 1, Ligne: l, Correcte: r})
		}
	}
	return erreurs
}
