package texte

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/saves"
)

// sauvegardeValide is a save the program wrote (solo, one row).
const sauvegardeValide = `version: 1
created: 2026-11-23T07:14:15Z
played: 2026-11-23T07:14:15Z
mode: solo
parameters:
  pegs: 4
  colors: [Rouge, Bleu, Jaune, Vert, Orange, Noir]
  letters: RBJVON
  no_repeat: false
  rounds: 2
  max_tries: 10
round:
  coder: ordinateur
  decoder: humain
  seed: 3
  secret: tZJAqA
  rows:
    - RRBB 2 0
  undos: 0
`

// TestADamagedSaveSaysWhatIsWrongAndWhere: each way a save can be damaged
// is worded for what it is, with the field or the line.
func TestADamagedSaveSaysWhatIsWrongAndWhere(t *testing.T) {
	_, err := saves.Lire([]byte(sauvegardeValide))
	require.NoError(t, err, "the model reads")
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	tests := []struct {
		nom, contenu, fr, en string
	}{
		{"cut in a line", sauvegardeValide[:150],
			"le fichier s'arrête au milieu de sa ligne 7 : il a été coupé",
			"the file stops in the middle of its line 7: it was cut short"},
		{"cut after a line", sauvegardeValide[:strings.Index(sauvegardeValide, "  letters:")],
			"le champ « parameters.letters » manque ou est vide : le fichier a été coupé, ou ce n'est pas une sauvegarde",
			`the field "parameters.letters" is missing or empty: the file was cut short, or it is not a save`},
		{"only ~", "~\n",
			"le champ « version » manque ou est vide : le fichier a été coupé, ou ce n'est pas une sauvegarde",
			`the field "version" is missing or empty: the file was cut short, or it is not a save`},
		{"version -1", strings.Replace(sauvegardeValide, "version: 1", "version: -1", 1),
			"le champ « version » vaut -1, un format qui n'existe pas : ce programme écrit et lit le format 2",
			`the field "version" is -1, a format that does not exist: this program writes and reads format 2`},
		{"version -1 and nothing else", "version: -1\n",
			"le champ « version » vaut -1, un format qui n'existe pas : ce programme écrit et lit le format 2",
			`the field "version" is -1, a format that does not exist: this program writes and reads format 2`},
		{"version -1 and fields of another format", "version: -1\nname: x\n",
			"le champ « version » vaut -1, un format qui n'existe pas : ce programme écrit et lit le format 2",
			`the field "version" is -1, a format that does not exist: this program writes and reads format 2`},
		{"version 0", strings.Replace(sauvegardeValide, "version: 1", "version: 0", 1),
			"le champ « version » vaut 0, un format qui n'existe pas : ce programme écrit et lit le format 2",
			`the field "version" is 0, a format that does not exist: this program writes and reads format 2`},
		{"a newer version with fields of its own", "version: 3\ncolour_blind: true\n",
			"le fichier est au format 3, or ce programme lit le format 2 ; mettez le programme à jour",
			"the file is in format 3, and this program reads format 2; update the program"},
		{"a newer version", strings.Replace(sauvegardeValide, "version: 1", "version: 3", 1),
			"le fichier est au format 3, or ce programme lit le format 2 ; mettez le programme à jour",
			"the file is in format 3, and this program reads format 2; update the program"},
		{"created: yesterday", strings.Replace(sauvegardeValide, "created: 2026-11-23T07:14:15Z", "created: yesterday", 1),
			"ligne 2, « yesterday » n'est pas une date : le champ « created » s'écrit comme 2026-11-23T07:14:15Z",
			`line 2, "yesterday" is not a date: the field "created" is written like 2026-11-23T07:14:15Z`},
		{"pegs: four", strings.Replace(sauvegardeValide, "pegs: 4", "pegs: quatre", 1),
			"ligne 6, le champ « parameters.pegs » ne peut pas valoir « quatre »",
			`line 6, the field "parameters.pegs" cannot be "quatre"`},
		{"names and letters not as many", strings.Replace(sauvegardeValide, "letters: RBJVON", "letters: RBJ", 1),
			"« parameters.letters » : 6 noms pour 3 lettres, or chaque couleur a un nom et une lettre",
			`"parameters.letters": 6 names for 3 letters, and each colour has one name and one letter`},
		{"a letter not of its name", strings.Replace(sauvegardeValide, "letters: RBJVON", "letters: RBJVOM", 1),
			"« parameters.letters » : la lettre M n'est pas une lettre du nom de sa couleur, Noir",
			`"parameters.letters": the letter M is not a letter of its colour's name, Noir`},
		{"eleven pegs", strings.Replace(sauvegardeValide, "pegs: 4", "pegs: 11", 1),
			"« parameters » : 11 pions, or un code en a de 1 à 10",
			`"parameters": 11 pegs, and a code has from 1 to 10`},
		{"a huge count of undos", strings.Replace(sauvegardeValide, "undos: 0", "undos: 9223372036854775806", 1),
			"« round.undos » : un compte est plus grand qu'aucune partie n'en atteint",
			`"round.undos": a count is larger than any game reaches`},
		{"a forged row to redo", strings.Replace(sauvegardeValide, "  undos: 0", "  redo:\n    - NNNN 4 0\n  undos: 0", 1),
			"« round.redo », ligne 1 du plateau : la réponse n'est pas celle que donne le code secret",
			`"round.redo", row 1 of the board: the answer is not the one the secret code gives`},
	}
	for _, tt := range tests {
		t.Run(tt.nom, func(t *testing.T) {
			_, err := saves.Lire([]byte(tt.contenu))
			require.Error(t, err)
			assert.Equal(t, tt.fr, fr.Raison(err))
			assert.Equal(t, tt.en, en.Raison(err))
		})
	}
}
