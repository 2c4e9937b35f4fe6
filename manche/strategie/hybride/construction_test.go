package hybride

import (
	"bufio"
	"bytes"
	"context"
	"encoding/gob"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// TestConstruction is the long build docs/OPTIMAL.md quotes, run only
// when asked:
//
//	HYBRIDE=5x8 SEUIL=40 LARGEUR=3 PROFONDEUR=1 PREMIER=RRBBJ SORTIE=f.txt go test -run Construction -v -timeout 0 ./manche/strategie/hybride
func TestConstruction(t *testing.T) {
	var p, c int
	if _, err := fmt.Sscanf(os.Getenv("HYBRIDE"), "%dx%d", &p, &c); err != nil {
		t.Skip("HYBRIDE=PxC runs the build")
	}
	e := codetest.Espace(t, code.Taille{Pions: p, Couleurs: c})
	entier := func(nom string) int { n, _ := strconv.Atoi(os.Getenv(nom)); return n }
	o := Options{Critere: strategie.MaxEntropie, Seuil: entier("SEUIL"), Largeur: entier("LARGEUR"), Profondeur: entier("PROFONDEUR"),
		Bas: entier("BAS"), LargeurBas: entier("LARGEURBAS")}
	if crit := os.Getenv("CRITERE"); crit != "" {
		for _, k := range strategie.Criteres() {
			if k.Nom() == crit {
				o.Critere = k
			}
		}
	}
	if mot := os.Getenv("PREMIER"); mot != "" {
		g := codetest.Code(t, mot)
		o.Premier = &g
	}
	// DOSSIER keeps each class of the root as it is built (a checkpoint:
	// a run resumes from it); COMBINE="dir1 dir2" takes, for each class,
	// the cheapest of the folders' and builds only the others.
	if d := os.Getenv("DOSSIER"); d != "" {
		require.NoError(t, os.MkdirAll(d, 0o755))
		o.Classe = func(rep int, noeuds []optimal.Noeud) {
			var b bytes.Buffer
			require.NoError(t, gob.NewEncoder(&b).Encode(noeuds))
			require.NoError(t, os.WriteFile(filepath.Join(d, fmt.Sprintf("%02d.gob", rep)), b.Bytes(), 0o644))
		}
	}
	o.Faites = map[int][]optimal.Noeud{}
	for _, d := range append(strings.Fields(os.Getenv("COMBINE")), os.Getenv("DOSSIER")) {
		fichiers, _ := filepath.Glob(filepath.Join(d, "*.gob"))
		for _, f := range fichiers {
			var rep int
			_, err := fmt.Sscanf(filepath.Base(f), "%02d.gob", &rep)
			require.NoError(t, err)
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			var noeuds []optimal.Noeud
			require.NoError(t, gob.NewDecoder(bytes.NewReader(data)).Decode(&noeuds))
			fmt.Fprintf(os.Stderr, "%s: class %d, %d codes, total %d\n", d, rep, noeuds[0].Candidats, noeuds[0].Total)
			if old, ok := o.Faites[rep]; !ok || noeuds[0].Total < old[0].Total {
				o.Faites[rep] = noeuds
			}
		}
	}
	if d := os.Getenv("ESTIME"); d != "" {
		o.Estime = estimation(t, d)
	}
	debut := time.Now()
	o.Suivi = func(pr Progres) {
		fmt.Fprintf(os.Stderr, "%v essai %d/%d (best %d) classes %d/%d total %d exact %d\n",
			pr.Ecoule.Round(time.Second), pr.Essai, pr.Essais, pr.Meilleur, pr.Classes, pr.NbClasses, pr.Total, pr.Exactes)
	}
	a, err := Construit(context.Background(), e, o)
	require.NoError(t, err)
	st := a.Statistiques()
	fmt.Printf("%s seuil %d largeur %d profondeur %d bas %d largeurbas %d critere %s: total %d average %.5f worst %d dist %v first %v in %v\n",
		e.Taille(), o.Seuil, o.Largeur, o.Profondeur, o.Bas, o.LargeurBas, o.Critere.Nom(), st.Total, st.Moyenne(), st.Max, st.Distribution[1:],
		e.Code(int(a.Noeud(0).Proposition)), time.Since(debut).Round(time.Second))
	if sortie := os.Getenv("SORTIE"); sortie != "" {
		require.NoError(t, ecritArbre(sortie, a))
	}
}

// ecritArbre writes a in the tree-file format of docs/ARBRE.md, in the
// letters of the default palette, as mastermind optimal --export does.
func ecritArbre(chemin string, a *optimal.Arbre) error {
	f, err := os.Create(chemin)
	if err != nil {
		return err
	}
	defer f.Close()
	tl := a.Taille()
	p, err := couleur.Defaut(tl.Couleurs)
	if err != nil {
		return err
	}
	lettres := p.Lettres()
	mot := func(i int32) string {
		c := tl.Code(int(i))
		b := make([]byte, c.Len())
		for k := range b {
			b[k] = lettres[c.At(k)]
		}
		return string(b)
	}
	lignes := make(map[int32]string)
	var chemin2 []string
	var visite func(i int)
	visite = func(i int) {
		n := a.Noeud(i)
		enf := int32(0)
		for _, b := range n.Branches {
			enf += a.Noeud(int(b.Noeud)).Candidats
		}
		if n.Candidats > enf {
			lignes[n.Proposition] = strings.Join(append(chemin2, fmt.Sprintf("%s:%d,0", mot(n.Proposition), tl.Pions)), " ")
		}
		for _, b := range n.Branches {
			r := tl.ReponseIndex(int(b.Reponse))
			chemin2 = append(chemin2, fmt.Sprintf("%s:%d,%d", mot(n.Proposition), r.Bien, r.Mal))
			visite(int(b.Noeud))
			chemin2 = chemin2[:len(chemin2)-1]
		}
	}
	visite(0)
	st := a.Statistiques()
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "mastermind-tree 1\npegs %d\ncolors %d\nrepeats yes\nletters %s\ntotal %d\nworst %d\n", tl.Pions, tl.Couleurs, lettres, st.Total, st.Max)
	for i := range int32(tl.Nombre()) {
		if l, ok := lignes[i]; ok {
			fmt.Fprintln(w, l)
		}
	}
	return w.Flush()
}

