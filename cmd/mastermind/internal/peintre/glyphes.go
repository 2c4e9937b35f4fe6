package peintre

// The glyphs of a board, the same on the game screen and in the lines of
// a prompt: a peg is a disc followed by its colour's letter, so that it
// reads without colour too.
const (
	// Disque is a peg, and a key peg bien placé.
	Disque = "●"
	// Cercle is a key peg mal placé.
	Cercle = "○"
	// Point is a key peg neither bien nor mal placé.
	Point = "·"
	// Trou is an empty hole: a peg not yet chosen, or the empty hole of
	// the variant with blanks.
	Trou = "◌"
	// Marque points at the row being entered.
	Marque = "▸"
	// Suite says that rows are hidden above or below.
	Suite = "⋮"
)
