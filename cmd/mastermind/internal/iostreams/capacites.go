package iostreams

import "strings"

// Capacites are what the environment says the terminal can do, read from
// TERM, COLORTERM, CLICOLOR_FORCE and MASTERMIND_THEME.
type Capacites struct {
	// Muet: TERM is unset, empty or "dumb" (an editor's shell buffer, a
	// serial console): the terminal cannot move its cursor, so the
	// program talks to it as to a pipe, line by line.
	Muet bool
	// Force: CLICOLOR_FORCE is set and not "0": colours even through a
	// pipe or on a dumb terminal (NO_COLOR still wins).
	Force bool
	// Couleurs256: the terminal draws the 256-colour palette (TERM holds
	// "256color", or COLORTERM says truecolor or 24bit); elsewhere the
	// board falls back to the 16 basic colours.
	Couleurs256 bool
	// Clair: MASTERMIND_THEME=light, the terminal has a light background.
	Clair bool
}

// LitCapacites reads the terminal's capacities from the environment.
func LitCapacites(getenv func(string) string) Capacites {
	term := strings.TrimSpace(getenv("TERM"))
	colorterm := strings.ToLower(strings.TrimSpace(getenv("COLORTERM")))
	force := strings.TrimSpace(getenv("CLICOLOR_FORCE"))
	return Capacites{
		Muet:        term == "" || term == "dumb",
		Force:       force != "" && force != "0",
		Couleurs256: strings.Contains(term, "256color") || colorterm == "truecolor" || colorterm == "24bit",
		Clair:       strings.EqualFold(strings.TrimSpace(getenv("MASTERMIND_THEME")), "light"),
	}
}
