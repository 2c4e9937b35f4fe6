package manche

import (
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Resultat is how a round ended.
type Resultat struct {
	// Trouve: the decoder proposed the secret.
	Trouve bool
	// NbCoups is the number of proposals.
	NbCoups int
	// Secret is the secret: the last proposal when found, else the one the
	// coder revealed.
	Secret code.Code
	// Incoherent: at some answer no admissible code agreed with every
	// answer any more.
	Incoherent bool
	// Erreurs are the rows the coder answered wrongly for Secret (the
	// course's afficheErreurs). Not empty means the coder scores 0.
	Erreurs []plateau.Erreur
	// SecretInvalide: the revealed secret is not admissible (a repeated
	// colour in a game without repeats).
	SecretInvalide bool
	// Malus is the course's penalty when the decoder ran out of tries.
	Malus int
	// Points is what the coder scores for the round.
	Points int
	// Annulations counts the rows taken back during the round.
	Annulations int
}

// Triche reports whether the coder is found to have answered wrongly: the
// round scores 0.
func (r Resultat) Triche() bool {
	return r.Incoherent || len(r.Erreurs) > 0 || r.SecretInvalide
}

// score sets Points from the rest, by the course's rules: the number of
// proposals when found; when not, the maximum number of tries plus the
// malus of the last answer; 0 when the coder answered wrongly.
func (r *Resultat) score(p *plateau.Plateau) {
	switch {
	case r.Triche():
		r.Points = 0
	case r.Trouve:
		r.Points = r.NbCoups
	default:
		l, _ := p.Derniere()
		r.Malus = l.Reponse.Malus(p.Taille().Pions)
		r.Points = p.NbEssaisMax() + r.Malus
	}
}
