//go:build check

package kit

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKitJavaSlowButRight: an estCompat that does its work twelve times over
// (a slow one, like the cubic one a teacher met, 7.4 s at 4×6) is right:
// statsMasterMindIA passes, with a remark giving its time and its case.
// Long: in the check build only.
func TestKitJavaSlowButRight(t *testing.T) {
	_, corrige := kitJava(t)
	lent := copie(corrige)
	faute(t, lent, "MasterMindBase.java", "public static boolean estCompat(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs) {\n",
		"public static boolean estCompat(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs) {\n        boolean ok = true;\n        for (int fois = 0; fois < 12; fois++) {\n            ok &= estCompatUneFois(cod, rep, nbCoups, nbCouleurs);\n        }\n        return ok;\n    }\n\n    static boolean estCompatUneFois(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs) {\n")
	k, _ := essaisJava(t, map[string][]Fichier{"lent": lent}, "lent:statsMasterMindIA")
	e := k["lent:statsMasterMindIA"]
	assert.True(t, e.reussi, e.sortie)
	assert.Regexp(t, `\n- statsMasterMindIA : juste, mais lente : statsMasterMindIA\(4, \{R,B,J,V,O,N\}\) a pris \d+,\d s \(la limite est 60 s\) ; le programme répond bien plus vite\n`, e.sortie)
}
