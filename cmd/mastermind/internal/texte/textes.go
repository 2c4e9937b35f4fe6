package texte

// tableTextes holds the sentences of issue 15: numbers, strategies as a
// player reads them, statuses and the sentences that were missing.
func tableTextes() map[string]message {
	return map[string]message{
		"nombre.secondes": {"%s s", "%s s"},

		"err.coupe": {
			"le fichier s'arrête au milieu de sa ligne %d : il a été coupé",
			"the file stops in the middle of its line %d: it was cut short"},
		"err.typedate": {
			"ligne %d, « %s » n'est pas une date : le champ « %s » s'écrit comme 2026-11-23T07:14:15Z",
			"line %d, %q is not a date: the field %q is written like 2026-11-23T07:14:15Z"},
		"err.typechamp": {
			"ligne %d, le champ « %s » ne peut pas valoir « %s »",
			"line %d, the field %q cannot be %q"},
		"err.versioninconnue": {
			"le champ « version » vaut %d, un format qui n'existe pas : ce programme écrit et lit le format %d",
			"the field \"version\" is %d, a format that does not exist: this program writes and reads format %d"},
		"err.manquant": {
			"le champ « %s » manque ou est vide : le fichier a été coupé, ou ce n'est pas une sauvegarde",
			"the field %q is missing or empty: the file was cut short, or it is not a save"},
		"err.regle.lettres": {
			"%s pour %s, or chaque couleur a un nom et une lettre",
			"%s for %s, and each colour has one name and one letter"},
		"err.regle.pions": {
			"%s, or un code en a de 1 à %d",
			"%s, and a code has from 1 to %d"},
	}
}
