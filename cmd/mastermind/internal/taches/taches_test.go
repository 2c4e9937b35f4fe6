package taches

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifborne"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

var cleTest = arbres.Cle(bytes.Repeat([]byte{3}, 32))

func dossier(t testing.TB) Dossier {
	return Dossier{Chemin: t.TempDir(), Cle: cleTest, Version: "test"}
}

// plan writes the plan of size taille with options o in d.
func plan(t testing.TB, d Dossier, taille code.Taille, o Options) (*Plan, *code.Espace) {
	t.Helper()
	e := codetest.Espace(t, taille)
	p, err := NouveauPlan(e, "RBJVONMCGPTLKASF"[:taille.Couleurs], o)
	require.NoError(t, err)
	require.NoError(t, d.EcritPlan(p))
	return p, e
}

// TestTasksGiveTheOptimum: every task of a size run, in any order and on
// any number of workers, the merge proves the optimum (its tree and a
// bound equal to it) and writes the same tree, which verify-tree's
// checker accepts.
func TestTasksGiveTheOptimum(t *testing.T) {
	for _, tt := range []struct {
		taille  code.Taille
		optimum int
	}{
		{code.Taille{Pions: 3, Couleurs: 3}, 73},
		{code.Taille{Pions: 3, Couleurs: 4}, 206},
		{code.Taille{Pions: 2, Couleurs: 5}, 81},
		{code.Taille{Pions: 3, Couleurs: 4, SansRepetition: true}, 0},
	} {
		t.Run(tt.taille.String(), func(t *testing.T) {
			var reference []byte
			for essai, ouvriers := range []int{1, 3, 0} {
				d := dossier(t)
				p, e := plan(t, d, tt.taille, Options{Arbre: ArbreExact})
				if ouvriers > 0 {
					require.NoError(t, d.ExecuteTout(context.Background(), p, e, ouvriers, nil))
				} else {
					// One task at a time, in a random order, as a
					// scheduler would.
					ordre := rand.New(rand.NewPCG(uint64(essai), 7)).Perm(len(p.Taches))
					for _, k := range ordre {
						require.NoError(t, d.Execute(context.Background(), p, e, k, 1, nil))
					}
				}
				f, _, err := d.Fusionne(context.Background(), 2)
				require.NoError(t, err)
				assert.Equal(t, len(p.Taches), f.Faites)
				assert.True(t, f.Complet)
				assert.True(t, f.Optimal, "the bound meets the tree")
				if tt.optimum > 0 {
					assert.Equal(t, tt.optimum, f.Sup)
				}
				ref, err := optimal.Calcule(context.Background(), e, optimal.Options{})
				require.NoError(t, err)
				assert.Equal(t, ref.Total(), f.Sup, "the search's own optimum")
				arbre, err := d.ExporteMeilleur(p, f)
				require.NoError(t, err)
				if reference == nil {
					reference = arbre
				}
				assert.Equal(t, reference, arbre, "the same tree whatever the order and the split")
			}
		})
	}
}

