package strategies

import (
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Explicateur says what a computer decoder learned from each row: the
// settings' explanations in the menu's games and demonstration, and
// mastermind demo --explain.
type Explicateur struct {
	Strategie strategie.Strategie
	Espace    *code.Espace
	// Graine is the round's seed, for a strategy that draws at random.
	Graine uint64
}

// Ligne is what the computer learned from row i of p, in cat's words,
// codes drawn with r.
func (x *Explicateur) Ligne(cat *texte.Catalogue, p *plateau.Plateau, i int, r peintre.Rendu) (string, error) {
	return cat.ExpliqueLigne(x.Strategie, x.Espace, p, i, x.Graine, r)
}
