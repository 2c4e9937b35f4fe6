package progres

import (
	"bytes"
	"strings"
	"sync"
	"testing"

	"github.com/hinshun/vt10x"
	"github.com/stretchr/testify/assert"

	"mastermind/cmd/mastermind/internal/ecrantest"
)

// ecran is a terminal emulator the Flux writes to: what a person sees. A
// line feed returns the cursor too, as a terminal's output does (ONLCR).
type ecran struct {
	mu sync.Mutex
	vt vt10x.Terminal
}

func (e *ecran) Write(b []byte) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	_, err := e.vt.Write(bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n")))
	return len(b), err
}

func (e *ecran) lignes() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return strings.TrimRight(strings.Join(ecrantest.LignesDe(e.vt), "\n"), "\n")
}

// TestFluxKeepsTheProgressLineUnderThePrograms: two programs write their
// error streams in pieces while the progress line shows; each line of
// theirs is whole, above the progress line, which is always the last.
func TestFluxKeepsTheProgressLineUnderThePrograms(t *testing.T) {
	e := &ecran{vt: vt10x.New(vt10x.WithSize(40, 8))}
	f := NouveauFlux(e)
	a, b := f.Source(), f.Source()
	a.Write([]byte("alice: start\n"))
	f.Affiche("Tournoi [··········]   0 %")
	a.Write([]byte("alice: sec"))
	b.Write([]byte("bob: one\nbob: t"))
	f.Affiche("Tournoi [█████·····]  50 %")
	a.Write([]byte("ret RRBB\n"))
	b.Write([]byte("wo"))
	assert.Equal(t, "alice: start\nbob: one\nalice: secret RRBB\nTournoi [█████·····]  50 %", e.lignes())
	f.Affiche("")
	assert.Equal(t, "alice: start\nbob: one\nalice: secret RRBB\nbob: two", e.lignes(), "the line erased, what was held written")
	a.Write([]byte("alice: to be "))
	f.Affiche("Tournoi [██████████] 100 %")
	a.Write([]byte("continued\n"))
	assert.Equal(t, "alice: start\nbob: one\nalice: secret RRBB\nbob: two\nalice: to be continued\nTournoi [██████████] 100 %", e.lignes(),
		"a line cut by the end of the progress line's pause ends whole")
	b.Write([]byte("bob: bye"))
	f.Affiche("")
	f.Vide()
	assert.Equal(t, "alice: start\nbob: one\nalice: secret RRBB\nbob: two\nalice: to be continued\nbob: bye", e.lignes())
}
