package peintre

import (
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/couleur"
)

// basique is one of the 16 basic colours of a terminal as xterm draws
// them: its SGR parameter and its light.
type basique struct {
	sgr string
	couleur.Teinte
}

// basiques are the 16 basic colours, the normal ones then the bright.
func basiques() [16]basique {
	return [16]basique{
		{"30", couleur.Teinte{R: 0, V: 0, B: 0}}, {"31", couleur.Teinte{R: 205, V: 0, B: 0}},
		{"32", couleur.Teinte{R: 0, V: 205, B: 0}}, {"33", couleur.Teinte{R: 205, V: 205, B: 0}},
		{"34", couleur.Teinte{R: 0, V: 0, B: 238}}, {"35", couleur.Teinte{R: 205, V: 0, B: 205}},
		{"36", couleur.Teinte{R: 0, V: 205, B: 205}}, {"37", couleur.Teinte{R: 229, V: 229, B: 229}},
		{"90", couleur.Teinte{R: 127, V: 127, B: 127}}, {"91", couleur.Teinte{R: 255, V: 0, B: 0}},
		{"92", couleur.Teinte{R: 0, V: 255, B: 0}}, {"93", couleur.Teinte{R: 255, V: 255, B: 0}},
		{"94", couleur.Teinte{R: 92, V: 92, B: 255}}, {"95", couleur.Teinte{R: 255, V: 0, B: 255}},
		{"96", couleur.Teinte{R: 0, V: 255, B: 255}}, {"97", couleur.Teinte{R: 255, V: 255, B: 255}},
	}
}

// sgrDe is the SGR parameter of colour t on a terminal of 256 colours: a
// basic colour's own when t is one, else the 256-colour palette's entry
// of the same light, else its nearest entry.
func sgrDe(t couleur.Teinte) string {
	for _, b := range basiques() {
		if b.Teinte == t {
			return b.sgr
		}
	}
	meilleur, dMin := 16, -1
	for i := 16; i < 256; i++ {
		if d := distance(rvb256(i), t); dMin < 0 || d < dMin {
			meilleur, dMin = i, d
		}
	}
	return "38;5;" + strconv.Itoa(meilleur)
}

// distance is how far apart two colours are, squared.
func distance(a, b couleur.Teinte) int {
	dr, dv, db := int(a.R)-int(b.R), int(a.V)-int(b.V), int(a.B)-int(b.B)
	return dr*dr + dv*dv + db*db
}

// lisibleSurClair reports whether basic colour sgr reads on a light
// background: the normal colours and the grey, not the bright ones
// (bright yellow on white is nearly invisible) nor white.
func lisibleSurClair(sgr string) bool {
	switch sgr {
	case "30", "31", "32", "33", "34", "35", "36", "90":
		return true
	}
	return false
}

// basiqueSauf is the SGR parameter of ansi for a terminal that has only
// the 16 basic colours: a colour of the 256-colour palette ("38;5;208")
// becomes the nearest basic one ("33") not in pris (those other pegs of
// the game already draw with), when one is left, and on a light
// background (clair) one that reads on it; any other is returned as it
// is.
func basiqueSauf(ansi string, pris map[string]bool, clair bool) string {
	n, ok := strings.CutPrefix(ansi, "38;5;")
	if !ok {
		return ansi
	}
	i, err := strconv.Atoi(n)
	if err != nil || i < 0 || i > 255 {
		return ansi
	}
	b := basiques()
	if i < 16 {
		return b[i].sgr
	}
	t := rvb256(i)
	var candidats []basique
	for _, c := range b {
		if !clair || lisibleSurClair(c.sgr) {
			candidats = append(candidats, c)
		}
	}
	libres := 0
	for _, c := range candidats {
		if !pris[c.sgr] {
			libres++
		}
	}
	meilleur, dMin := "", -1
	for _, c := range candidats {
		if pris[c.sgr] && libres > 0 {
			continue
		}
		if d := distance(c.Teinte, t); dMin < 0 || d < dMin {
			meilleur, dMin = c.sgr, d
		}
	}
	return meilleur
}

// rvb256 is the light of colour i (16 to 255) of xterm's 256-colour
// palette: a 6×6×6 cube, then 24 greys.
func rvb256(i int) couleur.Teinte {
	if i >= 232 {
		v := uint8(8 + 10*(i-232))
		return couleur.Teinte{R: v, V: v, B: v}
	}
	i -= 16
	niveau := func(k int) uint8 {
		if k == 0 {
			return 0
		}
		return uint8(55 + 40*k)
	}
	return couleur.Teinte{R: niveau(i / 36), V: niveau(i / 6 % 6), B: niveau(i % 6)}
}

// surFondClair is the SGR parameter of ansi on a terminal with a light
// background: the bright colours drawn for a dark one (yellow, white,
// the grey of black) take their darker shades, so that every peg reads.
func surFondClair(ansi string) string {
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
