package texte

// tableImprevu holds the keys imprevu.*, for the settings' choices of an unpredictable computer.
func tableImprevu() map[string]message {
	return map[string]message{
		"imprevu.court.depart": {"départ au hasard", "random start"},
		"imprevu.court.non":    {"non", "no"},
		"imprevu.court.ordre":  {"ordre au hasard", "random order"},
		"imprevu.depart":       {"départ au hasard : ordre croissant depuis un code tiré à chaque manche", "random start: increasing order from a code drawn each round"},
		"imprevu.non":          {"non, il joue toujours de la même façon", "no, it always plays the same way"},
		"imprevu.ordre":        {"ordre au hasard : croissant ou décroissant, tiré à chaque manche", "random order: increasing or decreasing, drawn each round"},
	}
}
