package code

import (
	"testing"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/couleur"
)

// codeDe builds a code of p pegs and n colours from fuzz bytes.
func codeDe(b []byte, p, n int) Code {
	c := Code{n: uint8(p)}
	for i := range p {
		if i < len(b) {
			c.c[i] = b[i] % uint8(n)
		}
	}
	return c
}

// FuzzEvalue checks the invariants of an answer on arbitrary codes: the
// counts fit in the code, every peg is bien placé exactly when the codes
// are equal, the answer is symmetric, never (pions−1, 1), and the Espace
// agrees with Evalue.
func FuzzEvalue(f *testing.F) {
	f.Add(uint8(4), uint8(6), []byte{1, 0, 2, 0}, []byte{2, 0, 0, 3})
	f.Add(uint8(5), uint8(8), []byte{7, 7, 7, 7, 7}, []byte{7, 7, 7, 7, 6})
	f.Add(uint8(1), uint8(1), []byte{}, []byte{})
	f.Fuzz(func(t *testing.T, pions, couleurs uint8, a, b []byte) {
		p := 1 + int(pions)%MaxPions
		n := 1 + int(couleurs)%MaxCouleurs
		ca, cb := codeDe(a, p, n), codeDe(b, p, n)
		r := Evalue(ca, cb)
		if r.Bien < 0 || r.Mal < 0 || r.Bien+r.Mal > p {
			t.Fatalf("%v vs %v: %v out of range", ca, cb, r)
		}
		if (r.Bien == p) != (ca == cb) {
			t.Fatalf("%v vs %v: %v but equal=%v", ca, cb, r, ca == cb)
		}
		if Evalue(cb, ca) != r {
			t.Fatalf("%v vs %v: not symmetric", ca, cb)
		}
		if r.Verifie(p) != nil {
			t.Fatalf("%v vs %v: %v is not a valid answer: %v", ca, cb, r, r.Verifie(p))
		}
		if taille := (Taille{Pions: p, Couleurs: n}); p*n <= 64 && taille.Nombre() <= 4096 {
			e, err := NouvelEspace(taille)
			if err != nil {
				t.Fatal(err)
			}
			if got := taille.ReponseIndex(e.Score(taille.Index(ca), taille.Index(cb))); got != r {
				t.Fatalf("%v vs %v: Espace says %v, Evalue %v", ca, cb, got, r)
			}
		}
	})
}

// FuzzLire checks that reading a word never panics, and that a word read
// without error is written back as the same letters, upper-cased.
func FuzzLire(f *testing.F) {
	f.Add("BRJR", uint8(4))
	f.Add("vjbr", uint8(4))
	f.Add("R V\tB", uint8(3))
	f.Add("RBXV", uint8(4))
	f.Add("ÉÉ", uint8(2))
	f.Add("", uint8(0))
	p := couleur.MustDefaut(8).AvecVide()
	f.Fuzz(func(t *testing.T, mot string, pions uint8) {
		n := int(pions) % (MaxPions + 1)
		c, err := Lire(mot, p, n)
		if err != nil {
			return
		}
		if c.Len() != n {
			t.Fatalf("%q: %d pegs, want %d", mot, c.Len(), n)
		}
		again, err := Lire(c.Mot(p), p, n)
		if err != nil || again != c {
			t.Fatalf("%q: round trip gave %v, %v", mot, again, err)
		}
		if !utf8.ValidString(c.Mot(p)) {
			t.Fatalf("%q: invalid UTF-8 written", mot)
		}
	})
}
