package texte

// tableSolo holds the keys solo.*, for the solo mode.
func tableSolo() map[string]message {
	return map[string]message{
		"solo.intro": {"L'ordinateur a choisi un code de %s parmi %s. Trouvez-le en %s au plus.", "The computer chose a code of %s among %s. Find it in at most %s."},
	}
}
