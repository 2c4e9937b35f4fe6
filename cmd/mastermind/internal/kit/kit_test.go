package kit

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
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

// TestKitGo runs the Go kit's skeleton, its solution, an endless loop, a
// crash and one classic mistake, and what the handout allows, then plays
// the solution. Its check version,
// TestKitGoMoreMistakes (kit_check_test.go), runs the other mistakes.
func TestKitGo(t *testing.T) {
	t.Parallel()
	squelette, corrige := kitGo(t)

	// A forgotten i++: the loop never ends.
	boucle := copie(corrige)
	faute(t, boucle, "utmm/utmm.go", "for i, v := range a {\n\t\tif v == b[i] {\n\t\t\tn++\n\t\t}\n\t}", "for i := 0; i < len(a); {\n\t\tif a[i] == b[i] {\n\t\t\tn++\n\t\t}\n\t}")
	// An index out of range.
	faute(t, boucle, "couleur/noms.go", "lettres[i] = string(c.Lettre)", "lettres[i+1] = string(c.Lettre)")
	// Colours numbered from 1.
	faute(t, boucle, "couleur/palette.go", "if c.Lettre == r {\n\t\t\treturn i, true", "if c.Lettre == r {\n\t\t\treturn i + 1, true")
	// An off-by-one: a peg goes up to nbCouleurs instead of nbCouleurs-1.
	faute(t, boucle, "code/lexico.go", "if int(c.c[i]) < t.Couleurs-1 {", "if int(c.c[i]) < t.Couleurs {")

	// What the handout allows, or does not state: (lgCode−1, 1) accepted,
	// a slow function, a call that waits (no computing) past its time
	// limit. It passes whole, with remarks.
	sujet := copie(corrige)
	faute(t, sujet, "code/reponse.go", "\tcase r.Bien == pions-1 && r.Mal == 1:\n\t\treturn &ErreurReponse{Reponse: r, Pions: pions, Err: ErrImpossible}\n", "")
	lente(t, sujet)
	attente(t, sujet, 2500*time.Millisecond)

	k, dir := variantes(t, map[string][]Fichier{"squelette": squelette, "corrige": corrige, "boucle": boucle, "sujet": sujet})

	t.Run("skeleton", func(t *testing.T) {
		t.Parallel()
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
	t.Run("endless loop, crash and a classic mistake", func(t *testing.T) {
		out, v := k["boucle"].sortie, k["boucle"].verdicts
		assert.Equal(t, "nbBienPlaces((1,0,2,0), (0,1,0,0)) ne s'est pas arrêtée en 2 s : une boucle infinie ?", v["nbBienPlaces"])
		assert.Equal(t, "nbBienMalPlaces utilise nbBienPlaces, qui ne s'arrête pas : corrigez-la d'abord", v["nbBienMalPlaces"])
		assert.Regexp(t, `^listElem\(\{R\}\) s'est arrêtée sur une erreur : l'indice 1 est hors du tableau de longueur 1 \(couleur/noms\.go, ligne \d+\)$`, v["listElem"])
		assert.Equal(t, "plusGrandIndice({R}, 'R') : attendu 0, obtenu 1", v["plusGrandIndice"])
		assert.Equal(t, "motVersEntiers utilise plusGrandIndice, qui est fausse : corrigez-la d'abord", v["motVersEntiers"])
		assert.Equal(t, "passeCodeSuivantLexico((3,2,3,5), 6) : attendu (3,2,4,0) et vrai, obtenu (3,2,3,6) et vrai", v["passeCodeSuivantLexico"])
		assert.Contains(t, out, "Niveau 6, la stratégie CFC : 0 sur 1")
		sansAnglais(t, out)
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
		assert.NotContains(t, e.sortie, "- saisirEntierPairPositif :", "waiting is not computing")
		sansAnglais(t, e.sortie)
	})
	t.Run("go run .", func(t *testing.T) {
		t.Parallel()
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

// lente makes the Go kit's tabFrequence slow on its empty case: about
// 0,9 s of computing, measured on its thread where the runner measures it
// (Linux), else 0,9 s of waiting, which is what the runner measures
// there.
func lente(t *testing.T, kit []Fichier) {
	t.Helper()
	if runtime.GOOS != "linux" {
		faute(t, kit, "utmm/utmm.go", "\npackage utmm\n", "\npackage utmm\n\nimport \"time\"\n")
		faute(t, kit, "utmm/utmm.go", "func CompteDans[T Entier](f []int, t []T) {\n", "func CompteDans[T Entier](f []int, t []T) {\n\tif len(t) == 0 {\n\t\ttime.Sleep(900 * time.Millisecond)\n\t}\n")
		return
	}
	faute(t, kit, "utmm/utmm.go", "\npackage utmm\n", "\npackage utmm\n\nimport (\n\t\"syscall\"\n\t\"time\"\n)\n")
	faute(t, kit, "utmm/utmm.go", "func CompteDans[T Entier](f []int, t []T) {\n", "func CompteDans[T Entier](f []int, t []T) {\n\tif len(t) == 0 {\n\t\tcalcule(900 * time.Millisecond)\n\t}\n")
	remplace(t, kit, "utmm/utmm.go", func(s string) string {
		// RUSAGE_THREAD: the computing time of the calling thread.
		return s + "\nfunc calcule(d time.Duration) {\n\tvar u syscall.Rusage\n\tcpu := func() time.Duration {\n\t\tif syscall.Getrusage(1, &u) != nil {\n\t\t\tpanic(\"getrusage\")\n\t\t}\n\t\treturn time.Duration(u.Utime.Nano() + u.Stime.Nano())\n\t}\n\tfor debut := cpu(); cpu()-debut < d; {\n\t}\n}\n"
	})
}

// attente makes the Go kit's saisirEntierPairPositif wait d, computing
// nothing, when it reads 12 (one case of its own).
func attente(t *testing.T, kit []Fichier, d time.Duration) {
	t.Helper()
	faute(t, kit, "partie/partie.go", "import (\n\t\"fmt\"\n", "import (\n\t\"fmt\"\n\t\"time\"\n")
	faute(t, kit, "partie/partie.go", "if n > 0 && n%2 == 0 {\n\t\t\treturn n", fmt.Sprintf("if n > 0 && n%%2 == 0 {\n\t\t\tif n == 12 {\n\t\t\t\ttime.Sleep(%d)\n\t\t\t}\n\t\t\treturn n", d))
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
	cmd := exec.Command(javac, append([]string{"-J" + jvmRapide[0], "-J" + jvmRapide[1], "--release", "11", "-encoding", "UTF-8", "-Xlint:-options", "-d", filepath.Join(dir, "classes")}, sources...)...)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "javac:\n%s", out)
	cmd = exec.Command(java, append(append([]string{"-Xss4m"}, jvmRapide...), append([]string{"-cp", filepath.Join(dir, "classes"), "Pilote"}, ordre...)...)...)
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

// jvmRapide are the JVM's options for the tests' short runs: the JIT's
// first tier only and the serial collector cost the least computing.
var jvmRapide = []string{"-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"}

// nomDe is the exercise a verdict is about: its first word, or the
// function its call names.
func nomDe(verdict string) string {
	i := strings.IndexAny(verdict, " (")
	if i < 0 {
		return verdict
	}
	return verdict[:i]
}

// boucleJava is the Java kit with an endless loop, on the exercises
// TestKitJava checks there: it runs last, nbBienPlaces last of all, since
// Java cannot stop its thread, which computes till the JVM ends.
const boucleJava = "boucle:listElem,passeCodeSuivantLexico,nbBienPlaces,nbBienMalPlaces"

// TestKitJava runs the Java kit's skeleton, its reference solution, an
// endless loop, a crash and one classic mistake, and the handout alone,
// then plays the solution in the lab. Its check version,
// TestKitJavaMoreMistakes (kit_check_test.go), runs the other mistakes.
func TestKitJava(t *testing.T) {
	t.Parallel()
	squelette, corrige := kitJava(t)

	boucle := copie(corrige)
	// A forgotten i++: the loop never ends.
	faute(t, boucle, "MasterMindBase.java", "                n++;\n            }\n            i++;\n", "                n++;\n            }\n")
	// An index out of range.
	faute(t, boucle, "MasterMindBase.java", "s += t[i];", "s += t[i + 1];")
	// An off-by-one: a peg goes up to nbCouleurs.
	faute(t, boucle, "MasterMindBase.java", "while (i >= 0 && cod1[i] == nbCouleurs - 1) {", "while (i >= 0 && cod1[i] == nbCouleurs) {")

	// The handout alone: repCorrecte as it states it, codeAleat with
	// Math.random, a call that waits (no computing) past its time limit.
	// It passes whole, with remarks.
	sujet := copie(corrige)
	faute(t, sujet, "MasterMindBase.java", "if (rep[0] == lgCode - 1 && rep[1] == 1) {\n            Ut.afficherSL(\"Cette réponse est impossible.\");\n            return false;\n        }\n", "")
	faute(t, sujet, "MasterMindBase.java", "cod[i] = Ut.randomMinMax(0, nbCouleurs - 1);", "cod[i] = (int) (Math.random() * nbCouleurs);")
	attenteJava(t, sujet, 2500)

	k, classes := essaisJava(t, map[string][]Fichier{"squelette": squelette, "corrige": corrige, "boucle": boucle, "sujet": sujet},
		"squelette", "squelette:codeCorrect", "corrige", "sujet", boucleJava)

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
	t.Run("endless loop, crash and a classic mistake", func(t *testing.T) {
		e := k[boucleJava]
		assert.Equal(t, "nbBienPlaces((1,0,2,0), (0,1,0,0)) ne s'est pas arrêtée en 2 s : une boucle infinie ?", e.verdicts["nbBienPlaces"])
		assert.Equal(t, "nbBienMalPlaces utilise nbBienPlaces, qui ne s'arrête pas : corrigez-la d'abord", e.verdicts["nbBienMalPlaces"])
		assert.Regexp(t, `^listElem\(\{R\}\) s'est arrêtée sur une erreur : l'indice 1 est hors du tableau de longueur 1 \(MasterMindBase\.java, ligne \d+\)$`, e.verdicts["listElem"])
		assert.Equal(t, "passeCodeSuivantLexico((3,2,3,5), 6) : attendu (3,2,4,0) et vrai, obtenu (3,2,3,6) et vrai", e.verdicts["passeCodeSuivantLexico"])
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
		assert.NotContains(t, e.sortie, "- saisirEntierPairPositif :", "waiting is not computing")
		assert.Contains(t, e.sortie, "\n32 exercices sur 32 réussis\nTout est réussi : bravo !\n")
		sansAnglais(t, e.sortie)
	})
	t.Run("lab protocol", func(t *testing.T) {
		_, java := jdk(t)
		for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 3, Couleurs: 5, SansRepetition: true}} {
			assert.Equal(t, totalDuCours(t, taille), totalDuLabo(t, taille, append(append([]string{java}, jvmRapide...), "-cp", classes, "corrige.Protocole")...), "the Java classes in the lab, %v", taille)
		}
	})
}

// attenteJava makes the Java kit's saisirEntierPairPositif wait ms
// milliseconds, computing nothing, when it reads 12 (one case of its own).
func attenteJava(t *testing.T, kit []Fichier, ms int64) {
	t.Helper()
	faute(t, kit, "MasterMindBase.java", "pair strictement positif, s'il vous plaît.\");\n            n = Ut.saisirEntier();\n        }\n        return n;", fmt.Sprintf("pair strictement positif, s'il vous plaît.\");\n            n = Ut.saisirEntier();\n        }\n        if (n == 12) {\n            try {\n                Thread.sleep(%dL);\n            } catch (InterruptedException x) {\n            }\n        }\n        return n;", ms))
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
