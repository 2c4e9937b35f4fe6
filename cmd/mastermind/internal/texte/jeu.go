package texte

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"mastermind/couleur"
	"mastermind/plateau"
)

// NomsDeCouleurs lists the names of p's colours as a player reads them
// (see NomDeCouleur), comma-separated.
func NomsDeCouleurs(p couleur.Palette) string {
	noms := make([]string, p.Len())
	for i := range noms {
		noms[i] = NomDeCouleur(p.Couleur(i))
	}
	return strings.Join(noms, ", ")
}

// NomDeCouleur is a colour's name as a player reads it, with its letter
// in brackets when the letter is not the name's initial: "Black (K)",
// whose B is Blue's.
func NomDeCouleur(k couleur.Couleur) string {
	initiale, _ := utf8.DecodeRuneInString(k.Nom)
	if unicode.ToUpper(initiale) == k.Lettre {
		return k.Nom
	}
	return k.Nom + " (" + string(k.Lettre) + ")"
}

// Rendu is how a board is drawn for the player: palette p, the column
// titles of the catalogue's language, colours when enCouleur is set.
func (c *Catalogue) Rendu(p couleur.Palette, enCouleur bool) plateau.Rendu {
	return plateau.Rendu{
		Palette: p,
		Couleur: enCouleur,
		Titres: plateau.Titres{
			Essai: c.T("plateau.essai"), Code: c.T("plateau.code"),
			Bien: c.T("plateau.bien"), Mal: c.T("plateau.mal"), Secret: c.T("plateau.secret"),
		},
	}
}

