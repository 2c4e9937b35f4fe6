package reglages

import (
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

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