// estimation fits, from the classes of the root kept in folder d (see
// DOSSIER), what a class of n candidates costs: the mean total of the
// nodes of n candidates where there are at least 3, else n·(a + b·log2 n)
// fitted by least squares on the nodes of at least 20 candidates.
func estimation(t *testing.T, d string) func(int) float64 {
	fichiers, _ := filepath.Glob(filepath.Join(d, "*.gob"))
	require.NotEmpty(t, fichiers)
	somme, nombre := map[int]float64{}, map[int]int{}
	var sx, sy, sxx, sxy, m float64
	for _, f := range fichiers {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		var noeuds []optimal.Noeud
		require.NoError(t, gob.NewDecoder(bytes.NewReader(data)).Decode(&noeuds))
		for _, n := range noeuds {
			k := int(n.Candidats)
			somme[k] += float64(n.Total)
			nombre[k]++
			if k >= 20 {
				x, y := math.Log2(float64(k)), float64(n.Total)/float64(k)
				sx, sy, sxx, sxy, m = sx+x, sy+y, sxx+x*x, sxy+x*y, m+1
			}
		}
	}
	b := (m*sxy - sx*sy) / (m*sxx - sx*sx)
	a := (sy - b*sx) / m
	fmt.Fprintf(os.Stderr, "estimate: n·(%.4f + %.4f·log2 n) beyond the sizes seen 3 times\n", a, b)
	return func(n int) float64 {
		if nombre[n] >= 3 && os.Getenv("FORMULE") == "" {
			return somme[n] / float64(nombre[n])
		}
		return float64(n) * (a + b*math.Log2(float64(n)))
	}
}
