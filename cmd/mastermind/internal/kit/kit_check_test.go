//go:build check

package kit

import (
	"regexp"
	"strings"
	"testing"
	"time"

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

// TestKitGoMoreMistakes is the check version of TestKitGo: the classic
// mistakes, what a student prints or shows, a changed header, a
// file that is not Go, and a call that waits forever. Long (a kit
// compiled each): in the check build only.
func TestKitGoMoreMistakes(t *testing.T) {
	t.Parallel()
	_, corrige := kitGo(t)

	// The handout's classic wrong answers, each in an exercise the others
	// of its batch do not use.
	fautes := copie(corrige)
	// A peg counted twice: each secret peg whose colour the proposal holds.
	faute(t, fautes, "code/reponse.go", "utmm.CompteDans(fp[:], p)\n", "utmm.CompteDans(fp[:], p)\n\tfor i := range fp {\n\t\tif fp[i] > 0 {\n\t\t\tfp[i] = len(p)\n\t\t}\n\t}\n")
	// An off-by-one: a peg goes up to nbCouleurs instead of nbCouleurs-1.
	faute(t, fautes, "code/lexico.go", "if int(c.c[i]) < t.Couleurs-1 {", "if int(c.c[i]) < t.Couleurs {")

	fautes2 := copie(corrige)
	// Tries numbered from 0.
	faute(t, fautes2, "plateau/plateau.go", "Erreur{Essai: i + 1,", "Erreur{Essai: i,")
	// An off-by-one: 0 taken for a positive number.
	faute(t, fautes2, "partie/partie.go", "if n > 0 {", "if n >= 0 {")
	// The malus forgotten.
	faute(t, fautes2, "manche/manche.go", "return nbEssaisMax + rep.Malus(lgCode)", "return nbEssaisMax")
	// CFC's verdicts mixed up: 2 misplaced taken for the cursor's colour.
	faute(t, fautes2, "extension/extension.go", "case 2:\n\t\t\tdet[curseur] = k[iFond]", "case 0:\n\t\t\tdet[curseur] = k[iFond]")
	faute(t, fautes2, "extension/extension.go", "case 0:\n\t\t\tdet[curseur] = k[iCurs]", "case 2:\n\t\t\tdet[curseur] = k[iCurs]")

	// A debug print in nbBienPlaces, which much of the course uses.
	bavard := copie(corrige)
	faute(t, bavard, "utmm/utmm.go", "\npackage utmm\n", "\npackage utmm\n\nimport \"fmt\"\n")
	faute(t, bavard, "utmm/utmm.go", "n := 0\n\tfor i, v := range a {", "n := 0\n\tfmt.Println(\"mise au point\", len(a))\n\tfor i, v := range a {")

	// What a student shows: a debug print in a function that must print
	// nothing, a round that never shows its answers, one that never shows
	// its proposals.
	affichages := copie(corrige)
	faute(t, affichages, "couleur/noms.go", "lettres := make([]string, p.Len())", "lettres := make([]string, p.Len())\n\tfmt.Println(\"ici\", p.Len())")
	faute(t, affichages, "manche/manche.go", "c.AfficherSL(fmt.Sprintf(\"%d bien placés, %d mal placés\", rep.Bien, rep.Mal))\n", "")
	faute(t, affichages, "manche/manche.go", "c.AfficherSL(fmt.Sprintf(\"Proposition %d : %s\", len(lignes)+1, prop.Mot(p)))", "c.AfficherSL(fmt.Sprintf(\"Proposition %d\", len(lignes)+1))")
	// Colours not equally likely: 0 twice as often.
	faute(t, affichages, "code/taille.go", "c.c[i] = uint8(r.IntN(t.Couleurs))", "c.c[i] = uint8(r.IntN(t.Couleurs+1) % t.Couleurs)")

	// A changed header and a missing function: Go compiles a package
	// whole, so the launcher gives the compiler a copy where each one
	// fails with the handout's header.
	entete := copie(corrige)
	faute(t, entete, "extension/extension.go", "func CodesCFC(secret code.Code, nbCouleurs int) []code.Code {", "func CodesCFC(secret code.Code, nbCouleurs int, trace bool) []code.Code {")
	faute(t, entete, "extension/extension.go", "func StatsMasterMindIA(", "func statsMasterMindIA(")
	// A file that is not Go.
	illisible := copie(corrige)
	faute(t, illisible, "utmm/utmm.go", "func Communs(f1, f2 []int) int {", "func Communs(f1, f2 []int) int {{")
	// A call that waits forever, computing nothing: it ends after
	// verif.PlafondBoucle time limits.
	bloque := copie(corrige)
	attente(t, bloque, time.Hour)

	k, _ := variantes(t, map[string][]Fichier{"fautes": fautes, "fautes2": fautes2, "bavard": bavard, "affichages": affichages, "entete": entete, "illisible": illisible, "bloque": bloque})

	t.Run("classic mistakes", func(t *testing.T) {
		v := k["fautes"].verdicts
		assert.Equal(t, "nbBienMalPlaces(RRRR, RBBB, 6) : attendu (1,0), obtenu (1,3)", v["nbBienMalPlaces"])
		assert.Equal(t, "passeCodeSuivantLexico((3,2,3,5), 6) : attendu (3,2,4,0) et vrai, obtenu (3,2,3,6) et vrai", v["passeCodeSuivantLexico"])
		// What uses a wrong function says so, rather than a case of its own.
		assert.Equal(t, "mancheHumain utilise nbBienMalPlaces, qui est fausse : corrigez-la d'abord", v["mancheHumain"])
		sansAnglais(t, k["fautes"].sortie)

		v = k["fautes2"].verdicts
		assert.Equal(t, "afficheErreurs(VJBR, après RRRR (1,0), RBBB (2,1), JRBJ (1,2)) : attendu essai 2 RBBB : (2,1) au lieu de (1,1), obtenu essai 1 RBBB : (2,1) au lieu de (1,1)", v["afficheErreurs"])
		assert.Equal(t, "saisirEntierPositif() avec les saisies « 0 », « -3 », « 7 » : attendu 7, obtenu 0, sans lire les saisies « -3 », « 7 »", v["saisirEntierPositif"])
		assert.Equal(t, "mancheHumain(4, {R,B,J,V,O,N}, 3, 3), le secret tiré étant VJBR, avec les saisies « RRRR », « RBBB », « JRBJ » : attendu 7, obtenu 3", v["mancheHumain"])
		assert.Equal(t, "partie utilise mancheHumain, qui est fausse : corrigez-la d'abord", v["partie"])
		assert.Regexp(t, `^codesCFC\(VJBR, 6\) (: attendu RRRR RBBB RBJJ RBJV VRRR RJRR RRBR VJBR, obtenu RRRR RBBB RBJJ RBJV VRRR |s'est arrêtée sur une erreur : l'indice)`, v["codesCFC"])
		sansAnglais(t, k["fautes2"].sortie)
	})
	t.Run("a debug print", func(t *testing.T) {
		v := k["bavard"].verdicts
		assert.Regexp(t, `^nbBienPlaces\(.*\) a affiché « mise au point \d+ » : nbBienPlaces ne doit rien afficher`, v["nbBienPlaces"])
		assert.Equal(t, "nbBienMalPlaces utilise nbBienPlaces, qui est fausse : corrigez-la d'abord", v["nbBienMalPlaces"])
		assert.NotContains(t, v, "statsMasterMindIA", "it shows and returns what it must: the print is nbBienPlaces's")
		sansAnglais(t, k["bavard"].sortie)
	})
	t.Run("what a student shows", func(t *testing.T) {
		e := k["affichages"]
		assert.Regexp(t, `^listElem\(.*\) a affiché « ici \d+ » : listElem ne doit rien afficher`, e.verdicts["listElem"])
		assert.Contains(t, e.verdicts["mancheHumain"], "avec les saisies « RRRR », « RBBB », « JRBJ », « JBRV », « VRJB », « VJBR » : la fonction ne montre pas la réponse (1,0) à la proposition RRRR, après sa saisie ; elle a affiché : « Proposition 2")
		assert.Contains(t, e.verdicts["mancheOrdinateur"], " : la fonction ne montre pas la proposition 1, RRRR, avant la saisie de sa réponse ; elle a affiché : « Manche 2")
		assert.Regexp(t, `^codeAleat\(4, 6\), 3000 tirages : attendu .*, obtenu des codes où la couleur 0 est à la place \d \d+ fois sur 3000 \(environ 500 attendues\) : les couleurs ne sont pas équiprobables$`, e.verdicts["codeAleat"])
		assert.Len(t, e.verdicts, 4, "nothing blamed on another function")
		sansAnglais(t, e.sortie)
	})
	t.Run("a changed header, a missing function", func(t *testing.T) {
		e := k["entete"]
		assert.False(t, e.reussi)
		cfc := "codesCFC n'a pas l'en-tête du sujet : attendu « func CodesCFC(secret code.Code, nbCouleurs int) []code.Code », trouvé « func CodesCFC(secret code.Code, nbCouleurs int, trace bool) []code.Code » ; rétablissez l'en-tête (les autres fonctions sont vérifiées quand même)"
		assert.Equal(t, map[string]string{
			"codesCFC":          cfc,
			"statsMasterMindIA": "statsMasterMindIA n'a pas l'en-tête du sujet : attendu « func StatsMasterMindIA(c *ut.Console, lgCode int, p couleur.Palette) (maximum, total int) », trouvé aucune fonction StatsMasterMindIA ; rétablissez l'en-tête (les autres fonctions sont vérifiées quand même)",
		}, e.verdicts, e.sortie)
		assert.Regexp(t, `(?m)^Attention, extension/extension\.go, ligne \d+ : `+regexp.QuoteMeta(strings.Replace(cfc, "codesCFC", "CodesCFC", 1))+"$", e.sortie)
		assert.Regexp(t, `(?m)^Attention, extension/extension\.go : StatsMasterMindIA n'a pas l'en-tête du sujet : `, e.sortie)
		assert.Contains(t, e.sortie, "\n25 exercices sur 27 réussis\n", "every other function checked")
		sansAnglais(t, e.sortie)
	})
	t.Run("a file that is not Go", func(t *testing.T) {
		e := k["illisible"]
		assert.False(t, e.reussi)
		assert.Regexp(t, `exercices_test\.go:\d+: utmm/utmm\.go, ligne \d+ : ce fichier n'est pas du Go lisible \(le compilateur dit : .*\) ; corrigez-le : aucune fonction n'est vérifiée avant\n`, e.sortie)
		assert.NotContains(t, e.sortie, "[build failed]", "no compiler's dump")
		assert.NotContains(t, e.sortie, "# mastermind", "no compiler's dump")
	})
	t.Run("a call that waits forever", func(t *testing.T) {
		assert.Equal(t, "saisirEntierPairPositif() avec les saisies « 12 » ne s'est pas arrêtée en 2 s : une boucle infinie ?", k["bloque"].verdicts["saisirEntierPairPositif"])
		sansAnglais(t, k["bloque"].sortie)
	})
}

// TestKitJavaMoreMistakes is the check version of TestKitJava: the
// classic mistakes, what a student prints or shows, a changed header and
// a missing class, and a call that waits forever. Long: in the check
// build only.
func TestKitJavaMoreMistakes(t *testing.T) {
	t.Parallel()
	_, corrige := kitJava(t)

	fautes := copie(corrige)
	// A peg counted twice: each peg of cod1 whose colour cod2 holds.
	faute(t, fautes, "MasterMindBase.java", "return new int[] {bien, nbCommuns(cod1, cod2, nbCouleurs) - bien};",
		"int communs = 0;\n        for (int i = 0; i < cod1.length; i++) {\n            for (int j = 0; j < cod2.length; j++) {\n                if (cod1[i] == cod2[j]) {\n                    communs++;\n                    break;\n                }\n            }\n        }\n        return new int[] {bien, communs - bien};")
	// An off-by-one: a peg goes up to nbCouleurs.
	faute(t, fautes, "MasterMindBase.java", "while (i >= 0 && cod1[i] == nbCouleurs - 1) {", "while (i >= 0 && cod1[i] == nbCouleurs) {")
	// The first index for the greatest.
	faute(t, fautes, "MasterMindBase.java", "int i = t.length - 1;\n        while (i >= 0 && t[i] != c) {\n            i--;\n        }\n        return i;",
		"for (int i = 0; i < t.length; i++) {\n            if (t[i] == c) {\n                return i;\n            }\n        }\n        return -1;")
	// Colours drawn from 1.
	faute(t, fautes, "MasterMindBase.java", "cod[i] = Ut.randomMinMax(0, nbCouleurs - 1);", "cod[i] = Ut.randomMinMax(1, nbCouleurs);")

	fautes2 := copie(corrige)
	// The malus forgotten.
	faute(t, fautes2, "MasterMindBase.java", "return nbEssaisMax + malus(rep, lgCode);", "return nbEssaisMax;")
	// An off-by-one: 0 taken for a positive number.
	faute(t, fautes2, "MasterMindBase.java", "while (n <= 0) {", "while (n < 0) {")
	// The answer read in the wrong order.
	faute(t, fautes2, "MasterMindBase.java", "rep[0] = Ut.saisirEntier();\n            Ut.afficher(\"Mal placés : \");\n            rep[1] = Ut.saisirEntier();",
		"rep[1] = Ut.saisirEntier();\n            Ut.afficher(\"Mal placés : \");\n            rep[0] = Ut.saisirEntier();")

	// A debug print in nbBienPlaces, which much of the course uses; a
	// repCorrecte that never says why.
	bavard := copie(corrige)
	faute(t, bavard, "MasterMindBase.java", "public static int nbBienPlaces(int[] cod1, int[] cod2) {\n", "public static int nbBienPlaces(int[] cod1, int[] cod2) {\n        System.out.println(\"mise au point \" + cod1.length);\n")
	for _, m := range []string{"Les nombres ne peuvent pas être négatifs.", "Il n'y a que \" + lgCode + \" pions.", "Cette réponse est impossible."} {
		faute(t, bavard, "MasterMindBase.java", "Ut.afficherSL(\""+m+"\");\n", "")
	}

	// What a student shows: a game that cannot be played, each display
	// missing, and a debug print.
	affichages := copie(corrige)
	faute(t, affichages, "MasterMindBase.java", "Ut.afficherSL(rep[0] + \" bien placés, \" + rep[1] + \" mal placés\");\n", "")
	faute(t, affichages, "MasterMindBase.java", "Ut.afficherSL(\"Proposition \" + (nbCoups + 1) + \" : \" + entiersVersMot(cod[nbCoups], tabCouleurs));", "Ut.afficherSL(\"Proposition \" + (nbCoups + 1));")
	faute(t, affichages, "MasterMindBase.java", "Ut.afficherSL(\"Il faut \" + lgCode + \" lettres.\");\n", "")
	faute(t, affichages, "MasterMindBase.java", "Ut.afficherSL(codMot.charAt(i) + \" n'est pas une couleur.\");\n", "")
	faute(t, affichages, "MasterMindBase.java", "Ut.afficherSL(t[i] + \" est aux indices \" + i + \" et \" + j);\n", "")
	faute(t, affichages, "MasterMindBase.java", "String s = \"(\";\n", "String s = \"(\";\n        System.out.println(\"ici\");\n")
	faute(t, affichages, "MasterMindEtendu.java", "Ut.afficherSL(MasterMindBase.entiersVersMot(cod[i], tabCouleurs) + \"  \" + rep[i][0] + \" \" + rep[i][1]);", "Ut.afficherSL(MasterMindBase.entiersVersMot(cod[i], tabCouleurs));")
	faute(t, affichages, "MasterMindEtendu.java", "Ut.afficherSL(\"Essai \" + (i + 1) + \" : la réponse était \" + r[0] + \" \" + r[1]);", "Ut.afficherSL(\"Essai \" + (i + 1) + \" : faux\");")
	// Colours not equally likely, drawn with Math.random: 0 twice as often.
	faute(t, bavard, "MasterMindBase.java", "cod[i] = Ut.randomMinMax(0, nbCouleurs - 1);", "cod[i] = (int) (Math.random() * (nbCouleurs + 1)) % nbCouleurs;")

	// A changed header, a class not handed in.
	entete := copie(corrige)
	faute(t, entete, "MasterMindBase.java", "public static boolean sontEgaux(int[] t1, int[] t2) {", "public static boolean sontEgaux(int[] t1, int[] t2, int n) {")
	var sansEtendu []Fichier
	for _, f := range entete {
		if f.Chemin != "MasterMindEtendu.java" {
			sansEtendu = append(sansEtendu, f)
		}
	}

	// A call that waits forever, computing nothing: it ends after
	// PLAFOND_BOUCLE time limits.
	bloque := copie(corrige)
	attenteJava(t, bloque, 3600000)

	k, _ := essaisJava(t, map[string][]Fichier{"fautes": fautes, "fautes2": fautes2, "bavard": bavard, "affichages": affichages, "entete": sansEtendu, "bloque": bloque},
		"fautes", "fautes2", "bavard", "affichages", "entete", "bloque:saisirEntierPairPositif")

	t.Run("classic mistakes", func(t *testing.T) {
		v := k["fautes"].verdicts
		assert.Equal(t, "nbBienMalPlaces(RRRR, RBBB, 6) : attendu (1,0), obtenu (1,3)", v["nbBienMalPlaces"])
		assert.Equal(t, "passeCodeSuivantLexico((3,2,3,5), 6) : attendu (3,2,4,0) et vrai, obtenu (3,2,3,6) et vrai", v["passeCodeSuivantLexico"])
		assert.Equal(t, "plusGrandIndice({R,B,J,R}, 'R') : attendu 3, obtenu 0", v["plusGrandIndice"])
		assert.Equal(t, "codeAleat(4, 6) avec les tirages 1, 0, 2, 0 a appelé Ut.randomMinMax(1, 6) : chaque pion se tire entre 0 et nbCouleurs - 1", v["codeAleat"])
		assert.Equal(t, "estCompat utilise nbBienMalPlaces, qui est fausse : corrigez-la d'abord", v["estCompat"])
		assert.NotContains(t, v, "estPresent", "estPresent is right with either index")
		sansAnglais(t, k["fautes"].sortie)

		v = k["fautes2"].verdicts
		assert.Equal(t, "mancheHumain(4, {R,B,J,V,O,N}, 3, 3), le secret tiré étant VJBR, avec les saisies « RRRR », « RBBB », « JRBJ » : attendu 7, obtenu 3", v["mancheHumain"])
		assert.Equal(t, "saisirEntierPositif() avec les saisies « 0 », « -3 », « 7 » : attendu 7, obtenu 0, sans lire les saisies « -3 », « 7 »", v["saisirEntierPositif"])
		assert.Equal(t, "reponseHumain(4) avec les saisies « 1 », « 2 » : attendu (1,2), obtenu (2,1)", v["reponseHumain"])
		assert.Equal(t, "partie utilise mancheHumain, qui est fausse : corrigez-la d'abord", v["partie"])
		sansAnglais(t, k["fautes2"].sortie)
	})
	t.Run("a debug print", func(t *testing.T) {
		v := k["bavard"].verdicts
		assert.Regexp(t, `^nbBienPlaces\(.*\) a affiché « mise au point \d+ » : nbBienPlaces ne doit rien afficher`, v["nbBienPlaces"])
		assert.Equal(t, "nbBienMalPlaces utilise nbBienPlaces, qui est fausse : corrigez-la d'abord", v["nbBienMalPlaces"])
		assert.NotContains(t, v, "statsMasterMindIA", "it shows and returns what it must: the print is nbBienPlaces's")
		assert.Contains(t, k["bavard"].sortie, "ok     statsMasterMindIA : réussie (")
		assert.Regexp(t, `^codeAleat\(4, 6\), 3000 tirages : attendu .*, obtenu des codes où la couleur 0 est à la place \d \d+ fois sur 3000 \(environ 500 attendues\) : les couleurs ne sont pas équiprobables$`, v["codeAleat"])
		assert.Contains(t, k["bavard"].sortie, "ok     partie : réussie (", "its secrets still chosen, outside its time")
		assert.Regexp(t, `^repCorrecte\(\(3,1\), 4\) : la fonction ne montre pas pourquoi la réponse est refusée ; elle a affiché : rien$`, v["repCorrecte"])
		sansAnglais(t, k["bavard"].sortie)
	})
	t.Run("what a student shows", func(t *testing.T) {
		e := k["affichages"]
		assert.Contains(t, e.verdicts["mancheHumain"], "avec les saisies « RRRR », « RBBB », « JRBJ », « JBRV », « VRJB », « VJBR » : la fonction ne montre pas la réponse (1,0) à la proposition RRRR, après sa saisie ; elle a affiché : « Proposition 2 : »")
		assert.Contains(t, e.verdicts["mancheOrdinateur"], " : la fonction ne montre pas la proposition 1, RRRR, avant la saisie de sa réponse ; elle a affiché : « Manche 2")
		assert.Regexp(t, `^codeCorrect\("BRJ", 4, \{R,B,J,V,O,N\}\) : la fonction ne montre pas pourquoi le code est refusé \(3 lettres au lieu de 4\) ; elle a affiché : rien$`, e.verdicts["codeCorrect"])
		assert.Regexp(t, `^elemDiff\(\{R,B,J,R\}\) : la fonction ne montre pas un doublon et deux de ses indices \(par exemple R aux indices 0 et 3\) ; elle a affiché : rien$`, e.verdicts["elemDiff"])
		assert.Regexp(t, `^listElem\(.*\) a affiché « ici » : listElem ne doit rien afficher`, e.verdicts["listElem"])
		assert.Contains(t, e.verdicts["affichePlateau"], " : la fonction ne montre pas chaque ligne du plateau, dans l'ordre : ")
		assert.Contains(t, e.verdicts["afficheErreurs"], " : la fonction ne montre pas l'erreur de l'essai 2, RBBB : (2,1) au lieu de (1,1) ; elle a affiché : « Essai 2 : faux »")
		assert.Len(t, e.verdicts, 7, "nothing blamed on another function:\n%s", e.sortie)
		assert.Contains(t, e.sortie, "\n25 exercices sur 32 réussis\n", "the game cannot be played: no full score")
		sansAnglais(t, e.sortie)
	})
	t.Run("a changed header, a missing class", func(t *testing.T) {
		e := k["entete"]
		assert.False(t, e.reussi)
		assert.Equal(t, map[string]string{
			"sontEgaux":         "sontEgaux n'a pas l'en-tête du sujet : attendu « public static boolean sontEgaux(int[] t1, int[] t2) », trouvé « public static boolean sontEgaux(int[], int[], int) » ; rétablissez l'en-tête (les autres fonctions sont vérifiées quand même)",
			"affichePlateau":    "affichePlateau n'est pas vérifiée : la classe MasterMindEtendu est introuvable (MasterMindEtendu.java est-il dans le dossier, et compilé ?)",
			"afficheErreurs":    "afficheErreurs n'est pas vérifiée : la classe MasterMindEtendu est introuvable (MasterMindEtendu.java est-il dans le dossier, et compilé ?)",
			"statsMasterMindIA": "statsMasterMindIA n'est pas vérifiée : la classe MasterMindEtendu est introuvable (MasterMindEtendu.java est-il dans le dossier, et compilé ?)",
			"codesCFC":          "codesCFC n'est pas vérifiée : la classe MasterMindEtendu est introuvable (MasterMindEtendu.java est-il dans le dossier, et compilé ?)",
		}, e.verdicts, e.sortie)
		assert.Contains(t, e.sortie, "\n27 exercices sur 32 réussis\n", "every other function checked")
		sansAnglais(t, e.sortie)
	})
	t.Run("a call that waits forever", func(t *testing.T) {
		assert.Equal(t, "saisirEntierPairPositif() avec les saisies « 12 » ne s'est pas arrêtée en 2 s : une boucle infinie ?", k["bloque:saisirEntierPairPositif"].verdicts["saisirEntierPairPositif"])
	})
}
