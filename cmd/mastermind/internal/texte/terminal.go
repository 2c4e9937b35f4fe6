package texte

// tableTerminal holds the keys terminal.*, for the menus' key help line.
func tableTerminal() map[string]message {
	return map[string]message{
		"terminal.aide": {"↑ ↓ ou un chiffre pour choisir, Entrée pour valider, Échap pour revenir", "↑ ↓ or a digit to choose, Enter to confirm, Esc to go back"},
		// The menus' help line for a narrow terminal (see terminal.aide).
		"terminal.aide.courte": {"↑ ↓ 0-9, Entrée valide, Échap revient", "↑ ↓ 0-9, Enter confirms, Esc goes back"},
	}
}
