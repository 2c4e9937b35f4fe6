package texte

// tableRegles holds the rules of the game as the rules screen states them,
// one key per rule.
func tableRegles() map[string]message {
	return map[string]message{
		"regles.sansrepetition": {
			"Sans répétition, aucun code n'a deux fois la même couleur : ni le code secret, ni aucune proposition, de l'ordinateur comme du joueur. Une proposition qui répète une couleur est refusée.",
			"Without repeats, no code holds a colour twice: neither the secret nor any proposal, the computer's or the player's. A proposal that repeats a colour is refused."},
	}
}
