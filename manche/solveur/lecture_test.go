package solveur

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
)

// dCode's page writes Blanc as B; the French default palette has Bleu
// there, so the examples read the same.
var fr6 = couleur.MustDefaut(6)

// TestLitDigits: dCode numbers colours from 1 ("de 1111 à 6666"): a row
// in digits reads as the palette's colours in order, 0 the tenth colour
// when there are more than nine; a digit past the game's colours is an
// unknown letter; jokers and letters mix with digits.
func TestLitDigits(t *testing.T) {
	tests := []struct {
		texte     string
		couleurs  int
		code      string
		jokers    uint16
		bien, mal int
	}{
		{"1122 1 0", 6, "RRBB", 0, 1, 0},
		{"6543 0 4", 6, "NOVJ", 0, 0, 4},
		{"1?2- 0 1", 6, "RRBR", 0b1010, 0, 1},
		{"R1J2 2 0", 6, "RRJB", 0, 2, 0},
		{"0912 1 1", 10, "PGRB", 0, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.texte, func(t *testing.T) {
			p := couleur.MustDefaut(tt.couleurs)
			l, err := Lit(tt.texte, 1, p, 4)
			require.NoError(t, err)
			c, err := code.Lire(tt.code, p, 4)
			require.NoError(t, err)
			assert.Equal(t, Observation{Numero: 1, Code: c, Jokers: tt.jokers, Bien: tt.bien, Mal: tt.mal}, l)
		})
	}
	for _, tt := range []struct {
		texte    string
		couleurs int
		lettre   rune
	}{{"7111 0 0", 6, '7'}, {"0111 0 0", 9, '0'}, {"1119 0 0", 8, '9'}} {
		_, err := Lit(tt.texte, 1, couleur.MustDefaut(tt.couleurs), 4)
		var lettre *code.ErreurLettre
		require.ErrorAs(t, err, &lettre, tt.texte)
		assert.Equal(t, tt.lettre, lettre.Lettre)
	}
	for k := range 10 {
		c, ok := Chiffre(rune('1'+k), 10)
		if k == 9 {
			c, ok = Chiffre('0', 10)
		}
		assert.True(t, ok)
		assert.Equal(t, k, c)
	}
	assert.Equal(t, 3, Pions("RVB 1?"))
	assert.Equal(t, 4, Pions("  1122 1 0"))
	assert.Equal(t, 4, Pions("RVNJ20"))
	assert.Equal(t, 0, Pions(""))
}

func TestLitDCodeExamples(t *testing.T) {
	tests := []struct {
		texte     string
		pions     int
		code      string // joker holes as R (colour 0)
		jokers    uint16
		bien, mal int
	}{
		{"RVNJ 2 0", 4, "RVNJ", 0, 2, 0},
		{"NNBV 12", 4, "NNBV", 0, 1, 2},
		{"J--- 01", 4, "JRRR", 0b1110, 0, 1},
		{"RVB 1?", 3, "RVB", 0, 1, Inconnu},
		// Every separator form.
		{"RVNJ 2-0", 4, "RVNJ", 0, 2, 0},
		{"RVNJ 2 - 0", 4, "RVNJ", 0, 2, 0},
		{"RVNJ 2,0", 4, "RVNJ", 0, 2, 0},
		{"RVNJ 2/0", 4, "RVNJ", 0, 2, 0},
		{"RVNJ 2:0", 4, "RVNJ", 0, 2, 0},
		{"RVNJ 2;0", 4, "RVNJ", 0, 2, 0},
		{"RVNJ\t2\t0", 4, "RVNJ", 0, 2, 0},
		{"  rvnj   2   0  ", 4, "RVNJ", 0, 2, 0},
		{"RVNJ20", 4, "RVNJ", 0, 2, 0},
		{"RVNJ2-0", 4, "RVNJ", 0, 2, 0},
		{"RRRRRRRRRR 10 0", 10, "RRRRRRRRRR", 0, 10, 0},
		{"RRRRRRRRRR 0-10", 10, "RRRRRRRRRR", 0, 0, 10},
		// Each joker in a code.
		{"?--- 0 0", 4, "RRRR", 0b1111, 0, 0},
		{"J*** 0 1", 4, "JRRR", 0b1110, 0, 1},
		{"J___ 0 1", 4, "JRRR", 0b1110, 0, 1},
		{"J?*_ 01", 4, "JRRR", 0b1110, 0, 1},
		{"-V-B 1 1", 4, "RVRB", 0b0101, 1, 1},
		// Each joker in place of a count.
		{"RVB ?1", 3, "RVB", 0, Inconnu, 1},
		{"RVB 1*", 3, "RVB", 0, 1, Inconnu},
		{"RVB 1_", 3, "RVB", 0, 1, Inconnu},
		{"RVB 1-", 3, "RVB", 0, 1, Inconnu},
		{"RVB -1", 3, "RVB", 0, Inconnu, 1},
		{"RVB ??", 3, "RVB", 0, Inconnu, Inconnu},
		{"RVB ---", 3, "RVB", 0, Inconnu, Inconnu},
		{"RVB 1 ?", 3, "RVB", 0, 1, Inconnu},
		{"RVB ? ?", 3, "RVB", 0, Inconnu, Inconnu},
		{"RVB 1-?", 3, "RVB", 0, 1, Inconnu},
		{"RVB1?", 3, "RVB", 0, 1, Inconnu},
	}
	for _, tt := range tests {
		t.Run(tt.texte, func(t *testing.T) {
			l, err := Lit(tt.texte, 7, fr6, tt.pions)
			require.NoError(t, err)
			assert.Equal(t, Observation{Numero: 7, Code: codetest.Code(t, tt.code), Jokers: tt.jokers, Bien: tt.bien, Mal: tt.mal}, l)
			relu, err := Lit(l.Texte(fr6), 7, fr6, tt.pions)
			require.NoError(t, err, l.Texte(fr6))
			assert.Equal(t, l, relu, "Texte reads back")
		})
	}
}

