package arbres

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// remplaceVarints returns data (a cache or checkpoint file without its
// seal) with the varints that follow what saute reads (varints with lit,
// raw bytes with passe; after the magic word) replaced by the values
// given, and its CRC-32C made right again: what someone who read the
// format would forge.
func remplaceVarints(t testing.TB, data []byte, saute func(lit func() uint64, passe func(int)), valeurs map[int]uint64) []byte {
	t.Helper()
	pos := 8
	lit := func() uint64 {
		x, n := binary.Uvarint(data[pos:])
		require.Positive(t, n)
		pos += n
		return x
	}
	saute(lit, func(n int) { pos += n })
	var out []byte
	out = append(out, data[:pos]...)
	for i := 0; ; i++ {
		v, ok := valeurs[i]
		if !ok {
			break
		}
		lit()
		out = binary.AppendUvarint(out, v)
	}
	out = append(out, data[pos:len(data)-4]...)
	return binary.LittleEndian.AppendUint32(out, crc32.Checksum(out, crc32.MakeTable(crc32.Castagnoli)))
}

// TestForgedCheckpointIsRefused: a checkpoint written by someone else,
// with a correct CRC-32C, bounds of 10,000 and a concluded first proposal
// that is not the best, is refused, and so is one sealed with another
// key; with this user's seal, bounds no tree of the size can have are
// refused too (issue 34).
func TestForgedCheckpointIsRefused(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 5})
	o := optimal.Options{Fils: 1}
	c := nouveauCache(t)
	_, err := coupe(t, c, e, o, 3)
	require.ErrorIs(t, err, context.Canceled)
	chemin := c.CheminReprise(e.Taille(), o)
	scelle, err := os.ReadFile(chemin)
	require.NoError(t, err)
	brut, err := c.Cle.Descelle(scelle)
	require.NoError(t, err)
	_, err = optimal.DecodeReprise(brut, e, o, "test")
	require.NoError(t, err, "the checkpoint as written")

	// The key (five numbers), the version, the context, then the bounds.
	apresContexte := func(lit func() uint64, passe func(int)) {
		for range 5 {
			lit()
		}
		passe(int(lit()))
		for range lit() {
			lit()
		}
	}
	faux := remplaceVarints(t, brut, apresContexte, map[int]uint64{0: 10000, 1: 10000})
	for nom, fichier := range map[string][]byte{
		"unsealed, a right checksum":         faux,
		"sealed with another user's key":     Cle(bytes.Repeat([]byte{9}, tailleCle)).Scelle(faux),
		"this user's seal on another's file": append(append([]byte(nil), scelle[:tailleSceau]...), faux...),
	} {
		t.Run(nom, func(t *testing.T) {
			require.NoError(t, os.WriteFile(chemin, fichier, 0o600))
			_, err := c.ChargeReprise(e, o, "test")
			var ec *ErreurCache
			require.ErrorAs(t, err, &ec)
			assert.ErrorIs(t, err, ErrNonScelle)
			assert.ErrorIs(t, err, optimal.ErrRepriseCorrompue)
		})
	}
	require.NoError(t, os.WriteFile(chemin, c.Cle.Scelle(faux), 0o600))
	_, err = c.ChargeReprise(e, o, "test")
	assert.ErrorIs(t, err, optimal.ErrRepriseCorrompue, "3×5 totals at most 7875: 10,000 is no bound of it")
	assert.NotErrorIs(t, err, ErrNonScelle)
	assert.ErrorContains(t, err, "bounds 10000 and 10000")
}

