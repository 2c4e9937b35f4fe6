package plateau_test

import (
	"fmt"
	"os"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

// The course's computer round for the secret VJBR, drawn in plain text.
func Example() {
	pal := couleur.MustDefaut(6)
	p, _ := plateau.Nouveau(code.Taille{Pions: 4, Couleurs: 6}, 10)
	for _, l := range []struct {
		mot       string
		bien, mal int
	}{{"RRRR", 1, 0}, {"RBBB", 1, 1}, {"JRBJ", 1, 2}, {"JBRV", 0, 4}, {"VRJB", 1, 3}, {"VJBR", 4, 0}} {
		c, _ := code.Lire(l.mot, pal, 4)
		_ = p.Ajoute(c, code.Reponse{Bien: l.bien, Mal: l.mal})
	}
	titres := plateau.Titres{Essai: "Essai", Code: "Code", Bien: "Bien", Mal: "Mal", Secret: "Secret"}
	_ = p.Affiche(os.Stdout, plateau.Rendu{Palette: pal, Titres: titres}, nil)
	fmt.Println("gagné :", p.Gagne(), "en", p.NbCoups(), "essais")
	// Output:
	//  Essai  Code  Bien Mal
	//      1  RRRR     1   0
	//      2  RBBB     1   1
	//      3  JRBJ     1   2
	//      4  JBRV     0   4
	//      5  VRJB     1   3
	//      6  VJBR     4   0
	// gagné : true en 6 essais
}
