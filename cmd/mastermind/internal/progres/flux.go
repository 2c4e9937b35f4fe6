package progres

import (
	"bytes"
	"io"
	"sync"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// Flux is an error stream that a progress line shares with other text,
// the error streams of the programs a computation runs: their text is
// written above the progress line a whole line at a time, and the progress
// line is drawn again under it, so that neither garbles the other.
type Flux struct {
	mu sync.Mutex
	w  io.Writer
	// affichee is the progress line on screen, "" when none.
	affichee string
	// entame: the text written last did not end its line.
	entame  bool
	sources []*source
	// propre is the source of what is written to the Flux itself.
	propre *source
}

// NouveauFlux shares w.
func NouveauFlux(w io.Writer) *Flux {
	f := &Flux{w: w}
	f.propre = &source{f: f}
	f.sources = []*source{f.propre}
	return f
}

// Write writes b as a source does (see Source).
func (f *Flux) Write(b []byte) (int, error) { return f.propre.Write(b) }

// Affiche draws the progress line s in place of the last one; "" erases
// it, and writes the pieces of lines the sources hold (see Vide).
func (f *Flux) Affiche(s string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if s == "" {
		if f.affichee != "" {
			io.WriteString(f.w, "\r"+peintre.EffaceFin)
			f.affichee = ""
		}
		f.vide()
		return
	}
	if f.entame {
		// A piece of a line written without its end: the progress line
		// starts under it.
		io.WriteString(f.w, "\n")
		f.entame = false
	}
	io.WriteString(f.w, "\r"+s+peintre.EffaceFin)
	f.affichee = s
}

// Vide writes the pieces of lines the sources hold, when no progress line
// shows: the end of what a program wrote, once it has stopped.
func (f *Flux) Vide() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.affichee == "" {
		f.vide()
	}
}

func (f *Flux) vide() {
	for _, src := range f.sources {
		if len(src.reste) > 0 {
			if f.entame {
				// Another source's piece of a line ends the line.
				io.WriteString(f.w, "\n")
			}
			f.w.Write(src.visible(src.reste))
			f.entame = src.reste[len(src.reste)-1] != '\n'
			src.reste = nil
		}
	}
}

// Source returns a writer for one source of text (a program's error
// stream): its text is written a whole line at a time, above the progress
// line when one shows; the start of a line waits for its end (or Vide).
func (f *Flux) Source() io.Writer {
	f.mu.Lock()
	defer f.mu.Unlock()
	s := &source{f: f}
	f.sources = append(f.sources, s)
	return s
}

// maxReste bounds the start of a line a source holds: a program that
// writes a longer line without its end has it written in pieces of this
// size, each as a line, so that memory stays bounded and every byte is
// looked at once.
const maxReste = 4096

type source struct {
	f *Flux
	// reste is the start of a line, held until its end (at most
	// maxReste bytes).
	reste []byte
}

func (s *source) Write(b []byte) (int, error) {
	f := s.f
	f.mu.Lock()
	defer f.mu.Unlock()
	n := len(b)
	// Only the new bytes are searched: the held start has no newline.
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		s.ecrit(b[:i+1])
		b = b[i+1:]
	}
	for len(s.reste)+len(b) > maxReste {
		k := maxReste - len(s.reste)
		s.reste = append(s.reste, b[:k]...)
		b = b[k:]
		s.ecrit([]byte{'\n'})
	}
	s.reste = append(s.reste, b...)
	return n, nil
}

// ecrit writes the held start of a line then fin, which ends a line,
// above the progress line.
func (s *source) ecrit(fin []byte) {
	f := s.f
	if f.affichee != "" {
		io.WriteString(f.w, "\r"+peintre.EffaceFin)
	} else if f.entame {
		io.WriteString(f.w, "\n")
	}
	s.lignes(fin)
	f.entame = false
	if f.affichee != "" {
		io.WriteString(f.w, f.affichee+peintre.EffaceFin)
	}
}

// lignes writes the held start of a line then fin, which ends a line;
// only fin's bytes are searched.
func (s *source) lignes(fin []byte) {
	w := s.f.w
	if len(s.reste) > 0 {
		fin = append(s.reste, fin...)
	}
	w.Write(s.visible(fin))
	s.reste = s.reste[:0]
}

// visible is text as the terminal gets it, its characters visible
// (texte.Visible): nothing written through a source can move the
// cursor, set the title or the clipboard.
func (s *source) visible(text []byte) []byte {
	var b bytes.Buffer
	b.Grow(len(text))
	for _, l := range bytes.SplitAfter(text, []byte("\n")) {
		if len(l) == 0 {
			continue
		}
		contenu, fin := bytes.CutSuffix(l, []byte("\n"))
		b.WriteString(texte.Visible(string(contenu)))
		if fin {
			b.WriteByte('\n')
		}
	}
	return b.Bytes()
}
