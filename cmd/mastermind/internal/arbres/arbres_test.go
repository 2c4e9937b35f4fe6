package arbres

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

// cleTest seals the files of the tests' caches.
var cleTest = Cle(bytes.Repeat([]byte{7}, tailleCle))

// nouveauCache is a cache in a folder of its own, with cleTest.
func nouveauCache(t testing.TB) Cache { return Cache{Dossier: t.TempDir(), Cle: cleTest} }

// arbre is the optimal tree of size taille with options o.
func arbre(t testing.TB, taille code.Taille, o optimal.Options) (*code.Espace, *optimal.Arbre) {
	t.Helper()
	e := codetest.Espace(t, taille)
	a, err := optimal.Calcule(context.Background(), e, o)
	require.NoError(t, err)
	return e, a
}

func TestCacheRoundTrip(t *testing.T) {
	c := nouveauCache(t)
	premier := codetest.Code(t, "RBJ")
	for _, o := range []optimal.Options{{}, {MaxCoups: 5}, {Premier: &premier}} {
		e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, o)
		_, err := c.Charge(e, o)
		require.ErrorIs(t, err, fs.ErrNotExist)
		require.NoError(t, c.Enregistre(a))
		b, err := c.Charge(e, o)
		require.NoError(t, err)
		assert.Equal(t, a.Total(), b.Total())
		assert.Equal(t, a.Encode(), b.Encode(), "the same tree")
		assert.Equal(t, a.Alternatives(), b.Alternatives())
		assert.Equal(t, a.Statistiques(), b.Statistiques(), "counts and totals included")
	}
	assert.ElementsMatch(t, []string{"3x6.mmo", "3x6-max5.mmo", "3x6-first8.mmo"}, disquetest.Fichiers(t, c.Dossier), "one file per key, no temporary left")
}

func TestCacheWithoutRepeats(t *testing.T) {
	c := nouveauCache(t)
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 5, SansRepetition: true}, optimal.Options{})
	require.NoError(t, c.Enregistre(a))
	assert.FileExists(t, filepath.Join(c.Dossier, "3x5-nr.mmo"))
	b, err := c.Charge(e, optimal.Options{})
	require.NoError(t, err)
	assert.Equal(t, a.Total(), b.Total())
}

// A tree computed before the rule bound proposals without repeats is out
// of date, not damaged: the program computes it again without a word.
func TestCacheTreeOfAnEarlierRule(t *testing.T) {
	c := nouveauCache(t)
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 5, SansRepetition: true}, optimal.Options{})
	data := racine(t, a.Encode(), e.Taille().Index(codetest.Code(t, "RRB")))
	require.NoError(t, os.WriteFile(c.Chemin(e.Taille(), optimal.Options{}), c.Cle.Scelle(data), 0o644))
	_, err := c.Charge(e, optimal.Options{})
	var ec *ErreurCache
	require.ErrorAs(t, err, &ec)
	assert.ErrorIs(t, err, optimal.ErrCachePerime)
	assert.NotErrorIs(t, err, optimal.ErrCacheCorrompu)
}

// racine is the file data with its root's proposal changed to code number
// i, checksum included: the header's magic word and eight numbers, the
// alternatives (three numbers each), then the root's proposal.
func racine(t testing.TB, data []byte, i int) []byte {
	t.Helper()
	pos := len("MMOPTIM\x01")
	lit := func() uint64 {
		x, n := binary.Uvarint(data[pos:])
		require.Positive(t, n)
		pos += n
		return x
	}
	for range 7 {
		lit()
	}
	nbAlt := lit()
	for range 3 * nbAlt {
		lit()
	}
	debut := pos
	lit()
	corps := append(binary.AppendUvarint(append([]byte(nil), data[:debut]...), uint64(i)), data[pos:len(data)-4]...)
	return binary.LittleEndian.AppendUint32(corps, crc32.Checksum(corps, crc32.MakeTable(crc32.Castagnoli)))
}

