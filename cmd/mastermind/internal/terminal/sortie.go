package terminal

import (
	"io"
	"sync"
)

// porte is a prompt's own output. promptui's key listener runs on
// readline's goroutine and may draw the prompt again after Run has
// returned (upstream issues 233 and 129), over what the game writes next:
// once the prompt is over, its porte drops every write, and the answered
// line is written by the Terminal itself. It also drops the lone bell
// (0x07) readline rings, and never closes the output.
type porte struct {
	mu     sync.Mutex
	w      io.Writer
	fermee bool
}

func (p *porte) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.fermee || (len(b) == 1 && b[0] == 7) {
		return len(b), nil
	}
	return p.w.Write(b)
}

// ferme drops every later write; a write under way ends first.
func (p *porte) ferme() {
	p.mu.Lock()
	p.fermee = true
	p.mu.Unlock()
}

// Close does nothing: the output is the program's.
func (p *porte) Close() error { return nil }
