package jeu

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/reglages"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/saves"
)

const graineTest = 100

// nouveauJeu returns a game that plays the steps of a scenario (menu
// entries by their words, lines as typed), in French, whose seeds are
// graineTest, graineTest+1, …
func nouveauJeu(etapes ...string) (*Jeu, *strings.Builder) {
	var out strings.Builder
	cat := texte.Nouveau(texte.Francais)
	n := uint64(graineTest)
	j := &Jeu{
		Invite:     scenario.Nouveau(&out, cat, etapes...),
		Cat:        cat,
		Graine:     func() uint64 { n++; return n - 1 },
		Strategies: &strategies.Resolveur{},
		Reglages:   reglages.ReglagesParDefaut(cat),
	}
	return j, &out
}

// secret is the computer's secret drawn with seed g on the classic size.
func secret(g uint64) string { return scenario.SecretDeGraine(g) }

// midi is the time of the games' clock, in the local zone so that the
// menus show 22/11 14:05 whatever the machine's zone.
func midi() time.Time { return time.Date(2026, 11, 22, 14, 5, 0, 0, time.Local) }

// avecSauvegardes gives j a saves folder of its own.
func avecSauvegardes(t *testing.T, j *Jeu) *saves.Dossier {
	d := &saves.Dossier{Chemin: t.TempDir()}
	j.Sauvegardes = d
	j.Horloge = midi
	return d
}

// joue plays the steps of a scenario from the main menu and checks that
// each was played as written.
func joue(t *testing.T, etapes ...string) string {
	t.Helper()
	j, out := nouveauJeu(etapes...)
	menu(t, j)
	return out.String()
}

// menu runs j's main menu and checks that its scenario was played whole.
func menu(t *testing.T, j *Jeu) {
	t.Helper()
	require.NoError(t, j.Menu(context.Background()))
	s := j.Invite.(*scenario.Invite)
	require.NoError(t, s.Err())
	assert.Empty(t, s.Restantes(), "every step was played")
}

func TestSoloWon(t *testing.T) {
	s := secret(graineTest)
	out := joue(t, "Solo", "RRRB", s, "Quitter")
	assert.Contains(t, out, "L'ordinateur a choisi un code de 4 pions parmi R B J V O N. Trouvez-le en 10 essais au plus.")
	assert.Contains(t, out, "     1  RRRB")
	assert.Contains(t, out, "     2  "+s+"     4   0")
	assert.Contains(t, out, "Bravo, trouvé en 2 essais !")
	assert.Contains(t, out, "Au revoir !")
	assert.NotContains(t, out, "\x1b", "no escape sequence in scripted mode")
}

func TestSoloLostShowsTheSecret(t *testing.T) {
	s := secret(graineTest)
	wrong := "RRRR"
	if s == wrong {
		wrong = "BBBB"
	}
	j, out := nouveauJeu("Solo", wrong, wrong, wrong, "Quitter")
	j.Reglages.Parametres.NbEssaisMax = 3
	menu(t, j)
	assert.Contains(t, out.String(), "Secret  "+s+"\n")
	assert.Contains(t, out.String(), "Perdu : 3 essais n'ont pas suffi ; le code secret était "+s+".")
}

func TestMistypedCodeIsAskedAgainWithItsReason(t *testing.T) {
	out := joue(t, "Solo", "RBJ", "RBXV", "quitter", "Quitter")
	assert.Contains(t, out, "RBJ\n  il faut 4 pions, vous en avez tapé 3\n")
	assert.Contains(t, out, "RBXV\n  pion 3 : « X » n'est pas une couleur ; lettres possibles : R B J V O N\n")
	assert.Contains(t, out, "Partie abandonnée.")
}