func TestLitUsesThePalette(t *testing.T) {
	en, err := couleur.Anglaise(6)
	require.NoError(t, err)
	l, err := Lit("GYKB 1 2", 1, en, 4)
	require.NoError(t, err)
	assert.Equal(t, codetest.Code(t, "VJNB"), l.Code, "colour numbers follow the palette's order")

	perso, err := couleur.Depuis([]string{"Blanc", "Noir", "Rouge", "Vert", "Jaune", "Orange"})
	require.NoError(t, err)
	l, err = Lit("BNRV 2 1", 1, perso, 4)
	require.NoError(t, err)
	assert.Equal(t, code.Nouveau(0, 1, 2, 3), l.Code)

	vide := fr6.AvecVide()
	l, err = Lit("R.-. 1 0", 1, vide, 4)
	require.NoError(t, err, "the empty hole '.' is a colour, '-' a joker")
	assert.Equal(t, Observation{Numero: 1, Code: code.Nouveau(0, 6, 0, 6), Jokers: 0b0100, Bien: 1}, l)
}

func TestLitBadLines(t *testing.T) {
	tests := []struct {
		texte string
		pions int
		check func(t *testing.T, err error)
	}{
		{"RVN 2 0", 4, longueur(4, 3)},
		{"RVNJJ 2 0", 4, longueur(4, 5)},
		{"R V N J 2 0", 4, longueur(4, 1)},
		{"2 0", 4, longueur(4, 1)}, // a code of one digit (dCode numbers colours)
		{"7 0", 4, lettre(1, '7')},
		{"RVXJ 2 0", 4, lettre(3, 'X')},
		{"RVGJ 2 0", 4, lettre(3, 'G')}, // Gris is colour 9, not in a palette of 6
		{"RVNJ", 4, comptesManquants},
		{"RVNJ ", 4, comptesManquants},
		{"RVNJ 2", 4, mauvaisComptes("2")},
		{"RVNJ 2 0 1", 4, mauvaisComptes("2 0 1")},
		{"RVNJ 2 x", 4, mauvaisComptes("2 x")},
		{"RVNJ 123", 4, mauvaisComptes("123")},
		{"RVNJ 2--0", 4, mauvaisComptes("2--0")},
		{"RVNJ 2 -1", 4, mauvaisComptes("2 -1")},
		{"RVNJ +2 0", 4, mauvaisComptes("+2 0")},
		{"RVNJ 100 0", 4, mauvaisComptes("100 0")},
		{"RVNJ 2 + 0", 4, mauvaisComptes("2 + 0")},
		{"RVNJ 2 0", 4, nil},
		{"RVNJ 3 2", 4, trop(3, 2, 4, false)},
		{"RVNJ 5 ?", 4, trop(5, Inconnu, 4, false)},
		{"RVNJ ? 5", 4, trop(Inconnu, 5, 4, false)},
		{"J--- 2 0", 4, trop(2, 0, 1, true)},
		{"---- 0 1", 4, trop(0, 1, 0, true)},
		{"RVNJ 3 1", 4, impossible},
		{"RVN- 2 1", 4, nil}, // the misplaced peg may sit under the joker
		{"RVNJ 3 ?", 4, nil},
	}
	for _, tt := range tests {
		t.Run(tt.texte, func(t *testing.T) {
			_, err := Lit(tt.texte, 3, fr6, tt.pions)
			if tt.check == nil {
				require.NoError(t, err)
				return
			}
			var el *ErreurLigne
			require.ErrorAs(t, err, &el)
			assert.Equal(t, 3, el.Numero)
			assert.Equal(t, "RVNJ 2 0", el.Exemple)
			tt.check(t, el.Err)
		})
	}
}

