// Package dore is the tests' one golden-file helper: what a test got is
// compared with a file of its testdata, or written there instead when the
// tests run with -update, the one flag that rewrites every golden file
// (the screens, the texts, the charts, the game screen's images).
package dore

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// miseAJour is the -update flag of the test binaries that compare golden
// files.
var miseAJour = flag.Bool("update", false, "write the golden files of testdata instead of comparing with them")

// MiseAJour reports whether the tests run with -update: golden files are
// written, not compared.
func MiseAJour() bool { return *miseAJour }

// Compare compares obtenu with the golden file chemin, or writes it there
// with -update.
func Compare(t testing.TB, chemin, obtenu string) {
	t.Helper()
	if MiseAJour() {
		Ecrit(t, chemin, obtenu)
		return
	}
	voulu, err := os.ReadFile(chemin)
	require.NoError(t, err, "run the test with -update to write %s", chemin)
	assert.Equal(t, string(voulu), obtenu, "the golden file %s", chemin)
}

// Ecrit writes the golden file chemin, making its folders.
func Ecrit(t testing.TB, chemin, contenu string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(chemin), 0o755))
	require.NoError(t, os.WriteFile(chemin, []byte(contenu), 0o644))
}
