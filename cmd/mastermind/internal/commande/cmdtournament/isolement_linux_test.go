package cmdtournament

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
)

// tournoi runs a tournament with args and returns its JSON.
func tournoi(t *testing.T, args ...string) rapport.JSON {
	t.Helper()
	out, errw, st := commandetest.Lance(t, essai(), "", append([]string{"tournament", "--json"}, args...)...)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j), "status %d: %s", st, errw)
	return j
}

// echecs are the entries of j that failed, with why.
func echecs(j rapport.JSON) map[string]string {
	e := map[string]string{}
	for _, x := range j.Entries {
		if x.Failure != nil {
			e[x.Strategy] = x.Failure.Report
		}
	}
	return e
}

// fichierCommun is a file every user may read, which two entrants name.
func fichierCommun(t *testing.T) string {
	t.Helper()
	d, err := os.MkdirTemp("", "commun")
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(d) })
	require.NoError(t, os.Chmod(d, 0o755))
	f := filepath.Join(d, "commun")
	require.NoError(t, os.WriteFile(f, []byte("x\n"), 0o644))
	return f
}

// TestEntrantsCannotSignalEachOther: issue 43's pair, one entrant that
// watches with inotify a world-readable file the other opens at every
// round: the programs of a tournament run one at a time, so the watcher
// never sees the other play (it would stop, status 4). One process each
// (--one-process), whose watch lasts the whole run.
func TestEntrantsCannotSignalEachOther(t *testing.T) {
	f := fichierCommun(t)
	guette, touche := cmdTest("guette="+f), cmdTest("touche="+f)
	j := tournoi(t, "--pegs", "3", "--colors", "4", "--one-process", guette, touche)
	assert.Empty(t, echecs(j), "the watcher saw the other entrant play")
}