func longueur(attendu, recu int) func(*testing.T, error) {
	return func(t *testing.T, err error) {
		var e *code.ErreurLongueur
		require.ErrorAs(t, err, &e)
		assert.Equal(t, code.ErreurLongueur{Attendu: attendu, Recu: recu}, *e)
	}
}

func lettre(pos int, r rune) func(*testing.T, error) {
	return func(t *testing.T, err error) {
		var e *code.ErreurLettre
		require.ErrorAs(t, err, &e)
		assert.Equal(t, code.ErreurLettre{Position: pos, Lettre: r, Permises: "RBJVON"}, *e)
	}
}

func comptesManquants(t *testing.T, err error) { mauvaisComptes("")(t, err) }

func mauvaisComptes(texte string) func(*testing.T, error) {
	return func(t *testing.T, err error) {
		var e *ErreurComptes
		require.ErrorAs(t, err, &e)
		assert.ErrorIs(t, err, ErrComptes)
		assert.Equal(t, texte, e.Texte)
	}
}

func trop(bien, mal, colores int, jokers bool) func(*testing.T, error) {
	return func(t *testing.T, err error) {
		var e *ErreurTrop
		require.ErrorAs(t, err, &e)
		assert.ErrorIs(t, err, ErrTrop)
		assert.Equal(t, ErreurTrop{Bien: bien, Mal: mal, Colores: colores, Jokers: jokers}, *e)
	}
}

func impossible(t *testing.T, err error) {
	assert.ErrorIs(t, err, code.ErrImpossible)
}

