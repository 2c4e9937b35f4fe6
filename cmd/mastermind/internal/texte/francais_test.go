package texte

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// enFrancais formats f as T does in French.
func enFrancais(f string, args ...any) string { return Elide(fmt.Sprintf(marque(f), args...)) }

func TestElisionWhereAnArgumentMeetsTheText(t *testing.T) {
	tests := []struct{ format, arg, attendu string }{
		{"Statistiques de %s", "optimal", "Statistiques d'optimal"},
		{"Statistiques de %s", "entropy", "Statistiques d'entropy"},
		{"Statistiques de %s", "expected-size", "Statistiques d'expected-size"},
		{"De %s à b", "un code", "D'un code à b"},
		{"plus de réponses que %s", "ORBV", "plus de réponses qu'ORBV"},
		{"le %s pion", "essai", "l'essai pion"},
		{"la %s", "entropie", "l'entropie"},
		{"il ne %s rien", "a", "il n'a rien"},
		{"celle de %s", "été", "celle d'été"},
		{"le %s pion", "1er", "le 1er pion"},
		{"de %s", "8 pions", "de 8 pions"},
		{"de %s", "hasard", "de hasard"},
		{"de %s", "« optimal »", "de « optimal »"},
		{"de %s", "oui", "de oui"},
		{"le %s", "onze", "le onze"},
		{"code %s", "optimal", "code optimal"},
		{"l'option %s", "--x", "l'option --x"},
		{"« %s » n'existe pas", "de abc", "« de abc » n'existe pas"},
		{"Statistiques de %s", "le programme « a »", "Statistiques du programme « a »"},
		{"Statistiques de %s", "les codes", "Statistiques des codes"},
		{"demandent le plus d'essais à %s", "le programme « a »", "demandent le plus d'essais au programme « a »"},
		{"à %s", "les secrets", "aux secrets"},
		{"Statistiques de %s", "la stratégie de Knuth", "Statistiques de la stratégie de Knuth"},
		{"Statistiques de %s", "l'ordre décroissant", "Statistiques de l'ordre décroissant"},
		{"100 %% de %s", "essais", "100 % d'essais"},
	}
	for _, tt := range tests {
		t.Run(tt.attendu, func(t *testing.T) {
			assert.Equal(t, tt.attendu, enFrancais(tt.format, tt.arg))
		})
	}
	// Only the seam: the words of the argument stay as they are.
	assert.Equal(t, "de la sauvegarde « de eau »", enFrancais("de la sauvegarde « %s »", "de eau"))
}

func TestElisionInTheCatalogue(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	assert.Equal(t, "Statistiques de la stratégie optimale — 4 pions, 6 couleurs : 1\u00a0296 secrets",
		fr.T("stats.titre", fr.NomStrategie("optimal"), "4 pions, 6 couleurs", fr.Nombre(1296, NomSecret)))
	assert.Equal(t, "Statistiques d'optimal — x : y", fr.T("stats.titre", "optimal", "x", "y"))
	assert.Equal(t, "Statistics of optimal — x: y", en.T("stats.titre", "optimal", "x", "y"), "English has no elision")
	assert.Equal(t, "Essai du programme « s.py » sur une manche, contre le secret RRRR…",
		fr.T("reglages.essai", fr.NomStrategie("cmd:s.py"), "RRRR"))
}