// TestBoundTasksBracketTheOptimum: tasks that bound at a horizon (trees
// or not) never prove more than the optimum; with a tree of each class
// the bound is below it. Each bound file is the definition's value: the
// independent checker accepts it and refuses one more.
func TestBoundTasksBracketTheOptimum(t *testing.T) {
	for _, tt := range []struct {
		taille  code.Taille
		o       Options
		optimum int
	}{
		{code.Taille{Pions: 3, Couleurs: 5}, Options{Horizon: 1, Arbre: ArbreAucun}, 451},
		{code.Taille{Pions: 3, Couleurs: 5}, Options{Horizon: 2, Exact: 5, Arbre: ArbreHybride, Seuil: 10}, 451},
		{code.Taille{Pions: 4, Couleurs: 4}, Options{Horizon: 1, Exact: 20, Arbre: ArbreAucun}, 905},
		{code.Taille{Pions: 4, Couleurs: 3}, Options{Horizon: 2, Arbre: ArbreHybride, Seuil: 5}, 246},
		{code.Taille{Pions: 5, Couleurs: 2}, Options{Horizon: 1, Arbre: ArbreAucun}, 97},
		{code.Taille{Pions: 3, Couleurs: 5}, Options{Horizon: 1, Demi: true, Arbre: ArbreAucun}, 451},
		{code.Taille{Pions: 4, Couleurs: 4}, Options{Horizon: 1, Exact: 6, Demi: true, Arbre: ArbreHybride, Seuil: 10}, 905},
		{code.Taille{Pions: 4, Couleurs: 3}, Options{Horizon: 2, Demi: true, Arbre: ArbreAucun}, 246},
	} {
		t.Run(tt.taille.String(), func(t *testing.T) {
			d := dossier(t)
			p, e := plan(t, d, tt.taille, tt.o)
			require.NoError(t, d.ExecuteTout(context.Background(), p, e, 2, nil))
			f, _, err := d.Fusionne(context.Background(), 2)
			require.NoError(t, err)
			assert.True(t, f.Complet)
			assert.LessOrEqual(t, f.Inf, tt.optimum)
			if f.Sup > 0 {
				assert.GreaterOrEqual(t, f.Sup, tt.optimum)
			}
			for _, tk := range p.Taches {
				data, err := os.ReadFile(d.Resultat(tk, ExtBorne))
				require.NoError(t, err)
				plus := remplaceBorne(t, data, 1)
				_, err = verifborne.Verifie(bytes.NewReader(plus))
				require.ErrorIs(t, err, verifborne.ErrBorne, "%s: the checker finds exactly the search's value", tk.Nom())
			}
		})
	}
}

// TestCheckerFindsTheSearchsValue: on every class of every first
// proposal of small sizes, at horizons 1 to 3, with and without the half
// level and sets solved exactly, the checker accepts the search's bound
// and refuses one more: the two compute the same definition, whatever
// either does to go faster (the checker's static pass before its
// classes' own values, its linear half level).
func TestCheckerFindsTheSearchsValue(t *testing.T) {
	tailles := []code.Taille{{Pions: 3, Couleurs: 4}, {Pions: 4, Couleurs: 3}, {Pions: 2, Couleurs: 6}, {Pions: 3, Couleurs: 5}, {Pions: 5, Couleurs: 2}}
	options := []Options{
		{Horizon: 1}, {Horizon: 2}, {Horizon: 1, Demi: true}, {Horizon: 2, Demi: true},
		{Horizon: 2, Exact: 4, Demi: true}, {Horizon: 3, Demi: true},
	}
	for _, taille := range tailles {
		for _, o := range options {
			o.Arbre = ArbreAucun
			t.Run(fmt.Sprintf("%s H%d E%d %v", taille, o.Horizon, o.Exact, o.Demi), func(t *testing.T) {
				d := dossier(t)
				p, e := plan(t, d, taille, o)
				require.NoError(t, d.ExecuteTout(context.Background(), p, e, 2, nil))
				for _, tk := range p.Taches {
					data, err := os.ReadFile(d.Resultat(tk, ExtBorne))
					require.NoError(t, err)
					_, err = verifborne.Verifie(bytes.NewReader(data))
					require.NoError(t, err, "%s", tk.Nom())
					_, err = verifborne.Verifie(bytes.NewReader(remplaceBorne(t, data, 1)))
					require.ErrorIs(t, err, verifborne.ErrBorne, "%s", tk.Nom())
				}
			})
		}
	}
}

// remplaceBorne is bound file data with its bound raised by plus.
func remplaceBorne(t testing.TB, data []byte, plus int) []byte {
	t.Helper()
	lignes := strings.Split(string(data), "\n")
	for i, l := range lignes {
		if v, ok := strings.CutPrefix(l, "bound "); ok {
			n, err := strconv.Atoi(v)
			require.NoError(t, err)
			lignes[i] = "bound " + strconv.Itoa(n+plus)
		}
	}
	return []byte(strings.Join(lignes, "\n"))
}

