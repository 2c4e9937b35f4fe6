package historique_test

import (
	"fmt"
	"os"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// A finished round appended, then the history read back.
func Example() {
	dossier, _ := os.MkdirTemp("", "historique")
	defer os.RemoveAll(dossier)
	h := historique.Historique{Dossier: dossier}

	secret := code.Nouveau(3, 2, 1, 0) // VJBR in the letters RBJV…
	essai := code.Nouveau(0, 0, 0, 0)
	e := historique.Entree{
		Date: time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC), Mode: "solo",
		Taille: code.Taille{Pions: 4, Couleurs: 6}, Lettres: "RBJVON", NbEssaisMax: 10,
		Lignes: []plateau.Ligne{
			{Code: essai, Reponse: code.Evalue(secret, essai)},
			{Code: secret, Reponse: code.Evalue(secret, secret)},
		},
		Secret: &secret, Trouve: true, Score: 2,
	}
	if err := h.Ajoute(e); err != nil {
		fmt.Println(err)
		return
	}
	l, err := h.Lit()
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, x := range l.Entrees {
		fmt.Println(x.Date.Format(time.DateOnly), x.Mode, x.Taille, x.Essais(), x.Trouve, len(l.Abimees))
	}
	// Output:
	// 2026-11-26 solo 4×6 2 true 0
}
