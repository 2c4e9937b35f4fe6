package texte

// tableReprise holds the keys reprise.*, for resuming a saved game.
func tableReprise() map[string]message {
	return map[string]message{
		"reprise.essai":       {"essai %d", "try %d"},
		"reprise.format":      {"02/01 15:04", "Jan 2, 15:04"},
		"reprise.intro":       {"Reprise de « %s » : %s.", "Resuming %q: %s."},
		"reprise.manche":      {", manche %d/%d", ", round %d/%d"},
		"reprise.mancheessai": {"manche %d/%d, essai %d", "round %d/%d, try %d"},
		"reprise.resume":      {"%s %d×%d%s, essai %d, %s", "%s %d×%d%s, try %d, %s"},
	}
}
