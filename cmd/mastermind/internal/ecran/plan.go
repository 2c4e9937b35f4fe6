package ecran

import (
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
)

// The smallest screen the board is drawn on; below it a sentence asks
// for a bigger window.
const (
	MinCols = 40
	MinRows = 12
)

// zone is a span of cells on one row: [x0, x1) on row y.
type zone struct{ x0, x1, y int }

func (z zone) contient(x, y int) bool { return y == z.y && x >= z.x0 && x < z.x1 }

// rangee is what one row of the board's area shows.
type rangee struct {
	genre int // rJouee, rSaisie, rVide, rPlusHaut, rPlusBas, rSecret
	i     int // the try's index (rJouee, rSaisie, rVide), or how many rows are hidden
}

const (
	rJouee = iota
	rSaisie
	rVide
	rPlusHaut
	rPlusBas
	rSecret
	// rTitre is a line of the sentence over a hidden secret (i: which
	// line), rBlanc an empty row.
	rTitre
	rBlanc
)

// plan is where everything goes on a screen of e.Cols × e.Rows cells: the
// renderer draws it, a click is read against it.
type plan struct {
	petit   bool
	statut  []string // the status line, or two when it has the room
	rangees []rangee
	haut    int // the row of the board's first line
	saisie  int // the row of the entry row, -1 when it is not shown
	ecart   int // cells between two pegs: 1, or 0 when tight
	apercu  bool
	palette [][]zone // per palette line, each item's zone
	items   []int    // the value of each item, in order
	noms    bool     // palette items show the colour's name
	message int      // the message line, the message area's last row
	libre   int      // the first row under the palette: the message area's top
	touches int
	bouton  zone
	pions   []zone
	menu    []zone
	titre   []string // the sentence over a hidden secret, wrapped
	copies  []copie  // the pegs of the rows played, a click copies them
}

// copie is a peg of a row played, where it is and its colour.
type copie struct {
	zone
	k int
}

// margeNum is the width of a row's number and marker ("10▸ ").
const margeNum = 4

// plan lays e out.
func (e *Etat) plan() plan {
	w, h := e.Cols, e.Rows
	p := plan{saisie: -1}
	if w < MinCols || h < MinRows {
		p.petit = true
		return p
	}
	n := e.Taille.Pions
	aere := h >= 16
	p.touches = h - len(e.touches(w))
	p.message = p.touches - 1
	// The palette: names when they fit on few lines, else letters alone.
	items := e.itemsPalette()
	p.items = make([]int, len(items))
	for i, it := range items {
		p.items[i] = it.valeur
	}
	maxLignes := 1
	if h >= 20 {
		maxLignes = 3
	}
	p.noms = true
	p.palette = range_(items, w, true)
	if len(p.palette) > maxLignes {
		p.noms = false
		p.palette = range_(items, w, false)
	}
	bas := p.message - len(p.palette)
	if aere {
		bas--
	}
	if h >= 20 {
		// Room for a message of three rows, even under a board that
		// does not fit whole: a few empty rows fewer.
		bas -= 2
	}
	p.haut = 1
	p.statut = e.lignesStatut(w, aere)
	if aere {
		// Two rows: a blank one under a status line, or the status
		// line's second half.
		p.haut = 2
	}
	// The pegs: one cell apart when the row fits.
	p.ecart = 1
	if margeNum+3*n-1+2+n+2+len(e.textes().bouton) > w {
		p.ecart = 0
	}
	p.apercu = margeNum+(2+p.ecart)*n+2+n+1+3+2+len(e.textes().bouton) <= w
	if e.cache() {
		p.titre = strings.Split(page.Coupe(e.Cat.T("ecran.cache"), w-1), "\n")
		for i := range p.titre {
			p.rangees = append(p.rangees, rangee{rTitre, i})
		}
		if aere {
			p.rangees = append(p.rangees, rangee{rBlanc, 0})
		}
		p.rangees = append(p.rangees, rangee{rSaisie, 0})
	} else {
		p.rangees = e.rangees(bas - p.haut)
	}
	// The palette right under the board, a line apart when there is room.
	y := p.haut + len(p.rangees)
	if aere {
		y++
	}
	for i := range p.palette {
		for j := range p.palette[i] {
			p.palette[i][j].y += y
		}
	}
	// A long message grows upward from the message line into the rows
	// the board and the palette leave free.
	p.libre = min(y+len(p.palette), p.message)
	for i, r := range p.rangees {
		switch r.genre {
		case rSaisie:
			p.saisie = p.haut + i
		case rJouee:
			c, x := e.Lignes[r.i].Code, margeNum
			for j := range c.Len() {
				p.copies = append(p.copies, copie{zone{x, x + 2, p.haut + i}, c.At(j)})
				x += 2 + p.ecart
			}
		}
	}
	if p.saisie >= 0 {
		x := margeNum
		if e.Mode == Reponse {
			// The cursor goes between the two numbers after the pegs.
			x += (2+p.ecart)*n - p.ecart + 2
			if p.apercu {
				x += n + 1
			}
			p.pions = []zone{{x, x + 1, p.saisie}, {x + 2, x + 3, p.saisie}}
			x += 3
		} else {
			for range n {
				p.pions = append(p.pions, zone{x, x + 2, p.saisie})
				x += 2 + p.ecart
			}
			x += 2 - p.ecart
		}
		x += 2
		p.bouton = zone{x, x + page.Largeur(e.textes().bouton), p.saisie}
	}
	if e.menu > 0 {
		for i := range nbMenu {
			p.menu = append(p.menu, zone{2, w - 2, p.haut + 1 + i})
		}
	}
	return p
}

