package main

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// cacheTemporaire points the optimal trees' cache at a fresh folder.
func cacheTemporaire(t *testing.T) string {
	t.Helper()
	d := t.TempDir()
	t.Setenv(envCache, d)
	// The key that seals the cache's files, in a settings folder of the
	// test's own (make hostile makes the user's unwritable).
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	return d
}

func TestDemoOptimal(t *testing.T) {
	dossier := cacheTemporaire(t)
	out, errw, st := lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB", "--json")
	require.Equal(t, 0, st, errw)
	assert.Empty(t, errw, "no progress display off a terminal")
	var d jeu.DemoJSON
	require.NoError(t, json.Unmarshal([]byte(out), &d))
	assert.Equal(t, "optimal", d.Strategy)
	assert.True(t, d.Found)
	assert.Equal(t, "VJB", d.Guesses[len(d.Guesses)-1].Code)
	assert.FileExists(t, filepath.Join(dossier, "3x6.mmo"), "the tree is saved")

	again, errw, st := lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB", "--json")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, out, again, "the tree from the cache plays the same")
}

// TestDemoOptimalCorruptedCache: a cache file damaged since the program
// wrote it, or one it never wrote, is said and replaced.
func TestDemoOptimalCorruptedCache(t *testing.T) {
	dossier := cacheTemporaire(t)
	fichier := filepath.Join(dossier, "3x6.mmo")
	_, errw, st := lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB")
	require.Equal(t, 0, st, errw)
	data, err := os.ReadFile(fichier)
	require.NoError(t, err)
	data[len(data)/2] ^= 0x10
	require.NoError(t, os.WriteFile(fichier, data, 0o600))
	out, errw, st := lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "Le fichier "+fichier+" est abîmé ; la stratégie optimale est recalculée.\n", errw)
	assert.Contains(t, out, "La stratégie optimale trouve VJB")

	_, errw, st = lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB")
	require.Equal(t, 0, st)
	assert.Empty(t, errw, "the file was replaced by a good one")

	require.NoError(t, os.WriteFile(fichier, []byte("MMOPTIM\x01 not a tree"), 0o644))
	_, errw, st = lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--secret", "VJB")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "Le fichier "+fichier+" n'a pas été écrit par ce programme pour vous (il n'a pas votre sceau) : rien de ce qu'il dit n'est cru ; la stratégie optimale est recalculée.\n", errw)
}

func TestDemoOptimalUsesTheUserCacheFolder(t *testing.T) {
	t.Setenv(envCache, "")
	xdg := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", xdg)
	_, errw, st := lance(t, "", "demo", "--strategy", "optimal", "--pegs", "2", "--colors", "4", "--json")
	require.Equal(t, 0, st, errw)
	assert.FileExists(t, filepath.Join(xdg, "mastermind", "optimal", "2x4.mmo"))
}

func TestDemoOptimalMaxGuesses(t *testing.T) {
	dossier := cacheTemporaire(t)
	out, errw, st := lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--max-guesses", "5", "--secret", "RBJ", "--json")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, `"found":true`)
	assert.FileExists(t, filepath.Join(dossier, "3x6-max5.mmo"))

	_, errw, st = lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--max-guesses", "2")
	assert.Equal(t, 1, st)
	assert.Equal(t, "Aucune stratégie ne trouve tous les secrets en 2 essais au plus ; augmentez --max-guesses\n", errw)
}

func TestDemoOptimalFirst(t *testing.T) {
	dossier := cacheTemporaire(t)
	out, errw, st := lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--first", "RRR", "--secret", "VJB", "--json")
	require.Equal(t, 0, st, errw)
	var d jeu.DemoJSON
	require.NoError(t, json.Unmarshal([]byte(out), &d))
	assert.Equal(t, "RRR", d.Guesses[0].Code)
	assert.True(t, d.Found)
	assert.FileExists(t, filepath.Join(dossier, "3x6-first0.mmo"))
}

func TestDemoOptimalExplain(t *testing.T) {
	cacheTemporaire(t)
	out, errw, st := lance(t, "", "demo", "--strategy", "optimal", "--secret", "VJBR", "--explain", "--lang", "en")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "The optimal strategy finds GYBR in 4 tries.\n")
	assert.Contains(t, out, "     1  RRBY      1         2\n        → 1,296 codes left; the optimal tree spends 5,625 tries on them in all (4.34 on average), this one included; the answer leaves 84 codes\n")
	assert.Contains(t, out, "            (0, 0): 81 codes, then 246 tries (at least 228)\n")
	assert.Contains(t, out, "          → (1, 2): 84 codes, then 263 tries (at least 237)\n")
	assert.Contains(t, out, "     4  GYBR      4         0\n        → solved!\n")
}

func TestDemoOptimalUsage(t *testing.T) {
	cacheTemporaire(t)
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
		t.Run(tt.name, func(t *testing.T) { refuse(t, "", tt.args, tt.err) })
	}
}

