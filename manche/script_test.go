package manche

import (
	"context"
	"errors"
	"testing"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

var (
	six       = couleur.MustDefaut(6)
	classique = code.Taille{Pions: 4, Couleurs: 6}
)

var errFinDuScript = errors.New("script exhausted")

// decodeur plays a fixed list of codes.
type decodeur struct {
	coups []code.Code
	vus   []int // the board's number of rows at each call
}

func (d *decodeur) Propose(_ context.Context, p *plateau.Plateau) (code.Code, error) {
	d.vus = append(d.vus, p.NbCoups())
	if len(d.coups) == 0 {
		return code.Code{}, errFinDuScript
	}
	c := d.coups[0]
	d.coups = d.coups[1:]
	return c, nil
}

// propositions is a decoder script of words.
func propositions(t testing.TB, mots ...string) *decodeur {
	d := &decodeur{}
	for _, m := range mots {
		d.coups = append(d.coups, codetest.Code(t, m))
	}
	return d
}

// humain is a human coder who thinks of secret and answers truthfully,
// except at the tries listed in mensonges (counted from 1), where they give
// the answer written there; then they reveal revele (secret when unset).
type humain struct {
	secret    code.Code
	revele    *code.Code
	mensonges map[int]code.Reponse
	// retire, when set, takes the round's last row back instead of the
	// next answer (Etats.Annule), as the program's session does on
	// "annuler", then is dropped; etats are the round's states.
	retire bool
	etats  func() *Etats
	recues []code.Code
}

func (h *humain) Repond(_ context.Context, p *plateau.Plateau, c code.Code) (code.Reponse, error) {
	h.recues = append(h.recues, c)
	if h.retire {
		h.retire = false
		h.etats().Annule()
		return code.Reponse{}, nil
	}
	if r, ok := h.mensonges[p.NbCoups()+1]; ok {
		return r, nil
	}
	return code.Evalue(h.secret, c), nil
}

func (h *humain) Revele(context.Context, *plateau.Plateau) (code.Code, error) {
	if h.revele != nil {
		return *h.revele, nil
	}
	return h.secret, nil
}

// journal records the events of a round.
type journal struct{ evenements []Evenement }

func (j *journal) Signale(e Evenement) { j.evenements = append(j.evenements, e) }
