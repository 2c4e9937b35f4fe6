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
		// The hidden secret of two players, typed on its own row.
		"ecran.cache": {
			"Joueur\u00a01 : cachez votre code — joueur\u00a02, ne regardez pas",
			"Player\u00a01: hide your code — player\u00a02, look away"},
		"ecran.bouton.cache": {"[Cacher ⏎]", "[Hide ⏎]"},
		"ecran.dejajoue": {
			"Ce code est déjà l'essai %d : changez au moins un pion.",
			"This code is try %d already: change at least one peg."},
		"ecran.court.dejajoue": {"Déjà joué (essai %d).", "Played already (try %d)."},
		"ecran.plusbas":        {"encore %s", "%s to go"},
		"ecran.plushaut":       {"%s plus haut", "%s above"},
		"ecran.mot":            {"Commande : ", "Command: "},
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
		"ecran.touches.secret": {"F1 aide · Tab montre/cache · Entrée valide · Échap retour", "F1 help · Tab shows/hides · Enter confirms · Esc back"},
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
				"?\tindice dans la rangée\n" +
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
				"?\thint, put in the row\n" +
				"- +\tundo, redo\n" +
				"^S ^Q\tsave, set aside\n" +
				": word\ta command (save…)\n" +
				"Esc\tthe menu\n" +
				"click\tcolour, peg, button"},
		// The help of an answer to the computer: digits are numbers there.
		"ecran.aide.reponse": {
			"chiffre\tle nombre au curseur\n" +
				"← →\tbien placés, mal placés\n" +
				"↑ ↓\tchange le nombre\n" +
				"Retour arrière\tefface un nombre\n" +
				"Entrée\tdonne la réponse\n" +
				"- +\tannuler, refaire\n" +
				"^S ^Q\tsauver, mettre de côté\n" +
				": mot\tune commande (sauver…)\n" +
				"Échap\tle menu\n" +
				"clic\tnombre, bouton",
			"digit\tthe number at the cursor\n" +
				"← →\tright, misplaced\n" +
				"↑ ↓\tchanges the number\n" +
				"Backspace\tclears a number\n" +
				"Enter\tgives the answer\n" +
				"- +\tundo, redo an answer\n" +
				"^S ^Q\tsave, set aside\n" +
				": word\ta command (save…)\n" +
				"Esc\tthe menu\n" +
				"click\tnumber, button"},
		// The help of a hidden secret: nothing is drawn in colour.
		"ecran.aide.secret": {
			"lettre/chiffre\tpose, masque et avance\n" +
				"← →\tchange de pion\n" +
				"↑ ↓\tchange la couleur\n" +
				"Tab\tmontre ou cache le code\n" +
				"Retour arrière\tefface un pion\n" +
				"Entrée\tvalide le code secret\n" +
				"Échap ^Q\trevient sans jouer\n" +
				"clic\tcouleur, pion, bouton",
			"letter/digit\tputs, masks, moves on\n" +
				"← →\tmoves between pegs\n" +
				"↑ ↓\tchanges the colour\n" +
				"Tab\tshows or hides the code\n" +
				"Backspace\tclears a peg\n" +
				"Enter\tconfirms the secret code\n" +
				"Esc ^Q\tgoes back without playing\n" +
				"click\tcolour, peg, button"},
		"ecran.aide.secret.corrige": {"-\tcorrige la réponse", "-\ttakes the last answer back"},
		"ecran.touches.regles": {
			"Entrée : page suivante · ← : page d'avant · Échap : retour au jeu",
			"Enter: next page · ←: page before · Esc: back to the game"},
		"ecran.touches.regles.courte": {"Entrée suite · ← avant · Échap jeu", "Enter next · ← back · Esc game"},
		"ecran.incoherent": {
			"Vos réponses se contredisent : - corrige la dernière, ou donnez votre code.",
			"Your answers contradict each other: - corrects the last, or give your code."},
		"ecran.perdu":          {"Perdu : %s n'ont pas suffi.", "Lost: %s were not enough."},
		"ecran.perdu1":         {"Perdu : %s n'a pas suffi.", "Lost: %s was not enough."},
		"ecran.scores":         {"vous %d · ordinateur %d", "you %d · computer %d"},
		"ecran.mode.solo":      {"Solo", "Solo"},
		"ecran.mode.duo":       {"Deux joueurs", "Two players"},
		"ecran.mode.partie":    {"Contre l'ordinateur", "Against the computer"},
		"ecran.menu.titre":     {"Menu", "Menu"},
		"ecran.menu.continuer": {"Continuer", "Continue"},
		"ecran.menu.sauver":    {"Sauver", "Save"},
		"ecran.menu.cote":      {"Mettre la partie de côté", "Set the game aside"},
		"ecran.menu.regles":    {"Règles", "Rules"},
		// Shorter wordings of the board's messages, for a screen with
		// no room to wrap the whole sentence (40 × 12).
		"ecran.court.indice":            {"Indice : %s (%s possibles)", "Hint: %s (%s possible)"},
		"ecran.court.indice1":           {"Indice : %s (%s possible)", "Hint: %s (%s possible)"},
		"ecran.court.incoherent":        {"Réponses contradictoires : - corrige", "Answers contradict: - corrects"},
		"ecran.court.sauvefait":         {"Sauvegardée sous « %s ».", "Saved as %q."},
		"ecran.court.sauveauto":         {"Sauvegardée après chaque coup.", "Saved after every move."},
		"ecran.court.inconnue":          {"« %s » n'est pas une couleur.", "%q is not a colour."},
		"ecran.court.repetition":        {"Une couleur y est deux fois.", "A colour is there twice."},
		"ecran.court.reponseincomplete": {"Donnez les deux nombres.", "Give both numbers."},
		"ecran.court.sansindice":        {"Aucun code possible.", "No code possible."},
		"ecran.court.sauveindispo":      {"Pas de sauvegarde ici.", "No saving here."},
		"ecran.court.pasici":            {"Le code secret, ou ^Q pour quitter.", "The secret code, or ^Q to quit."},
		// The sentences that open a round, shorter.
		"ecran.court.solo.intro":     {"Code de %s parmi %s, en %s au plus.", "A code of %s among %s, in at most %s."},
		"ecran.court.partie.intro":   {"Partie en %s : le codeur marque les essais de l'autre.", "A game of %s: the coder scores the other's tries."},
		"ecran.court.sansrepetition": {"Sans répétition : jamais deux fois une couleur.", "No repeats: never a colour twice."},
		// A key that is neither a colour nor one of a secret's: the
		// sentence names nothing of what was typed.
		"ecran.secret.refusee": {
			"Touche refusée : le code secret ne prend que des couleurs (F1 liste les touches).",
			"Key refused: the secret code takes colours only (F1 lists the keys)."},
		"ecran.court.secret.refusee": {"Touche refusée : des couleurs seulement.", "Key refused: colours only."},
		// The status line while a secret is typed: the key that shows it.
		"ecran.statut.secret.masque": {"masqué · Tab montre", "masked · Tab shows"},
		"ecran.statut.secret.montre": {"VISIBLE · Tab cache", "SHOWN · Tab hides"},
		"ecran.touches.regles.fin": {
			"Entrée ou Échap : retour au jeu · ← : page d'avant",
			"Enter or Esc: back to the game · ←: page before"},
		"ecran.touches.regles.fin.courte": {"Entrée jeu · ← avant · Échap jeu", "Enter game · ← back · Esc game"},
		"ecran.commandeinconnue": {
			"« %s » n'est pas une commande ; F1 liste les touches et les commandes.",
			"%q is not a command; F1 lists the keys and commands."},
		"ecran.court.commandeinconnue": {"Commande inconnue : « %s ».", "Unknown command: %q."},
		"ecran.court.sanscode":         {"Aucun code ne donne cette réponse.", "No code gives this answer."},
		"ecran.touches.secret.courte":  {"F1 aide · Tab montre · Entrée · Échap", "F1 help · Tab shows · Enter · Esc"},
	}
}
