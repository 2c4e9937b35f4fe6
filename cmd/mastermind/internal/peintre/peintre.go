// Package peintre is the one painter: every escape sequence the program
// writes to a terminal is made here, and only here. It draws the styles
// (bold, faint, reverse), the colours of the pegs, the key pegs and the
// charts, on a dark background or a light one (the theme), with 256
// colours or with the 16 basic ones (the fallback), or with no colour at
// all (NO_COLOR: styles and glyphs stay); the glyphs of the board
// (glyphes.go); a board's rows in colour (Rendu, plateau.go), beside the
// course's plain display that package plateau keeps; and the control
// sequences that move the cursor and switch screens (sequences.go).
//
// The domain knows colours as light (couleur.Teinte), not as a
// terminal's codes: the painter finds each one's code (basiques.go).
package peintre

import (
	"strings"

	"github.com/sae-mastermind/mastermind/couleur"
)

// Peintre paints for one terminal. The zero Peintre draws styles and no
// colour.
type Peintre struct {
	// Couleur: the terminal shows colours (not NO_COLOR).
	Couleur bool
	// Couleurs16: the terminal has only the 16 basic colours; a colour of
	// the 256-colour palette is drawn with the nearest basic one.
	Couleurs16 bool
	// Clair: the terminal's background is light; colours take the darker
	// shades that read on it.
	Clair bool
}

// style wraps s in the SGR parameters params; "" stays "".
func style(params, s string) string {
	if s == "" {
		return s
	}
	return csi + params + "m" + s + reset
}

// Gras draws s in bold: a title, a question, a message of the board.
func (Peintre) Gras(s string) string { return style("1", s) }

// Pale draws s faint: what is said in passing (a help line, a line
// answered, an empty row).
func (Peintre) Pale(s string) string { return style("2", s) }

// Inverse draws s in reverse video: a button, the entry under a pointer,
// the peg under the board's cursor. A style or colour inside s (a
// coloured peg) keeps the reverse video after its own reset.
func (Peintre) Inverse(s string) string {
	return style("7", strings.ReplaceAll(s, reset, reset+csi+"7m"))
}

// Erreur draws s in red, when colours are on: why an answer was refused.
func (p Peintre) Erreur(s string) string { return p.colore("91", s) }

// Actif draws s in cyan, when colours are on: the entry under a menu's
// pointer.
func (p Peintre) Actif(s string) string { return p.colore("36", s) }

// Teinte draws s in colour t, when colours are on (for a chart's bars);
// the zero Teinte is no colour.
func (p Peintre) Teinte(t couleur.Teinte, s string) string {
	if t == (couleur.Teinte{}) {
		return s
	}
	return p.colore(p.sgr(t, nil), s)
}

// colore wraps s in the colour params when colours are on.
func (p Peintre) colore(params, s string) string {
	if !p.Couleur {
		return s
	}
	return style(params, s)
}

// sgr is the SGR parameter that draws t on p's terminal: its darker
// shade on a light background; on 16 colours, the nearest basic colour
// that no colour of autres (the palette t belongs to) already takes.
func (p Peintre) sgr(t couleur.Teinte, autres []couleur.Teinte) string {
	ansi := p.ombre(sgrDe(t))
	if !p.Couleurs16 || !strings.Contains(ansi, ";") {
		return ansi
	}
	pris := map[string]bool{}
	for _, a := range autres {
		if k := p.ombre(sgrDe(a)); !strings.Contains(k, ";") {
			pris[k] = true
		}
	}
	return basiqueSauf(ansi, pris, p.Clair)
}

// ombre is ansi as drawn on p's background.
func (p Peintre) ombre(ansi string) string {
	if p.Clair {
		return surFondClair(ansi)
	}
	return ansi
}

// The SGR parameters of the key pegs: on a dark background the red disc
// of bien placé, the white circle of mal placé, grey dots for the other
// pegs; on a light one the red darker, the circle black, the dots grey.
const (
	sgrBP, sgrMP, sgrRien                = "91", "97", "90"
	sgrBPClair, sgrMPClair, sgrRienClair = "31", "30", "90"
)

// Fiches draws key pegs: bien of bien placé, mal of mal placé and rien of
// neither, each with a shape of its own (Disque, Cercle, Point), so that
// they read whatever the colours, and coloured when colours are on.
func (p Peintre) Fiches(bien, mal, rien int) string {
	b, m, r := strings.Repeat(Disque, max(bien, 0)), strings.Repeat(Cercle, max(mal, 0)), strings.Repeat(Point, max(rien, 0))
	if !p.Couleur {
		return b + m + r
	}
	bp, mp, vide := sgrBP, sgrMP, sgrRien
	if p.Clair {
		bp, mp, vide = sgrBPClair, sgrMPClair, sgrRienClair
	}
	return csi + bp + "m" + b + csi + mp + "m" + m + csi + vide + "m" + r + reset
}