func TestCacheRejectsABadFile(t *testing.T) {
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, optimal.Options{})
	bon := a.Encode()
	bon[20] ^= 0x10
	c := nouveauCache(t)
	require.NoError(t, os.WriteFile(c.Chemin(e.Taille(), optimal.Options{}), c.Cle.Scelle(bon), 0o644))
	_, err := c.Charge(e, optimal.Options{})
	var ec *ErreurCache
	require.ErrorAs(t, err, &ec)
	assert.Equal(t, c.Chemin(e.Taille(), optimal.Options{}), ec.Chemin)
	assert.EqualError(t, err, "cache "+ec.Chemin+": corrupted cache file: checksum mismatch")
}

func TestCacheRefusesARoundUnderWay(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 6})
	lignes := []plateau.Ligne{{Code: codetest.Code(t, "RRR"), Reponse: code.Reponse{Bien: 1}}}
	a, err := optimal.SousArbre(context.Background(), strategie.NouvelEtat(e, lignes, 0), 0)
	require.NoError(t, err)
	require.NoError(t, a.Verifie(e))
	c := nouveauCache(t)
	assert.Error(t, c.Enregistre(a))
	assert.Empty(t, disquetest.Fichiers(t, c.Dossier))
}

func TestDossierParDefaut(t *testing.T) {
	env := map[string]string{"XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/x"}
	getenv := func(k string) string { return env[k] }
	d, err := DossierParDefaut(getenv)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join("/tmp/xdg", "mastermind", "optimal"), d)

	delete(env, "XDG_CACHE_HOME")
	d, err = DossierParDefaut(getenv)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join("/home/x", ".cache", "mastermind", "optimal"), d)
}

func TestCacheNeverReadsASpecialFileNorWaits(t *testing.T) {
	c := nouveauCache(t)
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, optimal.Options{})
	chemin := c.Chemin(e.Taille(), optimal.Options{})
	for _, tt := range []struct {
		nom   string
		prepa func() error
		err   error
	}{
		{"link to /dev/zero", func() error { return os.Symlink("/dev/zero", chemin) }, disque.ErrPasRegulier},
		{"FIFO", func() error { return disquetest.CreeTube(chemin) }, disque.ErrPasRegulier},
		{"larger than the largest tree", func() error {
			return os.WriteFile(chemin, make([]byte, optimal.TailleMax(e.Nombre())+int64(tailleSceau)+1), 0o644)
		}, disque.ErrTropGros},
	} {
		t.Run(tt.nom, func(t *testing.T) {
			require.NoError(t, os.RemoveAll(chemin))
			require.NoError(t, tt.prepa())
			fini := make(chan error, 1)
			go func() { _, err := c.Charge(e, optimal.Options{}); fini <- err }()
			select {
			case err := <-fini:
				require.ErrorIs(t, err, tt.err)
				require.ErrorIs(t, err, optimal.ErrCacheCorrompu, "reported as a bad cache file, computed again")
			case <-time.After(30 * time.Second):
				t.Fatal("loading blocked")
			}
		})
	}
	require.NoError(t, os.RemoveAll(chemin))
	require.NoError(t, c.Enregistre(a), "a special file is replaced by the tree")
	assert.Less(t, int64(len(a.Encode())), optimal.TailleMax(e.Nombre()))
}

func TestCacheRemovesTheTemporaryFilesOfAKilledSearch(t *testing.T) {
	c := nouveauCache(t)
	e, _ := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, optimal.Options{})
	mort := filepath.Join(c.Dossier, ".mastermind-999999999-1-42.tmp")
	require.NoError(t, os.WriteFile(mort, []byte("half a tree"), 0o644))
	_, err := c.Charge(e, optimal.Options{})
	require.ErrorIs(t, err, fs.ErrNotExist)
	assert.NoFileExists(t, mort)
}
