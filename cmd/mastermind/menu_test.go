package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// apresChaqueMenu is what the player read after each choice in the main
// menu, up to the next main menu.
func apresChaqueMenu(out string) []string {
	var ecrans []string
	for _, morceau := range strings.Split(out, "Menu principal — ")[1:] {
		_, apres, _ := strings.Cut(morceau, "\nVotre choix ")
		_, apres, _ = strings.Cut(apres, "\n")
		ecrans = append(ecrans, apres)
	}
	return ecrans
}

func TestMenuAssistant(t *testing.T) {
	// A real board: the player plays their own first guess, then the
	// suggestion, and leaves once one code is left.
	out := joueMenu(t, 3, "Assistant", "RRBB", "1 0", "", "0 4", "quitter", "Quitter")
	ecrans := apresChaqueMenu(out)
	require.Len(t, ecrans, 2)
	assert.Equal(t, ""+
		"Assistant pour un vrai plateau : l'ordinateur conseille chaque essai, vous tapez les réponses du codeur.\n"+
		"Commandes : annuler, corriger N, quitter.\n"+
		"1\u00a0296 codes possibles.\n"+
		"Essai 1, conseil : RRBJ (il laisse au pire 276 codes, 185,27 en moyenne).\n"+
		"Entrée pour jouer le conseil, ou votre code : RRBB\n"+
		"Réponse à RRBB (bien, mal ; par exemple 2 1) : 1 0\n"+
		" Essai  Code  Bien Mal\n"+
		"     1  RRBB     1   0\n"+
		"256 codes possibles.\n"+
		"Essai 2, conseil : RJJV (il laisse au pire 51 codes, 32,57 en moyenne).\n"+
		"Entrée pour jouer le conseil, ou votre code : \n"+
		"Réponse à RJJV (bien, mal ; par exemple 2 1) : 0 4\n"+
		" Essai  Code  Bien Mal\n"+
		"     1  RRBB     1   0\n"+
		"     2  RJJV     0   4\n"+
		"1 code possible : JRVJ\n"+
		"Essai 3, conseil : JRVJ (il laisse au pire 1 code, 1 en moyenne).\n"+
		"Entrée pour jouer le conseil, ou votre code : quitter\n", ecrans[0])
	assert.Equal(t, "Au revoir !\n", ecrans[1])
}

func TestMenuStatistics(t *testing.T) {
	out := joueMenu(t, 3, "Statistiques > le plus petit code compatible", "Quitter")
	ecrans := apresChaqueMenu(out)
	require.Len(t, ecrans, 2)
	var menu strings.Builder
	menu.WriteString("Quelle stratégie jouer contre chaque code secret ?\n")
	noms := (&commande.App{}).Strategies().Noms()
	for i, n := range noms {
		fmt.Fprintf(&menu, "  %d) %s\n", i+1, texte.Nouveau(texte.Francais).DescriptionStrategie(n))
	}
	fmt.Fprintf(&menu, "  %d) toutes, côte à côte\nVotre choix (1-%d) : 1\n", len(noms)+1, len(noms)+1)
	assert.Equal(t, menu.String()+
		"Statistiques de la stratégie du cours — 4 pions, 6 couleurs : 1\u00a0296 secrets\n"+
		"  propositions en tout : 7\u00a0471\n"+
		"  moyenne :              5,7647\n"+
		"  maximum :              9, pour 6 secrets :\n"+
		"  ONOV NVJO NOOO NOON NNOV NNNO\n"+
		"  …\n"+
		"\n"+
		"Propositions  Secrets\n"+
		"           1        1  ▏\n"+
		"           2        4  ▏\n"+
		"           3       25  █\n"+
		"           4      108  ███████\n"+
		"           5      305  ████████████████████\n"+
		"           6      602  ████████████████████████████████████████\n"+
		"           7      196  █████████████\n"+
		"           8       49  ███\n"+
		"           9        6  ▏\n", sansDurees(ecrans[0]))
	assert.Equal(t, "Au revoir !\n", ecrans[1])
}

