package terminal

import (
	"context"
	"errors"
	"io"
	"strconv"
	"strings"

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

// ligne asks question once. It draws the prompt itself rather than through
// promptui, whose line is cut at the terminal's edge and whose cursor is a
// reverse-video block drawn besides the terminal's own: the question's
// first lines are written above, its last one is the prompt's label, then
// what is typed, scrolled sideways when it is longer than the room left,
// so that nothing typed is lost; the terminal's cursor, the one cursor,
// is where the next character goes. On a resize, the prompt is drawn
// again, with what was typed, for the new width. Once answered, the
// question and the answer are written in its place.
func (t *Terminal) ligne(ctx context.Context, question string, masque bool) (string, error) {
	q := strings.TrimRight(question, " ")
	f := &filtreLigne{masque: masque}
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
		z := &zoneSaisie{label: label, larg: larg}
		t.ecrit(z.dessine(t, f))
		var err error
		fin := enCours
		for fin == enCours {
			var k touche
			if k, err = t.entree.cle(ctx); err != nil {
				fin = finFermee
				if errors.Is(err, io.EOF) {
					fin = finFin
				}
				break
			}
			_, fin = f.touche(k, nil)
			if fin == enCours {
				t.ecrit(z.dessine(t, f))
			}
		}
		montre := string(f.texte)
		if masque {
			montre = strings.Repeat("*", len(f.texte))
		}
		maintenant, _ := t.taille()
		t.ecrit(effaceSaisie(tete, z.avant, maintenant))
		if fin == finRedim {
			continue
		}
		t.ecrit(t.styleLignes("2", page.Coupe(q+" "+montre, larg)) + "\n")
		switch fin {
		case finValide:
			return string(f.texte), nil
		case finInterrompu:
			return "", invite.ErrInterrompu
		case finFin:
			return "", invite.ErrFin
		case finRetour:
			return "", invite.ErrRetour
		}
		return "", err
	}
}

// zoneSaisie is the prompt's line: its label, then the text typed,
// shown from a rune on (debut) when it is longer than the room.
type zoneSaisie struct {
	label string
	larg  int
	debut int
	// avant is what the line shows before the cursor, as last drawn.
	avant string
}

// dessine returns the bytes that draw the line again for the text of f,
// the cursor where the next character goes.
func (z *zoneSaisie) dessine(t *Terminal, f *filtreLigne) string {
	texte := f.texte
	if f.masque {
		texte = []rune(strings.Repeat("*", len(f.texte)))
	}
	tete := ""
	if z.label != "" {
		tete = z.label + " "
	}
	// One cell stays for the cursor after the text.
	room := max(z.larg-page.Largeur(tete)-1, 2)
	// From debut on, behind a "…" when debut > 0: the window moves only
	// to keep the cursor in view, and back left when the end of the text
	// leaves room.
	debut := 0
	depuis := func(d, fin int) string {
		if d == 0 {
			return string(texte[:fin])
		}
		return "…" + string(texte[d:fin])
	}
	vue := func(d int) string { return depuis(d, f.pos) }
	if page.Largeur(string(texte)) > room {
		debut = min(z.debut, f.pos)
		for debut > 0 && page.Largeur(depuis(debut-1, len(texte))) <= room {
			debut--
		}
		for debut < f.pos && page.Largeur(vue(debut)) > room {
			debut++
		}
	}
	z.debut = debut
	avant := vue(debut)
	// After the cursor, what fits; a "…" says the text goes on.
	apres := string(texte[f.pos:])
	if page.Largeur(avant+apres) > room {
		r := []rune(apres)
		for len(r) > 0 && page.Largeur(avant+string(r)+"…") > room {
			r = r[:len(r)-1]
		}
		apres = string(r) + "…"
	}
	z.avant = tete + avant
	l := avant + apres
	if z.label != "" {
		l = t.style("1", z.label) + " " + l
	}
	return "\r" + l + "\x1b[K\r" + deplace(page.Largeur(z.avant)) + "\x1b[?25h"
}

// deplace moves the cursor n cells right of the line's start.
func deplace(n int) string {
	if n <= 0 {
		return ""
	}
	return "\x1b[" + strconv.Itoa(n) + "C"
}

// effaceSaisie returns the bytes that clear a prompt: the lines above it
// and its own line, the cursor on it after avant. When the window has just
// narrowed to cols, a terminal that reflows has wrapped each line on as
// many rows as cols needs (see efface).
func effaceSaisie(dessus []string, avant string, cols int) string {
	n := rangees(avant+" ", cols) - 1
	for _, l := range dessus {
		n += rangees(l, cols)
	}
	if n == 0 {
		return "\r\x1b[J"
	}
	return "\x1b[" + strconv.Itoa(n) + "A\r\x1b[J"
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
