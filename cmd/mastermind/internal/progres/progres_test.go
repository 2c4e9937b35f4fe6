package progres

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
)

var textes = Textes{
	Reste:      "reste environ %s",
	Estimation: "estimation du temps restant…",
	Duree:      func(d time.Duration) string { return fmt.Sprintf("%d s", int(d.Round(time.Second)/time.Second)) },
}

// The time left is the time so far times the work left over the work
// done, once there is enough of either to say.
func TestEstimateurWithAFakeClock(t *testing.T) {
	debut := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	e := NouvelEstimateur(debut)
	tests := []struct {
		ecoule      time.Duration
		fait, total int64
		reste       time.Duration
		connu       bool
	}{
		{0, 0, 100, 0, false},
		{time.Second, 0, 100, 0, false},                     // nothing done yet
		{time.Second, 1, 100000, 0, false},                  // too little, too soon
		{time.Second, 200, 100000, 499 * time.Second, true}, // 0.2 % in a second
		{3 * time.Second, 1, 100000, 99999 * 3 * time.Second, true},
		{10 * time.Second, 25, 100, 30 * time.Second, true},
		{10 * time.Second, 50, 100, 10 * time.Second, true},
		{10 * time.Second, 100, 100, 0, true},
		{10 * time.Second, 5, 0, 0, false}, // no total known
	}
	for _, tt := range tests {
		reste, connu := e.Reste(debut.Add(tt.ecoule), tt.fait, tt.total)
		assert.Equal(t, tt.connu, connu, "%v %d/%d", tt.ecoule, tt.fait, tt.total)
		assert.Equal(t, tt.reste, reste, "%v %d/%d", tt.ecoule, tt.fait, tt.total)
	}
}

// The line says everything when there is room, drops the bar, then cuts
// the label; it never takes the terminal's last column.
func TestJaugeFitsTheWidth(t *testing.T) {
	l := Jauge{Libelle: "knuth", Textes: textes}
	tests := []struct {
		largeur     int
		fait, total int64
		reste       time.Duration
		connu       bool
		want        string
	}{
		{80, 50, 200, 90 * time.Second, true, "knuth [███████·······················]  25 % · reste environ 90 s"},
		{80, 0, 200, 0, false, "knuth [······························]   0 % · estimation du temps restant…"},
		{45, 50, 200, 90 * time.Second, true, "knuth [██·······]  25 % · reste environ 90 s"},
		{40, 50, 200, 90 * time.Second, true, "knuth  25 % · reste environ 90 s"},
		{30, 50, 200, 90 * time.Second, true, "knuth  25 % · reste environ…"},
		{12, 50, 200, 90 * time.Second, true, "knuth  25…"},
		{80, 3, 0, 0, false, "knuth · estimation du temps restant…"},
	}
	for _, tt := range tests {
		got := l.Rend(tt.fait, tt.total, tt.reste, tt.connu, tt.largeur)
		assert.Equal(t, tt.want, got, "width %d", tt.largeur)
		assert.Less(t, page.Largeur(got), tt.largeur, "width %d", tt.largeur)
		assert.NotContains(t, got, "\n")
	}
}

// tampon is a writer the drawing goroutine and the test share.
type tampon struct {
	b  strings.Builder
	mu chan struct{}
}

func (t *tampon) Write(p []byte) (int, error) {
	t.mu <- struct{}{}
	defer func() { <-t.mu }()
	return t.b.Write(p)
}

func (t *tampon) String() string {
	t.mu <- struct{}{}
	defer func() { <-t.mu }()
	return t.b.String()
}

// Drawn in place, each time the whole line: a carriage return, the line,
// the rest of the terminal's line erased; erased at the end. The clock is
// fake: the estimate is that of the work done.
func TestSuiviDrawsInPlace(t *testing.T) {
	w := &tampon{mu: make(chan struct{}, 1)}
	// The fake clock starts at debut, then stays 10 s later.
	debut := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	horloge := make(chan time.Time, 1)
	horloge <- debut
	s := &Suivi{
		W: w, Jauge: Jauge{Libelle: "knuth", Textes: textes}, Largeur: func() int { return 60 },
		Lit: func() (int64, int64) { return 25, 100 },
		Maintenant: func() time.Time {
			select {
			case t := <-horloge:
				return t
			default:
				return debut.Add(10 * time.Second)
			}
		},
		Attente: time.Millisecond, Periode: time.Millisecond,
	}
	s.Demarre()
	require.Eventually(t, func() bool { return strings.Contains(w.String(), "reste") }, time.Minute, time.Millisecond)
	s.Arrete()
	s.Arrete()
	sortie := w.String()
	assert.True(t, strings.HasPrefix(sortie, "\rknuth [██████··················]  25 % · reste environ 30 s\x1b[K"), "%q", sortie)
	assert.True(t, strings.HasSuffix(sortie, "\r\x1b[K"))
	assert.NotContains(t, sortie, "\n", "never a new line")
}

// A short computation draws nothing.
func TestSuiviShortComputationShowsNothing(t *testing.T) {
	w := &tampon{mu: make(chan struct{}, 1)}
	s := &Suivi{W: w, Jauge: Jauge{Libelle: "knuth", Textes: textes}, Largeur: func() int { return 80 }, Lit: func() (int64, int64) { return 0, 1 }, Attente: time.Hour}
	s.Demarre()
	s.Arrete()
	assert.Empty(t, w.String())
}

// TestJaugeCountsFromTheStart: with Compte, the line counts the units
// done from the start, while the time left is not known yet.
func TestJaugeCountsFromTheStart(t *testing.T) {
	tx := textes
	tx.Compte = func(fait, total int64) string { return fmt.Sprintf("%d/%d secrets", fait, total) }
	l := Jauge{Libelle: "cmd:prog", Textes: tx}
	assert.Equal(t, "cmd:prog [······························]   0 % · 3/1296 secrets · estimation du temps restant…",
		l.Rend(3, 1296, 0, false, 120))
	assert.Equal(t, "cmd:prog  50 % · 648/1296 secrets · reste environ 90 s", l.Rend(648, 1296, 90*time.Second, true, 60))
}
