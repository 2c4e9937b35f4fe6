package terminal

import (
	"context"
	"slices"
	"strings"
	"unicode"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
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
		t.ecrit(parLigne(t.peintre.Erreur, raison) + "\n")
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
// again, with what was typed, for the new width; after Ctrl-Z, once the
// program continues. Once answered, the question and the answer are
// written in its place.
func (t *Terminal) ligne(ctx context.Context, question string, masque bool) (string, error) {
	defer t.lecteur.prend()()
	q := strings.TrimRight(question, " ")
	ed := &editeur{masque: masque}
	for {
		larg := t.largeur()
		lignes := strings.Split(page.Coupe(q, larg), "\n")
		tete, label := lignes[:len(lignes)-1], lignes[len(lignes)-1]
		if page.Largeur(label)+1 > larg-place {
			tete, label = lignes, ""
		}
		for _, l := range tete {
			t.ecrit(t.peintre.Gras(l) + "\n")
		}
		z := &zoneSaisie{label: label, larg: larg}
		t.ecrit(z.dessine(t, ed))
		var err error
		fin := enCours
		for fin == enCours {
			var k clavier.Touche
			if k, err = t.lecteur.Touche(ctx); err != nil {
				fin = finFermee
				break
			}
			if fin = ed.touche(k); fin == enCours {
				t.ecrit(z.dessine(t, ed))
			}
		}
		montre := string(ed.texte)
		if masque {
			montre = strings.Repeat("*", len(ed.texte))
		}
		maintenant, _ := t.taille()
		t.ecrit(effaceSaisie(tete, z.avant, maintenant))
		switch fin {
		case finRedim:
			continue
		case finArret:
			t.arrete()
			continue
		}
		t.ecrit(parLigne(t.peintre.Pale, page.Coupe(q+" "+montre, larg)) + "\n")
		switch fin {
		case finValide:
			return string(ed.texte), nil
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

// editeur is the line being typed at a prompt and its cursor, changed a
// key at a time (touche); what shows is drawn from it (zoneSaisie).
type editeur struct {
	texte []rune
	pos   int
	// masque: the line shows a star per rune.
	masque bool
}

// touche applies key k: a character goes in at the cursor; Backspace,
// Delete, Ctrl-U and Ctrl-W erase; ← → Home End move; ↑ ↓ and Tab do
// nothing. Enter, Ctrl-C, Ctrl-D on an empty line, Escape (one level
// back, invite.ErrRetour), a resize and Ctrl-Z end the prompt.
func (ed *editeur) touche(k clavier.Touche) fin {
	switch k.Genre {
	case clavier.Car:
		ed.texte = slices.Insert(ed.texte, ed.pos, k.Rune)
		ed.pos++
	case clavier.Efface:
		ed.efface(1)
	case clavier.CtrlU:
		ed.efface(ed.pos)
	case clavier.CtrlW:
		i := ed.pos
		for i > 0 && unicode.IsSpace(ed.texte[i-1]) {
			i--
		}
		for i > 0 && !unicode.IsSpace(ed.texte[i-1]) {
			i--
		}
		ed.efface(ed.pos - i)
	case clavier.CtrlK:
		ed.texte = ed.texte[:ed.pos]
	case clavier.Suppr:
		if ed.pos < len(ed.texte) {
			ed.texte = slices.Delete(ed.texte, ed.pos, ed.pos+1)
		}
	case clavier.Gauche:
		ed.pos = max(ed.pos-1, 0)
	case clavier.Droite:
		ed.pos = min(ed.pos+1, len(ed.texte))
	case clavier.Debut:
		ed.pos = 0
	case clavier.Fin:
		ed.pos = len(ed.texte)
	case clavier.Entree:
		return finValide
	case clavier.CtrlC:
		return finInterrompu
	case clavier.CtrlD:
		if len(ed.texte) == 0 {
			return finFin
		}
	case clavier.FinEntree:
		return finFin
	case clavier.Echap:
		return finRetour
	case clavier.Redim:
		return finRedim
	case clavier.Arret:
		return finArret
	}
	return enCours
}

// efface erases n runes before the cursor.
func (ed *editeur) efface(n int) {
	n = min(n, ed.pos)
	ed.texte = slices.Delete(ed.texte, ed.pos-n, ed.pos)
	ed.pos -= n
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
func (z *zoneSaisie) dessine(t *Terminal, f *editeur) string {
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
		l = t.peintre.Gras(z.label) + " " + l
	}
	return "\r" + l + peintre.EffaceFin + "\r" + peintre.Droite(page.Largeur(z.avant)) + peintre.MontreCurseur
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
		return "\r" + peintre.EffaceBas
	}
	return peintre.Monte(n) + peintre.EffaceBas
}
