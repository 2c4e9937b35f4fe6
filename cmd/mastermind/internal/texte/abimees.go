package texte

// tableAbimees are the words of a damaged save chosen in the saved-games
// list.
func tableAbimees() map[string]message {
	return map[string]message{
		// A reason worded by Erreur (a clause), made a sentence of its own
		// above the choices: its first letter in capital (Majuscule), a
		// full stop.
		"sauve.abimee": {"%s.", "%s."},
	}
}