func TestDemoOptimalInterrupted(t *testing.T) {
	cacheTemporaire(t)
	t.Setenv("LANG", "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errw strings.Builder
	err := run(ctx, []string{"demo", "--strategy", "optimal"}, os.Getenv, strings.NewReader(""), &out, &errw)
	assert.Equal(t, statutInterrompu, statut(err))
}

func TestDemoHelpListsOptimal(t *testing.T) {
	out, _, st := lance(t, "", "demo", "--help")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "expected-size, optimal")
	assert.Contains(t, out, "--max-guesses N")
	assert.Contains(t, out, "--explain")
}

// On a terminal the search shows its progress on one line, rewritten, and
// says when it is done; the tests cannot open a terminal, so the app is
// told its error stream is one.
func TestOptimalProgressOnATerminal(t *testing.T) {
	dossier := cacheTemporaire(t)
	errw := &tampon{}
	a := &app{
		ios:    &iostreams.IOStreams{Out: io.Discard, Err: errw, ErrTTY: true},
		cat:    texte.Nouveau(texte.Anglais),
		getenv: os.Getenv,
	}
	suivi, arrete := suiviOptimal(a, code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true})
	require.NotNil(t, suivi)
	suivi(optimal.Progres{Coup: 2, NbCoups: 5, Classes: 1, NbClasses: 2, Meilleur: 1234})
	require.Eventually(t, func() bool { return strings.Contains(errw.String(), "%") }, time.Minute, 10*time.Millisecond)
	arrete()
	ligne := strings.Split(errw.String(), "\r")[1]
	assert.True(t, strings.HasPrefix(ligne, "Optimal strategy 4×6 without repeats (best total 1,234)  30 % · about "), "%q", ligne)
	assert.True(t, strings.HasSuffix(errw.String(), "\r\x1b[K"), "the line is erased")
	assert.NotContains(t, errw.String(), "\n", "the line is drawn in place")

	errw = &tampon{}
	a.ios.Err = errw
	e, err := code.NouvelEspace(code.Taille{Pions: 3, Couleurs: 6})
	require.NoError(t, err)
	arbre, err := arbreOptimal(context.Background(), a, e, optimal.Options{})
	require.NoError(t, err)
	assert.Equal(t, 854, arbre.Total())
	assert.True(t, strings.HasPrefix(errw.String(), "Optimal strategy 3×6 computed in "), "%q", errw.String())
	assert.Contains(t, errw.String(), ": 854 tries in all, 3.954 on average.\n")
	assert.FileExists(t, filepath.Join(dossier, "3x6.mmo"))

	a.ios.ErrTTY = false
	suivi, _ = suiviOptimal(a, e.Taille())
	assert.Nil(t, suivi, "no progress off a terminal")
}

func TestGameOffersTheOptimalStrategy(t *testing.T) {
	cacheTemporaire(t)
	// Settings: the optimal strategy, explanations on; demonstration; then
	// Super 5×8 and optimal again, refused with the reason.
	out := joueMenu(t, 2,
		"Réglages > L'ordinateur joue > Optimale",
		"L'ordinateur explique ses coups > Retour au menu",
		"Démonstration",
		"Réglages > Taille du jeu > Super",
		"L'ordinateur joue > Optimale > Retour au menu",
		"Quitter")
	assert.Contains(t, out, "Réglages — Classique 4×6, 10 essais, 2 manches, stratégie optimale")
	assert.Contains(t, out, "Démonstration : la stratégie optimale cherche le code")
	assert.Contains(t, out, "        → il reste 1\u00a0296 codes ; l'arbre optimal leur consacre 5\u00a0625 essais en tout (4,34 en moyenne), ce coup compris")
	assert.Contains(t, out, "Impossible : la recherche de la stratégie optimale de 5 pions × 8 couleurs (32\u00a0768 secrets) prendrait des jours")
	assert.Contains(t, out, "Réglages — Super 5×8, 12 essais, 2 manches, stratégie optimale", "the old strategy stays")
}

// Issue 25, 10: a tree in the cache that finds every secret, with a
// correct checksum, but spends more than the known optimum, is said once
// and computed again: "optimal" never plays a worse tree.
func TestOptimalCacheTreeThatIsNotOptimal(t *testing.T) {
	dossier := cacheTemporaire(t)
	_, errw, st := lance(t, "", "demo", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--first", "RRR", "--json")
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

	out, errw, st := lance(t, "", "stats", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--json")
	require.Equal(t, 0, st, errw)
	assert.Regexp(t, `^Le fichier `+regexp.QuoteMeta(fichier)+` tient une stratégie qui n'est pas optimale \(\d+ essais en tout, or l'optimum est de 854 essais\) ; la stratégie optimale est recalculée.\n$`, errw)
	assert.Contains(t, out, `"total":854`)

	_, errw, st = lance(t, "", "stats", "--strategy", "optimal", "--pegs", "3", "--colors", "6", "--json")
	require.Equal(t, 0, st)
	assert.Empty(t, errw, "the file was replaced by the optimal tree")
}
