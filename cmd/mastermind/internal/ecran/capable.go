package ecran

import "strings"

// Capable reports whether the game screen may be used: input and output
// are terminals (interactif), colours are on (no NO_COLOR), and TERM names
// a terminal that moves its cursor (not "dumb", not unset). Elsewhere the
// round keeps the line mode, byte for byte.
func Capable(interactif, couleur bool, term string) bool {
	t := strings.TrimSpace(term)
	return interactif && couleur && t != "" && t != "dumb"
}
