package enclos_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// TestFencedProgramReadingAFileNextToIt: a fenced program that opens a
// file of the current folder by a relative name ends early; its report
// names the temporary folder it ran in (removed since). In the folder
// --fence dir= gives it, or unfenced, it reads the file and plays.
func TestFencedProgramReadingAFileNextToIt(t *testing.T) {
	dossier := t.TempDir()
	t.Chdir(dossier)
	require.NoError(t, os.WriteFile("premier.txt", []byte("RR\n"), 0o600))
	// It proposes the first line of premier.txt, then every code in turn.
	cmd, err := programme.LitCommande(`cmd:/bin/sh -c 'p=$(cat premier.txt) || exit 1; while read l; do case $l in nouvelle*) echo "$p";; "2 0") ;; fin) exit 0;; *) p=$(echo "$p" | tr RB BR); echo "$p";; esac; done'`)
	require.NoError(t, err)
	e := codetest.Espace(t, code.Taille{Pions: 2, Couleurs: 2})
	secrets := []code.Code{e.Code(0)}

	_, err = programme.JoueManches(context.Background(), cmd, e.Taille(), secrets, programme.Options{Enclos: enclos.Regle{}})
	var rapport *programme.ErreurProgramme
	require.ErrorAs(t, err, &rapport)
	require.ErrorIs(t, err, programme.ErrFinPrematuree)
	assert.Equal(t, &programme.Sortie{Statut: 1}, rapport.Sortie)
	assert.True(t, strings.HasPrefix(rapport.Dossier, filepath.Join(os.TempDir(), "mastermind-programme-")), rapport.Dossier)
	assert.NoDirExists(t, rapport.Dossier, "removed")

	for _, o := range []programme.Options{
		{Enclos: enclos.Regle{Limites: enclos.Limites{Dossier: dossier}}},
		{},
	} {
		coups, err := programme.JoueManches(context.Background(), cmd, e.Taille(), secrets, o)
		require.NoError(t, err, "%+v", o.Enclos)
		assert.Equal(t, []uint16{1}, coups)
	}
	// A fault in a folder of the user's: nothing to say about folders.
	require.NoError(t, os.Remove("premier.txt"))
	_, err = programme.JoueManches(context.Background(), cmd, e.Taille(), secrets, programme.Options{Enclos: enclos.Regle{Limites: enclos.Limites{Dossier: dossier}}})
	require.ErrorAs(t, err, &rapport)
	assert.Empty(t, rapport.Dossier)
}

// TestTheOrderNeverReachesAFencedProgram: the seed of a replay, in the
// lab's environment, is not in the environment of a program it starts
// fenced.
func TestTheOrderNeverReachesAFencedProgram(t *testing.T) {
	t.Setenv(programme.EnvOrdre, "123456789")
	t.Setenv("MASTERMIND_TEMOIN", "vu")
	var erreurs bytes.Buffer
	p, err := programme.Lance(context.Background(), []string{"/bin/sh", "-c", `echo "${MASTERMIND_ORDER-absente} ${MASTERMIND_TEMOIN-absente}"`},
		&erreurs, enclos.Regle{})
	require.NoError(t, err)
	ligne, err := io.ReadAll(p.Sortie())
	if !errors.Is(err, io.EOF) {
		require.NoError(t, err)
	}
	assert.NotNil(t, p.Fin(10*time.Second))
	p.Arrete()
	assert.Equal(t, "absente vu", strings.TrimSpace(string(ligne)), erreurs.String())
}

// TestACrashReportSaysWhatItSaw: issue 43, every crash report suggested a
// path problem, even for a division by zero. The report names the exit
// status and the program's last error line, and speaks of its folder only
// when that line says a file is missing.
func TestACrashReportSaysWhatItSaw(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 2, Couleurs: 2})
	secrets := []code.Code{e.Code(0)}
	for _, c := range []struct {
		script, derniere string
		dossier          bool
	}{
		{`echo "Traceback (most recent call last):" >&2; echo "ZeroDivisionError: division by zero" >&2; exit 1`, "ZeroDivisionError: division by zero", false},
		{`cat premier.txt; exit 1`, "cat: premier.txt: No such file or directory", true},
		{`exit 3`, "", false},
	} {
		cmd := programme.Commande{Nom: "cmd:sh", Mots: []string{"/bin/sh", "-c", c.script}}
		_, err := programme.JoueManches(context.Background(), cmd, e.Taille(), secrets, programme.Options{Enclos: enclos.Regle{}})
		var rapport *programme.ErreurProgramme
		require.ErrorAs(t, err, &rapport, c.script)
		require.ErrorIs(t, err, programme.ErrFinPrematuree)
		assert.Equal(t, c.derniere, rapport.DerniereErreur, c.script)
		assert.Equal(t, c.dossier, rapport.Dossier != "", "%s: %q", c.script, rapport.Dossier)
	}
}
