package texte

import (
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// tableStrategie holds the keys strategie.*, for the strategies as a player
// reads them. Sentences use a strategy's noun phrase (strategie.nom.ID, "la
// stratégie de Knuth"), the settings its short name (strategie.court.ID),
// menus its description (strategie.ID). Identifiers (knuth, most-parts)
// are what a command line takes; a player never has to read them.
func tableStrategie() map[string]message {
	return map[string]message{
		"strategie.cfc":                 {"CFC : couleur, fond, curseur, une couleur après l'autre", "CFC: colour, background, cursor, one colour after another"},
		"strategie.cfc-plus":            {"CFC sans les essais dont la réponse est déjà sûre", "CFC without the tries whose answer is already certain"},
		"strategie.court.cfc":           {"CFC", "CFC"},
		"strategie.court.cfc-plus":      {"CFC+", "CFC+"},
		"strategie.court.entropy":       {"Neuwirth", "Neuwirth"},
		"strategie.court.expected-size": {"Irving", "Irving"},
		"strategie.court.knuth":         {"Knuth", "Knuth"},
		"strategie.court.lexico":        {"lexicographique", "lexicographic"},
		"strategie.court.lexico-alea":   {"sens au hasard", "random direction"},
		"strategie.court.lexico-desc":   {"ordre décroissant", "decreasing order"},
		"strategie.court.lexico-random": {"départ au hasard", "random start"},
		"strategie.court.most-parts":    {"Kooi", "Kooi"},
		"strategie.court.optimal":       {"stratégie optimale", "optimal strategy"},
		"strategie.court.programme":     {"programme « %s »", "program %q"},
		"strategie.court.random":        {"code au hasard", "random code"},
		"strategie.entropy":             {"Neuwirth : la plus grande entropie", "Neuwirth: the largest entropy"},
		"strategie.expected-size":       {"Irving : la plus petite classe attendue", "Irving: the smallest expected class"},
		"strategie.knuth":               {"Knuth : la plus petite des plus grandes classes", "Knuth: the smallest largest class"},
		"strategie.lexico":              {"le plus petit code compatible (la stratégie du cours)", "the smallest compatible code (the course's strategy)"},
		"strategie.lexico-alea":         {"ordre croissant ou décroissant, tiré au hasard à chaque manche", "increasing or decreasing order, drawn each round"},
		"strategie.lexico-desc":         {"le plus grand code compatible (ordre décroissant)", "the largest compatible code (decreasing order)"},
		"strategie.lexico-random":       {"ordre croissant depuis un code de départ tiré au hasard", "increasing order from a random starting code"},
		"strategie.most-parts":          {"Kooi : le plus de réponses différentes", "Kooi: the most different answers"},
		"strategie.nom.cfc":             {"la stratégie CFC", "the CFC strategy"},
		"strategie.nom.cfc-plus":        {"la stratégie CFC+", "the CFC+ strategy"},
		"strategie.nom.entropy":         {"la stratégie de Neuwirth", "Neuwirth's strategy"},
		"strategie.nom.expected-size":   {"la stratégie d'Irving", "Irving's strategy"},
		"strategie.nom.knuth":           {"la stratégie de Knuth", "Knuth's strategy"},
		"strategie.nom.lexico":          {"la stratégie du cours", "the course's strategy"},
		"strategie.nom.lexico-alea":     {"l'ordre du cours, sens au hasard", "the course's order in a random direction"},
		"strategie.nom.lexico-desc":     {"l'ordre décroissant", "the decreasing order"},
		"strategie.nom.lexico-random":   {"l'ordre du cours, départ au hasard", "the course's order from a random start"},
		"strategie.nom.most-parts":      {"la stratégie de Kooi", "Kooi's strategy"},
		"strategie.nom.optimal":         {"la stratégie optimale", "the optimal strategy"},
		"strategie.nom.programme":       {"le programme « %s »", "program %q"},
		"strategie.nom.random":          {"la stratégie au hasard", "the random strategy"},
		"strategie.optimal":             {"Optimale : le minimum exact du nombre moyen d'essais", "Optimal: the exact minimum of the average number of tries"},
		"strategie.programme":           {"votre programme « %s »", "your program %q"},
		"strategie.random":              {"un code compatible tiré au hasard", "a compatible code drawn at random"},
	}
}

// strategiesNommees lists the strategies the catalogue names: every
// built-in one (strategie.Noms) and the optimal one, which lives in its
// own package. Each has its three derived keys strategie.nom.ID,
// strategie.court.ID and strategie.ID (the tests check them).
func strategiesNommees() []string {
	return append(strategie.Noms(), "optimal")
}

// cleDeStrategie is the key famille+nom that names built-in strategy nom,
// famille being "strategie.nom.", "strategie.court." or "strategie.":
// the one key built at run time (the tests know this form, check that
// every family exists for each of strategiesNommees, and check the
// arguments of the calls that format it). ok is false for any other nom.
func cleDeStrategie(famille, nom string) (cle Cle, ok bool) {
	if !slices.Contains(strategiesNommees(), nom) {
		return "", false
	}
	return Cle(famille + nom), true
}

// NomStrategie is strategy nom (its identifier, or cmd:… for a program)
// as a sentence names it: "la stratégie de Knuth", "le programme
// « python3 s.py »".
func (c *Catalogue) NomStrategie(nom string) string {
	if cle, ok := cleDeStrategie("strategie.nom.", nom); ok {
		return c.T(cle)
	}
	return c.programme(nom, "strategie.nom.programme")
}

// StrategieCourte is strategy nom as the one line of the settings names
// it, short: "Kooi", "départ au hasard", "programme « s.py »".
func (c *Catalogue) StrategieCourte(nom string) string {
	if cle, ok := cleDeStrategie("strategie.court.", nom); ok {
		return c.T(cle)
	}
	return c.programme(nom, "strategie.court.programme")
}

// DescriptionStrategie is strategy nom as a menu lists it: what it does,
// with its author when it has one ("Kooi : le plus de réponses
// différentes").
func (c *Catalogue) DescriptionStrategie(nom string) string {
	if cle, ok := cleDeStrategie("strategie.", nom); ok {
		return c.T(cle)
	}
	return c.programme(nom, "strategie.programme")
}

// programme names a program's strategy with sentence cle, and any other
// name as it is; either is data (a save, the command line): shown
// Visible.
func (c *Catalogue) programme(nom string, cle Cle) string {
	if programme.EstCommande(nom) {
		return c.T(cle, Visible(commande(nom)))
	}
	return Visible(nom)
}

// commande is a program's command without its "cmd:" prefix.
func commande(nom string) string {
	return strings.TrimSpace(strings.TrimPrefix(nom, programme.Prefixe))
}
