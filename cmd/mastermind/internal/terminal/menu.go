package terminal

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"text/template"

	"github.com/manifoldco/promptui"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
)

// Menu is a promptui Select: ↑ ↓ move the pointer, a digit moves it to
// the entry of that number (0 is the tenth), Enter chooses, Escape
// leaves without choosing (invite.ErrRetour); letters do nothing; Ctrl-Z
// stops the program and the menu is drawn again when it continues. Once
// chosen, the menu gives way to one line, the chosen entry. A menu that
// comes back after an Escape from the menu its entry opened takes the
// place of that entry's line: the screen is as it was when it was first
// shown.
func (t *Terminal) Menu(ctx context.Context, titre string, options []string) (int, error) {
	return t.MenuDepuis(ctx, titre, options, 0)
}

// MenuDepuis is Menu with the pointer first on entry depart; a pointer
// left before depart the last time comes back to it (invite.MenuDepuis).
func (t *Terminal) MenuDepuis(ctx context.Context, titre string, options []string, depart int) (int, error) {
	return t.menu(ctx, titre, options, nil, depart, nil)
}

// MenuRedessine is MenuDepuis whose entries are read from options each
// time the menu is drawn, after a resize too (invite.MenuRedessine).
func (t *Terminal) MenuRedessine(ctx context.Context, titre string, options func() []string, depart int) (int, error) {
	return t.menu(ctx, titre, options(), nil, depart, options)
}

// MenuFait is Menu whose chosen entry i leaves the line faits[i] (a
// toggle says what it became), options[i] when that is empty
// (invite.MenuFait).
func (t *Terminal) MenuFait(ctx context.Context, titre string, options, faits []string) (int, error) {
	return t.menu(ctx, titre, options, faits, 0, nil)
}

// menu is every menu: the pointer first on depart, the chosen entry i
// leaving faits[i], else options[i]. promptui draws it and owns its
// pointer; the keys come from the one reader, each turned by toucheMenu
// into promptui's own key codes or into the end of the menu. refait, when
// not nil, gives the entries again before each drawing but the first.
func (t *Terminal) menu(ctx context.Context, titre string, options, faits []string, depart int, refait func() []string) (int, error) {
	t.revient(titre)
	defer t.lecteur.prend()()
	actif := max(0, min(depart, len(options)-1))
	if r, ok := t.pointeurs[titre]; ok && r.n == len(options) && r.actif >= depart {
		// The same menu again (the settings after one of their submenus,
		// the main menu after a game or an Escape): the pointer is where
		// it was left.
		actif = min(r.actif, len(options)-1)
	}
	defer func() { t.pointeurs[titre] = memoire{n: len(options), actif: actif} }()
	for premier := true; ; premier = false {
		if refait != nil && !premier {
			if o := refait(); len(o) == len(options) {
				options = o
			}
		}
		cols, rows := t.taille()
		d := disposeMenu(titre, options, t.textes.aides(), cols, rows)
		// The mouse is on while the menu is: the terminal says where its
		// cursor is before the menu is drawn, so that a click finds its
		// entry (entreeCliquee).
		t.lecteur.demandePosition()
		t.ecrit(peintre.SourisMarche + peintre.DemandePosition)
		for _, l := range d.tete {
			t.ecrit(t.peintre.Gras(l) + "\n")
		}
		sortie := &porte{w: t.out}
		vu := &pointe{actif: actif}
		clique := -1
		f := t.flux(ctx, sortie, func(k clavier.Touche) ([]byte, fin) {
			if k.Genre == clavier.Clic {
				// A click on an entry chooses it.
				if i, ok := t.entreeCliquee(d, k, rows, vu, len(options)); ok {
					clique = i
					return nil, finValide
				}
			}
			return toucheMenu(k, len(options), d.taille)
		})
		s := promptui.Select{
			Label: d.label, Items: d.items(), Size: d.taille, HideHelp: true,
			Stdin: f, Stdout: sortie, Templates: t.gabaritsMenu(d.aide, vu),
		}
		_, _, err := s.RunCursorAt(actif, max(0, actif-d.taille+1))
		f.Close()
		sortie.ferme()
		t.ecrit(peintre.SourisArret)
		// The entry chosen, or left under the pointer, is the one promptui
		// drew last with it, or the one clicked.
		actif = vu.lu()
		termine := f.termine()
		if clique >= 0 {
			actif = clique
		}
		maintenant, _ := t.taille()
		switch termine {
		case finRedim, finArret:
			// promptui was cut off before it cleared anything: the cursor
			// is under the menu it drew, whose lines the terminal may
			// have reflowed to the new width.
			t.ecrit(efface(d.lignes(s.ScrollPosition()), maintenant) + peintre.MontreCurseur)
		default:
			t.ecrit(efface(append(slices.Clone(d.tete), d.label), maintenant))
		}
		switch termine {
		case finValide:
			ligne := options[actif]
			if actif < len(faits) && faits[actif] != "" {
				ligne = faits[actif]
			}
			fait := page.Coupe("✔ "+ligne, t.largeur())
			t.ecrit(parLigne(t.peintre.Pale, fait) + "\n")
			t.choisies = append(t.choisies, choisie{titre: titre, lignes: strings.Split(fait, "\n")})
			return actif, nil
		case finRedim:
			continue
		case finArret:
			// Ctrl-Z: the menu is left, the program stops, and the menu
			// is drawn again, whole, once it continues.
			t.arrete()
			continue
		case finRetour:
			t.echappe = true
			return 0, invite.ErrRetour
		}
		// Ctrl-C, Ctrl-D, the input's end or a cancelled context: what
		// comes next is no menu coming back.
		t.oublie()
		return 0, pourquoi(termine, ctx.Err(), err)
	}
}

