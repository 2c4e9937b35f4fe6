package texte

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// argument marks, in a French format, where an argument starts, so that
// elision looks only at the seam between the catalogue's words and what
// the code put in: the catalogue's own words are written right, and a
// player's words are never changed.
const argument = "\x00"

// verbeFmt matches a verb of a fmt format, "%%" included (not an
// argument).
var verbeFmt = regexp.MustCompile(`%%|%(\[\d+\])?[-+# 0-9.*]*[a-zA-Z]`)

// marque puts the argument mark before every verb of format f.
func marque(f string) string {
	return verbeFmt.ReplaceAllStringFunc(f, func(v string) string {
		if v == "%%" {
			return v
		}
		return argument + v
	})
}

// elidables are the French words that lose their vowel before a word
// that starts with one: "de optimal" is written "d'optimal".
var elidables = map[string]bool{
	"de": true, "que": true, "le": true, "la": true, "ne": true, "se": true,
	"je": true, "me": true, "te": true, "jusque": true, "lorsque": true, "puisque": true,
}

// sansElision are the words that start with a vowel and take no elision
// ("le onze", "de oui").
var sansElision = map[string]bool{"oui": true, "onze": true, "onzième": true, "ouate": true}

// Elide writes, in a sentence formatted from a marked French format, "d'",
// "qu'", "l'"… where an elidable word meets an argument that starts with
// a vowel, then removes the marks. A digit, a quote or an h never elides
// ("de 8", "de « a »", "le hasard").
func Elide(s string) string {
	if !strings.Contains(s, argument) {
		return s
	}
	var b strings.Builder
	for i, morceau := range strings.Split(s, argument) {
		if i > 0 {
			avant, apres := b.String(), morceau
			if a, ok := elision(avant); ok && commenceParUneVoyelle(apres) {
				avant = a
			} else if a, m, ok := contraction(avant, apres); ok {
				avant, apres = a, m
			}
			b.Reset()
			b.WriteString(avant)
			morceau = apres
		}
		b.WriteString(morceau)
	}
	return b.String()
}

// contractions are the French articles that merge with "de" and "à":
// "de le programme" is written "du programme".
var contractions = map[[2]string]string{
	{"de", "le"}: "du", {"de", "les"}: "des", {"à", "le"}: "au", {"à", "les"}: "aux",
	{"De", "le"}: "Du", {"De", "les"}: "Des", {"À", "le"}: "Au", {"À", "les"}: "Aux",
}

// contraction merges the "de" or "à" that ends avant with the article that
// starts apres.
func contraction(avant, apres string) (string, string, bool) {
	article, reste, ok := strings.Cut(apres, " ")
	if !ok || !strings.HasSuffix(avant, " ") {
		return "", "", false
	}
	corps := avant[:len(avant)-1]
	i := strings.LastIndex(corps, " ") + 1
	fusion, ok := contractions[[2]string{corps[i:], article}]
	if !ok {
		return "", "", false
	}
	return corps[:i] + fusion + " ", reste, true
}

// elision returns s, which ends with "… de ", as "… d'" when its last word
// is elidable.
func elision(s string) (string, bool) {
	if !strings.HasSuffix(s, " ") {
		return "", false
	}
	corps := s[:len(s)-1]
	debut := 0
	if i := strings.LastIndexFunc(corps, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		_, n := utf8.DecodeRuneInString(corps[i:])
		debut = i + n
	}
	mot := corps[debut:]
	if !elidables[strings.ToLower(mot)] {
		return "", false
	}
	return corps[:debut] + mot[:len(mot)-1] + "'", true
}

// commenceParUneVoyelle reports whether s starts with a word that takes
// an elision before it.
func commenceParUneVoyelle(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	if !strings.ContainsRune("aeiouAEIOUàâäéèêëîïôöûüÀÂÄÉÈÊËÎÏÔÖÛÜœŒæÆ", r) {
		return false
	}
	mot := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	return len(mot) == 0 || !sansElision[strings.ToLower(mot[0])]
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
