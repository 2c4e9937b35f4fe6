package kit

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// goEnv is the environment of a go command run on a kit: offline, with
// the local toolchain, outside any workspace.
func goEnv() []string {
	return append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local", "GOWORK=off")
}

// ecrit writes fichiers under dir.
func ecrit(t *testing.T, dir string, fichiers []Fichier) {
	t.Helper()
	for _, f := range fichiers {
		chemin := filepath.Join(dir, filepath.FromSlash(f.Chemin))
		require.NoError(t, os.MkdirAll(filepath.Dir(chemin), 0o755))
		require.NoError(t, os.WriteFile(chemin, f.Contenu, 0o644))
	}
}

// kitGo returns the Go kit: the skeleton, and the kit with every function
// written (the program's bodies, and testdata/corrige/go for the functions
// written for the kit).
func kitGo(t *testing.T) (squelette, corrige []Fichier) {
	t.Helper()
	cas, err := fichierCas()
	require.NoError(t, err)
	squelette, err = fichiersGo(false, cas)
	require.NoError(t, err)
	corrige, err = fichiersGo(true, cas)
	require.NoError(t, err)
	for _, p := range paquetsKit() {
		corps, err := os.ReadFile(filepath.Join("testdata", "corrige", "go", p+".go.txt"))
		require.NoError(t, err)
		b, err := paquetKit(p, "\n"+string(corps))
		require.NoError(t, err)
		remplace(t, corrige, p+"/"+p+".go", func(string) string { return string(b) })
	}
	return squelette, corrige
}

// copie is a copy of fichiers that a mistake can change.
func copie(fichiers []Fichier) []Fichier {
	c := make([]Fichier, len(fichiers))
	for i, f := range fichiers {
		c[i] = Fichier{Chemin: f.Chemin, Contenu: bytes.Clone(f.Contenu)}
	}
	return c
}

// remplace changes the content of file chemin of fichiers.
func remplace(t *testing.T, fichiers []Fichier, chemin string, f func(string) string) {
	t.Helper()
	for i := range fichiers {
		if fichiers[i].Chemin == chemin {
			fichiers[i].Contenu = []byte(f(string(fichiers[i].Contenu)))
			return
		}
	}
	t.Fatalf("no file %s in the kit", chemin)
}

// faute replaces, in file chemin, the text avant by apres: a student's
// mistake. The text must be there, so that a mistake never rots into a
// no-op.
func faute(t *testing.T, fichiers []Fichier, chemin, avant, apres string) {
	t.Helper()
	remplace(t, fichiers, chemin, func(s string) string {
		require.Contains(t, s, avant, "the mistake's text in %s", chemin)
		return strings.Replace(s, avant, apres, 1)
	})
}

// essai is what go test said of one kit: its whole output, whether it
// passed, and the verdict of each exercise that failed.
type essai struct {
	sortie   string
	reussi   bool
	verdicts map[string]string
}