// toucheMenu is what key k does in a menu of n entries, taille shown at
// a time: the key codes
// that move promptui's pointer (↑ ↓; Home, End, Page Up, Page Down and a
// digit to an entry), or the end of the menu (Enter, Escape, Ctrl-C,
// Ctrl-D, a resize or Ctrl-Z to draw it again). Every other key, letters
// included, does nothing: promptui would move on h j k l. A digit only
// moves because a person types "3⏎", as in any numbered menu: were the
// digit to choose, the Enter would answer the next prompt.
func toucheMenu(k clavier.Touche, n, taille int) ([]byte, fin) {
	switch k.Genre {
	case clavier.Haut:
		return codes(promptui.KeyPrev, 1), enCours
	case clavier.Bas:
		return codes(promptui.KeyNext, 1), enCours
	case clavier.Debut, clavier.PageHaut:
		return versEntree(0, n, taille), enCours
	case clavier.Fin, clavier.PageBas:
		return versEntree(n-1, n, taille), enCours
	case clavier.Car:
		if i := strings.IndexRune(numerosDuMenu, k.Rune); i >= 0 && i < n {
			return versEntree(i, n, taille), enCours
		}
	case clavier.Entree:
		return nil, finValide
	case clavier.Echap:
		return nil, finRetour
	case clavier.CtrlC:
		return nil, finInterrompu
	case clavier.CtrlD, clavier.FinEntree:
		return nil, finFin
	case clavier.Redim:
		return nil, finRedim
	case clavier.Arret:
		return nil, finArret
	}
	// A click outside the entries does nothing (see menu).
	return nil, enCours
}

// entreeCliquee is the entry of a menu laid out as d, of n entries, on a
// terminal of rows rows, under the click k. The terminal said where its
// cursor was before the menu was drawn (lecteur.position): the menu's
// lines follow from there, the screen scrolled up by as many rows as
// they and promptui's cursor, on the row under them, go past its
// bottom; promptui shows the entries from the one vu saw first. False
// for a click elsewhere, or before the terminal answered (one that never
// answers ignores clicks).
func (t *Terminal) entreeCliquee(d dispositionMenu, k clavier.Touche, rows int, vu *pointe, n int) (int, bool) {
	_, y0, ok := t.lecteur.position()
	if !ok {
		return 0, false
	}
	lignes := len(d.tete) + 1 + d.taille
	defile := max(0, y0+lignes-(rows-1))
	premiere := y0 - defile + len(d.tete) + 1
	rang := k.Y - premiere
	i := vu.premiere() + rang
	if rang < 0 || rang >= d.taille || i >= n {
		return 0, false
	}
	return i, true
}

