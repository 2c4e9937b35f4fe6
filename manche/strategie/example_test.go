package strategie

import (
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

// referenceParScore is Knuth's algorithm as dCode describes it, for any
// criterion of the score strategies: score every admissible code by how it
// splits the candidates (Decoupe), keep the best figure (Critere.Cout);
// among equals prefer a candidate, then the smallest code. It reads only
// the package's exported names and is the reference the fast search
// (score.go and the score_*.go files) is tested equal to
// (TestParScoreEqualsReference): same proposals, orders of magnitude
// slower on large sizes.
func referenceParScore(s ParScore, e *Etat) code.Code {
	if len(e.Candidats) == 1 {
		return e.Espace.Code(int(e.Candidats[0]))
	}
	estCandidat := map[int32]bool{}
	for _, c := range e.Candidats {
		estCandidat[c] = true
	}
	meilleur, meilleurCout, meilleurCandidat := -1, Cout{}, false
	for g := range e.Espace.Nombre() {
		if !e.Taille().Admissible(e.Espace.Code(g)) {
			continue // without repeats, a proposal holds no colour twice
		}
		cout := s.Critere.Cout(Decoupe(e.Espace, g, e.Candidats))
		candidat := estCandidat[int32(g)]
		if meilleur < 0 || cout.Moins(meilleurCout) || (cout == meilleurCout && candidat && !meilleurCandidat) {
			meilleur, meilleurCout, meilleurCandidat = g, cout, candidat
		}
	}
	return e.Espace.Code(meilleur)
}

// Knuth's first two proposals on 4×6 against the secret VJBR, by the fast
// search and by the plain one, with the candidates left before each and
// the most that may remain after it.
func ExampleParScore() {
	p := couleur.MustDefaut(6)
	e, _ := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	secret, _ := code.Lire("VJBR", p, 4)
	knuth := NouvelleParScore(MinMax)
	var lignes []plateau.Ligne
	for range 2 {
		etat := NouvelEtat(e, lignes, 0)
		c, _ := knuth.Propose(etat)
		d := Decoupe(e, e.Taille().Index(c), etat.Candidats)
		fmt.Println(c.Mot(p), referenceParScore(knuth, etat).Mot(p), len(etat.Candidats), "→ at most", d.Pire())
		lignes = append(lignes, plateau.Ligne{Code: c, Reponse: code.Evalue(secret, c)})
	}
	// Output:
	// RRBB RRBB 1296 → at most 256
	// RRJV RRJV 208 → at most 38
}

// The course's base strategy proposes the smallest candidate: the course's
// transcript against VJBR.
func ExampleLexico() {
	p := couleur.MustDefaut(6)
	e, _ := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	secret, _ := code.Lire("VJBR", p, 4)
	var lignes []plateau.Ligne
	for {
		c, _ := Lexico{}.Propose(NouvelEtat(e, lignes, 0))
		r := code.Evalue(secret, c)
		fmt.Println(c.Mot(p), r.Bien, r.Mal)
		if r.Gagnante(4) {
			break
		}
		lignes = append(lignes, plateau.Ligne{Code: c, Reponse: r})
	}
	// Output:
	// RRRR 1 0
	// RBBB 1 1
	// JRBJ 1 2
	// JBRV 0 4
	// VRJB 1 3
	// VJBR 4 0
}
