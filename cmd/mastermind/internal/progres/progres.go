// Package progres draws the progress line of a long computation on a
// terminal: what is computed, how far it is, and the time left, estimated
// from the work done so far. The line is rewritten in place and always
// fits the terminal's width, so that it never scrolls the screen.
package progres

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"mastermind/cmd/mastermind/internal/page"
)

// Textes are the words of the line, from the catalogue.
type Textes struct {
	// Reste says the time left; formatted with a Duree ("about 2 min
	// left").
	Reste string
	// Estimation stands for the time left while it cannot be estimated.
	Estimation string
	// Duree writes a duration for a person ("1 min 20 s").
	Duree func(time.Duration) string
}

// Estimateur estimates the time a computation has left from its progress:
// the rate of the work done since it started, once a tenth of a percent of
// it, or two seconds of it, are behind. The clock is the caller's, so the
// estimate is tested with a fake one.
type Estimateur struct {
	debut time.Time
}

// NouvelEstimateur estimates a computation that started at debut.
func NouvelEstimateur(debut time.Time) *Estimateur { return &Estimateur{debut: debut} }

// Reste is the time left at instant t, when fait units of total are done;
// false when it is too early to say.
func (e *Estimateur) Reste(t time.Time, fait, total int64) (time.Duration, bool) {
	ecoule := t.Sub(e.debut)
	if fait <= 0 || total <= 0 || ecoule <= 0 || (ecoule < 2*time.Second && fait*1000 < total) {
		return 0, false
	}
	if fait >= total {
		return 0, true
	}
	reste := float64(ecoule) * float64(total-fait) / float64(fait)
	return time.Duration(reste), true
}

// Jauge is what a progress line shows: a label, a bar, the percentage and
// the time left. (Not a Ligne: that is a board's row, plateau.Ligne.)
type Jauge struct {
	Libelle string
	Textes  Textes
}

// Rend returns the line for fait units of total done, the time left reste
// (connu false: not known yet), for a terminal largeur cells wide. The
// line never takes the last column, where a terminal would wrap; the bar
// shrinks first, then the label is cut.
func (j Jauge) Rend(fait, total int64, reste time.Duration, connu bool, largeur int) string {
	pourcent := ""
	if total > 0 {
		pourcent = fmt.Sprintf("%3d %%", min(100*fait/total, 100))
	}
	temps := j.Textes.Estimation
	if connu {
		temps = fmt.Sprintf(j.Textes.Reste, j.Textes.Duree(reste))
	}
	place := largeur - 1
	fin := " " + pourcent + " · " + temps
	if total <= 0 {
		fin = " · " + temps
	}
	reste1 := place - page.Largeur(j.Libelle) - page.Largeur(fin)
	switch {
	case total > 0 && reste1 >= 8:
		n := min(reste1-3, 30)
		plein := int(int64(n) * min(fait, total) / total)
		return j.Libelle + " [" + strings.Repeat("█", plein) + strings.Repeat("·", n-plein) + "]" + fin
	case reste1 >= 0:
		return j.Libelle + fin
	}
	return page.Tronque(j.Libelle+fin, max(place, 1))
}

// Suivi draws a Jauge on W while a computation runs: nothing during the
// first Attente (a short computation shows nothing), then the line every
// Periode, rewritten in place, until Arrete erases it. W may be a *Flux
// that other text shares. With Signe, the
// label alone shows from AttenteSigne on, a sign that the computer is
// working (a move found at once shows nothing).
type Suivi struct {
	W       io.Writer
	Jauge   Jauge
	Lit     func() (fait, total int64)
	Largeur func() int
	Signe   bool
	// Libelle, when not nil, gives the label each time, in place of
	// Jauge.Libelle (a label that says the best found so far).
	Libelle func() string
	// Deja, when not nil, is the work done before this run started (a
	// computation resumed): the time left counts only the rate of the
	// work done since.
	Deja func() int64
	// Maintenant is the clock (time.Now when nil).
	Maintenant func() time.Time
	// Attente, AttenteSigne and Periode default to a second, a fifth of a
	// second and a fifth of a second.
	Attente, AttenteSigne, Periode time.Duration

	arret chan struct{}
	fini  sync.WaitGroup
	once  sync.Once
}

// Demarre starts drawing, from a goroutine of its own.
func (s *Suivi) Demarre() {
	if s.Maintenant == nil {
		s.Maintenant = time.Now
	}
	if s.Attente == 0 {
		s.Attente = time.Second
	}
	if s.AttenteSigne == 0 {
		s.AttenteSigne = 200 * time.Millisecond
	}
	if s.Periode == 0 {
		s.Periode = 200 * time.Millisecond
	}
	s.arret = make(chan struct{})
	flux, ok := s.W.(*Flux)
	if !ok {
		flux = NouveauFlux(s.W)
	}
	debut := s.Maintenant()
	est := NouvelEstimateur(debut)
	s.fini.Add(1)
	go func() {
		defer s.fini.Done()
		premier := s.Attente
		if s.Signe {
			premier = min(s.AttenteSigne, s.Attente)
		}
		select {
		case <-s.arret:
			return
		case <-time.After(premier):
		}
		tic := time.NewTicker(s.Periode)
		defer tic.Stop()
		for {
			j := s.Jauge
			if s.Libelle != nil {
				j.Libelle = s.Libelle()
			}
			texte := page.Tronque(j.Libelle, max(s.Largeur()-1, 1))
			if t := s.Maintenant(); t.Sub(debut) >= s.Attente {
				fait, total := s.Lit()
				var deja int64
				if s.Deja != nil {
					deja = min(s.Deja(), fait)
				}
				reste, connu := est.Reste(t, fait-deja, total-deja)
				texte = j.Rend(fait, total, reste, connu, s.Largeur())
			}
			flux.Affiche(texte)
			select {
			case <-s.arret:
				flux.Affiche("")
				return
			case <-tic.C:
			}
		}
	}()
}

// Arrete stops drawing and erases the line, if any; it returns once the
// line is gone. It may be called more than once.
func (s *Suivi) Arrete() {
	s.once.Do(func() {
		if s.arret != nil {
			close(s.arret)
		}
	})
	s.fini.Wait()
}
