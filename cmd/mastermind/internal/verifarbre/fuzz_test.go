package verifarbre

import (
	"errors"
	"strings"
	"testing"
)

// FuzzVerifie: any input is a tree or a refusal, never a panic; a tree
// accepted has figures that agree with each other.
func FuzzVerifie(f *testing.F) {
	f.Add(deuxDeux)
	f.Add(deuxTrois)
	f.Add(strings.Replace(deuxDeux, "RB:0,2", "RB:1,1", 1))
	f.Add("mastermind-tree 1\npegs 1\ncolors 1\nrepeats no\nletters A\ntotal 1\nworst 1\nA:1,0\n")
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Verifie(strings.NewReader(s))
		if err != nil {
			var e *Erreur
			if !errors.As(err, &e) {
				t.Fatalf("not an *Erreur: %v", err)
			}
			return
		}
		somme, total := 0, 0
		for k, n := range r.Distribution {
			somme += n
			total += k * n
		}
		if somme != r.Secrets || total != r.Total || r.Pire != len(r.Distribution)-1 || len(r.Lettres) != r.Couleurs {
			t.Fatalf("figures disagree: %+v", r)
		}
	})
}
