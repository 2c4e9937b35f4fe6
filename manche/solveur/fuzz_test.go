package solveur

import (
	"errors"
	"testing"

	"mastermind/code"
	"mastermind/couleur"
)

// FuzzLit checks the row reader on any text: it never panics; a row it
// accepts has the right number of pegs, colours of the palette, jokers
// inside the code, counts that fit in the coloured holes, and reads back
// from its Texte; a row it refuses comes with its number, an example and
// one of the documented errors.
func FuzzLit(f *testing.F) {
	for _, s := range []string{"RVNJ 2 0", "NNBV 12", "J--- 01", "RVB 1?", "RVNJ 2-0", "rvnj20", "RVNJ 3 1", "RVN", "# note", "", "R-R? 1 0", "1122 1 0", "1?2- 0 1", "0123 1 1"} {
		f.Add(s, 4)
	}
	p := couleur.MustDefaut(8)
	f.Fuzz(func(t *testing.T, texte string, pions int) {
		pions = 1 + (pions%code.MaxPions+code.MaxPions)%code.MaxPions
		l, err := Lit(texte, 5, p, pions)
		if err != nil {
			var el *ErreurLigne
			if !errors.As(err, &el) || el.Numero != 5 || el.Exemple == "" {
				t.Fatalf("%q: %v is not a numbered row error with an example", texte, err)
			}
			var (
				longueur *code.ErreurLongueur
				lettre   *code.ErreurLettre
				reponse  *code.ErreurReponse
				comptes  *ErreurComptes
				trop     *ErreurTrop
			)
			if !errors.As(err, &longueur) && !errors.As(err, &lettre) && !errors.As(err, &reponse) &&
				!errors.As(err, &comptes) && !errors.As(err, &trop) {
				t.Fatalf("%q: undocumented error %v", texte, err)
			}
			return
		}
		if l.Code.Len() != pions || l.Numero != 5 || l.Jokers>>pions != 0 {
			t.Fatalf("%q: %+v", texte, l)
		}
		for i := range pions {
			if l.Code.At(i) >= p.Len() || (l.EstJoker(i) && l.Code.At(i) != 0) {
				t.Fatalf("%q: hole %d of %+v", texte, i, l)
			}
		}
		for _, n := range []int{l.Bien, l.Mal} {
			if n != Inconnu && (n < 0 || n > l.Colores()) {
				t.Fatalf("%q: count %d out of range", texte, n)
			}
		}
		if max(l.Bien, 0)+max(l.Mal, 0) > l.Colores() {
			t.Fatalf("%q: counts exceed the coloured holes", texte)
		}
		relu, err := Lit(l.Texte(p), 5, p, pions)
		if err != nil || relu != l {
			t.Fatalf("%q: Texte %q reads back as %+v, %v", texte, l.Texte(p), relu, err)
		}
		if !Ignoree(texte) {
			verifieSansRepetition(t, texte, l, p)
		}
	})
}

// verifieSansRepetition checks LitTout without repeats on a row Lit read:
// refused with an *ErreurRepetition exactly when a colour is twice,
// jokers aside, else read as Lit reads it.
func verifieSansRepetition(t *testing.T, texte string, l Observation, p couleur.Palette) {
	vus := map[int]bool{}
	double := false
	for i := range l.Code.Len() {
		if !l.EstJoker(i) {
			double = double || vus[l.Code.At(i)]
			vus[l.Code.At(i)] = true
		}
	}
	taille := code.Taille{Pions: l.Code.Len(), Couleurs: p.Len(), SansRepetition: true}
	lignes, err := LitTout([]string{texte}, p, taille)
	var rep *code.ErreurRepetition
	switch {
	case double && !errors.As(err, &rep):
		t.Fatalf("%q: a colour twice, read without repeats (%v)", texte, err)
	case !double && (err != nil || len(lignes) != 1 || lignes[0].Code != l.Code || lignes[0].Jokers != l.Jokers):
		t.Fatalf("%q: read without repeats as %+v, %v", texte, lignes, err)
	}
}
