package ecran

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
)

// Image is one drawing of the whole screen: Rows lines of at most Cols
// cells each, and where the terminal's cursor goes (the one cursor: where
// the next peg or character goes).
type Image struct {
	Lignes []string
	// X and Y are the cursor's cell; Curseur is false when it is hidden.
	X, Y    int
	Curseur bool
}

// Texte is the image as plain text, one line per row, escapes removed and
// trailing spaces cut (goldens, tests).
func (im Image) Texte() string {
	var b strings.Builder
	for _, l := range im.Lignes {
		b.WriteString(strings.TrimRight(ansi.Strip(l), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// mots are the words the screen draws, read once per drawing.
type mots struct {
	bouton string
}

func (e *Etat) textes() mots {
	switch {
	case e.Cat == nil:
		return mots{bouton: "[⏎]"}
	case e.cache():
		return mots{bouton: e.Cat.T("ecran.bouton.cache")}
	}
	return mots{bouton: e.Cat.T("ecran.bouton")}
}

// Dessine draws e on its Cols × Rows cells: the board in its frame,
// centred in a large window (cadre).
func (e *Etat) Dessine() Image {
	dx, dy, w, h := e.cadre()
	if dx == 0 && dy == 0 && w == e.Cols && h == e.Rows {
		return e.dessine()
	}
	cols, rows := e.Cols, e.Rows
	e.Cols, e.Rows = w, h
	im := e.dessine()
	e.Cols, e.Rows = cols, rows
	tout := Image{Lignes: make([]string, max(rows, 0)), X: im.X + dx, Y: im.Y + dy, Curseur: im.Curseur}
	marge := strings.Repeat(" ", dx)
	for i, l := range im.Lignes {
		if l != "" {
			tout.Lignes[dy+i] = marge + l
		}
	}
	return tout
}

// dessine draws e on its Cols × Rows cells, from the top-left corner.
func (e *Etat) dessine() Image {
	if len(e.pions) == 0 {
		e.Vide()
	}
	p := e.plan()
	im := Image{Lignes: make([]string, max(e.Rows, 0))}
	if p.petit {
		l := strings.Split(page.Coupe(e.Cat.T("ecran.petit", MinCols, MinRows, e.Cols, e.Rows), max(e.Cols-1, 1)), "\n")
		for i := range min(len(l), len(im.Lignes)) {
			im.Lignes[i] = page.Tronque(l[i], e.Cols)
		}
		return im
	}
	if e.regles > 0 {
		e.dessineRegles(&im)
		return im
	}
	w := e.Cols
	for i, l := range p.statut {
		im.Lignes[i] = e.Peintre.Gras(page.Tronque(l, w))
	}
	for i, r := range p.rangees {
		im.Lignes[p.haut+i] = e.rangee(r, p)
	}
	for i, l := range p.palette {
		im.Lignes[l[0].y] = e.lignePalette(i, p)
	}
	switch {
	case e.aide:
		if e.dessineAide(&im, p) {
			return im
		}
	case e.menu > 0:
		e.superpose(&im, p, e.lignesMenu(w))
	}
	// The message line, or the command being typed; nothing under an
	// overlay, whose keys are not the row's.
	switch {
	case e.aide || e.menu > 0:
	case e.enMot:
		invite := e.Cat.T("ecran.mot")
		l := invite + string(e.mot)
		// The end shows when the word is longer than the line.
		if d := page.Largeur(l) - (w - 1); d > 0 {
			l = invite + string([]rune(string(e.mot))[d:])
		}
		im.Lignes[p.message] = l
		im.X, im.Y, im.Curseur = page.Largeur(l), p.message, true
	case e.Message != "":
		e.ecritMessage(&im, p, e.Message, e.MessageCourt)
	case e.Resultat != "":
		e.ecritMessage(&im, p, e.Resultat, "")
	default:
		im.Lignes[p.message] = e.Peintre.Pale(e.consigne(w))
	}
	for i, l := range e.touches(w) {
		im.Lignes[p.touches+i] = e.Peintre.Pale(l)
	}
	if !e.enMot && !e.aide && e.menu == 0 && p.saisie >= 0 && e.curseur < len(p.pions) {
		z := p.pions[e.curseur]
		im.X, im.Y, im.Curseur = z.x0, z.y, true
	}
	return im
}

// ecritMessage draws sentence m on the message area, its last row the
// message line: wrapped over as many rows as it needs, up into the free
// rows under the palette. When they are too few, court, its shorter
// wording, is drawn instead; when that is too long too, the last row is
// cut with "…". An overlay keeps the area to one row.
func (e *Etat) ecritMessage(im *Image, p plan, m, court string) {
	place := p.message - p.libre + 1
	if e.aide || e.menu > 0 {
		place = 1
	}
	place = max(place, 1)
	lignes := e.lignesMessage(m)
	if len(lignes) > place && court != "" {
		lignes = e.lignesMessage(court)
	}
	if len(lignes) > place {
		reste := strings.Join(lignes[place-1:], " ")
		lignes = append(lignes[:place-1:place-1], page.Tronque(reste, e.Cols))
	}
	haut := p.message - len(lignes) + 1
	for i, l := range lignes {
		im.Lignes[haut+i] = e.Peintre.Gras(l)
	}
}

// lignesMessage wraps m to the screen's width.
func (e *Etat) lignesMessage(m string) []string {
	return strings.Split(page.Coupe(m, e.Cols), "\n")
}

// superpose draws lignes over the board's area, from its top.
func (e *Etat) superpose(im *Image, p plan, lignes []string) {
	bas := p.message
	for i, l := range lignes {
		if p.haut+i >= bas {
			break
		}
		im.Lignes[p.haut+i] = page.Tronque(l, e.Cols)
	}
}

// rendu is how the board draws pegs on this terminal.
func (e *Etat) rendu() peintre.Rendu { return peintre.Rendu{Palette: e.Palette, Peintre: e.Peintre} }

// pion draws colour k as a disc and its letter (two cells); an empty
// hole when k < 0.
func (e *Etat) pion(k int) string { return e.rendu().Pion(k) }

// code draws c's pegs, ecart cells apart.
func (e *Etat) code(c code.Code, ecart int) string {
	s := make([]string, c.Len())
	for i := range s {
		s[i] = e.pion(c.At(i))
	}
	return strings.Join(s, strings.Repeat(" ", ecart))
}

// fiches draws an answer as key pegs: red discs, white circles (black on
// a light background), dots.
func (e *Etat) fiches(r code.Reponse) string {
	return e.Peintre.Fiches(r.Bien, r.Mal, max(e.Taille.Pions-r.Bien-r.Mal, 0))
}

// numero is a row's number and marker, margeNum cells.
func numero(i int, m string) string { return fmt.Sprintf("%2d%s ", i+1, m) }

// rangee draws one row of the board's area.
func (e *Etat) rangee(r rangee, p plan) string {
	n := e.Taille.Pions
	vides := make([]int, n)
	for i := range vides {
		vides[i] = -1
	}
	switch r.genre {
	case rJouee:
		l := e.Lignes[r.i]
		return numero(r.i, " ") + e.code(l.Code, p.ecart) + "  " + e.fiches(l.Reponse)
	case rVide:
		return e.Peintre.Pale(numero(r.i, " ")) + e.rangeeVide(p.ecart)
	case rPlusBas:
		return e.Peintre.Pale("  " + peintre.Suite + " " + e.Cat.T("ecran.plusbas", e.Cat.Nombre(r.i, texte.NomEssai)))
	case rPlusHaut:
		return e.Peintre.Pale("  " + peintre.Suite + " " + e.Cat.T("ecran.plushaut", e.Cat.Nombre(r.i, texte.NomEssai)))
	case rSecret:
		m := page.Tronque(e.Cat.T("ecran.secret"), margeNum-2)
		return e.Peintre.Gras(strings.Repeat(" ", margeNum-2-page.Largeur(m))+m) + "  " + e.code(*e.Revele, p.ecart)
	case rTitre:
		return e.Peintre.Gras(p.titre[r.i])
	case rBlanc:
		return ""
	}
	// The entry row, the peg under the cursor highlighted (reverse
	// video: it shows in every theme and without colours).
	var b strings.Builder
	if e.cache() {
		b.WriteString(e.Peintre.Gras("  " + peintre.Marque + " "))
	} else {
		b.WriteString(e.Peintre.Gras(numero(r.i, peintre.Marque)))
	}
	switch e.Mode {
	case Reponse:
		b.WriteString(e.code(e.Proposition, p.ecart))
		b.WriteString("  ")
		bien, mal := max(e.pions[0], 0), max(e.pions[1], 0)
		if p.apercu {
			b.WriteString(e.fiches(code.Reponse{Bien: bien, Mal: mal}) + " ")
		}
		for i := range e.pions {
			if i > 0 {
				b.WriteString(" ")
			}
			v := e.Peintre.Pale("_")
			if e.pions[i] >= 0 {
				v = fmt.Sprint(e.pions[i])
			}
			if i == e.curseur {
				v = e.Peintre.Inverse(v)
			}
			b.WriteString(v)
		}
	case Secret:
		// A hidden peg shows neither its colour nor its letter, the one
		// under the cursor included (its place only, in reverse video),
		// unless the row is shown on purpose (Tab).
		s := make([]string, n)
		for i, k := range e.pions {
			masque := peintre.Trou + " "
			if k >= 0 {
				masque = peintre.Disque + " "
			}
			switch {
			case e.montre && i == e.curseur:
				s[i] = e.Peintre.Inverse(e.pion(k))
			case e.montre:
				s[i] = e.pion(k)
			case i == e.curseur:
				s[i] = e.Peintre.Inverse(masque)
			case k >= 0:
				s[i] = masque
			default:
				s[i] = e.Peintre.Pale(peintre.Trou) + " "
			}
		}
		b.WriteString(strings.TrimRight(strings.Join(s, strings.Repeat(" ", p.ecart)), " "))
	default:
		s := make([]string, n)
		for i, k := range e.pions {
			s[i] = e.pion(k)
			if i == e.curseur {
				s[i] = e.Peintre.Inverse(s[i])
			}
		}
		b.WriteString(strings.TrimRight(strings.Join(s, strings.Repeat(" ", p.ecart)), " "))
	}
	pad := p.bouton.x0 - page.Largeur(b.String())
	b.WriteString(strings.Repeat(" ", max(pad, 1)))
	b.WriteString(e.Peintre.Inverse(e.textes().bouton))
	return b.String()
}

// rangeeVide is an empty row's holes.
func (e *Etat) rangeeVide(ecart int) string {
	s := make([]string, e.Taille.Pions)
	for i := range s {
		s[i] = peintre.Trou + " "
	}
	return e.Peintre.Pale(strings.TrimRight(strings.Join(s, strings.Repeat(" ", ecart)), " "))
}

// itemsPalette are what the palette line offers: the colours, or the
// numbers of an answer.
func (e *Etat) itemsPalette() []item {
	var items []item
	if e.Mode == Reponse {
		for k := range e.Taille.Pions + 1 {
			s := fmt.Sprint(k)
			items = append(items, item{valeur: k, court: 1, long: 1, lettre: s, texte: s})
		}
		return items
	}
	for k := range e.Palette.Len() {
		c := e.Palette.Couleur(k)
		court := e.pion(k)
		long := court + " " + c.Nom
		items = append(items, item{valeur: k, court: 2, long: page.Largeur(long), lettre: court, texte: long})
	}
	return items
}

// lignePalette draws palette line i.
func (e *Etat) lignePalette(i int, p plan) string {
	items := e.itemsPalette()
	k := 0
	for j := range i {
		k += len(p.palette[j])
	}
	var b strings.Builder
	x := 0
	for j, z := range p.palette[i] {
		b.WriteString(strings.Repeat(" ", z.x0-x))
		it := items[k+j]
		s := it.lettre
		if p.noms {
			s = it.texte
		}
		b.WriteString(s)
		x = z.x1
	}
	return b.String()
}

// partiesStatut are the status line's parts: the mode, the size, the
// round, the scores, the tries left ("" when there is none).
func (e *Etat) partiesStatut() []string {
	parts := []string{
		e.Statut.Mode,
		e.Cat.T("ecran.taille", e.Cat.Nombre(e.Taille.Pions, texte.NomPion), e.Cat.Nombre(e.Palette.Len(), texte.NomCouleur)),
		"", e.Statut.Scores, "",
	}
	if e.Statut.Manches > 0 {
		parts[2] = e.Cat.T("ecran.manche", e.Statut.Manche, e.Statut.Manches)
	}
	switch {
	case e.cache() && e.montre:
		// The key that shows a hidden secret, and whether it shows; no
		// try is played yet.
		parts[4] = e.Cat.T("ecran.statut.secret.montre")
	case e.cache():
		parts[4] = e.Cat.T("ecran.statut.secret.masque")
	default:
		restants := e.Essais - len(e.Lignes)
		parts[4] = e.Cat.Pluriel(restants, "ecran.restant", "ecran.restants", e.Cat.Nombre(restants, texte.NomEssai))
	}
	return parts
}

// lignesStatut is the status line, the size dropped first; or, when the
// round or the scores would go too and deux allows a second row, two: the mode, the size and the tries left, then
// the round and the scores (a course game at 40 columns keeps them).
// On one row the size goes first, then the scores, then the mode when
// the round says it, then the round.
func (e *Etat) lignesStatut(w int, deux bool) []string {
	parts := e.partiesStatut()
	if l := ajuste(parts, w, []int{1}); page.Largeur(l) <= w || !deux || parts[2] == "" && parts[3] == "" {
		ordre := []int{1, 3}
		if parts[2] != "" {
			ordre = append(ordre, 0)
		}
		return []string{ajuste(parts, w, append(ordre, 2))}
	}
	haut := []string{parts[0], parts[1], parts[4]}
	bas := []string{parts[2], parts[3]}
	return []string{ajuste(haut, w, []int{1}), ajuste(bas, w, []int{1})}
}

// ajuste joins parts with " · ", dropping those of ordre one by one, in
// order, until the line fits w cells; the last try is cut to fit.
func ajuste(parts []string, w int, ordre []int) string {
	parts = append([]string(nil), parts...)
	joint := func() string {
		var garde []string
		for _, s := range parts {
			if s != "" {
				garde = append(garde, s)
			}
		}
		return strings.Join(garde, " · ")
	}
	l := joint()
	for _, i := range ordre {
		if page.Largeur(l) <= w {
			return l
		}
		parts[i] = ""
		l = joint()
	}
	return l
}

// consigne says what to type, when there is no message.
func (e *Etat) consigne(w int) string {
	pions := e.Cat.Nombre(e.Taille.Pions, texte.NomPion)
	l := []string{e.Cat.T("ecran.consigne", pions), e.Cat.T("ecran.consigne.courte", pions)}
	switch e.Mode {
	case Reponse:
		l = []string{e.Cat.T("ecran.consigne.reponse"), e.Cat.T("ecran.consigne.reponse.courte")}
	case Secret:
		l = []string{e.Cat.T("ecran.consigne.secret", pions)}
	}
	for _, s := range l {
		if page.Largeur(s) <= w {
			return s
		}
	}
	return page.Tronque(l[len(l)-1], w)
}

// touches is the keys line, the first wording whose lines all fit (a
// narrow screen gives it two lines, so that every key shows).
func (e *Etat) touches(w int) []string {
	var l []string
	switch {
	case e.regles > 0 && e.regles >= len(e.pagesDesRegles()):
		// The last page: Enter goes back to the game.
		l = []string{e.Cat.T("ecran.touches.regles.fin"), e.Cat.T("ecran.touches.regles.fin.courte")}
	case e.regles > 0:
		l = []string{e.Cat.T("ecran.touches.regles"), e.Cat.T("ecran.touches.regles.courte")}
	case e.aide:
		l = []string{e.Cat.T("ecran.touches.aide")}
	case e.menu > 0:
		l = []string{e.Cat.T("ecran.touches.menu")}
	case e.enMot:
		l = []string{e.Cat.T("ecran.touches.mot")}
	case e.Resultat != "":
		l = []string{""}
	case e.Mode == Reponse:
		l = []string{e.Cat.T("ecran.touches.reponse"), e.Cat.T("ecran.touches.reponse.courte")}
	case e.Mode == Secret:
		l = []string{e.Cat.T("ecran.touches.secret"), e.Cat.T("ecran.touches.secret.courte")}
	default:
		l = []string{e.Cat.T("ecran.touches"), e.Cat.T("ecran.touches.courte")}
	}
	for _, s := range l {
		lignes := strings.Split(s, "\n")
		tient := true
		for _, x := range lignes {
			tient = tient && page.Largeur(x) <= w
		}
		if tient {
			return lignes
		}
	}
	lignes := strings.Split(l[len(l)-1], "\n")
	for i := range lignes {
		lignes[i] = page.Tronque(lignes[i], w)
	}
	return lignes
}

// dessineAide draws the help overlay: every key and what it does, in two
// columns, over the board, and over the status and message lines when
// the screen is short; its title when there is room.
func (e *Etat) dessineAide(im *Image, p plan) (plein bool) {
	var cles, quoi []string
	large := 0
	for _, l := range strings.Split(e.texteAide(), "\n") {
		c, q, _ := strings.Cut(l, "\t")
		cles, quoi = append(cles, c), append(quoi, q)
		large = max(large, page.Largeur(c))
	}
	lignes := make([]string, len(cles))
	for i := range cles {
		lignes[i] = e.Peintre.Gras(cles[i]) + strings.Repeat(" ", large+2-page.Largeur(cles[i])) + quoi[i]
	}
	haut, bas := p.haut, p.message
	if bas-haut < len(lignes)+1 {
		haut, bas = 0, len(im.Lignes)
	}
	if bas-haut > len(lignes) {
		lignes = append([]string{e.Peintre.Gras(e.Cat.T("ecran.aide.titre"))}, lignes...)
	}
	for i := haut; i < bas; i++ {
		im.Lignes[i] = ""
		if k := i - haut; k < len(lignes) {
			im.Lignes[i] = page.Tronque(lignes[k], e.Cols)
		}
	}
	return haut == 0
}

// texteAide is the help of the mode at hand: the keys of a guess, of an
// answer (digits are numbers there), or of a hidden secret; one key a
// line, the key and what it does apart by a tab.
func (e *Etat) texteAide() string {
	switch e.Mode {
	case Reponse:
		return e.Cat.T("ecran.aide.reponse")
	case Secret:
		if len(e.Lignes) > 0 {
			// The human coder reveals their secret: - takes the last
			// answer back instead.
			return e.Cat.T("ecran.aide.secret") + "\n" + e.Cat.T("ecran.aide.secret.corrige")
		}
		return e.Cat.T("ecran.aide.secret")
	}
	return e.Cat.T("ecran.aide")
}

// dessineRegles draws a page of the rules over the whole screen: its
// title, its lines, and the keys that page through them.
func (e *Etat) dessineRegles(im *Image) {
	pages := e.pagesDesRegles()
	if len(pages) == 0 {
		return
	}
	e.regles = min(e.regles, len(pages))
	lignes := append([]string{e.Peintre.Gras(e.Cat.T("regles.titre", e.regles, len(pages)))}, pages[e.regles-1]...)
	for i := range min(len(lignes), len(im.Lignes)-1) {
		im.Lignes[i] = page.Tronque(lignes[i], e.Cols)
	}
	if n := len(im.Lignes); n > 1 {
		im.Lignes[n-1] = e.Peintre.Pale(page.Tronque(e.touches(e.Cols)[0], e.Cols))
	}
}

// lignesMenu is the Escape menu, in a box.
func (e *Etat) lignesMenu(w int) []string {
	entrees := []string{e.Cat.T("ecran.menu.continuer"), e.Cat.T("ecran.menu.sauver"), e.Cat.T("ecran.menu.cote"), e.Cat.T("ecran.menu.regles")}
	titre := e.Cat.T("ecran.menu.titre")
	large := page.Largeur(titre) + 2
	for i, s := range entrees {
		entrees[i] = fmt.Sprintf("%d %s", i+1, s)
		large = max(large, page.Largeur(entrees[i])+2)
	}
	large = min(large, w-6)
	l := []string{"  ┌ " + titre + " " + strings.Repeat("─", max(large-page.Largeur(titre)-2, 0)) + "┐"}
	for i, s := range entrees {
		s = page.Tronque(s, large-2)
		s = " " + s + strings.Repeat(" ", large-1-page.Largeur(s))
		if i+1 == e.menu {
			s = e.Peintre.Inverse(s)
		}
		l = append(l, "  │"+s+"│")
	}
	return append(l, "  └"+strings.Repeat("─", large)+"┘")
}

// Final is the board of a round over, to stay in the terminal's history:
// the status line, the rows played, the secret when revealed, and the
// result, each at most Cols cells (at least MinCols).
func (e *Etat) Final() []string {
	f := *e
	f.Cols = max(e.Cols, MinCols)
	f.Rows = e.Essais + 32
	f.aide, f.menu, f.enMot, f.regles = false, 0, false, 0
	if len(f.pions) == 0 {
		f.Vide()
	}
	p := f.plan()
	var l []string
	for _, s := range f.lignesStatut(f.Cols, true) {
		l = append(l, f.Peintre.Gras(page.Tronque(s, f.Cols)))
	}
	for _, r := range p.rangees {
		if r.genre == rJouee || r.genre == rSecret {
			l = append(l, f.rangee(r, p))
		}
	}
	for _, m := range []string{f.Resultat, f.Message} {
		if m != "" {
			l = append(l, f.Peintre.Gras(page.Coupe(m, f.Cols-1)))
		}
	}
	return l
}
