package strategie

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

var sansRep4x6 = code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}

// CFC without repeats: phase C changes one colour of RBJV at a time, phase
// FC tries arrangements of the colours found and blanks one peg with a
// colour out of the secret.
func TestCFCSansRepetitionTranscripts(t *testing.T) {
	e := espace(t, sansRep4x6)
	// Every colour of RBJV: the first arrangement is RBJV itself, whose
	// answer is known; two more arrangements leave one place per colour.
	verifieRangees(t, joue(t, CFC{}, e, mot(t, "VJBR"), 0, false), []rangee{
		{"RBJV", 0, 4}, {"BRVJ", 0, 4}, {"JVRB", 0, 4}, {"VJBR", 4, 0},
	})
	// O replaces R, then B, then J: as many in the secret each time, until
	// counting settles every colour.
	verifieRangees(t, joue(t, CFC{}, e, mot(t, "RBJO"), 0, false), []rangee{
		{"RBJV", 3, 0}, {"OBJV", 2, 1}, {"ROJV", 2, 1}, {"RBOV", 2, 1}, {"RBJO", 4, 0},
	})
	// The blank J visits the pegs of the arrangement BVON.
	verifieRangees(t, joue(t, CFC{}, e, mot(t, "OVNB"), 0, false), []rangee{
		{"RBJV", 0, 2}, {"OBJV", 1, 2}, {"ROJV", 0, 2}, {"RBOV", 0, 3},
		{"BVON", 1, 3}, {"RVON", 1, 2}, {"BRON", 0, 3}, {"OVNB", 4, 0},
	})
}

// The replayed steps are what explain mode words.
func TestRejoueCFCSansRepetitionSteps(t *testing.T) {
	e := espace(t, sansRep4x6)
	lignes := joue(t, CFC{}, e, mot(t, "RBJO"), 0, false)
	m, err := RejoueCFC(NouvelEtat(e, lignes[:3], 0))
	require.NoError(t, err)
	natures := []NatureEtape{Reference, Echange, Echange, Presence}
	require.Len(t, m.Etapes, len(natures))
	for i, n := range natures {
		assert.Equal(t, n, m.Etapes[i].Nature, "step %d", i+1)
	}
	assert.Equal(t, EtapeCFC{Nature: Reference, Proposition: mot(t, "RBJV"), Reponse: code.Reponse{Bien: 3}, Jouee: true, Nombre: 3}, m.Etapes[0])
	// "le code secret comprend autant de pions rouges que de pions orange"
	assert.Equal(t, EtapeCFC{Nature: Echange, Proposition: mot(t, "OBJV"), Reponse: code.Reponse{Bien: 2, Mal: 1}, Jouee: true, Couleur: 4, Remplacee: 0}, m.Etapes[1])
	// "donc le code secret comprend 1 pion rouge, 1 pion bleu et 1 pion
	// orange, mais pas de pion noir"
	assert.Equal(t, []int{0, 1, 4}, m.Etapes[3].Presentes)
	assert.Equal(t, []int{5}, m.Etapes[3].Absentes)
	assert.Equal(t, PhaseC, m.Phase)
	assert.Equal(t, []int{0, 1, 4}, m.K)
	assert.Equal(t, 2, m.Couleur, "J is tested next")
	assert.Equal(t, 2, m.Curseur, "in place of J")
	assert.Equal(t, "RBOV", m.Prochaine.Mot(palette))

	// VJBR: the first arrangement is RBJV, already proposed.
	lignes = joue(t, CFC{}, e, mot(t, "VJBR"), 0, false)
	m, err = RejoueCFC(NouvelEtat(e, lignes[:1], 0))
	require.NoError(t, err)
	require.Len(t, m.Etapes, 3)
	assert.Equal(t, Presence, m.Etapes[1].Nature)
	assert.Equal(t, []int{0, 1, 2, 3}, m.Etapes[1].Presentes)
	assert.Equal(t, []int{4, 5}, m.Etapes[1].Absentes)
	assert.Equal(t, EtapeCFC{Nature: Disposition, Proposition: mot(t, "RBJV"), Reponse: code.Reponse{Mal: 4}, Deja: true}, m.Etapes[2])
	assert.Equal(t, PhaseFC, m.Phase)
	assert.Equal(t, []int{1, 0, 3, 2}, m.Ref, "the next arrangement, BRVJ")
	assert.Equal(t, -1, m.Curseur)
	assert.Equal(t, []int{-1, -1, -1, -1}, m.Determine)

	// OVNB: a blank at the 1st peg of BVON says B is not there.
	lignes = joue(t, CFC{}, e, mot(t, "OVNB"), 0, false)
	m, err = RejoueCFC(NouvelEtat(e, lignes[:6], 0))
	require.NoError(t, err)
	et := m.Etapes[len(m.Etapes)-1]
	assert.Equal(t, EtapeCFC{Nature: Masque, Proposition: mot(t, "RVON"), Reponse: code.Reponse{Bien: 1, Mal: 2}, Jouee: true, Position: 0, Couleur: 1, Curseur: 0}, et)
}