// TestMergeRefusesForgedResults: a bound raised by one, a tree cut short,
// the tree of another class under this task's name, a bound of another
// plan, a bound above the class's own tree: merge refuses each with the
// file's name and why.
func TestMergeRefusesForgedResults(t *testing.T) {
	d := dossier(t)
	p, e := plan(t, d, code.Taille{Pions: 3, Couleurs: 4}, Options{Arbre: ArbreExact})
	require.NoError(t, d.ExecuteTout(context.Background(), p, e, 2, nil))
	_, _, err := d.Fusionne(context.Background(), 1)
	require.NoError(t, err)
	tk := p.Taches[len(p.Taches)/2]
	autre := p.Taches[len(p.Taches)/2+1]
	lire := func(x Tache, ext string) []byte {
		data, err := os.ReadFile(d.Resultat(x, ext))
		require.NoError(t, err)
		return data
	}
	bonArbre, bonneBorne := lire(tk, ExtArbre), lire(tk, ExtBorne)
	for _, c := range []struct {
		nom     string
		ext     string
		data    []byte
		attendu error
	}{
		{"a bound raised by one", ExtBorne, remplaceBorne(t, bonneBorne, 1), verifborne.ErrBorne},
		{"a tree cut short", ExtArbre, bonArbre[:len(bonArbre)*2/3], nil},
		{"another class's tree", ExtArbre, lire(autre, ExtArbre), nil},
		{"another class's bound", ExtBorne, lire(autre, ExtBorne), nil},
		{"a bound of another horizon", ExtBorne, []byte(strings.Replace(string(bonneBorne), "horizon full", "horizon 1", 1)), nil},
		{"empty", ExtBorne, nil, nil},
	} {
		t.Run(c.nom, func(t *testing.T) {
			chemin := d.Resultat(tk, c.ext)
			require.NoError(t, os.WriteFile(chemin, c.data, 0o644))
			defer func() {
				require.NoError(t, os.WriteFile(d.Resultat(tk, ExtArbre), bonArbre, 0o644))
				require.NoError(t, os.WriteFile(d.Resultat(tk, ExtBorne), bonneBorne, 0o644))
			}()
			_, _, err := d.Fusionne(context.Background(), 2)
			var er *ErreurResultat
			require.ErrorAs(t, err, &er)
			assert.ErrorIs(t, err, ErrResultat)
			assert.Equal(t, chemin, er.Chemin)
			if c.attendu != nil {
				assert.ErrorIs(t, err, c.attendu)
			}
		})
	}
}

// TestMergeRefusesForgedSplitBounds: the bound files of a plan with the
// half level (leaves split, version 2) are checked with it: merge refuses
// one raised by one, one cut short, one that claims the half level's
// bound without it (leaves static, or version 1), and one of the other
// method in the folder; the half level's bound is at least the static
// one, class by class.
func TestMergeRefusesForgedSplitBounds(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 4}
	statique := dossier(t)
	ps, e := plan(t, statique, taille, Options{Horizon: 1, Arbre: ArbreAucun})
	require.NoError(t, statique.ExecuteTout(context.Background(), ps, e, 2, nil))
	d := dossier(t)
	p, _ := plan(t, d, taille, Options{Horizon: 1, Demi: true, Arbre: ArbreAucun})
	require.Contains(t, string(p.Encode()), "mastermind-plan 2\n")
	require.NoError(t, d.ExecuteTout(context.Background(), p, e, 2, nil))
	fs, _, err := statique.Fusionne(context.Background(), 1)
	require.NoError(t, err)
	fd, _, err := d.Fusionne(context.Background(), 1)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, fd.Inf, fs.Inf)
	assert.LessOrEqual(t, fd.Inf, 905)
	// The class whose bound the half level raises the most.
	var tk Tache
	gain := -1
	for k, x := range p.Taches {
		lire := func(d Dossier) int {
			r, err := os.ReadFile(d.Resultat(x, ExtBorne))
			require.NoError(t, err)
			v, err := verifborne.Verifie(bytes.NewReader(r))
			require.NoError(t, err)
			return v.Borne
		}
		a, b := lire(statique), lire(d)
		assert.LessOrEqual(t, a, b, "%s", ps.Taches[k].Nom())
		if b-a > gain {
			tk, gain = x, b-a
		}
	}
	require.Positive(t, gain, "the half level gains on a class of 4 × 4 at H = 1")
	bonne, err := os.ReadFile(d.Resultat(tk, ExtBorne))
	require.NoError(t, err)
	require.Contains(t, string(bonne), "mastermind-bound 2\n")
	require.Contains(t, string(bonne), "\nleaves split\n")
	sansDemi := strings.Replace(string(bonne), "leaves split", "leaves static", 1)
	version1 := strings.Replace(strings.Replace(string(bonne), "leaves split\n", "", 1), "mastermind-bound 2", "mastermind-bound 1", 1)
	for _, c := range []struct {
		nom     string
		data    []byte
		attendu error
	}{
		{"a bound raised by one", remplaceBorne(t, bonne, 1), verifborne.ErrBorne},
		{"cut short", bonne[:len(bonne)-10], nil},
		{"without its half level", []byte(sansDemi), verifborne.ErrBorne},
		{"as a file of version 1", []byte(version1), verifborne.ErrBorne},
		{"the other method's file", []byte(strings.Replace(string(remplaceBorne(t, bonne, -gain)), "leaves split", "leaves static", 1)), nil},
	} {
		t.Run(c.nom, func(t *testing.T) {
			chemin := d.Resultat(tk, ExtBorne)
			require.NoError(t, os.WriteFile(chemin, c.data, 0o644))
			defer func() { require.NoError(t, os.WriteFile(chemin, bonne, 0o644)) }()
			_, _, err := d.Fusionne(context.Background(), 2)
			var er *ErreurResultat
			require.ErrorAs(t, err, &er)
			assert.ErrorIs(t, err, ErrResultat)
			assert.Equal(t, chemin, er.Chemin)
			if c.attendu != nil {
				assert.ErrorIs(t, err, c.attendu)
			}
		})
	}
	// merge --with takes each class's higher bound of either method.
	f, _, err := statique.Fusionne(context.Background(), 1, d)
	require.NoError(t, err)
	assert.Equal(t, fd.Inf, f.Inf)
}

