package progres

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/hinshun/vt10x"
	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
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

// compteur counts the bytes and the lines written to it.
type compteur struct{ x, lignes int }

func (c *compteur) Write(b []byte) (int, error) {
	c.x += bytes.Count(b, []byte("x"))
	c.lignes += bytes.Count(b, []byte("\n"))
	return len(b), nil
}

// TestFluxBoundsALineWithoutEnd: a program writes 50 MB on its error
// stream without a newline while the progress line shows. The source
// holds at most maxReste bytes, every byte is written, in lines of
// maxReste.
func TestFluxBoundsALineWithoutEnd(t *testing.T) {
	c := &compteur{}
	f := NouveauFlux(c)
	src := f.Source().(*source)
	f.Affiche("calcul")
	morceau := bytes.Repeat([]byte("x"), 32<<10)
	const total = 50 << 20
	for range total / len(morceau) {
		n, err := src.Write(morceau)
		assert.NoError(t, err)
		assert.Equal(t, len(morceau), n)
		if len(src.reste) > maxReste || cap(src.reste) > 2*maxReste {
			t.Fatalf("the source holds %d bytes (capacity %d)", len(src.reste), cap(src.reste))
		}
	}
	f.Affiche("")
	// The last piece is written, without its end, when the line goes.
	assert.Equal(t, total/maxReste-1, c.lignes)
	assert.Equal(t, total, c.x)
}

// BenchmarkFluxLineWithoutEnd writes 1 MB without a newline, in pieces of
// 32 KiB, while the progress line shows: linear in what is written.
func BenchmarkFluxLineWithoutEnd(b *testing.B) {
	morceau := bytes.Repeat([]byte("x"), 32<<10)
	b.SetBytes(1 << 20)
	for b.Loop() {
		f := NouveauFlux(io.Discard)
		src := f.Source()
		f.Affiche("calcul")
		for range 32 {
			src.Write(morceau)
		}
	}
}