// TestMenuStatisticsSideBySideNameTheStrategies: the menu's table of
// every strategy named its rows by identifiers (most-parts,
// expected-size…) under a menu that lists them by what they do; its rows
// now read the settings' short names, columns aligned. The command line
// keeps the identifiers it takes.
func TestMenuStatisticsSideBySideNameTheStrategies(t *testing.T) {
	out := joueMenu(t, 1, "Statistiques > toutes, côte à côte", "Quitter")
	for _, l := range []string{
		"stratégie           moyenne  max   total au max       1",
		"lexicographique      5,7647    9   7\u00a0471      6       1",
		"Kooi                 4,3735    6   5\u00a0668      7       1",
		"stratégie optimale   4,3403    6   5\u00a0625      7       1",
	} {
		assert.Contains(t, out, "\n"+l, "a row of the table")
	}
	assert.NotContains(t, out, "\nmost-parts ")

	// Through a pipe, the command line's table keeps its identifiers and
	// its columns.
	out, errw, st := lance(t, "", "stats", "--strategy", "all", "--seed", "1")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "\nstratégie       moyenne  max   total au max       1")
	assert.Contains(t, out, "\nlexico           5,7647    9   7\u00a0471      6       1")
}

// numerosDuMenu are the main menus a pipe showed, each as its entries by
// number.
func numerosDuMenu(t *testing.T, out string) []map[string]string {
	t.Helper()
	var menus []map[string]string
	for _, morceau := range strings.Split(out, "Menu principal — ")[1:] {
		m := map[string]string{}
		for _, l := range strings.Split(morceau, "\n")[1:] {
			num, libelle, ok := strings.Cut(strings.TrimSpace(l), ") ")
			if !ok || !strings.HasPrefix(l, "  ") {
				break
			}
			// A save's name and its date change; the entry's kind stays.
			m[num], _, _ = strings.Cut(libelle, " ")
		}
		menus = append(menus, m)
	}
	return menus
}

// TestMenuTubeGardeSesNumeros: through a pipe, the main menu renumbered
// itself after the first game (« 9) Quitter » became « 10) Quitter »,
// then 11) once a game was set aside), so that a script's numbers chose
// something else. Every entry now keeps its number, from a fresh start
// (9 quits, as it always did) to a game set aside, resumed and finished;
// and `quitter` (or `quit`), which the instructions list at « Entrée
// quand vous êtes prêt », sets the course's game aside there.
func TestMenuTubeGardeSesNumeros(t *testing.T) {
	for _, quitter := range []string{"quitter", "quit"} {
		t.Run(quitter, func(t *testing.T) {
			stdin := "1\n" + strings.Repeat("RRRR\n", 10) + "bof\n" + quitter + "\n" +
				"10\n" + quitter + "\n9\n"
			out, errw, st := lance(t, stdin, "--seed", "3")
			require.Equal(t, 0, st, errw)
			assert.Contains(t, out, "Pensez à un code de 4 pions parmi R B J V O N, sans le taper. Tapez ? pour voir les codes les plus difficiles pour l'ordinateur, quitter pour mettre la partie de côté.\n"+
				"Entrée quand vous êtes prêt : bof\n"+
				"  appuyez sur Entrée, ou tapez ? ou quitter\n"+
				"Entrée quand vous êtes prêt : "+quitter+"\n"+
				"Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume ")
			assert.Contains(t, out, "Votre choix (1-12) : 10\nReprise de « Partie 4×6, ")
			menus := numerosDuMenu(t, out)
			require.Len(t, menus, 3)
			for _, m := range menus {
				assert.Equal(t, map[string]string{
					"1": "Jouer", "2": "Solo", "3": "Deux", "4": "Démonstration",
					"5": "Assistant", "6": "Statistiques", "7": "Réglages", "8": "Règles",
					"9": "Quitter", "10": "Reprendre", "11": "Parties", "12": "Mes",
				}, m)
			}
			assert.True(t, strings.HasSuffix(out, "Votre choix (1-12) : 9\nAu revoir !\n"), out[max(0, len(out)-300):])
		})
	}
}
