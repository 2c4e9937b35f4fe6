package cmddemo

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/demonstration"
)

func TestDemoOptimal(t *testing.T) {
	dossier := commandetest.Cache(t)
	out, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB", "--json")
	require.Equal(t, 0, st, errw)
	assert.Empty(t, errw, "no progress display off a terminal")
	var d demonstration.DemoJSON
	require.NoError(t, json.Unmarshal([]byte(out), &d))
	assert.Equal(t, "optimal", d.Strategy)
	assert.True(t, d.Found)
	assert.Equal(t, "VJB", d.Guesses[len(d.Guesses)-1].Code)
	assert.FileExists(t, filepath.Join(dossier, "3x6.mmo"), "the tree is saved")

	again, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB", "--json")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, out, again, "the tree from the cache plays the same")
}

// TestDemoOptimalCorruptedCache: a cache file damaged since the program
// wrote it, or one it never wrote, is said and replaced.
func TestDemoOptimalCorruptedCache(t *testing.T) {
	dossier := commandetest.Cache(t)
	fichier := filepath.Join(dossier, "3x6.mmo")
	_, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB")
	require.Equal(t, 0, st, errw)
	data, err := os.ReadFile(fichier)
	require.NoError(t, err)
	data[len(data)/2] ^= 0x10
	require.NoError(t, os.WriteFile(fichier, data, 0o600))
	out, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "Le fichier "+fichier+" est abîmé ; la stratégie optimale est recalculée.\n", errw)
	assert.Contains(t, out, "La stratégie optimale trouve VJB")

	_, errw, st = commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB")
	require.Equal(t, 0, st)
	assert.Empty(t, errw, "the file was replaced by a good one")

	require.NoError(t, os.WriteFile(fichier, []byte("MMOPTIM\x01 not a tree"), 0o644))
	_, errw, st = commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "Le fichier "+fichier+" n'a pas été écrit par ce programme pour vous (il n'a pas votre sceau) : rien de ce qu'il dit n'est cru ; la stratégie optimale est recalculée.\n", errw)
}

func TestDemoOptimalUsesTheUserCacheFolder(t *testing.T) {
	t.Setenv(commande.EnvCache, "")
	xdg := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", xdg)
	_, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "2", "--colors", "4", "--json")
	require.Equal(t, 0, st, errw)
	assert.FileExists(t, filepath.Join(xdg, "mastermind", "optimal", "2x4.mmo"))
}

func TestDemoOptimalMaxGuesses(t *testing.T) {
	dossier := commandetest.Cache(t)
	out, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--max-guesses", "5", "--secret", "RBJ", "--json")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, `"found":true`)
	assert.FileExists(t, filepath.Join(dossier, "3x6-max5.mmo"))

	_, errw, st = commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--max-guesses", "2")
	assert.Equal(t, 1, st)
	assert.Equal(t, "Aucune stratégie ne trouve tous les secrets en 2 essais au plus ; augmentez --max-guesses\n", errw)
}

func TestDemoOptimalFirst(t *testing.T) {
	dossier := commandetest.Cache(t)
	out, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--first", "RRR", "--secret", "VJB", "--json")
	require.Equal(t, 0, st, errw)
	var d demonstration.DemoJSON
	require.NoError(t, json.Unmarshal([]byte(out), &d))
	assert.Equal(t, "RRR", d.Guesses[0].Code)
	assert.True(t, d.Found)
	assert.FileExists(t, filepath.Join(dossier, "3x6-first0.mmo"))
}

func TestDemoOptimalExplain(t *testing.T) {
	commandetest.Cache(t)
	out, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--secret", "VJBR", "--explain", "--lang", "en")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "The optimal strategy finds GYBR in 4 tries.\n")
	assert.Contains(t, out, "     1  RRBY      1         2\n        → 1,296 codes left; the optimal tree spends 5,625 tries on them in all (4.34 on average), this one included; the answer leaves 84 codes\n")
	assert.Contains(t, out, "            (0, 0): 81 codes, then 246 tries (at least 228)\n")
	assert.Contains(t, out, "          → (1, 2): 84 codes, then 263 tries (at least 237)\n")
	assert.Contains(t, out, "     4  GYBR      4         0\n        → solved!\n")
}

