package couleur

import (
	"strconv"
	"strings"
)

// basiques are the 16 basic colours of a terminal as xterm draws them:
// their SGR parameter and their red, green and blue.
var basiques = [16]struct {
	sgr     string
	r, g, b int
}{
	{"30", 0, 0, 0}, {"31", 205, 0, 0}, {"32", 0, 205, 0}, {"33", 205, 205, 0},
	{"34", 0, 0, 238}, {"35", 205, 0, 205}, {"36", 0, 205, 205}, {"37", 229, 229, 229},
	{"90", 127, 127, 127}, {"91", 255, 0, 0}, {"92", 0, 255, 0}, {"93", 255, 255, 0},
	{"94", 92, 92, 255}, {"95", 255, 0, 255}, {"96", 0, 255, 255}, {"97", 255, 255, 255},
}

// Basique is the SGR parameter of ansi for a terminal that has only the
// 16 basic colours: a colour of the 256-colour palette ("38;5;208")
// becomes the nearest basic one ("33"), any other is returned as it is.
func Basique(ansi string) string { return BasiqueSauf(ansi, nil) }

// BasiqueSauf is Basique choosing among the basic colours not in pris
// (those other pegs of the game already draw with), when one is left.
func BasiqueSauf(ansi string, pris map[string]bool) string {
	n, ok := strings.CutPrefix(ansi, "38;5;")
	if !ok {
		return ansi
	}
	i, err := strconv.Atoi(n)
	if err != nil || i < 0 || i > 255 {
		return ansi
	}
	if i < 16 {
		return basiques[i].sgr
	}
	r, g, b := rvb256(i)
	meilleur, dMin := "", -1
	libres := len(basiques) - len(pris)
	for _, c := range basiques {
		if pris[c.sgr] && libres > 0 {
			continue
		}
		d := (c.r-r)*(c.r-r) + (c.g-g)*(c.g-g) + (c.b-b)*(c.b-b)
		if dMin < 0 || d < dMin {
			meilleur, dMin = c.sgr, d
		}
	}
	return meilleur
}

// rvb256 is the red, green and blue of colour i (16 to 255) of xterm's
// 256-colour palette: a 6×6×6 cube, then 24 greys.
func rvb256(i int) (r, g, b int) {
	if i >= 232 {
		v := 8 + 10*(i-232)
		return v, v, v
	}
	i -= 16
	niveau := func(k int) int {
		if k == 0 {
			return 0
		}
		return 55 + 40*k
	}
	return niveau(i / 36), niveau(i / 6 % 6), niveau(i % 6)
}

// SurFondClair is the SGR parameter of ansi on a terminal with a light
// background: the bright colours drawn for a dark one (yellow, white,
// the grey of black) take their darker shades, so that every peg reads.
func SurFondClair(ansi string) string {
	switch ansi {
	case "90": // the grey that draws black on a dark background
		return "30"
	case "97", "37": // white, grey
		return "90"
	case "91", "92", "93", "94", "95", "96":
		return "3" + ansi[1:]
	}
	return ansi
}
