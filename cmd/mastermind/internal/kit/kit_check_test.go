//go:build check

package kit

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKitJavaSlowButRight: an estCompat that wastes time on every call
// (about 4 s of computing for statsMasterMindIA at 4×6, ten times the
// reference's; a teacher met a cubic one taking 7.4 s) is right:
// statsMasterMindIA passes, with a remark giving its time and its case.
// Long: in the check build only.
func TestKitJavaSlowButRight(t *testing.T) {
	_, corrige := kitJava(t)
	lent := copie(corrige)
	faute(t, lent, "MasterMindBase.java", "public static boolean estCompat(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs) {\n",
		"static volatile long trace;\n\n    public static boolean estCompat(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs) {\n        for (int i = 0; i < 700; i++) {\n            trace = trace * 31 + i;\n        }\n")
	k, _ := essaisJava(t, map[string][]Fichier{"lent": lent}, "lent:statsMasterMindIA")
	e := k["lent:statsMasterMindIA"]
	assert.True(t, e.reussi, e.sortie)
	assert.Regexp(t, `\n- statsMasterMindIA : juste, mais lente : statsMasterMindIA\(4, \{R,B,J,V,O,N\}\) a pris \d+,\d s \(la limite est 60 s\) ; le programme répond bien plus vite\n`, e.sortie)
}
