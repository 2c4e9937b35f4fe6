package texte

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"mastermind/code"
	"mastermind/manche/solveur"
)

// tableSolveur holds the keys solve.*, for the solve command: its help, its lines, its answers.
func tableSolveur() map[string]message {
	return map[string]message{
		"solve.aide": {
			`Usage : mastermind solve [options] [LIGNE…]

Le solveur d'un vrai plateau, compatible avec celui de dCode : tapez une
ligne par essai, le code puis les bien placés et les mal placés. Il dit
combien de codes restent possibles, les liste, et conseille le prochain
essai. Les lignes viennent des arguments (un argument par ligne) ou, sans
argument, de l'entrée standard (lignes vides et lignes en # ignorées).

  RVNJ 2 0     2 bien placés, 0 mal placé
  NNBV 12      les séparateurs sont facultatifs pour deux chiffres
  RVNJ 2-0     aussi 2,0 2/0 2:0
  J--- 01      joker (? * - _) : un trou vide ou inconnu, qui ne compte pas
  RVB 1?       ? à la place d'un nombre : inconnu

Quand aucun code ne convient, il nomme les lignes qui se contredisent.
Une ligne qui commence par - : tapez -- avant les lignes.

Options :
`,
			`Usage: mastermind solve [options] [LINE…]

The solver of a real board, compatible with dCode's: type one line per
guess, the code then the pegs right and misplaced. It says how many codes
are still possible, lists them and suggests the next guess. Lines come
from the arguments (one argument per line) or, with no argument, from the
standard input (blank lines and lines starting with # are ignored).

  RVNJ 2 0     2 right, 0 misplaced
  NNBV 12      separators are optional for two digits
  RVNJ 2-0     also 2,0 2/0 2:0
  J--- 01      joker (? * - _): an empty or unknown hole, which never counts
  RVB 1?       ? in place of a count: unknown

When no code fits, it names the lines that contradict each other.
A line starting with -: type -- before the lines.

Options:
`},
		"solve.autreerreur": {"… et %s autre ligne fautive.", "… and %s more bad line."},
		"solve.autres": {
			"… et %s de plus (--all pour les voir tous)",
			"… and %s more (--all to see them all)"},
		"solve.autreserreurs": {"… et %s autres lignes fautives.", "… and %s more bad lines."},
		"solve.conseil": {
			"Essai conseillé par %s : %s\n  selon la réponse, il restera au pire %s, %s en moyenne.",
			"Guess suggested by %s: %s\n  depending on the answer, at worst %s will remain, %s on average."},
		"solve.contradiction": {
			"Aucun code ne convient : les lignes %s se contredisent (%s) ; l'une de ces réponses est fausse.",
			"No code fits: lines %s contradict each other (%s); one of these answers is wrong."},
		"solve.couleurspalette": {
			"--colors %d, mais --palette nomme %d couleurs : donnez l'un ou l'autre",
			"--colors %d, but --palette names %d colours: give one or the other"},
		"solve.drapeau.palette": {
			"les noms des couleurs, séparés par des virgules ; leurs initiales sont les lettres des codes",
			"the colour names, separated by commas; their initials are the letters of the codes"},
		"solve.drapeau.strategie": {
			"la stratégie qui choisit le prochain essai : %s",
			"the strategy that picks the next guess: %s"},
		"solve.drapeau.tous": {
			"liste tous les codes possibles, pas seulement les 50 premiers",
			"lists every possible code, not only the first 50"},
		"solve.echantillon": {
			"  (la stratégie a choisi d'après %s sur %s ; les chiffres ci-dessus les comptent tous)",
			"  (the strategy chose from %s out of %s; the figures above count them all)"},
		"solve.err.illisibles": {
			"« %s » ne se lit pas comme deux nombres, bien placés puis mal placés (? pour un nombre inconnu)",
			"%q does not read as two counts, right then misplaced (? for an unknown count)"},
		"solve.err.manquants": {
			"il manque les deux nombres, bien placés puis mal placés",
			"the two counts are missing, right then misplaced"},
		"solve.err.trop": {
			"les nombres font %s, or un code n'en a que %d",
			"the counts add up to %s, and a code has only %d"},
		"solve.err.tropjokers": {
			"les nombres font %s, or ce code n'a que %s (un joker ne compte jamais)",
			"the counts add up to %s, and this code has only %s (a joker never counts)"},
		"solve.err.tropjokers0": {
			"les nombres font %s, or ce code n'a aucun pion de couleur (un joker ne compte jamais)",
			"the counts add up to %s, and this code has no coloured peg (a joker never counts)"},
		"solve.et": {"et", "and"},
		"solve.impossible1": {
			"Aucun code ne convient : la ligne %d (%s) est impossible à elle seule.",
			"No code fits: line %d (%s) is impossible on its own."},
		"solve.joker": {", ou un joker ? * - _", ", or a joker ? * - _"},
		"solve.joker.chiffres": {
			", un chiffre de 1 à %d (les couleurs dans cet ordre) ou un joker ? * - _",
			", a digit from 1 to %d (the colours in that order) or a joker ? * - _"},
		"solve.joker.dix": {
			", un chiffre (1 à 9 les couleurs dans cet ordre, 0 la dixième) ou un joker ? * - _",
			", a digit (1 to 9 the colours in that order, 0 the tenth) or a joker ? * - _"},
		"solve.ligne": {"ligne %d « %s » : %s. Exemple : %s", "line %d %q: %s. Example: %s"},
		"solve.lignetroplongue": {
			"ligne %d\u00a0: plus de %s octets, trop longue pour une ligne du plateau",
			"line %d: over %s bytes, too long for a row of the board"},
		"solve.palettemauvaise": {
			"--palette : %s",
			"--palette: %s"},
		"solve.restants": {
			"%s possibles :",
			"%s left:"},
		"solve.resume": {
			"les codes qu'un vrai plateau permet encore, et le prochain essai",
			"the codes a real board still allows, and the next guess"},
		"solve.saisie": {
			"Tapez une ligne par essai (par exemple %s), puis Ctrl-D.",
			"Type one line per guess (for example %s), then Ctrl-D."},
		"solve.un": {
			"Un seul code possible : %s. Proposez-le : c'est le code secret.",
			"One code left: %s. Play it: it is the secret."},
	}
}

