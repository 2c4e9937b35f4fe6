package texte

import (
	"fmt"
	"time"
)

// Date is a moment as the saves name it, in local time, the day of the
// week first: "mar. 25 nov. 22:41", "Tue 25 Nov 22:41". The year is left
// out: the day of the week tells a recent game from last year's.
func (c *Catalogue) Date(t time.Time) string {
	t = t.Local()
	if c.langue == Anglais {
		return t.Format("Mon 2 Jan 15:04")
	}
	jours := [...]string{"dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."}
	mois := [...]string{"janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."}
	return fmt.Sprintf("%s %d %s %02d:%02d", jours[t.Weekday()], t.Day(), mois[t.Month()-1], t.Hour(), t.Minute())
}
