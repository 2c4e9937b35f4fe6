package session

import (
	"context"
	"errors"
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

var (
	six       = couleur.MustDefaut(6)
	classique = code.Taille{Pions: 4, Couleurs: 6}
)

var errFinDuScript = errors.New("script exhausted")

// script is what a person types at the table, one Coup a turn.
type script []Coup

func (s *script) demande(context.Context, *plateau.Plateau) (Coup, error) {
	if len(*s) == 0 {
		return Coup{}, errFinDuScript
	}
	c := (*s)[0]
	*s = (*s)[1:]
	return c, nil
}

// journal records, in order, the round's events, the session's, and the
// calls of the Sauveur.
type journal struct{ suite []string }

func (j *journal) Signale(e manche.Evenement) {
	if e, ok := e.(manche.Joue); ok {
		j.suite = append(j.suite, "joue "+e.Ligne.Code.Mot(six))
	}
}

func (j *journal) Fait(e Evenement) {
	switch e := e.(type) {
	case IndiceDonne:
		j.suite = append(j.suite, "indice "+e.Code.Mot(six))
	case Annule:
		j.suite = append(j.suite, map[bool]string{true: "annule", false: "rien à annuler"}[e.Ok])
	case Refait:
		j.suite = append(j.suite, map[bool]string{true: "refait", false: "rien à refaire"}[e.Ok])
	}
}

func (j *journal) Sauve() { j.suite = append(j.suite, "sauve") }
func (j *journal) SauveSous(_ context.Context, nom string) {
	j.suite = append(j.suite, "sauve sous "+nom)
}

// TestTheSessionCarriesOutTheCommands: the round sees only the codes; the
// session gives hints, takes rows back and plays them again, and saves
// after each change of the board and on "sauver", never after nothing
// was undone or redone nor after a hint.
func TestTheSessionCarriesOutTheCommands(t *testing.T) {
	c := func(m string) Coup { return Propose(codetest.Code(t, m)) }
	s := &script{
		{Commande: Indice}, c("RRRR"), {Commande: Indice},
		{Commande: Annuler}, {Commande: Annuler}, // nothing left to undo
		{Commande: Refaire}, {Commande: Refaire}, // nothing left to redo
		c("BBBB"), {Commande: Annuler},
		c("JJJJ"), // a new move forgets the redo
		{Commande: Refaire},
		{Commande: Sauver, Nom: "midi"},
		{Commande: Quitter},
	}
	j := &journal{}
	sess := &Session{Espace: codetest.Espace(t, classique), Suivi: j, Sauveur: j}
	m, err := manche.NouvelleHumain(sess.Espace, 10, codetest.Code(t, "VJBR"), sess.Decodeur(s.demande))
	require.NoError(t, err)
	m.Suivi = sess
	_, err = sess.Manche(m).Joue(context.Background())
	require.ErrorIs(t, err, manche.ErrAbandon)
	assert.Equal(t, []string{
		"indice RRRR", "joue RRRR", "sauve", "indice RBBB",
		"annule", "sauve", "rien à annuler", "refait", "sauve", "rien à refaire",
		"joue BBBB", "sauve", "annule", "sauve", "joue JJJJ", "sauve", "rien à refaire", "sauve sous midi",
	}, j.suite)
	assert.Equal(t, []string{"RRRR", "JJJJ"}, []string{m.Plateau().Ligne(0).Code.Mot(six), m.Plateau().Ligne(1).Code.Mot(six)})
	assert.Equal(t, 2, m.Etats.Annulations())
	assert.Equal(t, 2, m.Etats.Position(), "a new move forgot the redo")
	assert.Len(t, m.Etats.Coups(), 2)
}

// After RRRR (1,0), the hint is the smallest code with exactly one red,
// well placed, and it counts the codes left.
func TestTheHintAgreesWithEveryAnswer(t *testing.T) {
	var vus []IndiceDonne
	sess := &Session{Espace: codetest.Espace(t, classique)}
	p, err := plateau.Nouveau(classique, 10)
	require.NoError(t, err)
	sess.Suivi = suiviFunc(func(e Evenement) { vus = append(vus, e.(IndiceDonne)) })
	sess.indice(p)
	require.NoError(t, p.Ajoute(codetest.Code(t, "RRRR"), code.Reponse{Bien: 1}))
	sess.indice(p)
	require.Len(t, vus, 2)
	assert.Equal(t, IndiceDonne{Code: codetest.Code(t, "RRRR"), Restants: 1296, Ok: true}, vus[0])
	assert.Equal(t, "RBBB", vus[1].Code.Mot(six))
	assert.Equal(t, 500, vus[1].Restants)
}

// suiviFunc is a Suivi of the session's events only.
type suiviFunc func(Evenement)

func (f suiviFunc) Signale(manche.Evenement) {}
func (f suiviFunc) Fait(e Evenement)         { f(e) }

// TestACoderTakesTheLastAnswerBack: the human coder mis-scores RBBB, then
// types "annuler" at the next prompt and scores it again: the computer
// proposes RBBB again, the round goes on as the course's transcript, and
// its result counts the row taken back.
func TestACoderTakesTheLastAnswerBack(t *testing.T) {
	secret := codetest.Code(t, "VJBR")
	reponses := 0
	repond := func(_ context.Context, p *plateau.Plateau, c code.Code) (Coup, error) {
		reponses++
		switch {
		case reponses == 2:
			return Repond(code.Reponse{Bien: 2}), nil
		case reponses == 3:
			return Coup{Commande: Annuler}, nil
		}
		return Repond(code.Evalue(secret, c)), nil
	}
	revele := func(context.Context, *plateau.Plateau) (Coup, error) { return Propose(secret), nil }
	sess := &Session{Espace: codetest.Espace(t, classique)}
	m, err := manche.NouvelleOrdinateur(sess.Espace, 10, sess.Codeur(repond, revele), strategie.Lexico{}, 0)
	require.NoError(t, err)
	m.Suivi = sess
	r, err := sess.Manche(m).Joue(context.Background())
	require.NoError(t, err)
	assert.True(t, r.Trouve)
	assert.Equal(t, 6, r.NbCoups)
	assert.Equal(t, 1, r.Annulations)
	assert.Equal(t, code.Reponse{Bien: 1, Mal: 1}, m.Plateau().Ligne(1).Reponse)
}

// TestACaughtCoderCorrectsInsteadOfRevealing: asked for the secret once
// the answers contradict each other, the human coder takes the last
// answer back; the round goes on from the row before.
func TestACaughtCoderCorrectsInsteadOfRevealing(t *testing.T) {
	secret := codetest.Code(t, "VJBR")
	menti := false
	repond := func(_ context.Context, p *plateau.Plateau, c code.Code) (Coup, error) {
		if p.NbCoups() == 1 && !menti {
			menti = true
			return Repond(code.Reponse{}), nil
		}
		return Repond(code.Evalue(secret, c)), nil
	}
	revelations := 0
	revele := func(context.Context, *plateau.Plateau) (Coup, error) {
		revelations++
		if revelations == 1 {
			return Coup{Commande: Annuler}, nil
		}
		return Propose(secret), nil
	}
	sess := &Session{Espace: codetest.Espace(t, classique)}
	m, err := manche.NouvelleOrdinateur(sess.Espace, 10, sess.Codeur(repond, revele), strategie.Lexico{}, 0)
	require.NoError(t, err)
	m.Suivi = sess
	r, err := sess.Manche(m).Joue(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, revelations, "asked for the secret once, at the contradiction")
	assert.False(t, r.Triche(), "the contradiction was corrected")
	assert.True(t, r.Trouve)
	assert.Equal(t, 1, r.Annulations)
}

// Issue 25, 5: the count of undos stops at manche.MaxAnnulations, so that
// a save edited to a huge count never plays on to a negative one.
func TestUndosSaturate(t *testing.T) {
	s := &script{{Commande: Annuler}, {Commande: Refaire}, {Commande: Annuler}, {Commande: Quitter}}
	sess := &Session{Espace: codetest.Espace(t, classique)}
	m, err := manche.NouvelleHumain(sess.Espace, 10, codetest.Code(t, "VJBR"), sess.Decodeur(s.demande))
	require.NoError(t, err)
	rrrr := manche.Rangee(codetest.Code(t, "RRRR"), code.Reponse{Bien: 1})
	require.NoError(t, m.Reprend([]manche.Coup{rrrr}, 1, manche.MaxAnnulations-1))
	_, err = sess.Manche(m).Joue(context.Background())
	require.ErrorIs(t, err, manche.ErrAbandon)
	assert.Equal(t, manche.MaxAnnulations, m.Etats.Annulations())
	assert.ErrorIs(t, m.Reprend([]manche.Coup{rrrr}, 1, manche.MaxAnnulations+1), manche.ErrPosition, "a count past the bound is refused")
	assert.ErrorIs(t, m.Reprend([]manche.Coup{rrrr}, 1, -1), manche.ErrPosition)
	assert.ErrorIs(t, m.Reprend([]manche.Coup{rrrr}, 2, 0), manche.ErrPosition)
}

func TestAPlayersErrorEndsTheRound(t *testing.T) {
	sess := &Session{Espace: codetest.Espace(t, classique)}
	s := &script{}
	m, err := manche.NouvelleHumain(sess.Espace, 10, codetest.Code(t, "VJBR"), sess.Decodeur(s.demande))
	require.NoError(t, err)
	_, err = sess.Manche(m).Joue(context.Background())
	assert.ErrorIs(t, err, errFinDuScript)
}
