package texte

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/solveur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// CFC without repeats says, row by row, what each answer taught: the
// colours in common with RBJV, each exchange of one colour, what counting
// settles, then the arrangements and the pegs the blank tells.
func TestCFCSansRepetitionExplanations(t *testing.T) {
	cat := Nouveau(Francais)
	mots, lignes := explique(t, cat, strategie.CFC{}, quatreSixSansRep, "OVNB", 0)
	assert.Equal(t, []string{"RBJV", "OBJV", "ROJV", "RBOV", "BVON", "RVON", "BRON", "OVNB"}, mots)
	assert.Equal(t, []string{
		"le code secret a 2 couleurs en commun avec RBJV, donc le code secret comprend 1 pion orange et 1 pion noir",
		"le code secret comprend 1 pion orange et pas de pion rouge",
		"le code secret comprend autant de pions bleus que de pions orange, donc le code secret comprend 1 pion bleu",
		"le code secret comprend 1 pion orange et pas de pion jaune, donc le code secret comprend 1 pion vert",
		"1 des pions à placer est à sa place",
		"le 1er pion n'est pas bleu",
		"le 2e pion est vert",
		"c'est gagné !",
	}, lignes)

	mots, lignes = explique(t, cat, strategie.CFC{}, quatreSixSansRep, "VJBR", 0)
	assert.Equal(t, []string{"RBJV", "BRVJ", "JVRB", "VJBR"}, mots)
	assert.Equal(t, []string{
		"le code secret a 4 couleurs en commun avec RBJV, donc le code secret comprend 1 pion rouge, 1 pion bleu, 1 pion jaune et 1 pion vert, " +
			"mais pas de pion orange ni de pion noir, et, d'après la réponse à RBJV, aucun des pions à placer n'est à sa place",
		"aucun des pions à placer n'est à sa place",
		"aucun des pions à placer n'est à sa place, donc le 1er pion est vert, le 2e pion est jaune, le 3e pion est bleu et le 4e pion est rouge",
		"c'est gagné !",
	}, lignes)

	_, lignes = explique(t, cat, strategie.CFC{}, quatreSixSansRep, "RBJO", 0)
	assert.Equal(t, "le code secret a 3 couleurs en commun avec RBJV", lignes[0])
	assert.Equal(t, "le code secret comprend autant de pions rouges que de pions orange", lignes[1])
	assert.Equal(t, "le code secret comprend autant de pions bleus que de pions orange, donc le code secret comprend 1 pion rouge, 1 pion bleu et 1 pion orange, mais pas de pion noir", lignes[2])
}

func TestCFCPlusSansRepetitionExplainsTheStepsItSkips(t *testing.T) {
	mots, lignes := explique(t, Nouveau(Francais), strategie.CFCPlus{}, quatreSixSansRep, "BRON", 0)
	assert.Equal(t, []string{"RBJV", "OBJV", "ROJV", "RBON", "BRON"}, mots)
	assert.Equal(t, "2 des pions à placer sont à leur place, et, sans avoir à proposer JBON, le 1er pion n'est pas rouge, "+
		"et, sans avoir à proposer RJON, le 2e pion n'est pas bleu, "+
		"donc le 1er pion est bleu, le 2e pion est rouge, le 3e pion est orange et le 4e pion est noir", lignes[3])
}

func TestCFCSansRepetitionExplanationsInEnglish(t *testing.T) {
	_, lignes := explique(t, Nouveau(Anglais), strategie.CFC{}, quatreSixSansRep, "OVNB", 0)
	assert.Equal(t, []string{
		"the secret has 2 colours in common with RBYG, so the secret holds 1 orange peg and 1 black peg",
		"the secret holds 1 orange peg and no red peg",
		"the secret holds as many blue pegs as orange pegs, so the secret holds 1 blue peg",
		"the secret holds 1 orange peg and no yellow peg, so the secret holds 1 green peg",
		"1 of the pegs to place is in its place",
		"the 1st peg is not blue",
		"the 2nd peg is green",
		"solved!",
	}, lignes)
	_, lignes = explique(t, Nouveau(Anglais), strategie.CFC{}, quatreSixSansRep, "RBJO", 0)
	assert.Equal(t, "the secret holds as many blue pegs as orange pegs, so the secret holds 1 red peg, 1 blue peg and 1 orange peg, but no black peg", lignes[2])
}

// A code that repeats a colour in a game without repeats: the colour, its
// pegs and what to do, in both languages; the solver's line adds its
// number, its text and an example.
func TestRepetitionSentences(t *testing.T) {
	rep := &code.ErreurRepetition{Couleur: 3, Lettre: 'V', Positions: [2]int{2, 4}}
	assert.Equal(t, "la couleur V est deux fois dans ce code (pions 2 et 4), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes",
		Nouveau(Francais).Erreur(rep))
	assert.Equal(t, "colour V is twice in this code (pegs 2 and 4), and without repeats no code holds a colour twice; type colours that are all different",
		Nouveau(Anglais).Erreur(rep))
	assert.Equal(t, "ce code répète une couleur, or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes",
		Nouveau(Francais).Erreur(&code.ErreurRepetition{Couleur: 3, Positions: [2]int{2, 4}}), "without the letter")
	ligne := &solveur.ErreurLigne{Numero: 3, Texte: "RVJV 1 0", Exemple: "RVNJ 2 0", Err: rep}
	assert.Equal(t, "ligne 3 « RVJV 1 0 » : la couleur V est deux fois dans ce code (pions 2 et 4), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes. Exemple : RVNJ 2 0",
		Nouveau(Francais).Erreur(ligne))
}

// The rules screen's sentence for a game without repeats.
func TestRegleSansRepetition(t *testing.T) {
	assert.Equal(t, "Sans répétition, aucun code n'a deux fois la même couleur : ni le code secret, ni aucune proposition, de l'ordinateur comme du joueur. Une proposition qui répète une couleur est refusée.",
		Nouveau(Francais).T("regles.sansrepetition"))
	assert.Equal(t, "Without repeats, no code holds a colour twice: neither the secret nor any proposal, the computer's or the player's. A proposal that repeats a colour is refused.",
		Nouveau(Anglais).T("regles.sansrepetition"))
}
