package texte

import "time"

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
			"Stratégie optimale %s (meilleur total %d)",
			"Optimal strategy %s (best total %d)"},
		"duree.h":     {"%d h %02d min", "%d h %02d min"},
		"duree.min":   {"%d min %02d s", "%d min %02d s"},
		"duree.s":     {"%d s", "%d s"},
		"duree.moins": {"moins d'une seconde", "less than a second"},
		"invite.lignetroplongue": {
			"La ligne %d dépasse %d octets\u00a0: elle est ignorée.",
			"Line %d is longer than %d bytes: it is ignored."},
	}
}

// Duree writes a duration for a person, to the second: "45 s", "2 min 05
// s", "1 h 20 min"; under a second, in words.
func (c *Catalogue) Duree(d time.Duration) string {
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