// TestForgedCacheTreeIsRefused: a tree with a correct checksum that is a
// strategy but not the optimal one (its first proposal imposed, the key
// then rewritten to say it was not), under a limit of guesses for which no
// optimum is known, is accepted by optimal.Decode, which can only check
// the tree; the cache refuses it, since this user's key did not seal it.
func TestForgedCacheTreeIsRefused(t *testing.T) {
	mauvais := codetest.Code(t, "RRR")
	taille := code.Taille{Pions: 3, Couleurs: 6}
	e, a := arbre(t, taille, optimal.Options{MaxCoups: 6, Premier: &mauvais})
	_, meilleur := arbre(t, taille, optimal.Options{MaxCoups: 6})
	require.Greater(t, a.Total(), meilleur.Total())
	// Pegs, colours, repeats, limit, then the first proposal imposed.
	faux := remplaceVarints(t, a.Encode(), func(lit func() uint64, _ func(int)) {
		for range 4 {
			lit()
		}
	}, map[int]uint64{0: 0})
	o := optimal.Options{MaxCoups: 6}
	b, err := optimal.Decode(faux, e, o)
	require.NoError(t, err, "a strategy: the format alone cannot tell")
	require.Equal(t, a.Total(), b.Total())

	c := nouveauCache(t)
	require.NoError(t, os.WriteFile(c.Chemin(taille, o), faux, 0o600))
	_, err = c.Charge(e, o)
	var ec *ErreurCache
	require.ErrorAs(t, err, &ec)
	assert.ErrorIs(t, err, ErrNonScelle)
	assert.ErrorIs(t, err, optimal.ErrCacheCorrompu)

	require.NoError(t, c.Enregistre(meilleur))
	lu, err := c.Charge(e, o)
	require.NoError(t, err, "what the program wrote itself")
	assert.Equal(t, meilleur.Total(), lu.Total())
}

// TestUserKey: made on first use, readable by the user alone, the same
// key afterwards and for programs that start together; refused when
// others may read it or it is not 32 bytes; none without a settings
// folder.
func TestUserKey(t *testing.T) {
	config := t.TempDir()
	getenv := func(k string) string {
		if k == "XDG_CONFIG_HOME" {
			return config
		}
		return ""
	}
	var wg sync.WaitGroup
	cles := make([]Cle, 8)
	for i := range cles {
		wg.Go(func() {
			k, err := CleUtilisateur(getenv)
			assert.NoError(t, err)
			cles[i] = k
		})
	}
	wg.Wait()
	for _, k := range cles {
		assert.Equal(t, cles[0], k, "one key for every program that started together")
	}
	chemin := filepath.Join(config, "mastermind", "optimal.key")
	info, err := os.Stat(chemin)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	k, err := CleUtilisateur(getenv)
	require.NoError(t, err)
	assert.Equal(t, cles[0], k)
	assert.Len(t, k, tailleCle)
	entrees, err := os.ReadDir(filepath.Dir(chemin))
	require.NoError(t, err)
	assert.Len(t, entrees, 1, "no temporary file left")

	require.NoError(t, os.Chmod(chemin, 0o644))
	_, err = CleUtilisateur(getenv)
	assert.ErrorIs(t, err, ErrCleInutilisable, "others may read it")
	require.NoError(t, os.WriteFile(chemin, []byte("short"), 0o600))
	require.NoError(t, os.Chmod(chemin, 0o600))
	_, err = CleUtilisateur(getenv)
	assert.ErrorIs(t, err, ErrCleInutilisable, "not 32 bytes")

	_, err = CleUtilisateur(func(string) string { return "" })
	assert.ErrorIs(t, err, ErrCleInutilisable, "no settings folder")

	sans := Cache{Dossier: t.TempDir()}
	_, err = sans.Charge(codetest.Espace(t, code.Taille{Pions: 2, Couleurs: 2}), optimal.Options{})
	assert.ErrorIs(t, err, ErrCleInutilisable, "without a key nothing is read")
}

func TestSealRoundTrip(t *testing.T) {
	data := []byte("what the search proved")
	s := cleTest.Scelle(data)
	lu, err := cleTest.Descelle(s)
	require.NoError(t, err)
	assert.Equal(t, data, lu)
	for i := range s {
		abime := append([]byte(nil), s...)
		abime[i] ^= 1
		_, err := cleTest.Descelle(abime)
		require.ErrorIs(t, err, ErrNonScelle, "byte %d changed", i)
	}
	_, err = cleTest.Descelle(s[:len(s)-1])
	assert.ErrorIs(t, err, ErrNonScelle)
	_, err = Cle(nil).Descelle(s)
	assert.ErrorIs(t, err, ErrNonScelle)
}
