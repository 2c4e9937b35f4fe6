package ecran

// Genre is what a key or an event does on the game screen.
type Genre int

// The keys and events the screen knows.
const (
	Rien       Genre = iota // a key the screen ignores
	Car                     // a printable rune, in Touche.Rune
	Entree                  // Enter
	Efface                  // Backspace
	Suppr                   // Delete
	Gauche                  // ←
	Droite                  // →
	Haut                    // ↑
	Bas                     // ↓
	Debut                   // Home
	Fin                     // End
	Echap                   // Escape alone
	F1                      // F1: the help overlay
	CtrlS                   // Ctrl-S: save
	CtrlQ                   // Ctrl-Q: set the game aside
	Clic                    // a left click at cell (Touche.X, Touche.Y), 0-based
	Redim                   // not a key: the terminal was resized
	Redessine               // Ctrl-L: draw again
	Interrompt              // Ctrl-C
	FinEntree               // Ctrl-D, or the input's end
	Arret                   // not a key: Ctrl-Z (SIGTSTP), the program is about to stop
)

// Touche is one key or event.
type Touche struct {
	Genre Genre
	// Rune is the character of a Car.
	Rune rune
	// X and Y are the cell of a Clic, from the top left corner.
	X, Y int
}

// Lettre is the key of the character r.
func Lettre(r rune) Touche { return Touche{Genre: Car, Rune: r} }

// Clique is a left click at the cell (x, y).
func Clique(x, y int) Touche { return Touche{Genre: Clic, X: x, Y: y} }
