package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/kit"
)

// TestCoursCoversEveryClass: docs/COURS.md, the French page for the class,
// has a section for each class of §3.5 and shows the handout's Java for
// the attributes the handout writes.
func TestCoursCoversEveryClass(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "COURS.md"))
	require.NoError(t, err)
	cours := string(b)
	for _, classe := range []string{"## UtMM", "## Couleur", "## Code", "## Plateau", "## MancheHumain et MancheOrdinateur", "## Partie", "## MainMasterMind"} {
		assert.Contains(t, cours, classe)
	}
	for _, java := range []string{"private static int nbEssaisMax;", "private int[][] rep;", "private int nbManches;", "static boolean passeCodeSuivantLexico(int[] cod1, int nbCouleurs)"} {
		assert.Contains(t, cours, java)
	}
	// Every function of the handout, with its Java header as the kit
	// writes it, and its name in a table.
	var lignes []string
	for _, l := range strings.Split(cours, "\n") {
		if strings.HasPrefix(l, "| ") {
			lignes = append(lignes, l)
		}
	}
	tableaux := strings.Join(lignes, "\n")
	for _, e := range kit.Exercices() {
		if e.Java != nil {
			assert.True(t, strings.Contains(cours, e.Java.Signature), "COURS.md shows %s's Java header", e.Nom)
			assert.True(t, strings.Contains(tableaux, "`"+e.Nom+"("), "COURS.md maps %s in a table", e.Nom)
		}
	}
	assert.False(t, strings.Contains(cours, "boolean sansRepetition)"), "the handout's estCompat, not the lab example's")
	for _, mot := range []string{"**tranche**", "**interface**", "**générique**", "**erreur typée**", "**paquet**", "**méthode**"} {
		assert.True(t, strings.Contains(cours, mot), "the glossary explains %s", mot)
	}
}

// TestExercicesPageListsTheKit: docs/EXERCICES.md lists every exercise of
// the kit under the name its test and its verdicts use, with where to
// write it in Go and its Java signature, level by level.
func TestExercicesPageListsTheKit(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "EXERCICES.md"))
	require.NoError(t, err)
	page := string(b)
	for _, n := range kit.Niveaux() {
		assert.Contains(t, page, fmt.Sprintf("### Niveau %d : %s", n.Numero, n.Titre))
	}
	for _, e := range kit.Exercices() {
		ligne := "| `" + e.Nom + "` |"
		if !assert.Contains(t, page, ligne, "EXERCICES.md lists %s", e.Nom) {
			continue
		}
		suite := page[strings.Index(page, ligne):]
		suite = suite[:strings.Index(suite, "\n")]
		if e.Go != nil {
			assert.Contains(t, suite, "`"+e.Go.Fichier+"`, `"+e.Go.Fonction+"`", "EXERCICES.md gives where %s is written in Go", e.Nom)
		}
		if e.Java != nil {
			assert.Contains(t, suite, e.Java.Classe, "EXERCICES.md gives %s's Java class", e.Nom)
		}
	}
	assert.Contains(t, page, "Go "+kit.VersionGo+" ou plus récent", "EXERCICES.md states the kit's Go version")
}

var (
	reSectionCours = regexp.MustCompile(`(?m)^## .*$`)
	reFichierCours = regexp.MustCompile("`([\\w/]+\\.go)`")
	reNomCours     = regexp.MustCompile(`(?:^|[^.\w])([a-zA-Z]\w*)\.([A-Z]\w*)(?:\.([A-Z]\w*))?`)
)

// TestCoursSectionsNameTheirFiles: each section of docs/COURS.md whose
// title names files names every file that declares a Go name the section
// cites (outside its Java blocks), so that a student opens the right one.
func TestCoursSectionsNameTheirFiles(t *testing.T) {
	racine := filepath.Join("..", "..")
	b, err := os.ReadFile(filepath.Join(racine, "docs", "COURS.md"))
	require.NoError(t, err)
	index := declare(t, racine).lieux
	texte := string(b)
	titres := reSectionCours.FindAllStringIndex(texte, -1)
	vus := 0
	for i, ti := range titres {
		titre := texte[ti[0]:ti[1]]
		fin := len(texte)
		if i+1 < len(titres) {
			fin = titres[i+1][0]
		}
		fichiers := map[string]bool{}
		for _, m := range reFichierCours.FindAllStringSubmatch(titre, -1) {
			fichiers[m[1]] = true
		}
		if len(fichiers) == 0 {
			continue
		}
		corps := reBloc.ReplaceAllString(texte[ti[1]:fin], "")
		for _, span := range reCode.FindAllStringSubmatch(corps, -1) {
			for _, m := range reNomCours.FindAllStringSubmatch(span[1], -1) {
				nom := m[1] + "." + m[2]
				if m[3] != "" {
					nom = m[2] + "." + m[3] // pkg.Type.Method: the method
				}
				declares, connu := index[nom]
				if !connu {
					continue // not a name of the module (errors.As, rand.Rand…)
				}
				vus++
				ok := false
				for _, f := range declares {
					ok = ok || fichiers[f]
				}
				assert.True(t, ok, "%s: %s is declared in %v, which the title does not name", titre, nom, declares)
			}
		}
	}
	assert.Greater(t, vus, 80, "the sections' names were read")
}

// deductionsDuSujet are the « Déduction » columns of the handout's two
// CFC tables (§3.7), as the handout writes them, superscripts flattened.
func deductionsDuSujet() map[string][]string {
	return map[string][]string{
		"VJBR": {
			"code secret comprend 1 pion rouge",
			"code secret comprend 1 pion bleu",
			"code secret comprend 1 pion jaune",
			"code secret comprend 1 pion vert",
			"le 1er pion est vert",
			"le 2ème pion est jaune",
			"le 3ème pion est bleu, et comme les couleurs de fond et du curseur sont toutes les 2 égales à rouge, le 4ème pion est rouge",
			"c'est gagné !",
		},
		"BBRV": {
			"le code secret comprend 1 pion rouge",
			"le code secret comprend 2 pions bleus",
			"le code secret ne comprend pas de pion jaune",
			"le code secret comprend 1 pion vert",
			"le 1er pion n'est ni rouge ni vert",
			"le 2ème pion n'est ni rouge ni vert",
			"le 3ème pion est rouge",
			"le 4ème pion est vert, et comme les couleurs de fond et du curseur sont toutes les 2 égales à bleu, les 1er et 2ème pions sont bleus",
			"c'est gagné !",
		},
	}
}

// TestLessonCFCDeductionsAreTheHandouts: the deductions docs/LESSON.md
// shows for CFC (the program's, which TestLessonShowsTheRealOutput keeps
// true) are the handout's, but for the three spellings the lesson names.
func TestLessonCFCDeductionsAreTheHandouts(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "LESSON.md"))
	require.NoError(t, err)
	orthographe := strings.NewReplacer("ème", "e", "toutes les 2", "toutes deux")
	for secret, sujet := range deductionsDuSujet() {
		var programme []string
		for _, b := range reConsole.FindAllStringSubmatch(string(data), -1) {
			if b[1] != "demo --strategy cfc --secret "+secret+" --explain" {
				continue
			}
			for _, l := range strings.Split(b[2], "\n") {
				if _, d, ok := strings.Cut(l, "→ "); ok {
					programme = append(programme, d)
				}
			}
		}
		require.Len(t, programme, len(sujet), secret)
		for i, d := range sujet {
			d = orthographe.Replace(d)
			if strings.HasPrefix(d, "code secret") {
				d = "le " + d
			}
			assert.Equal(t, d, programme[i], "%s, row %d", secret, i+1)
		}
	}
}
