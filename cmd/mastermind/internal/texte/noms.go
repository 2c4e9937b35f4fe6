package texte

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"mastermind/manche/strategie/programme"
)

// tableNomsStrategies names the strategies for a player: sentences use
// their noun phrase ("la stratégie de Knuth"), menus their description
// (the keys strategie.NOM in tableJeu). Identifiers (knuth, most-parts)
// are what a command line takes; a player never has to read them.
func tableNomsStrategies() map[string]message {
	return map[string]message{
		"strategie.nom.lexico":        {"la stratégie du cours", "the course's strategy"},
		"strategie.nom.lexico-desc":   {"l'ordre décroissant", "the decreasing order"},
		"strategie.nom.lexico-random": {"l'ordre du cours, départ au hasard", "the course's order from a random start"},
		"strategie.nom.lexico-alea":   {"l'ordre du cours, sens au hasard", "the course's order in a random direction"},
		"strategie.nom.random":        {"la stratégie au hasard", "the random strategy"},
		"strategie.nom.cfc":           {"la stratégie CFC", "the CFC strategy"},
		"strategie.nom.cfc-plus":      {"la stratégie CFC+", "the CFC+ strategy"},
		"strategie.nom.knuth":         {"la stratégie de Knuth", "Knuth's strategy"},
		"strategie.nom.most-parts":    {"la stratégie de Kooi", "Kooi's strategy"},
		"strategie.nom.entropy":       {"la stratégie de Neuwirth", "Neuwirth's strategy"},
		"strategie.nom.expected-size": {"la stratégie d'Irving", "Irving's strategy"},
		"strategie.nom.optimal":       {"la stratégie optimale", "the optimal strategy"},
		"strategie.nom.programme":     {"le programme « %s »", "program %q"},

		"strategie.court.lexico":        {"lexicographique", "lexicographic"},
		"strategie.court.lexico-desc":   {"ordre décroissant", "decreasing order"},
		"strategie.court.lexico-random": {"départ au hasard", "random start"},
		"strategie.court.lexico-alea":   {"sens au hasard", "random direction"},
		"strategie.court.random":        {"code au hasard", "random code"},
		"strategie.court.cfc":           {"CFC", "CFC"},
		"strategie.court.cfc-plus":      {"CFC+", "CFC+"},
		"strategie.court.knuth":         {"Knuth", "Knuth"},
		"strategie.court.most-parts":    {"Kooi", "Kooi"},
		"strategie.court.entropy":       {"Neuwirth", "Neuwirth"},
		"strategie.court.expected-size": {"Irving", "Irving"},
		"strategie.court.optimal":       {"stratégie optimale", "optimal strategy"},
		"strategie.court.programme":     {"programme « %s »", "program %q"},
		"strategie.programme":           {"votre programme « %s »", "your program %q"},
	}
}

// clesStrategie are the keys that name built-in strategy nom: its noun
// phrase, its short name, its description; ok is false for any other name.
func clesStrategie(nom string) (cles struct{ nom, court, description Cle }, ok bool) {
	c := &cles
	switch nom {
	case "lexico":
		c.nom, c.court, c.description = "strategie.nom.lexico", "strategie.court.lexico", "strategie.lexico"
	case "lexico-desc":
		c.nom, c.court, c.description = "strategie.nom.lexico-desc", "strategie.court.lexico-desc", "strategie.lexico-desc"
	case "lexico-random":
		c.nom, c.court, c.description = "strategie.nom.lexico-random", "strategie.court.lexico-random", "strategie.lexico-random"
	case "lexico-alea":
		c.nom, c.court, c.description = "strategie.nom.lexico-alea", "strategie.court.lexico-alea", "strategie.lexico-alea"
	case "random":
		c.nom, c.court, c.description = "strategie.nom.random", "strategie.court.random", "strategie.random"
	case "cfc":
		c.nom, c.court, c.description = "strategie.nom.cfc", "strategie.court.cfc", "strategie.cfc"
	case "cfc-plus":
		c.nom, c.court, c.description = "strategie.nom.cfc-plus", "strategie.court.cfc-plus", "strategie.cfc-plus"
	case "knuth":
		c.nom, c.court, c.description = "strategie.nom.knuth", "strategie.court.knuth", "strategie.knuth"
	case "most-parts":
		c.nom, c.court, c.description = "strategie.nom.most-parts", "strategie.court.most-parts", "strategie.most-parts"
	case "entropy":
		c.nom, c.court, c.description = "strategie.nom.entropy", "strategie.court.entropy", "strategie.entropy"
	case "expected-size":
		c.nom, c.court, c.description = "strategie.nom.expected-size", "strategie.court.expected-size", "strategie.expected-size"
	case "optimal":
		c.nom, c.court, c.description = "strategie.nom.optimal", "strategie.court.optimal", "strategie.optimal"
	default:
		return cles, false
	}
	return cles, true
}

// NomStrategie is strategy nom (its identifier, or cmd:… for a program)
// as a sentence names it: "la stratégie de Knuth", "le programme
// « python3 s.py »".
func (c *Catalogue) NomStrategie(nom string) string {
	if k, ok := clesStrategie(nom); ok {
		return c.T(k.nom)
	}
	return c.programme(nom, "strategie.nom.programme")
}

// StrategieCourte is strategy nom as the one line of the settings names
// it, short: "Kooi", "départ au hasard", "programme « s.py »".
func (c *Catalogue) StrategieCourte(nom string) string {
	if k, ok := clesStrategie(nom); ok {
		return c.T(k.court)
	}
	return c.programme(nom, "strategie.court.programme")
}

// DescriptionStrategie is strategy nom as a menu lists it: what it does,
// with its author when it has one ("Kooi : le plus de réponses
// différentes").
func (c *Catalogue) DescriptionStrategie(nom string) string {
	if k, ok := clesStrategie(nom); ok {
		return c.T(k.description)
	}
	return c.programme(nom, "strategie.programme")
}

// programme names a program's strategy with sentence cle, and any other
// name as it is.
func (c *Catalogue) programme(nom string, cle Cle) string {
	if programme.EstCommande(nom) {
		return c.T(cle, commande(nom))
	}
	return nom
}

// commande is a program's command without its "cmd:" prefix.
func commande(nom string) string {
	return strings.TrimSpace(strings.TrimPrefix(nom, programme.Prefixe))
}

// Modele is the name of a preset of the settings: "classique",
// "original", "super", or "perso" for a custom game.
func (c *Catalogue) Modele(nom string) string {
	switch nom {
	case "classique":
		return c.T("modele.classique")
	case "original":
		return c.T("modele.original")
	case "super":
		return c.T("modele.super")
	}
	return c.T("modele.perso")
}

// OuiNon is "oui" or "non".
func (c *Catalogue) OuiNon(b bool) string {
	if b {
		return c.T("oui")
	}
	return c.T("non")
}

// Majuscule writes s with its first letter in capital, for a sentence
// that starts with an argument.
func Majuscule(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
