package optimal

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// These tests keep docs/OPTIMAL.md true: every row of its table "What it
// finds" is checked, the rows it says take less than a second here (the
// known optima of Koyama and Lai for 4 × 6, of Ville for the small sizes
// among them), the others by make verify (page_verify_test.go).

// ligneTable is a row of the page's table.
type ligneTable struct {
	texte    string
	taille   code.Taille
	maxCoups int
	secrets  int
	total    int
	moyenne  string
	pire     int
	premier  string
	duree    time.Duration
}

// longue says whether the row is for make verify: a search the page says
// takes a second or more.
func (l ligneTable) longue() bool { return l.duree >= time.Second }

// nom names the row: "4×6", "4×6 max 5", "4×6 no-repeat".
func (l ligneTable) nom() string {
	if l.maxCoups > 0 {
		return fmt.Sprintf("%s max %d", l.taille, l.maxCoups)
	}
	return l.taille.String()
}

// nomBench is the benchmark that measures the row's time.
func (l ligneTable) nomBench() string {
	n := fmt.Sprintf("BenchmarkOptimal%dx%d", l.taille.Pions, l.taille.Couleurs)
	if l.maxCoups > 0 {
		n += fmt.Sprintf("Max%d", l.maxCoups)
	}
	if l.taille.SansRepetition {
		n += "SansRepetition"
	}
	return n
}

// page is docs/OPTIMAL.md, its blanks made single spaces.
func page(t testing.TB) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "OPTIMAL.md"))
	require.NoError(t, err)
	return strings.Join(strings.Fields(string(data)), " ")
}

var (
	reLigne  = regexp.MustCompile(`(?m)^\| (\d+) × (\d+)(, at most (\d+) guesses)?( without repeats)? \| (\d+) \| \**(\d+)\** \| \**([\d.]+)\** \| (\d+) \| ([A-Z]+) \| \**([^|*]+)\** \|$`)
	reDuree  = regexp.MustCompile(`^(?:(\d+) min ?)?(?:([\d.]+) (s|ms))?$`)
	reTitres = "| size | secrets | total | average | worst | first proposal | search (2 cores) |"
)

// dureeLue reads "3 ms", "0.28 s", "4 min 22 s".
func dureeLue(t testing.TB, s string) time.Duration {
	t.Helper()
	m := reDuree.FindStringSubmatch(strings.TrimSpace(s))
	require.NotNil(t, m, "a time: %q", s)
	var d time.Duration
	if m[1] != "" {
		n, _ := strconv.Atoi(m[1])
		d += time.Duration(n) * time.Minute
	}
	if m[2] != "" {
		x, _ := strconv.ParseFloat(m[2], 64)
		unite := time.Second
		if m[3] == "ms" {
			unite = time.Millisecond
		}
		d += time.Duration(x * float64(unite))
	}
	return d
}

// tableDeLaPage reads the rows of the table "What it finds".
func tableDeLaPage(t testing.TB) []ligneTable {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "OPTIMAL.md"))
	require.NoError(t, err)
	s := string(data)
	i := strings.Index(s, reTitres)
	require.GreaterOrEqual(t, i, 0, "the table's titles")
	s = s[i:]
	s = s[:strings.Index(s, "\n\n")]
	nb := strings.Count(s, "\n") - 1 // titles and rule
	var lignes []ligneTable
	for _, m := range reLigne.FindAllStringSubmatch(s, -1) {
		n := func(i int) int {
			x, err := strconv.Atoi(m[i])
			require.NoError(t, err)
			return x
		}
		l := ligneTable{
			texte:   m[0],
			taille:  code.Taille{Pions: n(1), Couleurs: n(2), SansRepetition: m[5] != ""},
			secrets: n(6), total: n(7), moyenne: m[8], pire: n(9), premier: m[10],
			duree: dureeLue(t, m[11]),
		}
		if m[4] != "" {
			l.maxCoups = n(4)
		}
		lignes = append(lignes, l)
	}
	require.Len(t, lignes, nb, "every row reads")
	return lignes
}

// arbres are the trees the tests of the page computed, by size and limit:
// each is computed once.
var arbres sync.Map

