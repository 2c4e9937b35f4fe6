package texte

import "time"

// tableDuree holds the keys duree.*, for durations: measured (Duree) and estimated (DureeEstimee).
func tableDuree() map[string]message {
	return map[string]message{
		"duree.h":        {"%d h %02d min", "%d h %02d min"},
		"duree.min":      {"%d min %02d s", "%d min %02d s"},
		"duree.moins":    {"moins d'une seconde", "less than a second"},
		"duree.s":        {"%d s", "%d s"},
		"duree.secondes": {"%s s", "%s s"},
	}
}

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

// Duree writes a time the user waited, in seconds with the decimals that
// matter: "0,016 s", "0,16 s", "27,8 s", "1 234 s" ("27.8 s" in English).
func (c *Catalogue) Duree(d time.Duration) string {
	s := d.Seconds()
	prec := 0
	switch {
	case s < 0.1:
		prec = 3
	case s < 10:
		prec = 2
	case s < 100:
		prec = 1
	}
	return c.T("duree.secondes", c.Decimal(s, prec))
}
