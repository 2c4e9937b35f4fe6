package programme

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"unicode/utf8"
)

// maxDerniere bounds the last error line a report keeps, in bytes.
const maxDerniere = 200

// derniereLigne passes a program's error stream on to suite (nil:
// discarded) and keeps its last line that is not blank, cut to
// maxDerniere bytes, for the report of a program that ended early.
type derniereLigne struct {
	suite io.Writer
	mu    sync.Mutex
	// courante is the line being written; derniere the last one ended.
	courante, derniere []byte
}

func (d *derniereLigne) Write(p []byte) (int, error) {
	d.mu.Lock()
	for _, b := range p {
		if b == '\n' {
			if len(bytes.TrimSpace(d.courante)) > 0 {
				d.derniere = append(d.derniere[:0], d.courante...)
			}
			d.courante = d.courante[:0]
		} else if len(d.courante) < maxDerniere {
			d.courante = append(d.courante, b)
		}
	}
	d.mu.Unlock()
	if d.suite == nil {
		return len(p), nil
	}
	return d.suite.Write(p)
}

// Derniere is the last line that is not blank (the one being written
// when it is not), valid UTF-8, without its blanks around.
func (d *derniereLigne) Derniere() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	l := d.derniere
	if len(bytes.TrimSpace(d.courante)) > 0 {
		l = d.courante
	}
	return strings.TrimSpace(strings.ToValidUTF8(string(l), string(utf8.RuneError)))
}

// fichierManquant reports whether a program's last error line says a
// file was not found (C's, Python's, Java's, Node's words): only then
// may the folder it ran in be the cause.
func fichierManquant(ligne string) bool {
	l := strings.ToLower(ligne)
	for _, m := range []string{"no such file", "filenotfound", "enoent", "cannot find", "can't open file", "not found"} {
		if strings.Contains(l, m) {
			return true
		}
	}
	return false
}
