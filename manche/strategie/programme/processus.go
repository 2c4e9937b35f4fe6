package programme

import (
	"context"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// Processus is a running program: the lab writes to its input and reads
// its output through pipes; its error stream goes where Lance was told.
// It runs in a process group of its own, so that Arrete ends it with
// every process it started.
type Processus struct {
	cmd    *exec.Cmd
	entree *os.File // the write end of the program's input
	sortie *os.File // the read end of its output
	fini   chan struct{}
	etat   *os.ProcessState
	arret  sync.Once
	ferme  sync.Once
	oublie func() bool
}

// Lance starts the program of words mots (the program, then its
// arguments; never through a shell), its error stream to erreurs (nil:
// discarded). When ctx ends, the program's group is killed.
//
// Résultat: the running program, or exec's error (exec.ErrNotFound,
// fs.ErrPermission…).
func Lance(ctx context.Context, mots []string, erreurs io.Writer) (*Processus, error) {
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
	cmd := exec.Command(mots[0], mots[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = entreeR, sortieW, erreurs
	// A child that keeps the error stream open after the group is killed
	// (one that left the group) must not block Wait.
	cmd.WaitDelay = time.Second
	enGroupe(cmd)
	err = cmd.Start()
	entreeR.Close()
	sortieW.Close()
	if err != nil {
		entreeW.Close()
		sortieR.Close()
		return nil, err
	}
	p := &Processus{cmd: cmd, entree: entreeW, sortie: sortieR, fini: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		p.etat = cmd.ProcessState
		close(p.fini)
	}()
	p.oublie = context.AfterFunc(ctx, p.Arrete)
	return p, nil
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
		tueGroupe(p.cmd)
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
	return sortieDe(p.etat)
}
