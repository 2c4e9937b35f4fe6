package strategie

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

var palette = couleur.MustDefaut(8)

// espace and mot are the bench's (codetest.Espace, codetest.Code) under the short
// names this package's tests use.
func espace(t testing.TB, taille code.Taille) *code.Espace {
	t.Helper()
	return codetest.Espace(t, taille)
}

func mot(t testing.TB, s string) code.Code {
	t.Helper()
	return codetest.Code(t, s)
}

// joue plays strategy s against secret and returns the proposals, checking
// on the way that each one is new and, when compatible is set, agrees with
// every earlier answer.
func joue(t testing.TB, s Strategie, e *code.Espace, secret code.Code, graine uint64, compatible bool) []plateau.Ligne {
	t.Helper()
	var lignes []plateau.Ligne
	vus := map[code.Code]bool{}
	for range 50 {
		etat := NouvelEtat(e, lignes, graine)
		c, err := s.Propose(etat)
		require.NoError(t, err)
		require.False(t, vus[c], "%s proposed %s twice", s.Nom(), c.Mot(palette))
		vus[c] = true
		if compatible {
			for _, l := range lignes {
				require.Equal(t, l.Reponse, code.Evalue(c, l.Code), "%s is incompatible with %s", c.Mot(palette), l.Code.Mot(palette))
			}
		}
		l := plateau.Ligne{Code: c, Reponse: code.Evalue(secret, c)}
		lignes = append(lignes, l)
		if l.Reponse.Gagnante(e.Taille().Pions) {
			return lignes
		}
	}
	t.Fatalf("%s did not find %s in 50 proposals", s.Nom(), secret.Mot(palette))
	return nil
}

func TestLexicoCourseTranscript(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	lignes := joue(t, Lexico{}, e, mot(t, "VJBR"), 0, true)
	want := []struct {
		mot       string
		bien, mal int
	}{{"RRRR", 1, 0}, {"RBBB", 1, 1}, {"JRBJ", 1, 2}, {"JBRV", 0, 4}, {"VRJB", 1, 3}, {"VJBR", 4, 0}}
	require.Len(t, lignes, len(want))
	for i, w := range want {
		assert.Equal(t, w.mot, lignes[i].Code.Mot(palette))
		assert.Equal(t, code.Reponse{Bien: w.bien, Mal: w.mal}, lignes[i].Reponse)
	}
}

func TestLexicoFindsEverySecret(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 3, Couleurs: 8}, {Pions: 4, Couleurs: 6, SansRepetition: true}} {
		t.Run(taille.String(), func(t *testing.T) {
			e := espace(t, taille)
			total, pire := 0, 0
			for _, s := range e.Secrets() {
				n := len(joue(t, Lexico{}, e, e.Code(int(s)), 0, true))
				total += n
				pire = max(pire, n)
			}
			if taille == (code.Taille{Pions: 4, Couleurs: 6}) {
				assert.Equal(t, 7471, total, "the course's base strategy on 4×6")
				assert.Equal(t, 9, pire)
			}
		})
	}
}

func TestLexicoFirstProposal(t *testing.T) {
	c, err := Lexico{}.Propose(NouvelEtat(espace(t, code.Taille{Pions: 4, Couleurs: 6}), nil, 0))
	require.NoError(t, err)
	assert.Equal(t, "RRRR", c.Mot(palette))
	c, err = Lexico{}.Propose(NouvelEtat(espace(t, code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}), nil, 0))
	require.NoError(t, err)
	assert.Equal(t, "RBJV", c.Mot(palette), "without repeats the first admissible code")
}

func TestLexicoWithoutCandidates(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	// RRRR says the secret has no red, RBJV that it is a permutation of
	// RBJV: no code agrees with both.
	lignes := []plateau.Ligne{{Code: mot(t, "RRRR"), Reponse: code.Reponse{}}, {Code: mot(t, "RBJV"), Reponse: code.Reponse{Mal: 4}}}
	etat := NouvelEtat(e, lignes, 0)
	assert.Empty(t, etat.Candidats)
	_, err := Lexico{}.Propose(etat)
	assert.ErrorIs(t, err, ErrAucunCandidat)
}

func TestNouvelleStrategie(t *testing.T) {
	s, err := Nouvelle("lexico")
	require.NoError(t, err)
	assert.Equal(t, "lexico", s.Nom())
	_, err = Nouvelle("telepathie")
	assert.ErrorIs(t, err, ErrInconnue)
	var e *ErreurInconnue
	require.ErrorAs(t, err, &e)
	assert.Equal(t, &ErreurInconnue{Nom: "telepathie", Connus: Noms()}, e, "the name and every known one")
}

func TestFiltreMatchesBruteForce(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	l := plateau.Ligne{Code: mot(t, "RBBJ"), Reponse: code.Reponse{Bien: 1, Mal: 1}}
	got := Filtre(e, e.Secrets(), l)
	var want []int32
	for _, s := range e.Secrets() {
		if code.Evalue(e.Code(int(s)), l.Code) == l.Reponse {
			want = append(want, s)
		}
	}
	assert.Equal(t, want, got)
}

// BenchmarkLexicoMove5x8 is one move of the base strategy on 5 pegs × 8
// colours after three rows, filtering included (what a game does per move).
func BenchmarkLexicoMove5x8(b *testing.B) {
	e, _ := code.NouvelEspace(code.Taille{Pions: 5, Couleurs: 8})
	secret := e.Code(23456)
	var lignes []plateau.Ligne
	for range 3 {
		c, _ := Lexico{}.Propose(NouvelEtat(e, lignes, 0))
		lignes = append(lignes, plateau.Ligne{Code: c, Reponse: code.Evalue(secret, c)})
	}
	for b.Loop() {
		if _, err := (Lexico{}).Propose(NouvelEtat(e, lignes, 0)); err != nil {
			b.Fatal(err)
		}
	}
}
