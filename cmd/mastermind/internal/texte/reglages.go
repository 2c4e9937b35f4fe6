package texte

// tableReglages holds the keys reglages.*, for the settings screen.
func tableReglages() map[string]message {
	return map[string]message{
		"reglages.choiximprevu":   {"Rendre l'ordinateur imprévisible contre un humain qui choisit ses codes ?", "Make the computer unpredictable against a human who picks hard codes?"},
		"reglages.choixmodele":    {"Quelle taille de jeu ?", "Which game size?"},
		"reglages.choixstrategie": {"Quelle stratégie pour l'ordinateur ?", "Which strategy for the computer?"},
		"reglages.commande": {
			"Commande qui lance votre programme (par exemple : python3 ma_strategie.py) : ",
			"Command that runs your program (for example: python3 my_strategy.py): "},
		"reglages.commandedefaut": {
			"Commande qui lance votre programme (Entrée : %s) : ",
			"Command that runs your program (Enter: %s): "},
		"reglages.commanderequise": {
			"tapez la commande qui lance votre programme",
			"type the command that runs your program"},
		"reglages.essai": {
			"Essai de %s sur une manche, contre le secret %s…",
			"Trying %s on one round, against secret %s…"},
		"reglages.essairate": {
			"Le programme n'est pas retenu ; l'ordinateur joue toujours %s.",
			"The program is not chosen; the computer still plays %s."},
		"reglages.essaireussi": {
			"Le programme a trouvé %s en %d essais : il est retenu.",
			"The program found %s in %d tries: it is chosen."},
		"reglages.essaireussi1": {
			"Le programme a trouvé %s du premier coup : il est retenu.",
			"The program found %s at the first try: it is chosen."},
		"reglages.explique":     {"L'ordinateur explique ses coups : %s", "The computer explains its moves: %s"},
		"reglages.fond":         {"Fond du terminal : %s", "Terminal background: %s"},
		"reglages.fondchoisi":   {"Fond %s : gardé pour les prochaines fois.", "Background set to %s: kept for the next runs."},
		"reglages.fondclair":    {"clair", "light"},
		"reglages.fondsombre":   {"sombre", "dark"},
		"reglages.imprevisible": {"Ordinateur imprévisible : %s", "Unpredictable computer: %s"},
		"reglages.non":          {"non", "no"},
		"reglages.oui":          {"oui", "yes"},
		"reglages.programme": {
			"Un programme à vous (cmd:…)",
			"A program of yours (cmd:…)"},
		"reglages.resume":    {"%s %d×%d, %s, %s, %s", "%s %d×%d, %s, %s, %s"},
		"reglages.retour":    {"Retour au menu", "Back to the menu"},
		"reglages.sansrep":   {", sans répétition", ", no repeats"},
		"reglages.strategie": {"L'ordinateur joue %s", "The computer plays %s"},
		"reglages.taille":    {"Taille du jeu : %s", "Game size: %s"},
		"reglages.titre":     {"Réglages — %s", "Settings — %s"},
	}
}

// OuiNon is "oui" or "non".
func (c *Catalogue) OuiNon(b bool) string {
	if b {
		return c.T("reglages.oui")
	}
	return c.T("reglages.non")
}