func TestNombreAgreesWithTheNumber(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	tests := []struct {
		nom               Nom
		n                 int
		francais, anglais string
	}{
		{NomEssai, 0, "0 essai", "0 tries"},
		{NomEssai, 1, "1 essai", "1 try"},
		{NomEssai, 2, "2 essais", "2 tries"},
		{NomPion, 1, "1 pion", "1 peg"},
		{NomPion, 5, "5 pions", "5 pegs"},
		{NomPionCouleur, 1, "1 pion de couleur", "1 coloured peg"},
		{NomPionCouleur, 3, "3 pions de couleur", "3 coloured pegs"},
		{NomCouleur, 1, "1 couleur", "1 colour"},
		{NomCouleur, 6, "6 couleurs", "6 colours"},
		{NomCode, 1296, "1\u00a0296 codes", "1,296 codes"},
		{NomCode, 1, "1 code", "1 code"},
		{NomSecret, 1, "1 secret", "1 secret"},
		{NomSecret, 32768, "32\u00a0768 secrets", "32,768 secrets"},
		{NomManche, 1, "1 manche", "1 round"},
		{NomManche, 2, "2 manches", "2 rounds"},
		{NomProposition, 50, "50 propositions", "50 proposals"},
		{NomProposition, 1, "1 proposition", "1 proposal"},
		{NomBienPlace, 0, "0 bien placé", "0 right"},
		{NomBienPlace, 1, "1 bien placé", "1 right"},
		{NomBienPlace, 2, "2 bien placés", "2 right"},
		{NomMalPlace, 0, "0 mal placé", "0 misplaced"},
		{NomMalPlace, 3, "3 mal placés", "3 misplaced"},
		{NomLettre, 4, "4 lettres", "4 letters"},
		{NomLettre, 1, "1 lettre", "1 letter"},
		{NomNom, 3, "3 noms", "3 names"},
		{NomNom, 1, "1 nom", "1 name"},
		{NomPoint, 0, "0 point", "0 points"},
		{NomPoint, 1, "1 point", "1 point"},
		{NomPoint, 14, "14 points", "14 points"},
		{NomStrategie, 1, "1 stratégie", "1 strategy"},
		{NomStrategie, 2, "2 stratégies", "2 strategies"},
		{NomReponse, 13, "13 réponses", "13 answers"},
		{NomReponse, 1, "1 réponse", "1 answer"},
		{NomCoup, 1, "1 coup", "1 move"},
		{NomCoup, 4, "4 coups", "4 moves"},
		{NomAutre, 1, "1 autre", "1 more"},
		{NomAutre, 682, "682 autres", "682 more"},
		{NomEssai, 5625, "5\u00a0625 essais", "5,625 tries"},
		{NomEssai, -1, "-1 essais", "-1 tries"},
	}
	for _, tt := range tests {
		t.Run(tt.francais, func(t *testing.T) {
			assert.Equal(t, tt.francais, fr.Nombre(tt.n, tt.nom))
			assert.Equal(t, tt.anglais, en.Nombre(tt.n, tt.nom))
		})
	}
	for nom := range tableNoms() {
		assert.NotEqual(t, "", fr.Nombre(1, nom))
	}
}

func TestPlurielChoosesTheSentence(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	for _, n := range []int{0, 1} {
		assert.Equal(t, fmt.Sprintf("%d stratégie a échoué : son rapport est plus haut.", n),
			fr.Pluriel(n, "tournoi.echoue1", "tournoi.echouees", fr.Nombre(n, NomStrategie)), "French: 0 and 1 are singular")
	}
	assert.Equal(t, "0 strategies failed: their reports are above.", en.Pluriel(0, "tournoi.echoue1", "tournoi.echouees", en.Nombre(0, NomStrategie)), "English: 0 is plural")
	assert.Equal(t, "1 strategy failed: its report is above.", en.Pluriel(1, "tournoi.echoue1", "tournoi.echouees", en.Nombre(1, NomStrategie)))
	assert.Equal(t, "Perdu : 1 essai n'a pas suffi ; le code secret était RRRR.", fr.Pluriel(1, "jeu.perdu1", "jeu.perdu", fr.Nombre(1, NomEssai), "RRRR"))
	assert.Equal(t, "Perdu : 10 essais n'ont pas suffi ; le code secret était RRRR.", fr.Pluriel(10, "jeu.perdu1", "jeu.perdu", fr.Nombre(10, NomEssai), "RRRR"))
	assert.Equal(t, "Lost: 1 try was not enough; the secret code was RRRR.", en.Pluriel(1, "jeu.perdu1", "jeu.perdu", en.Nombre(1, NomEssai), "RRRR"))
	assert.Equal(t, "1 code possible : RRRR", fr.Pluriel(1, "assistant.liste1", "assistant.liste", fr.Nombre(1, NomCode), "RRRR"))
	assert.Equal(t, "2 codes possibles : RRRR BBBB", fr.Pluriel(2, "assistant.liste1", "assistant.liste", fr.Nombre(2, NomCode), "RRRR BBBB"))
	n := 3
	assert.Equal(t, "3 illisibles", fr.Pluriel(n, "sauve.illisibles1", "sauve.illisibles"), "the fallback of a call without its arguments")
}

