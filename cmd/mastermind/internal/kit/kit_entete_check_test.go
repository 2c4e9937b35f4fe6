//go:build check

package kit

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKitGoHeaderCallers: a changed header whose callers were written for
// it, and a function that does not compile. The launcher replaces the
// changed function, then each function that no longer compiles, until the
// copy compiles; every other function is still checked. Long (a kit
// compiled twice each): in the check build only.
func TestKitGoHeaderCallers(t *testing.T) {
	_, corrige := kitGo(t)
	appelant := copie(corrige)
	faute(t, appelant, "utmm/utmm.go", "func BienPlaces[T comparable](a, b []T) int {", "func BienPlaces[T comparable](a, b []T, depuis int) int {")
	faute(t, appelant, "code/reponse.go", "bien := utmm.BienPlaces(s, p)", "bien := utmm.BienPlaces(s, p, 0)")
	compile := copie(corrige)
	faute(t, compile, "couleur/palette.go", "if c.Lettre == r {\n\t\t\treturn i, true", "if c.Lettre == r {\n\t\t\tinutile := i\n\t\t\treturn i, true")

	k, _ := variantes(t, map[string][]Fichier{"appelant": appelant, "compile": compile})

	e := k["appelant"]
	assert.False(t, e.reussi)
	v := e.verdicts
	assert.Equal(t, "nbBienPlaces n'a pas l'en-tête du sujet : attendu « func BienPlaces[T comparable](a, b []T) int », trouvé « func BienPlaces[T comparable](a, b []T, depuis int) int » ; rétablissez l'en-tête (les autres fonctions sont vérifiées quand même)", v["nbBienPlaces"])
	assert.Regexp(t, `^nbBienMalPlaces appelle nbBienPlaces avec un autre en-tête que celui du sujet \(code/reponse\.go, ligne \d+\) : rétablissez l'en-tête de nbBienPlaces, puis cet appel`, v["nbBienMalPlaces"])
	assert.Equal(t, "estCompat utilise nbBienMalPlaces, qui ne compile pas : corrigez-la d'abord", v["estCompat"])
	for _, nom := range []string{"listElem", "plusGrandIndice", "tabFrequence", "nbCommuns", "passeCodeSuivantLexico", "saisirEntierPositif"} {
		assert.NotContains(t, v, nom, "%s is still checked, and passes", nom)
	}
	assert.Regexp(t, `(?m)^Attention, code/reponse\.go, ligne \d+ : Evalue appelle BienPlaces avec un autre en-tête que celui du sujet`, e.sortie)
	assert.Regexp(t, `(?m)^Attention, utmm/utmm\.go, ligne \d+ : BienPlaces n'a pas l'en-tête du sujet : attendu « func BienPlaces\[T comparable\]\(a, b \[\]T\) int », trouvé « `, e.sortie)
	sansAnglais(t, e.sortie)

	e = k["compile"]
	assert.False(t, e.reussi)
	assert.Regexp(t, `^plusGrandIndice ne compile pas \(couleur/palette\.go, ligne \d+ ; le compilateur dit : declared and not used: inutile\) : corrigez-la`, e.verdicts["plusGrandIndice"])
	assert.Equal(t, "codeCorrect utilise plusGrandIndice, qui ne compile pas : corrigez-la d'abord", e.verdicts["codeCorrect"])
	assert.NotContains(t, e.verdicts, "listElem")
	sansAnglais(t, e.sortie)
}