func TestDemoOptimalUsage(t *testing.T) {
	commandetest.Cache(t)
	tests := []struct {
		name string
		args []string
		err  string
	}{
		{"max-guesses with lexico", []string{"demo", "--max-guesses", "5"}, "--max-guesses ne sert qu'avec --strategy optimal"},
		{"negative max", []string{"demo", "--strategy", "optimal", "--max-guesses", "-1"}, "--max-guesses -1 : le nombre d'essais ne peut pas être négatif"},
		{"too large", []string{"demo", "--strategy", "optimal", "--pegs", "5", "--colors", "8"}, "La recherche de la stratégie optimale de 5 pions × 8 couleurs (32\u00a0768 secrets) prendrait des jours : elle est faite jusqu'à 4\u00a0096 secrets et 7 pions"},
		{"bad first", []string{"demo", "--strategy", "optimal", "--first", "ZZZZ"}, "--first ZZZZ : pion 1 : « Z » n'est pas une couleur ; lettres possibles : R B J V O N"},
		{"unknown lists optimal", []string{"demo", "--strategy", "devin"}, "La stratégie « devin » n'existe pas ; au choix : lexico, lexico-desc, lexico-random, lexico-alea, random, cfc, cfc-plus, knuth, most-parts, entropy, expected-size, optimal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { commandetest.Refuse(t, essai(), "", tt.args, tt.err) })
	}
}

func TestDemoOptimalInterrupted(t *testing.T) {
	commandetest.Cache(t)
	t.Setenv("LANG", "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errw strings.Builder
	err := essai().Run(ctx, []string{"demo", "--strategy", "optimal"}, os.Getenv, strings.NewReader(""), &out, &errw)
	assert.Equal(t, commande.StatutInterrompu, commande.Statut(err))
}

func TestDemoHelpListsOptimal(t *testing.T) {
	out, _, st := commandetest.Lance(t, essai(), "", "demo", "--help")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "expected-size, optimal")
	assert.Contains(t, out, "--max-guesses N")
	assert.Contains(t, out, "--explain")
}

// Issue 25, 10: a tree in the cache that finds every secret, with a
// correct checksum, but spends more than the known optimum, is said once
// and computed again: "optimal" never plays a worse tree.
func TestOptimalCacheTreeThatIsNotOptimal(t *testing.T) {
	dossier := commandetest.Cache(t)
	_, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--first", "RRR", "--json")
	require.Equal(t, 0, st, errw)
	scelle, err := os.ReadFile(filepath.Join(dossier, "3x6-first0.mmo"))
	require.NoError(t, err)
	// Sealed with the user's key, as if the program had written it: what
	// the seal cannot catch, the known optimum does.
	cle, err := arbres.CleUtilisateur(os.Getenv)
	require.NoError(t, err)
	data, err := cle.Descelle(scelle)
	require.NoError(t, err)
	// The key is the magic word, then pegs, colours, no-repeat, max
	// guesses and the first proposal's number plus one (RRR: 1).
	require.Equal(t, []byte{3, 6, 0, 0, 1}, data[8:13])
	faux := append([]byte(nil), data[:len(data)-4]...)
	faux[12] = 0
	faux = binary.LittleEndian.AppendUint32(faux, crc32.Checksum(faux, crc32.MakeTable(crc32.Castagnoli)))
	fichier := filepath.Join(dossier, "3x6.mmo")
	require.NoError(t, os.WriteFile(fichier, cle.Scelle(faux), 0o644))

	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--json")
	require.Equal(t, 0, st, errw)
	assert.Regexp(t, `^Le fichier `+regexp.QuoteMeta(fichier)+` tient une stratégie qui n'est pas optimale \(\d+ essais en tout, or l'optimum est de 854 essais\) ; la stratégie optimale est recalculée.\n$`, errw)
	assert.Contains(t, out, `"total":854`)

	_, errw, st = commandetest.Lance(t, essai(), "", "stats", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--json")
	require.Equal(t, 0, st)
	assert.Empty(t, errw, "the file was replaced by the optimal tree")
}
