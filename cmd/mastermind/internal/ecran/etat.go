package ecran

import (
	"errors"
	"unicode"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Mode is what the row being entered holds.
type Mode int

// The modes of the row being entered.
const (
	// Proposition: a human decoder's guess, drawn in colour.
	Proposition Mode = iota
	// Reponse: a human coder's answer to the computer's guess, two
	// numbers drawn as key pegs.
	Reponse
	// Secret: a secret typed by the other player, every peg drawn as a
	// disc without colour.
	Secret
)

// Statut is what the status line says besides the size and the tries
// left; the words come from the caller, in the player's language.
type Statut struct {
	// Mode is the mode's name ("Solo", "Deux joueurs").
	Mode string
	// Manche and Manches number the round; 0 Manches: one round only.
	Manche, Manches int
	// Scores are the players' scores as they read ("Alice 3 · Bob 5").
	Scores string
}

// Etat is the whole game screen: what it shows and the row being entered.
// Touche changes it; Dessine draws it. The exported fields are set by the
// caller before each question; the row being entered is the screen's own.
type Etat struct {
	Cat     *texte.Catalogue
	Mode    Mode
	Statut  Statut
	Palette couleur.Palette
	Taille  code.Taille
	// Essais is the number of rows of the board (the most tries).
	Essais int
	// Lignes are the rows played.
	Lignes []plateau.Ligne
	// Proposition is the computer's guess the human answers (Mode Reponse).
	Proposition code.Code
	// Revele is the secret, shown under the board once the round is over.
	Revele *code.Code
	// Resultat is the round's result, shown on the message line of the
	// final board.
	Resultat string
	// Message is the message area's sentence (a hint, a reason), wrapped
	// over the free rows above the message line.
	Message string
	// MessageCourt is a shorter wording of Message, shown instead when
	// Message does not fit the rows it has; "" when there is none.
	MessageCourt string
	// Regles lays the rules out in pages for a screen of cols × rows
	// cells, each page at most rows lines: the Escape menu's Règles page
	// through them over the board. nil: the entry does nothing.
	Regles func(cols, rows int) [][]string
	// Peintre says how the terminal shows colours: without them
	// (NO_COLOR), the pegs are their discs and letters, the key pegs their
	// shapes, and the styles (bold, faint, reverse video) stay.
	Peintre peintre.Peintre
	// Cols and Rows are the screen's size in cells.
	Cols, Rows int

	pions   []int // colour per peg, -1 empty; Mode Reponse: bien, mal
	curseur int
	mot     []rune
	enMot   bool
	deuxPts bool // the word was opened by ":"
	aide    bool
	menu    int  // 0: closed; else the entry under the pointer, from 1
	regles  int  // 0: closed; else the page of the rules shown, from 1
	montre  bool // Mode Secret: the row shown on purpose (Tab)
}

// Quoi is what an action asks of the driver.
type Quoi int

// The actions.
const (
	// Attend: nothing yet, draw and read the next key.
	Attend Quoi = iota
	// Joue: the player's move is Action.Coup (a code, an answer, a command).
	Joue
	// Ligne: the player typed a line (a command word); the caller reads it.
	Ligne
	// Interrompu: Ctrl-C.
	Interrompu
	// Termine: the input ended.
	Termine
)

// Action is what a key asks of the driver.
type Action struct {
	Quoi  Quoi
	Coup  session.Coup
	Ligne string
	// Commande: the line was typed after ":", a command only, never a
	// code.
	Commande bool
}

// Vide empties the row being entered, with the cursor on its first peg,
// and closes the overlays; the caller calls it before each question.
func (e *Etat) Vide() {
	n := e.Taille.Pions
	if e.Mode == Reponse {
		n = 2
	}
	e.pions = make([]int, n)
	for i := range e.pions {
		e.pions[i] = -1
	}
	e.curseur, e.mot, e.enMot, e.aide, e.menu, e.regles = 0, nil, false, false, 0, 0
	e.montre = false
}

// Remplit puts code c in the row being entered, still to be edited or
// played, the cursor on its first peg (Tatham's Guess: the hint fills
// the current row). A code of another length changes nothing.
func (e *Etat) Remplit(c code.Code) {
	if len(e.pions) == 0 {
		e.Vide()
	}
	if e.Mode == Reponse || c.Len() != len(e.pions) {
		return
	}
	for i := range e.pions {
		e.pions[i] = c.At(i)
	}
	e.curseur = 0
}

// cache tells whether the row being entered is a hidden secret typed
// before any row is played (two players): it is drawn on its own row,
// under a sentence that says who types it and who must not look.
func (e *Etat) cache() bool { return e.Mode == Secret && len(e.Lignes) == 0 }

// Pions returns the row being entered: a colour per peg, -1 when empty;
// in Mode Reponse the numbers bien placés and mal placés.
func (e *Etat) Pions() []int { return append([]int(nil), e.pions...) }

// Curseur is the peg under the cursor.
func (e *Etat) Curseur() int { return e.curseur }

// Mot is the command line being typed, and whether it is open.
func (e *Etat) Mot() (string, bool) { return string(e.mot), e.enMot }

// SecretMontre tells whether a secret being typed is shown on purpose
// (Tab), its colours and letters drawn; else every peg is masked.
func (e *Etat) SecretMontre() bool { return e.montre }

// AideOuverte tells whether the help overlay is shown.
func (e *Etat) AideOuverte() bool { return e.aide }

// MenuOuvert is the entry under the pointer of the Escape menu, from 1;
// 0 when the menu is closed.
func (e *Etat) MenuOuvert() int { return e.menu }

// PageDesRegles is the page of the rules shown over the board, from 1;
// 0 when they are not shown.
func (e *Etat) PageDesRegles() int { return e.regles }

// The Escape menu's entries.
const (
	menuContinuer = iota + 1
	menuSauver
	menuCote
	menuRegles
	nbMenu = menuRegles
)

// Touche applies key t and says what it asks.
func (e *Etat) Touche(t clavier.Touche) Action {
	if len(e.pions) == 0 {
		e.Vide()
	}
	switch t.Genre {
	case clavier.CtrlC:
		return Action{Quoi: Interrompu}
	case clavier.CtrlD, clavier.FinEntree:
		return Action{Quoi: Termine}
	case clavier.Redim, clavier.CtrlL, clavier.Arret, clavier.Rien:
		return Action{}
	}
	switch {
	case e.regles > 0:
		e.toucheRegles(t)
		return Action{}
	case e.aide:
		// Any key closes the help; it does nothing else.
		e.aide = false
		return Action{}
	case e.menu > 0:
		return e.toucheMenu(t)
	case e.enMot:
		return e.toucheMot(t)
	}
	if t.Genre == clavier.Clic {
		dx, dy, _, _ := e.cadre()
		return e.clic(t.X-dx, t.Y-dy)
	}
	e.dit("")
	switch t.Genre {
	case clavier.Car:
		return e.car(t.Rune)
	case clavier.Gauche:
		e.curseur = max(e.curseur-1, 0)
	case clavier.Droite:
		e.curseur = min(e.curseur+1, len(e.pions)-1)
	case clavier.Debut:
		e.curseur = 0
	case clavier.Fin:
		e.curseur = len(e.pions) - 1
	case clavier.Haut:
		e.haut()
	case clavier.Bas:
		e.change(-1)
	case clavier.Efface:
		if e.pions[e.curseur] < 0 && e.curseur > 0 {
			e.curseur--
		}
		e.pions[e.curseur] = -1
	case clavier.Suppr:
		e.pions[e.curseur] = -1
	case clavier.Entree:
		return e.valide()
	case clavier.Echap:
		if e.Mode == Secret {
			// Escape leaves the secret's prompt, one level back.
			return e.commande(session.Quitter)
		}
		e.menu = menuContinuer
	case clavier.F1:
		e.aide = true
	case clavier.CtrlS:
		return e.commande(session.Sauver)
	case clavier.CtrlQ:
		return e.commande(session.Quitter)
	case clavier.Tab:
		if e.Mode == Secret {
			// Player 1 shows the row to themselves on purpose, and hides
			// it again.
			e.montre = !e.montre
		}
	}
	return Action{}
}

// dit shows m on the message area, with no shorter wording.
func (e *Etat) dit(m string) { e.ditCourt(m, "") }

// ditCourt shows m on the message area, court its shorter wording; each
// a sentence, from its capital (a reason of the catalogue starts lower
// case, for a prompt).
func (e *Etat) ditCourt(m, court string) {
	e.Message, e.MessageCourt = texte.Majuscule(m), texte.Majuscule(court)
}

// commande is the move of a command key.
func (e *Etat) commande(c session.Commande) Action {
	// A secret knows quitter, and annuler once rows are played (the
	// coder takes back their last answer).
	if e.Mode == Secret && c != session.Quitter && (c != session.Annuler || len(e.Lignes) == 0) {
		e.refuseAuSecret()
		return Action{}
	}
	return Action{Quoi: Joue, Coup: session.Coup{Commande: c}}
}

// car handles a printable key: a colour, a digit, a command key, or the
// first letter of a typed command.
func (e *Etat) car(r rune) Action {
	if e.Mode == Secret {
		// A secret's row takes colours and its commands only: any other
		// key is refused, and nothing typed is shown (no command line,
		// which would echo the letters after it).
		if k, ok := e.couleurDe(r); ok {
			e.pose(k)
			return Action{}
		}
		if r == '-' {
			return e.commande(session.Annuler)
		}
		e.refuseAuSecret()
		return Action{}
	}
	if e.Mode == Reponse {
		if r >= '0' && r <= '9' {
			n := int(r - '0')
			if n > e.Taille.Pions {
				e.dit(e.Cat.T("ecran.tropgrand", e.Cat.Nombre(e.Taille.Pions, texte.NomPion)))
				return Action{}
			}
			e.pose(n)
			return Action{}
		}
	} else if k, ok := e.couleurDe(r); ok {
		e.pose(k)
		return Action{}
	}
	switch r {
	case '?':
		if e.Mode != Proposition {
			e.dit(e.Cat.T("ecran.pasdindice"))
			return Action{}
		}
		return e.commande(session.Indice)
	case '-':
		return e.commande(session.Annuler)
	case '+':
		return e.commande(session.Refaire)
	case ':':
		e.enMot, e.mot, e.deuxPts = true, nil, true
		return Action{}
	}
	if unicode.IsLetter(r) {
		e.enMot, e.mot, e.deuxPts = true, []rune{r}, false
		return Action{}
	}
	e.ditCourt(e.Cat.T("ecran.inconnue", string(r)), e.Cat.T("ecran.court.inconnue", string(r)))
	return Action{}
}

// refuseAuSecret says that a key is none of a secret's, naming nothing
// of what was typed.
func (e *Etat) refuseAuSecret() {
	e.ditCourt(e.Cat.T("ecran.secret.refusee"), e.Cat.T("ecran.court.secret.refusee"))
}

// couleurDe reads a key as a colour: its letter, or its number from 1
// (0 is the tenth).
func (e *Etat) couleurDe(r rune) (int, bool) {
	if r >= '0' && r <= '9' {
		k := int(r-'0') - 1
		if r == '0' {
			k = 9
		}
		return k, k < e.Palette.Len()
	}
	return e.Palette.Index(r)
}

// pose puts k under the cursor and moves on.
func (e *Etat) pose(k int) {
	e.pions[e.curseur] = k
	e.curseur = min(e.curseur+1, len(e.pions)-1)
}

// vide reports whether no peg of the row is set.
func (e *Etat) vide() bool {
	for _, k := range e.pions {
		if k >= 0 {
			return false
		}
	}
	return true
}

// haut is ↑: on an empty row of guesses, the previous guess again; else
// the next colour under the cursor.
func (e *Etat) haut() {
	if e.Mode == Proposition && e.vide() && len(e.Lignes) > 0 {
		c := e.Lignes[len(e.Lignes)-1].Code
		for i := range e.pions {
			e.pions[i] = c.At(i)
		}
		e.curseur = len(e.pions) - 1
		return
	}
	e.change(+1)
}

// change turns the value under the cursor by d, round the colours (or
// the numbers 0 to the pegs of an answer).
func (e *Etat) change(d int) {
	n := e.Palette.Len()
	if e.Mode == Reponse {
		n = e.Taille.Pions + 1
	}
	k := e.pions[e.curseur]
	switch {
	case k < 0 && d > 0:
		k = 0
	case k < 0:
		k = n - 1
	default:
		k = (k + d + n) % n
	}
	e.pions[e.curseur] = k
}

// valide is Enter: the row, when complete and admissible, is played.
func (e *Etat) valide() Action {
	manque := 0
	for _, k := range e.pions {
		if k < 0 {
			manque++
		}
	}
	if e.Mode == Reponse {
		if manque > 0 {
			e.ditCourt(e.Cat.T("ecran.reponseincomplete"), e.Cat.T("ecran.court.reponseincomplete"))
			return Action{}
		}
		r := code.Reponse{Bien: e.pions[0], Mal: e.pions[1]}
		// An answer no code gives to this guess is refused with its
		// reason, as one that counts too many pegs.
		if err := e.Taille.VerifieReponse(e.Proposition, r); err != nil {
			court := e.Cat.T("ecran.tropgrand", e.Cat.Nombre(e.Taille.Pions, texte.NomPion))
			if errors.Is(err, code.ErrSansCode) {
				court = e.Cat.T("ecran.court.sanscode")
			}
			e.ditCourt(e.Cat.Erreur(err), court)
			return Action{}
		}
		return Action{Quoi: Joue, Coup: session.Repond(r)}
	}
	if manque > 0 {
		e.dit(e.Cat.T("ecran.manque", e.Cat.Nombre(manque, texte.NomPion)))
		return Action{}
	}
	c := code.Nouveau(e.pions...)
	if e.Mode == Proposition {
		// A guess played already would cost a try and teach nothing:
		// say so, and leave the row to be changed.
		for i, l := range e.Lignes {
			if l.Code == c {
				e.ditCourt(e.Cat.T("ecran.dejajoue", i+1), e.Cat.T("ecran.court.dejajoue", i+1))
				return Action{}
			}
		}
	}
	if err := e.Taille.VerifieAdmissible(c); err != nil {
		var rep *code.ErreurRepetition
		switch {
		case e.Mode == Secret && errors.As(err, &rep):
			// Never name a colour of a hidden secret.
			e.ditCourt(e.Cat.T("ecran.repetitionmasquee"), e.Cat.T("ecran.court.repetition"))
		case errors.As(err, &rep):
			e.ditCourt(e.Cat.Erreur(err), e.Cat.T("ecran.court.repetition"))
		default:
			e.dit(e.Cat.Erreur(err))
		}
		return Action{}
	}
	return Action{Quoi: Joue, Coup: session.Propose(c)}
}

// toucheMenu is a key while the Escape menu is open.
func (e *Etat) toucheMenu(t clavier.Touche) Action {
	switch t.Genre {
	case clavier.Haut:
		e.menu = (e.menu+nbMenu-2)%nbMenu + 1
	case clavier.Bas:
		e.menu = e.menu%nbMenu + 1
	case clavier.Echap:
		e.menu = 0
	case clavier.Car:
		if t.Rune >= '1' && int(t.Rune-'0') <= nbMenu {
			e.menu = int(t.Rune - '0')
		}
	case clavier.Entree:
		return e.choisit(e.menu)
	case clavier.Clic:
		dx, dy, _, _ := e.cadre()
		if i := e.planCadre().entreeMenu(t.X-dx, t.Y-dy); i > 0 {
			return e.choisit(i)
		}
	}
	return Action{}
}

// choisit runs entry i of the Escape menu.
func (e *Etat) choisit(i int) Action {
	e.menu = 0
	switch i {
	case menuSauver:
		return e.commande(session.Sauver)
	case menuCote:
		return e.commande(session.Quitter)
	case menuRegles:
		if e.Regles != nil {
			e.regles = 1
		}
	}
	return Action{}
}

// toucheRegles is a key while the rules are shown: Escape or q goes back
// to the board, ← ↑ Page Up to the page before, any other key to the
// next page, past the last one back to the board.
func (e *Etat) toucheRegles(t clavier.Touche) {
	switch {
	case t.Genre == clavier.Echap, t.Genre == clavier.Car && (t.Rune == 'q' || t.Rune == 'Q'):
		e.regles = 0
	case t.Genre == clavier.Gauche, t.Genre == clavier.Haut, t.Genre == clavier.PageHaut:
		e.regles = max(e.regles-1, 1)
	default:
		e.regles++
		if e.regles > len(e.pagesDesRegles()) {
			e.regles = 0
		}
	}
}

// pagesDesRegles are the rules' pages for the screen as it is now: the
// title's row and the keys' row aside.
func (e *Etat) pagesDesRegles() [][]string {
	if e.Regles == nil {
		return nil
	}
	return e.Regles(e.Cols, max(e.Rows-2, 1))
}

// toucheMot is a key while a command word is typed.
func (e *Etat) toucheMot(t clavier.Touche) Action {
	switch t.Genre {
	case clavier.Car:
		if len(e.mot) < 64 {
			e.mot = append(e.mot, t.Rune)
		}
	case clavier.Efface:
		if len(e.mot) > 0 {
			e.mot = e.mot[:len(e.mot)-1]
		}
		// A word cleared whole is closed: the keys are colours again.
		e.enMot = len(e.mot) > 0
	case clavier.Echap:
		e.enMot, e.mot = false, nil
	case clavier.Entree:
		s := string(e.mot)
		e.enMot, e.mot = false, nil
		return Action{Quoi: Ligne, Ligne: s, Commande: e.deuxPts}
	}
	return Action{}
}

// clic is a left click on the board at (x, y), in the board's frame: a
// colour of the palette, or a peg of a row played (Tatham's Guess), puts
// it at the cursor and moves on; a peg of the row moves the cursor
// there; the button plays.
func (e *Etat) clic(x, y int) Action {
	p := e.planCadre()
	if i, ok := p.pionA(x, y); ok {
		e.curseur = i
		return Action{}
	}
	k, ok := p.couleurA(x, y)
	if !ok && e.Mode == Proposition {
		k, ok = p.copieA(x, y)
	}
	if ok {
		e.dit("")
		e.pose(k)
		return Action{}
	}
	if p.boutonA(x, y) {
		return e.valide()
	}
	return Action{}
}
