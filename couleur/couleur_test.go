package couleur

import (
	"errors"
	"testing"

	"github.com/sae-mastermind/mastermind/utmm"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDefaut(t *testing.T) {
	p, err := Defaut(8)
	require.NoError(t, err)
	assert.Equal(t, "RBJVONMC", p.Lettres())
	all, err := Defaut(MaxDefaut)
	require.NoError(t, err)
	assert.Equal(t, "RBJVONMCGPTLKASF", all.Lettres())
	assert.Equal(t, []string{"Rouge", "Bleu", "Jaune", "Vert", "Orange", "Noir", "Magenta", "Cyan"}, p.Noms())

	six, err := Defaut(6)
	require.NoError(t, err)
	assert.Equal(t, "RBJVON", six.Lettres())
	assert.Equal(t, "(R,B,J,V,O,N)", six.String())

	for _, n := range []int{0, -1, 17} {
		_, err := Defaut(n)
		assert.ErrorIs(t, err, ErrNombre, "n=%d", n)
	}
}

func TestAnglaiseHasDistinctLetters(t *testing.T) {
	p, err := Anglaise(MaxDefaut)
	require.NoError(t, err)
	assert.Equal(t, "RBYGOKMCWPTLUASF", p.Lettres())
	_, _, dup := utmm.Doublon([]rune(p.Lettres()))
	assert.False(t, dup)
	fr := MustDefaut(MaxDefaut)
	for i := range p.Len() {
		assert.Equal(t, fr.Couleur(i).ANSI, p.Couleur(i).ANSI, "colour %d is the same colour in both languages", i)
	}
}

func TestIndexIgnoresCase(t *testing.T) {
	p := MustDefaut(6)
	for i, r := range "RBJVON" {
		got, ok := p.Index(r)
		assert.True(t, ok)
		assert.Equal(t, i, got)
		got, ok = p.Index(r + 'a' - 'A')
		assert.True(t, ok)
		assert.Equal(t, i, got)
	}
	_, ok := p.Index('M')
	assert.False(t, ok, "M is the 7th colour, not in a palette of 6")
	_, ok = p.Index('?')
	assert.False(t, ok)
}

func TestDepuis(t *testing.T) {
	tests := []struct {
		name    string
		noms    []string
		lettres string
		err     error
		message string
	}{
		{"course colours", []string{"Rouge", "Bleu", "Jaune", "Vert", "Orange", "Noir"}, "RBJVON", nil, ""},
		{"lower case and spaces", []string{" rouge ", "émeraude"}, "RÉ", nil, ""},
		{"clash", []string{"Rouge", "Bleu", "Blanc"}, "", ErrInitiales, "Bleu and Blanc both start with B"},
		{"clash ignoring case", []string{"vert", "Violet"}, "", ErrInitiales, "vert and Violet both start with V"},
		{"empty name", []string{"Rouge", "  "}, "", ErrNomVide, `colour 2 "": empty colour name`},
		{"digit", []string{"1er"}, "", ErrPasUneLettre, `colour 1 "1er": colour name does not start with a letter`},
		{"none", nil, "", ErrNombre, "0 colours: a palette has from 1 to 26 colours"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Depuis(tt.noms)
			if tt.err != nil {
				require.ErrorIs(t, err, tt.err)
				assert.Equal(t, tt.message, err.Error())
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.lettres, p.Lettres())
		})
	}
}

func TestDepuisReportsTheClash(t *testing.T) {
	_, err := Depuis([]string{"Rouge", "Bleu", "Blanc"})
	var clash *ErreurInitiales
	require.True(t, errors.As(err, &clash))
	assert.Equal(t, ErreurInitiales{Premier: "Bleu", Second: "Blanc", Lettre: 'B'}, *clash)
}

func TestDepuisGivesEveryColourATerminalColour(t *testing.T) {
	p, err := Depuis([]string{"Rouge", "Zinzolin", "Ambre", "Bleu"})
	require.NoError(t, err)
	vus := map[string]bool{}
	for i := range p.Len() {
		a := p.Couleur(i).ANSI
		assert.NotEmpty(t, a)
		assert.False(t, vus[a], "colour %d repeats a terminal colour", i)
		vus[a] = true
	}
	assert.Equal(t, "91", p.Couleur(0).ANSI)
	assert.Equal(t, "94", p.Couleur(3).ANSI)
}

func TestAvecVide(t *testing.T) {
	p := MustDefaut(4).AvecVide()
	assert.Equal(t, "RBJV.", p.Lettres())
	i, ok := p.Vide()
	require.True(t, ok)
	assert.Equal(t, 4, i)
	assert.True(t, p.Couleur(i).Vide)
	assert.Equal(t, p, p.AvecVide(), "a second hole is never added")
	_, ok = MustDefaut(4).Vide()
	assert.False(t, ok)
}

func TestPalettesDoNotShareStorage(t *testing.T) {
	a := MustDefaut(4)
	b := a.AvecVide()
	c := a.AvecVide()
	assert.Equal(t, "RBJV", a.Lettres(), "appending a hole leaves the original as it was")
	assert.Equal(t, "RBJV.", b.Lettres())
	assert.Equal(t, "RBJV.", c.Lettres())
}

func TestAvecLettres(t *testing.T) {
	en, err := Anglaise(6)
	require.NoError(t, err)
	p, err := AvecLettres(en.Noms(), en.Lettres())
	require.NoError(t, err)
	assert.Equal(t, "RBYGOK", p.Lettres())
	assert.Equal(t, en.Noms(), p.Noms())
	assert.Equal(t, en.Couleur(5).ANSI, p.Couleur(5).ANSI)

	h, err := AvecLettres([]string{"Rouge", "vide"}, "r.")
	require.NoError(t, err)
	assert.Equal(t, "R.", h.Lettres())
	_, ok := h.Vide()
	assert.True(t, ok)

	_, err = AvecLettres([]string{"Rouge", "Bleu"}, "RRR")
	assert.ErrorIs(t, err, ErrNombre)
	_, err = AvecLettres([]string{"Rouge", "Rose"}, "RR")
	assert.ErrorIs(t, err, ErrInitiales)
	_, err = AvecLettres([]string{"Rouge", ""}, "RB")
	assert.ErrorIs(t, err, ErrNomVide)
	_, err = AvecLettres([]string{"Rouge", "Bleu"}, "R1")
	assert.ErrorIs(t, err, ErrPasUneLettre)
}

// Issue 34 (8): a colour name read from a file cannot act on the screen
// that shows it: a control or format character is refused.
func TestNomsInvisiblesRefuses(t *testing.T) {
	for _, nom := range []string{"Rouge\x1b]0;titre\a", "Bleu\x1b[2J", "Vert\u202e", "Jau\rne", "Noir\xff"} {
		_, err := Depuis([]string{nom})
		assert.ErrorIs(t, err, ErrNomInvisible, "%q", nom)
		_, err = AvecLettres([]string{nom}, "X")
		assert.ErrorIs(t, err, ErrNomInvisible, "%q", nom)
	}
}
