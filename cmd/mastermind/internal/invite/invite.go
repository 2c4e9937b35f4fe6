// Package invite is how the game asks the player things: a small interface
// (a menu, a line, a masked line, text to show) and its plain-text
// implementation, numbered menus and lines read one at a time, for when
// the input is not a terminal (scripts, tests, a teacher's demonstration).
// The full-screen implementation, built on promptui, is in package
// terminal.
package invite

import (
	"context"
	"errors"
)

// Sentinel errors every implementation returns.
var (
	// ErrInterrompu: the player pressed Ctrl-C.
	ErrInterrompu = errors.New("interrupted")
	// ErrFin: the input ended (Ctrl-D, or the end of a script).
	ErrFin = errors.New("end of input")
	// ErrIllisible: the input gave MaxRefus answers in a row that the
	// question refused (a script gone wrong, binary garbage): reading it
	// further would only repeat the same error.
	ErrIllisible = errors.New("too many refused answers in a row")
	// ErrRetour: the player left a menu without choosing (Escape): back
	// to the menu before. Only full-screen menus return it.
	ErrRetour = errors.New("back")
)

// Invite asks the player and shows them text.
type Invite interface {
	// Menu shows titre and the options and returns the index of the one
	// chosen.
	Menu(ctx context.Context, titre string, options []string) (int, error)
	// Saisit asks question and returns the line typed once valide accepts
	// it; valide's error, a sentence for the player, is shown and the
	// question asked again. A nil valide accepts anything.
	Saisit(ctx context.Context, question string, valide func(string) error) (string, error)
	// SaisitMasquee is Saisit with the typed text never shown.
	SaisitMasquee(ctx context.Context, question string, valide func(string) error) (string, error)
	// Ecrit shows text as it is.
	Ecrit(texte string)
	// Attend shows texte and waits for a key, so that the player reads
	// what is on the screen before it scrolls away; a script is never
	// kept waiting (nothing shown, nothing read).
	Attend(ctx context.Context, texte string) error
	// Largeur is the number of cells a line may take, 0 when lines are
	// never wrapped (a script reads them whole).
	Largeur() int
}

// MenuDepuis is an Invite whose menu can put its pointer first on
// another entry than the first (a terminal's): the entries before depart
// do nothing worth choosing first.
type MenuDepuis interface {
	// MenuDepuis is Menu with the pointer on entry depart when it shows,
	// or where it was left the last time, unless that is before depart.
	MenuDepuis(ctx context.Context, titre string, options []string, depart int) (int, error)
}

// MenuRedessine is an Invite whose menu reads its entries' wording again
// each time it draws them (a terminal's, after a resize), so that a
// wording chosen for the width is chosen again for the new width.
type MenuRedessine interface {
	// MenuRedessine is MenuDepuis, the entries read from options at
	// each drawing; their number and order never change.
	MenuRedessine(ctx context.Context, titre string, options func() []string, depart int) (int, error)
}

// MenuFait is an Invite whose menu leaves a line once an entry is chosen
// (a terminal's "✔ …"): an entry that toggles a setting says there what
// the setting became, not what it was.
type MenuFait interface {
	// MenuFait is Menu, the chosen entry i leaving the line faits[i], or
	// options[i] when faits[i] is empty.
	MenuFait(ctx context.Context, titre string, options, faits []string) (int, error)
}

// Textes are the few words an implementation writes itself.
type Textes struct {
	// Choix asks for a menu entry; it is formatted with the number of
	// entries ("Votre choix (1-%d) : ").
	Choix string
	// ChoixInvalide says a menu answer is not an entry; formatted with the
	// number of entries.
	ChoixInvalide string
	// LigneTropLongue says line numero was dropped, being longer than max
	// bytes (a function: the catalogue writes the numbers its own way).
	LigneTropLongue func(numero, max int) string
}
