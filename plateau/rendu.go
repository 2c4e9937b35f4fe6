package plateau

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// Rendu says how to draw a board: with which palette, in colour or in
// plain text, and with which column titles.
type Rendu struct {
	Palette couleur.Palette
	// Couleur draws pegs as coloured discs followed by their letter, and the
	// answer as pegs too; without it the board is plain letters and numbers
	// (for NO_COLOR, pipes and files).
	Couleur bool
	// Titres are the column titles, in the player's language: words come
	// from the caller, as every sentence does.
	Titres Titres
	// Largeur is the most cells a row may take (a terminal's width); a
	// coloured row wider than that is laid out more tightly (see
	// disposition). 0: no limit.
	Largeur int
	// Couleurs16: the terminal has only the 16 basic colours, so a colour
	// of the 256-colour palette is drawn with the nearest basic one.
	Couleurs16 bool
	// Clair: the terminal's background is light; pegs and key pegs take
	// the darker shades that read on it (see theme.go).
	Clair bool
}

// Titres are the words of the board's header. BienCourt and MalCourt,
// when set, are shorter words for Bien and Mal, for a row that fits
// Rendu.Largeur whole with them and not with the long ones (the English
// "Misplaced" at 40 columns).
type Titres struct {
	Essai, Code, Bien, Mal, Secret string
	BienCourt, MalCourt            string
}

const (
	reset  = "\x1b[0m"
	disque = "●"
	cercle = "○"
	rien   = "·"
	trou   = "◌"
)

