package terminal

import (
	"context"
	"io"
	"sync"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
)

// lecteur is the one reader of the terminal's input, as bubbletea's input
// loop is: one goroutine reads the bytes into a buffer, and Touche decodes
// them (clavier.Decode, the one decoder) into keys, clicks and events,
// handed out one at a time to whoever holds the keyboard: a menu
// (menu.go, which turns each key into promptui's own key codes), a line
// prompt (ligne.go), a pause (pause.go) or the game screen (Console).
//
// Nothing is read ahead for anyone: a key typed before a prompt waits in
// the buffer for it, and a prompt that ends takes no key of the next one.
// Touche takes a key only when it returns it; cancelled, it takes none.
type lecteur struct {
	mu   sync.Mutex
	cond *sync.Cond
	buf  []byte
	err  error
	// redim: the terminal was resized since the last event handed out;
	// arret: Ctrl-Z was pressed (SIGTSTP) while the keyboard was held.
	redim, arret bool
	// tenants count those who hold the keyboard (prend): while there is
	// one, Ctrl-Z comes to it as a key, so that it leaves its drawing
	// before the program stops.
	tenants int
	// demandes count the questions asked of the terminal about its
	// cursor (demandePosition), reponses its answers, the last at pos:
	// an answer is never handed out as a key.
	demandes, reponses int
	pos                clavier.Touche
}

func nouveauLecteur(r io.Reader) *lecteur {
	l := &lecteur{}
	l.cond = sync.NewCond(&l.mu)
	go l.lit(r)
	return l
}

// lit reads the input until its end, into the buffer.
func (l *lecteur) lit(r io.Reader) {
	tmp := make([]byte, 256)
	for {
		n, err := r.Read(tmp)
		l.mu.Lock()
		l.buf = append(l.buf, tmp[:n]...)
		if err != nil {
			l.err = err
		}
		l.cond.Broadcast()
		l.mu.Unlock()
		if err != nil {
			return
		}
	}
}

// Touche waits for the next key, click or event: clavier.Redim after a
// resize, clavier.Arret after Ctrl-Z, clavier.FinEntree at the input's
// end (and from then on); ctx's error once ctx is done, taking nothing.
func (l *lecteur) Touche(ctx context.Context) (clavier.Touche, error) {
	stop := context.AfterFunc(ctx, func() {
		l.mu.Lock()
		l.cond.Broadcast()
		l.mu.Unlock()
	})
	defer stop()
	l.mu.Lock()
	defer l.mu.Unlock()
	var incomplet time.Time
	for {
		if err := ctx.Err(); err != nil {
			return clavier.Touche{}, err
		}
		switch {
		case l.arret:
			l.arret = false
			return clavier.Touche{Genre: clavier.Arret}, nil
		case l.redim:
			l.redim = false
			return clavier.Touche{Genre: clavier.Redim}, nil
		}
		attendu := !incomplet.IsZero() && time.Since(incomplet) >= clavier.AttenteEchap
		k, n, ok := clavier.Decode(l.buf, l.err != nil || attendu)
		switch {
		case ok:
			incomplet = time.Time{}
			l.buf = l.buf[n:]
			if k.Genre == clavier.Position {
				l.reponses++
				l.pos = k
				continue
			}
			if k.Genre != clavier.Rien {
				return k, nil
			}
		case len(l.buf) == 0 && l.err != nil:
			return clavier.Touche{Genre: clavier.FinEntree}, nil
		case len(l.buf) > 0:
			// The beginning of a key: wait a little for the rest.
			l.attendSuite(&incomplet)
		default:
			l.cond.Wait()
		}
	}
}

// attendSuite waits, l.mu held, for the rest of a key whose beginning is
// in the buffer: the first wait starts the clock *incomplet, and a timer
// wakes the reader once an escape sequence's wait is over.
func (l *lecteur) attendSuite(incomplet *time.Time) {
	if incomplet.IsZero() {
		*incomplet = time.Now()
		time.AfterFunc(clavier.AttenteEchap, func() {
			l.mu.Lock()
			l.cond.Broadcast()
			l.mu.Unlock()
		})
	}
	l.cond.Wait()
}

// redimensionne tells the holder of the keyboard that the terminal was
// resized (SIGWINCH): its next Touche is clavier.Redim.
func (l *lecteur) redimensionne() {
	l.mu.Lock()
	l.redim = true
	l.cond.Broadcast()
	l.mu.Unlock()
}

// arrete tells the holder of the keyboard that Ctrl-Z was pressed
// (SIGTSTP): its next Touche is clavier.Arret. False when nobody holds
// it: the caller stops the program itself.
func (l *lecteur) arrete() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.tenants == 0 {
		return false
	}
	l.arret = true
	l.cond.Broadcast()
	return true
}

// prend holds the keyboard until rend is called: Ctrl-Z comes as a key.
// The first holder forgets a resize seen while nobody held it: it draws
// at the size of the moment anyway.
func (l *lecteur) prend() (rend func()) {
	l.mu.Lock()
	if l.tenants == 0 {
		l.redim = false
	}
	l.tenants++
	l.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			l.mu.Lock()
			l.tenants--
			if l.tenants == 0 {
				// A Ctrl-Z nobody read any more is dropped.
				l.arret = false
			}
			l.mu.Unlock()
		})
	}
}

// demandePosition counts a question about the cursor, which the caller
// writes to the terminal next (peintre.DemandePosition).
func (l *lecteur) demandePosition() {
	l.mu.Lock()
	l.demandes++
	l.mu.Unlock()
}

// position is where the cursor was when the last question was asked;
// false until the terminal has answered it (one that never answers
// leaves it false).
func (l *lecteur) position() (x, y int, ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.pos.X, l.pos.Y, l.demandes > 0 && l.reponses >= l.demandes
}
