package texte

// tableEcran holds the sentences of the game screen (package ecran): the
// board that stays in place on a capable terminal.
func tableEcran() map[string]message {
	return map[string]message{
		"ecran.petit": {
			"Agrandissez la fenêtre : le plateau demande au moins %d × %d cases (elle en a %d × %d).",
			"Please enlarge the window: the board needs at least %d × %d cells (it has %d × %d)."},
		"ecran.taille":   {"%s, %s", "%s, %s"},
		"ecran.manche":   {"manche %d/%d", "round %d/%d"},
		"ecran.restant":  {"%s restant", "%s left"},
		"ecran.restants": {"%s restants", "%s left"},
		"ecran.bouton":   {"[Jouer ⏎]", "[Play ⏎]"},
		"ecran.secret":   {"=", "="},
		"ecran.plusbas":  {"encore %s", "%s to go"},
		"ecran.plushaut": {"%s plus haut", "%s above"},
		"ecran.mot":      {"Commande : ", "Command: "},
		"ecran.consigne": {
			"Choisissez %s : une lettre, un chiffre, ou ↑ ↓",
			"Pick %s: a letter, a digit, or ↑ ↓"},
		"ecran.consigne.courte":         {"%s : lettre, chiffre, ou ↑ ↓", "%s: letter, digit, or ↑ ↓"},
		"ecran.consigne.reponse.courte": {"Bien placés, mal placés : 2 chiffres", "Right, misplaced: two digits"},
		"ecran.consigne.reponse": {
			"Répondez : bien placés puis mal placés (deux chiffres)",
			"Answer: right, then misplaced (two digits)"},
		"ecran.consigne.secret": {
			"Code secret, %s : il reste caché",
			"Secret code, %s: it stays hidden"},
		"ecran.manque":            {"Il manque %s : complétez la rangée.", "%s missing: complete the row."},
		"ecran.reponseincomplete": {"Donnez les deux nombres : bien placés, puis mal placés.", "Give both numbers: right, then misplaced."},
		"ecran.tropgrand":         {"Au plus %s.", "At most %s."},
		"ecran.repetitionmasquee": {
			"Une couleur y est deux fois : cette partie est sans répétition.",
			"A colour is there twice: this game has no repeats."},
		"ecran.pasdindice": {"Pas d'indice ici.", "No hint here."},
		"ecran.pasici":     {"Tapez le code secret, ou Ctrl-Q pour quitter.", "Type the secret code, or Ctrl-Q to quit."},
		"ecran.inconnue":   {"« %s » n'est pas une couleur ; F1 liste les touches.", "%q is not a colour; F1 lists the keys."},
		"ecran.touches": {
			"F1 aide · ? indice · - annuler · + refaire · ^S sauver · ^Q de côté · Échap menu",
			"F1 help · ? hint · - undo · + redo · ^S save · ^Q set aside · Esc menu"},
		"ecran.touches.courte": {
			"F1 aide  ? indice  - annuler  + refaire\n^S sauver  ^Q de côté  Échap menu",
			"F1 help  ? hint  - undo  + redo\n^S save  ^Q set aside  Esc menu"},
		"ecran.touches.reponse": {
			"F1 aide · ↑ ↓ changent · - annuler · ^S sauver · Échap menu",
			"F1 help · ↑ ↓ change · - undo · ^S save · Esc menu"},
		"ecran.touches.reponse.courte": {
			"F1 aide  ↑ ↓ changent  - annuler\n^S sauver  Échap menu",
			"F1 help  ↑ ↓ change  - undo\n^S save  Esc menu"},
		"ecran.touches.secret": {"F1 aide · Entrée valide · Échap retour", "F1 help · Enter confirms · Esc back"},
		"ecran.touches.aide":   {"Une touche ferme l'aide", "Any key closes the help"},
		"ecran.touches.menu":   {"↑ ↓ 1-4, Entrée choisit, Échap revient", "↑ ↓ 1-4, Enter picks, Esc goes back"},
		"ecran.touches.mot":    {"Entrée valide · Échap efface", "Enter confirms · Esc clears"},
		"ecran.aide.titre":     {"Les touches", "The keys"},
		// The help overlay: one key a line, the key and what it does
		// apart by a tab.
		"ecran.aide": {
			"lettre/chiffre\tpose la couleur, avance\n" +
				"← →\tchange de pion\n" +
				"↑ ↓\tchange la couleur\n" +
				"↑ rangée vide\treprend l'essai d'avant\n" +
				"Retour arrière\tefface un pion\n" +
				"Entrée\tjoue la rangée\n" +
				"?\tindice\n" +
				"- +\tannuler, refaire\n" +
				"^S ^Q\tsauver, mettre de côté\n" +
				": mot\tune commande (sauver…)\n" +
				"Échap\tle menu\n" +
				"clic\tcouleur, pion, bouton",
			"letter/digit\tputs a colour, moves on\n" +
				"← →\tmoves between pegs\n" +
				"↑ ↓\tchanges the colour\n" +
				"↑ on empty row\trecalls the last guess\n" +
				"Backspace\tclears a peg\n" +
				"Enter\tplays the row\n" +
				"?\thint\n" +
				"- +\tundo, redo\n" +
				"^S ^Q\tsave, set aside\n" +
				": word\ta command (save…)\n" +
				"Esc\tthe menu\n" +
				"click\tcolour, peg, button"},
		"ecran.incoherent": {
			"Vos réponses se contredisent : - corrige la dernière, ou donnez votre code.",
			"Your answers contradict each other: - corrects the last, or give your code."},
		"ecran.perdu":          {"Perdu : %s n'ont pas suffi.", "Lost: %s were not enough."},
		"ecran.perdu1":         {"Perdu : %s n'a pas suffi.", "Lost: %s was not enough."},
		"ecran.retourjeu":      {"Entrée : retour au plateau", "Enter: back to the board"},
		"ecran.scores":         {"vous %d · ordinateur %d", "you %d · computer %d"},
		"ecran.mode.solo":      {"Solo", "Solo"},
		"ecran.mode.duo":       {"Deux joueurs", "Two players"},
		"ecran.mode.partie":    {"Contre l'ordinateur", "Against the computer"},
		"ecran.menu.titre":     {"Menu", "Menu"},
		"ecran.menu.continuer": {"Continuer", "Continue"},
		"ecran.menu.sauver":    {"Sauver", "Save"},
		"ecran.menu.cote":      {"Mettre la partie de côté", "Set the game aside"},
		"ecran.menu.regles":    {"Règles", "Rules"},
	}
}
