package ecran_test

import (
	"fmt"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
)

func ExampleEtat_Touche() {
	cat := texte.Nouveau(texte.Anglais)
	pal, _ := cat.Palette(6)
	e := &ecran.Etat{Cat: cat, Palette: pal, Taille: code.Taille{Pions: 4, Couleurs: 6}, Essais: 10, Cols: 40, Rows: 12}
	e.Vide()
	for _, r := range "rb" {
		e.Touche(clavier.Lettre(r))
	}
	e.Touche(clavier.Touche{Genre: clavier.Haut}) // the first colour at the cursor
	fmt.Println(e.Pions(), e.Curseur())
	a := e.Touche(clavier.Touche{Genre: clavier.Entree})
	fmt.Println(a.Quoi == ecran.Attend, e.Message)
	// Output:
	// [0 1 0 -1] 2
	// true 1 peg missing: complete the row.
}
