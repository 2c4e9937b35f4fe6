package texte

// tableExercices holds the keys exercices.*, for mastermind exercises: the
// students' kit of the course's classes with methods to write.
func tableExercices() map[string]message {
	return map[string]message{
		"exercices.resume": {
			"écrit le kit d'exercices des étudiants : les classes du cours à compléter (alias : exercices)",
			"writes the students' exercise kit: the course's classes to complete (alias: exercices)"},
		"exercices.args": {"DOSSIER", "FOLDER"},
		"exercices.aide": {
			`Usage : mastermind exercises [options] DOSSIER

Écrit dans DOSSIER (nouveau ou vide) le kit d'exercices des étudiants : tout
le sujet, niveau par niveau (les outils de base, le parcours
lexicographique, les manches, la partie, statsMasterMindIA, CFC), chaque
fonction à écrire sous son nom du sujet, avec son pré-requis, et un
vérificateur qui la compare sur de nombreux cas à ce que répond ce
programme, en disant en français le premier cas faux.

Sans option, le kit est un module Go (Go 1.23 ou plus récent) : les classes
du cours telles que le programme les exécute ; lancez « go test » dans
DOSSIER, puis « go run . » pour jouer avec vos fonctions. Avec --java, il
est en Java, la langue du cours : MasterMindBase et MasterMindEtendu avec
les en-têtes du sujet ; il suffit d'un JDK (javac et java). Aucun
téléchargement n'est nécessaire. « mastermind exercices » fait de même.

  mastermind exercises tp-mastermind
  mastermind exercises --java tp-mastermind

Options :
`,
			`Usage: mastermind exercises [options] FOLDER

Writes into FOLDER (new or empty) the students' exercise kit: the whole
handout, level by level (the basic tools, the lexicographic walk, the
rounds, the game, statsMasterMindIA, CFC), each function to write under its
name in the handout, with its pré-requis, and a checker that compares it on
many cases with what this program answers, and says in French the first
wrong case.

Without options the kit is a Go module (Go 1.23 or newer): the course's
classes as the program runs them; run "go test" in FOLDER, then "go run ."
to play with your functions. With --java it is in Java, the course's
language: MasterMindBase and MasterMindEtendu with the handout's headers;
a JDK (javac and java) is all it needs. Nothing needs downloading.
"mastermind exercices" does the same.

  mastermind exercises tp-mastermind
  mastermind exercises --java tp-mastermind

Options:
`},
		"exercices.java": {
			"écrit le kit en Java (MasterMindBase, MasterMindEtendu) plutôt qu'en Go",
			"writes the kit in Java (MasterMindBase, MasterMindEtendu) rather than in Go"},
		"exercices.fichier": {
			"%s est un fichier, pas un dossier : le kit s'écrit dans un dossier nouveau ou vide. Donnez le nom d'un dossier.",
			"%s is a file, not a folder: the kit is written into a new or empty folder. Give a folder's name."},
		"exercices.ecritjava": {
			"Le kit d'exercices en Java est écrit dans %s. Les fonctions à écrire y sont marquées « throw new AEcrire(); » ; dans ce dossier, « javac -encoding UTF-8 -d classes *.java » puis « java -cp classes Verif » disent lesquelles restent.\n",
			"The Java exercise kit is written into %s. The functions to write are marked \"throw new AEcrire();\"; in that folder, \"javac -encoding UTF-8 -d classes *.java\" then \"java -cp classes Verif\" tell which remain.\n"},
		"exercices.sansdossier": {
			"Il manque le dossier où écrire le kit : « mastermind exercises DOSSIER ».",
			"The folder to write the kit into is missing: \"mastermind exercises FOLDER\"."},
		"exercices.pris": {
			"Le dossier %s n'est pas vide : le kit s'écrit dans un dossier nouveau ou vide, pour ne remplacer aucun fichier. Choisissez un autre nom.",
			"The folder %s is not empty: the kit is written into a new or empty folder, so that no file is replaced. Choose another name."},
		"exercices.echec": {
			"Le kit n'a pas pu être écrit dans %s : %s",
			"The kit could not be written into %s: %s"},
		"exercices.ecrit": {
			"Le kit d'exercices en Go est écrit dans %s. Les fonctions à écrire y sont marquées panic(\"à écrire\") ; lancez « go test » dans ce dossier pour voir lesquelles restent.\n",
			"The Go exercise kit is written into %s. The functions to write are marked panic(\"à écrire\"); run \"go test\" in that folder to see which remain.\n"},
	}
}