func TestHintIsCompatibleWithTheBoard(t *testing.T) {
	s := secret(graineTest)
	out := joue(t, "Solo", "RRBB", "?", "quitter", "Quitter")
	i := strings.Index(out, "Indice : ")
	require.GreaterOrEqual(t, i, 0, out)
	indice, err := code.Lire(out[i+len("Indice : "):i+len("Indice : ")+4], couleur.MustDefaut(6), 4)
	require.NoError(t, err)
	secretCode, err := code.Lire(s, couleur.MustDefaut(6), 4)
	require.NoError(t, err)
	rrbb, err := code.Lire("RRBB", couleur.MustDefaut(6), 4)
	require.NoError(t, err)
	assert.Equal(t, code.Evalue(secretCode, rrbb), code.Evalue(indice, rrbb), "the hint gets the answer RRBB got")
	assert.Contains(t, out, "(codes possibles : 256).")
}

func TestUndoAndRedo(t *testing.T) {
	out := joue(t, "Solo", "RRRR", "BBBB", "annuler", "annuler", "annuler", "refaire", "quitter", "Quitter")
	assert.Contains(t, out, "Essai 2 annulé.")
	assert.Contains(t, out, "Essai 1 annulé.")
	assert.Contains(t, out, "Rien à annuler : le plateau est vide.")
	assert.Contains(t, out, "Essai 1 rejoué.")
	assert.Contains(t, out, "Essai 2 sur 10 : annuler\nEssai 1 annulé.\nEssais restants : 10.\nEssai 1 sur 10 : annuler\n",
		"the last move undone leaves no board, not even its header")
}

func TestTwoPlayersSecretNeverShows(t *testing.T) {
	out := joue(t, "Deux joueurs", "VJB", "VJBR", "RRRR", "VJBR", "Quitter")
	debut := out[:strings.Index(out, "Joueur 2, essai 1")]
	assert.NotContains(t, debut, "VJBR", "the secret typed by player one never shows")
	assert.NotContains(t, debut, "VJB\n", "not even a mistyped one")
	assert.Contains(t, debut, "il faut 4 pions, vous en avez tapé 3", "a wrong secret is refused with its reason")
	assert.Contains(t, out, "Code secret choisi. Joueur 2, à vous : 10 essais au plus.")
	assert.Contains(t, out, "Bravo, trouvé en 2 essais !")
}

func TestPartieOfTwoRounds(t *testing.T) {
	s := secret(graineTest)
	// Round 1: the human finds the computer's secret in 2. Round 2: the
	// human thinks of VJBR and answers the course's transcript; a mistyped
	// answer and an impossible one are asked again.
	out := joue(t, "Jouer contre l'ordinateur", "RRRR", s, "",
		"1 0", "1 1", "un", "3 1", "1 2", "0 4", "1 3", "4 0", "Quitter")
	assert.Contains(t, out, "Manche 1 sur 2 : vous cherchez le code de l'ordinateur.")
	assert.Contains(t, out, "Manche 2 sur 2 : l'ordinateur cherche votre code.")
	assert.Contains(t, out, "Essai 3 : l'ordinateur propose JRBJ")
	assert.Contains(t, out, "un\n  tapez deux nombres de 0 à 4, bien placés puis mal placés, par exemple 1 2\n")
	assert.Contains(t, out, "3 1\n  3 bien placés et 1 mal placé est impossible")
	assert.Contains(t, out, "L'ordinateur a trouvé VJBR en 6 essais.")
	assert.Contains(t, out, "Pour vous : 6 points.")
	assert.Contains(t, out, "Fin de la partie — vous : 6, ordinateur : 2.")
	assert.Contains(t, out, "Vous avez gagné !")
}

