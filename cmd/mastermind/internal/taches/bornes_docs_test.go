package taches

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDocsBoundsAreTheFiles: the table of docs/OPTIMAL.md's "Where it
// stands" gives, for each first proposal of 5 × 8, what the bound files
// of docs/bornes/5x8 sum to (each class's highest bound, as merge --with
// keeps it, plus one for the secret found at the first proposal), every
// class of each first proposal has a file, and the bound the page states
// for 5 × 8 is the least of them. Whether each file's bound is right is
// merge's to check (docs/bornes/5x8/README.md: it computes it again);
// this test checks that the page says what the files hold.
func TestDocsBoundsAreTheFiles(t *testing.T) {
	docs := filepath.Join("..", "..", "..", "..", "docs")
	dossiers, err := filepath.Glob(filepath.Join(docs, "bornes", "5x8", "*", "plan.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, dossiers)
	classes := map[string]map[string]int{} // first proposal → class → best bound
	for _, chemin := range dossiers {
		data, err := os.ReadFile(chemin)
		require.NoError(t, err)
		p, _, err := LitPlan(data)
		require.NoError(t, err, chemin)
		d := Dossier{Chemin: filepath.Dir(chemin)}
		for _, tk := range p.Taches {
			premier := p.Mot(tk.Premier)
			if classes[premier] == nil {
				classes[premier] = map[string]int{}
			}
			coup := p.Coup(tk)
			if _, ok := classes[premier][coup]; !ok {
				classes[premier][coup] = -1 // no file yet
			}
			data, err := os.ReadFile(d.Resultat(tk, ExtBorne))
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			require.NoError(t, err)
			apres, borne := champsBorne(t, string(data))
			require.Equal(t, coup, apres, "%s: the class of %s", d.Chemin, tk.Nom())
			classes[premier][coup] = max(classes[premier][coup], borne)
		}
	}
	totaux := map[string]int{}
	for premier, cl := range classes {
		totaux[premier] = 1
		for coup, b := range cl {
			require.GreaterOrEqual(t, b, 0, "%s has no bound file in docs/bornes/5x8", coup)
			totaux[premier] += b
		}
	}
	assert.Len(t, totaux, 7, "5 × 8 has seven first proposals up to symmetry")

	page, err := os.ReadFile(filepath.Join(docs, "OPTIMAL.md"))
	require.NoError(t, err)
	s := string(page)
	i := strings.Index(s, "**Where it stands.**")
	require.GreaterOrEqual(t, i, 0, "the page's last word on 5 × 8")
	s = s[i:]
	var premiers []string
	var bornes []int
	for _, ligne := range strings.Split(s, "\n") {
		cellules := strings.Split(strings.Trim(ligne, "|"), "|")
		switch strings.TrimSpace(cellules[0]) {
		case "first proposal":
			for _, c := range cellules[1:] {
				premiers = append(premiers, strings.TrimSpace(c))
			}
		case "at least":
			for _, c := range cellules[1:] {
				n, err := strconv.Atoi(strings.Trim(strings.TrimSpace(c), "*"))
				require.NoError(t, err, ligne)
				bornes = append(bornes, n)
			}
		}
		if bornes != nil {
			break
		}
	}
	require.Len(t, bornes, len(premiers))
	page5x8 := map[string]int{}
	for k, premier := range premiers {
		page5x8[premier] = bornes[k]
	}
	assert.Equal(t, totaux, page5x8, "the page's table is what the files sum to")
	least := -1
	for _, b := range totaux {
		if least < 0 || b < least {
			least = b
		}
	}
	assert.Contains(t, s, "no strategy of 5 × 8 finds every secret with fewer than "+strconv.Itoa(least)+"\nguesses")
}

var reBorne = regexp.MustCompile(`(?m)^after (\S+)$[\s\S]*^bound (\d+)$`)

// champsBorne reads a bound file's class and bound.
func champsBorne(t *testing.T, texte string) (string, int) {
	t.Helper()
	m := reBorne.FindStringSubmatch(texte)
	require.NotNil(t, m, "a bound file: %q", texte[:min(len(texte), 200)])
	n, err := strconv.Atoi(m[2])
	require.NoError(t, err)
	return m[1], n
}
