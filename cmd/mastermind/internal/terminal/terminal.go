// Package terminal is the full-screen way of asking the player: promptui's
// arrow-key menus and validated prompts, behind the invite.Invite
// interface so that nothing else in the program knows promptui. It is used
// only when both input and output are terminals.
package terminal

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/manifoldco/promptui"

	"mastermind/cmd/mastermind/internal/invite"
)

// Textes are the words promptui shows itself.
type Textes struct {
	// Aide is the help line of a menu ("↑ ↓ pour choisir, Entrée pour
	// valider").
	Aide string
	// SansCouleur draws the prompts without colours (NO_COLOR).
	SansCouleur bool
}

// Terminal asks through promptui. It implements invite.Invite.
type Terminal struct {
	out    io.Writer
	sortie sansCloche
	entree *entree
	textes Textes
}

// Nouveau returns a Terminal reading in and writing out, which must be a
// terminal.
func Nouveau(in io.Reader, out io.Writer, t Textes) *Terminal {
	return &Terminal{out: out, sortie: sansCloche{w: out}, entree: nouvelleEntree(in), textes: t}
}

// Ecrit writes texte.
func (t *Terminal) Ecrit(texte string) { io.WriteString(t.out, texte) }

// Menu is a promptui Select.
func (t *Terminal) Menu(ctx context.Context, titre string, options []string) (int, error) {
	v := t.entree.vue()
	s := promptui.Select{
		Label:     titre,
		Items:     options,
		Size:      min(len(options), 12),
		Stdin:     v,
		Stdout:    t.sortie,
		Templates: t.menu(),
	}
	var i int
	err := surveille(ctx, v, func() error {
		var err error
		i, _, err = s.Run()
		return err
	})
	return i, err
}

// Saisit is a promptui Prompt. The line is checked once Enter is pressed:
// a refused line is followed by the reason, in red, and the question comes
// again. The reason is written below the prompt rather than inside it, as
// promptui redraws a prompt line by line and a reason longer than the
// terminal is wide would garble the screen.
func (t *Terminal) Saisit(ctx context.Context, question string, valide func(string) error) (string, error) {
	return t.demande(ctx, question, valide, 0)
}

// SaisitMasquee is Saisit showing a star per key.
func (t *Terminal) SaisitMasquee(ctx context.Context, question string, valide func(string) error) (string, error) {
	return t.demande(ctx, question, valide, '*')
}

func (t *Terminal) demande(ctx context.Context, question string, valide func(string) error, masque rune) (string, error) {
	for {
		s, err := t.prompt1(ctx, question, masque)
		if err != nil || valide == nil {
			return s, err
		}
		err = valide(s)
		if err == nil {
			return s, nil
		}
		raison := "  ✗ " + err.Error()
		if !t.textes.SansCouleur {
			raison = "\x1b[91m" + raison + "\x1b[0m"
		}
		io.WriteString(t.out, raison+"\n")
	}
}

// prompt1 asks once.
func (t *Terminal) prompt1(ctx context.Context, question string, masque rune) (string, error) {
	v := t.entree.vue()
	p := promptui.Prompt{
		Label:     strings.TrimRight(question, " "),
		Mask:      masque,
		Stdin:     v,
		Stdout:    t.sortie,
		Templates: t.prompt(),
	}
	var s string
	err := surveille(ctx, v, func() error {
		var err error
		s, err = p.Run()
		return err
	})
	return s, err
}

// menu returns the look of a menu: the help line, the title, a pointer on
// the current entry, a tick on the chosen one.
func (t *Terminal) menu() *promptui.SelectTemplates {
	if t.textes.SansCouleur {
		return &promptui.SelectTemplates{
			Label: "{{ . }}", Active: "▸ {{ . }}", Inactive: "  {{ . }}", Selected: "✔ {{ . }}",
			Help: t.textes.Aide,
		}
	}
	return &promptui.SelectTemplates{
		Label: "{{ . | bold }}", Active: "▸ {{ . | cyan }}", Inactive: "  {{ . }}", Selected: "✔ {{ . | faint }}",
		Help: fmt.Sprintf(`{{ %q | faint }}`, t.textes.Aide),
	}
}

// prompt returns the look of a question: the label in bold, then what is
// typed; once answered, the label fades.
func (t *Terminal) prompt() *promptui.PromptTemplates {
	if t.textes.SansCouleur {
		return &promptui.PromptTemplates{Prompt: "{{ . }} ", Valid: "{{ . }} ", Invalid: "{{ . }} ", Success: "{{ . }} "}
	}
	return &promptui.PromptTemplates{
		Prompt: "{{ . | bold }} ", Valid: "{{ . | bold }} ", Invalid: "{{ . | bold }} ", Success: "{{ . | faint }} ",
	}
}

// surveille runs a prompt, closing its input when ctx is cancelled, and
// maps promptui's errors to invite's.
func surveille(ctx context.Context, v *vue, run func() error) error {
	fini := make(chan struct{})
	defer close(fini)
	go func() {
		select {
		case <-ctx.Done():
			v.Close()
		case <-fini:
		}
	}()
	err := run()
	v.Close()
	switch {
	case err == nil:
		return nil
	case ctx.Err() != nil:
		return ctx.Err()
	case errors.Is(err, promptui.ErrInterrupt):
		return invite.ErrInterrompu
	case errors.Is(err, promptui.ErrEOF), errors.Is(err, io.EOF):
		return invite.ErrFin
	}
	return err
}
