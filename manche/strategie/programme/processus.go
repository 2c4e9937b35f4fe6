package programme

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// ErrGaranties: the fence could not set, at a program's start, a
// guarantee the lab had said it would hold (an Enclos's Demarre wraps
// it; the lab's fence defines its detailed error on it).
var ErrGaranties = errors.New("fence: a guarantee could not be set")

// Enclos fences the programs the lab starts. The fence belongs to the
// lab, not to a round: the lab's binary implements it (package
// cmd/mastermind/internal/enclos, which starts its own binary again as a
// guard); nil runs a program as it is, in a process group of its own
// only (--no-fence, and the tests of the conversation).
type Enclos interface {
	// Prepare returns the fenced start of the program of words mots
	// (the program, then its arguments); a nil Clos with a nil error
	// runs it as it is (no fence on this system).
	Prepare(mots []string) (Clos, error)
}

// Clos is one program's fence, prepared and not yet started.
type Clos interface {
	// Commande is the command that starts the fenced program: Lance sets
	// its streams, environment and WaitDelay, then calls Demarre.
	Commande() *exec.Cmd
	// Demarre starts the program fenced and waits until it runs.
	Demarre() error
	// Fin is how the program itself ended, once Commande was waited for.
	Fin() (statut, signal int, ok bool)
	// Ferme asks the fence to end the program and all it started.
	Ferme()
	// Dossier is the folder the program runs in, once started, and
	// whether it is a temporary one of its own (a report names it).
	Dossier() (chemin string, temporaire bool)
}

// attenteGardien is how long Arrete waits for the guard of a fenced
// program to end it and leave, before it kills the guard's group.
const attenteGardien = 5 * time.Second

// Processus is a running program: the lab writes to its input and reads
// its output through pipes; its error stream goes where Lance was told.
// It runs in a process group of its own, so that Arrete ends it with
// every process it started; fenced, it runs under a guard that ends them
// all, wherever they went.
type Processus struct {
	cmd    *exec.Cmd
	enclos Clos     // nil: not fenced
	entree *os.File // the write end of the program's input
	sortie *os.File // the read end of its output
	fini   chan struct{}
	fin    *Sortie
	// dossier is the folder a fenced program runs in; temporaire: one
	// of its own.
	dossier    string
	temporaire bool
	arret      sync.Once
	ferme      sync.Once
	oublie     func() bool
}

// Lance starts the program of words mots (the program, then its
// arguments; never through a shell), its error stream to erreurs (nil:
// discarded), fenced by e (nil: not fenced). When ctx
// ends, the program and what it started are killed.
//
// Résultat: the running program, or exec's error (exec.ErrNotFound,
// fs.ErrPermission…).
func Lance(ctx context.Context, mots []string, erreurs io.Writer, e Enclos) (*Processus, error) {
	entreeR, entreeW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	sortieR, sortieW, err := os.Pipe()
	if err != nil {
		entreeR.Close()
		entreeW.Close()
		return nil, err
	}
	var (
		cmd *exec.Cmd
		enc Clos
	)
	if e != nil {
		enc, err = e.Prepare(mots)
	}
	if err == nil && enc != nil {
		cmd = enc.Commande()
	} else if err == nil {
		cmd = exec.Command(mots[0], mots[1:]...)
		enGroupe(cmd)
	}
	if err == nil {
		cmd.Stdin, cmd.Stdout, cmd.Stderr = entreeR, sortieW, erreurs
		// The seed of the run's order never reaches a program.
		cmd.Env = environnement(cmd.Env)
		// A child that keeps the error stream open after the group is
		// killed (one that left the group) must not block Wait.
		cmd.WaitDelay = time.Second
		if enc != nil {
			err = enc.Demarre()
		} else {
			err = cmd.Start()
		}
	}
	entreeR.Close()
	sortieW.Close()
	if err != nil {
		entreeW.Close()
		sortieR.Close()
		return nil, err
	}
	p := &Processus{cmd: cmd, enclos: enc, entree: entreeW, sortie: sortieR, fini: make(chan struct{})}
	if enc != nil {
		p.dossier, p.temporaire = enc.Dossier()
	}
	go func() {
		_ = cmd.Wait()
		p.fin = sortieDe(cmd.ProcessState)
		if enc != nil {
			// The guard reports how the program itself ended.
			if statut, signal, ok := enc.Fin(); ok {
				p.fin = &Sortie{Statut: statut, Signal: signal}
			}
		}
		close(p.fini)
	}()
	p.oublie = context.AfterFunc(ctx, p.Arrete)
	return p, nil
}

// Dossier is the folder a fenced program runs in (its own temporary
// folder, or the one --fence dir= gave it); "" when it is not fenced.
func (p *Processus) Dossier() string { return p.dossier }

// Entree is the program's input.
func (p *Processus) Entree() io.Writer { return p.entree }

// Sortie is the program's output.
func (p *Processus) Sortie() io.Reader { return p.sortie }

// Arrete kills the program's whole group at once and waits for the
// program. It may be called more than once, from any goroutine.
func (p *Processus) Arrete() {
	p.arret.Do(func() {
		p.oublie()
		if p.enclos != nil {
			p.enclos.Ferme()
			t := time.NewTimer(attenteGardien)
			select {
			case <-p.fini:
			case <-t.C:
				tueGroupe(p.cmd)
			}
			t.Stop()
		} else {
			tueGroupe(p.cmd)
		}
		<-p.fini
		p.fermeEntree()
		p.sortie.Close()
	})
}

// Termine closes the program's input, gives it grace to leave, then
// kills what is left of its group (Arrete).
func (p *Processus) Termine(grace time.Duration) {
	p.fermeEntree()
	t := time.NewTimer(grace)
	defer t.Stop()
	select {
	case <-p.fini:
	case <-t.C:
	}
	p.Arrete()
}

func (p *Processus) fermeEntree() { p.ferme.Do(func() { p.entree.Close() }) }

// Fin says how the program ended, waiting for it at most attente;
// nil when it is still running.
func (p *Processus) Fin(attente time.Duration) *Sortie {
	t := time.NewTimer(attente)
	defer t.Stop()
	select {
	case <-p.fini:
	case <-t.C:
		return nil
	}
	return p.fin
}
