package texte

// tableJeu holds the keys jeu.*, for a round being played: proposals, answers, hints, undo, the end of a round.
func tableJeu() map[string]message {
	return map[string]message{
		"jeu.abandon": {"Partie abandonnée.", "Game abandoned."},
		"jeu.abandonsanscoup": {
			"Partie abandonnée avant son premier coup : rien à reprendre.",
			"Game abandoned before its first move: nothing to resume."},
		"jeu.aidesaisie": {
			"Tapez un code de %s parmi %s, puis Entrée ; ou une commande : ? (un indice), annuler, refaire, sauver [nom], quitter.",
			"Type a code of %s among %s, then Enter; or a command: ? (a hint), undo, redo, save [name], quit."},
		"jeu.aidereponse": {
			"Répondez à l'essai de l'ordinateur : %s ; ou une commande : annuler (corrige la réponse précédente), sauver [nom], quitter.",
			"Answer the computer's try: %s; or a command: undo (corrects the previous answer), save [name], quit."},
		"jeu.incoherentcorrige": {
			"Tapez « annuler » pour corriger votre dernière réponse, ou votre code secret pour finir la manche.",
			"Type \"undo\" to correct your last answer, or your secret code to end the round."},
		"jeu.masque.lettre":     {"un des pions n'est pas une couleur", "one of the pegs is not a colour"},
		"jeu.masque.repetition": {"un code secret ne peut pas répéter une couleur", "a secret code cannot repeat a colour"},
		"jeu.saisievide": {
			"tapez un code de %s parmi %s, ou « aide »",
			"type a code of %s among %s, or \"help\""},
		"jeu.aidecodeur": {
			"Répondez par les bien placés puis les mal placés (par exemple 1 2), ou : annuler (corrige la réponse précédente), sauver [nom], quitter.",
			"Answer with the pegs right then misplaced (for example 1 2), or: undo (corrects the previous answer), save [name], quit."},
		"jeu.aidedecodeur": {
			"Tapez un code de %s parmi %s, ou : ? (un indice), annuler, refaire, sauver [nom], quitter.",
			"Type a code of %s among %s, or: ? (a hint), undo, redo, save [name], quit."},
		"jeu.annulations":   {"Coups annulés : %d.", "Moves undone: %d."},
		"jeu.annule":        {"Essai %d annulé.", "Try %d undone."},
		"jeu.aurevoir":      {"Au revoir !", "Goodbye!"},
		"jeu.bienvenue":     {"Master Mind — trouvez le code secret, ou faites-le chercher à l'ordinateur.", "Master Mind — break the secret code, or let the computer break yours."},
		"jeu.erreur":        {"  essai %d, %s : vous avez répondu %s, la bonne réponse était %s", "  try %d, %s: you answered %s, the right answer was %s"},
		"jeu.erreur.court":  {"  essai %d, %s : %s au lieu de %s", "  try %d, %s: %s instead of %s"},
		"jeu.erreurs":       {"Pour le code %s, ces réponses étaient fausses :", "For the code %s, these answers were wrong:"},
		"jeu.erreurs.court": {"Pour le code %s, ces réponses (bien placés, mal placés) étaient fausses :", "For the code %s, these answers (right, misplaced) were wrong:"},
		"jeu.formatreponse": {"tapez deux nombres de 0 à %d, bien placés puis mal placés, par exemple 1 2", "type two numbers from 0 to %d, right then misplaced, for example 1 2"},
		"jeu.gagne":         {"Bravo, trouvé en %d essais !", "Well done, found in %d tries!"},
		"jeu.gagne1":        {"Bravo, trouvé du premier coup !", "Well done, found at the first try!"},
		"jeu.impossible":    {"Impossible : %s.", "Not possible: %s."},
		"jeu.incoherent":    {"Aucun code ne correspond à toutes vos réponses : l'une d'elles au moins est fausse.", "No code agrees with all your answers: at least one of them is wrong."},
		"jeu.indice":        {"Indice : %s est compatible avec toutes les réponses (codes possibles : %s).", "Hint: %s agrees with every answer (possible codes: %s)."},
		"jeu.misedecote": {
			"Partie mise de côté : reprenez-la depuis le menu, ou avec « %s ».",
			"Game set aside: resume it from the menu, or with \"%s\"."},
		"jeu.ordiechoue":  {"L'ordinateur n'a pas trouvé en %s ; votre code était %s.", "The computer did not find it in %s; your code was %s."},
		"jeu.ordipropose": {"Essai %d : l'ordinateur propose %s", "Try %d: the computer proposes %s"},
		"jeu.orditrouve":  {"L'ordinateur a trouvé %s en %d essais.", "The computer found %s in %d tries."},
		"jeu.orditrouve1": {"L'ordinateur a trouvé %s du premier coup.", "The computer found %s at the first try."},
		"jeu.pasdindice": {
			"pas d'indice ici : c'est l'ordinateur qui cherche votre code ; %s",
			"no hint here: the computer is breaking your code; %s"},
		"jeu.perdu":             {"Perdu : %s n'ont pas suffi ; le code secret était %s.", "Lost: %s were not enough; the secret code was %s."},
		"jeu.perdu1":            {"Perdu : %s n'a pas suffi ; le code secret était %s.", "Lost: %s was not enough; the secret code was %s."},
		"jeu.pointsjoueur":      {"Pour vous : %s.", "For you: %s."},
		"jeu.pointsjoueurmalus": {"Pour vous : %s, dont %s de malus pour l'ordinateur.", "For you: %s, %s of them the computer's malus."},
		"jeu.pointsordi":        {"Pour l'ordinateur : %s.", "For the computer: %s."},
		"jeu.pointsordimalus":   {"Pour l'ordinateur : %s, dont %s de malus pour vous.", "For the computer: %s, %s of them your malus."},
		"jeu.proposition":       {"Essai %d sur %d : ", "Try %d of %d: "},
		"jeu.propositionnom":    {"%s, essai %d sur %d : ", "%s, try %d of %d: "},
		"jeu.refait":            {"Essai %d rejoué.", "Try %d played again."},
		"jeu.reponse":           {"Bien placés et mal placés : ", "Right and misplaced: "},
		"jeu.reponsemots":       {"%s et %s", "%s and %s"},
		"jeu.restants":          {"Essais restants : %d.", "Tries left: %d."},
		"jeu.restantsscore":     {"Essais restants : %d. Manche %d sur %d, score — vous : %d, ordinateur : %d.", "Tries left: %d. Round %d of %d, score — you: %d, computer: %d."},
		"jeu.revele":            {"Quel était votre code secret (%s) ? ", "What was your secret code (%s)? "},
		"jeu.rienaannuler":      {"Rien à annuler : le plateau est vide.", "Nothing to undo: the board is empty."},
		"jeu.rienarefaire":      {"Rien à refaire.", "Nothing to redo."},
		"jeu.sansindice":        {"Aucun code ne correspond à toutes les réponses.", "No code agrees with every answer."},
		"jeu.sanssauvegardes": {
			"Les parties ne seront pas sauvegardées : ni %s ne nomment un dossier (un chemin absolu). Définissez %s, ou choisissez un dossier avec --saves ; en attendant, vous pouvez jouer.",
			"Games will not be saved: neither %s names a folder (an absolute path). Set %s, or choose a folder with --saves; meanwhile, you can play."},
		"jeu.sansreglages": {
			"Vos réglages ne seront pas gardés pour la prochaine fois : ni %s ne nomment un dossier (un chemin absolu). Définissez l'un d'eux.",
			"Your settings will not be kept for next time: neither %s names a folder (an absolute path). Set one of them."},
		"jeu.sauvegardeindispo": {"La sauvegarde n'est pas possible dans ce mode.", "Saving is not available in this mode."},
		"jeu.secretinvalide":    {"Le code %s répète une couleur, ce que la partie ne permet pas.", "The code %s repeats a colour, which this game does not allow."},
		"jeu.triche":            {"Erreur ou triche : aucun point pour vous dans cette manche.", "Mistake or cheating: no point for you in this round."},
	}
}
