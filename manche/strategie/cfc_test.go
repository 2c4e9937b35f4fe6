package strategie

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

type rangee struct {
	mot       string
	bien, mal int
}

func verifieRangees(t *testing.T, lignes []plateau.Ligne, want []rangee) {
	t.Helper()
	require.Len(t, lignes, len(want))
	for i, w := range want {
		assert.Equal(t, w.mot, lignes[i].Code.Mot(palette), "row %d", i+1)
		assert.Equal(t, code.Reponse{Bien: w.bien, Mal: w.mal}, lignes[i].Reponse, "row %d", i+1)
	}
}

// The course's two examples (§3.7), with the answers of its tables.
func TestCFCCourseTranscripts(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	verifieRangees(t, joue(t, CFC{}, e, mot(t, "VJBR"), 0, false), []rangee{
		{"RRRR", 1, 0}, {"RBBB", 1, 1}, {"RBJJ", 0, 3}, {"RBJV", 0, 4},
		{"VRRR", 2, 0}, {"RJRR", 2, 0}, {"RRBR", 2, 0}, {"VJBR", 4, 0},
	})
	verifieRangees(t, joue(t, CFC{}, e, mot(t, "BBRV"), 0, false), []rangee{
		{"RRRR", 1, 0}, {"RBBB", 1, 2}, {"RBBJ", 1, 2}, {"RBBV", 2, 2},
		{"VRRR", 1, 1}, {"RVRR", 1, 1}, {"RRVR", 0, 2}, {"BBBV", 3, 0}, {"BBRV", 4, 0},
	})
}

// The replayed state carries the course's "Déduction" column.
func TestRejoueCFCDeductions(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	lignes := joue(t, CFC{}, e, mot(t, "BBRV"), 0, false)
	m, err := RejoueCFC(NouvelEtat(e, lignes[:len(lignes)-1], 0))
	require.NoError(t, err)
	assert.Equal(t, PhaseFin, m.Phase)
	assert.Equal(t, []int{0, 1, 1, 3}, m.K, "K = RBBV")
	assert.Equal(t, []int{0, 1, 1, 3}, m.Ref)
	assert.Equal(t, []int{1, 1, 0, 3}, m.Determine)
	assert.Equal(t, "BBRV", m.Prochaine.Mot(palette))
	natures := []NatureEtape{Comptage, Comptage, Comptage, Comptage, Placement, Placement, Placement, Placement, Remplissage}
	require.Len(t, m.Etapes, len(natures))
	for i, n := range natures {
		assert.Equal(t, n, m.Etapes[i].Nature, "step %d", i+1)
	}
	// "le code secret comprend 2 pions bleus", "ne comprend pas de pion jaune"
	assert.Equal(t, EtapeCFC{Nature: Comptage, Proposition: mot(t, "RBBB"), Reponse: code.Reponse{Bien: 1, Mal: 2}, Jouee: true, Couleur: 1, Nombre: 2}, m.Etapes[1])
	assert.Equal(t, 0, m.Etapes[2].Nombre)
	// "le 1er pion n'est ni rouge ni vert", "le 3e pion est rouge", "le 4e pion est vert"
	assert.Equal(t, Aucune, m.Etapes[4].Verdict)
	assert.Equal(t, 0, m.Etapes[4].Position)
	assert.Equal(t, DeFond, m.Etapes[6].Verdict)
	assert.Equal(t, 2, m.Etapes[6].Position)
	assert.Equal(t, DeCurseur, m.Etapes[7].Verdict)
	assert.Equal(t, 3, m.Etapes[7].Curseur)
	// "les 1er et 2e pions sont bleus"
	assert.Equal(t, []int{0, 1}, m.Etapes[8].Positions)
	assert.Equal(t, 1, m.Etapes[8].Fond)

	m, err = RejoueCFC(NouvelEtat(e, lignes[:5], 0))
	require.NoError(t, err)
	assert.Equal(t, PhaseFC, m.Phase)
	assert.Equal(t, 0, m.IFond)
	assert.Equal(t, 3, m.ICurs)
	assert.Equal(t, 1, m.Curseur)
	assert.Equal(t, "RVRR", m.Prochaine.Mot(palette))
}

