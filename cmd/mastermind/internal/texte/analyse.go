package texte

// tableAnalyse holds the sentences of mastermind analyse: a person's
// round looked back at, guess by guess.
func tableAnalyse() map[string]message {
	return map[string]message{
		"analyse.resume": {
			"la valeur de chaque essai d'une partie jouée, comparé au meilleur",
			"how good each guess of a round was, against the best one"},
		"analyse.args": {"[LIGNE…]", "[LINE…]"},
		"analyse.aide": {
			`Usage : mastermind analyse [options] [LIGNE…]

Analyse une partie jouée, écrite comme pour le solveur (une ligne par essai :
le code, puis les bien placés et les mal placés), avec le secret si on le
connaît (--secret). Pour chaque essai : les codes encore possibles avant et
après sa réponse, s'il pouvait être le secret, combien de codes il devait
laisser en moyenne, à côté du meilleur essai possible à ce moment-là, l'essai
de la stratégie optimale, et une appréciation. Les lignes viennent des
arguments ou, sans argument, de l'entrée standard.

Avec NOM, le nom d'une partie sauvegardée, analyse ses essais (sans montrer
son secret) ; avec --history N, la manche N de l'historique (« mastermind
history » montre les dernières).

  mastermind analyse --secret VJBR "RRRR 1 0" "RBBB 1 1" "JRBJ 1 2"

Options :
`,
			`Usage: mastermind analyse [options] [LINE…]

Analyses a round played, written as for the solver (one line per guess: the
code, then the pegs right and misplaced), with the secret when it is known
(--secret). For each guess: the codes still possible before and after its
answer, whether it could have been the secret, how many codes it was
expected to leave, beside the best guess there, the optimal strategy's
guess, and a grade. Lines come from the arguments or, with no argument,
from the standard input.

With NAME, the name of a saved game, analyses its guesses (without showing
its secret); with --history N, round N of the history ("mastermind
history" shows the latest).

  mastermind analyse --secret VJBR "RRRR 1 0" "RBBB 1 1" "JRBJ 1 2"

Options:
`},
		"analyse.drapeau.secret": {
			"le code secret de la partie, s'il est connu : chaque réponse est vérifiée",
			"the round's secret, when known: every answer is checked against it"},
		"analyse.drapeau.history": {
			"analyse la manche N de l'historique (voir « mastermind history »)",
			"analyses round N of the history (see \"mastermind history\")"},
		"analyse.drapeau.recherche": {
			"le temps donné à la recherche de l'essai optimal de chaque coup (0 : sans limite) ; passé ce temps, le conseil est le meilleur essai en moyenne",
			"the time given to the search of each move's optimal guess (0: no limit); past it, the advice is the best guess on average"},
		"analyse.recherchenegative": {
			"--search-time %v : la durée ne peut pas être négative (0 : sans limite)",
			"--search-time %v: the duration cannot be negative (0: no limit)"},
		"analyse.historique": {
			"Pas de manche n° %d dans l'historique, qui en compte %d : « mastermind history » les montre.",
			"No round #%d in the history, which holds %d: \"mastermind history\" shows them."},
		"analyse.incomplete": {
			"La ligne %d (%s) a un joker ou un nombre inconnu : une partie analysée donne chaque pion et chaque réponse.",
			"Line %d (%s) has a joker or an unknown count: a round to analyse gives every peg and every answer."},
		"analyse.secretmauvais": {
			"--secret %s : %s",
			"--secret %s: %s"},
		"analyse.reponsefausse": {
			"La ligne %d (%s) ne suit pas le secret %s, qui donne %s : corrigez la réponse ou le secret.",
			"Line %d (%s) does not follow the secret %s, which gives %s: correct the answer or the secret."},
		"analyse.apresvictoire": {
			"La ligne %d (%s) suit une réponse gagnante : la partie s'arrête au code trouvé.",
			"Line %d (%s) follows a winning answer: the round ends with the code found."},
		"analyse.aucun": {
			"Aucun code ne s'accorde avec la ligne %d (%s) et les précédentes : l'une de ces réponses est fausse.",
			"No code agrees with line %d (%s) and the ones before it: one of these answers is wrong."},
		"analyse.ligne": {
			"La ligne %d (%s) : %s",
			"Line %d (%s): %s"},
		"analyse.col.essai":    {"Essai", "Try"},
		"analyse.col.code":     {"Code", "Code"},
		"analyse.col.bien":     {"Bien", "Right"},
		"analyse.col.mal":      {"Mal", "Misplaced"},
		"analyse.col.avant":    {"Avant", "Before"},
		"analyse.col.apres":    {"Après", "After"},
		"analyse.col.possible": {"Secret ?", "Secret?"},
		"analyse.col.attendu":  {"Attendu", "Expected"},
		"analyse.col.meilleur": {"Meilleur", "Best"},
		"analyse.col.aumieux":  {"Au mieux", "At best"},
		"analyse.col.optimal":  {"Optimal", "Optimal"},
		"analyse.col.note":     {"Appréciation", "Grade"},
		"analyse.note.meilleure": {
			"le meilleur possible", "best possible"},
		"analyse.note.bonne": {
			"bon", "good"},
		"analyse.note.impossible": {
			"ne pouvait pas être le secret", "could not be the secret"},
		"analyse.note.ameliorer": {
			"pouvait mieux faire", "could have done better"},
		"analyse.note.rien": {
			"n'apprenait rien", "gave no information"},
		"analyse.unseul": {
			"Après l'essai %d, il ne restait qu'un code possible : %s.",
			"After try %d only one code remained: %s."},
		"analyse.trouve": {
			"Secret trouvé en %s.",
			"Secret found in %s."},
		"analyse.pastrouve": {
			"Secret non trouvé en %s ; c'était %s.",
			"Secret not found in %s; it was %s."},
		"analyse.restant": {
			"Après %s, %s code est encore possible.",
			"After %s, %s code is still possible."},
		"analyse.restants": {
			"Après %s, %s codes sont encore possibles.",
			"After %s, %s codes are still possible."},
		"analyse.et": {" et ", " and "},
		"analyse.indice1": {
			"L'essai %s est le code que donne l'indice (?) : le plus petit code compatible avec toutes les réponses. Compatible ne veut pas dire bon : un autre essai laissait moins de codes en moyenne (Meilleur).",
			"Try %s is the hint's code (?): the smallest code that agrees with every answer. Agreeing is not being good: another guess left fewer codes on average (Best)."},
		"analyse.indice": {
			"Les essais %s sont les codes que donne l'indice (?) : le plus petit code compatible avec toutes les réponses. Compatible ne veut pas dire bon : un autre essai laissait moins de codes en moyenne (Meilleur).",
			"Tries %s are the hint's codes (?): the smallest code that agrees with every answer. Agreeing is not being good: another guess left fewer codes on average (Best)."},
		"analyse.legende": {
			"Avant, Après : les codes encore possibles avant l'essai et après sa réponse. Attendu : combien de codes l'essai devait laisser en moyenne ; Au mieux : autant pour le meilleur essai à ce moment-là (Meilleur). Optimal : l'essai de la stratégie optimale.",
			"Before, After: the codes still possible before the guess and after its answer. Expected: how many codes the guess was expected to leave; At best: the same for the best guess there (Best). Optimal: the optimal strategy's guess."},
		"analyse.etoile": {
			"* La stratégie optimale serait trop longue à calculer ici : c'est le meilleur essai par le nombre de codes attendu.",
			"* The optimal strategy would take too long to compute here: this is the best guess by the expected number of codes."},
	}
}
