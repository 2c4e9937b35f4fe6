package texte

// tableDemo holds the keys demo.*, for the demo: the command's help and the computer playing alone.
func tableDemo() map[string]message {
	return map[string]message{
		"demo.aide": {
			`Usage : mastermind demo [options]

L'ordinateur cherche un code secret qu'il a lui-même choisi (le « mode sans
joueur » d'IN200) et affiche le plateau.

Options :
`,
			`Usage: mastermind demo [options]

The computer breaks a secret it chose itself (IN200's "zero-player mode")
and shows the board.

Options:
`},
		"demo.echec": {
			"%s n'a pas trouvé %s en %s.",
			"%s did not find %s in %s."},
		"demo.intro":  {"Démonstration : %s cherche le code %s, choisi au hasard.", "Demonstration: %s breaks the code %s, drawn at random."},
		"demo.resume": {"l'ordinateur cherche un code, coup par coup", "the computer breaks a code, move by move"},
		"demo.trouve": {
			"%s trouve %s en %d essais.",
			"%s finds %s in %d tries."},
		"demo.trouve1": {
			"%s trouve %s du premier coup.",
			"%s finds %s at the first try."},
	}
}
