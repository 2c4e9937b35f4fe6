package texte

// tableInterrompu holds the key interrompu, for the word of a program stopped by the player (Ctrl-C).
func tableInterrompu() map[string]message {
	return map[string]message{
		"interrompu":       {"Interrompu.", "Interrupted."},
		"interrompu.cause": {"interrompu (Ctrl-C)", "interrupted (Ctrl-C)"},
	}
}
