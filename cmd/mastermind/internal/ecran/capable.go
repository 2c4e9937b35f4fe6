package ecran

import "strings"

// Capable reports whether the game screen may be used: input and output
// are terminals (interactif), and TERM names a terminal that moves its
// cursor (not "dumb", not unset). Colours do not matter: without them
// (NO_COLOR) the board is drawn with glyphs and letters. Elsewhere the
// round keeps the line mode, byte for byte.
func Capable(interactif bool, term string) bool {
	t := strings.TrimSpace(term)
	return interactif && t != "" && t != "dumb"
}