// SolveurLigne words a row the solver could not read: its number, its
// text, what is wrong, and an example of a good row.
func (c *Catalogue) SolveurLigne(e *solveur.ErreurLigne) string {
	return c.T("solve.ligne", e.Numero, extrait(e.Texte), c.raisonLigne(e.Err), e.Exemple)
}

func (c *Catalogue) raisonLigne(err error) string {
	var comptes *solveur.ErreurComptes
	var trop *solveur.ErreurTrop
	switch {
	case errors.As(err, &comptes):
		if comptes.Texte == "" {
			return c.T("solve.err.manquants")
		}
		return c.T("solve.err.illisibles", extrait(comptes.Texte))
	case errors.As(err, &trop):
		pions := c.Nombre(trop.Total(), NomPion)
		switch {
		case !trop.Jokers:
			return c.T("solve.err.trop", pions, trop.Colores)
		case trop.Colores == 0:
			return c.T("solve.err.tropjokers0", pions)
		}
		return c.T("solve.err.tropjokers", pions, c.Nombre(trop.Colores, NomPionCouleur))
	case errors.Is(err, code.ErrLettre):
		var lettre *code.ErreurLettre
		errors.As(err, &lettre)
		switch n := utf8.RuneCountInString(lettre.Permises); {
		case n >= 10:
			return c.Erreur(err) + c.T("solve.joker.dix")
		case n > 0:
			return c.Erreur(err) + c.T("solve.joker.chiffres", n)
		}
		return c.Erreur(err) + c.T("solve.joker")
	}
	return c.Erreur(err)
}

// SolveurContradiction words rows that cannot all be true: their numbers
// and their texts, "les lignes 2 et 4 se contredisent (RRRR 0 0 ; RBJV 0
// 4)", or "la ligne 3 (RRRR 0 1) est impossible à elle seule".
//
// Pré-requis: len(numeros) == len(textes) >= 1.
func (c *Catalogue) SolveurContradiction(numeros []int, textes []string) string {
	if len(numeros) == 1 {
		return c.T("solve.impossible1", numeros[0], textes[0])
	}
	n := make([]string, len(numeros))
	for i, x := range numeros {
		n[i] = strconv.Itoa(x)
	}
	liste := strings.Join(n[:len(n)-1], ", ") + " " + c.T("solve.et") + " " + n[len(n)-1]
	sep := " ; "
	if c.langue == Anglais {
		sep = "; "
	}
	return c.T("solve.contradiction", liste, strings.Join(textes, sep))
}