// numerosDuMenu are the digits of the entries, in order: 0 is the tenth.
const numerosDuMenu = "1234567890"

// codes is promptui's key code c, n times: promptui's Select reads its
// own codes (promptui.KeyPrev, KeyNext, KeyBackward for a page up), one
// rune each, which its line reader passes on as they are.
func codes(c rune, n int) []byte { return []byte(strings.Repeat(string(c), max(n, 0))) }

// versEntree are the codes that bring promptui's pointer to entry i of
// n, taille shown at a time, wherever it is: a page up puts the pointer
// on the first entry shown, the window a page higher, so that enough of
// them reach the first entry; then i down reach entry i. No copy of
// promptui's pointer is kept to count fewer.
func versEntree(i, n, taille int) []byte {
	pages := (n-1)/max(taille, 1) + 1
	return append(codes(promptui.KeyBackward, pages), codes(promptui.KeyNext, i)...)
}

// pointe is where promptui drew its pointer last: the template of the
// entry under the pointer records its number as it is drawn (promptui
// draws on its own goroutine, hence the lock).
type pointe struct {
	mu    sync.Mutex
	actif int
	// debut is the first entry promptui drew the last time; haut: the
	// label was drawn, the next entry drawn is the first.
	debut int
	haut  bool
}

// marque records that entry i is drawn under the pointer; it draws
// nothing.
func (p *pointe) marque(i int) string {
	p.mu.Lock()
	p.actif = i
	p.mu.Unlock()
	return p.voit(i)
}

// titre records that promptui draws the menu again, from its label; it
// draws nothing.
func (p *pointe) titre() string {
	p.mu.Lock()
	p.haut = true
	p.mu.Unlock()
	return ""
}

// voit records that entry i is drawn; it draws nothing.
func (p *pointe) voit(i int) string {
	p.mu.Lock()
	if p.haut {
		p.debut, p.haut = i, false
	}
	p.mu.Unlock()
	return ""
}

// premiere is the first entry promptui drew the last time.
func (p *pointe) premiere() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.debut
}

// lu is the entry promptui drew under its pointer last.
func (p *pointe) lu() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.actif
}

// pourquoi is the error of a menu that ended without a choice: f, else
// the context's error, else promptui's, else the input's end.
func pourquoi(f fin, errCtx, err error) error {
	switch {
	case f == finInterrompu:
		return invite.ErrInterrompu
	case f == finFin:
		return invite.ErrFin
	case errCtx != nil:
		return errCtx
	case err != nil:
		return err
	}
	return invite.ErrFin
}

// choisie is the line a menu left once an entry was chosen, and the
// menu's title.
type choisie struct {
	titre  string
	lignes []string
}

// revient erases, when the last prompt was a menu left by Escape and the
// menu titre left a chosen line with only menus erased under it since,
// that line and every chosen line under it: titre comes back in their
// place, clean.
func (t *Terminal) revient(titre string) {
	echappe := t.echappe
	t.echappe = false
	if !echappe {
		return
	}
	for i := len(t.choisies) - 1; i >= 0; i-- {
		if t.choisies[i].titre != titre {
			continue
		}
		var lignes []string
		for _, c := range t.choisies[i:] {
			lignes = append(lignes, c.lignes...)
		}
		cols, _ := t.taille()
		t.ecrit(efface(lignes, cols))
		t.choisies = t.choisies[:i]
		return
	}
}

// oublie forgets the chosen lines: something was written under them.
func (t *Terminal) oublie() {
	t.choisies = nil
	t.echappe = false
}

// memoire is where a menu's pointer was left, and how many entries the
// menu had.
type memoire struct{ n, actif int }

// dispositionMenu is a menu laid out for a terminal: the title's lines,
// written above the menu; promptui's label, the help line (or the title's
// last line when there is no room for help); the entries and how many
// show at once.
type dispositionMenu struct {
	tete    []string
	label   string
	aide    bool
	entrees []string
	taille  int
}

