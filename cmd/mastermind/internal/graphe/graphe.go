// Package graphe draws distributions as horizontal bar charts for a
// terminal: one bar of Unicode blocks per value, in eighths of a cell,
// fitted to a width in display cells, with the number beside each bar
// and, on a terminal that shows colours, coloured bars. Two series (a
// player's tries and the optimal strategy's) stand side by side when the
// width allows, one under the other otherwise.
//
// It only lays out lines: the caller writes them, and keeps its own
// output for pipes and --json.
package graphe

import (
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/couleur"
)

// Graphe is one chart: a row per label, a bar per series on each row.
type Graphe struct {
	// Etiquettes name the rows ("1", "2", … tries).
	Etiquettes []string
	// Series are the distributions drawn, one value per label each.
	Series []Serie
	// Nombre writes a value beside its bar (the catalogue's integers);
	// nil writes it in digits.
	Nombre func(int) string
	// Peintre colours the bars with each series' Teinte (the run's one
	// painter; the zero Peintre draws no colour).
	Peintre peintre.Peintre
}

// Serie is one distribution.
type Serie struct {
	// Nom heads the series' column; with two series it tells them apart.
	Nom string
	// Court is the name where room is short (one series under the
	// other); "" takes Nom.
	Court   string
	Valeurs []int
	// Teinte is the bars' colour; the zero Teinte is none.
	Teinte couleur.Teinte
}

// The widths the layout works with.
const (
	// SansLargeur is the most cells a bar takes when the width is not
	// known (a pipe: 0).
	SansLargeur = 40
	// MinBarre is the least room for bars in one column: below it, two
	// series go one under the other.
	MinBarre = 10
)

// blocs are the eighths of a cell, from one to eight.
var blocs = []rune("▏▎▍▌▋▊▉█")

// barre is a bar of n eighths of a cell.
func barre(n int) string {
	if n <= 0 {
		return ""
	}
	s := strings.Repeat("█", n/8)
	if r := n % 8; r > 0 {
		s += string(blocs[r-1])
	}
	return s
}

// huitiemes is the length in eighths of a bar of value v in a series of
// total t, the largest share plus being drawn over `cellules` cells: bars
// are proportional to each series' share, so that a few games and
// thousands of secrets compare. A value that is not 0 takes at least an
// eighth.
func huitiemes(v, t int, plus float64, cellules int) int {
	if v <= 0 || t <= 0 || plus <= 0 {
		return 0
	}
	n := int(float64(v)/float64(t)/plus*float64(cellules*8) + 0.5)
	return max(n, 1)
}

// Lignes lays the chart out for largeur cells (0 or less: a pipe, bars of
// at most SansLargeur cells). No line is wider than largeur when it is
// positive, down to 20 cells.
func (g Graphe) Lignes(largeur int) []string {
	nombre := g.Nombre
	if nombre == nil {
		nombre = strconv.Itoa
	}
	// The texts beside the bars and the widths of the columns.
	etiquette := 0
	for _, e := range g.Etiquettes {
		etiquette = max(etiquette, page.Largeur(e))
	}
	textes := make([][]string, len(g.Series))
	chiffres := make([]int, len(g.Series))
	totaux := make([]int, len(g.Series))
	plus := 0.0
	noms := false
	for i, s := range g.Series {
		noms = noms || s.Nom != ""
		for _, v := range s.Valeurs {
			totaux[i] += v
		}
		for k := range g.Etiquettes {
			v := valeur(s, k)
			t := nombre(v)
			textes[i] = append(textes[i], t)
			chiffres[i] = max(chiffres[i], page.Largeur(t))
			if totaux[i] > 0 {
				plus = max(plus, float64(v)/float64(totaux[i]))
			}
		}
	}
	if len(g.Series) > 1 {
		if l := g.cote(largeur, etiquette, chiffres); l >= MinBarre || largeur <= 0 {
			return g.coteACote(largeur, l, etiquette, chiffres, textes, totaux, plus, noms)
		}
		return g.dessous(largeur, etiquette, chiffres, textes, totaux, plus)
	}
	// One series: label, number, bar.
	cellules := SansLargeur
	if largeur > 0 {
		cellules = max(min(cellules, largeur-etiquette-1-maxi(chiffres)-2), 1)
	}
	return g.coteACote(largeur, cellules, etiquette, chiffres, textes, totaux, plus, noms)
}

