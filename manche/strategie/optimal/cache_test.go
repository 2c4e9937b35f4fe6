package optimal

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"mastermind/code"
	"mastermind/manche/strategie"
	"mastermind/plateau"
	"mastermind/saves/disque"
	"mastermind/utmm/banc"
)

func TestCacheRoundTrip(t *testing.T) {
	c := Cache{Dossier: t.TempDir()}
	premier := banc.Code(t, "RBJ")
	for _, o := range []Options{{}, {MaxCoups: 5}, {Premier: &premier}} {
		e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, o)
		_, err := c.Charge(e, o)
		require.ErrorIs(t, err, fs.ErrNotExist)
		require.NoError(t, c.Enregistre(a))
		b, err := c.Charge(e, o)
		require.NoError(t, err)
		assert.Equal(t, a.Total(), b.Total())
		assert.Equal(t, a.noeuds, b.noeuds, "the same tree, counts and totals included")
		assert.Equal(t, a.Alternatives(), b.Alternatives())
		assert.Equal(t, a.Statistiques(), b.Statistiques())
	}
	assert.ElementsMatch(t, []string{"3x6.mmo", "3x6-max5.mmo", "3x6-first8.mmo"}, banc.Fichiers(t, c.Dossier), "one file per key, no temporary left")
}

func TestCacheWithoutRepeats(t *testing.T) {
	c := Cache{Dossier: t.TempDir()}
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 5, SansRepetition: true}, Options{})
	require.NoError(t, c.Enregistre(a))
	assert.FileExists(t, filepath.Join(c.Dossier, "3x5-nr.mmo"))
	b, err := c.Charge(e, Options{})
	require.NoError(t, err)
	assert.Equal(t, a.Total(), b.Total())
}

// A tree computed before the rule bound proposals without repeats is out
// of date, not damaged: the program computes it again without a word.
func TestCacheTreeOfAnEarlierRule(t *testing.T) {
	c := Cache{Dossier: t.TempDir()}
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 5, SansRepetition: true}, Options{})
	a.noeuds[0].Proposition = int32(e.Taille().Index(banc.Code(t, "RRB")))
	require.NoError(t, os.WriteFile(c.Chemin(e.Taille(), Options{}), a.Encode(), 0o644))
	_, err := c.Charge(e, Options{})
	var ec *ErreurCache
	require.ErrorAs(t, err, &ec)
	assert.ErrorIs(t, err, ErrCachePerime)
	assert.NotErrorIs(t, err, ErrCacheCorrompu)
}

func TestCacheRejectsBadFiles(t *testing.T) {
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, Options{})
	bon := a.Encode()
	autre := func() []byte {
		_, b := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, Options{MaxCoups: 5})
		return b.Encode()
	}()
	// recrc recomputes the checksum, so that the checks behind it are reached.
	recrc := func(d []byte) []byte {
		corps := d[:len(d)-4]
		return append(append([]byte(nil), corps...), sommeDe(corps)...)
	}
	tests := map[string][]byte{
		"empty":         nil,
		"not ours":      []byte("hello, world"),
		"truncated":     bon[:len(bon)/2],
		"flipped bit":   flip(bon, len(bon)/2),
		"other version": append([]byte("MMOPTIM\x02"), bon[8:]...),
		"other options": autre,
		"trailing byte": recrc(append(append([]byte(nil), bon[:len(bon)-4]...), 0, 0, 0, 0, 0)),
		"wrong tree":    recrc(flip(bon, len(bon)-6)),
	}
	for nom, data := range tests {
		t.Run(nom, func(t *testing.T) {
			_, err := Decode(data, e, Options{})
			assert.ErrorIs(t, err, ErrCacheCorrompu)
		})
	}

	c := Cache{Dossier: t.TempDir()}
	require.NoError(t, os.WriteFile(c.Chemin(e.Taille(), Options{}), flip(bon, 20), 0o644))
	_, err := c.Charge(e, Options{})
	var ec *ErreurCache
	require.ErrorAs(t, err, &ec)
	assert.Equal(t, c.Chemin(e.Taille(), Options{}), ec.Chemin)
	assert.EqualError(t, err, "cache "+ec.Chemin+": corrupted cache file: checksum mismatch")
}

// sommeDe is the checksum of a file's body.
func sommeDe(corps []byte) []byte {
	var b [4]byte
	x := crc(corps)
	b[0], b[1], b[2], b[3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
	return b[:]
}

func flip(d []byte, i int) []byte {
	c := append([]byte(nil), d...)
	c[i] ^= 0x10
	return c
}

func TestCacheRefusesARoundUnderWay(t *testing.T) {
	e := banc.Espace(t, code.Taille{Pions: 3, Couleurs: 6})
	lignes := []plateau.Ligne{{Code: banc.Code(t, "RRR"), Reponse: code.Reponse{Bien: 1}}}
	a, err := SousArbre(context.Background(), strategie.NouvelEtat(e, lignes, 0), 0)
	require.NoError(t, err)
	require.NoError(t, a.Verifie(e))
	assert.Error(t, Cache{Dossier: t.TempDir()}.Enregistre(a))
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
	c := Cache{Dossier: t.TempDir()}
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, Options{})
	chemin := c.Chemin(e.Taille(), Options{})
	for _, tt := range []struct {
		nom   string
		prepa func() error
		err   error
	}{
		{"link to /dev/zero", func() error { return os.Symlink("/dev/zero", chemin) }, disque.ErrPasRegulier},
		{"FIFO", func() error { return unix.Mkfifo(chemin, 0o644) }, disque.ErrPasRegulier},
		{"larger than the largest tree", func() error {
			return os.WriteFile(chemin, make([]byte, TailleMax(e.Nombre())+1), 0o644)
		}, disque.ErrTropGros},
	} {
		t.Run(tt.nom, func(t *testing.T) {
			require.NoError(t, os.RemoveAll(chemin))
			require.NoError(t, tt.prepa())
			fini := make(chan error, 1)
			go func() { _, err := c.Charge(e, Options{}); fini <- err }()
			select {
			case err := <-fini:
				require.ErrorIs(t, err, tt.err)
				require.ErrorIs(t, err, ErrCacheCorrompu, "reported as a bad cache file, computed again")
			case <-time.After(30 * time.Second):
				t.Fatal("loading blocked")
			}
		})
	}
	require.NoError(t, os.RemoveAll(chemin))
	require.NoError(t, c.Enregistre(a), "a special file is replaced by the tree")
	assert.Less(t, int64(len(a.Encode())), TailleMax(e.Nombre()))
}

func TestCacheRemovesTheTemporaryFilesOfAKilledSearch(t *testing.T) {
	c := Cache{Dossier: t.TempDir()}
	e, _ := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, Options{})
	mort := filepath.Join(c.Dossier, ".tmp-999999999-1-42.tmp")
	require.NoError(t, os.WriteFile(mort, []byte("half a tree"), 0o644))
	_, err := c.Charge(e, Options{})
	require.ErrorIs(t, err, fs.ErrNotExist)
	assert.NoFileExists(t, mort)
}
