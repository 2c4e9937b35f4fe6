package texte

// tableRegles holds the keys regles.*, for the rules of the game, as the menu shows them.
func tableRegles() map[string]message {
	return map[string]message{
		"regles.annuler": {
			"  annuler        revient sur le dernier coup ; refaire le rejoue",
			"  undo           takes back the last move; redo plays it again"},
		"regles.avecrepetition": {
			"Une couleur peut se répéter dans un code, sauf dans un jeu sans répétition (Réglages, taille Personnalisé). %s",
			"A colour may repeat in a code, except in a game without repeats (Settings, Custom size). %s"},
		"regles.bien": {
			"  bien placés : les pions de la bonne couleur à la bonne place ;",
			"  right: the pegs of the right colour in the right place;"},
		"regles.but": {
			"Le codeur cache un code secret de %s, chacun de l'une des %s : %s. Le décodeur le cherche en %s au plus : à chaque proposition, le codeur répond par deux nombres.",
			"The coder hides a secret code of %s, each one of the %s: %s. The decoder breaks it in at most %s: to each proposal, the coder answers with two numbers."},
		"regles.commandes": {
			"Pendant une manche, à la place d'un code, tapez :",
			"During a round, instead of a code, type:"},
		"regles.exemple": {
			"L'exemple du cours : le secret est %s, le décodeur propose %s.",
			"The course's example: the secret is %s, the decoder proposes %s."},
		"regles.exempleexplique": {
			"%s : le rouge du 2e pion. %s : l'autre rouge et le jaune. Le vert n'est pas dans le secret : il ne compte pas.",
			"%s: the red of the 2nd peg. %s: the other red and the yellow. Green is not in the secret: it does not count."},
		"regles.indice": {
			"  ?              un indice : un code compatible avec toutes les réponses",
			"  ?              a hint: a code that agrees with every answer"},
		"regles.mal": {
			"  mal placés : les autres pions de la bonne couleur, pas à leur place.",
			"  misplaced: the other pegs of the right colour, not in their place."},
		"regles.malus": {
			"Si %s avait été le dernier essai permis, le malus serait %d + 2 × %d = %s, et le codeur marquerait %d + %d = %s.",
			"Had %s been the last try allowed, the malus would be %d + 2 × %d = %s, and the coder would score %d + %d = %s."},
		"regles.partie": {
			"Une partie contre l'ordinateur a %s : chacun code à son tour, le plus grand total gagne. Un codeur dont une réponse était fausse ne marque rien pour la manche.",
			"A game against the computer has %s: each codes in turn, the higher total wins. A coder who gave a wrong answer scores nothing for the round."},
		"regles.reglages": {
			"Réglages actuels : %s.",
			"Current settings: %s."},
		"regles.repondre": {
			"Quand l'ordinateur cherche votre code, répondez « %s » : les bien placés, puis les mal placés.",
			"When the computer breaks your code, answer \"%s\": the pegs right, then misplaced."},
		"regles.sansrepetition": {
			"Sans répétition, aucun code n'a deux fois la même couleur : ni le code secret, ni aucune proposition, de l'ordinateur comme du joueur. Une proposition qui répète une couleur est refusée.",
			"Without repeats, no code holds a colour twice: neither the secret nor any proposal, the computer's or the player's. A proposal that repeats a colour is refused."},
		"regles.sansrepetitionactif": {
			"%s C'est le cas dans les réglages actuels.",
			"%s The current settings are so."},
		"regles.sauver": {
			"  sauver [nom]   sauvegarde la partie ; quitter la met de côté pour plus tard",
			"  save [name]    saves the game; quit sets it aside for later"},
		"regles.score": {
			"Le score : le codeur marque un point par proposition du décodeur. Si le décodeur n'a pas trouvé en %s, le codeur marque %s plus un malus : les mal placés de la dernière réponse, plus 2 par pion ni bien ni mal placé.",
			"Scoring: the coder scores a point for each proposal of the decoder. When the decoder has not found it in %s, the coder scores %s plus a malus: the misplaced pegs of the last answer, plus 2 for each peg neither right nor misplaced."},
		"regles.suite": {
			"Entrée : la suite",
			"Enter: next page"},
		"regles.titre": {"Règles du jeu (%d/%d)", "How to play (%d/%d)"},
		"regles.unefois": {
			"Chaque pion du secret ne compte qu'une fois.",
			"Each peg of the secret counts once only."},
	}
}
