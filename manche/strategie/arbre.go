package strategie

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// ErrDejaProposee: a strategy proposed a code it had already proposed in
// the round, which teaches nothing (and would never end for a strategy
// without randomness).
var ErrDejaProposee = errors.New("code proposed twice in a round")

// Options tune Calcule.
type Options struct {
	// Graine is the seed of every round (Etat.Graine).
	Graine uint64
	// Ouvriers is the number of goroutines; 0 means GOMAXPROCS.
	Ouvriers int
	// Avancement, when not nil, counts the secrets found so far out of
	// all: a progress line reads it while Calcule runs. A total already
	// set is kept (a tournament counts several strategies on one line).
	Avancement *Avancement
}

// arbre walks the decision tree of a strategy: a node is a history (the
// rows) and the candidates that agree with it; the strategy proposes once
// for all of them, the answers split them into the children. Every game
// that shares a history shares its moves, so the strategy decides once per
// node instead of once per secret and per move.
type arbre struct {
	s       Strategie
	e       *code.Espace
	t       code.Taille
	graine  uint64
	secrets []int32
	coups   []uint16
	fait    *Avancement
	jetons  chan struct{}
	wg      sync.WaitGroup
	echec   context.CancelCauseFunc
}

// seuilParallele is the smallest node worth a goroutine of its own.
const seuilParallele = 32

// parcours plays every secret and returns the number of proposals each one
// took, in the order of e.Secrets().
func parcours(ctx context.Context, s Strategie, e *code.Espace, o Options) ([]uint16, error) {
	n := o.Ouvriers
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	ctx, annule := context.WithCancelCause(ctx)
	defer annule(nil)
	a := &arbre{
		s: s, e: e, t: e.Taille(), graine: o.Graine, secrets: e.Secrets(),
		coups: make([]uint16, len(e.Secrets())), fait: o.Avancement,
		jetons: make(chan struct{}, n), echec: annule,
	}
	if _, total := a.fait.Lit(); total == 0 {
		a.fait.Debute(int64(len(a.secrets)))
	}
	// The calling goroutine holds a token while it works, and gives it
	// back before waiting, so that the others may split their nodes.
	a.jetons <- struct{}{}
	a.noeud(ctx, nil, a.secrets)
	<-a.jetons
	a.wg.Wait()
	if err := context.Cause(ctx); err != nil {
		return nil, err
	}
	return a.coups, nil
}

// noeud proposes for the history lignes, whose candidates are cands, and
// walks the children.
func (a *arbre) noeud(ctx context.Context, lignes []plateau.Ligne, cands []int32) {
	if ctx.Err() != nil {
		return
	}
	if len(cands) == 1 {
		a.seul(ctx, lignes, cands)
		return
	}
	g, err := a.s.Propose(&Etat{Espace: a.e, Lignes: lignes, Candidats: cands, Graine: a.graine, Ctx: ctx})
	if err == nil {
		err = a.verifie(lignes, g)
	}
	if err != nil {
		a.echoue(ctx, lignes, err)
		return
	}
	gi := a.t.Index(g)
	tri, debuts := partage(a.e, gi, cands)
	gagnant := a.t.IndexGagnant()
	for r := range a.t.NbIndices() {
		classe := tri[debuts[r]:debuts[r+1]:debuts[r+1]]
		switch {
		case len(classe) == 0:
		case r == gagnant:
			i, _ := slices.BinarySearch(a.secrets, classe[0])
			a.coups[i] = uint16(len(lignes) + 1)
			a.fait.Ajoute(1)
		default:
			fils := append(slices.Clip(lignes), plateau.Ligne{Code: g, Reponse: a.t.ReponseIndex(r)})
			if len(classe) >= seuilParallele && a.essaieEnParallele(ctx, fils, classe) {
				continue
			}
			a.noeud(ctx, fils, classe)
		}
	}
}

// seul plays the round of the only candidate left: a chain of nodes,
// without splitting, on rows of its own.
func (a *arbre) seul(ctx context.Context, lignes []plateau.Ligne, cands []int32) {
	lignes = slices.Clip(lignes)
	secret := int(cands[0])
	for {
		g, err := a.s.Propose(&Etat{Espace: a.e, Lignes: lignes, Candidats: cands, Graine: a.graine, Ctx: ctx})
		if err == nil {
			err = a.verifie(lignes, g)
		}
		if err == nil && ctx.Err() != nil {
			err = ctx.Err()
		}
		if err != nil {
			a.echoue(ctx, lignes, err)
			return
		}
		gi := a.t.Index(g)
		if gi == secret {
			i, _ := slices.BinarySearch(a.secrets, cands[0])
			a.coups[i] = uint16(len(lignes) + 1)
			a.fait.Ajoute(1)
			return
		}
		lignes = append(lignes, plateau.Ligne{Code: g, Reponse: a.t.ReponseIndex(a.e.Score(gi, secret))})
	}
}

// echoue stops the walk: the strategy failed after rows lignes, or the
// context was cancelled (its cause is kept as it is).
func (a *arbre) echoue(ctx context.Context, lignes []plateau.Ligne, err error) {
	if ctx.Err() != nil {
		return
	}
	a.echec(fmt.Errorf("%s after %s: %w", a.s.Nom(), histoire(lignes), err))
}

// essaieEnParallele walks the node in a new goroutine when a token is free.
func (a *arbre) essaieEnParallele(ctx context.Context, lignes []plateau.Ligne, cands []int32) bool {
	select {
	case a.jetons <- struct{}{}:
	default:
		return false
	}
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		a.noeud(ctx, lignes, cands)
		<-a.jetons
	}()
	return true
}

// verifie checks that g is an admissible code of the size, new in the
// round.
func (a *arbre) verifie(lignes []plateau.Ligne, g code.Code) error {
	if err := a.t.VerifieAdmissible(g); err != nil {
		return fmt.Errorf("proposal %v: %w", g, err)
	}
	for _, l := range lignes {
		if l.Code == g {
			return fmt.Errorf("proposal %v: %w", g, ErrDejaProposee)
		}
	}
	return nil
}

// maxIndices bounds the number of answer indices (code.MaxPions pegs).
const maxIndices = code.MaxPions*(code.MaxPions+1) + 1

// partage sorts cands by their answer to guess g, keeping each class in
// increasing order (a counting sort): the candidates that answer r are
// tri[debuts[r]:debuts[r+1]].
func partage(e *code.Espace, g int, cands []int32) (tri []int32, debuts [maxIndices + 1]int) {
	var pile [bloc]uint8
	reps := pile[:]
	if len(cands) > bloc {
		reps = make([]uint8, len(cands))
	}
	reps = reps[:len(cands)]
	e.ScoreListe(g, cands, reps)
	for _, r := range reps {
		debuts[r+1]++
	}
	for r := 1; r < len(debuts); r++ {
		debuts[r] += debuts[r-1]
	}
	tri = make([]int32, len(cands))
	place := debuts
	for k, r := range reps {
		tri[place[r]] = cands[k]
		place[r]++
	}
	return tri, debuts
}

// histoire writes rows for an error message.
func histoire(lignes []plateau.Ligne) string {
	if len(lignes) == 0 {
		return "no row"
	}
	s := ""
	for i, l := range lignes {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%v%v", l.Code, l.Reponse)
	}
	return s
}
