package terminal

import (
	"context"
	"errors"
	"io"
	"os"
	"os/signal"

	"mastermind/cmd/mastermind/internal/ecran"
)

// Console is the Terminal lent to the game screen (it implements
// ecran.Console): the screen reads keys and clicks itself, with no prompt
// of promptui on screen, and Ctrl-Z stops the program with the terminal
// as it was before the game, and redraws the board when it continues.
// One owner of the input at a time: a Console reads only while the screen
// asks, between the prompts, through the same buffer as they do.
type Console struct {
	t     *Terminal
	arret chan os.Signal
	fini  chan struct{}
}

// Console lends the terminal to the game screen until Close.
func (t *Terminal) Console() *Console {
	c := &Console{t: t, arret: make(chan os.Signal, 1), fini: make(chan struct{})}
	notifieArret(c.arret)
	go func() {
		for {
			select {
			case <-c.arret:
				t.entree.arrete()
			case <-c.fini:
				return
			}
		}
	}()
	return c
}

// Close gives the terminal back: Ctrl-Z stops the program again the
// ordinary way.
func (c *Console) Close() error {
	signal.Stop(c.arret)
	close(c.fini)
	return nil
}

// Write draws on the terminal.
func (c *Console) Write(p []byte) (int, error) { return c.t.out.Write(p) }

// Taille is the terminal's size in cells, as it is now.
func (c *Console) Taille() (cols, rows int) { return c.t.taille() }

// Touche waits for the next key, click or event.
func (c *Console) Touche(ctx context.Context) (ecran.Touche, error) {
	k, err := c.t.entree.cle(ctx)
	if errors.Is(err, io.EOF) {
		return ecran.Touche{Genre: ecran.FinEntree}, nil
	}
	if err != nil {
		return ecran.Touche{}, err
	}
	return traduit(k), nil
}

// traduit is a key as the game screen names it.
func traduit(k touche) ecran.Touche {
	g, ok := map[genre]ecran.Genre{
		tCar: ecran.Car, tEntree: ecran.Entree, tEfface: ecran.Efface, tSuppr: ecran.Suppr,
		tGauche: ecran.Gauche, tDroite: ecran.Droite, tHaut: ecran.Haut, tBas: ecran.Bas,
		tDebut: ecran.Debut, tFin: ecran.Fin, tEchap: ecran.Echap, tF1: ecran.F1,
		tCtrlS: ecran.CtrlS, tCtrlQ: ecran.CtrlQ, tClic: ecran.Clic, tRedim: ecran.Redim,
		tCtrlL: ecran.Redessine, tCtrlC: ecran.Interrompt, tCtrlD: ecran.FinEntree, tArret: ecran.Arret,
	}[k.g]
	if !ok {
		return ecran.Touche{}
	}
	return ecran.Touche{Genre: g, Rune: k.r, X: k.x, Y: k.y}
}
