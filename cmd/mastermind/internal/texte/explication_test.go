package texte

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Sizes of the explanations' games.
var (
	quatreSix        = code.Taille{Pions: 4, Couleurs: 6}
	quatreSixSansRep = code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
)

// explique plays strategy s against secret on size taille and explains
// every row.
func explique(t *testing.T, cat *Catalogue, s strategie.Strategie, taille code.Taille, secret string, graine uint64) (mots, lignes []string) {
	t.Helper()
	e, err := code.NouvelEspace(taille)
	require.NoError(t, err)
	pal, err := cat.Palette(6)
	require.NoError(t, err)
	sec, err := code.Lire(secret, couleur.MustDefaut(6), 4)
	require.NoError(t, err)
	p, err := plateau.Nouveau(e.Taille(), 20)
	require.NoError(t, err)
	r := peintre.Rendu{Palette: pal}
	for !p.Gagne() {
		c, err := s.Propose(strategie.NouvelEtat(e, p.Lignes(), graine))
		require.NoError(t, err)
		require.NoError(t, p.Ajoute(c, code.Evalue(sec, c)))
		x, err := cat.ExpliqueLigne(s, e, p, p.NbCoups()-1, graine, r)
		require.NoError(t, err)
		mots = append(mots, c.Mot(pal))
		lignes = append(lignes, x)
	}
	return mots, lignes
}

// The course's two CFC tables (§3.7), deduction column word for word. The
// handout's first table writes "code secret comprend" without its article;
// its second table, and this program, write "le code secret comprend".
func TestCFCExplanationsAreTheCourseDeductions(t *testing.T) {
	cat := Nouveau(Francais)
	mots, lignes := explique(t, cat, strategie.CFC{}, quatreSix, "VJBR", 0)
	assert.Equal(t, []string{"RRRR", "RBBB", "RBJJ", "RBJV", "VRRR", "RJRR", "RRBR", "VJBR"}, mots)
	assert.Equal(t, []string{
		"le code secret comprend 1 pion rouge",
		"le code secret comprend 1 pion bleu",
		"le code secret comprend 1 pion jaune",
		"le code secret comprend 1 pion vert",
		"le 1er pion est vert",
		"le 2e pion est jaune",
		"le 3e pion est bleu, et comme les couleurs de fond et du curseur sont toutes deux égales à rouge, le 4e pion est rouge",
		"c'est gagné !",
	}, lignes)

	mots, lignes = explique(t, cat, strategie.CFC{}, quatreSix, "BBRV", 0)
	assert.Equal(t, []string{"RRRR", "RBBB", "RBBJ", "RBBV", "VRRR", "RVRR", "RRVR", "BBBV", "BBRV"}, mots)
	assert.Equal(t, []string{
		"le code secret comprend 1 pion rouge",
		"le code secret comprend 2 pions bleus",
		"le code secret ne comprend pas de pion jaune",
		"le code secret comprend 1 pion vert",
		"le 1er pion n'est ni rouge ni vert",
		"le 2e pion n'est ni rouge ni vert",
		"le 3e pion est rouge",
		"le 4e pion est vert, et comme les couleurs de fond et du curseur sont toutes deux égales à bleu, les 1er et 2e pions sont bleus",
		"c'est gagné !",
	}, lignes)
}

func TestCFCPlusExplainsTheStepsItSkips(t *testing.T) {
	cat := Nouveau(Francais)
	mots, lignes := explique(t, cat, strategie.CFCPlus{}, quatreSix, "BBRV", 0)
	assert.Equal(t, []string{"RRRR", "RBBB", "RBBJ", "RBBV", "RVRR", "BBRV"}, mots)
	assert.Equal(t, "le code secret comprend 1 pion vert, et, sans avoir à proposer VRRR, le 1er pion n'est ni rouge ni vert", lignes[3])
	assert.Equal(t, "le 2e pion n'est ni rouge ni vert, et, sans avoir à proposer RRVR, le 3e pion est rouge, "+
		"et, sans avoir à proposer BBBV, le 4e pion est vert, "+
		"et comme les couleurs de fond et du curseur sont toutes deux égales à bleu, les 1er et 2e pions sont bleus", lignes[4])
}

func TestCFCExplanationsInEnglish(t *testing.T) {
	_, lignes := explique(t, Nouveau(Anglais), strategie.CFC{}, quatreSix, "BBRV", 0)
	assert.Equal(t, "the secret holds 2 blue pegs", lignes[1])
	assert.Equal(t, "the 1st peg is neither red nor green", lignes[4])
	assert.Equal(t, "the 4th peg is green, and as the background and cursor colours are both blue, the 1st and 2nd pegs are blue", lignes[7])
}

// The counts of the compatible strategies' explanations are those of a
// brute-force count over every code.
func TestCompatibleExplanationsCountLikeBruteForce(t *testing.T) {
	cat := Nouveau(Francais)
	taille := code.Taille{Pions: 4, Couleurs: 6}
	for _, s := range []strategie.Strategie{strategie.Lexico{}, strategie.LexicoDecroissant{}, strategie.LexicoAleatoire{}, strategie.Hasard{}} {
		t.Run(s.Nom(), func(t *testing.T) {
			mots, lignes := explique(t, cat, s, quatreSix, "VJBR", 7)
			var faits []plateau.Ligne
			sec, _ := code.Lire("VJBR", couleur.MustDefaut(6), 4)
			for i, m := range mots {
				c, _ := code.Lire(m, couleur.MustDefaut(6), 4)
				faits = append(faits, plateau.Ligne{Code: c, Reponse: code.Evalue(sec, c)})
				if i == len(mots)-1 {
					assert.Equal(t, "c'est gagné !", lignes[i])
					break
				}
				compatibles := 0
				for x := range taille.Codes() {
					ok := true
					for _, l := range faits {
						ok = ok && code.Evalue(x, l.Code) == l.Reponse
					}
					if ok {
						compatibles++
					}
				}
				if compatibles == 1 {
					assert.Contains(t, lignes[i], "il ne reste qu'un code compatible", lignes[i])
				} else {
					assert.Contains(t, lignes[i], "il reste "+cat.Nombre(compatibles, NomCode)+" compatibles", lignes[i])
				}
			}
			if s.Nom() == "lexico" {
				// RRRR is the first code: nothing skipped; RBBB comes 38
				// codes after RRRR (indices 0 and 43: 42 skipped).
				assert.True(t, strings.HasPrefix(lignes[0], "le parcours a écarté 0 code avant celui-ci"), lignes[0])
				assert.True(t, strings.HasPrefix(lignes[1], "le parcours a écarté 42 codes avant celui-ci"), lignes[1])
			}
		})
	}
}

func TestScoreExplanation(t *testing.T) {
	cat := Nouveau(Francais)
	mots, lignes := explique(t, cat, strategie.NouvelleParScore(strategie.MinMax), quatreSix, "VJBR", 0)
	assert.Equal(t, "RRBB", mots[0])
	assert.Equal(t, "RRBB partage les 1\u00a0296 codes en 13 réponses (au pire 256 codes, 204,54 en moyenne) ; "+
		"à égalité avec RBRB, il l'emporte car il vient avant dans l'ordre des codes ; il reste 208 codes", lignes[0])
	for _, l := range lignes[1 : len(lignes)-1] {
		assert.Regexp(t, `partage les .* codes en \d+ réponses .* ; (sa plus grande classe|à égalité avec) .* ; il reste`, l)
	}
}
