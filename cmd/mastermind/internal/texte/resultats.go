package texte

// tableResultats holds the keys resultats.*: a person's results read from
// the history (mastermind history, the menu's "Mes résultats").
func tableResultats() map[string]message {
	return map[string]message{
		"resultats.vide": {
			"Aucune manche dans votre historique pour l'instant : chaque manche que vous finissez y est ajoutée.",
			"No round in your history yet: every round you finish is added to it."},
		"resultats.taille1": {
			"%s : %s, dont %s gagnée.",
			"%s: %s, %s won."},
		"resultats.taille": {
			"%s : %s, dont %s gagnées.",
			"%s: %s, %s won."},
		"resultats.taillemanches1": {
			"%s : %s en %s, dont %s gagnée.",
			"%s: %s in %s, %s won."},
		"resultats.taillemanches": {
			"%s : %s en %s, dont %s gagnées.",
			"%s: %s in %s, %s won."},
		"resultats.essais": {
			"Essais pour trouver : %s en moyenne, au mieux %s.",
			"Tries to find the code: %s on average, %s at best."},
		"resultats.note1": {
			"Appréciation moyenne de vos essais : %s sur 4 (%s noté ; 4 : le meilleur possible, 0 : sans information).",
			"Average grade of your guesses: %s out of 4 (%s graded; 4: best possible, 0: no information)."},
		"resultats.note": {
			"Appréciation moyenne de vos essais : %s sur 4 (%s notés ; 4 : le meilleur possible, 0 : sans information).",
			"Average grade of your guesses: %s out of 4 (%s graded; 4: best possible, 0: no information)."},
		"resultats.vous": {
			"Vous",
			"You"},
		"resultats.reference": {
			"%s, tous les secrets",
			"%s, every secret"},
		"resultats.sansreference": {
			"Pas de comparaison avec une stratégie pour cette taille : elle prendrait trop longtemps à calculer.",
			"No comparison with a strategy for this size: it would take too long to compute."},
		"resultats.recentes": {
			"Dernières manches :",
			"Latest rounds:"},
		"resultats.recente": {
			"  n° %d  %s  %s, %s, %s",
			"  #%d  %s  %s, %s, %s"},
		"resultats.trouvee": {
			"trouvée en %s",
			"found in %s"},
		"resultats.perdue": {
			"pas trouvée",
			"not found"},
		"resultats.ordi.trouvee": {
			"l'ordinateur a trouvé votre code en %s",
			"the computer found your code in %s"},
		"resultats.ordi.perdue": {
			"l'ordinateur n'a pas trouvé votre code",
			"the computer did not find your code"},
		"resultats.manchede": {
			"%s (manche %d sur %d)",
			"%s (round %d of %d)"},
		"resultats.partiegagnee": {
			" ; partie gagnée %d à %d",
			"; game won %d to %d"},
		"resultats.partieperdue": {
			" ; partie perdue %d à %d",
			"; game lost %d to %d"},
		"resultats.partienulle": {
			" ; partie nulle %d à %d",
			"; game drawn %d to %d"},
		"resultats.ouvrir": {
			"Pour l'analyse d'une manche : « %s ».",
			"To analyse a round: \"%s\"."},
		"resultats.indisponible": {
			"Vos résultats ne sont pas gardés : aucun dossier pour l'historique (définissez %s).",
			"Your results are not kept: no folder for the history (set %s)."},
		"resultats.menu": {
			"Ouvrir l'analyse d'une manche :",
			"Open a round's analysis:"},
		"resultats.effacer": {
			"Effacer l'historique",
			"Erase the history"},
		"resultats.retour": {
			"Retour au menu",
			"Back to the menu"},
		"resultats.effacer.question": {
			"Effacer tout l'historique (%s) ? Vos résultats repartiront de zéro.",
			"Erase the whole history (%s)? Your results will start again from zero."},
		"resultats.effacer.non": {
			"Non, garder l'historique",
			"No, keep the history"},
		"resultats.effacer.oui": {
			"Oui, tout effacer",
			"Yes, erase it all"},
		"resultats.effacer.echec": {
			"L'historique n'a pas pu être effacé : %s.",
			"The history could not be erased: %s."},
		"resultats.efface": {
			"Historique effacé.",
			"History erased."},
		"resultats.abimee1": {
			"%s ligne de l'historique ne se lit pas et est ignorée.",
			"%s line of the history does not read and is skipped."},
		"resultats.abimees": {
			"%s lignes de l'historique ne se lisent pas et sont ignorées.",
			"%s lines of the history do not read and are skipped."},
	}
}
