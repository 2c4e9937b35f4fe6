package jeu

import (
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// FuzzLireReponse checks the answer reader on any line: it never panics,
// and an answer it accepts is a valid one.
func FuzzLireReponse(f *testing.F) {
	for _, s := range []string{"1 2", "12", "1-2", "4/0", "annuler", "sauver x", "-1 2", "3 1", "", "99", "١٢"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := lireReponse(s, 4)
		if err != nil || c.Commande != session.Jouer {
			return
		}
		if err := c.Reponse.Verifie(4); err != nil {
			t.Fatalf("%q accepted as %v: %v", s, c.Reponse, err)
		}
	})
}

// FuzzLireProposition checks the proposal reader in a game without
// repeats: never a panic, and a code it accepts has the right number of
// pegs, all of the palette, none twice.
func FuzzLireProposition(f *testing.F) {
	for _, s := range []string{"RBJV", "r b j v", "?", "aide", "sauver ma partie", "RBXV", "", "ÉÉÉÉ", "RBJR"} {
		f.Add(s)
	}
	p := couleur.MustDefaut(6)
	taille := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := lireProposition(s, p, taille)
		if err != nil || c.Commande != session.Jouer {
			return
		}
		if c.Code.Len() != 4 {
			t.Fatalf("%q: %d pegs", s, c.Code.Len())
		}
		for i := range 4 {
			if c.Code.At(i) >= p.Len() {
				t.Fatalf("%q: colour %d", s, c.Code.At(i))
			}
		}
		if !taille.Admissible(c.Code) {
			t.Fatalf("%q: %v repeats a colour", s, c.Code)
		}
	})
}
