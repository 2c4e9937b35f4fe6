package peintre

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Rendu draws a board's rows for a terminal: with colours, pegs as
// coloured discs followed by their letters and answers as key pegs, laid
// out to fit Largeur; without, the course's plain display that package
// plateau draws (plateau.Rendu: letters and numbers, for NO_COLOR, pipes
// and files). It is a plateau.Dessin: Plateau.Affiche, the course's
// affichePlateau, draws a board with it.
type Rendu struct {
	Palette couleur.Palette
	// Titres are the column titles, in the player's language.
	Titres plateau.Titres
	// BienCourt and MalCourt, when set, are shorter words for Titres.Bien
	// and Titres.Mal, for a row that fits Largeur whole with them and not
	// with the long ones (the English "Misplaced" at 40 columns).
	BienCourt, MalCourt string
	// Largeur is the most cells a row may take (a terminal's width); a
	// coloured row wider than that is laid out more tightly (see
	// disposition). 0: no limit.
	Largeur int
	// Peintre says how the terminal shows colours; without them
	// (Peintre.Couleur false) the board is the course's plain one.
	Peintre
}

// simple is the course's plain display of the same board.
func (r Rendu) simple() plateau.Rendu { return plateau.Rendu{Palette: r.Palette, Titres: r.Titres} }

// disposition is how the rows of a coloured board are laid out: the
// pegs of a code a space apart or side by side (serre), the answer as its
// two numbers under the titles, as key pegs, or both.
type disposition struct {
	serre, nombres, fiches bool
}

// dispositions are the layouts of a coloured board, widest first; the
// last one, the narrowest, puts its key pegs a single space after the
// code.
func dispositions() []disposition {
	return []disposition{
		{nombres: true, fiches: true},
		{nombres: true},
		{serre: true, nombres: true},
		{serre: true, fiches: true},
	}
}

// ajuste is r with the short titles when the whole row fits r.Largeur
// with them and not with the long ones.
func (r Rendu) ajuste(pions int) Rendu {
	if r.Largeur <= 0 || !r.Couleur || r.BienCourt == "" || r.MalCourt == "" {
		return r
	}
	large := dispositions()[0]
	if r.largeurLigne(pions, large) <= r.Largeur {
		return r
	}
	c := r
	c.Titres.Bien, c.Titres.Mal = r.BienCourt, r.MalCourt
	if c.largeurLigne(pions, large) <= r.Largeur {
		return c
	}
	return r
}

// disposition is the first layout whose rows fit r.Largeur: the whole row,
// then without the key pegs, then with the pegs side by side, then the
// answer as key pegs only.
func (r Rendu) disposition(pions int) disposition {
	d := dispositions()
	if r.Largeur > 0 {
		for _, x := range d[:len(d)-1] {
			if r.largeurLigne(pions, x) <= r.Largeur {
				return x
			}
		}
		return d[len(d)-1]
	}
	return d[0]
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
	return max(largeur(t.Essai), largeur(t.Secret), 2), max(largeurPions(pions, d.serre), largeur(t.Code))
}

// Entete is the board's header line.
func (r Rendu) Entete(pions int) string {
	if !r.Couleur {
		return r.simple().Entete(pions)
	}
	r = r.ajuste(pions)
	t := r.Titres
	d := r.disposition(pions)
	le, lc := r.colonnes(pions, d)
	if !d.nombres {
		return fmt.Sprintf("%s  %s\n", aDroite(t.Essai, le), t.Code)
	}
	return fmt.Sprintf("%s  %s  %s %s\n", aDroite(t.Essai, le), aGauche(t.Code, largeur(t.Code), lc), t.Bien, t.Mal)
}

// Ligne is the board's line for try number num (from 1), so that a game
// can show a new row without drawing the whole board again.
func (r Rendu) Ligne(num int, l plateau.Ligne) string {
	if !r.Couleur {
		return r.simple().Ligne(num, l)
	}
	pions := l.Code.Len()
	r = r.ajuste(pions)
	t := r.Titres
	d := r.disposition(pions)
	le, lc := r.colonnes(pions, d)
	s := aDroite(fmt.Sprint(num), le) + "  " + aGauche(r.code(l.Code, d.serre), largeurPions(pions, d.serre), lc)
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
	if !r.Couleur {
		return r.simple().Secret(secret)
	}
	d := r.disposition(secret.Len())
	le, _ := r.colonnes(secret.Len(), d)
	return fmt.Sprintf("%s  %s\n", aDroite(r.Titres.Secret, le), r.code(secret, d.serre))
}

// Code draws one code: coloured pegs a space apart, or the word.
func (r Rendu) Code(c code.Code) string {
	if !r.Couleur {
		return r.simple().Code(c)
	}
	return r.code(c, false)
}

// Reponse draws an answer as key pegs, or its two numbers without
// colour.
func (r Rendu) Reponse(rep code.Reponse, pions int) string {
	if !r.Couleur {
		return r.simple().Reponse(rep)
	}
	return r.Fiches(rep.Bien, rep.Mal, max(pions-rep.Bien-rep.Mal, 0))
}

// code draws c's pegs, side by side when serre.
func (r Rendu) code(c code.Code, serre bool) string {
	pegs := make([]string, c.Len())
	for i := range pegs {
		pegs[i] = r.Pion(c.At(i))
	}
	if serre {
		return strings.Join(pegs, "")
	}
	return strings.Join(pegs, " ")
}

// Pion draws colour k as a peg, two cells: its disc, coloured when
// colours are on, and its letter; the empty hole of the variant with
// blanks as a hole and its letter; a hole not yet filled (k < 0) faint.
func (r Rendu) Pion(k int) string {
	switch {
	case k < 0:
		return r.Pale(Trou) + " "
	case k >= r.Palette.Len():
		return "? "
	}
	c := r.Palette.Couleur(k)
	if c.Vide {
		return Trou + string(c.Lettre)
	}
	return r.colore(r.sgr(c.Teinte, r.teintes()), Disque) + string(c.Lettre)
}

// teintes are the palette's colours, which a colour on 16 colours keeps
// apart from.
func (r Rendu) teintes() []couleur.Teinte {
	t := make([]couleur.Teinte, 0, r.Palette.Len())
	for i := range r.Palette.Len() {
		if c := r.Palette.Couleur(i); !c.Vide {
			t = append(t, c.Teinte)
		}
	}
	return t
}

// largeurPions is the cells pions coloured pegs take, side by side when
// serre, else a space apart.
func largeurPions(pions int, serre bool) int {
	if serre {
		return 2 * pions
	}
	return 3*pions - 1
}

func largeur(s string) int { return utf8.RuneCountInString(s) }

func aDroite(s string, n int) string { return strings.Repeat(" ", max(n-largeur(s), 0)) + s }

// aGauche pads s, whose visible width is visible (it may hold escape
// sequences), to n cells.
func aGauche(s string, visible, n int) string { return s + strings.Repeat(" ", max(n-visible, 0)) }
