package programme

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestJournalKeepsTheStartAndTheEnd: whatever the pieces a program writes
// its error stream in, a Journal keeps its first TeteJournal and last
// QueueJournal bytes exactly, and counts every byte and line.
func TestJournalKeepsTheStartAndTheEnd(t *testing.T) {
	ligne := "joueur: une ligne de trace\n"
	for _, tc := range []struct {
		nom      string
		flux     []byte
		morceaux int // the size of the writes, 0 for one write
		lignes   int64
	}{
		{"nothing", nil, 0, 0},
		{"a line without its end", []byte("panic"), 0, 1},
		{"a few lines", []byte(strings.Repeat(ligne, 3)), 0, 3},
		{"exactly the head", bytes.Repeat([]byte("x"), TeteJournal), 0, 1},
		{"exactly head and tail", bytes.Repeat([]byte("y\n"), (TeteJournal+QueueJournal)/2), 7, (TeteJournal + QueueJournal) / 2},
		{"a flood in small writes", []byte(strings.Repeat(ligne, 20000)), 1000, 20000},
		{"a flood in one write", []byte(strings.Repeat(ligne, 20000) + "fin"), 0, 20001},
		{"a flood in writes larger than the tail", []byte(strings.Repeat(ligne, 20000)), QueueJournal + 17, 20000},
		{"a flood of lines of 64", []byte(strings.Repeat(strings.Repeat("x", 63)+"\n", 20000)), 4096, 20000},
		{"a flood of lines of 64 in one write", []byte(strings.Repeat(strings.Repeat("x", 63)+"\n", 20000)), 0, 20000},
	} {
		t.Run(tc.nom, func(t *testing.T) {
			var j Journal
			p := tc.flux
			for len(p) > 0 {
				k := len(p)
				if tc.morceaux > 0 {
					k = min(k, tc.morceaux)
				}
				n, err := j.Write(p[:k])
				assert.NoError(t, err)
				assert.Equal(t, k, n)
				p = p[k:]
			}
			r := j.Releve()
			assert.Equal(t, int64(len(tc.flux)), r.Octets)
			assert.Equal(t, tc.lignes, r.Lignes)
			flux := append([]byte{}, tc.flux...)
			tete := flux[:min(len(flux), TeteJournal)]
			assert.Equal(t, tete, append([]byte{}, r.Tete...))
			queue := flux[len(tete):]
			queue = queue[max(0, len(queue)-QueueJournal):]
			assert.Equal(t, queue, append([]byte{}, r.Queue...))
			assert.Equal(t, int64(len(tc.flux)-len(tete)-len(queue)), r.Omis)
			assert.Equal(t, r.Omis > 0, r.Coupe)
			if r.Coupe {
				assert.Equal(t, flux[len(flux)-len(queue)-1] == '\n', r.DebutLigne)
			}
			assert.LessOrEqual(t, len(r.Tete)+len(r.Queue), TeteJournal+QueueJournal, "bounded")
		})
	}
}

// TestJournalNilIsEmpty: a strategy whose program never started has no
// Journal, and reads as one that wrote nothing.
func TestJournalNilIsEmpty(t *testing.T) {
	var j *Journal
	assert.Equal(t, Releve{}, j.Releve())
}