// Affiche is the course's affichePlateau: it writes one line per try, the
// proposal then its answer, under a header. When secret is not nil, a last
// line reveals it (at the end of a failed round).
func (p *Plateau) Affiche(w io.Writer, r Rendu, secret *code.Code) error {
	var b strings.Builder
	b.WriteString(r.Entete(p.taille.Pions))
	for i, l := range p.lignes {
		b.WriteString(r.Ligne(i+1, l))
	}
	if secret != nil {
		b.WriteString(r.Secret(*secret))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// disposition is how the rows of a coloured board are laid out: the
// pegs of a code a space apart or side by side (serre), the answer as its
// two numbers under the titles, as key pegs, or both.
type disposition struct {
	serre, nombres, fiches bool
}

// dispositions are the layouts of a coloured board, widest first; the
// last one, the narrowest, puts its key pegs a single space after the
// code.
var dispositions = [...]disposition{
	{nombres: true, fiches: true},
	{nombres: true},
	{serre: true, nombres: true},
	{serre: true, fiches: true},
}

// ajuste is r with the short titles when the whole row fits r.Largeur
// with them and not with the long ones.
func (r Rendu) ajuste(pions int) Rendu {
	t := r.Titres
	if r.Largeur <= 0 || !r.Couleur || t.BienCourt == "" || t.MalCourt == "" {
		return r
	}
	if r.largeurLigne(pions, dispositions[0]) <= r.Largeur {
		return r
	}
	c := r
	c.Titres.Bien, c.Titres.Mal = t.BienCourt, t.MalCourt
	if c.largeurLigne(pions, dispositions[0]) <= r.Largeur {
		return c
	}
	return r
}

// disposition is the first layout whose rows fit r.Largeur: the whole row,
// then without the key pegs, then with the pegs side by side, then the
// answer as key pegs only. A board without colour is narrow: numbers.
func (r Rendu) disposition(pions int) disposition {
	if !r.Couleur {
		return disposition{nombres: true}
	}
	if r.Largeur > 0 {
		for _, d := range dispositions[:len(dispositions)-1] {
			if r.largeurLigne(pions, d) <= r.Largeur {
				return d
			}
		}
		return dispositions[len(dispositions)-1]
	}
	return dispositions[0]
}

// largeurLigne is the cells a row of layout d takes.
func (r Rendu) largeurLigne(pions int, d disposition) int {
	le, lc := r.colonnes(pions, d)
	n := le + 2 + lc
	if d.nombres {
		n += 2 + largeur(r.Titres.Bien) + 1 + largeur(r.Titres.Mal)
	}
	if d.fiches {
		n += 2 + pions
	}
	return n
}

// colonnes are the widths of the try and code columns for codes of pions
// pegs in layout d.
func (r Rendu) colonnes(pions int, d disposition) (essai, code int) {
	t := r.Titres
	return max(largeur(t.Essai), largeur(t.Secret), 2), max(r.largeurVisible(pions, d), largeur(t.Code))
}

// Entete is the board's header line.
func (r Rendu) Entete(pions int) string {
	r = r.ajuste(pions)
	t := r.Titres
	d := r.disposition(pions)
	le, lc := r.colonnes(pions, d)
	if !d.nombres {
		return fmt.Sprintf("%s  %s\n", aDroite(t.Essai, le), t.Code)
	}
	return fmt.Sprintf("%s  %s  %s %s\n", aDroite(t.Essai, le), aGauche(t.Code, lc), t.Bien, t.Mal)
}

// Ligne is the board's line for try number num (from 1), so that a game
// can show a new row without drawing the whole board again.
func (r Rendu) Ligne(num int, l Ligne) string {
	pions := l.Code.Len()
	r = r.ajuste(pions)
	t := r.Titres
	d := r.disposition(pions)
	le, lc := r.colonnes(pions, d)
	s := aDroite(fmt.Sprint(num), le) + "  " + aGauche2(r.code(l.Code, d), r.largeurVisible(pions, d), lc)
	switch {
	case d.nombres:
		s += fmt.Sprintf("  %s %s", aDroite(fmt.Sprint(l.Reponse.Bien), largeur(t.Bien)), aDroite(fmt.Sprint(l.Reponse.Mal), largeur(t.Mal)))
		if d.fiches {
			s += "  " + r.Reponse(l.Reponse, pions)
		}
	case d.fiches:
		s = strings.TrimRight(s, " ") + " " + r.Reponse(l.Reponse, pions)
	}
	return s + "\n"
}

// Secret is the line that reveals the secret under the board.
func (r Rendu) Secret(secret code.Code) string {
	d := r.disposition(secret.Len())
	le, _ := r.colonnes(secret.Len(), d)
	return fmt.Sprintf("%s  %s\n", aDroite(r.Titres.Secret, le), r.code(secret, d))
}

// Code draws one code: coloured discs with their letters, a space apart,
// or the word.
func (r Rendu) Code(c code.Code) string { return r.code(c, disposition{}) }

// code draws c for a row of layout d.
func (r Rendu) code(c code.Code, d disposition) string {
	if !r.Couleur {
		return c.Mot(r.Palette)
	}
	pegs := make([]string, c.Len())
	for i := range pegs {
		pegs[i] = r.pion(c.At(i))
	}
	if d.serre {
		return strings.Join(pegs, "")
	}
	return strings.Join(pegs, " ")
}

func (r Rendu) pion(k int) string {
	if k >= r.Palette.Len() {
		return "?"
	}
	c := r.Palette.Couleur(k)
	if c.Vide {
		return trou + string(c.Lettre)
	}
	return "\x1b[" + r.sgr(c.ANSI) + "m" + disque + reset + string(c.Lettre)
}

// Reponse draws an answer as key pegs: one red disc per bien placé, one
// white circle per mal placé, a dot for every other peg. Without colour it
// is the two numbers.
func (r Rendu) Reponse(rep code.Reponse, pions int) string {
	if !r.Couleur {
		return fmt.Sprintf("%d %d", rep.Bien, rep.Mal)
	}
	reste := max(pions-rep.Bien-rep.Mal, 0)
	bp, mp, vide := r.fiches()
	return bp + strings.Repeat(disque, rep.Bien) + mp + strings.Repeat(cercle, rep.Mal) +
		vide + strings.Repeat(rien, reste) + reset
}

func (r Rendu) largeurVisible(pions int, d disposition) int {
	switch {
	case !r.Couleur:
		return pions
	case d.serre:
		return 2 * pions
	}
	return 3*pions - 1
}

func largeur(s string) int { return utf8.RuneCountInString(s) }

func aDroite(s string, n int) string { return strings.Repeat(" ", max(n-largeur(s), 0)) + s }

func aGauche(s string, n int) string { return s + strings.Repeat(" ", max(n-largeur(s), 0)) }

// aGauche2 pads a string whose visible width is known (it holds escape
// sequences).
func aGauche2(s string, visible, n int) string { return s + strings.Repeat(" ", max(n-visible, 0)) }