func TestCFCLastColourNeedsNoProposal(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	lignes := joue(t, CFC{}, e, mot(t, "NNNN"), 0, false)
	for _, l := range lignes {
		assert.NotEqual(t, "RRRRN", l.Code.Mot(palette))
	}
	m, err := RejoueCFC(NouvelEtat(e, lignes[:5], 0))
	require.NoError(t, err)
	assert.Equal(t, Complement, m.Etapes[5].Nature, "the 6th colour fills K without a proposal")
	assert.Equal(t, 4, m.Etapes[5].Nombre)
}

func TestCFCForeignRowFallsBackToLexico(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	lignes := []plateau.Ligne{{Code: mot(t, "RBJV"), Reponse: code.Reponse{Bien: 1}}}
	_, err := RejoueCFC(NouvelEtat(e, lignes, 0))
	require.ErrorIs(t, err, ErrAutreStrategie)
	for _, s := range []Strategie{CFC{}, CFCPlus{}} {
		etat := NouvelEtat(e, lignes, 0)
		c, err := s.Propose(etat)
		require.NoError(t, err)
		assert.Equal(t, e.Code(int(etat.Candidats[0])), c, s.Nom())
	}
}

func TestCFCContradictoryAnswers(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	lignes := []plateau.Ligne{{Code: mot(t, "RRRR"), Reponse: code.Reponse{Bien: 2}}, {Code: mot(t, "RRBB"), Reponse: code.Reponse{}}}
	for _, s := range []Strategie{CFC{}, CFCPlus{}} {
		_, err := s.Propose(NouvelEtat(e, lignes, 0))
		assert.ErrorIs(t, err, ErrAucunCandidat, s.Nom())
	}
	// Answers no code agrees with, but which CFC replays: CFC says so too.
	_, err := RejoueCFC(&Etat{Espace: e, Lignes: lignes[:1]})
	require.NoError(t, err)
	_, err = RejoueCFC(&Etat{Espace: e, Lignes: []plateau.Ligne{{Code: mot(t, "RRRR"), Reponse: code.Reponse{Bien: 4, Mal: 1}}}})
	assert.ErrorIs(t, err, ErrAucunCandidat)
}

// CFC and CFCPlus find every secret, with repeats and without (every
// proposal admissible: the tree checks it); CFCPlus follows CFC step for
// step, so it never needs more proposals, and on the larger sizes fewer
// in total.
func TestCFCPlusNeverWorseThanCFC(t *testing.T) {
	nr := func(p, c int) code.Taille { return code.Taille{Pions: p, Couleurs: c, SansRepetition: true} }
	for _, tt := range []struct {
		taille code.Taille
		mieux  bool
	}{
		{code.Taille{Pions: 4, Couleurs: 6}, true}, {code.Taille{Pions: 3, Couleurs: 8}, true}, {nr(4, 6), true},
		{nr(3, 5), false}, {nr(4, 5), false}, {nr(5, 6), false}, {nr(3, 8), false}, {nr(1, 2), false}, {nr(2, 3), false},
	} {
		t.Run(tt.taille.String(), func(t *testing.T) {
			e := espace(t, tt.taille)
			cfc, err := Calcule(context.Background(), CFC{}, e, Options{})
			require.NoError(t, err)
			plus, err := Calcule(context.Background(), CFCPlus{}, e, Options{})
			require.NoError(t, err)
			for i := range cfc.Coups {
				require.LessOrEqual(t, plus.Coups[i], cfc.Coups[i], "secret %s", e.Code(int(e.Secrets()[i])).Mot(palette))
			}
			if tt.mieux {
				assert.Less(t, plus.Total, cfc.Total)
			}
		})
	}
}

func TestRejoueCFCPlusRecordsSkippedSteps(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	lignes := joue(t, CFCPlus{}, e, mot(t, "BBRV"), 0, false)
	assert.Less(t, len(lignes), 9, "CFC needs 9")
	m, err := RejoueCFCPlus(NouvelEtat(e, lignes[:len(lignes)-1], 0))
	require.NoError(t, err)
	sautees := 0
	for _, et := range m.Etapes {
		if (et.Nature == Comptage || et.Nature == Placement) && !et.Jouee {
			sautees++
		}
	}
	assert.Positive(t, sautees)
}
