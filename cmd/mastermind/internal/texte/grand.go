package texte

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// tableGrand holds the sentences of long computations on big sizes:
// progress lines, estimates before a long computation, what stops it, and
// input too long or too wrong to be read (issue 16).
func tableGrand() map[string]message {
	return map[string]message{
		"progres.reste":      {"reste environ %s", "about %s left"},
		"progres.estimation": {"estimation du temps restant…", "estimating the time left…"},
		"progres.reflechit":  {"%s réfléchit…", "%s is thinking…"},
		"progres.optimal":    {"Stratégie optimale %s", "Optimal strategy %s"},
		"progres.optimalmeilleur": {
			"Stratégie optimale %s (meilleur total %s)",
			"Optimal strategy %s (best total %s)"},
		"duree.h":     {"%d h %02d min", "%d h %02d min"},
		"duree.min":   {"%d min %02d s", "%d min %02d s"},
		"duree.s":     {"%d s", "%d s"},
		"duree.moins": {"moins d'une seconde", "less than a second"},
		"solve.lignetroplongue": {
			"ligne %d\u00a0: plus de %s octets, trop longue pour une ligne du plateau",
			"line %d: over %s bytes, too long for a row of the board"},
		"solve.autreerreur":   {"… et %s autre ligne fautive.", "… and %s more bad line."},
		"solve.autreserreurs": {"… et %s autres lignes fautives.", "… and %s more bad lines."},
		"stats.estimation": {
			"Calcul long\u00a0: environ %s (estimation).",
			"A long computation: about %s (estimate)."},
		"stats.long": {
			"Ce calcul prendra environ %s (estimation). Le lancer\u00a0?",
			"This computation will take about %s (estimate). Start it?"},
		"stats.long.oui": {"Oui, calculer (Ctrl-C l'arrête)", "Yes, compute (Ctrl-C stops it)"},
		"stats.long.non": {"Non, revenir au menu", "No, back to the menu"},
		"invite.illisible": {
			"L'entrée a donné %d réponses refusées de suite\u00a0: elle n'est pas lue plus loin.",
			"The input gave %d refused answers in a row: it is not read any further."},
		"invite.lignetroplongue": {
			"La ligne %d dépasse %s octets\u00a0: elle est ignorée.",
			"Line %d is longer than %s bytes: it is ignored."},
	}
}

// extrait is what an error shows of a line the user typed: its first
// maxExtrait characters, control characters and bytes that are not text
// shown as "�", so that binary garbage never reaches the terminal.
func extrait(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == maxExtrait {
			b.WriteString("…")
			break
		}
		if r == utf8.RuneError || unicode.IsControl(r) {
			r = utf8.RuneError
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// maxExtrait is the most characters of a line an error shows.
const maxExtrait = 40

// DureeEstimee writes an estimated duration for a person, to the second:
// "45 s", "2 min 05 s", "1 h 20 min"; under a second, in words. (Duree
// writes a time measured, with its decimals.)
func (c *Catalogue) DureeEstimee(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	switch {
	case s < 1:
		return c.T("duree.moins")
	case s < 60:
		return c.T("duree.s", s)
	case s < 3600:
		return c.T("duree.min", s/60, s%60)
	}
	m := (s + 30) / 60
	return c.T("duree.h", m/60, m%60)
}
