package main

import (
	"fmt"
	"os"
	"path/filepath"
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
