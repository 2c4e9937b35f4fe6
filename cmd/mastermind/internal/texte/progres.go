package texte

// tableProgres holds the keys progres.*, for the progress lines of a long computation.
func tableProgres() map[string]message {
	return map[string]message{
		"progres.estimation": {"estimation du temps restant…", "estimating the time left…"},
		"progres.optimal":    {"Stratégie optimale %s", "Optimal strategy %s"},
		"progres.optimalmeilleur": {
			"Stratégie optimale %s (meilleur total %s)",
			"Optimal strategy %s (best total %s)"},
		"progres.reflechit": {"%s réfléchit…", "%s is thinking…"},
		"progres.reste":     {"reste environ %s", "about %s left"},
		"progres.bientot":   {"moins d'une seconde restante", "less than a second left"},
		"progres.secrets":   {"%s/%s secrets", "%s/%s secrets"},
		"progres.parties":   {"%s/%s parties", "%s/%s games"},
	}
}
