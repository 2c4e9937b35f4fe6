package programme_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

func TestDecoupe(t *testing.T) {
	tests := []struct {
		ligne string
		mots  []string
	}{
		{"python3 ma_strategie.py", []string{"python3", "ma_strategie.py"}},
		{"  java   -cp out\tMaStrategie  ", []string{"java", "-cp", "out", "MaStrategie"}},
		{`python3 'mon dossier/s.py'`, []string{"python3", "mon dossier/s.py"}},
		{`python3 "mon dossier/s.py" --nom "l'élève"`, []string{"python3", "mon dossier/s.py", "--nom", "l'élève"}},
		{`a\ b c`, []string{"a b", "c"}},
		{`x "a\"b\\c\$d\e"`, []string{"x", `a"b\c$d\e`}},
		{`x 'a\b' ''`, []string{"x", `a\b`, ""}},
		{`x pre"mi"'er'`, []string{"x", "premier"}},
		{`sh -c 'echo $HOME | wc'`, []string{"sh", "-c", "echo $HOME | wc"}},
		{`x $HOME ~ *.py ; y`, []string{"x", "$HOME", "~", "*.py", ";", "y"}},
	}
	for _, tt := range tests {
		t.Run(tt.ligne, func(t *testing.T) {
			mots, err := programme.Decoupe(tt.ligne)
			require.NoError(t, err)
			assert.Equal(t, tt.mots, mots)
			again, err := programme.Decoupe(programme.Cite(mots))
			require.NoError(t, err)
			assert.Equal(t, mots, again, "Cite quotes back")
		})
	}
}

func TestDecoupeErrors(t *testing.T) {
	tests := []struct {
		ligne string
		err   error
	}{
		{"", programme.ErrCommandeVide},
		{"   \t", programme.ErrCommandeVide},
		{`python3 'ma strategie.py`, programme.ErrGuillemetOuvert},
		{`python3 "ma strategie.py`, programme.ErrGuillemetOuvert},
		{`python3 s.py \`, programme.ErrEchappement},
	}
	for _, tt := range tests {
		t.Run(tt.ligne, func(t *testing.T) {
			_, err := programme.Decoupe(tt.ligne)
			assert.ErrorIs(t, err, tt.err)
		})
	}
	var g *programme.ErreurGuillemet
	_, err := programme.Decoupe(`x "y`)
	require.ErrorAs(t, err, &g)
	assert.Equal(t, '"', g.Guillemet)
}

func TestLitCommande(t *testing.T) {
	c, err := programme.LitCommande("cmd:java -cp out MaStrategie")
	require.NoError(t, err)
	assert.Equal(t, programme.Commande{Nom: "cmd:java -cp out MaStrategie", Mots: []string{"java", "-cp", "out", "MaStrategie"}}, c)

	_, err = programme.LitCommande("lexico")
	assert.ErrorIs(t, err, programme.ErrPasUneCommande)
	var e *programme.ErreurCommande
	_, err = programme.LitCommande("cmd:  ")
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "cmd:  ", e.Commande)
	assert.ErrorIs(t, err, programme.ErrCommandeVide)
	assert.True(t, programme.EstCommande("cmd:x"))
	assert.False(t, programme.EstCommande("knuth"))
}
