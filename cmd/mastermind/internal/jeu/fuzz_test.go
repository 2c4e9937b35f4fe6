package jeu

import (
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
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

// FuzzLireConfig feeds the settings reader arbitrary bytes: never a
// panic, and settings it accepts write back to bytes it reads as the same
// settings.
func FuzzLireConfig(f *testing.F) {
	cat := texte.Nouveau(texte.Francais)
	for _, r := range []Reglages{ReglagesParDefaut(cat), persoDeTest(cat)} {
		data, err := octetsConfig(r)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(""))
	f.Add([]byte("version: 2\n"))
	f.Add([]byte("version: 1\npreset: [\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := lireConfig(data, cat)
		if err != nil {
			return
		}
		a, err := octetsConfig(r)
		if err != nil {
			t.Fatalf("accepted but cannot write back: %v", err)
		}
		r2, err := lireConfig(a, cat)
		if err != nil {
			t.Fatalf("written back but refused: %v\n%s", err, a)
		}
		b, err := octetsConfig(r2)
		if err != nil || string(a) != string(b) {
			t.Fatalf("not stable:\n%s\n---\n%s", a, b)
		}
	})
}

// persoDeTest is a custom size with colour names of its own.
func persoDeTest(cat *texte.Catalogue) Reglages {
	r := ReglagesParDefaut(cat)
	p, _ := couleur.Depuis([]string{"Ciel", "Terre", "Mer"})
	r.Modele, r.Parametres.Palette = "perso", p
	r.Parametres.Taille = code.Taille{Pions: 3, Couleurs: 3, SansRepetition: true}
	r.Strategie, r.Explique = "cmd:./mon-solveur --vite", true
	return r
}
