package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/cmd/mastermind/internal/kit"
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

// TestExercicesPageListsTheKit: docs/EXERCICES.md lists every method of the
// kit, with the file to open and its name in the handout.
func TestExercicesPageListsTheKit(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "EXERCICES.md"))
	require.NoError(t, err)
	page := string(b)
	fichiers, err := kit.Fichiers(false)
	require.NoError(t, err)
	for _, e := range kit.Exercices() {
		nom := e.Fonction
		if !strings.Contains(nom, ".") {
			nom = e.Paquet + "." + nom
		}
		assert.Contains(t, page, "`"+nom+"` |", "EXERCICES.md lists %s", nom)
		var fichier string
		for _, f := range fichiers {
			if strings.HasPrefix(f.Chemin, e.Paquet+"/") && strings.Contains(string(f.Contenu), "Dans le sujet : "+e.Cours+".") {
				fichier = f.Chemin
			}
		}
		require.NotEmpty(t, fichier, e.Fonction)
		assert.Contains(t, page, "| `"+fichier+"` | `"+nom+"` |", "EXERCICES.md gives %s's file", nom)
	}
}