// variantes writes kits side by side in one module (each one's imports
// moved under its folder), runs go test once on all of them, and returns
// what each one said. One go command builds them all; each kit's test
// binary runs its cases in one process.
func variantes(t *testing.T, kits map[string][]Fichier, args ...string) (map[string]*essai, string) {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command: the Go kit cannot be compiled here")
	}
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module "+ModuleKit+"\n\ngo "+VersionGo+"\n"), 0o644))
	var paquets []string
	for nom, fichiers := range kits {
		var deplaces []Fichier
		for _, f := range fichiers {
			if f.Chemin == "go.mod" {
				continue
			}
			c := bytes.ReplaceAll(f.Contenu, []byte(`"`+ModuleKit+`/`), []byte(`"`+ModuleKit+`/`+nom+`/`))
			deplaces = append(deplaces, Fichier{Chemin: nom + "/" + f.Chemin, Contenu: c})
		}
		ecrit(t, dir, deplaces)
		paquets = append(paquets, "./"+nom)
	}
	cmd := exec.Command(goBin, append(append([]string{"test", "-count=1", "-json", "-timeout", "10m"}, args...), paquets...)...)
	cmd.Dir = dir
	cmd.Env = goEnv()
	out, _ := cmd.CombinedOutput()
	essais := map[string]*essai{}
	for nom := range kits {
		essais[nom] = &essai{verdicts: map[string]string{}}
	}
	var texte string
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var ev struct{ Action, Package, Test, Output string }
		if json.Unmarshal(sc.Bytes(), &ev) != nil {
			texte += sc.Text() + "\n" // a build failure is printed as text
			continue
		}
		e := essais[strings.TrimPrefix(ev.Package, ModuleKit+"/")]
		if e == nil {
			continue
		}
		e.sortie += ev.Output
		nom, sous := strings.CutPrefix(ev.Test, "TestExercices/")
		switch {
		case ev.Test == "" && ev.Action == "pass":
			e.reussi = true
		case sous && ev.Action == "output" && strings.HasPrefix(strings.TrimSpace(ev.Output), "exercices_test.go:"):
			v := strings.TrimSpace(ev.Output)
			e.verdicts[nom] = v[strings.Index(v, ": ")+2:]
		}
	}
	if d := os.Getenv("KIT_SORTIES"); d != "" {
		for nom, e := range essais {
			_ = os.WriteFile(filepath.Join(d, nom+".txt"), []byte(e.sortie), 0o644)
		}
	}
	for nom, e := range essais {
		require.NotEmpty(t, e.sortie, "go test did not run kit %s:\n%s", nom, texte)
	}
	return essais, dir
}

// nomsEn are the exercises the runner of kit l checks.
func nomsEn(l Langue) []string {
	var noms []string
	for _, e := range Exercices() {
		if e.TesteEn(l) {
			noms = append(noms, e.Nom)
		}
	}
	return noms
}

