package terminal

import (
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// genre is what a key does.
type genre int

const (
	tIgnore   genre = iota
	tCar            // a printable rune
	tEntree         // Enter
	tEfface         // Backspace
	tSuppr          // Delete
	tGauche         // ←, Ctrl-B
	tDroite         // →, Ctrl-F
	tHaut           // ↑, Ctrl-P
	tBas            // ↓, Ctrl-N
	tDebut          // Home, Ctrl-A
	tFin            // End, Ctrl-E
	tPageHaut       // Page Up
	tPageBas        // Page Down
	tEchap          // Escape alone
	tCtrlC          // Ctrl-C, when the terminal does not turn it into a signal
	tCtrlD          // Ctrl-D
	tCtrlU          // Ctrl-U: erase before the cursor
	tCtrlK          // Ctrl-K: erase after the cursor
	tCtrlW          // Ctrl-W: erase the word before the cursor
	tCtrlL          // Ctrl-L: draw again
	tRedim          // not a key: the terminal was resized
	tF1             // F1
	tCtrlS          // Ctrl-S (the game's mode leaves it to the program)
	tCtrlQ          // Ctrl-Q
	tClic           // a left click, SGR mouse reporting, at (x, y) from 0
	tArret          // Ctrl-Z: as a key in raw mode (a menu), else its signal (SIGTSTP)
)

// touche is one key the player pressed.
type touche struct {
	g    genre
	r    rune // for tCar
	x, y int  // for tClic
}

// attenteEchap is how long a lone Escape waits for the rest of a sequence:
// a terminal sends an arrow's bytes together, a person never types them.
const attenteEchap = 50 * time.Millisecond

// decode reads one key at the start of b. ok is false when b holds only
// the beginning of a key (an Escape sequence or a rune cut in two) and
// complet is false; with complet, what cannot be read is one tIgnore.
func decode(b []byte, complet bool) (t touche, n int, ok bool) {
	if len(b) == 0 {
		return touche{}, 0, false
	}
	switch c := b[0]; {
	case c == 0x1b:
		return echappement(b, complet)
	case c == '\r':
		if len(b) > 1 && b[1] == '\n' {
			return touche{g: tEntree}, 2, true
		}
		return touche{g: tEntree}, 1, true
	case c < 0x20 || c == 0x7f:
		return touche{g: controles()[c]}, 1, true
	}
	if !utf8.FullRune(b) {
		if complet {
			return touche{}, len(b), true
		}
		return touche{}, 0, false
	}
	r, n := utf8.DecodeRune(b)
	if r == utf8.RuneError || !unicode.IsPrint(r) {
		return touche{}, n, true
	}
	return touche{g: tCar, r: r}, n, true
}

// controles are the control bytes that mean something; the others are
// ignored.
func controles() map[byte]genre {
	return map[byte]genre{
		'\n': tEntree, 0x7f: tEfface, 0x08: tEfface,
		0x03: tCtrlC, 0x04: tCtrlD, 0x15: tCtrlU, 0x0b: tCtrlK, 0x17: tCtrlW, 0x0c: tCtrlL,
		0x13: tCtrlS, 0x11: tCtrlQ, 0x1a: tArret,
		0x01: tDebut, 0x05: tFin, 0x02: tGauche, 0x06: tDroite, 0x10: tHaut, 0x0e: tBas,
	}
}

// echappement reads a key that starts with Escape: a CSI sequence
// (ESC [ …), an SS3 one (ESC O x), or Escape alone.
func echappement(b []byte, complet bool) (touche, int, bool) {
	if len(b) == 1 {
		if complet {
			return touche{g: tEchap}, 1, true
		}
		return touche{}, 0, false
	}
	switch b[1] {
	case 0x1b:
		return touche{g: tEchap}, 1, true
	case '[':
		i := 2
		for i < len(b) && b[i] >= 0x20 && b[i] <= 0x3f {
			i++
		}
		if i == len(b) {
			if complet {
				return touche{}, len(b), true
			}
			return touche{}, 0, false
		}
		if b[2] == '<' {
			return souris(string(b[3:i]), b[i]), i + 1, true
		}
		return touche{g: csi(string(b[2:i]), b[i])}, i + 1, true
	case 'O':
		if len(b) == 2 {
			if complet {
				return touche{}, 2, true
			}
			return touche{}, 0, false
		}
		return touche{g: csi("", b[2])}, 3, true
	}
	// Escape and then another key, typed quickly: a game has no use for
	// Alt and a key.
	return touche{g: tEchap}, 1, true
}

// csi names the key of a sequence by its parameters and final byte.
func csi(params string, final byte) genre {
	switch final {
	case 'A':
		return tHaut
	case 'B':
		return tBas
	case 'C':
		return tDroite
	case 'D':
		return tGauche
	case 'H':
		return tDebut
	case 'F':
		return tFin
	case 'P':
		if params == "" || params == "1" {
			return tF1
		}
	case '~':
		p, _, _ := strings.Cut(params, ";")
		switch p {
		case "1", "7":
			return tDebut
		case "4", "8":
			return tFin
		case "3":
			return tSuppr
		case "5":
			return tPageHaut
		case "6":
			return tPageBas
		case "11":
			return tF1
		}
	}
	return tIgnore
}

// souris reads an SGR mouse report (ESC [ < b ; x ; y M): a press of the
// left button is a tClic at its cell, from 0; anything else (release,
// motion, wheel, other buttons) is ignored.
func souris(params string, final byte) touche {
	champs := strings.Split(params, ";")
	if final != 'M' || len(champs) != 3 {
		return touche{}
	}
	b, err1 := strconv.Atoi(champs[0])
	x, err2 := strconv.Atoi(champs[1])
	y, err3 := strconv.Atoi(champs[2])
	if err1 != nil || err2 != nil || err3 != nil || b != 0 || x < 1 || y < 1 {
		return touche{}
	}
	return touche{g: tClic, x: x - 1, y: y - 1}
}
