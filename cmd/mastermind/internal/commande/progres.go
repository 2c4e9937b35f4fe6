package commande

import (
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/progres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// Suivi starts the progress line of a computation on the error stream when
// it is a terminal: libelle, then how far lit says the computation is and
// the time it has left, once it has lasted a second. With signe, the label
// shows sooner (the computer is thinking). The function returned erases
// the line: call it when the computation ends, before writing anything
// else. On a pipe nothing is drawn, unless MASTERMIND_PROGRESS asks.
//
// The computation is marked as under way for Ctrl-C (see interruption).
func (a *App) Suivi(libelle string, signe bool, lit func() (fait, total int64)) (arrete func()) {
	return a.SuiviCompte(libelle, signe, lit, "")
}

// SuiviCompte is suivi whose line also counts the units done, from the
// start: unite is their noun's sentence ("progres.secrets": "12/1296
// secrets"), none when empty.
func (a *App) SuiviCompte(libelle string, signe bool, lit func() (fait, total int64), unite texte.Cle) (arrete func()) {
	fin := a.It.Calcul()
	if !a.ProgresVisible() {
		return fin
	}
	textes := a.TextesProgres()
	if unite != "" {
		textes.Compte = func(fait, total int64) string {
			return a.Cat.T(unite, a.Cat.Entier(int(fait)), a.Cat.Entier(int(total)))
		}
	}
	s := &progres.Suivi{
		W: a.Erreurs(), Lit: lit, Largeur: a.IOS.LargeurErreurs, Signe: signe,
		Jauge: progres.Jauge{Libelle: libelle, Textes: textes},
	}
	s.Demarre()
	return func() {
		s.Arrete()
		fin()
	}
}

// Erreurs is the run's error stream as progress lines share it with the
// programs' error streams.
func (a *App) Erreurs() *progres.Flux {
	a.flux.Do(func() { a.fluxErreurs = progres.NouveauFlux(a.IOS.Err) })
	return a.fluxErreurs
}

// envProgres asks for progress lines on the error stream even when it is
// not a terminal.
const envProgres = "MASTERMIND_PROGRESS"

// ProgresVisible reports whether progress lines are drawn: on a terminal
// that can erase a line (not TERM=dumb), or when envProgres asks.
func (a *App) ProgresVisible() bool {
	return a.IOS.ErrTTY && !a.IOS.Muet || a.Getenv(envProgres) != ""
}

// Pense returns how the computer shows, on the error stream of a
// terminal, that strategy nom is thinking (see manche.Ordinateur.Pense):
// its name at once, then how far the search is and the time left.
func (a *App) Pense(nom string) func(*strategie.Avancement) func() {
	return func(av *strategie.Avancement) func() {
		return a.Suivi(a.Reflechit(nom), true, av.Lit)
	}
}

// Reflechit is the label of strategy nom while it looks for its move: its
// name ("La stratégie de Kooi réfléchit…"), never its identifier.
func (a *App) Reflechit(nom string) string {
	return texte.Majuscule(a.Cat.T("progres.reflechit", a.Cat.NomStrategie(nom)))
}

// LibelleCalcul is the label of the statistics of strategy nom: its short
// name, as the settings show it ("Kooi").
func (a *App) LibelleCalcul(nom string) string { return a.Cat.StrategieCourte(nom) }

// TextesProgres are the words of progress lines in the catalogue's
// language.
func (a *App) TextesProgres() progres.Textes {
	return progres.Textes{
		Reste:      "%s",
		Estimation: a.Cat.T("progres.estimation"),
		Duree: func(d time.Duration) string {
			if d.Round(time.Second) < time.Second {
				return a.Cat.T("progres.bientot")
			}
			return a.Cat.T("progres.reste", a.Cat.DureeEstimee(d))
		},
	}
}
