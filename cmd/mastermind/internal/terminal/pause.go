package terminal

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
)

// Attend shows texte, faint, and waits for a key: any key goes on (Enter,
// a letter, an arrow), and the line gives way, so that what comes next
// follows what the player read; Escape or q goes back one level
// (invite.ErrRetour: a pager leaves its pages). Ctrl-C interrupts; Ctrl-D
// or the input's end is the end of input, as at a menu.
func (t *Terminal) Attend(ctx context.Context, texte string) error {
	_, err := t.attend(ctx, texte, false)
	return err
}

// AttendPage is Attend for a pager whose page was laid out largeur cells
// wide (Largeur) and hauteur rows high (Hauteur): a resize ends the wait
// too, its line erased, and says so (redim true, nil), so that the pager
// lays its page out again at the new size. A resize while the page was
// written, before the wait, ends it at once: the keyboard's first holder
// forgets the resizes before it (prend), so the size is compared.
func (t *Terminal) AttendPage(ctx context.Context, texte string, largeur, hauteur int) (redim bool, err error) {
	defer t.lecteur.prend()()
	if t.largeur() != largeur || t.Hauteur() != hauteur {
		t.oublie()
		return true, nil
	}
	return t.attend(ctx, texte, true)
}

// attend is Attend; with redim, a resize ends the wait.
func (t *Terminal) attend(ctx context.Context, texte string, redim bool) (bool, error) {
	t.oublie()
	defer t.lecteur.prend()()
	for {
		t.ecrit(t.peintre.Pale(page.Tronque(texte, t.largeur())))
		k, err := t.lecteur.Touche(ctx)
		f := touchePause(k)
		for err == nil && f == enCours && !(redim && k.Genre == clavier.Redim) {
			k, err = t.lecteur.Touche(ctx)
			f = touchePause(k)
		}
		t.ecrit("\r" + peintre.EffaceLigne)
		switch {
		case err != nil:
			return false, err
		case f == finArret:
			// Ctrl-Z: the line comes back once the program continues.
			t.arrete()
			continue
		case f == enCours:
			return true, nil
		}
		return false, map[fin]error{finValide: nil, finInterrompu: invite.ErrInterrompu, finFin: invite.ErrFin, finRetour: invite.ErrRetour}[f]
	}
}

// touchePause is what key k does at a pause: every key goes on but
// Ctrl-C, Ctrl-D, Escape and q that go back, and Ctrl-Z that stops; a
// resize changes nothing.
func touchePause(k clavier.Touche) fin {
	switch k.Genre {
	case clavier.CtrlC:
		return finInterrompu
	case clavier.CtrlD, clavier.FinEntree:
		return finFin
	case clavier.Redim:
		return enCours
	case clavier.Arret:
		return finArret
	case clavier.Echap:
		return finRetour
	case clavier.Car:
		if k.Rune == 'q' || k.Rune == 'Q' {
			return finRetour
		}
	}
	return finValide
}

// Largeur is the room a line may take on the terminal, as it is now.
func (t *Terminal) Largeur() int { return t.largeur() }

// Hauteur is the terminal's number of rows, as it is now: what a screen
// of text may take (the rules' pages) before it scrolls away.
func (t *Terminal) Hauteur() int {
	_, r := t.taille()
	return r
}
