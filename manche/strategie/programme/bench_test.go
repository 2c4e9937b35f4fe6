package programme_test

import (
	"bufio"
	"context"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// BenchmarkAllerRetour is the lab's cost of one move: the answer written
// to a pipe, the proposal read from another, a program in the same
// process answering at once.
func BenchmarkAllerRetour(b *testing.B) {
	versLab, prog, err := os.Pipe()
	require.NoError(b, err)
	lab, versProg, err := os.Pipe()
	require.NoError(b, err)
	defer func() {
		for _, f := range []*os.File{versLab, prog, lab, versProg} {
			f.Close()
		}
	}()
	go func() {
		r := bufio.NewScanner(lab)
		for r.Scan() {
			if _, err := prog.WriteString("RRBB\n"); err != nil {
				return
			}
		}
	}()
	c := programme.NouvelleConversation(versLab, versProg, time.Minute, 1<<30)
	defer c.Ferme()
	ctx := context.Background()
	_, err = c.Nouvelle(ctx, code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(b, err)
	for b.Loop() {
		if _, err := c.Repond(ctx, code.Reponse{Bien: 1, Mal: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkJoueToutLexico4x6 is the lab running the Go test program (the
// course's strategy) over every secret of 4×6: 7471 moves, each a round
// trip to another process.
func BenchmarkJoueToutLexico4x6(b *testing.B) {
	e := codetest.Espace(b, code.Taille{Pions: 4, Couleurs: 6})
	cmd, err := programme.LitCommande(programme.Prefixe + programme.Cite([]string{joueurTest, "lexico"}))
	require.NoError(b, err)
	coups := 0
	for b.Loop() {
		c, err := programme.JoueTout(context.Background(), cmd, e, programme.Options{})
		require.NoError(b, err)
		for _, n := range c {
			coups += int(n)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(coups), "µs/move")
}
