package programme_test

import (
	"bufio"
	"context"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// tuyaux are the two pipes between the lab and a program played by the
// test: the test reads what the lab writes (lab) and writes the program's
// lines (prog).
type tuyaux struct {
	conv *programme.Conversation
	lab  *bufio.Reader
	prog io.WriteCloser
}

func nouveauxTuyaux(t *testing.T, delai time.Duration, maxEssais int) *tuyaux {
	t.Helper()
	versLab, prog, err := os.Pipe()
	require.NoError(t, err)
	lab, versProg, err := os.Pipe()
	require.NoError(t, err)
	c := programme.NouvelleConversation(versLab, versProg, delai, maxEssais)
	t.Cleanup(func() {
		c.Ferme()
		for _, f := range []*os.File{versLab, prog, lab, versProg} {
			f.Close()
		}
	})
	return &tuyaux{conv: c, lab: bufio.NewReader(lab), prog: prog}
}

// recu is the next line the lab wrote.
func (p *tuyaux) recu(t *testing.T) string {
	t.Helper()
	s, err := p.lab.ReadString('\n')
	require.NoError(t, err)
	return strings.TrimSuffix(s, "\n")
}

func (p *tuyaux) ecrit(t *testing.T, s string) {
	t.Helper()
	_, err := io.WriteString(p.prog, s)
	require.NoError(t, err)
}

// TestConversationSpeaksTheProtocol: the lab's lines are exactly those of
// the protocol, and the program's lines may use lower case and blanks.
func TestConversationSpeaksTheProtocol(t *testing.T) {
	p := nouveauxTuyaux(t, 0, 0)
	ctx := context.Background()
	taille := code.Taille{Pions: 4, Couleurs: 6}
	type resultat struct {
		c   code.Code
		err error
	}
	r := make(chan resultat, 1)
	go func() { c, err := p.conv.Nouvelle(ctx, taille); r <- resultat{c, err} }()
	assert.Equal(t, "nouvelle 4 6 RBJVON avec", p.recu(t))
	p.ecrit(t, "r r b b\r\n")
	res := <-r
	require.NoError(t, res.err)
	assert.Equal(t, codetest.Code(t, "RRBB"), res.c)
	assert.Equal(t, "RRBB", p.conv.Mot(res.c))

	go func() { c, err := p.conv.Repond(ctx, code.Reponse{Bien: 1, Mal: 2}); r <- resultat{c, err} }()
	assert.Equal(t, "1 2", p.recu(t))
	p.ecrit(t, "  VjBr \n")
	res = <-r
	require.NoError(t, res.err)
	assert.Equal(t, codetest.Code(t, "VJBR"), res.c)
	assert.Equal(t, 2, p.conv.Coup())

	c, err := p.conv.Repond(ctx, code.Reponse{Bien: 4})
	require.NoError(t, err)
	assert.Equal(t, code.Code{}, c, "a winning answer waits for no proposal")
	assert.Equal(t, "4 0", p.recu(t))

	go func() {
		c, err := p.conv.Nouvelle(ctx, code.Taille{Pions: 3, Couleurs: 8, SansRepetition: true})
		r <- resultat{c, err}
	}()
	assert.Equal(t, "nouvelle 3 8 RBJVONMC sans", p.recu(t))
	p.ecrit(t, "CMN\n")
	res = <-r
	require.NoError(t, res.err)
	assert.Equal(t, 1, p.conv.Coup())
	p.conv.Fin()
	assert.Equal(t, "fin", p.recu(t))
}

// TestConversationReports: what the lab sent and the exact line received,
// for each way a line goes wrong.
func TestConversationReports(t *testing.T) {
	tests := []struct {
		nom    string
		ecrit  string
		ferme  bool
		taille code.Taille
		voulu  programme.ErreurProgramme
	}{
		{nom: "letter", ecrit: "RRBX\n", voulu: programme.ErreurProgramme{Recu: "RRBX", Err: programme.ErrProposition}},
		{nom: "length", ecrit: "RRB\n", voulu: programme.ErreurProgramme{Recu: "RRB", Err: programme.ErrProposition}},
		{nom: "empty", ecrit: "\n", voulu: programme.ErreurProgramme{Recu: "", Err: programme.ErrProposition}},
		{nom: "repeat", ecrit: "RRBJ\n", taille: code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true},
			voulu: programme.ErreurProgramme{Recu: "RRBJ", Err: programme.ErrProposition}},
		{nom: "end", ferme: true, voulu: programme.ErreurProgramme{RienRecu: true, Err: programme.ErrFinPrematuree}},
		{nom: "end mid-line", ecrit: "RR", ferme: true, voulu: programme.ErreurProgramme{Recu: "RR", Err: programme.ErrFinPrematuree}},
		{nom: "flood", ecrit: strings.Repeat("é", programme.LongueurMax),
			voulu: programme.ErreurProgramme{Recu: strings.Repeat("é", programme.LongueurMax/2), Err: programme.ErrDeluge}},
		{nom: "silence", voulu: programme.ErreurProgramme{RienRecu: true, Delai: 50 * time.Millisecond, Err: programme.ErrSilence}},
	}
	for _, tt := range tests {
		t.Run(tt.nom, func(t *testing.T) {
			p := nouveauxTuyaux(t, 50*time.Millisecond, 0)
			taille := tt.taille
			if taille.Pions == 0 {
				taille = code.Taille{Pions: 4, Couleurs: 6}
			}
			go func() {
				p.lab.ReadString('\n')
				io.WriteString(p.prog, tt.ecrit)
				if tt.ferme {
					p.prog.Close()
				}
			}()
			_, err := p.conv.Nouvelle(context.Background(), taille)
			var e *programme.ErreurProgramme
			require.ErrorAs(t, err, &e)
			voulu := tt.voulu
			voulu.Coup = 1
			voulu.Envoye = "nouvelle 4 6 RBJVON avec"
			if taille.SansRepetition {
				voulu.Envoye = "nouvelle 4 6 RBJVON sans"
			}
			voulu.Cause = e.Cause
			assert.Equal(t, voulu, *e)
		})
	}
}

// TestConversationMaxTries: after MaxEssais proposals that miss, the lab
// stops the round without writing.
func TestConversationMaxTries(t *testing.T) {
	p := nouveauxTuyaux(t, 0, 2)
	go func() {
		p.recu(t)
		p.ecrit(t, "RRRR\n")
		p.recu(t)
		p.ecrit(t, "RRRB\n")
	}()
	ctx := context.Background()
	_, err := p.conv.Nouvelle(ctx, code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	_, err = p.conv.Repond(ctx, code.Reponse{Bien: 3})
	require.NoError(t, err)
	_, err = p.conv.Repond(ctx, code.Reponse{Bien: 3})
	var e *programme.ErreurProgramme
	require.ErrorAs(t, err, &e)
	assert.Equal(t, programme.ErreurProgramme{Coup: 2, Envoye: "3 0", Recu: "RRRB", MaxEssais: 2, Err: programme.ErrTropDEssais}, *e)
}

// TestConversationCancel: the context ends a wait.
func TestConversationCancel(t *testing.T) {
	p := nouveauxTuyaux(t, time.Hour, 0)
	ctx, annule := context.WithCancel(context.Background())
	go func() {
		p.recu(t)
		annule()
	}()
	_, err := p.conv.Nouvelle(ctx, code.Taille{Pions: 4, Couleurs: 6})
	assert.ErrorIs(t, err, context.Canceled)
}
