package texte

import (
	"errors"
	"fmt"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/partie"
)

var verbe = regexp.MustCompile(`%(\[\d+\])?[-+# 0-9.]*[a-zA-Z]`)

func TestEveryMessageHasBothLanguagesAndTheSameVerbs(t *testing.T) {
	vus := map[string]int{}
	for i, table := range tables() {
		for k, m := range table {
			if j, dup := vus[k]; dup {
				t.Errorf("key %q is in tables %d and %d", k, j, i)
			}
			vus[k] = i
			assert.NotEmpty(t, m.fr, k)
			assert.NotEmpty(t, m.en, k)
			fr, en := verbe.FindAllString(m.fr, -1), verbe.FindAllString(m.en, -1)
			assert.Equal(t, len(fr), len(en), "%s: %q vs %q", k, m.fr, m.en)
		}
	}
}

func TestUnknownKeyShows(t *testing.T) {
	assert.Equal(t, "[pas.de.cle]", Nouveau(Francais).T("pas.de.cle"))
}

func TestChoisit(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	tests := []struct {
		drapeau string
		env     map[string]string
		langue  Langue
		err     bool
	}{
		{"", nil, Francais, false},
		{"en", map[string]string{"LANG": "fr_FR"}, Anglais, false},
		{"FR", map[string]string{"LANG": "en_US"}, Francais, false},
		{"", map[string]string{"LANG": "en_US.UTF-8"}, Anglais, false},
		{"", map[string]string{"LANG": "C.UTF-8"}, Francais, false},
		{"", map[string]string{"LC_ALL": "fr_CA", "LANG": "en_US"}, Francais, false},
		{"", map[string]string{"LC_ALL": "en_IE", "LANG": "fr_FR"}, Anglais, false},
		{"", map[string]string{"LC_MESSAGES": "en", "LANG": "fr_FR"}, Anglais, false},
		{"de", nil, Francais, true},
		// LANGUAGE, as GNU gettext reads it.
		{"", map[string]string{"LANGUAGE": "en", "LANG": "fr_FR.UTF-8"}, Anglais, false},
		{"", map[string]string{"LANGUAGE": "fr", "LC_ALL": "en_US.UTF-8"}, Francais, false},
		{"", map[string]string{"LANGUAGE": "de:en:fr", "LANG": "fr_FR"}, Anglais, false},
		{"", map[string]string{"LANGUAGE": "de_DE:fr_CA.UTF-8", "LANG": "en_US"}, Francais, false},
		{"", map[string]string{"LANGUAGE": "de:it", "LANG": "en_US"}, Anglais, false},
		{"", map[string]string{"LANGUAGE": "", "LANG": "en_US"}, Anglais, false},
		{"", map[string]string{"LANGUAGE": "en_GB", "LANG": "C.UTF-8"}, Anglais, false},
		{"", map[string]string{"LANGUAGE": "en", "LC_ALL": "C", "LANG": "fr_FR"}, Francais, false},
		{"", map[string]string{"LANGUAGE": "en", "LC_MESSAGES": "POSIX"}, Francais, false},
		{"", map[string]string{"LANGUAGE": "en"}, Francais, false},
		{"", map[string]string{"LANGUAGE": "fr", "LC_ALL": "C"}, Francais, false},
		{"en", map[string]string{"LANGUAGE": "fr", "LANG": "fr_FR"}, Anglais, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.drapeau, tt.env), func(t *testing.T) {
			l, err := Choisit(tt.drapeau, env(tt.env))
			if tt.err {
				assert.ErrorIs(t, err, ErrLangue)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.langue, l)
		})
	}
}

