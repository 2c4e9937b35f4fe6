package plateau

import (
	"strings"

	"github.com/sae-mastermind/mastermind/couleur"
)

// The SGR parameters of the key pegs: on a dark background the red disc
// of bien placé, the white circle of mal placé, grey dots for the other
// pegs; on a light one the red darker, the circle black, the dots grey.
const (
	sgrBP, sgrMP, sgrRien                = "91", "97", "90"
	sgrBPClair, sgrMPClair, sgrRienClair = "31", "30", "90"
)

// SGR is the SGR parameter that draws a colour given as ansi on r's
// terminal (the board's pegs, the game screen's): its darker shade on a
// light background; on 16 colours, the nearest basic colour the palette
// leaves free.
func (r Rendu) SGR(ansi string) string { return r.sgr(ansi) }

// FichesSGR are the SGR parameters of the key pegs on r's terminal: bien
// placé, mal placé, and the pegs that are neither.
func (r Rendu) FichesSGR() (bp, mp, vide string) {
	if r.Clair {
		return sgrBPClair, sgrMPClair, sgrRienClair
	}
	return sgrBP, sgrMP, sgrRien
}

// sgr is the SGR parameter that draws a colour given as ansi on r's
// terminal: its darker shade on a light background; where the terminal
// has only 16 colours, the nearest basic colour that no basic colour of
// the palette already takes.
func (r Rendu) sgr(ansi string) string {
	if r.Clair {
		ansi = couleur.SurFondClair(ansi)
	}
	if r.Couleurs16 && strings.Contains(ansi, ";") {
		pris := map[string]bool{}
		for i := range r.Palette.Len() {
			k := r.Palette.Couleur(i).ANSI
			if r.Clair {
				k = couleur.SurFondClair(k)
			}
			if k != "" && !strings.Contains(k, ";") {
				pris[k] = true
			}
		}
		ansi = couleur.BasiqueSauf(ansi, pris)
	}
	return ansi
}

// fiches are the escape sequences of the key pegs: bien placé, mal
// placé, and the pegs that are neither. Each has its own shape too (●, ○,
// ·), so that they read whatever the colours.
func (r Rendu) fiches() (bp, mp, vide string) {
	bp, mp, vide = r.FichesSGR()
	return "\x1b[" + bp + "m", "\x1b[" + mp + "m", "\x1b[" + vide + "m"
}
