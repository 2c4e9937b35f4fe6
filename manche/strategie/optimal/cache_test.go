package optimal

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

func TestEncodeDecodeRoundTrip(t *testing.T) {
	premier := codetest.Code(t, "RBJ")
	noms := map[string]bool{}
	for _, o := range []Options{{}, {MaxCoups: 5}, {Premier: &premier}} {
		e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, o)
		b, err := Decode(a.Encode(), e, o)
		require.NoError(t, err)
		assert.Equal(t, a.Total(), b.Total())
		assert.Equal(t, a.noeuds, b.noeuds, "the same tree, counts and totals included")
		assert.Equal(t, a.Alternatives(), b.Alternatives())
		assert.Equal(t, a.Statistiques(), b.Statistiques())
		nom, err := a.Fichier()
		require.NoError(t, err)
		assert.Equal(t, Fichier(e.Taille(), o), nom)
		noms[nom] = true
	}
	assert.Equal(t, map[string]bool{"3x6.mmo": true, "3x6-max5.mmo": true, "3x6-first8.mmo": true}, noms, "one file per key")
	assert.Equal(t, "3x5-nr.mmo", Fichier(code.Taille{Pions: 3, Couleurs: 5, SansRepetition: true}, Options{}))
}

// A tree computed before the rule bound proposals without repeats is out
// of date, not damaged: the program computes it again without a word.
func TestDecodeTreeOfAnEarlierRule(t *testing.T) {
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 5, SansRepetition: true}, Options{})
	a.noeuds[0].Proposition = int32(e.Taille().Index(codetest.Code(t, "RRB")))
	_, err := Decode(a.Encode(), e, Options{})
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

func TestFichierRefusesARoundUnderWay(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 6})
	lignes := []plateau.Ligne{{Code: codetest.Code(t, "RRR"), Reponse: code.Reponse{Bien: 1}}}
	a, err := SousArbre(context.Background(), strategie.NouvelEtat(e, lignes, 0), 0)
	require.NoError(t, err)
	require.NoError(t, a.Verifie(e))
	_, err = a.Fichier()
	assert.Error(t, err, "the tree of a round under way is never cached")
}
