package programme

import (
	"context"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme/enclos"
)

// Enclos says how the lab fences the programs it starts (see package
// enclos and docs/PROTOCOL.md, "The fence").
type Enclos struct {
	// Sans runs the program as it is: in the current folder, without
	// limits, in a process group of its own only (--no-fence).
	Sans bool
	// Limites bound the program; a zero field takes its default.
	Limites enclos.Limites
}

// Sonde probes, once for a run, the fence e sets: it returns e requiring
// the guarantees found (a start that lacks one is refused: a program
// never runs less fenced than the lab said), and those missing, which
// the lab says before it runs a program. Where programs run unfenced
// here, every guarantee is missing; with Sans, none is (the user asked).
func (e Enclos) Sonde() (Enclos, enclos.Garanties) {
	var toutes enclos.Garanties
	for _, g := range enclos.ToutesGaranties() {
		toutes |= g
	}
	if e.Sans {
		return e, 0
	}
	g, err := enclos.Sonde(e.Limites)
	if err != nil {
		// The fence cannot start here: the program's start says why.
		return e, toutes
	}
	e.Limites.Exige = g
	return e, g.Manque(toutes)
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
	enclos *enclos.Enclos // nil: not fenced
	entree *os.File       // the write end of the program's input
	sortie *os.File       // the read end of its output
	fini   chan struct{}
	fin    *Sortie
	arret  sync.Once
	ferme  sync.Once
	oublie func() bool
}

// Lance starts the program of words mots (the program, then its
// arguments; never through a shell), its error stream to erreurs (nil:
// discarded), fenced as e says where the system allows it. When ctx
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
		enc *enclos.Enclos
	)
	if e.Sans || !enclos.Disponible {
		cmd = exec.Command(mots[0], mots[1:]...)
		enGroupe(cmd)
	} else if enc, err = enclos.Prepare(mots, e.Limites); err == nil {
		cmd = enc.Cmd
	}
	if err == nil {
		cmd.Stdin, cmd.Stdout, cmd.Stderr = entreeR, sortieW, erreurs
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

// Garanties are the guarantees the fence set on the program (none when
// it is not fenced).
func (p *Processus) Garanties() enclos.Garanties {
	if p.enclos == nil {
		return 0
	}
	return p.enclos.Garanties()
}

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