// TestRunsOnlyTheLargeTasks: with Min, a run leaves out the tasks of
// fewer codes, which merge counts by their counting bound.
func TestRunsOnlyTheLargeTasks(t *testing.T) {
	d := dossier(t)
	p, e := plan(t, d, code.Taille{Pions: 3, Couleurs: 4}, Options{Horizon: 1, Arbre: ArbreAucun})
	d.Min = 10
	require.NoError(t, d.ExecuteTout(context.Background(), p, e, 2, nil))
	faites := 0
	for _, tk := range p.Taches {
		_, err := os.Stat(d.Resultat(tk, ExtBorne))
		assert.Equal(t, tk.Codes >= 10, err == nil, "%s of %d codes", tk.Nom(), tk.Codes)
		if err == nil {
			faites++
		}
	}
	require.Positive(t, faites)
	require.Less(t, faites, len(p.Taches))
	f, _, err := d.Fusionne(context.Background(), 1)
	require.NoError(t, err)
	assert.Equal(t, faites, f.Faites)
}

// TestTasksResume: a task stopped midway saves its checkpoint and the
// next run ends with the same results as a run never stopped; a plan of
// other work in the folder is refused.
func TestTasksResume(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 4}
	for _, o := range []Options{{Horizon: 2, Exact: 10, Arbre: ArbreAucun}, {Arbre: ArbreExact}} {
		ref := dossier(t)
		p, e := plan(t, ref, taille, o)
		k := 0
		for i, tk := range p.Taches {
			if tk.Codes > p.Taches[k].Codes {
				k = i
			}
		}
		require.NoError(t, ref.Execute(context.Background(), p, e, k, 1, nil))

		d := dossier(t)
		plan(t, d, taille, o)
		ctx, annule := context.WithCancel(context.Background())
		jalons := 0
		d.jalon = func() {
			if jalons++; jalons == 3 {
				annule()
			}
		}
		err := d.Execute(ctx, p, e, k, 1, nil)
		require.ErrorIs(t, err, context.Canceled)
		assert.False(t, d.Faite(p, p.Taches[k]))
		d.jalon = nil
		require.NoError(t, d.Execute(context.Background(), p, e, k, 1, nil))
		for _, ext := range p.extensions() {
			a, err := os.ReadFile(ref.Resultat(p.Taches[k], ext))
			require.NoError(t, err)
			b, err := os.ReadFile(d.Resultat(p.Taches[k], ext))
			require.NoError(t, err)
			assert.Equal(t, string(a), string(b), "resumed, the same result")
		}
		for _, quoi := range []string{"tree", "bound"} {
			assert.NoFileExists(t, d.cheminReprise(p.Taches[k], quoi), "the checkpoint goes once the task is done")
		}
	}

	d := dossier(t)
	p, e := plan(t, d, taille, Options{Arbre: ArbreExact})
	autre, err := NouveauPlan(e, "RBJV", Options{Horizon: 1, Arbre: ArbreAucun})
	require.NoError(t, err)
	assert.ErrorIs(t, d.EcritPlan(autre), ErrPlan)
	lu, _, err := d.LitPlan()
	require.NoError(t, err)
	assert.Equal(t, p.Encode(), lu.Encode())
	require.NoError(t, os.WriteFile(filepath.Join(d.Chemin, NomPlan), bytes.Replace(p.Encode(), []byte("task-0001"), []byte("task-0009"), 1), 0o644))
	_, _, err = d.LitPlan()
	assert.ErrorIs(t, err, ErrPlan)
}

