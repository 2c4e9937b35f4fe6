package texte

// tableCommandes are the one-line summaries of subcommands that have no
// table of their own for it.
func tableCommandes() map[string]message {
	return map[string]message{
		"demo.resume": {"l'ordinateur cherche un code, coup par coup", "the computer breaks a code, move by move"},
	}
}