func arbreDeLaLigne(t testing.TB, l ligneTable) (*Arbre, time.Duration) {
	t.Helper()
	cle := l.nom()
	type resultat struct {
		a     *Arbre
		duree time.Duration
		err   error
	}
	f, _ := arbres.LoadOrStore(cle, sync.OnceValue(func() resultat {
		if l.taille == (code.Taille{Pions: 4, Couleurs: 6}) && (l.maxCoups == 0 || l.maxCoups == 5) {
			// The trees the other tests share.
			f := arbre4x6
			if l.maxCoups == 5 {
				f = arbre4x6max5
			}
			a, err := f()
			return resultat{a: a, err: err}
		}
		e, err := code.NouvelEspace(l.taille)
		if err != nil {
			return resultat{err: err}
		}
		debut := time.Now()
		a, err := Calcule(context.Background(), e, Options{MaxCoups: l.maxCoups, Forcer: true})
		if err != nil {
			return resultat{err: err}
		}
		return resultat{a: a, duree: time.Since(debut), err: a.Verifie(e)}
	}))
	r := f.(func() resultat)()
	require.NoError(t, r.err)
	return r.a, r.duree
}

// motCourt writes c with the letters of the default palette of 16
// colours, enough for the first proposals of every size of the page (they
// use the first colours only), whatever the size's number of colours.
func motCourt(c code.Code) string {
	p := couleur.MustDefaut(16)
	var b strings.Builder
	for i := range c.Len() {
		b.WriteRune(p.Lettre(c.At(i)))
	}
	return b.String()
}

// verifieLigne computes the row's tree and checks every figure of the
// row; it returns the tree.
func verifieLigne(t testing.TB, l ligneTable) *Arbre {
	t.Helper()
	a, duree := arbreDeLaLigne(t, l)
	st := a.Statistiques()
	assert.Equal(t, l.secrets, st.Secrets, "secrets: %s", l.texte)
	assert.Equal(t, l.total, st.Total, "total: %s", l.texte)
	assert.Equal(t, l.moyenne, strconv.FormatFloat(st.Moyenne(), 'f', 3, 64), "average: %s", l.texte)
	assert.Equal(t, l.pire, st.Max, "worst: %s", l.texte)
	assert.Equal(t, l.premier, motCourt(a.Taille().Code(int(a.Noeud(0).Proposition))), "first proposal: %s", l.texte)
	if duree > 0 { // not a tree another test computed
		t.Logf("%s: total %d, distribution %v, searched in %v (the page says %v)", l.nom(), st.Total, st.Distribution[1:], duree.Round(time.Millisecond), l.duree)
	}
	return a
}

// distributions are the distributions the page gives in words, by row.
func distributions() map[string][]int {
	return map[string][]int{
		"4×6":       {1, 8, 102, 630, 548, 7},
		"4×6 max 5": {1, 8, 102, 622, 563},
		"4×7":       {1, 8, 93, 721, 1420, 158},
		"4×8":       {1, 6, 83, 756, 2333, 899, 18},
	}
}

// verifieDistribution checks the distribution the page quotes for the row,
// if it quotes one.
func verifieDistribution(t testing.TB, l ligneTable, a *Arbre) {
	t.Helper()
	cle := l.nom()
	voulue, ok := distributions()[cle]
	if !ok {
		return
	}
	assert.Equal(t, voulue, a.Statistiques().Distribution[1:], cle)
	mots := make([]string, len(voulue))
	for i, n := range voulue {
		mots[i] = strconv.Itoa(n)
	}
	assert.Contains(t, page(t), strings.Join(mots, ", "), "the page quotes the distribution of %s", cle)
}

// TestOptimalPageTable checks the rows of docs/OPTIMAL.md's table that take
// less than a second, and that a benchmark measures the time the page
// gives for each of them.
func TestOptimalPageTable(t *testing.T) {
	bench, err := os.ReadFile("bench_test.go")
	require.NoError(t, err)
	courtes := 0
	for _, l := range tableDeLaPage(t) {
		if l.longue() {
			continue
		}
		courtes++
		t.Run(l.nom(), func(t *testing.T) {
			if testing.Short() && l.taille.NombreSecrets() > 1000 {
				t.Skip("seconds under the race detector")
			}
			a := verifieLigne(t, l)
			verifieDistribution(t, l, a)
			assert.Contains(t, string(bench), "func "+l.nomBench()+"(", "a benchmark measures the time of %s", l.texte)
		})
	}
	assert.Equal(t, 9, courtes, "the known optima of the small sizes and 4×6 are checked here")
}
