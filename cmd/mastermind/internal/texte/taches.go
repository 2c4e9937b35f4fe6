package texte

// tableTaches holds the keys taches.*, for the work of a size split in
// tasks (optimal --tasks, merge).
func tableTaches() map[string]message {
	return map[string]message{
		"taches.drapeaudossier": {
			"partage le travail de la taille en tâches dans ce dossier (le plan, les résultats, l'avancement)",
			"splits the size's work in tasks in this folder (the plan, the results, the progress)"},
		"taches.drapeautache": {
			"ne fait que la tâche K du plan (un tableau de tâches Slurm ou un Job Kubernetes indexé)",
			"runs task K of the plan only (a Slurm job array or a Kubernetes Indexed Job)"},
		"taches.drapeauplan": {
			"écrit le plan et dit le nombre de tâches, sans en faire",
			"writes the plan and says the number of tasks, without running any"},
		"taches.drapeauhorizon": {
			"la borne inférieure cherche sur H niveaux sous chaque classe (0 : tous, l'optimum)",
			"the lower bound searches H levels below each class (0: all of them, the optimum)"},
		"taches.drapeauexact": {
			"à l'horizon, les ensembles d'au plus T codes sont résolus exactement",
			"at the horizon, the sets of at most T codes are solved exactly"},
		"taches.drapeaufeuilles": {
			"les ensembles bornés à l'horizon : static (comptage et candidats) ou split (plus un demi-niveau : la meilleure partition de chaque proposition)",
			"the sets bounded at the horizon: static (counting and candidates) or split (plus a half level: each proposal's split counted)"},
		"taches.drapeaumin": {
			"ne fait que les tâches d'au moins N codes (les autres gardent la borne d'un autre dossier, merge --with)",
			"runs only the tasks of at least N codes (the others keep another folder's bound, merge --with)"},
		"taches.feuilles": {
			"--leaves %s : les feuilles sont static ou split",
			"--leaves %s: the leaves are static or split"},
		"taches.feuillessanshorizon": {
			"--leaves split ne va qu'avec --horizon H (H ≥ 1)",
			"--leaves split only goes with --horizon H (H ≥ 1)"},
		"taches.drapeauarbre": {
			"l'arbre de chaque classe : exact, hybrid (--threshold, --bottom, --bottom-width) ou none",
			"each class's tree: exact, hybrid (--threshold, --bottom, --bottom-width) or none"},
		"taches.drapeauouvriers": {
			"le nombre de tâches menées à la fois (par défaut, un par cœur)",
			"how many tasks run at once (by default, one per core)"},
		"taches.drapeauavec": {
			"d'autres dossiers de la même taille : chaque classe prend l'arbre le moins cher et la borne la plus haute de tous",
			"other folders of the same size: each class takes the cheapest tree and the highest bound of them all"},
		"taches.arbre": {
			"--tree %s : le genre d'arbre est exact, hybrid ou none",
			"--tree %s: the kind of tree is exact, hybrid or none"},
		"taches.sansdossier": {
			"%s ne va qu'avec --tasks DOSSIER",
			"%s only goes with --tasks FOLDER"},
		"taches.plan": {
			"Plan de %s dans %s : %s (task-0000 à %s). Une tâche : mastermind optimal --tasks %s --task K ; puis : mastermind merge %s",
			"Plan of %s in %s: %s (task-0000 to %s). One task: mastermind optimal --tasks %s --task K; then: mastermind merge %s"},
		"taches.faite": {
			"Tâche %s (%s, %s) faite en %s : au moins %s.",
			"Task %s (%s, %s) done in %s: at least %s."},
		"taches.planautre": {
			"Le dossier %s tient le plan d'un autre travail (une autre taille, d'autres options) : prenez un autre dossier.",
			"The folder %s holds the plan of other work (another size, other options): use another folder."},
		"taches.sansplan": {
			"Impossible de lire le plan de %s : %s. Le plan s'écrit avec mastermind optimal --tasks %s et les options de la taille.",
			"Cannot read the plan of %s: %s. A plan is written by mastermind optimal --tasks %s with the size's flags."},
		"taches.pasdetache": {
			"--task %d : le plan de %s a %d tâches, de 0 à %d",
			"--task %d: the plan of %s has %d tasks, from 0 to %d"},
		"taches.refuse": {
			"Le résultat %s est refusé : %s. Refaites sa tâche (supprimez-le, puis mastermind optimal --tasks %s --task %d).",
			"The result %s is refused: %s. Run its task again (remove it, then mastermind optimal --tasks %s --task %d)."},
		"taches.bornefausse": {
			"sa borne n'est pas atteinte : sa définition donne %s, le fichier annonce %s",
			"its bound is not reached: its definition gives %s, the file claims %s"},
		"taches.borneentete": {
			"ligne %d, le champ « %s » manque ou est mal écrit",
			`line %d, the field "%s" is missing or badly written`},
		"taches.accord": {
			"il tient %s, or la tâche est %s",
			"it holds %s, and the task is %s"},
		"taches.verifies": {
			"%d tâches sur %d ont leurs résultats, chacun vérifié par les vérificateurs indépendants.",
			"%d of %d tasks have their results, each checked by the independent checkers."},
		"taches.borne": {
			"Borne inférieure : aucune stratégie de %s ne trouve tous les secrets en moins de %s en tout (%s en moyenne).",
			"Lower bound: no strategy of %s finds every secret with fewer than %s in all (%s on average)."},
		"taches.bornepremiers": {
			"Borne inférieure, pour les stratégies qui commencent par %s : %s en tout (%s en moyenne).",
			"Lower bound, for the strategies that start with %s: %s in all (%s on average)."},
		"taches.arbrefusion": {
			"Meilleur arbre : %s en tout (%s en moyenne, au plus %s), premier essai %s.",
			"Best tree: %s in all (%s on average, at most %s), first guess %s."},
		"taches.ecart": {
			"Écart : %s (%s %%).",
			"Gap: %s (%s%%)."},
		"taches.optimal": {
			"C'est l'optimum : la borne rejoint l'arbre.",
			"It is the optimum: the bound meets the tree."},
		"taches.premier": {
			"  %s : au moins %s, arbre %s (%d bornes et %d arbres sur %d classes)",
			"  %s: at least %s, tree %s (%d bounds and %d trees of %d classes)"},
		"taches.aucunarbre": {
			"aucun",
			"none"},
		"taches.resume": {
			"vérifie les résultats des tâches d'un dossier et les réunit : bornes, meilleur arbre",
			"checks the results of a folder's tasks and puts them together: bounds, best tree"},
		"taches.aide": {
			`Usage : mastermind merge [options] DOSSIER

Vérifie chaque résultat des tâches du dossier (le plan de mastermind
optimal --tasks) avec les vérificateurs indépendants : les arbres des
classes comme verify-tree, les bornes en recalculant leur définition
(docs/OPTIMAL.md, « Tâches »). Un résultat falsifié, tronqué ou d'un autre
plan est refusé (statut 1). Puis les réunit : la borne inférieure prouvée,
le meilleur arbre complet, l'écart ; --export écrit cet arbre.

Options :
`,
			`Usage: mastermind merge [options] FOLDER

Checks every result of the folder's tasks (the plan of mastermind
optimal --tasks) with the independent checkers: the classes' trees as
verify-tree does, the bounds by computing their definition again
(docs/OPTIMAL.md, "Tasks"). A forged, truncated or foreign result is
refused (status 1). Then puts them together: the lower bound proved, the
best complete tree, the gap; --export writes that tree.

Options:
`},
		"taches.args": {
			"DOSSIER",
			"FOLDER"},
		"taches.sansdossiermerge": {
			"il manque le dossier des tâches : mastermind merge DOSSIER",
			"the tasks' folder is missing: mastermind merge FOLDER"},
		"taches.sansarbre": {
			"--export : aucun premier essai n'a d'arbre pour chacune de ses classes",
			"--export: no first guess has a tree for each of its classes"},
	}
}
