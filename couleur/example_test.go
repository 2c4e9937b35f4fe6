package couleur_test

import (
	"errors"
	"fmt"

	"github.com/sae-mastermind/mastermind/couleur"
)

func ExampleDepuis() {
	p, err := couleur.Depuis([]string{"Rouge", "Bleu", "Jaune", "Vert"})
	if err != nil {
		panic(err)
	}
	fmt.Println(p, p.Lettres())

	_, err = couleur.Depuis([]string{"Rouge", "Bleu", "Blanc"})
	var clash *couleur.ErreurInitiales
	fmt.Println(errors.As(err, &clash), clash.Premier, clash.Second, string(clash.Lettre))
	// Output:
	// (R,B,J,V) RBJV
	// true Bleu Blanc B
}
