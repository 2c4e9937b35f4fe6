package cmdmerge_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdmerge"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdoptimal"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdverifytree"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, nil)) }

// essai is the program the tests run: merge, optimal, whose --tasks
// write what merge reads, and verify-tree, which checks the tree merge
// writes.
func essai() commande.Racine {
	return commande.Racine{Commandes: []commande.Commande{cmdmerge.Commande(), cmdoptimal.Commande(), cmdverifytree.Commande()}}
}

// TestOptimalTasksEndToEnd: the plan, one task as a scheduler runs it,
// the others on the cores, the merge in text and JSON, the tree it
// exports checked by verify-tree; a forged result refused with its name
// and why (status 1); the flags' mistakes said.
func TestOptimalTasksEndToEnd(t *testing.T) {
	commandetest.Cache(t)
	d := filepath.Join(t.TempDir(), "taches")
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "3", "--tasks", d, "--plan")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "Plan of 3×3 in "+d+": 16 tasks (task-0000 to task-0015). One task: mastermind optimal --tasks "+d+
		" --task K; then: mastermind merge "+d+"\n", out)
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--tasks", d, "--task", "3")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, errw, "Task task-0003 (RRB:0,0, 1 code) done in")
	assert.FileExists(t, filepath.Join(d, "task-0003.tree"))

	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "3", "--tasks", d, "--jobs", "2")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "16 of 16 tasks have their results, each checked by the independent checkers.\n"+
		"Lower bound: no strategy of 3×3 finds every secret with fewer than 73 tries in all (2.70370 on average).\n"+
		"Best tree: 73 tries in all (2.70370 on average, at most 4 tries), first guess RRB.\n"+
		"It is the optimum: the bound meets the tree.\n")

	chemin := filepath.Join(t.TempDir(), "3x3.txt")
	out, errw, st = commandetest.Lance(t, essai(), "", "merge", "--json", "--export", chemin, d)
	require.Equal(t, 0, st, errw)
	var j map[string]any
	require.NoError(t, json.NewDecoder(strings.NewReader(out)).Decode(&j))
	assert.Equal(t, map[string]any{"pegs": 3.0, "colors": 3.0, "no_repeat": false, "size": "3x3", "tasks": 16.0, "done": 16.0, "lower": 73.0, "complete": true, "upper": 73.0, "max": 4.0,
		"first": "RRB", "worst": 4.0, "optimal": true}, j)
	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "verify-tree", chemin)
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "27 secrets, 73 tries in all")

	borne := filepath.Join(d, "task-0005.bound")
	data, err := os.ReadFile(borne)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(borne, []byte(strings.Replace(string(data), "\nbound ", "\nbound 1", 1)), 0o644))
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "merge", d)
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, "The result "+borne+" is refused: its bound is not reached: its definition gives ")
	assert.Contains(t, errw, "mastermind optimal --tasks "+d+" --task 5")

	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--task", "2"}, "--task only goes with --tasks FOLDER")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--tasks", d, "--task", "99"}, "--task 99: the plan of "+d+" has 16 tasks, from 0 to 15")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--pegs", "3", "--colors", "4", "--tasks", d},
		"The folder "+d+" holds the plan of other work (another size, other options): use another folder.")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--tasks", d, "--tree", "big"}, "--tree big: the kind of tree is exact, hybrid or none")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "merge"}, "The tasks' folder is missing: mastermind merge FOLDER")
}
