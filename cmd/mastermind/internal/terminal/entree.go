package terminal

import (
	"io"
	"sync"
)

// entree shares one input among the successive prompts without losing a
// byte. promptui builds a new line reader for every prompt, and that reader
// reads ahead: given the input directly, a prompt that closes takes with it
// what was typed for the next one. Here one goroutine reads the input into
// a buffer, and each prompt gets a vue that hands out one byte per Read, so
// a prompt never holds more than the key it is handling; closing a vue
// releases its pending Read without consuming anything.
type entree struct {
	mu   sync.Mutex
	cond *sync.Cond
	buf  []byte
	err  error
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

// vue returns a reader for one prompt.
func (e *entree) vue() *vue { return &vue{e: e} }

type vue struct {
	e     *entree
	ferme bool
}

// Read hands out one byte, waiting for it; after Close, io.EOF.
func (v *vue) Read(p []byte) (int, error) {
	e := v.e
	e.mu.Lock()
	defer e.mu.Unlock()
	for len(e.buf) == 0 && e.err == nil && !v.ferme {
		e.cond.Wait()
	}
	switch {
	case v.ferme:
		return 0, io.EOF
	case len(e.buf) == 0:
		return 0, e.err
	case len(p) == 0:
		return 0, nil
	}
	p[0] = e.buf[0]
	e.buf = e.buf[1:]
	return 1, nil
}

// Close releases a pending Read; the input stays for the next vue.
func (v *vue) Close() error {
	v.e.mu.Lock()
	v.ferme = true
	v.e.cond.Broadcast()
	v.e.mu.Unlock()
	return nil
}

// sansCloche drops the lone bell (0x07) promptui's Select writes when an
// arrow key reaches the end of the list, and never closes the output.
type sansCloche struct{ w io.Writer }

func (s sansCloche) Write(p []byte) (int, error) {
	if len(p) == 1 && p[0] == 7 {
		return 1, nil
	}
	return s.w.Write(p)
}

func (s sansCloche) Close() error { return nil }
