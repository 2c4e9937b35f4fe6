package couleur

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBasique(t *testing.T) {
	for ansi, voulu := range map[string]string{
		"91": "91", "38;5;9": "91", "38;5;196": "91", "38;5;208": "33",
		"38;5;45": "96", "38;5;129": "35", "38;5;231": "97", "38;5;16": "30",
		"38;5;244": "90", "38;5;x": "38;5;x", "38;5;300": "38;5;300",
	} {
		assert.Equal(t, voulu, Basique(ansi), ansi)
	}
	fr, err := Defaut(MaxDefaut)
	assert.NoError(t, err)
	en, err := Anglaise(MaxDefaut)
	assert.NoError(t, err)
	for _, p := range []Palette{fr, en} {
		for i := range p.Len() {
			assert.NotContains(t, Basique(p.Couleur(i).ANSI), ";", "%s draws with a basic colour", p.Couleur(i).Nom)
		}
	}
}

func TestSurFondClair(t *testing.T) {
	for ansi, voulu := range map[string]string{"90": "30", "97": "90", "37": "90", "93": "33", "91": "31", "38;5;208": "38;5;208"} {
		assert.Equal(t, voulu, SurFondClair(ansi), ansi)
	}
}
