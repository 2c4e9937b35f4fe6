package partie

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

func TestParametresVerifie(t *testing.T) {
	ok := Classiques()
	tests := []struct {
		name string
		edit func(p *Parametres)
		err  error
	}{
		{"classic", func(*Parametres) {}, nil},
		{"no pegs", func(p *Parametres) { p.Taille.Pions = 0 }, code.ErrPions},
		{"no colours", func(p *Parametres) { p.Taille.Couleurs = 0; p.Palette = couleur.Palette{} }, code.ErrCouleurs},
		{"palette too short", func(p *Parametres) { p.Palette = couleur.MustDefaut(5) }, ErrPalette},
		{"odd rounds", func(p *Parametres) { p.NbManches = 3 }, ErrManches},
		{"no rounds", func(p *Parametres) { p.NbManches = 0 }, ErrManches},
		{"negative rounds", func(p *Parametres) { p.NbManches = -2 }, ErrManches},
		{"no tries", func(p *Parametres) { p.NbEssaisMax = 0 }, plateau.ErrEssais},
		{"without repeats, too few colours", func(p *Parametres) { p.Taille.SansRepetition = true; p.Taille.Pions = 7 }, code.ErrPasAssezDeCouleurs},
		{"too many codes", func(p *Parametres) {
			p.Taille = code.Taille{Pions: 10, Couleurs: 8}
			p.Palette = couleur.MustDefaut(8)
		}, code.ErrTropGrand},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ok
			tt.edit(&p)
			err := p.Verifie()
			if tt.err == nil {
				assert.NoError(t, err)
			} else {
				assert.ErrorIs(t, err, tt.err)
			}
			_, err = Nouvelle(p)
			if tt.err != nil {
				assert.ErrorIs(t, err, tt.err, "Nouvelle checks the settings too")
			}
		})
	}
}

// organisateur builds the rounds of a test game: the human's proposals and
// secrets come from scripts, round by round.
type organisateur struct {
	t        *testing.T
	espace   *code.Espace
	secrets  []string   // per round: the secret of whoever codes
	scripts  [][]string // per odd round: the human's proposals
	lies     map[int]map[int]code.Reponse
	numeros  []int
	decodeur []Joueur
	bilans   []manche.Resultat // each round's result, as it ends
}

// Signale keeps the result of each round.
func (o *organisateur) Signale(e manche.Evenement) {
	if fin, ok := e.(manche.Termine); ok {
		o.bilans = append(o.bilans, fin.Resultat)
	}
}

func (o *organisateur) Manche(_ context.Context, p *Partie) (manche.Jouable, error) {
	n := p.NumManche()
	o.numeros = append(o.numeros, n)
	o.decodeur = append(o.decodeur, p.Decodeur())
	secret := codetest.Code(o.t, o.secrets[n-1])
	essais := p.Parametres().NbEssaisMax
	if p.Decodeur() == Humain {
		m, err := manche.NouvelleHumain(o.espace, essais, secret, &script{t: o.t, mots: o.scripts[n/2]})
		if err != nil {
			return nil, err
		}
		m.Suivi = o
		return m, nil
	}
	codeur := &honnete{secret: secret, mensonges: o.lies[n]}
	m, err := manche.NouvelleOrdinateur(o.espace, essais, codeur, strategie.Lexico{}, 0)
	if err != nil {
		return nil, err
	}
	m.Suivi = o
	return m, nil
}

// errScriptEpuise: the script has no proposal left.
var errScriptEpuise = errors.New("script exhausted")

type script struct {
	t    *testing.T
	mots []string
}

func (s *script) Propose(context.Context, *plateau.Plateau) (code.Code, error) {
	if len(s.mots) == 0 {
		return code.Code{}, errScriptEpuise
	}
	c := codetest.Code(s.t, s.mots[0])
	s.mots = s.mots[1:]
	return c, nil
}

type honnete struct {
	secret    code.Code
	mensonges map[int]code.Reponse
}

func (h *honnete) Repond(_ context.Context, p *plateau.Plateau, c code.Code) (code.Reponse, error) {
	if r, ok := h.mensonges[p.NbCoups()+1]; ok {
		return r, nil
	}
	return code.Evalue(h.secret, c), nil
}

func (h *honnete) Revele(context.Context, *plateau.Plateau) (code.Code, error) { return h.secret, nil }

func TestFourRounds(t *testing.T) {
	params := Classiques()
	params.NbManches = 4
	p, err := Nouvelle(params)
	require.NoError(t, err)
	e, err := code.NouvelEspace(params.Taille)
	require.NoError(t, err)
	o := &organisateur{t: t, espace: e,
		secrets: []string{"VJBR", "VJBR", "OONN", "RRRR"},
		scripts: [][]string{{"RRRR", "VJBR"}, {"RRRR", "BBBB", "JJJJ", "VVVV", "OOOO", "NNNN", "RBJV", "BJVO", "JVON", "VONR"}},
	}
	require.NoError(t, p.Joue(context.Background(), o))

	assert.Equal(t, []int{1, 2, 3, 4}, o.numeros)
	assert.Equal(t, []Joueur{Humain, Ordinateur, Humain, Ordinateur}, o.decodeur, "the human decodes odd rounds")
	bilans := o.bilans
	require.Len(t, bilans, 4)
	assert.Equal(t, 2, bilans[0].Points, "round 1: the human finds VJBR in 2, the computer scores 2")
	assert.Equal(t, 6, bilans[1].Points, "round 2: the course's transcript, the human scores 6")
	// Round 3: the human misses OONN in 10; the last proposal VONR gets
	// (2,0): 10 + 0 + 2×2.
	assert.Equal(t, 14, bilans[2].Points)
	assert.Equal(t, 1, bilans[3].Points, "round 4: RRRR found at once")

	assert.Equal(t, 2+14, p.Score(Ordinateur))
	assert.Equal(t, 6+1, p.Score(Humain))
	j, nul := p.Gagnant()
	assert.False(t, nul)
	assert.Equal(t, Ordinateur, j)
	assert.True(t, p.Termine())
	assert.Equal(t, 5, p.NumManche())
}

