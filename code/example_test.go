package code_test

import (
	"errors"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// The course's example: the secret BRJR, (1,0,2,0) as colour numbers, and
// the proposal RBRR.
func Example() {
	p := couleur.MustDefaut(6)
	secret, _ := code.Lire("BRJR", p, 4)
	proposition, _ := code.Lire("r b r r", p, 4) // case and spaces ignored
	r := code.Evalue(secret, proposition)
	fmt.Println(secret, secret.Mot(p))
	fmt.Println(r.Bien, "bien placé,", r.Mal, "mal placés")

	_, err := code.Lire("RBXR", p, 4)
	var lettre *code.ErreurLettre
	fmt.Println(errors.As(err, &lettre), lettre.Position, string(lettre.Lettre), lettre.Permises)
	// Output:
	// (1,0,2,0) BRJR
	// 1 bien placé, 2 mal placés
	// true 3 X RBJVON
}

// Without repeats, no code may hold a colour twice: neither the secret nor
// any proposal.
func ExampleLireAdmissible() {
	p := couleur.MustDefaut(6)
	t := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	_, err := code.LireAdmissible("RBJB", p, t)
	var rep *code.ErreurRepetition
	fmt.Println(errors.As(err, &rep), string(rep.Lettre), rep.Positions)
	fmt.Println(t.Nombre(), "codes,", t.NombreSecrets(), "admissible")
	// Output:
	// true B [2 4]
	// 1296 codes, 360 admissible
}

// An Espace numbers every code of a size and scores them by number: what
// the strategies and the statistics work on.
func ExampleEspace() {
	t := code.Taille{Pions: 4, Couleurs: 6}
	e, _ := code.NouvelEspace(t)
	p := couleur.MustDefaut(6)
	secret, _ := code.Lire("BRJR", p, 4)
	proposition, _ := code.Lire("RBRR", p, 4)
	i := e.Score(t.Index(secret), t.Index(proposition))
	fmt.Println(len(e.Secrets()), "secrets; answer index", i, "is", t.ReponseIndex(i))
	fmt.Println(e.Code(t.Index(secret)).Mot(p))
	// Output:
	// 1296 secrets; answer index 7 is (1,2)
	// BRJR
}