func TestKitGo(t *testing.T) {
	t.Parallel()
	squelette, corrige := kitGo(t)

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

	// A forgotten i++: the loop never ends.
	boucle := copie(corrige)
	faute(t, boucle, "utmm/utmm.go", "for i, v := range a {\n\t\tif v == b[i] {\n\t\t\tn++\n\t\t}\n\t}", "for i := 0; i < len(a); {\n\t\tif a[i] == b[i] {\n\t\t\tn++\n\t\t}\n\t}")
	// An index out of range.
	faute(t, boucle, "couleur/noms.go", "lettres[i] = string(c.Lettre)", "lettres[i+1] = string(c.Lettre)")
	// Colours numbered from 1.
	faute(t, boucle, "couleur/palette.go", "if c.Lettre == r {\n\t\t\treturn i, true", "if c.Lettre == r {\n\t\t\treturn i + 1, true")

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

	// What the handout allows, or does not state: (lgCode−1, 1) accepted,
	// a slow function. It passes whole, with remarks.
	sujet := copie(corrige)
	faute(t, sujet, "code/reponse.go", "\tcase r.Bien == pions-1 && r.Mal == 1:\n\t\treturn &ErreurReponse{Reponse: r, Pions: pions, Err: ErrImpossible}\n", "")
	faute(t, sujet, "utmm/utmm.go", "\npackage utmm\n", "\npackage utmm\n\nimport \"time\"\n")
	faute(t, sujet, "utmm/utmm.go", "func CompteDans[T Entier](f []int, t []T) {\n", "func CompteDans[T Entier](f []int, t []T) {\n\tif len(t) == 0 {\n\t\ttime.Sleep(900 * time.Millisecond)\n\t}\n")

	// A changed header and a missing function: Go compiles a package
	// whole, so the launcher gives the compiler a copy where each one
	// fails with the handout's header.
	entete := copie(corrige)
	faute(t, entete, "extension/extension.go", "func CodesCFC(secret code.Code, nbCouleurs int) []code.Code {", "func CodesCFC(secret code.Code, nbCouleurs int, trace bool) []code.Code {")
	faute(t, entete, "extension/extension.go", "func StatsMasterMindIA(", "func statsMasterMindIA(")
	// A file that is not Go.
	illisible := copie(corrige)
	faute(t, illisible, "utmm/utmm.go", "func Communs(f1, f2 []int) int {", "func Communs(f1, f2 []int) int {{")

	k, dir := variantes(t, map[string][]Fichier{"squelette": squelette, "corrige": corrige, "fautes": fautes, "fautes2": fautes2, "boucle": boucle,
		"bavard": bavard, "affichages": affichages, "sujet": sujet, "entete": entete, "illisible": illisible})

	t.Run("skeleton", func(t *testing.T) {
		out, verdicts := k["squelette"].sortie, k["squelette"].verdicts
		assert.False(t, k["squelette"].reussi)
		for _, nom := range nomsEn(LangueGo) {
			v, ok := verdicts[nom]
			if assert.True(t, ok, "the skeleton fails %s:\n%s", nom, out) {
				assert.Regexp(t, "^"+nom+` (n'est pas encore écrite \(|utilise \w+, qui n'est pas encore écrite : écrivez-la d'abord)`, v)
			}
		}
		assert.Len(t, verdicts, len(nomsEn(LangueGo)))
		assert.Equal(t, "nbBienPlaces n'est pas encore écrite (utmm/utmm.go, BienPlaces)", verdicts["nbBienPlaces"])
		assert.Equal(t, "nbCommuns utilise tabFrequence, qui n'est pas encore écrite : écrivez-la d'abord", verdicts["nbCommuns"])
		assert.Equal(t, "codeCorrect n'est pas encore écrite (code/mot.go, Lire)", verdicts["codeCorrect"])
		assert.Contains(t, out, "\nNiveau 1, les outils de base : 0 sur 11\n")
		assert.Contains(t, out, "\n0 exercice sur 27 réussi\nProchain exercice : listElem (couleur/noms.go, Palette.String).\n")
		sansAnglais(t, out)

		// One exercise, by its name in the handout.
		cmd := exec.Command("go", "test", "-count=1", "-run", "TestExercices/codeCorrect", "./squelette")
		cmd.Dir, cmd.Env = dir, goEnv()
		b, err := cmd.CombinedOutput()
		require.Error(t, err, "the skeleton fails codeCorrect:\n%s", b)
		assert.Contains(t, string(b), "codeCorrect n'est pas encore écrite (code/mot.go, Lire)")
		assert.Contains(t, string(b), "\n0 exercice sur 1 réussi\n")
	})
	t.Run("solved", func(t *testing.T) {
		out := k["corrige"].sortie
		assert.True(t, k["corrige"].reussi, out)
		assert.Empty(t, k["corrige"].verdicts)
		assert.Contains(t, out, "\nNiveau 6, la stratégie CFC : réussi\n27 exercices sur 27 réussis\nTout est réussi : bravo !\n")
	})
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
	t.Run("endless loop and crash", func(t *testing.T) {
		out, v := k["boucle"].sortie, k["boucle"].verdicts
		assert.Equal(t, "nbBienPlaces((1,0,2,0), (0,1,0,0)) ne s'est pas arrêtée en 2 s : une boucle infinie ?", v["nbBienPlaces"])
		assert.Equal(t, "nbBienMalPlaces utilise nbBienPlaces, qui ne s'arrête pas : corrigez-la d'abord", v["nbBienMalPlaces"])
		assert.Regexp(t, `^listElem\(\{R\}\) s'est arrêtée sur une erreur : l'indice 1 est hors du tableau de longueur 1 \(couleur/noms\.go, ligne \d+\)$`, v["listElem"])
		assert.Equal(t, "plusGrandIndice({R}, 'R') : attendu 0, obtenu 1", v["plusGrandIndice"])
		assert.Equal(t, "motVersEntiers utilise plusGrandIndice, qui est fausse : corrigez-la d'abord", v["motVersEntiers"])
		assert.Contains(t, out, "Niveau 6, la stratégie CFC : 0 sur 1")
		sansAnglais(t, out)
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
	t.Run("what the handout allows", func(t *testing.T) {
		e := k["sujet"]
		assert.True(t, e.reussi, e.sortie)
		assert.Empty(t, e.verdicts)
		assert.Contains(t, e.sortie, "\n27 exercices sur 27 réussis\n")
		assert.Contains(t, e.sortie, "\nRemarques (elles ne comptent pas comme des échecs) :\n")
		assert.Contains(t, e.sortie, "\n- repCorrecte : "+RemarqueImpossible(4)+"\n")
		assert.Contains(t, e.sortie, "\n- reponseHumain : "+RemarqueImpossible(4)+"\n")
		assert.Regexp(t, `\n- tabFrequence : juste, mais lente : tabFrequence\(\(\), 3\) a pris \d+,\d s \(la limite est 2 s\)`, e.sortie)
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
	t.Run("go run .", func(t *testing.T) {
		eleve := filepath.Join(dir, "eleve")
		cmd := exec.Command("go", "build", "-o", eleve, "./corrige/jeu")
		cmd.Dir, cmd.Env = dir, goEnv()
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
		// A whole game with the student's functions, through the kit's
		// launcher as a student runs it: their settings, a round where
		// they guess (ten tries of RRRR), a round where the computer finds
		// VJBR from their answers.
		saisies := "4\n6\nRouge\nBleu\nJaune\nVert\nOrange\nNoir\n2\n10\n" + strings.Repeat("RRRR\n", 10) + "1\n0\n1\n1\n1\n2\n0\n4\n1\n3\n4\n0\n"
		cmd = exec.Command("go", "run", ".")
		cmd.Dir, cmd.Env, cmd.Stdin = filepath.Join(dir, "corrige"), goEnv(), strings.NewReader(saisies)
		b, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", b)
		assert.Contains(t, string(b), "Niveau 4, la partie : réussi\n")
		assert.Contains(t, string(b), "Proposition 6 : VJBR")
		assert.Regexp(t, `Après la manche 2 : vous 6, l'ordinateur 1\d\.`, string(b))
		// The lab plays the student's passePropSuivante on every secret.
		for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 3, Couleurs: 5, SansRepetition: true}} {
			assert.Equal(t, totalDuCours(t, taille), totalDuLabo(t, taille, eleve, "protocole"), "the student's program in the lab, %v", taille)
		}
	})
}

// totalDuCours is the number of proposals the course's strategy makes over
// every secret of size t, as mastermind stats counts them.
func totalDuCours(t *testing.T, taille code.Taille) int {
	t.Helper()
	st, err := strategie.Calcule(context.Background(), strategie.Lexico{}, espaces{}.de(taille), strategie.Options{})
	require.NoError(t, err)
	return st.Total
}

// totalDuLabo is the number of proposals the program mots makes over
// every secret of size t, played by the lab.
func totalDuLabo(t *testing.T, taille code.Taille, mots ...string) int {
	t.Helper()
	ctx, fin := context.WithTimeout(context.Background(), 5*time.Minute)
	defer fin()
	coups, err := programme.JoueTout(ctx, programme.Commande{Nom: "cmd:" + strings.Join(mots, " "), Mots: mots}, espaces{}.de(taille),
		programme.Options{Delai: time.Minute, Enclos: nil})
	require.NoError(t, err)
	total := 0
	for _, n := range coups {
		total += int(n)
	}
	return total
}

// sansAnglais checks that what a student reads holds neither Go's
// English nor its notation for nothing.
func sansAnglais(t *testing.T, sortie string) {
	t.Helper()
	for _, mot := range []string{"<nil>", "expected", "panic:", "goroutine ", "pegs", "no-repeat", "index out of range"} {
		assert.NotContains(t, sortie, mot)
	}
}

// jdk returns javac and java, or skips the test with a sentence when this
// machine has no JDK (.ci/run installs one from the distribution's
// packages).
func jdk(t *testing.T) (javac, java string) {
	t.Helper()
	javac, err := exec.LookPath("javac")
	if err != nil {
		t.Skip("no JDK here (javac not found): the Java kit is checked where .ci/run installed one")
	}
	java, err = exec.LookPath("java")
	if err != nil {
		t.Skip("no JDK here (java not found): the Java kit is checked where .ci/run installed one")
	}
	return javac, java
}

// kitJava returns the Java kit's skeleton, and the kit with the reference
// solution kept in testdata/corrige/java.
func kitJava(t *testing.T) (squelette, corrige []Fichier) {
	t.Helper()
	squelette, err := FichiersJava()
	require.NoError(t, err)
	corrige = copie(squelette)
	for _, c := range ClassesJava() {
		b, err := os.ReadFile(filepath.Join("testdata", "corrige", "java", c+".java"))
		require.NoError(t, err)
		remplace(t, corrige, c+".java", func(string) string { return string(b) })
	}
	return squelette, corrige
}

// essaisJava compiles the Java kits side by side, one package each, with
// one javac, and runs each one's runner (in the order of ordre, an
// exercise list after a colon) in one JVM: what each one said.
func essaisJava(t *testing.T, kits map[string][]Fichier, ordre ...string) (map[string]*essai, string) {
	t.Helper()
	javac, java := jdk(t)
	dir := t.TempDir()
	sources := []string{filepath.Join("testdata", "Pilote.java")}
	sources[0], _ = filepath.Abs(sources[0])
	for nom, fichiers := range kits {
		for _, f := range fichiers {
			if f.Chemin == FichierCas {
				require.NoError(t, os.WriteFile(filepath.Join(dir, FichierCas), f.Contenu, 0o644))
			}
			if !strings.HasSuffix(f.Chemin, ".java") {
				continue
			}
			chemin := filepath.Join(dir, "src", nom, f.Chemin)
			require.NoError(t, os.MkdirAll(filepath.Dir(chemin), 0o755))
			require.NoError(t, os.WriteFile(chemin, append([]byte("package "+nom+";\n"), f.Contenu...), 0o644))
			sources = append(sources, chemin)
		}
	}
	cmd := exec.Command(javac, append([]string{"--release", "11", "-encoding", "UTF-8", "-Xlint:-options", "-d", filepath.Join(dir, "classes")}, sources...)...)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "javac:\n%s", out)
	cmd = exec.Command(java, append([]string{"-Xss4m", "-cp", filepath.Join(dir, "classes"), "Pilote"}, ordre...)...)
	cmd.Dir = dir
	out, err = cmd.CombinedOutput()
	require.NoError(t, err, "java:\n%s", out)
	essais := map[string]*essai{}
	var e *essai
	for _, l := range strings.Split(string(out), "\n") {
		switch {
		case strings.HasPrefix(l, "=== variante "):
			e = &essai{verdicts: map[string]string{}}
			essais[strings.TrimPrefix(l, "=== variante ")] = e
		case strings.HasPrefix(l, "=== statut "):
			e.reussi = l == "=== statut 0"
		case e != nil:
			e.sortie += l + "\n"
			if v, ok := strings.CutPrefix(l, "ÉCHEC  "); ok {
				e.verdicts[nomDe(v)] = v
			}
		}
	}
	for _, nom := range ordre {
		require.Contains(t, essais, nom, "java ran kit %s:\n%s", nom, out)
	}
	return essais, filepath.Join(dir, "classes")
}

// nomDe is the exercise a verdict is about: its first word, or the
// function its call names.
func nomDe(verdict string) string {
	i := strings.IndexAny(verdict, " (")
	if i < 0 {
		return verdict
	}
	return verdict[:i]
}

func TestKitJava(t *testing.T) {
	t.Parallel()
	squelette, corrige := kitJava(t)

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

	boucle := copie(corrige)
	// A forgotten i++: the loop never ends.
	faute(t, boucle, "MasterMindBase.java", "                n++;\n            }\n            i++;\n", "                n++;\n            }\n")
	// An index out of range.
	faute(t, boucle, "MasterMindBase.java", "s += t[i];", "s += t[i + 1];")

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

	// The handout alone: repCorrecte as it states it, codeAleat with
	// Math.random. It passes whole, with remarks.
	sujet := copie(corrige)
	faute(t, sujet, "MasterMindBase.java", "if (rep[0] == lgCode - 1 && rep[1] == 1) {\n            Ut.afficherSL(\"Cette réponse est impossible.\");\n            return false;\n        }\n", "")
	faute(t, sujet, "MasterMindBase.java", "cod[i] = Ut.randomMinMax(0, nbCouleurs - 1);", "cod[i] = (int) (Math.random() * nbCouleurs);")
	// A changed header, a class not handed in.
	entete := copie(corrige)
	faute(t, entete, "MasterMindBase.java", "public static boolean sontEgaux(int[] t1, int[] t2) {", "public static boolean sontEgaux(int[] t1, int[] t2, int n) {")
	var sansEtendu []Fichier
	for _, f := range entete {
		if f.Chemin != "MasterMindEtendu.java" {
			sansEtendu = append(sansEtendu, f)
		}
	}

	k, classes := essaisJava(t, map[string][]Fichier{"squelette": squelette, "corrige": corrige, "fautes": fautes, "fautes2": fautes2, "boucle": boucle,
		"bavard": bavard, "affichages": affichages, "sujet": sujet, "entete": sansEtendu},
		"squelette", "squelette:codeCorrect", "corrige", "fautes", "fautes2", "boucle", "bavard", "affichages", "sujet", "entete")

	t.Run("skeleton", func(t *testing.T) {
		e := k["squelette"]
		assert.False(t, e.reussi)
		for _, nom := range nomsEn(LangueJava) {
			v, ok := e.verdicts[nom]
			if assert.True(t, ok, "the skeleton fails %s:\n%s", nom, e.sortie) {
				assert.Regexp(t, "^"+nom+` (n'est pas encore écrite \(|utilise \w+, qui n'est pas encore écrite : écrivez-la d'abord)`, v)
			}
		}
		assert.Len(t, e.verdicts, len(nomsEn(LangueJava)))
		assert.Equal(t, "nbBienPlaces n'est pas encore écrite (MasterMindBase.java)", e.verdicts["nbBienPlaces"])
		assert.Equal(t, "statsMasterMindIA n'est pas encore écrite (MasterMindEtendu.java)", e.verdicts["statsMasterMindIA"])
		assert.Contains(t, e.sortie, "\n0 exercice sur 32 réussi\nProchain exercice : initTab (MasterMindBase.java).\n")
		un := k["squelette:codeCorrect"]
		assert.False(t, un.reussi)
		assert.Equal(t, map[string]string{"codeCorrect": "codeCorrect n'est pas encore écrite (MasterMindBase.java)"}, un.verdicts)
		assert.Contains(t, un.sortie, "0 exercice sur 1 réussi")
		sansAnglais(t, e.sortie)
	})
	t.Run("reference solution", func(t *testing.T) {
		e := k["corrige"]
		assert.True(t, e.reussi, e.sortie)
		assert.Empty(t, e.verdicts)
		assert.Contains(t, e.sortie, "ok     nbBienMalPlaces : réussie (")
		assert.Contains(t, e.sortie, "\nNiveau 6, la stratégie CFC : réussi\n32 exercices sur 32 réussis\nTout est réussi : bravo !\n")
		assert.NotContains(t, e.sortie, "Remarques")
	})
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
	t.Run("endless loop and crash", func(t *testing.T) {
		e := k["boucle"]
		assert.Equal(t, "nbBienPlaces((1,0,2,0), (0,1,0,0)) ne s'est pas arrêtée en 2 s : une boucle infinie ?", e.verdicts["nbBienPlaces"])
		assert.Equal(t, "nbBienMalPlaces utilise nbBienPlaces, qui ne s'arrête pas : corrigez-la d'abord", e.verdicts["nbBienMalPlaces"])
		assert.Regexp(t, `^listElem\(\{R\}\) s'est arrêtée sur une erreur : l'indice 1 est hors du tableau de longueur 1 \(MasterMindBase\.java, ligne \d+\)$`, e.verdicts["listElem"])
		sansAnglais(t, e.sortie)
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
	t.Run("the handout alone", func(t *testing.T) {
		e := k["sujet"]
		assert.True(t, e.reussi, e.sortie)
		assert.Empty(t, e.verdicts)
		assert.Contains(t, e.sortie, "ok     mancheHumain : réussie (", "the rounds' secrets drawn with Math.random")
		assert.Contains(t, e.sortie, "ok     partie : réussie (")
		assert.Contains(t, e.sortie, "\n- codeAleat : codeAleat ne tire pas ses pions avec Ut.randomMinMax : ")
		assert.Contains(t, e.sortie, "\n- repCorrecte : "+RemarqueImpossible(4)+"\n")
		assert.Contains(t, e.sortie, "\n- reponseHumain : "+RemarqueImpossible(4)+"\n")
		assert.Contains(t, e.sortie, "\n32 exercices sur 32 réussis\nTout est réussi : bravo !\n")
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
	t.Run("lab protocol", func(t *testing.T) {
		_, java := jdk(t)
		for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 3, Couleurs: 5, SansRepetition: true}} {
			assert.Equal(t, totalDuCours(t, taille), totalDuLabo(t, taille, java, "-cp", classes, "corrige.Protocole"), "the Java classes in the lab, %v", taille)
		}
	})
}

// TestRunnersCallEveryExercise keeps the table and both runners together:
// each exercise a runner checks has its call in that runner, and no
// runner calls one the table does not have.
func TestRunnersCallEveryExercise(t *testing.T) {
	for _, c := range []struct {
		fichier string
		langue  Langue
		re      *regexp.Regexp
	}{
		{"modele/go/verif/adaptateurs.go.txt", LangueGo, regexp.MustCompile(`(?m)^\t\t"(\w+)": `)},
		{"modele/java/Verif.java.txt", LangueJava, regexp.MustCompile(`(?m)^\s+case "(\w+)":`)},
	} {
		b, err := modele.ReadFile(c.fichier)
		require.NoError(t, err)
		texte := string(b)
		if i := strings.Index(texte, "String appelle(String nom"); i >= 0 {
			texte = texte[i:] // the Java runner's calls, not its reading
		}
		var appeles, attendus []string
		for _, m := range c.re.FindAllStringSubmatch(texte, -1) {
			appeles = append(appeles, m[1])
		}
		for _, e := range Exercices() {
			if e.TesteEn(c.langue) {
				attendus = append(attendus, e.Nom)
			}
		}
		assert.ElementsMatch(t, attendus, appeles, c.fichier)
	}
}

// TestEveryFunctionHasItsSpecification: every function of both kits says
// its pré-requis first, then what it does or returns, and the Java
// headers are the handout's where the handout writes them.
func TestEveryFunctionHasItsSpecification(t *testing.T) {
	for _, e := range Exercices() {
		var consignes [][]string
		if e.Go != nil {
			consignes = append(consignes, e.Go.Consigne)
		}
		if e.Java != nil {
			consignes = append(consignes, e.Java.Consigne)
		}
		require.NotEmpty(t, consignes, e.Nom)
		for _, c := range consignes {
			require.NotEmpty(t, c, e.Nom)
			assert.True(t, strings.HasPrefix(c[0], "pré-requis : "), "%s starts with its pré-requis: %q", e.Nom, c[0])
			texte := strings.Join(c, " ")
			assert.Regexp(t, `(résultat|action)( ?/résultat)? : `, texte, e.Nom)
		}
		if e.Java != nil {
			assert.Contains(t, e.Java.Signature, " "+e.Nom+"(", "the Java function has the handout's name")
		}
	}
	// The handout's own headers (§3.1, §3.2), word for word.
	for nom, entete := range map[string]string{
		"affichePlateau": "public static void affichePlateau(int[][] cod, int[][] rep, int nbCoups, char[] tabCouleurs)",
		"afficheErreurs": "public static void afficheErreurs(String codMot, int[][] cod, int[][] rep, int nbCoups, int lgCode, char[] tabCouleurs)",
	} {
		e, ok := exercice(nom)
		require.True(t, ok)
		assert.Equal(t, entete, e.Java.Signature)
	}
}

// TestCasesSpeakFrench: no case shows Go's notation or English to a
// student.
func TestCasesSpeakFrench(t *testing.T) {
	b, err := fichierCas()
	require.NoError(t, err)
	for _, mot := range []string{"<nil>", "expected", "pegs", "no-repeat", "true", "false", "nil", "×"} {
		assert.False(t, strings.Contains(string(b), mot), "the cases hold %q", mot)
	}
	assert.Less(t, len(b), 1<<20, "the cases stay under a megabyte")
}

// TestKitPagesStateTheVersions: the Go kit's page states its Go version,
// the Java kit's its JDK, and both list every exercise under its name.
func TestKitPagesStateTheVersions(t *testing.T) {
	g, err := lisezMoiGo()
	require.NoError(t, err)
	assert.Contains(t, string(g), "**Go "+VersionGo+" ou plus récent**")
	j, err := lisezMoiJava()
	require.NoError(t, err)
	assert.Contains(t, string(j), "**JDK 11 ou plus récent**")
	for _, e := range Exercices() {
		if e.Go != nil {
			assert.Contains(t, string(g), "| "+e.Nom+" | `"+e.Go.Fichier+"` | `"+e.Go.Fonction+"` |")
		}
		if e.Java != nil {
			assert.Contains(t, string(j), "| "+e.Nom+" | `"+e.Java.Classe+"` |")
		}
	}
}

func TestKitGoVersion(t *testing.T) {
	b, err := os.ReadFile("../../../../go.mod")
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^go (\d+)\.(\d+)`).FindStringSubmatch(string(b))
	require.NotNil(t, m)
	assert.LessOrEqual(t, VersionGo, m[1]+"."+m[2], "the kit asks no newer Go than the project")
}

// TestGoKitIsFrenchAndFormatted: the Go kit a student receives is
// gofmt-clean, and its comments are French: the program's English ones
// stay in the project.
func TestGoKitIsFrenchAndFormatted(t *testing.T) {
	fichiers, err := Fichiers(false)
	require.NoError(t, err)
	anglais := regexp.MustCompile(`\b(the|is|are|returns|and|with)\b`)
	for _, f := range fichiers {
		if !strings.HasSuffix(f.Chemin, ".go") {
			continue
		}
		propre, err := format.Source(f.Contenu)
		require.NoError(t, err, f.Chemin)
		assert.Equal(t, string(propre), string(f.Contenu), "%s is gofmt-clean", f.Chemin)
		for i, l := range strings.Split(string(f.Contenu), "\n") {
			if c, ok := strings.CutPrefix(strings.TrimSpace(l), "//"); ok {
				assert.NotRegexp(t, anglais, c, "%s:%d speaks French", f.Chemin, i+1)
			}
		}
	}
}
