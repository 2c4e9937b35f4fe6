package texte

// tableExercices holds the keys exercices.*, for mastermind exercises: the
// students' kit of the course's classes with methods to write.
func tableExercices() map[string]message {
	return map[string]message{
		"exercices.resume": {
			"écrit le kit d'exercices des élèves : les classes du cours à compléter (alias : exercices)",
			"writes the students' exercise kit: the course's classes to complete (alias: exercices)"},
		"exercices.args": {"DOSSIER", "FOLDER"},
		"exercices.aide": {
			`Usage : mastermind exercises [options] DOSSIER

Écrit dans DOSSIER (nouveau ou vide) un petit module Go : les classes de la
version objet du cours (utmm, couleur, code, plateau), telles que le
programme les exécute, dont quinze méthodes sont à écrire (leur corps est
panic("à écrire"), sous un commentaire qui dit quoi écrire), et les tests
tirés des exemples du sujet. Lancez « go test » dans DOSSIER : chaque
échec dit ce qui manque. Aucun téléchargement n'est nécessaire.
« mastermind exercices » fait de même.

  mastermind exercises mastermind-tp

Options :
`,
			`Usage: mastermind exercises [options] FOLDER

Writes into FOLDER (new or empty) a small Go module: the course's classes of
the object version (utmm, couleur, code, plateau) as the program runs them,
fifteen of whose methods are left to write (their body is
panic("à écrire"), under a comment that says what to write), and the tests
taken from the handout's examples. Run "go test" in FOLDER: each failure
says what is missing. Nothing needs downloading.
"mastermind exercices" does the same.

  mastermind exercises mastermind-tp

Options:
`},
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
			"Le kit d'exercices est écrit dans %s. Les méthodes à écrire y sont marquées panic(\"à écrire\") ; lancez « go test » dans ce dossier pour voir lesquelles restent.\n",
			"The exercise kit is written into %s. The methods to write are marked panic(\"à écrire\"); run \"go test\" in that folder to see which remain.\n"},
	}
}
