package saves_test

import (
	"fmt"
	"os"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves"
)

// A game's life in a saves folder: a new game gets a file of its own,
// written after every move; it takes the name a player gives it; once
// over, it goes. Another window sees it, open here, all along.
func Example() {
	dir, _ := os.MkdirTemp("", "saves")
	defer os.RemoveAll(dir)
	d := saves.Dossier{Chemin: dir}
	debut := time.Date(2026, 11, 22, 14, 5, 0, 0, time.UTC)

	secret, _ := code.Lire("VJBR", couleur.MustDefaut(6), 4)
	essai, _ := code.Lire("RRBB", couleur.MustDefaut(6), 4)
	s := saves.Sauvegarde{
		Cree: debut, Jouee: debut, Mode: saves.ModeSolo, Parametres: partie.Classiques(),
		Manche: saves.Manche{Codeur: saves.Ordinateur, Decodeur: saves.Humain, Graine: 7, Secret: &secret,
			Lignes: []plateau.Ligne{{Code: essai, Reponse: code.Evalue(secret, essai)}}},
	}

	place, _ := d.Nouvel(debut)
	_ = place.Ecrit(s) // after every move
	fmt.Println(place.Nom(), place.Automatique())
	_ = place.Nomme("perso", s, nil) // "sauver perso"
	entrees, _ := d.Liste()
	for _, e := range entrees {
		fmt.Println(e.Nom, len(e.Sauvegarde.Manche.Lignes), "row, open here:", e.Ouverte != nil)
	}
	_ = place.Termine() // won or lost: no longer offered
	entrees, _ = d.Liste()
	fmt.Println(len(entrees), "saves")
	// Output:
	// autosave-20261122-140500 true
	// perso 1 row, open here: true
	// 0 saves
}
