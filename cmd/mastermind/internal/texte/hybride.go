package texte

// tableHybride holds the keys hybride.*, for the hybrid mode of the
// optimal command (--threshold): optimal trees of the small classes under
// the entropy heuristic.
func tableHybride() map[string]message {
	return map[string]message{
		"hybride.drapeauseuil": {
			"mode hybride : les classes d'au plus `N` codes sont jouées par leur arbre optimal, l'entropie choisit au-dessus (docs/OPTIMAL.md, 5 × 8)",
			"hybrid mode: the classes of at most `N` codes are played by their optimal tree, entropy chooses above (docs/OPTIMAL.md, 5 × 8)"},
		"hybride.drapeaulargeur": {
			"mode hybride : aux premiers niveaux (--depth), essaie les `K` meilleures propositions de l'entropie et garde celle dont l'arbre coûte le moins",
			"hybrid mode: at the first levels (--depth), tries entropy's `K` best guesses and keeps the one whose tree costs least"},
		"hybride.drapeauprofondeur": {
			"mode hybride : le nombre de niveaux, depuis la racine (niveau 0), où s'applique --width",
			"hybrid mode: the number of levels, from the root (level 0), where --width applies"},
		"hybride.drapeaubas": {
			"mode hybride : les nœuds de plus de --threshold et d'au plus `N` codes essaient les --bottom-width meilleures propositions de l'entropie",
			"hybrid mode: the nodes of more than --threshold and at most `N` codes try entropy's --bottom-width best guesses"},
		"hybride.drapeaulargeurbas": {
			"mode hybride : le nombre `K` de propositions qu'essaient les nœuds de --bottom, gardant celle dont l'arbre coûte le moins",
			"hybrid mode: the number `K` of guesses the nodes of --bottom try, keeping the one whose tree costs least"},
		"hybride.seuil": {
			"--threshold %d : le seuil va de 1 à %s codes",
			"--threshold %d: the threshold goes from 1 to %s codes"},
		"hybride.negatif": {
			"--width, --depth, --bottom et --bottom-width ne sont jamais négatifs",
			"--width, --depth, --bottom and --bottom-width are never negative"},
		"hybride.sansseuil": {
			"--width, --depth, --bottom et --bottom-width règlent le mode hybride : ajoutez --threshold N",
			"--width, --depth, --bottom and --bottom-width tune the hybrid mode: add --threshold N"},
		"hybride.incompatible": {
			"%s ne va pas avec --threshold (le mode hybride n'est pas la recherche exacte)",
			"%s does not go with --threshold (the hybrid mode is not the exact search)"},
		"hybride.calcule": {
			"Stratégie hybride %s construite en %s : %s en tout, %s en moyenne.",
			"Hybrid strategy %s built in %s: %s in all, %s on average."},
		"hybride.figures": {
			"Stratégie hybride %s (optimale sur les classes d'au plus %s) : %s, %s en tout, %s en moyenne, au plus %s ; première proposition %s.",
			"Hybrid strategy %s (optimal on the classes of at most %s): %s, %s in all, %s on average, at most %s; first guess %s."},
		"hybride.progres": {"Stratégie hybride %s", "Hybrid strategy %s"},
		"hybride.progresmeilleur": {
			"Stratégie hybride %s (meilleur total %s)",
			"Hybrid strategy %s (best total %s)"},
	}
}
