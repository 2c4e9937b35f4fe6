package texte

// tableStats holds the keys stats.*, for the stats command and the menu's statistics.
func tableStats() map[string]message {
	return map[string]message{
		"stats.aide": {
			`Usage : mastermind stats [options]

L'ordinateur joue tous les codes secrets possibles avec une stratégie
(§3.3 du cours) : le nombre maximum de propositions et les secrets qui
l'atteignent, la moyenne, la distribution. --strategy all met toutes les
stratégies côte à côte. Les stratégies au hasard (lexico-random,
lexico-alea, random) dépendent de la graine : --seed la fixe.

Options :
`,
			`Usage: mastermind stats [options]

The computer plays every possible secret with a strategy (§3.3 of the
course): the maximum number of proposals and the secrets that need it, the
average, the distribution. --strategy all puts every strategy side by
side. The random strategies (lexico-random, lexico-alea, random) depend on
the seed: --seed fixes it.

Options:
`},
		"stats.col.aumax":  {"au max", "at max"},
		"stats.col.duree":  {"durée (s)", "time (s)"},
		"stats.col.essais": {"essais :", "tries:"},
		"stats.colonnesessais": {
			"Les colonnes 1 à %d : les secrets trouvés en autant d'essais.",
			"Columns 1 to %d: the secrets found in that many tries."},
		"stats.col.max":       {"max", "max"},
		"stats.col.moyenne":   {"moyenne", "average"},
		"stats.col.strategie": {"stratégie", "strategy"},
		"stats.col.total":     {"total", "total"},
		"stats.drapeau.graine": {
			"la graine des stratégies au hasard (au hasard si elle manque)",
			"the seed of the random strategies (random when missing)"},
		"stats.drapeau.premier": {
			"impose la première proposition des stratégies à score (knuth, most-parts, entropy, expected-size)",
			"imposes the first proposal of the score strategies (knuth, most-parts, entropy, expected-size)"},
		"stats.drapeau.strategie": {
			"la stratégie, ou all pour toutes : %s",
			"the strategy, or all for every one: %s"},
		"stats.duree": {
			"  calculé en %s",
			"  computed in %s"},
		"stats.repartition": {
			"Secrets trouvés en 1, 2, 3… propositions :",
			"Secrets found in 1, 2, 3… proposals:"},
		"stats.repartitions": {
			"Secrets trouvés en 1, 2, 3… propositions, stratégie par stratégie :",
			"Secrets found in 1, 2, 3… proposals, strategy by strategy:"},
		"stats.entete": {
			"Propositions  Secrets",
			"   Proposals  Secrets"},
		"stats.estimation": {
			"Calcul long\u00a0: environ %s (estimation).",
			"A long computation: about %s (estimate)."},
		"stats.etc": {
			"… et %s",
			"… and %s"},
		"stats.graine": {
			"  graine %d (« mastermind stats --seed %d » pour refaire ce calcul)",
			"  seed %d (\"mastermind stats --seed %d\" to compute this again)"},
		"stats.grainetous": {
			"Les stratégies au hasard ont joué avec la graine %d (--seed %d pour refaire ce calcul).",
			"The random strategies played with seed %d (--seed %d to compute this again)."},
		"stats.long": {
			"Ce calcul prendra environ %s (estimation). Le lancer\u00a0?",
			"This computation will take about %s (estimate). Start it?"},
		"stats.long.non": {"Non, revenir au menu", "No, back to the menu"},
		"stats.long.oui": {"Oui, calculer (Ctrl-C l'arrête)", "Yes, compute (Ctrl-C stops it)"},
		"stats.max": {
			"  maximum :              %d, pour %s :",
			"  maximum:              %d, for %s:"},
		"stats.moyenne": {
			"  moyenne :              %s",
			"  average:              %s"},
		"stats.premier": {
			"  première proposition imposée : %s",
			"  imposed first proposal: %s"},
		"stats.premier.refuse": {
			"--first : seules les stratégies à score (knuth, most-parts, entropy, expected-size) prennent une première proposition imposée, pas %s",
			"--first: only the score strategies (knuth, most-parts, entropy, expected-size) take an imposed first proposal, not %s"},
		"stats.premiertous": {
			"Première proposition imposée aux stratégies à score : %s",
			"First proposal imposed on the score strategies: %s"},
		"stats.resume": {
			"statistiques d'une stratégie sur tous les secrets",
			"a strategy's statistics over every secret"},
		"stats.sansoptimal": {
			"La stratégie optimale n'est pas dans le tableau : sa recherche pour %s × %s (%s) prendrait des jours ; elle est faite jusqu'à %s et %s.",
			"The optimal strategy is not in the table: its search for %s × %s (%s) would take days; it is done up to %s and %s."},
		"stats.sansrep": {", sans répétition", ", no repeats"},
		"stats.taille":  {"%s, %s", "%s, %s"},
		"stats.titre": {
			"Statistiques de %s — %s : %s",
			"Statistics of %s — %s: %s"},
		"stats.titretous": {
			"Toutes les stratégies — %s : %s",
			"Every strategy — %s: %s"},
		"stats.total": {
			"  propositions en tout : %s",
			"  proposals in all:     %s"},
	}
}
