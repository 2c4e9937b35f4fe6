package texte

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/partie"
)

// errNommee is an error of another package, as the catalogue sees it:
// it names its sentence and nothing else.
type errNommee struct {
	cle  string
	args []any
	err  error
}

func (e *errNommee) Error() string            { return "an error that names its sentence" }
func (e *errNommee) Unwrap() error            { return e.err }
func (e *errNommee) Message() (string, []any) { return e.cle, e.args }
func (e *errNommee) Is(cible error) bool      { return cible == errCible }
func (n pions) Compte() (int, string)         { return int(n), "pion" }
func (n grand) Entier() int                   { return int(n) }
func (d donnee) Donnee() string               { return string(d) }
func (c avis) Conseil() string                { return string(c) }
func (p partieDe) Message() (string, []any)   { return "err.genre.lien", nil }

var errCible = errors.New("the sentinel the error matches")

type (
	pions    int
	grand    int
	donnee   string
	avis     string
	partieDe struct{}
)

// TestAnErrorNamesItsSentence: the catalogue finds, with one errors.As,
// the error that names its sentence however deep it is wrapped, and
// writes each kind of argument as Message says.
func TestAnErrorNamesItsSentence(t *testing.T) {
	fr := Nouveau(Francais)
	for _, tc := range []struct {
		nom  string
		err  error
		veut string
	}{
		{"plain", &errNommee{cle: "err.sortie"}, fr.T("err.sortie")},
		{"wrapped twice", fmt.Errorf("a: %w", fmt.Errorf("b: %w", &errNommee{cle: "err.sortie.fermee"})), fr.T("err.sortie.fermee")},
		{"a count and a number", &errNommee{cle: "err.tropdemanches", args: []any{grand(1234567), 99}}, fr.T("err.tropdemanches", fr.Entier(1234567), 99)},
		{"a count with its noun", &errNommee{cle: "err.longueur", args: []any{pions(4), 3}}, fr.T("err.longueur", fr.Nombre(4, NomPion), 3)},
		{"data shown visibly", &errNommee{cle: "programme.change", args: []any{donnee("x\x1b[31m")}}, fr.T("programme.change", `x\e[31m`)},
		{"a part of the sentence", &errNommee{cle: "err.verrouinutilisable", args: []any{"/s", partieDe{}}}, fr.T("err.verrouinutilisable", "/s", fr.T("err.genre.lien"))},
		{"an error as argument", &errNommee{cle: "sauve.abimee", args: []any{&errNommee{cle: "err.sortie"}}}, fr.T("sauve.abimee", fr.T("err.sortie"))},
		{"no advice", &errNommee{cle: "err.ecriture", args: []any{"/d", avis("")}}, fr.T("err.ecriture", "/d", "")},
		{"the error's advice", &errNommee{cle: "err.ecriture", args: []any{"/d", avis("err.conseil.saves")}}, fr.T("err.ecriture", "/d", fr.T("err.conseil.saves"))},
	} {
		t.Run(tc.nom, func(t *testing.T) {
			assert.Equal(t, tc.veut, fr.Erreur(tc.err))
			var m Message
			require.ErrorAs(t, tc.err, &m)
			assert.ErrorIs(t, tc.err, errCible, "the error stays itself")
		})
	}
}

// TestTheCallersAdviceFillsTheBlank: Ecriture gives the advice of its
// caller where the error names none.
func TestTheCallersAdviceFillsTheBlank(t *testing.T) {
	fr := Nouveau(Francais)
	err := &errNommee{cle: "err.ecriture", args: []any{"/d", avis("")}}
	assert.Equal(t, fr.T("err.ecriture", "/d", fr.T("err.conseil.cache")), fr.message(err, "err.conseil.cache"))
}

// TestTheDomainsErrorsKeepTheirSentences: the colours', the bounds' and
// an unknown strategy's errors, which name their own sentence, read as
// the catalogue wrote them, wrapped or not.
func TestTheDomainsErrorsKeepTheirSentences(t *testing.T) {
	fr := Nouveau(Francais)
	for _, tc := range []struct {
		err  error
		veut string
	}{
		{&couleur.ErreurNom{Position: 2, Nom: "", Err: couleur.ErrNomVide}, fr.T("err.nomvide", 2)},
		{&couleur.ErreurNom{Position: 3, Nom: "a\x1bb", Err: couleur.ErrNomInvisible}, fr.T("err.nominvisible", 3, Visible("a\x1bb"))},
		{&couleur.ErreurNom{Position: 1, Nom: "1er", Err: couleur.ErrPasUneLettre}, fr.T("err.paslettre", "1er")},
		{&couleur.ErreurInitiales{Premier: "Bleu", Second: "Blanc", Lettre: 'B'}, fr.T("err.initiales", "Bleu", "Blanc", 'B')},
		{&couleur.ErreurNombre{Nombre: 40, Max: 26}, fr.T("err.nombrecouleurs", 26, 40)},
		{&partie.ErreurBorne{Valeur: 2000000000, Max: partie.MaxManches, Err: partie.ErrTropDeManches}, fr.T("err.tropdemanches", fr.Entier(2000000000), partie.MaxManches)},
		{&partie.ErreurBorne{Valeur: 1234567, Max: partie.MaxEssais, Err: partie.ErrTropDEssais}, fr.T("err.tropdessais", fr.Entier(1234567), partie.MaxEssais)},
		{&strategie.ErreurInconnue{Nom: "knut", Connus: []string{"lexico", "knuth"}}, fr.T("err.strategie", "knut", "lexico, knuth")},
	} {
		t.Run(tc.err.Error(), func(t *testing.T) {
			assert.Equal(t, tc.veut, fr.Erreur(tc.err))
			assert.Equal(t, tc.veut, fr.Erreur(fmt.Errorf("wrapped: %w", tc.err)))
			var m Message
			assert.ErrorAs(t, tc.err, &m)
		})
	}
}
