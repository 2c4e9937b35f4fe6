package texte

// tableModele holds the keys modele.*, for the presets of the settings (classique, original, super, perso).
func tableModele() map[string]message {
	return map[string]message{
		"modele.classique": {"Classique", "Classic"},
		"modele.detail":    {"%s : %s × %s, %s", "%s: %s × %s, %s"},
		"modele.original":  {"Original", "Original"},
		"modele.perso":     {"Personnalisé", "Custom"},
		"modele.super":     {"Super", "Super"},
	}
}

// Modele is the name of a preset of the settings: "classique",
// "original", "super", or "perso" for a custom game.
func (c *Catalogue) Modele(nom string) string {
	switch nom {
	case "classique":
		return c.T("modele.classique")
	case "original":
		return c.T("modele.original")
	case "super":
		return c.T("modele.super")
	}
	return c.T("modele.perso")
}
