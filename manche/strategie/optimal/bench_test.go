package optimal

import (
	"testing"

	"mastermind/code"
)

func BenchmarkBrut4x6(b *testing.B) {
	e, _ := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	for b.Loop() {
		m := nouveauMoteur(e, 0)
		f := m.nouveauFil()
		v, _ := f.resout(e.Secrets(), m.profondeur(), infini, groupeRacine(4), 0)
		if v != 5625 {
			b.Fatal(v)
		}
	}
}
