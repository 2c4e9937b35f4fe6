package terminal

import (
	"context"
	"io"
	"sync"
	"time"
)

// entree shares one input among the successive prompts without losing a
// byte. promptui builds a new line reader for every prompt, and that reader
// reads ahead: given the input directly, a prompt that closes takes with it
// what was typed for the next one. Here one goroutine reads the input into
// a buffer, and each prompt gets a vue that hands out one byte per Read, so
// a prompt never holds more than the key it is handling; closing a vue
// releases its pending Read without consuming anything.
//
// A vue also reads keys before promptui does (see filtre): it passes the
// keys that edit or move, drops the ones promptui would misuse, and ends
// the prompt itself on the keys that answer or leave it.
type entree struct {
	mu   sync.Mutex
	cond *sync.Cond
	buf  []byte
	err  error
	// active is the vue of the prompt on screen, nil between prompts.
	active *vue
	// redim: the terminal was resized since the game screen last read a
	// key (see cle); arret: Ctrl-Z was pressed (SIGTSTP) while it reads.
	redim, arret bool
	// lecteurs count those that read keys with cle and stop on tArret:
	// the game screen while it has the terminal, a line prompt.
	lecteurs int
}

func nouvelleEntree(r io.Reader) *entree {
	e := &entree{}
	e.cond = sync.NewCond(&e.mu)
	go e.lit(r)
	return e
}

func (e *entree) lit(r io.Reader) {
	tmp := make([]byte, 256)
	for {
		n, err := r.Read(tmp)
		e.mu.Lock()
		e.buf = append(e.buf, tmp[:n]...)
		if err != nil {
			e.err = err
		}
		e.cond.Broadcast()
		e.mu.Unlock()
		if err != nil {
			return
		}
	}
}

// redimensionne tells the prompt on screen that the terminal was resized.
func (e *entree) redimensionne() {
	e.mu.Lock()
	if e.active != nil {
		e.active.redim = true
	}
	e.redim = true
	e.cond.Broadcast()
	e.mu.Unlock()
}

// fin is why a vue ended its prompt.
type fin int

const (
	enCours       fin = iota
	finValide         // Enter
	finRetour         // Escape in a menu
	finFin            // Ctrl-D on an empty line, or the input's end
	finInterrompu     // Ctrl-C
	finRedim          // the terminal was resized: draw the prompt again
	finArret          // Ctrl-Z: stop, then draw the prompt again
	finFermee         // closed from outside (a cancelled context)
)

// filtre decides what becomes of a key: the bytes promptui reads in its
// place (none: the key is dropped), or the end of the prompt.
type filtre interface {
	touche(k touche, brut []byte) (passe []byte, f fin)
}

// vue returns a reader for one prompt, whose keys go through f.
func (e *entree) vue(f filtre) *vue {
	v := &vue{e: e, f: f}
	e.mu.Lock()
	e.active = v
	e.mu.Unlock()
	return v
}

type vue struct {
	e       *entree
	f       filtre
	injecte []byte // bytes the filter gave, handed out first
	fin     fin
	redim   bool
	arret   bool
	// sortie, when set, is the prompt's output, closed as soon as a resize
	// or Ctrl-Z ends the prompt: promptui's own clearing, which counts the
	// lines it drew as they were before the terminal reflowed them, never
	// runs, and the Terminal clears them itself (see Menu).
	sortie *porte
}

// finit ends the prompt for f.
func (v *vue) finit(f fin) {
	v.fin = f
	if v.sortie != nil && (f == finRedim || f == finArret) {
		v.sortie.ferme()
	}
}

