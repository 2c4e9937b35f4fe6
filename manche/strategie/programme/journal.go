package programme

import "sync"

// TeteJournal and QueueJournal bound what a Journal keeps of a program's
// error stream: its first and its last 64 KiB. A program's error stream
// is for its author's traces and its crash: the first lines say how it
// started (a usage message, the first rounds), the last ones how it
// ended (a traceback is a few KiB); 128 KiB per program keeps both
// whole for any honest program, and thirty programs of a class hold
// under 4 MiB of the lab's memory and of the reports' folder, however
// much they write (a 50 MB flood included).
const (
	TeteJournal  = 64 << 10
	QueueJournal = 64 << 10
)

// Journal keeps a program's error stream, bounded: the first TeteJournal
// bytes, the last QueueJournal bytes, and the count of every byte and
// line written, for the reports. It shows nothing: what a program writes
// never reaches the terminal as it is. One Journal may follow every
// process of one strategy (the program started again), from any
// goroutine.
type Journal struct {
	mu   sync.Mutex
	tete []byte
	// queue is a ring of the last bytes after the head: debut is where
	// its oldest byte is once it is full.
	queue  []byte
	debut  int
	octets int64
	// avant is the byte written just before the ring's oldest one.
	avant byte
	// lignes counts the lines ended; entamee: the last byte written
	// does not end one.
	lignes  int64
	entamee bool
}

// Write keeps p as the class comment says; it never fails.
func (j *Journal) Write(p []byte) (int, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	n := len(p)
	j.octets += int64(n)
	for _, b := range p {
		if b == '\n' {
			j.lignes++
		}
	}
	if n > 0 {
		j.entamee = p[n-1] != '\n'
	}
	if k := min(TeteJournal-len(j.tete), len(p)); k > 0 {
		j.tete = append(j.tete, p[:k]...)
		p = p[k:]
	}
	if len(j.queue) == 0 && len(j.tete) > 0 {
		j.avant = j.tete[len(j.tete)-1]
	}
	if len(p) > QueueJournal {
		// The ring is filled anew with the last bytes alone.
		j.avant = p[len(p)-QueueJournal-1]
		j.queue = append(j.queue[:0], p[len(p)-QueueJournal:]...)
		j.debut = 0
		return n, nil
	}
	for len(p) > 0 {
		if len(j.queue) < QueueJournal {
			k := min(QueueJournal-len(j.queue), len(p))
			j.queue = append(j.queue, p[:k]...)
			p = p[k:]
			continue
		}
		k := min(len(j.queue)-j.debut, len(p))
		j.avant = j.queue[j.debut+k-1]
		copy(j.queue[j.debut:], p[:k])
		j.debut = (j.debut + k) % QueueJournal
		p = p[k:]
	}
	return n, nil
}

// Releve is what a Journal kept, read at one time.
type Releve struct {
	// Octets and Lignes count all the program wrote (a last line
	// without its end counts).
	Octets, Lignes int64
	// Tete is the start kept, Queue the end kept; Coupe: bytes between
	// them were not kept (Omis counts them).
	Tete, Queue []byte
	Coupe       bool
	Omis        int64
	// DebutLigne: Queue starts a line (what came before it ended one).
	DebutLigne bool
}

// Releve is what j kept so far (a zero Releve for a nil Journal).
func (j *Journal) Releve() Releve {
	if j == nil {
		return Releve{}
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	r := Releve{Octets: j.octets, Lignes: j.lignes, Tete: append([]byte(nil), j.tete...)}
	if j.entamee {
		r.Lignes++
	}
	r.Queue = append(append([]byte(nil), j.queue[j.debut:]...), j.queue[:j.debut]...)
	r.Omis = j.octets - int64(len(r.Tete)) - int64(len(r.Queue))
	r.Coupe = r.Omis > 0
	r.DebutLigne = j.avant == '\n'
	return r
}