// TestMergeWithOtherFolders: each class takes the cheapest checked tree
// and the highest checked bound of the folders: the exact trees of some
// classes over a heuristic build of all give a tree no worse than either,
// checked whole.
func TestMergeWithOtherFolders(t *testing.T) {
	taille := code.Taille{Pions: 3, Couleurs: 5}
	premier := codetest.Code(t, "RBJ")
	heuristique := dossier(t)
	p, e := plan(t, heuristique, taille, Options{Horizon: 1, Arbre: ArbreHybride, Premier: &premier})
	require.NoError(t, heuristique.ExecuteTout(context.Background(), p, e, 2, nil))
	exact := dossier(t)
	pe, _ := plan(t, exact, taille, Options{Arbre: ArbreExact, Premier: &premier})
	for k := range pe.Taches {
		if k%2 == 0 {
			require.NoError(t, exact.Execute(context.Background(), pe, e, k, 1, nil))
		}
	}
	seul, _, err := heuristique.Fusionne(context.Background(), 2)
	require.NoError(t, err)
	f, pf, err := heuristique.Fusionne(context.Background(), 2, exact)
	require.NoError(t, err)
	assert.LessOrEqual(t, f.Sup, seul.Sup)
	assert.GreaterOrEqual(t, f.Inf, seul.Inf)
	ref, err := optimal.Calcule(context.Background(), e, optimal.Options{Premier: &premier})
	require.NoError(t, err)
	assert.GreaterOrEqual(t, f.Sup, ref.Total())
	_, err = heuristique.ExporteMeilleur(pf, f)
	require.NoError(t, err, "the tree put together checks whole")

	autre := dossier(t)
	plan(t, autre, code.Taille{Pions: 3, Couleurs: 4}, Options{Arbre: ArbreExact})
	_, _, err = heuristique.Fusionne(context.Background(), 1, autre)
	assert.ErrorIs(t, err, ErrPlan, "another size")
}

// TestMergeChecksEightPegs: on 8 pegs the checker finds each history's
// symmetries position by position (it tried every proposal before): the
// bounds of 8 × 2's tasks check, each one exactly (one more is refused).
func TestMergeChecksEightPegs(t *testing.T) {
	d := dossier(t)
	p, e := plan(t, d, code.Taille{Pions: 8, Couleurs: 2}, Options{Horizon: 1, Arbre: ArbreAucun})
	require.NoError(t, d.ExecuteTout(context.Background(), p, e, 2, nil))
	f, _, err := d.Fusionne(context.Background(), 2)
	require.NoError(t, err)
	assert.True(t, f.Complet)
	assert.Equal(t, len(p.Taches), f.Faites)
	for _, tk := range p.Taches {
		data, err := os.ReadFile(d.Resultat(tk, ExtBorne))
		require.NoError(t, err)
		_, err = verifborne.Verifie(bytes.NewReader(remplaceBorne(t, data, 1)))
		require.ErrorIs(t, err, verifborne.ErrBorne, "%s", tk.Nom())
	}
}

// TestMergeStops: merge stopped (Ctrl-C) says so, context.Canceled, and
// refuses no file: the checks that had not ended claim nothing.
func TestMergeStops(t *testing.T) {
	d := dossier(t)
	p, e := plan(t, d, code.Taille{Pions: 4, Couleurs: 3}, Options{Horizon: 2, Demi: true, Arbre: ArbreAucun})
	require.NoError(t, d.ExecuteTout(context.Background(), p, e, 2, nil))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	f, _, err := d.Fusionne(ctx, 2)
	require.ErrorIs(t, err, context.Canceled)
	var refus *ErreurResultat
	assert.False(t, errors.As(err, &refus))
	assert.Nil(t, f)
}