func TestNumbersFollowOneRule(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	tests := []struct {
		f                 func(c *Catalogue) string
		francais, anglais string
	}{
		{func(c *Catalogue) string { return c.Entier(1296) }, "1\u00a0296", "1,296"},
		{func(c *Catalogue) string { return c.Entier(4194304) }, "4\u00a0194\u00a0304", "4,194,304"},
		{func(c *Catalogue) string { return c.Entier(999) }, "999", "999"},
		{func(c *Catalogue) string { return c.Entier(-1234) }, "-1\u00a0234", "-1,234"},
		{func(c *Catalogue) string { return c.Decimal(4.3403, 4) }, "4,3403", "4.3403"},
		{func(c *Catalogue) string { return c.Decimal(1234.5, 1) }, "1\u00a0234,5", "1,234.5"},
		{func(c *Catalogue) string { return c.Decimal(2, 0) }, "2", "2"},
		{func(c *Catalogue) string { return c.Moyenne(204.5432, 2) }, "204,54", "204.54"},
		{func(c *Catalogue) string { return c.Moyenne(1, 2) }, "1", "1"},
		{func(c *Catalogue) string { return c.Moyenne(4.30, 2) }, "4,3", "4.3"},
		{func(c *Catalogue) string { return c.Duree(16 * time.Millisecond) }, "0,016 s", "0.016 s"},
		{func(c *Catalogue) string { return c.Duree(160 * time.Millisecond) }, "0,16 s", "0.16 s"},
		{func(c *Catalogue) string { return c.Duree(27840 * time.Millisecond) }, "27,8 s", "27.8 s"},
		{func(c *Catalogue) string { return c.Duree(1234 * time.Second) }, "1\u00a0234 s", "1,234 s"},
	}
	for _, tt := range tests {
		t.Run(tt.anglais, func(t *testing.T) {
			assert.Equal(t, tt.francais, tt.f(fr))
			assert.Equal(t, tt.anglais, tt.f(en))
		})
	}
}

func TestDatesReadNaturally(t *testing.T) {
	quand := time.Date(2026, 11, 23, 3, 47, 0, 0, time.UTC)
	assert.Equal(t, "23/11 03:47", quand.Format(Nouveau(Francais).T("reprise.format")))
	assert.Equal(t, "Nov 23, 03:47", quand.Format(Nouveau(Anglais).T("reprise.format")))
}

// TestStrategiesAreNamedForPlayers: every strategy has a noun phrase, a
// short name and a description in both languages; none is an identifier
// and none cites the course's sections (those are for the teacher's
// places).
func TestStrategiesAreNamedForPlayers(t *testing.T) {
	for _, l := range []Langue{Francais, Anglais} {
		c := Nouveau(l)
		for _, nom := range append(strategie.Noms(), "optimal") {
			for _, s := range []string{c.NomStrategie(nom), c.StrategieCourte(nom), c.DescriptionStrategie(nom)} {
				assert.NotEqual(t, nom, s, "%s names %s for a player", l, nom)
				assert.NotContains(t, s, "§", "%s: %q", nom, s)
				assert.NotContains(t, s, "[", "%s: %q", nom, s)
			}
		}
		assert.NotContains(t, c.T("reglages.imprevisible", "x"), "§")
	}
	fr := Nouveau(Francais)
	assert.Equal(t, "la stratégie de Kooi", fr.NomStrategie("most-parts"))
	assert.Equal(t, "Kooi", fr.StrategieCourte("most-parts"))
	assert.Equal(t, "Kooi : le plus de réponses différentes", fr.DescriptionStrategie("most-parts"))
	assert.Equal(t, "le programme « python3 s.py »", fr.NomStrategie("cmd:python3 s.py"))
	assert.Equal(t, "Kooi's strategy", Nouveau(Anglais).NomStrategie("most-parts"))
	assert.Equal(t, "La stratégie du cours", Majuscule(fr.NomStrategie("lexico")))
	assert.True(t, strings.HasPrefix(Majuscule("état"), "État"))
}
