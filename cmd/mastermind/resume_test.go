package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/cmd/mastermind/internal/scenario"
)

func TestResumeCommand(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	secret := scenario.SecretDeGraine(4)

	out := joueMenu(t, 4, "Solo", "RRRR", "sauver midi", "quitter", "Quitter")
	assert.Contains(t, out, "Partie sauvegardée sous « midi ».")

	out, _, st := lance(t, "", "resume")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "autosave — solo 4×6, essai 2")
	assert.Contains(t, out, "midi — solo 4×6, essai 2")

	out, _, st = lance(t, secret+"\n", "resume", "midi")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "Reprise de « midi »")
	assert.Contains(t, out, "Bravo, trouvé en 2 essais !")

	_, errw, st := lance(t, "", "resume", "absente")
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, "aucune sauvegarde « absente » dans "+dir)

	_, errw, st = lance(t, "", "resume", "../../etc/passwd")
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, "n'est pas un nom de sauvegarde possible")

	require.NoError(t, os.WriteFile(filepath.Join(dir, "tronquee.yaml"), []byte("version: 1\ncreated: 2026-11-22T14:05:00Z\nmode: solo\nparameters:\n  pegs: 4\n  colors: [Rouge, Bl"), 0o644))
	_, errw, st = lance(t, "", "resume", "tronquee")
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, "la sauvegarde « tronquee » ("+filepath.Join(dir, "tronquee.yaml")+") est illisible : le fichier est abîmé, ligne")
	out, _, st = lance(t, "", "resume")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "midi — solo", "a damaged file does not stop the others from being listed")
	assert.True(t, strings.Contains(out, "tronquee — la sauvegarde"))

	out, _, st = lance(t, "", "resume", "--help")
	assert.Equal(t, 0, st)
	assert.Contains(t, out, "--saves")
}