func TestLitToutSkipsBlankLinesAndComments(t *testing.T) {
	lignes, err := LitTout([]string{"# partie du 5 janvier", "", "RVNJ 2 0", "   ", "  # fin", "NNBV 12"}, fr6, code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	require.Len(t, lignes, 2)
	assert.Equal(t, 3, lignes[0].Numero, "numbered as the player counts lines")
	assert.Equal(t, 6, lignes[1].Numero)
}

func TestLitToutListsEveryBadLine(t *testing.T) {
	_, err := LitTout([]string{"RVNJ 2 0", "RVN 2 0", "RVNJ", "NNBV 12", "RVNJ 3 1"}, fr6, code.Taille{Pions: 4, Couleurs: 6})
	var errs ErreursLignes
	require.ErrorAs(t, err, &errs)
	numeros := []int{}
	for _, e := range errs {
		numeros = append(numeros, e.Numero)
	}
	assert.Equal(t, []int{2, 3, 5}, numeros)
	assert.ErrorIs(t, err, ErrComptes, "errors.Is sees through the list")
	assert.ErrorIs(t, err, code.ErrLongueur)
	assert.EqualError(t, err, `line 2 "RVN 2 0": 3 pegs typed, 4 expected (example: RVNJ 2 0); `+
		`line 3 "RVNJ": missing counts (bien placés, mal placés) (example: RVNJ 2 0); `+
		`line 5 "RVNJ 3 1": answer 3 bien placés, 1 mal placés for 4 pegs: impossible answer (example: RVNJ 2 0)`)
}

func TestLitReponse(t *testing.T) {
	for _, s := range []string{"2 1", "21", "2-1", " 2 , 1 "} {
		r, err := LitReponse(s, 4)
		require.NoError(t, err, s)
		assert.Equal(t, code.Reponse{Bien: 2, Mal: 1}, r, s)
	}
	_, err := LitReponse("2 ?", 4)
	assert.ErrorIs(t, err, ErrComptes, "the assistant wants both counts")
	_, err = LitReponse("deux", 4)
	assert.ErrorIs(t, err, ErrComptes)
	_, err = LitReponse("3 1", 4)
	assert.ErrorIs(t, err, code.ErrImpossible)
	_, err = LitReponse("3 2", 4)
	assert.ErrorIs(t, err, code.ErrTropDePions)
}

func TestExemple(t *testing.T) {
	en, _ := couleur.Anglaise(8)
	assert.Equal(t, "RVNJ 2 0", Exemple(fr6, 4))
	assert.Equal(t, "RGKY 2 0", Exemple(en, 4))
	assert.Equal(t, "RVNJBOMC 4 0", Exemple(couleur.MustDefaut(8), 8))
	assert.Equal(t, "R 0 0", Exemple(fr6, 1))
	assert.Equal(t, "RBBR 2 0", Exemple(couleur.MustDefaut(2), 4))
	for _, p := range []couleur.Palette{fr6, en, couleur.MustDefaut(2)} {
		for pions := 1; pions <= code.MaxPions; pions++ {
			_, err := Lit(Exemple(p, pions), 1, p, pions)
			assert.NoError(t, err, "the example is a good row")
		}
	}
}

func TestLigneConversions(t *testing.T) {
	l, err := Lit("RVNJ 2 1", 4, fr6, 4)
	require.NoError(t, err)
	pl, ok := l.Plateau()
	require.True(t, ok)
	assert.Equal(t, codetest.Code(t, "RVNJ"), pl.Code)
	assert.Equal(t, code.Reponse{Bien: 2, Mal: 1}, pl.Reponse)
	assert.Equal(t, l, DepuisPlateau(4, pl), "a complete row goes to a board line and back")

	for _, s := range []string{"J--- 0 1", "RVB? 1 ?", "RVNJ ? 2"} {
		l, err := Lit(s, 1, fr6, 4)
		require.NoError(t, err)
		_, ok := l.Plateau()
		assert.False(t, ok, s)
		assert.False(t, l.Complete(), s)
	}
	assert.Len(t, Completes([]Observation{l, {Code: codetest.Code(t, "RRRR"), Jokers: 1}}), 1)
}

func TestErrorsRead(t *testing.T) {
	_, err := Lit("RVNJ 3 2", 2, fr6, 4)
	assert.Equal(t, `line 2 "RVNJ 3 2": counts 3 and 2 exceed the 4 coloured holes (example: RVNJ 2 0)`, err.Error())
	assert.True(t, errors.Is(err, ErrTrop))
}

func TestEnLettres(t *testing.T) {
	assert.Equal(t, "RRBB", EnLettres("1122", fr6))
	assert.Equal(t, "R?BN7", EnLettres("1?267", fr6), "a digit past the colours stays")
	assert.Equal(t, "annuler", EnLettres("annuler", fr6))
}

func TestEnChiffres(t *testing.T) {
	mot, ok := EnChiffres(codetest.Code(t, "RRBB"))
	assert.True(t, ok)
	assert.Equal(t, "1122", mot)
	mot, ok = EnChiffres(code.Nouveau(9, 0, 5))
	assert.True(t, ok)
	assert.Equal(t, "016", mot, "the tenth colour is 0")
	_, ok = EnChiffres(code.Nouveau(10, 0))
	assert.False(t, ok, "no digit names the eleventh colour")
	for _, c := range []string{"RRRR", "VJBR", "NNNN", "OBJV"} {
		mot, ok := EnChiffres(codetest.Code(t, c))
		require.True(t, ok)
		assert.Equal(t, c, EnLettres(mot, fr6), "EnLettres undoes EnChiffres")
	}
}

func TestEnChiffresTape(t *testing.T) {
	assert.True(t, EnChiffresTape([]string{"1122 1 0", "# a comment", "", "3456 0 2"}, fr6))
	assert.True(t, EnChiffresTape([]string{"1?22 1 0"}, fr6), "jokers aside")
	assert.False(t, EnChiffresTape([]string{"1122 1 0", "RVNJ 2 0"}, fr6), "one row in letters")
	assert.False(t, EnChiffresTape([]string{"RVNJ 2 0"}, fr6))
	assert.False(t, EnChiffresTape([]string{"???? 0 0"}, fr6), "jokers only")
	assert.False(t, EnChiffresTape(nil, fr6))
}
