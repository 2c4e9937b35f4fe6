package terminal

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"

	"github.com/manifoldco/promptui"

	"mastermind/cmd/mastermind/internal/invite"
	"mastermind/cmd/mastermind/internal/page"
)

// Saisit is a promptui Prompt. The line is checked once Enter is pressed:
// a refused line stays as typed, the reason follows in red, and the
// question comes again, empty. The reason is written below the prompt
// rather than inside it: promptui draws a prompt again line by line.
func (t *Terminal) Saisit(ctx context.Context, question string, valide func(string) error) (string, error) {
	return t.demande(ctx, question, valide, false)
}

// SaisitMasquee is Saisit showing a star for every key.
func (t *Terminal) SaisitMasquee(ctx context.Context, question string, valide func(string) error) (string, error) {
	return t.demande(ctx, question, valide, true)
}

func (t *Terminal) demande(ctx context.Context, question string, valide func(string) error, masque bool) (string, error) {
	t.oublie()
	for {
		s, err := t.ligne(ctx, question, masque)
		if err != nil || valide == nil {
			return s, err
		}
		err = valide(s)
		if err == nil {
			return s, nil
		}
		raison := page.Coupe("  ✗ "+err.Error(), t.largeur())
		t.ecrit(t.styleLignes("91", raison) + "\n")
	}
}

// place is the least room the typed text keeps after the question's last
// line; with less, the question is written whole above the prompt.
const place = 10

// ligne asks question once. The question's first lines are written above
// promptui's prompt, whose label is the last one, so that the prompt is
// one line that fits the terminal; the line typed never grows past it
// (filtreLigne). On a resize, the prompt is drawn again, with what was
// typed, for the new width. Once answered, the question and the answer
// are written in its place.
func (t *Terminal) ligne(ctx context.Context, question string, masque bool) (string, error) {
	q := strings.TrimRight(question, " ")
	texte := ""
	for {
		larg := t.largeur()
		lignes := strings.Split(page.Coupe(q, larg), "\n")
		tete, label := lignes[:len(lignes)-1], lignes[len(lignes)-1]
		if page.Largeur(label)+1 > larg-place {
			tete, label = lignes, ""
		}
		for _, l := range tete {
			t.ecrit(t.style("1", l) + "\n")
		}
		room := larg - 1 // promptui's cursor, after the text
		if label != "" {
			room -= page.Largeur(label) + 1
		}
		f := &filtreLigne{texte: []rune(texte), pos: len([]rune(texte)), place: room, masque: masque}
		v := t.entree.vue(f)
		sortie := &porte{w: t.out}
		var mu sync.Mutex
		vu := texte
		p := promptui.Prompt{
			Label: label, Default: texte, AllowEdit: true, Stdin: v, Stdout: sortie, Templates: t.gabaritsLigne(label != ""),
			// Not a check: promptui calls it with its line after every key
			// and once more when Run ends, which gives the line typed.
			Validate: func(s string) error {
				mu.Lock()
				vu = s
				mu.Unlock()
				return nil
			},
		}
		if masque {
			p.Mask = '*'
		}
		p.Pointer = pointeur
		err := surveille(ctx, v, func() error {
			_, err := p.Run()
			return err
		})
		sortie.ferme()
		mu.Lock()
		texte = vu
		mu.Unlock()
		montre := texte
		if masque {
			montre = strings.Repeat("*", len([]rune(texte)))
		}
		maintenant, _ := t.taille()
		t.ecrit(efface(append(slices.Clone(tete), strings.TrimLeft(label+" "+montre, " ")), maintenant))
		f0 := v.termine()
		if f0 == finRedim {
			continue
		}
		t.ecrit(t.styleLignes("2", page.Coupe(q+" "+montre, larg)) + "\n")
		switch f0 {
		case finValide:
			return texte, nil
		case finInterrompu:
			return "", invite.ErrInterrompu
		case finFin:
			return "", invite.ErrFin
		}
		if err == nil || errors.Is(err, promptui.ErrEOF) {
			err = invite.ErrFin
		}
		return "", err
	}
}

// pointeur draws the place where keys go as a terminal draws its cursor:
// the rune under it, or a space at the end, in reverse video. promptui
// hides the terminal's own cursor while it asks.
func pointeur(r []rune) []rune {
	if len(r) == 0 {
		r = []rune{' '}
	}
	return []rune("\x1b[7m" + string(r) + "\x1b[0m")
}

// gabaritsLigne is the look of a prompt: the label in bold, then what is
// typed.
func (t *Terminal) gabaritsLigne(label bool) *promptui.PromptTemplates {
	g := "{{ . }}"
	switch {
	case label && t.textes.SansCouleur:
		g = "{{ . }} "
	case label:
		g = "{{ . | bold }} "
	}
	return &promptui.PromptTemplates{Prompt: g, Valid: g, Invalid: g, Success: g}
}

// surveille runs a prompt, ending it when ctx is cancelled; it returns
// the context's error then.
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
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}