// entreeMenu is an entry as promptui's templates draw it: its text and
// its number, for pointe.
type entreeMenu struct {
	Texte  string
	Numero int
}

// items are the entries for promptui.
func (d dispositionMenu) items() []entreeMenu {
	items := make([]entreeMenu, len(d.entrees))
	for i, e := range d.entrees {
		items[i] = entreeMenu{Texte: e, Numero: i}
	}
	return items
}

// lignes are the lines of the menu as promptui draws it, the entries
// from debut on: the title's, the label, the entries shown (their width
// is what counts, not their colour).
func (d dispositionMenu) lignes(debut int) []string {
	l := append(slices.Clone(d.tete), d.label)
	fin := min(debut+d.taille, len(d.entrees))
	for _, e := range d.entrees[min(debut, fin):fin] {
		l = append(l, strings.Repeat(" ", marge)+e)
	}
	return l
}

// marge is the room promptui takes before an entry: the scroll mark, a
// space, the pointer and a space.
const marge = 4

// disposeMenu lays a menu out for cols × rows: every line fits the width,
// entries numbered and shortened; the title wraps; as many entries show
// as the rows allow, promptui's cursor taking the row under the menu; the
// help line, then the title's first lines give way when there is no room
// for three entries. aides are the help line's wordings, the longest
// first: the first that fits is shown, the last shortened otherwise.
func disposeMenu(titre string, options []string, aides []string, cols, rows int) dispositionMenu {
	larg := max(cols-1, marge+2)
	tete := strings.Split(page.Coupe(titre, larg), "\n")
	d := dispositionMenu{tete: tete, label: aideQuiTient(aides, larg), aide: len(aides) > 0}
	if !d.aide {
		d.tete, d.label = tete[:len(tete)-1], tete[len(tete)-1]
	}
	for i, o := range options {
		num := "  "
		if i < len(numerosDuMenu) {
			num = fmt.Sprintf("%c)", numerosDuMenu[i])
		}
		d.entrees = append(d.entrees, page.Tronque(num+" "+o, larg-marge))
	}
	hauteur := max(rows-1, 1)
	voulu := min(len(options), 3)
	place := func() int { return hauteur - len(d.tete) - 1 }
	if place() < voulu && d.aide {
		d.tete, d.label, d.aide = tete[:len(tete)-1], tete[len(tete)-1], false
	}
	if place() < voulu {
		d.tete, d.label = nil, page.Tronque(strings.Join(tete, " "), larg)
	}
	d.taille = max(1, min(len(options), place()))
	return d
}

// aideQuiTient is the first of aides that fits n cells, or the last cut
// to n: a narrow terminal reads a shorter help rather than a cut one.
func aideQuiTient(aides []string, n int) string {
	for _, a := range aides {
		if page.Largeur(a) <= n {
			return a
		}
	}
	if len(aides) == 0 {
		return ""
	}
	return page.Tronque(aides[len(aides)-1], n)
}

// gabaritsMenu is the look of a menu: the help line faint (or the
// title's last line in bold), a pointer on the current entry, whose
// number vu records. The title's other lines are written in bold above.
func (t *Terminal) gabaritsMenu(aide bool, vu *pointe) *promptui.SelectTemplates {
	label := "{{ haut }}{{ . | titre }}"
	if aide {
		label = "{{ haut }}{{ . | pale }}"
	}
	return &promptui.SelectTemplates{
		Label:    label,
		Active:   "▸ {{ marque .Numero }}{{ .Texte | actif }}",
		Inactive: "  {{ voit .Numero }}{{ .Texte }}",
		Selected: "✔ {{ .Texte | pale }}",
		// promptui parses its help even when hidden.
		Help: " ",
		FuncMap: template.FuncMap{
			"titre":  t.peintre.Gras,
			"pale":   t.peintre.Pale,
			"actif":  t.peintre.Actif,
			"marque": vu.marque,
			"voit":   vu.voit,
			"haut":   vu.titre,
		},
	}
}