func TestErreur(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	_, longueur := code.Lire("RB", couleur.MustDefaut(6), 4)
	_, lettre := code.Lire("RBXV", couleur.MustDefaut(6), 4)
	_, clash := couleur.Depuis([]string{"Rouge", "Bleu", "Blanc"})
	_, vide := couleur.Depuis([]string{"Rouge", ""})
	_, strat := strategie.Nouvelle("devin")
	params := partie.Classiques()
	params.NbManches = 3
	tests := []struct {
		err    error
		fr, en string
	}{
		{longueur, "il faut 4 pions, vous en avez tapé 2", "a code has 4 pegs; you typed 2"},
		{lettre, "pion 3 : « X » n'est pas une couleur ; lettres possibles : R B J V O N", "peg 3: 'X' is not a colour; letters allowed: R B J V O N"},
		{clash, "Bleu et Blanc commencent tous deux par B : changez l'un des deux noms", "Bleu and Blanc both start with B: change one of the names"},
		{vide, "le nom de la couleur 2 est vide ; tapez un nom", "the name of colour 2 is empty; type a name"},
		{code.Reponse{Bien: 3, Mal: 1}.Verifie(4), "3 bien placés et 1 mal placé est impossible : le pion mal placé n'aurait nulle part où aller", "3 right and 1 misplaced is impossible: the misplaced peg would have nowhere to go"},
		{code.Reponse{Bien: 3, Mal: 2}.Verifie(4), "3 bien placés et 2 mal placés font 5 pions, or un code n'en a que 4", "3 right and 2 misplaced make 5 pegs, and a code has only 4"},
		{code.Reponse{Bien: -1}.Verifie(4), "une réponse ne peut pas être négative ; tapez deux nombres de 0 à 4", "an answer cannot be negative; type two numbers from 0 to 4"},
		{strat, "la stratégie « devin » n'existe pas ; au choix : lexico, lexico-desc, lexico-random, lexico-alea, random, cfc, cfc-plus, knuth, most-parts, entropy, expected-size", `there is no strategy "devin"; choose one of: lexico, lexico-desc, lexico-random, lexico-alea, random, cfc, cfc-plus, knuth, most-parts, entropy, expected-size`},
		{params.Verifie(), "le nombre de manches doit être pair et au moins 2, pour que chacun code autant de fois", "the number of rounds must be even and at least 2, so that each player codes as often"},
		{errors.New("disque plein"), "erreur inattendue (disque plein) ; ce n'est pas de votre fait, merci de la signaler", "unexpected error (disque plein); this is not your doing, please report it"},
	}
	for _, tt := range tests {
		t.Run(tt.fr, func(t *testing.T) {
			require.Error(t, tt.err)
			assert.Equal(t, tt.fr, fr.Erreur(tt.err))
			assert.Equal(t, tt.en, en.Erreur(tt.err))
		})
	}
}

func TestPalette(t *testing.T) {
	p, err := Nouveau(Anglais).Palette(6)
	require.NoError(t, err)
	assert.Equal(t, "RBYGOK", p.Lettres())
	p, err = Nouveau(Francais).Palette(6)
	require.NoError(t, err)
	assert.Equal(t, "RBJVON", p.Lettres())
}

// TestNomsDeCouleurs: a colour whose letter is not its initial is written
// plainly, its letter in brackets; the others as they are.
func TestNomsDeCouleurs(t *testing.T) {
	en, err := Nouveau(Anglais).Palette(6)
	require.NoError(t, err)
	assert.Equal(t, "Red, Blue, Yellow, Green, Orange, Black (K)", NomsDeCouleurs(en))
	fr, err := Nouveau(Francais).Palette(6)
	require.NoError(t, err)
	assert.Equal(t, "Rouge, Bleu, Jaune, Vert, Orange, Noir", NomsDeCouleurs(fr))
	assert.Equal(t, "Noir (M)", NomDeCouleur(couleur.Couleur{Nom: "Noir", Lettre: 'M'}))
}

// TestQuestionDesNomsDeCouleurs: the custom size's question gives the
// names Enter keeps with no brackets inside brackets.
func TestQuestionDesNomsDeCouleurs(t *testing.T) {
	en := Nouveau(Anglais)
	p, err := en.Palette(6)
	require.NoError(t, err)
	assert.Equal(t, "Names of the 6 colours, separated by commas; Enter keeps Red, Blue, Yellow, Green, Orange, Black (K): ",
		en.T("perso.nomsdefaut", 6, NomsDeCouleurs(p)))
	fr := Nouveau(Francais)
	p, err = fr.Palette(6)
	require.NoError(t, err)
	assert.Equal(t, "Noms des 6 couleurs, séparés par des virgules ; Entrée garde Rouge, Bleu, Jaune, Vert, Orange, Noir : ",
		fr.T("perso.nomsdefaut", 6, NomsDeCouleurs(p)))
}

// TestDate: a save's moment, the day of the week first, in each language.
func TestDate(t *testing.T) {
	for _, c := range []struct {
		quand  time.Time
		fr, en string
	}{
		{time.Date(2026, 11, 25, 22, 41, 0, 0, time.Local), "mer. 25 nov. 22:41", "Wed 25 Nov 22:41"},
		{time.Date(2027, 2, 1, 7, 5, 0, 0, time.Local), "lun. 1 févr. 07:05", "Mon 1 Feb 07:05"},
		{time.Date(2027, 8, 15, 0, 0, 0, 0, time.Local), "dim. 15 août 00:00", "Sun 15 Aug 00:00"},
	} {
		assert.Equal(t, c.fr, Nouveau(Francais).Date(c.quand))
		assert.Equal(t, c.en, Nouveau(Anglais).Date(c.quand))
	}
}
