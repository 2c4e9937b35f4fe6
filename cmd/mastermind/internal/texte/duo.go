package texte

// tableDuo holds the keys duo.*, for the duo mode: one player chooses the secret, the other finds it.
func tableDuo() map[string]message {
	return map[string]message{
		"duo.joueur2": {"Joueur 2", "Player 2"},
		"duo.pret":    {"Code secret choisi. Joueur 2, à vous : %s au plus.", "Secret code set. Player 2, your turn: at most %s."},
		"duo.secret":  {"Joueur 1, tapez votre code secret (%s parmi %s) ; il reste caché : ", "Player 1, type your secret code (%s among %s); it stays hidden: "},
	}
}
