package plateau

import (
	"strings"

	"mastermind/couleur"
)

// Key pegs on a light background: the red of bien placé darker, the
// circle of mal placé black, the dots of the other pegs pale grey.
const (
	ansiBPClair   = "\x1b[31m"
	ansiMPClair   = "\x1b[30m"
	ansiRienClair = "\x1b[37m"
)

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
	if r.Clair {
		return ansiBPClair, ansiMPClair, ansiRienClair
	}
	return ansiBP, ansiMP, ansiRien
}
