package texte

// tableVerifArbre holds the keys verifarbre.*, for the verify-tree
// command: a tree file checked (docs/ARBRE.md).
func tableVerifArbre() map[string]message {
	return map[string]message{
		"verifarbre.aide": {
			`Usage : mastermind verify-tree [options] FICHIER

Vérifie un arbre de stratégie écrit au format de docs/ARBRE.md (ce que
« mastermind optimal --export » écrit) : chaque réponse est recalculée,
chaque secret de la taille a sa partie et une seule, les parties sont
celles d'une même stratégie (après les mêmes réponses, la même
proposition), chacune s'arrête quand son secret est trouvé ; puis le total
et le pire cas sont recomptés. Le vérificateur ne partage aucun code avec
la recherche qui construit les arbres. FICHIER « - » : l'entrée standard.
Statut 0 : l'arbre est valide ; 1 : il ne l'est pas (la sortie d'erreur dit
pourquoi et où).

Options :
`,
			`Usage: mastermind verify-tree [options] FILE

Checks a strategy tree written in the format of docs/ARBRE.md (what
"mastermind optimal --export" writes): every answer is computed again,
each secret of the size has one game and only one, the games are those of
one strategy (after the same answers, the same proposal), each ends when
its secret is found; then the total and the worst case are counted again.
The verifier shares no code with the search that builds the trees. FILE
"-": the standard input. Status 0: the tree is valid; 1: it is not (the
error stream says why and where).

Options:
`},
		"verifarbre.resume": {
			"vérifie un arbre de stratégie exporté, sans rien partager avec la recherche",
			"checks an exported strategy tree, sharing nothing with the search"},
		"verifarbre.valide": {
			"L'arbre %s est valide pour %s (lettres %s) : %s, %s en tout, %s en moyenne, au plus %s.",
			"The tree %s is valid for %s (letters %s): %s, %s in all, %s on average, at most %s."},
		"verifarbre.classe": {
			"%s, après %s",
			"%s, after %s"},
		"verifarbre.repartition": {
			"Secrets trouvés en 1, 2, … essais : %s.",
			"Secrets found in 1, 2, … tries: %s."},
		// Between the counts of verifarbre.repartition: not a comma,
		// which separates thousands in English.
		"verifarbre.separateur": {" ; ", "; "},
		"verifarbre.invalide": {
			"le fichier %s n'est pas un arbre valide : %s",
			"the file %s is not a valid tree: %s"},
		"verifarbre.lecture": {
			"impossible de lire %s : %s",
			"cannot read %s: %s"},
		"verifarbre.introuvable": {
			"il n'existe pas",
			"it does not exist"},
		"verifarbre.apres": {
			"ligne %d, la partie ne commence pas par les coups de l'en-tête (%s)",
			"line %d, the game does not start with the header's moves (%s)"},
		"verifarbre.tronque": {
			"il s'arrête avant sa fin (ses données compressées sont coupées)",
			"it stops before its end (its compressed data is cut short)"},
		"verifarbre.sansfichier": {
			"il manque le fichier de l'arbre : mastermind verify-tree FICHIER",
			"the tree's file is missing: mastermind verify-tree FILE"},
		"verifarbre.entete": {
			"ligne %d, l'en-tête attend ici le champ « %s » avec une valeur permise (voir docs/ARBRE.md)",
			`line %d, the header expects the field "%s" here, with an allowed value (see docs/ARBRE.md)`},
		"verifarbre.syntaxe": {
			"ligne %d, ce n'est pas une suite de coups CODE:BIEN,MAL séparés par une espace",
			"line %d is not a list of guesses CODE:RIGHT,MISPLACED separated by one space"},
		"verifarbre.code": {
			"ligne %d, %s n'est pas un code de la taille (ses lettres ou sa longueur)",
			"line %d, %s is not a code of the size (its letters or its length)"},
		"verifarbre.repetition": {
			"ligne %d, %s a une couleur deux fois, or l'arbre est sans répétition",
			"line %d, %s holds a colour twice, and the tree is without repeats"},
		"verifarbre.reponse": {
			"ligne %d, la réponse à %s quand le secret est %s est %s, pas %s",
			"line %d, the answer to %s when the secret is %s is %s, not %s"},
		"verifarbre.fin": {
			"ligne %d, la partie du secret %s ne s'arrête pas quand il est trouvé (tous les pions bien placés, à la fin seulement)",
			"line %d, the game of the secret %s does not end when it is found (all pegs right, at the end only)"},
		"verifarbre.strategie": {
			"ligne %d, après les mêmes réponses, la ligne %d propose %s et celle-ci %s : ce n'est pas une stratégie",
			"line %d, after the same answers, line %d proposes %s and this one %s: that is no strategy"},
		"verifarbre.double": {
			"ligne %d, le secret %s a déjà sa partie ligne %d",
			"line %d, the secret %s already has its game on line %d"},
		"verifarbre.manquant": {
			"le secret %s n'a pas de partie",
			"the secret %s has no game"},
		"verifarbre.annonce": {
			"ligne %d, l'en-tête annonce « %s %s », les parties donnent %s",
			`line %d, the header says "%s %s", the games give %s`},
	}
}

// FauteArbre says what is wrong with a tree file, from the verifier's
// error: the check that failed, with the line and the codes at fault
// (the verifier's error names its sentence, Message).
func (c *Catalogue) FauteArbre(err error) string { return c.Erreur(err) }