func TestPartieCatchesAWrongAnswer(t *testing.T) {
	s := secret(graineTest)
	// Round 2: the human thinks of VJBR but answers RBBB with (0,0).
	etapes := []string{"Jouer contre l'ordinateur", s, "", "1 0", "0 0"}
	for range 10 {
		etapes = append(etapes, "0 0")
	}
	out := joue(t, append(etapes, "VJBR", "Quitter")...)
	assert.Contains(t, out, "Aucun code ne correspond à toutes vos réponses")
	assert.Contains(t, out, "Pour le code VJBR, ces réponses étaient fausses :")
	assert.Contains(t, out, "  essai 2, RBBB : vous avez répondu 0 bien placé et 0 mal placé, la bonne réponse était 1 bien placé et 1 mal placé")
	assert.Contains(t, out, "Erreur ou triche : aucun point pour vous dans cette manche.")
	assert.Contains(t, out, "Fin de la partie — vous : 0, ordinateur : 1.")
}

func TestDemonstration(t *testing.T) {
	s := secret(graineTest)
	out := joue(t, "Démonstration", "Quitter")
	assert.Contains(t, out, "Démonstration : la stratégie du cours cherche le code "+s+", choisi au hasard.")
	assert.Contains(t, out, "     1  RRRR")
	assert.Contains(t, out, "L'ordinateur a trouvé "+s)
}

func TestSettingsPresetAndCustom(t *testing.T) {
	out := joue(t, "Réglages > Taille du jeu > Super",
		"Taille du jeu > Personnalisé",
		"0", "abc", "5", // pegs: refused twice, then 5
		"3", "", // colours: 3 accepted (5×3), then Enter for repeats
		"Bleu,Blanc,Rouge", "Rouge,Bleu", "Rouge,Bleu,Jaune", // names: clash, count, then fine
		"3", "4", // rounds: odd refused, then 4
		"0", "12", // tries: refused, then 12
		"Retour au menu", "Quitter")
	assert.Contains(t, out, "Réglages — Super 5×8, 12 essais, 2 manches, lexicographique")
	assert.NotContains(t, out, "Réglages : ", "the settings once, in the menu's title")
	assert.Contains(t, out, "0\n  tapez un nombre entier de 1 à 10\n")
	assert.Contains(t, out, "abc\n  tapez un nombre entier de 1 à 10\n")
	assert.Contains(t, out, "Bleu,Blanc,Rouge\n  Bleu et Blanc commencent tous deux par B : changez l'un des deux noms\n")
	assert.Contains(t, out, "Rouge,Bleu\n  il faut 3 noms, vous en avez donné 2\n")
	assert.Contains(t, out, "3\n  le nombre de manches doit être pair et au moins 2")
	assert.Contains(t, out, "Réglages — Personnalisé 5×3, 12 essais, 4 manches, lexicographique")
}

func TestCustomSizeTooLargeIsRefusedOnTheSpot(t *testing.T) {
	out := joue(t, "Réglages > Taille du jeu > Personnalisé",
		"9", "8", "2", // pegs, colours: 8 refused, then 2
		"", "", "", "", // repeats, names, rounds, tries
		"Retour au menu", "Quitter")
	assert.Contains(t, out, "Nombre de couleurs (1 à 5, Entrée : 5) : 8\n  9 pions × 8 couleurs font trop de codes")
	assert.Contains(t, out, "Réglages — Personnalisé 9×2")
}

func TestEndOfInputLeavesCleanly(t *testing.T) {
	out := joue(t, "Solo", "RRRR")
	assert.True(t, strings.HasSuffix(out, "Au revoir !\n"), out)
}

func TestHardestSecretsForAHumanCoder(t *testing.T) {
	s := secret(graineTest)
	out := joue(t, "Jouer contre l'ordinateur", s, "x", "?", "", "1 0", "quitter", "Quitter")
	assert.Contains(t, out, "Tapez ? pour voir les codes les plus difficiles pour l'ordinateur, quitter pour mettre la partie de côté.")
	assert.Contains(t, out, "x\n  appuyez sur Entrée, ou tapez ? ou quitter\n")
	assert.Contains(t, out, "Codes qui demandent le plus d'essais à la stratégie du cours (9 essais) :\n")
}

