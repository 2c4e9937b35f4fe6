package texte

// tableTournoi holds the keys tournoi.*, for the tournament command.
func tableTournoi() map[string]message {
	return map[string]message{
		"tournoi.aide": {
			`Usage : mastermind tournament [options] STRATÉGIE…

Chaque stratégie nommée joue tous les codes secrets de la taille : une
stratégie intégrée (lexico, knuth, optimal…, ou all pour toutes) ou un
programme à vous, écrit dans n'importe quel langage, donné par sa commande
après cmd: (par exemple 'cmd:python3 ma_strategie.py' ou
'cmd:java -cp out MaStrategie'). Le tableau les classe par moyenne : la
moyenne, le pire cas et le nombre de secrets qui l'atteignent, le total,
les secrets sans score, la durée.

Les programmes jouent côte à côte sur les cœurs de la machine. Un programme
qui fait une proposition invalide, s'arrête, se tait plus de --timeout,
inonde sa sortie ou dépasse --max-tries propositions dans une manche est
arrêté, avec un rapport ; les autres continuent. Le protocole est décrit
dans docs/PROTOCOLE.md.

Options :
`,
			`Usage: mastermind tournament [options] STRATEGY…

Every strategy named plays every secret code of the size: a built-in
strategy (lexico, knuth, optimal…, or all for every one) or a program of
yours, written in any language, given by its command after cmd: (for
example 'cmd:python3 my_strategy.py' or 'cmd:java -cp out MyStrategy'). The
table ranks them by average: the average, the worst case and how many
secrets reach it, the total, the secrets left without a score, the time.

Programs play side by side on the machine's cores. A program that makes an
invalid proposal, ends, stays silent past --timeout, floods its output or
needs more than --max-tries proposals in a round is stopped, with a
report; the others go on. The protocol is described in docs/PROTOCOL.md.

Options:
`},
		"tournoi.aucune": {
			"nommez au moins une stratégie, par exemple : « mastermind tournament lexico knuth 'cmd:python3 ma_strategie.py' »",
			"name at least one strategy, for example: \"mastermind tournament lexico knuth 'cmd:python3 my_strategy.py'\""},
		"tournoi.col.aupire":    {"au pire", "at worst"},
		"tournoi.col.duree":     {"durée (s)", "time (s)"},
		"tournoi.col.echecs":    {"sans score", "unscored"},
		"tournoi.col.moyenne":   {"moyenne", "average"},
		"tournoi.col.pire":      {"pire", "worst"},
		"tournoi.col.rang":      {"rang", "rank"},
		"tournoi.col.strategie": {"stratégie", "strategy"},
		"tournoi.col.total":     {"total", "total"},
		"tournoi.drapeau.graine": {
			"la graine des stratégies au hasard (au hasard si elle manque)",
			"the seed of the random strategies (random when missing)"},
		"tournoi.echoue1": {
			"%s a échoué : son rapport est plus haut.",
			"%s failed: its report is above."},
		"tournoi.echouees": {
			"%s ont échoué : leurs rapports sont plus haut.",
			"%s failed: their reports are above."},
		"tournoi.progres": {"Tournoi", "Tournament"},
		"tournoi.resume": {
			"classe des stratégies, les vôtres comprises (cmd:…)",
			"ranks strategies, yours included (cmd:…)"},
		"tournoi.titre": {
			"Tournoi — %s : %s",
			"Tournament — %s: %s"},
	}
}
