// Package texte is the program's message catalogue: every sentence a player
// reads, in French (the course's language, the default) and English. It
// also turns the domain's errors into sentences that say what was wrong
// and what to type instead.
package texte

import (
	"fmt"
	"sort"
	"strings"

	"mastermind/couleur"
)

// Langue is a language of the catalogue.
type Langue string

// The languages.
const (
	Francais Langue = "fr"
	Anglais  Langue = "en"
)

// Choisit returns the language asked by the --lang flag value drapeau; when
// it is empty, English if LC_ALL, else LC_MESSAGES, else LANG starts with
// "en", French otherwise.
//
// Résultat: an error wrapping ErrLangue when drapeau is neither fr nor en.
func Choisit(drapeau string, getenv func(string) string) (Langue, error) {
	switch strings.ToLower(strings.TrimSpace(drapeau)) {
	case "fr", "francais", "français", "french":
		return Francais, nil
	case "en", "english", "anglais":
		return Anglais, nil
	case "":
	default:
		return Francais, fmt.Errorf("--lang %q: %w", drapeau, ErrLangue)
	}
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			if strings.HasPrefix(strings.ToLower(s), "en") {
				return Anglais, nil
			}
			return Francais, nil
		}
	}
	return Francais, nil
}

// message is one sentence in both languages, a fmt format.
type message struct{ fr, en string }

// Catalogue gives the sentences of one language.
type Catalogue struct {
	langue   Langue
	messages map[string]message
}

// tables lists every table of messages; each feature keeps its own.
func tables() []map[string]message {
	return []map[string]message{
		tableBase(), tableErreurs(), tableDemo(), tableJeu(),
		tableStats(), tableSolveur(), tableOptimal(), tableSauvegardes(), tableLecon(),
		tableCommandes(), tableRegles(), tableSansRepetition(),
		tableProgramme(), tableTournoi(), tableParties(), tableGrand(),
	}
}

// Nouveau returns the catalogue of language l.
func Nouveau(l Langue) *Catalogue {
	c := &Catalogue{langue: l, messages: map[string]message{}}
	for _, t := range tables() {
		for k, m := range t {
			c.messages[k] = m
		}
	}
	return c
}

// Langue is the catalogue's language.
func (c *Catalogue) Langue() Langue { return c.langue }

// T returns the sentence cle, formatted with args as fmt.Sprintf does. An
// unknown key is returned between brackets, so a missing sentence shows
// without stopping the game (the tests check that none is missing).
func (c *Catalogue) T(cle string, args ...any) string {
	m, ok := c.messages[cle]
	if !ok {
		return "[" + cle + "]"
	}
	f := m.fr
	if c.langue == Anglais {
		f = m.en
	}
	if len(args) == 0 {
		return f
	}
	return fmt.Sprintf(f, args...)
}

// Cles lists every key, sorted (for the tests).
func (c *Catalogue) Cles() []string {
	cles := make([]string, 0, len(c.messages))
	for k := range c.messages {
		cles = append(cles, k)
	}
	sort.Strings(cles)
	return cles
}

// Palette returns the default palette of n colours in the catalogue's
// language: colour names and letters follow the language.
func (c *Catalogue) Palette(n int) (couleur.Palette, error) {
	if c.langue == Anglais {
		return couleur.Anglaise(n)
	}
	return couleur.Defaut(n)
}

// Pluriel returns singulier when n is 1 (or 0 in French), else pluriel,
// both keys of the catalogue formatted with n.
func (c *Catalogue) Pluriel(n int, singulier, pluriel string) string {
	if n == 1 || (n == 0 && c.langue == Francais) {
		return c.T(singulier, n)
	}
	return c.T(pluriel, n)
}
