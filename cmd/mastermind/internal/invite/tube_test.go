package invite

import (
	"context"
	"errors"
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
