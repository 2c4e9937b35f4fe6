package cmdtournament

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
)

// TestNoFencedProgramReadsTheSeed: a spy among the programs of a
// tournament, run by the real binary, reads its own environment and the
// command line and environment of every process above it, and tries
// their memory: the seed of the order is in none it can read, whether the
// run drew it or a replay gave it back (MASTERMIND_ORDER, which the lab
// moves out of its environment before anything runs), and the lab's
// memory, where it is, is refused (Landlock).
func TestNoFencedProgramReadsTheSeed(t *testing.T) {
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	abi, _, e := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, 0, 0, unix.LANDLOCK_CREATE_RULESET_VERSION)
	landlock := e == 0 && abi >= 1
	for _, donnee := range []string{"", "5551234567890"} {
		dossier := t.TempDir()
		vu := filepath.Join(dossier, "vu")
		cmd := exec.Command(bin, "tournament", "--json", "--pegs", "2", "--colors", "2", "--fence", "dir="+dossier, cmdTest("espion="+vu))
		cmd.Env = append(os.Environ(), "MASTERMIND_CACHE="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir(), "XDG_STATE_HOME="+t.TempDir())
		if donnee != "" {
			cmd.Env = append(cmd.Env, "MASTERMIND_ORDER="+donnee)
		}
		out, err := cmd.Output()
		require.NoError(t, err, "%s", out)
		var j rapport.JSON
		require.NoError(t, json.Unmarshal(out, &j))
		require.NotNil(t, j.OrderSeed)
		graine := strconv.FormatUint(*j.OrderSeed, 10)
		if donnee != "" {
			assert.Equal(t, donnee, graine)
		}
		data, err := os.ReadFile(vu)
		require.NoError(t, err)
		espionne := string(data)
		if !strings.Contains(espionne, `cmdline: "`+bin+`\x00tournament`) {
			// A fence with a process namespace of its own hides the
			// lab altogether.
			t.Logf("the spy does not see the lab: %s", espionne)
		}
		assert.NotContains(t, strings.SplitN(espionne, "\n", 2)[0], "MASTERMIND_ORDER", "not in the program's environment")
		if !landlock {
			t.Logf("no Landlock here: the lab's environment is not out of a program's reach")
			continue
		}
		assert.NotContains(t, espionne, graine, "the seed, nowhere the program can read:\n%s", espionne)
		assert.NotContains(t, espionne, "MASTERMIND_ORDER=", "nor the variable, in any environment above it")
		assert.NotRegexp(t, `(?m)^[0-9]+ mem: open$`, espionne, "the lab's memory, where the seed is, refused")
	}
}