// cote is the room for each series' bars when they stand side by side.
func (g Graphe) cote(largeur, etiquette int, chiffres []int) int {
	if largeur <= 0 {
		return SansLargeur / len(g.Series)
	}
	reste := largeur - etiquette
	for _, c := range chiffres {
		reste -= 1 + c + 2 // a space, the number, two spaces before the bar
	}
	reste -= 2 * (len(chiffres) - 1) // between the columns
	return min(reste/len(g.Series), SansLargeur)
}

// coteACote writes a row per label, each series' number and bar of at most
// cellules cells in a column of its own. The last series' name takes the
// room left of largeur, all it needs through a pipe (largeur 0 or less):
// nothing follows it. A name that does not fit gives way to its short
// one.
func (g Graphe) coteACote(largeur, cellules, etiquette int, chiffres []int, textes [][]string, totaux []int, plus float64, noms bool) []string {
	var lignes []string
	colonne := func(i int) int { return chiffres[i] + 2 + cellules }
	if noms {
		var b strings.Builder
		b.WriteString(strings.Repeat(" ", etiquette+1))
		for i, s := range g.Series {
			if i > 0 {
				b.WriteString("   ") // between the columns, then the number's space
			}
			place := colonne(i)
			if i == len(g.Series)-1 {
				place = max(place, largeur-page.Largeur(b.String()))
				if largeur <= 0 {
					place = page.Largeur(s.Nom)
				}
			}
			nom := s.Nom
			if page.Largeur(nom) > place && s.Court != "" {
				nom = s.Court // its short name rather than a name cut
			}
			nom = page.Tronque(nom, place)
			b.WriteString(nom)
			if i < len(g.Series)-1 {
				b.WriteString(strings.Repeat(" ", colonne(i)-page.Largeur(nom)))
			}
		}
		lignes = append(lignes, strings.TrimRight(b.String(), " "))
	}
	for k, e := range g.Etiquettes {
		var b strings.Builder
		b.WriteString(aDroite(e, etiquette))
		for i, s := range g.Series {
			if i > 0 {
				b.WriteString("  ")
			}
			b.WriteString(" " + aDroite(textes[i][k], chiffres[i]) + "  ")
			n := huitiemes(valeur(s, k), totaux[i], plus, cellules)
			b.WriteString(g.colore(s, barre(n)))
			if i < len(g.Series)-1 {
				b.WriteString(strings.Repeat(" ", cellules-(n+7)/8))
			}
		}
		lignes = append(lignes, strings.TrimRight(b.String(), " "))
	}
	return lignes
}

// dessous writes the series one under the other on each label's rows,
// each line led by the series' name.
func (g Graphe) dessous(largeur, etiquette int, chiffres []int, textes [][]string, totaux []int, plus float64) []string {
	nom := 0
	for _, s := range g.Series {
		nom = max(nom, page.Largeur(s.court()))
	}
	nom = min(nom, largeur/4)
	cellules := largeur - etiquette - 1 - nom - 1 - maxi(chiffres) - 2
	cellules = max(min(cellules, SansLargeur), 1)
	var lignes []string
	for k, e := range g.Etiquettes {
		for i, s := range g.Series {
			tete := strings.Repeat(" ", etiquette)
			if i == 0 {
				tete = aDroite(e, etiquette)
			}
			n := page.Tronque(s.court(), nom)
			l := tete + " " + n + strings.Repeat(" ", nom-page.Largeur(n)) + " " +
				aDroite(textes[i][k], maxi(chiffres)) + "  " +
				g.colore(s, barre(huitiemes(valeur(s, k), totaux[i], plus, cellules)))
			lignes = append(lignes, strings.TrimRight(l, " "))
		}
	}
	return lignes
}

func (s Serie) court() string {
	if s.Court != "" {
		return s.Court
	}
	return s.Nom
}

// colore paints bar in its series' colour, when the chart is coloured.
func (g Graphe) colore(s Serie, bar string) string {
	return g.Peintre.Teinte(s.Teinte, bar)
}

func valeur(s Serie, k int) int {
	if k < len(s.Valeurs) {
		return s.Valeurs[k]
	}
	return 0
}

func maxi(v []int) int {
	m := 0
	for _, x := range v {
		m = max(m, x)
	}
	return m
}

func aDroite(s string, n int) string {
	return strings.Repeat(" ", max(n-page.Largeur(s), 0)) + s
}
