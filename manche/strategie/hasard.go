package strategie

import (
	"math/rand/v2"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Hasard proposes a candidate drawn at random. The draw depends only on
// the round's seed and on the rows, never on hidden state: the same rows
// and seed give the same proposal, so a saved round goes on as it would
// have, and the statistics can build its decision tree.
type Hasard struct{}

// Nom is "random".
func (Hasard) Nom() string { return "random" }

// Propose returns a random candidate.
func (Hasard) Propose(e *Etat) (code.Code, error) {
	if len(e.Candidats) == 0 {
		return code.Code{}, ErrAucunCandidat
	}
	r := tirage(e.Graine, 3^empreinte(e.Espace.Taille(), e.Lignes))
	return e.Espace.Code(int(e.Candidats[r.IntN(len(e.Candidats))])), nil
}

// tirage is a generator determined by a seed and a purpose, so that the
// strategies draw independent numbers from the same round seed.
func tirage(graine, usage uint64) *rand.Rand {
	return rand.New(rand.NewPCG(graine, melange(usage)))
}

// empreinte hashes the rows: their codes and answers, in order.
func empreinte(t code.Taille, lignes []plateau.Ligne) uint64 {
	h := uint64(len(lignes))
	for _, l := range lignes {
		h = melange(h ^ uint64(t.Index(l.Code))<<8 ^ uint64(t.IndexReponse(l.Reponse)))
	}
	return h
}

// melange is SplitMix64's finaliser: every bit of x moves every bit of the
// result.
func melange(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