func TestUnpredictableComputer(t *testing.T) {
	out := joue(t, "Réglages > Ordinateur imprévisible > départ au hasard > Retour au menu > Quitter")
	assert.Contains(t, out, "Ordinateur imprévisible : non")
	assert.Contains(t, out, "Réglages — Classique 4×6, 10 essais, 2 manches, départ au hasard")
	assert.Contains(t, out, "Ordinateur imprévisible : départ au hasard")
}

func TestDemonstrationExplained(t *testing.T) {
	out := joue(t, "Réglages > L'ordinateur explique ses coups",
		"L'ordinateur joue > CFC : couleur > Retour au menu",
		"Démonstration", "Quitter")
	assert.Contains(t, out, "  4) L'ordinateur explique ses coups : oui\n")
	assert.NotContains(t, out, "L'ordinateur explique ses coups : oui.", "the new state once, in the menu")
	assert.Contains(t, out, "Démonstration : la stratégie CFC cherche le code")
	assert.Contains(t, out, "        → le code secret comprend")
	assert.Contains(t, out, "        → c'est gagné !")
}

// TestAHintWhereTheComputerBreaksYourCode: "?" while answering the
// computer's guesses was told only to type two numbers, though the rules
// list "?" among the commands of a round; it is now told why there is no
// hint there.
func TestAHintWhereTheComputerBreaksYourCode(t *testing.T) {
	s := secret(graineTest)
	out := joue(t, "Jouer contre l'ordinateur", s, "", "?", "quitter", "Quitter")
	assert.Contains(t, out, "Bien placés et mal placés : ?\n  pas d'indice ici : c'est l'ordinateur qui cherche votre code ; tapez deux nombres de 0 à 4, bien placés puis mal placés, par exemple 1 2\n")
}

// TestAnUnexpectedErrorIsOneSentence: an error nobody worded, from an
// entry of the menu, reads as one sentence with one full stop, and the
// menu comes back.
func TestAnUnexpectedErrorIsOneSentence(t *testing.T) {
	j, out := nouveauJeu("Statistiques > Optimale", "Quitter")
	j.Sortie = &statistiques.Sortie{Out: out, Err: out, Mise: func() int { return 0 }, Maintenant: time.Now}
	j.Strategies = &strategies.Resolveur{Optimal: func(context.Context, *code.Espace, strategies.OptionsStrategie) (strategie.Strategie, error) {
		return nil, errors.New("boom")
	}}
	require.NoError(t, j.Menu(context.Background()))
	assert.Contains(t, lignes(out.String()), "Impossible : erreur inattendue (boom) ; ce n'est pas de votre fait, merci de la signaler.")
}

// TestCustomColoursOfferOnlyWhatThePegsAllow: the colours' question gave
// "1 à 26, Entrée : 6" whatever the pegs; with 10 pegs, Enter took 6 and
// the game was refused only after four more questions, every answer lost.
// The question now offers what the pegs allow, its default within it.
func TestCustomColoursOfferOnlyWhatThePegsAllow(t *testing.T) {
	out := joue(t, "Réglages > Taille du jeu > Personnalisé",
		"10", "", "", "", "", "", // pegs, then Enter for everything
		"Taille du jeu > Personnalisé", "4", "17", "16", "", "", "", "",
		"Retour au menu", "Quitter")
	assert.Contains(t, out, "Nombre de couleurs (1 à 4, Entrée : 4) : \n")
	assert.Contains(t, out, "Réglages — Personnalisé 10×4, 10 essais, 2 manches, lexicographique")
	assert.Contains(t, out, "Nombre de couleurs (1 à 16, Entrée : 4) : 17\n  4 pions × 17 couleurs font trop de codes pour l'ordinateur : avec 4 pions, 16 couleurs au plus\n")
	assert.Contains(t, out, "Réglages — Personnalisé 4×16, 10 essais, 2 manches, lexicographique")
}
