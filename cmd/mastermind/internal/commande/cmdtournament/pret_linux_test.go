package cmdtournament

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// TestLentFolderLogOfEveryRound: a program that appends a line to a log
// in its lent folder (--fence dir=) each round, then plays: a fresh
// process each round, run by root each a user of its own, and each may
// append to the log the first created, since the folder is lent whole at
// every start: nine rounds at 2 × 3, nine lines.
func TestLentFolderLogOfEveryRound(t *testing.T) {
	dossier := t.TempDir()
	nom := programme.Prefixe + programme.Cite([]string{"sh", "-c", `echo manche >> log && exec "$0" "$@"`, joueurTest, "lexico"})
	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--pegs", "2", "--colors", "3", "--fence", "dir="+dossier, "--strategy", nom)
	require.Equal(t, 0, st, "%s%s", out, errw)
	b, err := os.ReadFile(filepath.Join(dossier, "log"))
	require.NoError(t, err)
	assert.Equal(t, strings.Repeat("manche\n", 9), string(b))
}
