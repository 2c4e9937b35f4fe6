package terminal

import (
	"context"
	"io"

	"mastermind/cmd/mastermind/internal/invite"
	"mastermind/cmd/mastermind/internal/page"
)

// Attend shows texte, faint, and waits for a key: any key goes on (Enter,
// a letter, an arrow), and the line gives way, so that what comes next
// follows what the player read; Escape or q goes back one level
// (invite.ErrRetour: a pager leaves its pages). Ctrl-C interrupts; Ctrl-D
// or the input's end is the end of input, as at a menu.
func (t *Terminal) Attend(ctx context.Context, texte string) error {
	t.oublie()
	t.ecrit(t.style("2", page.Tronque(texte, t.largeur())))
	v := t.entree.vue(filtrePause{})
	err := surveille(ctx, v, func() error {
		_, err := io.Copy(io.Discard, v)
		return err
	})
	t.ecrit("\r\x1b[2K")
	switch v.termine() {
	case finValide:
		return nil
	case finInterrompu:
		return invite.ErrInterrompu
	case finFin:
		return invite.ErrFin
	case finRetour:
		return invite.ErrRetour
	}
	if err == nil {
		err = invite.ErrFin
	}
	return err
}

// Largeur is the room a line may take on the terminal, as it is now.
func (t *Terminal) Largeur() int { return t.largeur() }

// Hauteur is the terminal's number of rows, as it is now: what a screen
// of text may take (the rules' pages) before it scrolls away.
func (t *Terminal) Hauteur() int {
	_, r := t.taille()
	return r
}

// filtrePause is the keys of a pause: every key goes on but Ctrl-C,
// Ctrl-D, and Escape and q that go back; a resize changes nothing.
type filtrePause struct{}

func (filtrePause) touche(k touche, _ []byte) ([]byte, fin) {
	switch k.g {
	case tCtrlC:
		return aucunOctet, finInterrompu
	case tCtrlD:
		return aucunOctet, finFin
	case tRedim:
		return aucunOctet, enCours
	case tEchap:
		return aucunOctet, finRetour
	case tCar:
		if k.r == 'q' || k.r == 'Q' {
			return aucunOctet, finRetour
		}
	}
	return aucunOctet, finValide
}