// Read hands out one byte, waiting for it; once the prompt has ended,
// io.EOF.
func (v *vue) Read(p []byte) (int, error) {
	e := v.e
	e.mu.Lock()
	defer e.mu.Unlock()
	var incomplet time.Time
	for {
		switch {
		case v.fin != enCours:
			return 0, io.EOF
		case len(v.injecte) > 0:
			if len(p) == 0 {
				return 0, nil
			}
			p[0] = v.injecte[0]
			v.injecte = v.injecte[1:]
			return 1, nil
		case v.redim, v.arret:
			g := tRedim
			if v.arret {
				g = tArret
			}
			v.redim, v.arret = false, false
			if _, f := v.f.touche(touche{g: g}, nil); f != enCours {
				v.finit(f)
			}
			continue
		}
		k, n, ok := decode(e.buf, e.err != nil || (!incomplet.IsZero() && time.Since(incomplet) >= attenteEchap))
		switch {
		case ok:
			incomplet = time.Time{}
			brut := append([]byte(nil), e.buf[:n]...)
			e.buf = e.buf[n:]
			if k.g == tIgnore {
				continue
			}
			passe, f := v.f.touche(k, brut)
			v.finit(f)
			v.injecte = append(v.injecte, passe...)
		case len(e.buf) == 0 && e.err != nil:
			v.fin = finFin
		case len(e.buf) > 0:
			// The beginning of a key: wait a little for the rest.
			e.attendSuite(&incomplet)
		default:
			e.cond.Wait()
		}
	}
}

// Close ends the prompt from outside (a cancelled context) and releases a
// pending Read; the input stays for the next vue.
func (v *vue) Close() error {
	v.e.mu.Lock()
	if v.fin == enCours {
		v.fin = finFermee
	}
	if v.e.active == v {
		v.e.active = nil
	}
	v.e.cond.Broadcast()
	v.e.mu.Unlock()
	return nil
}

// termine is why the prompt ended.
func (v *vue) termine() fin {
	v.e.mu.Lock()
	defer v.e.mu.Unlock()
	return v.fin
}

// cle waits for the next key, for the game screen, which reads keys
// itself rather than through promptui: tRedim when the terminal was
// resized; ctx's error once it is done; io.EOF at the input's end.
func (e *entree) cle(ctx context.Context) (touche, error) {
	stop := context.AfterFunc(ctx, func() {
		e.mu.Lock()
		e.cond.Broadcast()
		e.mu.Unlock()
	})
	defer stop()
	e.mu.Lock()
	defer e.mu.Unlock()
	var incomplet time.Time
	for {
		if err := ctx.Err(); err != nil {
			return touche{}, err
		}
		if e.arret {
			e.arret = false
			return touche{g: tArret}, nil
		}
		if e.redim {
			e.redim = false
			return touche{g: tRedim}, nil
		}
		k, n, ok := decode(e.buf, e.err != nil || (!incomplet.IsZero() && time.Since(incomplet) >= attenteEchap))
		switch {
		case ok:
			incomplet = time.Time{}
			e.buf = e.buf[n:]
			if k.g != tIgnore {
				return k, nil
			}
		case len(e.buf) == 0 && e.err != nil:
			return touche{}, io.EOF
		case len(e.buf) > 0:
			e.attendSuite(&incomplet)
		default:
			e.cond.Wait()
		}
	}
}

// arrete tells the prompt on screen, or else the reader of cle (the
// game screen, a line prompt), that Ctrl-Z was pressed (SIGTSTP); false
// when nobody reads the keys: the caller stops the program itself.
func (e *entree) arrete() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	switch {
	case e.active != nil:
		e.active.arret = true
	case e.lecteurs > 0:
		e.arret = true
	default:
		return false
	}
	e.cond.Broadcast()
	return true
}

// prend counts a reader of cle that stops on tArret, until rend.
func (e *entree) prend() {
	e.mu.Lock()
	e.lecteurs++
	e.mu.Unlock()
}

// rend is the end of what prend began; a Ctrl-Z left unread is dropped.
func (e *entree) rend() {
	e.mu.Lock()
	e.lecteurs--
	if e.lecteurs == 0 {
		e.arret = false
	}
	e.mu.Unlock()
}

// attendSuite waits, e.mu held, for the rest of a key whose beginning is
// in the buffer: the first wait starts the clock *incomplet, and a timer
// wakes the reader once an escape sequence's wait is over.
func (e *entree) attendSuite(incomplet *time.Time) {
	if incomplet.IsZero() {
		*incomplet = time.Now()
		time.AfterFunc(attenteEchap, func() {
			e.mu.Lock()
			e.cond.Broadcast()
			e.mu.Unlock()
		})
	}
	e.cond.Wait()
}
