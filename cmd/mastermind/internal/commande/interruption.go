package commande

import (
	"context"
	"sync"
)

// Interruption routes Ctrl-C (SIGINT). While the computer computes for an
// entry of the menu (statistics, a demonstration, its move in a game, the
// assistant's advice, the optimal search), Ctrl-C stops that entry and the
// menu comes back. Anywhere else (a prompt, a subcommand), it stops the
// program, as SIGTERM and SIGHUP do (see arrete).
//
// main makes one and hands it down in the run's context (AvecInterruption):
// run's signature is every test's, and only main receives signals. Without
// one (the tests), Ctrl-C is the run's context being cancelled.
type Interruption struct {
	mu sync.Mutex
	// annule cancels the menu's entry under way, nil outside one.
	annule context.CancelFunc
	// calculs counts the computations under way; arretee records that
	// Ctrl-C stopped the entry.
	calculs int
	arretee bool
}

type cleInterruption struct{}

// AvecInterruption hands it down in ctx.
func AvecInterruption(ctx context.Context, it *Interruption) context.Context {
	return context.WithValue(ctx, cleInterruption{}, it)
}

// InterruptionDe is the interruption ctx hands down, nil when none.
func InterruptionDe(ctx context.Context) *Interruption {
	it, _ := ctx.Value(cleInterruption{}).(*Interruption)
	return it
}

// Entree runs an entry of the menu under a context that Ctrl-C cancels
// while the computer computes; interrompue reports whether it did. A nil
// interruption gives ctx itself.
func (it *Interruption) Entree(ctx context.Context) (context.Context, func() (interrompue bool)) {
	if it == nil {
		return ctx, func() bool { return false }
	}
	ctx, annule := context.WithCancel(ctx)
	it.mu.Lock()
	it.annule, it.arretee = annule, false
	it.mu.Unlock()
	return ctx, func() bool {
		annule()
		it.mu.Lock()
		defer it.mu.Unlock()
		it.annule = nil
		return it.arretee
	}
}

// Calcul marks a computation under way until fin is called.
func (it *Interruption) Calcul() (fin func()) {
	if it == nil {
		return func() {}
	}
	it.mu.Lock()
	it.calculs++
	it.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			it.mu.Lock()
			it.calculs--
			it.mu.Unlock()
		})
	}
}

// ArreteCalcul is Ctrl-C: it stops the menu's entry when the computer
// computes for it, and reports whether it did (otherwise, the program
// stops). A second Ctrl-C while the entry is still stopping stops the
// program.
func (it *Interruption) ArreteCalcul() bool {
	it.mu.Lock()
	defer it.mu.Unlock()
	if it.annule == nil || it.calculs == 0 || it.arretee {
		return false
	}
	it.arretee = true
	it.annule()
	return true
}

// CalculEnCours reports whether the computer computes for an entry.
func (it *Interruption) CalculEnCours() bool {
	it.mu.Lock()
	defer it.mu.Unlock()
	return it.annule != nil && it.calculs > 0
}
