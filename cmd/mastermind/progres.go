package main

import (
	"time"

	"mastermind/cmd/mastermind/internal/progres"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/manche/strategie"
)

// suivi starts the progress line of a computation on the error stream when
// it is a terminal: libelle, then how far lit says the computation is and
// the time it has left, once it has lasted a second. With signe, the label
// shows sooner (the computer is thinking). The function returned erases
// the line: call it when the computation ends, before writing anything
// else. On a pipe nothing is drawn, unless MASTERMIND_PROGRESS asks.
//
// The computation is marked as under way for Ctrl-C (see interruption).
func (a *app) suivi(libelle string, signe bool, lit func() (fait, total int64)) (arrete func()) {
	fin := a.it.Calcul()
	if !a.progresVisible() {
		return fin
	}
	s := &progres.Suivi{
		W: a.erreurs(), Lit: lit, Largeur: a.ios.LargeurErreurs, Signe: signe,
		Jauge: progres.Jauge{Libelle: libelle, Textes: a.textesProgres()},
	}
	s.Demarre()
	return func() {
		s.Arrete()
		fin()
	}
}

// erreurs is the run's error stream as progress lines share it with the
// programs' error streams.
func (a *app) erreurs() *progres.Flux {
	a.flux.Do(func() { a.fluxErreurs = progres.NouveauFlux(a.ios.Err) })
	return a.fluxErreurs
}

// envProgres asks for progress lines on the error stream even when it is
// not a terminal.
const envProgres = "MASTERMIND_PROGRESS"

// progresVisible reports whether progress lines are drawn: on a terminal
// that can erase a line (not TERM=dumb), or when envProgres asks.
func (a *app) progresVisible() bool {
	return a.ios.ErrTTY && !a.ios.Muet || a.getenv(envProgres) != ""
}

// pense returns how the computer shows, on the error stream of a
// terminal, that strategy nom is thinking (see manche.Ordinateur.Pense):
// its name at once, then how far the search is and the time left.
func (a *app) pense(nom string) func(*strategie.Avancement) func() {
	return func(av *strategie.Avancement) func() {
		return a.suivi(a.reflechit(nom), true, av.Lit)
	}
}

// reflechit is the label of strategy nom while it looks for its move: its
// name ("La stratégie de Kooi réfléchit…"), never its identifier.
func (a *app) reflechit(nom string) string {
	return texte.Majuscule(a.cat.T("progres.reflechit", a.cat.NomStrategie(nom)))
}

// libelleCalcul is the label of the statistics of strategy nom: its short
// name, as the settings show it ("Kooi").
func (a *app) libelleCalcul(nom string) string { return a.cat.StrategieCourte(nom) }

// textesProgres are the words of progress lines in the catalogue's
// language.
func (a *app) textesProgres() progres.Textes {
	return progres.Textes{
		Reste:      a.cat.T("progres.reste", "%s"),
		Estimation: a.cat.T("progres.estimation"),
		Duree:      func(d time.Duration) string { return a.cat.DureeEstimee(d) },
	}
}