func tableJeu() map[string]message {
	return map[string]message{
		"plateau.essai":  {"Essai", "Try"},
		"plateau.code":   {"Code", "Code"},
		"plateau.bien":   {"Bien", "Right"},
		"plateau.mal":    {"Mal", "Misplaced"},
		"plateau.secret": {"Secret", "Secret"},

		"invite.choix":         {"Votre choix (1-%d) : ", "Your choice (1-%d): "},
		"invite.choixinvalide": {"Tapez un nombre de 1 à %d.", "Type a number from 1 to %d."},
		"terminal.aide":        {"↑ ↓ ou un chiffre pour choisir, Entrée pour valider, Échap pour revenir", "↑ ↓ or a digit to choose, Enter to confirm, Esc to go back"},

		"jeu.bienvenue":     {"Master Mind — trouvez le code secret, ou faites-le chercher à l'ordinateur.", "Master Mind — break the secret code, or let the computer break yours."},
		"menu.titre":        {"Menu principal — %s", "Main menu — %s"},
		"menu.partie":       {"Jouer contre l'ordinateur (partie en manches, chacun code à son tour)", "Play against the computer (rounds, each codes in turn)"},
		"menu.solo":         {"Solo : trouver le code de l'ordinateur", "Solo: break the computer's code"},
		"menu.duo":          {"Deux joueurs : l'un cache un code, l'autre le cherche", "Two players: one hides a code, the other breaks it"},
		"menu.demo":         {"Démonstration : l'ordinateur cherche seul", "Demonstration: the computer plays alone"},
		"menu.reglages":     {"Réglages", "Settings"},
		"menu.assistant":    {"Assistant pour un vrai plateau (solveur)", "Assistant for a real board (solver)"},
		"menu.stats":        {"Statistiques des stratégies de l'ordinateur", "Statistics of the computer's strategies"},
		"menu.stats.titre":  {"Quelle stratégie jouer contre chaque code secret ?", "Which strategy to play against every secret?"},
		"menu.stats.toutes": {"toutes, côte à côte", "all of them, side by side"},
		"menu.quitter":      {"Quitter", "Quit"},
		"jeu.aurevoir":      {"Au revoir !", "Goodbye!"},
		"jeu.abandon":       {"Partie abandonnée.", "Game abandoned."},
		"jeu.impossible":    {"Impossible : %s.", "Not possible: %s."},

		"reglages.resume":         {"%s %d×%d, %s, %s, %s", "%s %d×%d, %s, %s, %s"},
		"reglages.sansrep":        {", sans répétition", ", no repeats"},
		"reglages.titre":          {"Réglages — %s", "Settings — %s"},
		"reglages.taille":         {"Taille du jeu : %s", "Game size: %s"},
		"reglages.strategie":      {"L'ordinateur joue %s", "The computer plays %s"},
		"reglages.retour":         {"Retour au menu", "Back to the menu"},
		"reglages.choixmodele":    {"Quelle taille de jeu ?", "Which game size?"},
		"reglages.choixstrategie": {"Quelle stratégie pour l'ordinateur ?", "Which strategy for the computer?"},
		"reglages.fait":           {"Réglages : %s.", "Settings: %s."},
		"modele.classique":        {"Classique", "Classic"},
		"modele.original":         {"Original", "Original"},
		"modele.super":            {"Super", "Super"},
		"modele.perso":            {"Personnalisé", "Custom"},
		"modele.detail":           {"%s : %s × %s, %s", "%s: %s × %s, %s"},
		"strategie.lexico":        {"le plus petit code compatible (la stratégie du cours)", "the smallest compatible code (the course's strategy)"},
		"strategie.lexico-desc":   {"le plus grand code compatible (ordre décroissant)", "the largest compatible code (decreasing order)"},
		"strategie.lexico-random": {"ordre croissant depuis un code de départ tiré au hasard", "increasing order from a random starting code"},
		"strategie.lexico-alea":   {"ordre croissant ou décroissant, tiré au hasard à chaque manche", "increasing or decreasing order, drawn each round"},
		"strategie.random":        {"un code compatible tiré au hasard", "a compatible code drawn at random"},
		"strategie.cfc":           {"CFC : couleur, fond, curseur, une couleur après l'autre", "CFC: colour, background, cursor, one colour after another"},
		"strategie.cfc-plus":      {"CFC sans les essais dont la réponse est déjà sûre", "CFC without the tries whose answer is already certain"},
		"strategie.knuth":         {"Knuth : la plus petite des plus grandes classes", "Knuth: the smallest largest class"},
		"strategie.most-parts":    {"Kooi : le plus de réponses différentes", "Kooi: the most different answers"},
		"strategie.entropy":       {"Neuwirth : la plus grande entropie", "Neuwirth: the largest entropy"},
		"strategie.expected-size": {"Irving : la plus petite classe attendue", "Irving: the smallest expected class"},
		"strategie.optimal":       {"Optimale : le minimum exact du nombre moyen d'essais", "Optimal: the exact minimum of the average number of tries"},

		"reglages.imprevisible": {"Ordinateur imprévisible : %s", "Unpredictable computer: %s"},
		"reglages.explique":     {"L'ordinateur explique ses coups : %s", "The computer explains its moves: %s"},
		"reglages.explications": {"L'ordinateur explique ses coups : %s.", "The computer explains its moves: %s."},
		"oui":                   {"oui", "yes"},
		"non":                   {"non", "no"},
		"reglages.choiximprevu": {"Rendre l'ordinateur imprévisible contre un humain qui choisit ses codes ?", "Make the computer unpredictable against a human who picks hard codes?"},
		"imprevu.non":           {"non, il joue toujours de la même façon", "no, it always plays the same way"},
		"imprevu.depart":        {"départ au hasard : ordre croissant depuis un code tiré à chaque manche", "random start: increasing order from a code drawn each round"},
		"imprevu.ordre":         {"ordre au hasard : croissant ou décroissant, tiré à chaque manche", "random order: increasing or decreasing, drawn each round"},
		"imprevu.court.non":     {"non", "no"},
		"imprevu.court.depart":  {"départ au hasard", "random start"},
		"imprevu.court.ordre":   {"ordre au hasard", "random order"},

		"perso.pions":      {"Nombre de pions d'un code (%d à %d, Entrée : %d) : ", "Number of pegs of a code (%d to %d, Enter: %d): "},
		"perso.couleurs":   {"Nombre de couleurs (%d à %d, Entrée : %d) : ", "Number of colours (%d to %d, Enter: %d): "},
		"perso.manches":    {"Nombre de manches, pair (%d à %d, Entrée : %d) : ", "Number of rounds, even (%d to %d, Enter: %d): "},
		"perso.essais":     {"Nombre maximum d'essais par manche (%d à %d, Entrée : %d) : ", "Maximum number of tries per round (%d to %d, Enter: %d): "},
		"perso.entier":     {"tapez un nombre entier de %d à %d", "type a whole number from %d to %d"},
		"perso.repetition": {"Couleurs répétées permises (secret et essais) ? (o/n, Entrée : o) : ", "Repeated colours allowed (secret and guesses)? (y/n, Enter: y): "},
		"perso.ouinon":     {"tapez o pour oui ou n pour non", "type y for yes or n for no"},
		"perso.nom":        {"Nom de la seule couleur : ", "Name of the only colour: "},
		"perso.noms":       {"Noms des %d couleurs, séparés par des virgules : ", "Names of the %d colours, separated by commas: "},
		"perso.nomdefaut":  {"Nom de la seule couleur (Entrée : %s) : ", "Name of the only colour (Enter: %s): "},
		"perso.nomsdefaut": {"Noms des %d couleurs, séparés par des virgules (Entrée : %s) : ", "Names of the %d colours, separated by commas (Enter: %s): "},
		"perso.nomsrequis": {"tapez les %d noms, séparés par des virgules", "type the %d names, separated by commas"},
		"perso.nombrenoms": {"il faut %s, vous en avez donné %d", "%s are needed; you gave %d"},

		"jeu.proposition":    {"Essai %d sur %d : ", "Try %d of %d: "},
		"jeu.propositionnom": {"%s, essai %d sur %d : ", "%s, try %d of %d: "},
		"jeu.aidedecodeur": {
			"Tapez un code de %s parmi %s, ou : ? (un indice), annuler, refaire, sauver [nom], quitter.",
			"Type a code of %s among %s, or: ? (a hint), undo, redo, save [name], quit."},
		"jeu.aidecodeur": {
			"Répondez par les bien placés puis les mal placés (par exemple 1 2), ou : annuler (corrige la réponse précédente), sauver [nom], quitter.",
			"Answer with the pegs right then misplaced (for example 1 2), or: undo (corrects the previous answer), save [name], quit."},
		"jeu.ordipropose":       {"Essai %d : l'ordinateur propose %s", "Try %d: the computer proposes %s"},
		"jeu.reponse":           {"Bien placés et mal placés : ", "Right and misplaced: "},
		"jeu.revele":            {"Quel était votre code secret (%s) ? ", "What was your secret code (%s)? "},
		"jeu.formatreponse":     {"tapez deux nombres de 0 à %d, bien placés puis mal placés, par exemple 1 2", "type two numbers from 0 to %d, right then misplaced, for example 1 2"},
		"jeu.indice":            {"Indice : %s est compatible avec toutes les réponses (codes possibles : %s).", "Hint: %s agrees with every answer (possible codes: %s)."},
		"jeu.sansindice":        {"Aucun code ne correspond à toutes les réponses.", "No code agrees with every answer."},
		"jeu.annule":            {"Essai %d annulé.", "Try %d undone."},
		"jeu.rienaannuler":      {"Rien à annuler : le plateau est vide.", "Nothing to undo: the board is empty."},
		"jeu.refait":            {"Essai %d rejoué.", "Try %d played again."},
		"jeu.rienarefaire":      {"Rien à refaire.", "Nothing to redo."},
		"jeu.incoherent":        {"Aucun code ne correspond à toutes vos réponses : l'une d'elles au moins est fausse.", "No code agrees with all your answers: at least one of them is wrong."},
		"jeu.sauvegardeindispo": {"La sauvegarde n'est pas possible dans ce mode.", "Saving is not available in this mode."},
		"jeu.restants":          {"Essais restants : %d.", "Tries left: %d."},
		"jeu.restantsscore":     {"Essais restants : %d. Manche %d sur %d, score — vous : %d, ordinateur : %d.", "Tries left: %d. Round %d of %d, score — you: %d, computer: %d."},
		"jeu.orditrouve":        {"L'ordinateur a trouvé %s en %d essais.", "The computer found %s in %d tries."},
		"jeu.orditrouve1":       {"L'ordinateur a trouvé %s du premier coup.", "The computer found %s at the first try."},
		"jeu.gagne":             {"Bravo, trouvé en %d essais !", "Well done, found in %d tries!"},
		"jeu.gagne1":            {"Bravo, trouvé du premier coup !", "Well done, found at the first try!"},
		"jeu.ordiechoue":        {"L'ordinateur n'a pas trouvé en %s ; votre code était %s.", "The computer did not find it in %s; your code was %s."},
		"jeu.perdu":             {"Perdu : %s n'ont pas suffi ; le code secret était %s.", "Lost: %s were not enough; the secret code was %s."},
		"jeu.perdu1":            {"Perdu : %s n'a pas suffi ; le code secret était %s.", "Lost: %s was not enough; the secret code was %s."},
		"jeu.pointsjoueur":      {"Pour vous : %s.", "For you: %s."},
		"jeu.pointsjoueurmalus": {"Pour vous : %s, dont %s de malus pour l'ordinateur.", "For you: %s, %s of them the computer's malus."},
		"jeu.pointsordi":        {"Pour l'ordinateur : %s.", "For the computer: %s."},
		"jeu.pointsordimalus":   {"Pour l'ordinateur : %s, dont %s de malus pour vous.", "For the computer: %s, %s of them your malus."},
		"jeu.secretinvalide":    {"Le code %s répète une couleur, ce que la partie ne permet pas.", "The code %s repeats a colour, which this game does not allow."},
		"jeu.erreurs":           {"Pour le code %s, ces réponses étaient fausses :", "For the code %s, these answers were wrong:"},
		"jeu.erreur":            {"  essai %d, %s : vous avez répondu %s, la bonne réponse était %s", "  try %d, %s: you answered %s, the right answer was %s"},
		"jeu.reponsemots":       {"%s et %s", "%s and %s"},
		"jeu.triche":            {"Erreur ou triche : aucun point pour vous dans cette manche.", "Mistake or cheating: no point for you in this round."},

		"solo.intro":   {"L'ordinateur a choisi un code de %s parmi %s. Trouvez-le en %s au plus.", "The computer chose a code of %s among %s. Find it in at most %s."},
		"duo.secret":   {"Joueur 1, tapez votre code secret (%s parmi %s) ; il reste caché : ", "Player 1, type your secret code (%s among %s); it stays hidden: "},
		"duo.pret":     {"Code secret enregistré. Joueur 2, à vous : %s au plus.", "Secret code saved. Player 2, your turn: at most %s."},
		"duo.joueur2":  {"Joueur 2", "Player 2"},
		"demo.intro":   {"Démonstration : %s cherche le code %s, choisi au hasard.", "Demonstration: %s breaks the code %s, drawn at random."},
		"partie.intro": {"Partie en %s. Le codeur marque les essais de son adversaire : le plus grand total gagne. Codes de %s parmi %s, %s au plus.", "A game of %s. The coder scores the opponent's tries: the higher total wins. Codes of %s among %s, at most %s."},
		"partie.score": {"Score — vous : %d, ordinateur : %d.", "Score — you: %d, computer: %d."},
		"partie.manchehumain": {
			"Manche %d sur %d : vous cherchez le code de l'ordinateur.",
			"Round %d of %d: you break the computer's code."},
		"partie.mancheordi": {
			"Manche %d sur %d : l'ordinateur cherche votre code.",
			"Round %d of %d: the computer breaks your code."},
		"partie.pensez": {
			"Pensez à un code de %s parmi %s%s, sans le taper. Tapez ? pour voir les codes les plus difficiles pour l'ordinateur.",
			"Think of a code of %s among %s%s, without typing it. Type ? to see the codes hardest for the computer."},
		"partie.pret":         {"Entrée quand vous êtes prêt : ", "Enter when you are ready: "},
		"partie.pretinvalide": {"appuyez sur Entrée, ou tapez ?", "press Enter, or type ?"},
		"partie.calcul":       {"Calcul des codes les plus difficiles pour %s…", "Finding the codes hardest for %s…"},
		"partie.difficiles": {
			"Codes qui demandent le plus d'essais à %s (%s) : %s",
			"Codes that take %s the most tries (%s): %s"},
		"partie.difficilesplus": {"…\u00a0et\u00a0%s", "…\u00a0and\u00a0%s"},
		"partie.sansrep":        {" (sans répétition)", " (no repeats)"},
		"partie.fin":            {"Fin de la partie — vous : %d, ordinateur : %d.", "End of the game — you: %d, computer: %d."},
		"partie.nul":            {"Match nul !", "A draw!"},
		"partie.gagne":          {"Vous avez gagné !", "You won!"},
		"partie.perdu":          {"L'ordinateur a gagné.", "The computer won."},
		"partie.annulations":    {"Coups annulés pendant la partie : %d.", "Moves undone during the game: %d."},
	}
}