// item is one entry of the palette line: a colour, or a number of an
// answer.
type item struct {
	valeur        int
	court, long   int // widths
	lettre, texte string
}

// range_ packs items into lines of w cells from column 2, two cells
// apart; long: with names.
func range_(items []item, w int, long bool) [][]zone {
	var lignes [][]zone
	x, y := 2, 0
	var l []zone
	for _, it := range items {
		lw := it.court
		if long {
			lw = it.long
		}
		if x > 2 && x+lw > w-1 {
			lignes = append(lignes, l)
			l, x = nil, 2
			y++
		}
		l = append(l, zone{x, x + lw, y})
		x += lw + 2
	}
	if len(l) > 0 {
		lignes = append(lignes, l)
	}
	return lignes
}

// rangees chooses the rows of the board to show in a rows: every row when
// they fit, else fewer empty rows, then fewer old rows, each cut marked.
func (e *Etat) rangees(place int) []rangee {
	var toutes []rangee
	for i := range e.Lignes {
		toutes = append(toutes, rangee{rJouee, i})
	}
	fin := e.Revele != nil || e.Resultat != ""
	if !fin && len(e.Lignes) < e.Essais {
		toutes = append(toutes, rangee{rSaisie, len(e.Lignes)})
	}
	vides := 0
	for i := len(toutes); i < e.Essais; i++ {
		toutes = append(toutes, rangee{rVide, i})
		vides++
	}
	var secret []rangee
	if e.Revele != nil {
		secret = []rangee{{rSecret, 0}}
		place--
	}
	if len(toutes) <= place {
		return append(toutes, secret...)
	}
	// Drop empty rows from the bottom, the last shown saying how many.
	garde := len(toutes) - vides
	if garde+1 <= place {
		r := append(toutes[:place-1:place-1], rangee{rPlusBas, len(toutes) - place + 1})
		return append(r, secret...)
	}
	// Drop old rows from the top, then.
	pleines := toutes[:garde]
	cache := len(pleines) - (place - 1)
	if vides > 0 {
		cache++
	}
	r := []rangee{{rPlusHaut, cache}}
	r = append(r, pleines[cache:]...)
	if vides > 0 {
		r = append(r, rangee{rPlusBas, vides})
	}
	return append(r, secret...)
}

// pionA is the peg of the entry row at (x, y).
func (p plan) pionA(x, y int) (int, bool) {
	for i, z := range p.pions {
		if z.contient(x, y) {
			return i, true
		}
	}
	return 0, false
}

// couleurA is the value of the palette item at (x, y).
func (p plan) couleurA(x, y int) (int, bool) {
	k := 0
	for _, l := range p.palette {
		for _, z := range l {
			if z.contient(x, y) {
				return p.items[k], true
			}
			k++
		}
	}
	return 0, false
}

// copieA is the colour of the peg of a row played at (x, y).
func (p plan) copieA(x, y int) (int, bool) {
	for _, c := range p.copies {
		if c.contient(x, y) {
			return c.k, true
		}
	}
	return 0, false
}

// entier tells whether every row of the board shows, none cut.
func (p plan) entier() bool {
	for _, r := range p.rangees {
		if r.genre == rPlusBas || r.genre == rPlusHaut {
			return false
		}
	}
	return !p.petit
}

// The board's frame in a large window: at most this many cells, centred,
// unless the board needs more rows to show whole.
const (
	largeurCadre = 80
	hauteurCadre = 24
)

// cadre is where the board goes on the screen: its offset and size. A
// window larger than the board's frame gets the board in its middle, not
// in its top-left corner over empty rows; the rules, paged over the
// board, take the whole screen.
func (e *Etat) cadre() (dx, dy, w, h int) {
	w, h = e.Cols, e.Rows
	if w < MinCols || h < MinRows || e.regles > 0 || w <= largeurCadre && h <= hauteurCadre {
		return 0, 0, w, h
	}
	w = min(w, largeurCadre)
	if h > hauteurCadre {
		cols, rows := e.Cols, e.Rows
		e.Cols = w
		for h = hauteurCadre; h < rows; h++ {
			e.Rows = h
			if e.plan().entier() {
				break
			}
		}
		e.Cols, e.Rows = cols, rows
	}
	return (e.Cols - w) / 2, (e.Rows - h) / 2, w, h
}

// planCadre is the plan of the board in its frame (cadre).
func (e *Etat) planCadre() plan {
	_, _, w, h := e.cadre()
	cols, rows := e.Cols, e.Rows
	e.Cols, e.Rows = w, h
	defer func() { e.Cols, e.Rows = cols, rows }()
	return e.plan()
}

// boutonA tells whether (x, y) is on the button that plays the row.
func (p plan) boutonA(x, y int) bool { return p.saisie >= 0 && p.bouton.contient(x, y) }

// entreeMenu is the Escape menu's entry at (x, y), from 1; 0 for none.
func (p plan) entreeMenu(x, y int) int {
	for i, z := range p.menu {
		if z.contient(x, y) {
			return i + 1
		}
	}
	return 0
}
