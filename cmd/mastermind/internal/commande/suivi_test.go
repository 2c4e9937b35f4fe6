package commande_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// A progress line goes to the error stream of a terminal only, and is gone
// once the computation ends.
func TestProgressLineOnlyOnATerminal(t *testing.T) {
	errw := &commandetest.Tampon{}
	a := &commande.App{IOS: iostreams.Nouveaux(strings.NewReader(""), &strings.Builder{}, errw, func(string) string { return "" }), Cat: texte.Nouveau(texte.Francais)}
	lit := func() (int64, int64) { return 50, 200 }
	a.Getenv = func(string) string { return "" }
	a.Suivi("knuth réfléchit…", true, lit)()
	assert.Empty(t, errw.String(), "nothing on a pipe")

	a.IOS.ErrTTY = true // a terminal, but a dumb one (no TERM): no line to erase
	assert.False(t, a.ProgresVisible(), "nothing on a dumb terminal")

	a.IOS.Muet = false
	a.Suivi("knuth réfléchit…", true, lit)()
	assert.Empty(t, errw.String(), "a move found at once shows nothing")
	arrete := a.Suivi("knuth réfléchit…", true, lit)
	require.Eventually(t, func() bool { return strings.Contains(errw.String(), "réfléchit") }, time.Minute, 10*time.Millisecond)
	arrete()
	assert.Equal(t, "\rknuth réfléchit…\x1b[K", errw.String()[:len("\rknuth réfléchit…\x1b[K")], "the sign")
	assert.True(t, strings.HasSuffix(errw.String(), "\r\x1b[K"), "is erased")

	// On a pipe when MASTERMIND_PROGRESS asks.
	tuyau := &commandetest.Tampon{}
	a = &commande.App{IOS: iostreams.Nouveaux(strings.NewReader(""), &strings.Builder{}, tuyau, func(string) string { return "" }), Cat: texte.Nouveau(texte.Francais)}
	a.Getenv = func(k string) string { return map[string]string{"MASTERMIND_PROGRESS": "1"}[k] }
	arrete = a.Suivi("knuth réfléchit…", true, lit)
	require.Eventually(t, func() bool { return strings.Contains(tuyau.String(), "réfléchit") }, time.Minute, 10*time.Millisecond)
	arrete()
}

// On a terminal the search shows its progress on one line, rewritten, and
// says when it is done; the tests cannot open a terminal, so the app is
// told its error stream is one.
func TestOptimalProgressOnATerminal(t *testing.T) {
	dossier := commandetest.Cache(t)
	errw := &commandetest.Tampon{}
	a := &commande.App{
		IOS:    &iostreams.IOStreams{Out: io.Discard, Err: errw, ErrTTY: true},
		Cat:    texte.Nouveau(texte.Anglais),
		Getenv: os.Getenv,
	}
	suivi, arrete := commande.SuiviOptimal(a, code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true})
	require.NotNil(t, suivi)
	suivi(optimal.Progres{Coup: 2, NbCoups: 5, Classes: 1, NbClasses: 2, Meilleur: 1234})
	require.Eventually(t, func() bool { return strings.Contains(errw.String(), "%") }, time.Minute, 10*time.Millisecond)
	arrete()
	ligne := strings.Split(errw.String(), "\r")[1]
	assert.True(t, strings.HasPrefix(ligne, "Optimal strategy 4×6 without repeats (best total 1,234)  30 % · about "), "%q", ligne)
	assert.True(t, strings.HasSuffix(errw.String(), "\r\x1b[K"), "the line is erased")
	assert.NotContains(t, errw.String(), "\n", "the line is drawn in place")

	errw = &commandetest.Tampon{}
	a.IOS.Err = errw
	e, err := code.NouvelEspace(code.Taille{Pions: 3, Couleurs: 6})
	require.NoError(t, err)
	arbre, err := commande.ArbreOptimal(context.Background(), a, e, optimal.Options{})
	require.NoError(t, err)
	assert.Equal(t, 854, arbre.Total())
	assert.True(t, strings.HasPrefix(errw.String(), "Optimal strategy 3×6 computed in "), "%q", errw.String())
	assert.Contains(t, errw.String(), ": 854 tries in all, 3.954 on average.\n")
	assert.FileExists(t, filepath.Join(dossier, "3x6.mmo"))

	a.IOS.ErrTTY = false
	suivi, _ = commande.SuiviOptimal(a, e.Taille())
	assert.Nil(t, suivi, "no progress off a terminal")
}