// Answers no secret gives are reported as ErrAucunCandidat, never as a
// panic or another error.
func TestCFCSansRepetitionWrongAnswers(t *testing.T) {
	e := espace(t, sansRep4x6)
	r := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		var lignes []plateau.Ligne
		for range 12 {
			m, err := RejoueCFC(&Etat{Espace: e, Lignes: lignes})
			if err != nil {
				require.ErrorIs(t, err, ErrAucunCandidat, "after %s", histoire(lignes))
				break
			}
			if m.Phase == PhaseFin {
				break
			}
			bien := r.IntN(5)
			lignes = append(lignes, plateau.Ligne{Code: m.Prochaine, Reponse: code.Reponse{Bien: bien, Mal: r.IntN(5 - bien)}})
			_, err = CFCPlus{}.Propose(NouvelEtat(e, lignes, 0))
			if err != nil && !errors.Is(err, ErrAucunCandidat) {
				require.NoError(t, err)
			}
		}
	}
}

// With as many colours as pegs no colour can blank a peg: CFC proposes and
// explains as lexico.
func TestCFCSansBlancIsLexico(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 4, SansRepetition: true})
	lignes := joue(t, CFC{}, e, mot(t, "VJBR"), 0, true)
	assert.Equal(t, lignes, joue(t, Lexico{}, e, mot(t, "VJBR"), 0, true))
	_, err := RejoueCFC(NouvelEtat(e, nil, 0))
	assert.ErrorIs(t, err, ErrAutreStrategie)
	x, err := Explique(CFCPlus{}, NouvelEtat(e, nil, 0), lignes[0])
	require.NoError(t, err)
	assert.Equal(t, GenreCompatible, x.Genre)
}

// An imposed first proposal follows the rule too.
func TestImposedFirstProposalSansRepetition(t *testing.T) {
	e := espace(t, sansRep4x6)
	_, err := AvecPremier{S: NouvelleParScore(MinMax), Premier: mot(t, "RRBJ")}.Propose(NouvelEtat(e, nil, 0))
	var rep *code.ErreurRepetition
	require.ErrorAs(t, err, &rep)
	assert.Equal(t, 0, rep.Couleur)
	c, err := AvecPremier{S: NouvelleParScore(MinMax), Premier: mot(t, "RBJO")}.Propose(NouvelEtat(e, nil, 0))
	require.NoError(t, err)
	assert.Equal(t, "RBJO", c.Mot(palette))
}

// The score strategies' guesses are admissible: their first proposal on
// 4×6 without repeats is RBJV, not Knuth's RRBB.
func TestFirstProposalsSansRepetition(t *testing.T) {
	e := espace(t, sansRep4x6)
	for _, nom := range []string{"knuth", "most-parts", "entropy", "expected-size", "cfc", "cfc-plus", "lexico"} {
		s, err := Nouvelle(nom)
		require.NoError(t, err)
		c, err := s.Propose(NouvelEtat(e, nil, 0))
		require.NoError(t, err)
		assert.Equal(t, "RBJV", c.Mot(palette), nom)
	}
}
