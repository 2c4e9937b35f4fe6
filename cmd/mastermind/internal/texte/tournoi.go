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
arrêté, avec un rapport : la manche de la série, ses lignes jusque-là et la
commande qui la rejoue ; il n'a pas de rang, sa moyenne est partielle ; les
autres continuent. Des résultats égaux partagent un rang. Les secrets
viennent dans un ordre tiré pour chaque série, qu'aucun programme ne peut
lire ; sa graine est écrite avec les résultats, et MASTERMIND_ORDER=GRAINE
devant la commande rejoue le même ordre. Chaque manche d'un programme est
jouée par un processus neuf, qui ne peut pas se souvenir des manches
d'avant ; --one-process les joue toutes avec un seul, plus vite, pour
explorer. Un résultat meilleur que
l'optimum prouvé de la taille, ou que ce qu'un simple compte permet, est
marqué impossible et n'est pas classé. Pour une classe : --check essaie
chaque programme sur une manche, --html écrit une page à projeter,
--reports un rapport par programme, --csv le classement pour un tableur.
Le protocole est décrit dans docs/PROTOCOLE.md.

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
report: the round of the run, its rows so far and the command that replays
it; it has no rank, its average is partial; the others go on. Equal results
share a rank. The secrets come in an order drawn for each run, which no
program can read; its seed is written with the results, and
MASTERMIND_ORDER=SEED before the command replays the same order. Each
round of a program is played by a fresh process, which cannot remember the
rounds before; --one-process plays them all with one, faster, for
exploring. A result
better than the proven optimum of the size, or than a mere count allows,
is marked impossible and not ranked. For a class: --check tries each
program on one round, --html writes a page for a projector, --reports a
report per program, --csv the ranking for a spreadsheet. The protocol is
described in docs/PROTOCOL.md.

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
		"tournoi.drapeau.csv": {
			"écrire le classement en CSV (pour un tableur) au lieu du tableau",
			"write the ranking as CSV (for a spreadsheet) instead of the table"},
		"tournoi.drapeau.html": {
			"écrire aussi le classement et les répartitions dans `FICHIER`, une page HTML autonome, à projeter",
			"also write the ranking and the distributions to `FILE`, a self-contained HTML page, for a projector"},
		"tournoi.drapeau.rapports": {
			"écrire aussi le rapport de chaque programme (cmd:…) dans `DOSSIER`, un fichier par programme, à rendre à son auteur",
			"also write each program's (cmd:…) report to `FOLDER`, one file per program, to hand back to its author"},
		"tournoi.drapeau.verifie": {
			"ne jouer qu'une manche de chaque programme sur quelques tailles, et dire s'il est prêt",
			"play one round of each program on a few sizes only, and say whether it is ready"},
		"tournoi.etranger": {
			"%s n'a pas été écrit par mastermind : il reste tel quel ; choisissez un autre nom",
			"%s was not written by mastermind: it is left as it is; choose another name"},
		"tournoi.fichier.arretee": {
			"Rang : aucun, la stratégie a été arrêtée (son rapport est plus bas).",
			"Rank: none, the strategy was stopped (its report is below)."},
		"tournoi.fichier.moyenne": {
			"Moyenne : %s propositions (%s en tout, %s).",
			"Average: %s proposals (%s in all, %s)."},
		"tournoi.fichier.partielle": {
			"Moyenne partielle : %s propositions, sur les %s trouvés avant l'arrêt (sur %d) ; elle ne compte pas au classement.",
			"Partial average: %s proposals, over the %s found before it was stopped (of %d); it does not count in the ranking."},
		"tournoi.fichier.pire": {
			"Pire cas : %s, pour %s :",
			"Worst case: %s, for %s:"},
		"tournoi.fichier.rang": {
			"Rang : %d (%d stratégies classées sur %d).",
			"Rank: %d (%d strategies ranked of %d)."},
		"tournoi.fichier.rangexaequo": {
			"Rang : %d (ex aequo) : %d stratégies partagent ce rang ; %d classées sur %d.",
			"Rank: %d (tied): %d strategies share this rank; %d ranked of %d."},
		"tournoi.fichier.impossible": {
			"Rang : aucun, son résultat est impossible (voir plus bas).",
			"Rank: none, its result is impossible (see below)."},
		"tournoi.impossible": {"%s (impossible)", "%s (impossible)"},
		"tournoi.impossible.optimum": {
			"%s : %s propositions en tout (moyenne %s), moins que l'optimum prouvé de cette taille (%s, moyenne %s). Aucune stratégie ne fait mieux sans connaître les secrets : ce programme en a su qu'il ne devait pas savoir (lus quelque part, ou déduits des manches déjà jouées). Il n'est pas classé.",
			"%s: %s proposals in all (average %s), fewer than the proven optimum of this size (%s, average %s). No strategy does better without knowing the secrets: this program knew some it should not have (read somewhere, or deduced from the rounds already played). It is not ranked."},
		"tournoi.impossible.comptage": {
			"%s : %s propositions en tout (moyenne %s), moins que ce que toute stratégie dépense sur ces manches, par un simple compte (%s, moyenne %s : chaque proposition ne trouve qu'un secret et n'a qu'une suite par réponse, d'où au plus 1 secret trouvé en 1 proposition, %s en 2, %s en 3…). Aucune stratégie ne fait mieux sans connaître les secrets : ce programme en a su qu'il ne devait pas savoir (lus quelque part, ou déduits des manches déjà jouées). Il n'est pas classé.",
			"%s: %s proposals in all (average %s), fewer than any strategy spends on these rounds, by a mere count (%s, average %s: each proposal finds one secret and has one follow-up per answer, so at most 1 secret is found in 1 proposal, %s in 2, %s in 3…). No strategy does better without knowing the secrets: this program knew some it should not have (read somewhere, or deduced from the rounds already played). It is not ranked."},
		"tournoi.impossible1": {
			"%s a un résultat impossible, non classé : l'explication est plus haut.",
			"%s has an impossible result, not ranked: the explanation is above."},
		"tournoi.impossibles": {
			"%s ont un résultat impossible, non classé : l'explication est plus haut.",
			"%s have an impossible result, not ranked: the explanation is above."},
		"tournoi.html.impossibles": {"Résultats impossibles", "Impossible results"},
		"tournoi.ordre": {
			"Ordre des secrets : tiré pour cette série de la graine %d, que les programmes ne pouvaient pas lire ; %s=%d devant la commande le rejoue.",
			"Order of the secrets: drawn for this run from seed %d, which the programs could not read; %s=%d before the command replays it."},
		"tournoi.ordre.rejeu": {
			"Ordre des secrets : celui de la graine %d, rendue par %s : un rejeu, dont l'ordre est connu de qui a lu le premier rapport.",
			"Order of the secrets: that of seed %d, given back by %s: a replay, whose order is known to whoever read the first report."},
		"tournoi.ordre.donne": {
			"Ordre des secrets : celui de --secrets, sur la ligne de commande, que les programmes peuvent lire.",
			"Order of the secrets: that of --secrets, on the command line, which the programs can read."},
		"tournoi.fichier.repartition": {
			"Propositions  Secrets",
			"Proposals  Secrets"},
		"tournoi.fichier.strategie": {
			"Stratégie : %s",
			"Strategy: %s"},
		"tournoi.html.distribution": {"répartition", "distribution"},
		"tournoi.html.echecs":       {"Rapports des stratégies arrêtées", "Reports of the strategies stopped"},
		"tournoi.partielle":         {"%s (partielle)", "%s (partial)"},
		"tournoi.rejouer": {
			"  Pour rejouer cette manche avec les mêmes manches avant elle : « %s »",
			"  To replay this round with the same rounds before it: \"%s\""},
		"tournoi.verifie.echoue1": {
			"%s n'est pas prête : son rapport est plus haut.",
			"%s is not ready: its report is above."},
		"tournoi.verifie.echouees": {
			"%s ne sont pas prêtes : leurs rapports sont plus haut.",
			"%s are not ready: their reports are above."},
		"tournoi.verifie.pasprete": {
			"%s : pas prête.",
			"%s: not ready."},
		"tournoi.verifie.graine": {
			"Les secrets de cette vérification sont tirés de la graine %d : %s=%d devant la commande les rejoue.",
			"The secrets of this check are drawn from seed %d: %s=%d before the command plays them again."},
		"tournoi.verifie.rejouer": {
			"  Pour rejouer cette vérification : « %s »",
			"  To replay this check: \"%s\""},
		"tournoi.verifie.integree": {
			"%s : prête (une stratégie du programme, rien à vérifier).",
			"%s: ready (a strategy of the program, nothing to check)."},
		"tournoi.verifie.prete": {
			"%s : prête (une manche jouée selon les règles sur %s).",
			"%s: ready (one round played by the rules on %s)."},
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
