package invite

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// MaxLigne is the longest line a Lecteur keeps, in bytes: no answer, row or
// command is anywhere near it.
const MaxLigne = 4096

// ErreurLigneTropLongue: line Numero is longer than Max bytes. It was read
// to its end and dropped; the lines after it can still be read.
type ErreurLigneTropLongue struct {
	Numero, Max int
}

func (e *ErreurLigneTropLongue) Error() string {
	return fmt.Sprintf("line %d: longer than %d bytes", e.Numero, e.Max)
}

// Lecteur reads lines of any length, numbered from 1, keeping the first
// MaxLigne bytes of each: a line of a gigabyte costs no memory, and never
// passes for the end of the input.
type Lecteur struct {
	r      *bufio.Reader
	numero int
	fin    bool
}

// NouveauLecteur reads lines from r.
func NouveauLecteur(r io.Reader) *Lecteur { return &Lecteur{r: bufio.NewReader(r)} }

// Lit returns the next line without its end of line ("\n" or "\r\n") and
// its number. A last line without an end of line is a line.
//
// Résultat: the line; an *ErreurLigneTropLongue for a line longer than
// MaxLigne; io.EOF after the last line; the reader's error.
func (l *Lecteur) Lit() (string, int, error) {
	if l.fin {
		return "", l.numero, io.EOF
	}
	// Keep MaxLigne bytes and what may end the line ("\r\n"); count the
	// rest.
	var ligne []byte
	longueur, finDeLigne := 0, false
	for {
		morceau, err := l.r.ReadSlice('\n')
		longueur += len(morceau)
		ligne = append(ligne, morceau[:min(len(morceau), max(MaxLigne+2-len(ligne), 0))]...)
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			l.fin = true
			if longueur == 0 {
				return "", l.numero, io.EOF
			}
		case err != nil:
			return "", l.numero, err
		default:
			finDeLigne = true
		}
		break
	}
	l.numero++
	if finDeLigne {
		longueur--
	}
	if longueur > MaxLigne+1 {
		return "", l.numero, &ErreurLigneTropLongue{Numero: l.numero, Max: MaxLigne}
	}
	s := strings.TrimRight(strings.TrimSuffix(string(ligne), "\n"), "\r")
	if len(s) > MaxLigne {
		return "", l.numero, &ErreurLigneTropLongue{Numero: l.numero, Max: MaxLigne}
	}
	return s, l.numero, nil
}
