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

// NomStrategie is strategy nom (its identifier, or cmd:… for a program)
// as a sentence names it: "la stratégie de Knuth", "le programme
// « python3 s.py »".
func (c *Catalogue) NomStrategie(nom string) string {
	var cle Cle
	switch nom {
	case "lexico":
		cle = "strategie.nom.lexico"
	case "lexico-desc":
		cle = "strategie.nom.lexico-desc"
	case "lexico-random":
		cle = "strategie.nom.lexico-random"
	case "lexico-alea":
		cle = "strategie.nom.lexico-alea"
	case "random":
		cle = "strategie.nom.random"
	case "cfc":
		cle = "strategie.nom.cfc"
	case "cfc-plus":
		cle = "strategie.nom.cfc-plus"
	case "knuth":
		cle = "strategie.nom.knuth"
	case "most-parts":
		cle = "strategie.nom.most-parts"
	case "entropy":
		cle = "strategie.nom.entropy"
	case "expected-size":
		cle = "strategie.nom.expected-size"
	case "optimal":
		cle = "strategie.nom.optimal"
	default:
		if programme.EstCommande(nom) {
			return c.T("strategie.nom.programme", commande(nom))
		}
		return nom
	}
	return c.T(cle)
}

// StrategieCourte is strategy nom as the one line of the settings names
// it, short: "Kooi", "départ au hasard", "programme « s.py »".
func (c *Catalogue) StrategieCourte(nom string) string {
	var cle Cle
	switch nom {
	case "lexico":
		cle = "strategie.court.lexico"
	case "lexico-desc":
		cle = "strategie.court.lexico-desc"
	case "lexico-random":
		cle = "strategie.court.lexico-random"
	case "lexico-alea":
		cle = "strategie.court.lexico-alea"
	case "random":
		cle = "strategie.court.random"
	case "cfc":
		cle = "strategie.court.cfc"
	case "cfc-plus":
		cle = "strategie.court.cfc-plus"
	case "knuth":
		cle = "strategie.court.knuth"
	case "most-parts":
		cle = "strategie.court.most-parts"
	case "entropy":
		cle = "strategie.court.entropy"
	case "expected-size":
		cle = "strategie.court.expected-size"
	case "optimal":
		cle = "strategie.court.optimal"
	default:
		if programme.EstCommande(nom) {
			return c.T("strategie.court.programme", commande(nom))
		}
		return nom
	}
	return c.T(cle)
}

// DescriptionStrategie is strategy nom as a menu lists it: what it does,
// with its author when it has one ("Kooi : le plus de réponses
// différentes").
func (c *Catalogue) DescriptionStrategie(nom string) string {
	var cle Cle
	switch nom {
	case "lexico":
		cle = "strategie.lexico"
	case "lexico-desc":
		cle = "strategie.lexico-desc"
	case "lexico-random":
		cle = "strategie.lexico-random"
	case "lexico-alea":
		cle = "strategie.lexico-alea"
	case "random":
		cle = "strategie.random"
	case "cfc":
		cle = "strategie.cfc"
	case "cfc-plus":
		cle = "strategie.cfc-plus"
	case "knuth":
		cle = "strategie.knuth"
	case "most-parts":
		cle = "strategie.most-parts"
	case "entropy":
		cle = "strategie.entropy"
	case "expected-size":
		cle = "strategie.expected-size"
	case "optimal":
		cle = "strategie.optimal"
	default:
		if programme.EstCommande(nom) {
			return c.T("strategie.programme", commande(nom))
		}
		return nom
	}
	return c.T(cle)
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
