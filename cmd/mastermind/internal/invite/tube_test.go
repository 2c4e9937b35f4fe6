package invite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var textes = Textes{Choix: "Votre choix (1-%d) : ", ChoixInvalide: "Tapez un nombre de 1 à %d."}

func TestMenu(t *testing.T) {
	var out strings.Builder
	l := NouveauTube(strings.NewReader("7\nbof\n2\ntrois\n"), &out, textes)
	i, err := l.Menu(context.Background(), "Menu", []string{"un", "deux", "trois"})
	require.NoError(t, err)
	assert.Equal(t, 1, i)
	assert.Equal(t, "Menu\n  1) un\n  2) deux\n  3) trois\n"+
		"Votre choix (1-3) : 7\nTapez un nombre de 1 à 3.\n"+
		"Votre choix (1-3) : bof\nTapez un nombre de 1 à 3.\n"+
		"Votre choix (1-3) : 2\n", out.String())

	i, err = l.Menu(context.Background(), "Menu", []string{"un", "deux", "Trois"})
	require.NoError(t, err)
	assert.Equal(t, 2, i, "an option may be typed by its text")
}

func TestLigneAsksAgainWithTheReason(t *testing.T) {
	var out strings.Builder
	l := NouveauTube(strings.NewReader("abc\nRBJV\n"), &out, textes)
	s, err := l.Saisit(context.Background(), "Code : ", func(s string) error {
		if len(s) != 4 {
			return errors.New("il faut 4 pions")
		}
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, "RBJV", s)
	assert.Equal(t, "Code : abc\n  il faut 4 pions\nCode : RBJV\n", out.String())
}

func TestMasqueeNeverEchoes(t *testing.T) {
	var out strings.Builder
	l := NouveauTube(strings.NewReader("VJBR\n"), &out, textes)
	s, err := l.SaisitMasquee(context.Background(), "Secret : ", nil)
	require.NoError(t, err)
	assert.Equal(t, "VJBR", s)
	assert.NotContains(t, out.String(), "VJBR")
}

func TestEndOfInput(t *testing.T) {
	var out strings.Builder
	l := NouveauTube(strings.NewReader("x"), &out, textes)
	s, err := l.Saisit(context.Background(), "? ", nil)
	require.NoError(t, err)
	assert.Equal(t, "x", s, "a last line without newline is read")
	_, err = l.Saisit(context.Background(), "? ", nil)
	assert.ErrorIs(t, err, ErrFin)
	_, err = l.Menu(context.Background(), "M", []string{"a"})
	assert.ErrorIs(t, err, ErrFin)
}

func TestCancelInterruptsAWait(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	l := NouveauTube(r, io.Discard, textes)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(20 * time.Millisecond)
		cancel()
	}()
	_, err := l.Saisit(ctx, "? ", nil)
	assert.ErrorIs(t, err, context.Canceled)
}

// A line too long to be an answer is dropped with its number, and the
// question asked again: it is not the end of the input.
func TestTubeDropsALineTooLong(t *testing.T) {
	var out strings.Builder
	tx := textes
	tx.LigneTropLongue = func(n, max int) string {
		return fmt.Sprintf("La ligne %d dépasse %d octets : elle est ignorée.", n, max)
	}
	entree := "2\n" + strings.Repeat("x", 3<<20) + "\n3\n"
	l := NouveauTube(strings.NewReader(entree), &out, tx)
	i, err := l.Menu(context.Background(), "Menu", []string{"un", "deux", "trois"})
	require.NoError(t, err)
	assert.Equal(t, 1, i)
	i, err = l.Menu(context.Background(), "Menu", []string{"un", "deux", "trois"})
	require.NoError(t, err)
	assert.Equal(t, 2, i, "the line after the long one is read")
	assert.Equal(t, "Menu\n  1) un\n  2) deux\n  3) trois\nVotre choix (1-3) : 2\n"+
		"Menu\n  1) un\n  2) deux\n  3) trois\nVotre choix (1-3) : \n"+
		"La ligne 2 dépasse 4096 octets : elle est ignorée.\n"+
		"Votre choix (1-3) : 3\n", out.String())
}

// Lines of any length, with "\r\n" or "\n", the last one without an end.
func TestLecteur(t *testing.T) {
	entree := "a\r\n" + strings.Repeat("b", MaxLigne) + "\n" + strings.Repeat("c", MaxLigne+1) + "\r\n\nd"
	l := NouveauLecteur(strings.NewReader(entree))
	var lues []string
	for {
		s, n, err := l.Lit()
		if errors.Is(err, io.EOF) {
			break
		}
		var long *ErreurLigneTropLongue
		if errors.As(err, &long) {
			assert.Equal(t, 3, long.Numero)
			assert.Equal(t, 3, n)
			lues = append(lues, "trop longue")
			continue
		}
		require.NoError(t, err)
		lues = append(lues, s)
	}
	assert.Equal(t, []string{"a", strings.Repeat("b", MaxLigne), "trop longue", "", "d"}, lues)
}

// Twenty refused answers in a row: the Tube gives up, and keeps giving up.
func TestTubeGivesUpAfterTwentyRefusals(t *testing.T) {
	var out strings.Builder
	l := NouveauTube(strings.NewReader(strings.Repeat("bof\n", 25)+"1\n"), &out, textes)
	_, err := l.Menu(context.Background(), "Menu", []string{"un", "deux"})
	require.ErrorIs(t, err, ErrIllisible)
	assert.Equal(t, MaxRefus, strings.Count(out.String(), "Tapez un nombre de 1 à 2."))
	_, err = l.Saisit(context.Background(), "? ", nil)
	assert.ErrorIs(t, err, ErrIllisible)
}

// On a terminal that echoes what is typed, an answer is not written
// again when the output is that terminal, and a masked line is read with
// the echo off, turned back on once it is read.
func TestEntreeTerminal(t *testing.T) {
	for _, vu := range []bool{true, false} {
		var out strings.Builder
		var journal []string
		l := NouveauTube(strings.NewReader("2\nRBJV\nRRBB\n"), &out, textes)
		l.EntreeTerminal(vu, func() func() {
			journal = append(journal, "off")
			return func() { journal = append(journal, "on") }
		})
		_, err := l.Menu(context.Background(), "Menu", []string{"un", "deux"})
		require.NoError(t, err)
		s, err := l.SaisitMasquee(context.Background(), "Secret : ", nil)
		require.NoError(t, err)
		assert.Equal(t, "RBJV", s)
		_, err = l.Saisit(context.Background(), "Essai : ", nil)
		require.NoError(t, err)
		assert.Equal(t, []string{"off", "on"}, journal, "the echo off for the masked line only")
		if vu {
			assert.Equal(t, "Menu\n  1) un\n  2) deux\nVotre choix (1-2) : Secret : \nEssai : ", out.String())
		} else {
			assert.Equal(t, "Menu\n  1) un\n  2) deux\nVotre choix (1-2) : 2\nSecret : \nEssai : RRBB\n", out.String())
		}
	}
}
