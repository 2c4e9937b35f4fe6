package programme_test

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// FuzzLecteur: whatever a program writes, the reader hands back its lines
// in order, none longer than LongueurMax, and stops at a flood.
func FuzzLecteur(f *testing.F) {
	f.Add([]byte("RRBB\nr r b b\r\n\nVJBR"))
	f.Add([]byte(strings.Repeat("R", programme.LongueurMax) + "\nRRBB\n"))
	f.Add([]byte(strings.Repeat("R", programme.LongueurMax+1) + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l := programme.NouveauLecteur(bytes.NewReader(data))
		var lu []byte
		for {
			s, err := l.Suivante()
			if len(s) > programme.LongueurMax {
				t.Fatalf("a line of %d bytes", len(s))
			}
			lu = append(lu, s...)
			if errors.Is(err, programme.ErrDeluge) {
				if len(s) != programme.LongueurMax || bytes.IndexByte([]byte(s), '\n') >= 0 {
					t.Fatalf("flood after %q", s)
				}
				if !bytes.HasPrefix(data, lu) {
					t.Fatalf("lines %q are not the start of %q", lu, data)
				}
				return
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			lu = append(lu, '\n')
		}
		if !bytes.Equal(lu, data) {
			t.Fatalf("lines %q, written %q", lu, data)
		}
	})
}

// FuzzLitProposition: a line is a proposal exactly when, blanks removed,
// it has one letter of the palette per peg (either case) and, without
// repeats, no colour twice; the proposal reads back as those letters.
func FuzzLitProposition(f *testing.F) {
	for _, s := range []string{"RRBB", "r r b b", " VJBR\r", "RRX", "", "RBJVO", "RRBJ", "ÉÉÉÉ", "R\x00BB"} {
		f.Add(s, uint8(4), uint8(6), false)
		f.Add(s, uint8(4), uint8(6), true)
	}
	f.Fuzz(func(t *testing.T, ligne string, pions, couleurs uint8, sans bool) {
		taille := code.Taille{Pions: int(pions%code.MaxPions) + 1, Couleurs: int(couleurs%couleur.MaxDefaut) + 1, SansRepetition: sans}
		if taille.Verifie() != nil {
			return
		}
		p := couleur.MustDefaut(taille.Couleurs)
		c, err := programme.LitProposition(ligne, taille, p)
		lettres := strings.Map(func(r rune) rune {
			if unicode.IsSpace(r) {
				return -1
			}
			return unicode.ToUpper(r)
		}, ligne)
		if err != nil {
			var longueur *code.ErreurLongueur
			var lettre *code.ErreurLettre
			if !errors.As(err, &longueur) && !errors.As(err, &lettre) && !errors.Is(err, code.ErrRepetition) {
				t.Fatalf("%q: unexpected error %v", ligne, err)
			}
			return
		}
		if !taille.Admissible(c) {
			t.Fatalf("%q read as %v, not admissible in %v", ligne, c, taille)
		}
		if c.Mot(p) != lettres {
			t.Fatalf("%q read as %s", ligne, c.Mot(p))
		}
	})
}

// FuzzDecoupe: splitting never fails but for the documented reasons, and
// quoting the words with Cite splits back into the same words.
func FuzzDecoupe(f *testing.F) {
	for _, s := range []string{"python3 s.py", `java -cp "out dir" 'Ma Strategie'`, `a\ b "c\"d" ''`, `x "y`, `\`, ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, ligne string) {
		mots, err := programme.Decoupe(ligne)
		if err != nil {
			if !errors.Is(err, programme.ErrCommandeVide) && !errors.Is(err, programme.ErrGuillemetOuvert) && !errors.Is(err, programme.ErrEchappement) {
				t.Fatalf("%q: unexpected error %v", ligne, err)
			}
			return
		}
		again, err := programme.Decoupe(programme.Cite(mots))
		if err != nil || !slices.Equal(again, mots) {
			t.Fatalf("%q: words %q, quoted %q, split again %q (%v)", ligne, mots, programme.Cite(mots), again, err)
		}
	})
}
