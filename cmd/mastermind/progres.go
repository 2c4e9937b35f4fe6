package main

import (
	"time"

	"mastermind/cmd/mastermind/internal/progres"
)

// suivi starts the progress line of a computation on the error stream when
// it is a terminal: libelle, then how far lit says the computation is and
// the time it has left, once it has lasted a second. With immediat, the
// label shows at once (the computer is thinking). The function returned
// erases the line: call it when the computation ends, before writing
// anything else. On a pipe nothing is drawn.
func (a *app) suivi(libelle string, immediat bool, lit func() (fait, total int64)) (arrete func()) {
	if !a.ios.ErrTTY {
		return func() {}
	}
	s := &progres.Suivi{
		W: a.ios.Err, Lit: lit, Largeur: a.ios.LargeurErreurs, Immediat: immediat,
		Ligne: progres.Ligne{Libelle: libelle, Textes: a.textesProgres()},
	}
	s.Demarre()
	return s.Arrete
}

// textesProgres are the words of progress lines in the catalogue's
// language.
func (a *app) textesProgres() progres.Textes {
	return progres.Textes{
		Reste:      a.cat.T("progres.reste", "%s"),
		Estimation: a.cat.T("progres.estimation"),
		Duree:      func(d time.Duration) string { return a.cat.Duree(d) },
	}
}
