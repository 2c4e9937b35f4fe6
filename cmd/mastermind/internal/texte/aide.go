package texte

// tableAide holds the keys aide.*, for the words of the commands' --help: the names of their arguments, a flag's default.
func tableAide() map[string]message {
	return map[string]message{
		"aide.args.resume":  {"[NOM]", "[NAME]"},
		"aide.args.solve":   {"[LIGNE…]", "[LINE…]"},
		"aide.args.tournoi": {"STRATÉGIE…", "STRATEGY…"},
		"aide.defaut":       {" (défaut : %s)", " (default: %s)"},
		"aide.dossier":      {"DOSSIER", "FOLDER"},
		"aide.duree":        {"DURÉE", "DURATION"},
		"aide.nom":          {"NOM", "NAME"},
		"aide.texte":        {"TEXTE", "TEXT"},

		// The argument of verify-tree.
		"aide.args.verifarbre": {"FICHIER", "FILE"},
	}
}
