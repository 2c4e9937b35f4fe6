package texte

import (
	"strconv"
	"strings"
)

// The numbers of the catalogue follow one rule per language. French: a
// decimal comma, thousands apart with a no-break space (U+00A0, which no
// line wrap splits: "1 296", "4,34"). English: a decimal point, thousands
// apart with a comma ("1,296", "4.34").
const (
	milliersFrancais = "\u00a0"
	milliersAnglais  = ","
)

// Entier writes n with its thousands apart: "531 441" in French, "531,441"
// in English.
func (c *Catalogue) Entier(n int) string {
	s := strconv.Itoa(n)
	signe := ""
	if n < 0 {
		signe, s = "-", s[1:]
	}
	sep := milliersFrancais
	if c.langue == Anglais {
		sep = milliersAnglais
	}
	var b strings.Builder
	b.WriteString(signe)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Decimal writes x with exactly prec decimals, the whole part as Entier
// writes it: "3,2188", "1 234,5"; "3.2188", "1,234.5".
func (c *Catalogue) Decimal(x float64, prec int) string {
	s := strconv.FormatFloat(x, 'f', prec, 64)
	return c.decoupe(s)
}

// Moyenne writes an average with at most prec decimals, the trailing
// zeros dropped: "2,57", "4,3", "1".
func (c *Catalogue) Moyenne(x float64, prec int) string {
	s := strconv.FormatFloat(x, 'f', prec, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return c.decoupe(s)
}

// decoupe rewrites a number strconv wrote ("-1234.5") in the language's
// way.
func (c *Catalogue) decoupe(s string) string {
	entier, decimales, avecDecimales := strings.Cut(s, ".")
	negatif := strings.HasPrefix(entier, "-")
	n, err := strconv.Atoi(strings.TrimPrefix(entier, "-"))
	if err == nil {
		entier = c.Entier(n)
		if negatif {
			entier = "-" + entier
		}
	}
	if !avecDecimales {
		return entier
	}
	if c.langue == Francais {
		return entier + "," + decimales
	}
	return entier + "." + decimales
}

// Nom is a counted noun: Nombre writes it after its number, in the
// singular or the plural.
type Nom string

// The counted nouns.
const (
	NomEssai       Nom = "essai"
	NomPion        Nom = "pion"
	NomPionCouleur Nom = "pioncouleur"
	NomCouleur     Nom = "couleur"
	NomCode        Nom = "code"
	NomSecret      Nom = "secret"
	NomManche      Nom = "manche"
	NomProposition Nom = "proposition"
	NomBienPlace   Nom = "bienplace"
	NomMalPlace    Nom = "malplace"
	NomLettre      Nom = "lettre"
	NomNom         Nom = "nom"
	NomPoint       Nom = "point"
	NomStrategie   Nom = "strategie"
	NomReponse     Nom = "reponse"
	NomCoup        Nom = "coup"
	NomAutre       Nom = "autre"
	NomTache       Nom = "tache"
	NomPartie      Nom = "partie"
	NomLigne       Nom = "ligne"
	NomOctet       Nom = "octet"
)

// formes are a noun's forms, "%s" standing for the number: French
// singular and plural, English singular and plural.
type formes struct{ fr1, fr, en1, en string }

// tableNoms holds the counted nouns.
func tableNoms() map[Nom]formes {
	return map[Nom]formes{
		NomEssai:       {"%s essai", "%s essais", "%s try", "%s tries"},
		NomPion:        {"%s pion", "%s pions", "%s peg", "%s pegs"},
		NomPionCouleur: {"%s pion de couleur", "%s pions de couleur", "%s coloured peg", "%s coloured pegs"},
		NomCouleur:     {"%s couleur", "%s couleurs", "%s colour", "%s colours"},
		NomCode:        {"%s code", "%s codes", "%s code", "%s codes"},
		NomSecret:      {"%s secret", "%s secrets", "%s secret", "%s secrets"},
		NomManche:      {"%s manche", "%s manches", "%s round", "%s rounds"},
		NomProposition: {"%s proposition", "%s propositions", "%s proposal", "%s proposals"},
		NomBienPlace:   {"%s bien placé", "%s bien placés", "%s right", "%s right"},
		NomMalPlace:    {"%s mal placé", "%s mal placés", "%s misplaced", "%s misplaced"},
		NomLettre:      {"%s lettre", "%s lettres", "%s letter", "%s letters"},
		NomNom:         {"%s nom", "%s noms", "%s name", "%s names"},
		NomPoint:       {"%s point", "%s points", "%s point", "%s points"},
		NomStrategie:   {"%s stratégie", "%s stratégies", "%s strategy", "%s strategies"},
		NomReponse:     {"%s réponse", "%s réponses", "%s answer", "%s answers"},
		NomCoup:        {"%s coup", "%s coups", "%s move", "%s moves"},
		NomAutre:       {"%s autre", "%s autres", "%s more", "%s more"},
		NomTache:       {"%s tâche", "%s tâches", "%s task", "%s tasks"},
		NomPartie:      {"%s partie", "%s parties", "%s game", "%s games"},
		NomLigne:       {"%s ligne", "%s lignes", "%s line", "%s lines"},
		NomOctet:       {"%s octet", "%s octets", "%s byte", "%s bytes"},
	}
}

// Nombre writes n and the noun nom agreeing with it: "1 essai", "0
// essai", "12 essais", "1 296 codes"; "0 tries", "1,296 codes". A
// terminal's wrap keeps the number with its noun (page.Coupe).
func (c *Catalogue) Nombre(n int, nom Nom) string {
	f, ok := tableNoms()[nom]
	if !ok {
		return c.Entier(n) + " [" + string(nom) + "]"
	}
	forme := f.fr
	switch {
	case c.langue == Anglais && n == 1:
		forme = f.en1
	case c.langue == Anglais:
		forme = f.en
	case c.Singulier(n):
		forme = f.fr1
	}
	return strings.Replace(forme, "%s", c.Entier(n), 1)
}