func TestCheatingRoundScoresZeroAndDraw(t *testing.T) {
	p, err := Nouvelle(Classiques())
	require.NoError(t, err)
	e, err := code.NouvelEspace(Classiques().Taille)
	require.NoError(t, err)
	o := &organisateur{t: t, espace: e,
		secrets: []string{"RRRR", "VJBR"},
		scripts: [][]string{{"BBBB", "JJJJ", "VVVV", "OOOO", "NNNN", "RBBB", "RJJJ", "RVVV", "ROOO", "RNNN"}},
		lies:    map[int]map[int]code.Reponse{2: {2: {}}},
	}
	require.NoError(t, p.Joue(context.Background(), o))
	require.Len(t, o.bilans, 2)
	assert.True(t, o.bilans[1].Triche())
	assert.Equal(t, 0, p.Score(Humain), "the cheating human scores 0")
	// The human missed RRRR in 10: last proposal RNNN got (1,0): 10+0+2×3.
	assert.Equal(t, 16, p.Score(Ordinateur))
	j, _ := p.Gagnant()
	assert.Equal(t, Ordinateur, j)
}

func TestGagnantNul(t *testing.T) {
	p, err := Reprend(Classiques(), Etat{NumManche: 3, ScoreJoueur: 5, ScoreOrdi: 5, Annulations: 2})
	require.NoError(t, err)
	_, nul := p.Gagnant()
	assert.True(t, nul)
	assert.True(t, p.Termine())
	assert.Equal(t, Etat{NumManche: 3, ScoreJoueur: 5, ScoreOrdi: 5, Annulations: 2}, p.Etat())
}

func TestReprendRejectsImpossibleStates(t *testing.T) {
	for _, e := range []Etat{{NumManche: 0}, {NumManche: 4}, {NumManche: 1, ScoreJoueur: -1}, {NumManche: 1, Annulations: -1}} {
		_, err := Reprend(Classiques(), e)
		assert.ErrorIs(t, err, ErrEtat, "%+v", e)
	}
}

func TestAbandonKeepsTheRound(t *testing.T) {
	p, err := Nouvelle(Classiques())
	require.NoError(t, err)
	e, err := code.NouvelEspace(Classiques().Taille)
	require.NoError(t, err)
	o := &organisateur{t: t, espace: e, secrets: []string{"VJBR", "VJBR"}, scripts: [][]string{{"RRRR"}}}
	err = p.Joue(context.Background(), o)
	require.ErrorIs(t, err, errScriptEpuise)
	assert.EqualError(t, err, "round 1: decoder: script exhausted", "the error says which round")
	assert.Equal(t, 1, p.NumManche(), "the game stays at the round that stopped")
}

func TestUndosAreCounted(t *testing.T) {
	p, err := Nouvelle(Classiques())
	require.NoError(t, err)
	p.Enregistre(manche.Resultat{Trouve: true, NbCoups: 3, Points: 3, Annulations: 2})
	assert.Equal(t, 2, p.Annulations())
	assert.Equal(t, 3, p.Score(Ordinateur))
	assert.Equal(t, Ordinateur, p.Decodeur())
}

// Issue 25, 5: scores and undos never pass their bounds, so that a game
// never writes a count it would refuse to read (nor a negative one).
func TestScoresAndUndosSaturate(t *testing.T) {
	p, err := Reprend(Classiques(), Etat{NumManche: 1, ScoreOrdi: MaxScore - 1, Annulations: manche.MaxAnnulations - 1})
	require.NoError(t, err)
	p.Enregistre(manche.Resultat{Points: 12, Annulations: 5})
	assert.Equal(t, Etat{NumManche: 2, ScoreOrdi: MaxScore, Annulations: manche.MaxAnnulations}, p.Etat())
	p.Enregistre(manche.Resultat{Points: math.MaxInt, Annulations: math.MaxInt})
	assert.Equal(t, Etat{NumManche: 3, ScoreJoueur: MaxScore, ScoreOrdi: MaxScore, Annulations: manche.MaxAnnulations}, p.Etat())
	for _, e := range []Etat{{NumManche: 1, ScoreJoueur: MaxScore + 1}, {NumManche: 1, ScoreOrdi: math.MaxInt}, {NumManche: 1, Annulations: manche.MaxAnnulations + 1}} {
		_, err := Reprend(Classiques(), e)
		assert.ErrorIs(t, err, ErrEtat, "%+v", e)
	}
}
