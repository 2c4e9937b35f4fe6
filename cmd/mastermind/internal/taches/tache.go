package taches

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/hybride"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// NomPlan is the plan's file in the tasks' folder.
const NomPlan = "plan.txt"

// Extensions of a task's results.
const (
	ExtArbre = ".tree"
	ExtBorne = ".bound"
)

// periode is how often a task saves its checkpoint (and when it stops).
const periode = 30 * time.Second

// Dossier is a folder of tasks: the plan, the results, the checkpoints
// (sealed with Cle, the user's key: a checkpoint another user or program
// wrote is not believed; without a key, tasks start from their
// beginning).
type Dossier struct {
	Chemin string
	Cle    arbres.Cle
	// Version names the program (a checkpoint of another is not
	// resumed: the order of the search may differ).
	Version string
	// Min, when positive, leaves out of ExecuteTout the tasks of fewer
	// codes (their classes keep the bound of another run, merge --with,
	// or their counting bound): a run spends where the gap is.
	Min int
	// jalon, a test hook, is told of every unit of work a checkpoint
	// records.
	jalon func()
}

// EcritPlan writes plan p in the folder, or checks that the plan there is
// the same.
//
// Résultat: nil; an error wrapping ErrPlan when another plan is there.
func (d Dossier) EcritPlan(p *Plan) error {
	chemin := filepath.Join(d.Chemin, NomPlan)
	data, err := disque.Lit(chemin, 1<<26)
	switch {
	case err == nil && bytes.Equal(data, p.Encode()):
		return nil
	case err == nil:
		return fmt.Errorf("%w: %s holds the plan of other work (another size, other options): use another folder", ErrPlan, chemin)
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	w := disque.Ecriture{Moi: disque.Moi()}
	return w.Ecrit(d.Chemin, NomPlan, p.Encode(), 0o644)
}

// LitPlan reads the folder's plan.
func (d Dossier) LitPlan() (*Plan, *code.Espace, error) {
	data, err := disque.Lit(filepath.Join(d.Chemin, NomPlan), 1<<26)
	if err != nil {
		return nil, nil, err
	}
	return LitPlan(data)
}

// Chemin is the file of a result of task t (ext ExtArbre or ExtBorne).
func (d Dossier) Resultat(t Tache, ext string) string {
	return filepath.Join(d.Chemin, t.Nom()+ext)
}

// Faite reports whether task t wrote its results (not whether they are
// right: Fusionne checks them).
func (d Dossier) Faite(p *Plan, t Tache) bool {
	for _, ext := range p.extensions() {
		if _, err := os.Lstat(d.Resultat(t, ext)); err != nil {
			return false
		}
	}
	return true
}

// extensions are the results each task of p writes.
func (p *Plan) extensions() []string {
	if p.Arbre == ArbreAucun {
		return []string{ExtBorne}
	}
	return []string{ExtArbre, ExtBorne}
}

// Progres is where a task stands.
type Progres struct {
	Tache   Tache
	Fini    bool
	Borne   int // the lower bound found, once done
	Total   int // the tree's total, once done (0: no tree)
	Ecoule  time.Duration
	Erreur  error
	Parties int // the checkpoint's units done so far
}

// Execute runs task k of plan p (e its space) with fils goroutines: it
// writes the task's tree and bound files in the folder, resuming from its
// checkpoints. A task whose results are there is not run again.
//
// Résultat: nil; ctx.Err() when stopped (the checkpoints saved); an
// error of the search or of the writes.
func (d Dossier) Execute(ctx context.Context, p *Plan, e *code.Espace, k, fils int, suivi func(Progres)) error {
	if k < 0 || k >= len(p.Taches) {
		return fmt.Errorf("%w: no task %d (the plan has %d, from 0)", ErrPlan, k, len(p.Taches))
	}
	tk := p.Taches[k]
	if d.Faite(p, tk) {
		return nil
	}
	debut := time.Now()
	s := p.Classe(e, k)
	lignes := []plateau.Ligne{tk.Ligne()}
	var arbre *optimal.Arbre
	var err error
	switch p.Arbre {
	case ArbreExact:
		arbre, err = d.exact(ctx, e, tk, s, lignes, fils)
	case ArbreHybride:
		arbre, err = hybride.ConstruitApres(ctx, e, lignes, s, hybride.Options{
			Critere: strategie.MaxEntropie, Seuil: p.Seuil, Bas: p.Bas, LargeurBas: p.LargeurBas})
	}
	if err != nil {
		return err
	}
	var borne int
	if arbre != nil && p.Arbre == ArbreExact {
		borne = arbre.Total() + len(s)
	} else {
		b, err := d.borne(ctx, p, e, tk, s, lignes, fils)
		if err != nil {
			return err
		}
		borne = b
	}
	pr := Progres{Tache: tk, Fini: true, Borne: borne, Ecoule: time.Since(debut)}
	if arbre != nil {
		var b bytes.Buffer
		if err := arbres.Exporte(&b, arbre, p.Lettres); err != nil {
			return err
		}
		if err := d.ecrit(tk.Nom()+ExtArbre, b.Bytes()); err != nil {
			return err
		}
		pr.Total = arbre.Total() + len(s)
	}
	if err := d.ecrit(tk.Nom()+ExtBorne, p.fichierBorne(tk, borne)); err != nil {
		return err
	}
	d.supprimeReprises(tk)
	if suivi != nil {
		suivi(pr)
	}
	return nil
}

// fichierBorne is the bound file of task t: its size, class, the
// definition's parameters and the bound (counting the row before).
func (p *Plan) fichierBorne(t Tache, borne int) []byte {
	repete := "yes"
	if p.Taille.SansRepetition {
		repete = "no"
	}
	return fmt.Appendf(nil, "mastermind-bound %d\npegs %d\ncolors %d\nrepeats %s\nletters %s\nafter %s\nhorizon %s\nexact %d\n%sbound %d\n",
		p.version(), p.Taille.Pions, p.Taille.Couleurs, repete, p.Lettres, p.Coup(t), p.horizonTexte(), p.Exact, p.feuilles(), borne)
}

// ecrit writes a result atomically: the old file or the new one, never
// half (a task killed while it writes leaves nothing merge would read).
func (d Dossier) ecrit(nom string, data []byte) error {
	w := disque.Ecriture{Moi: disque.Moi()}
	return w.Ecrit(d.Chemin, nom, data, 0o644)
}

// exact is the exact optimal tree of class s, resumed from and saved to
// its checkpoint.
func (d Dossier) exact(ctx context.Context, e *code.Espace, t Tache, s []int32, lignes []plateau.Ligne, fils int) (*optimal.Arbre, error) {
	rp, sauve := d.reprise(e, t, "tree")
	o := optimal.Options{Fils: fils, Forcer: true, Reprise: rp, Jalon: sauve}
	a, err := optimal.CalculeApres(ctx, e, s, lignes, o)
	if err != nil && ctx.Err() != nil {
		d.sauveReprise(e, t, "tree", rp)
	}
	return a, err
}

// borne is the lower bound of class s (the row before counted), resumed
// from and saved to its checkpoint.
func (d Dossier) borne(ctx context.Context, p *Plan, e *code.Espace, t Tache, s []int32, lignes []plateau.Ligne, fils int) (int, error) {
	rp, sauve := d.reprise(e, t, "bound")
	o := optimal.OptionsBorne{Horizon: p.Horizon, Exact: p.Exact, Demi: p.Demi, Fils: fils, Reprise: rp, Jalon: sauve}
	if p.Horizon == 0 {
		// Every level: the exact search, as the bound's definition.
		o.Horizon, o.Exact = 1, len(s)
	}
	b, err := optimal.BorneInferieure(ctx, e, s, lignes, o)
	if err != nil {
		if ctx.Err() != nil {
			d.sauveReprise(e, t, "bound", rp)
		}
		return 0, err
	}
	return b.Total + len(s), nil
}

// reprise is the checkpoint of part quoi of task t (empty when there is
// none, or it cannot be believed) and the function that saves it every
// periode.
func (d Dossier) reprise(e *code.Espace, t Tache, quoi string) (*optimal.Reprise, func(*optimal.Reprise)) {
	rp := optimal.NouvelleReprise()
	if data, err := d.litReprise(e, t, quoi); err == nil {
		if r, err := optimal.DecodeReprise(data, e, optimal.Options{}, d.Version); err == nil {
			rp = r
		}
	}
	var mu sync.Mutex
	var derniere time.Time
	return rp, func(r *optimal.Reprise) {
		mu.Lock()
		defer mu.Unlock()
		if d.jalon != nil {
			d.jalon()
		}
		if time.Since(derniere) < periode {
			return
		}
		derniere = time.Now()
		d.sauveReprise(e, t, quoi, r)
	}
}

// cheminReprise is the checkpoint of part quoi of task t.
func (d Dossier) cheminReprise(t Tache, quoi string) string {
	return filepath.Join(d.Chemin, "checkpoints", t.Nom()+"-"+quoi+".mmr")
}

func (d Dossier) litReprise(e *code.Espace, t Tache, quoi string) ([]byte, error) {
	if len(d.Cle) == 0 {
		return nil, arbres.ErrCleInutilisable
	}
	data, err := disque.Lit(d.cheminReprise(t, quoi), optimal.TailleMaxReprise(e.Nombre())+64)
	if err != nil {
		return nil, err
	}
	return d.Cle.Descelle(data)
}

// sauveReprise saves checkpoint r of part quoi of task t, sealed (no key:
// not saved).
func (d Dossier) sauveReprise(e *code.Espace, t Tache, quoi string, r *optimal.Reprise) {
	if len(d.Cle) == 0 {
		return
	}
	w := disque.Ecriture{Moi: disque.Moi()}
	data := d.Cle.Scelle(r.EncodeReprise(e.Taille(), optimal.Options{}, d.Version))
	_ = w.Ecrit(filepath.Dir(d.cheminReprise(t, quoi)), filepath.Base(d.cheminReprise(t, quoi)), data, 0o600)
}

// supprimeReprises removes the checkpoints of a task done.
func (d Dossier) supprimeReprises(t Tache) {
	for _, quoi := range []string{"tree", "bound"} {
		if info, err := os.Lstat(d.cheminReprise(t, quoi)); err == nil && info.Mode().IsRegular() {
			_ = os.Remove(d.cheminReprise(t, quoi))
		}
	}
}

// ExecuteTout runs every task of plan p not done yet on n workers, one
// task each at a time, the largest classes first (so that the workers
// end together), each with one goroutine.
//
// Résultat: nil; the first error of a task (the others stop); ctx.Err()
// when stopped.
func (d Dossier) ExecuteTout(ctx context.Context, p *Plan, e *code.Espace, n int, suivi func(Progres)) error {
	var reste []Tache
	for _, t := range p.Taches {
		if !d.Faite(p, t) && t.Codes >= d.Min {
			reste = append(reste, t)
		}
	}
	sort.SliceStable(reste, func(i, j int) bool { return reste[i].Codes > reste[j].Codes })
	parent := ctx
	ctx, annule := context.WithCancel(ctx)
	defer annule()
	var mu sync.Mutex
	err := enParallele(n, len(reste), func(i int) error {
		t := reste[i]
		err := d.Execute(ctx, p, e, t.Numero, 1, func(pr Progres) {
			if suivi != nil {
				mu.Lock()
				suivi(pr)
				mu.Unlock()
			}
		})
		if err != nil {
			annule() // the others stop, their checkpoints saved
			return fmt.Errorf("%s: %w", t.Nom(), err)
		}
		return nil
	})
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return parent.Err()
}

// enParallele calls f(0) to f(nb−1) on n workers, each taking the next
// number not taken; once f returns an error no number is given out
// again. It returns the error of the least number that failed.
func enParallele(n, nb int, f func(k int) error) error {
	var mu sync.Mutex
	suivant, premier := 0, -1
	erreurs := make([]error, nb)
	var wg sync.WaitGroup
	for range max(n, 1) {
		wg.Go(func() {
			for {
				mu.Lock()
				if suivant == nb || premier >= 0 {
					mu.Unlock()
					return
				}
				k := suivant
				suivant++
				mu.Unlock()
				if err := f(k); err != nil {
					mu.Lock()
					erreurs[k] = err
					if premier < 0 || k < premier {
						premier = k
					}
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	for _, err := range erreurs {
		if err != nil {
			return err
		}
	}
	return nil
}
