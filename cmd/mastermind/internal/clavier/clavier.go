// Package clavier is what the player presses, as the program reads it:
// one type, Touche, for the keys, the mouse's clicks and the terminal's
// events (a resize, Ctrl-Z, the input's end), and the one decoder of the
// bytes a terminal sends (Decode).
//
// The route of a key, from the terminal to what it does: the terminal
// package's reader (terminal/lecteur.go) reads the input and decodes it
// here, then hands each Touche to whoever holds the keyboard at that
// moment: a menu (terminal/menu.go), a line prompt (terminal/ligne.go), a
// pause (terminal/pause.go), or the game screen (ecran.Etat.Touche). No
// other package decodes a key, and no other type names one.
package clavier

import (
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Genre is what a key or an event is.
type Genre int

// The keys and events. A key the program has no use for is Rien: the
// decoder reads it whole, so that its bytes never pass for other keys.
const (
	Rien      Genre = iota // a key nobody uses
	Car                    // a printable rune, in Touche.Rune
	Entree                 // Enter
	Efface                 // Backspace
	Suppr                  // Delete
	Gauche                 // ←, Ctrl-B
	Droite                 // →, Ctrl-F
	Haut                   // ↑, Ctrl-P
	Bas                    // ↓, Ctrl-N
	Debut                  // Home, Ctrl-A
	Fin                    // End, Ctrl-E
	PageHaut               // Page Up
	PageBas                // Page Down
	Echap                  // Escape alone
	F1                     // F1: the help
	CtrlC                  // Ctrl-C, when the terminal does not turn it into a signal
	CtrlD                  // Ctrl-D
	CtrlK                  // Ctrl-K: erase after the cursor
	CtrlL                  // Ctrl-L: draw again
	CtrlQ                  // Ctrl-Q (the game's mode leaves it to the program)
	CtrlS                  // Ctrl-S (likewise)
	CtrlU                  // Ctrl-U: erase before the cursor
	CtrlW                  // Ctrl-W: erase the word before the cursor
	Clic                   // a press of the left button at (Touche.X, Touche.Y)
	Redim                  // not a key: the terminal was resized
	Arret                  // Ctrl-Z: a key in raw mode, else its signal (SIGTSTP)
	FinEntree              // not a key: the input ended
	Position               // not a key: the terminal's answer to where its cursor is, at (Touche.X, Touche.Y)
	Tab                    // Tab: shows or hides a secret being typed
)

// Touche is one key, click or event.
type Touche struct {
	Genre Genre
	// Rune is the character of a Car.
	Rune rune
	// X and Y are the cell of a Clic or a Position, from the top left
	// corner, from 0.
	X, Y int
}

// Lettre is the key of the character r.
func Lettre(r rune) Touche { return Touche{Genre: Car, Rune: r} }

// Clique is a left click at the cell (x, y).
func Clique(x, y int) Touche { return Touche{Genre: Clic, X: x, Y: y} }

// AttenteEchap is how long a lone Escape waits for the rest of a
// sequence: a terminal sends an arrow's bytes together, a person never
// types them.
const AttenteEchap = 50 * time.Millisecond

// Decode reads one key at the start of b and says how many bytes it
// took. ok is false when b holds only the beginning of a key (an escape
// sequence or a rune cut in two) and complet is false; with complet (the
// input ended, or AttenteEchap passed), what cannot be read is one Rien.
func Decode(b []byte, complet bool) (t Touche, n int, ok bool) {
	if len(b) == 0 {
		return Touche{}, 0, false
	}
	switch c := b[0]; {
	case c == esc:
		return echappement(b, complet)
	case c == '\r':
		if len(b) > 1 && b[1] == '\n' {
			return Touche{Genre: Entree}, 2, true
		}
		return Touche{Genre: Entree}, 1, true
	case c < 0x20 || c == 0x7f:
		return Touche{Genre: controle(c)}, 1, true
	}
	if !utf8.FullRune(b) {
		if complet {
			return Touche{}, len(b), true
		}
		return Touche{}, 0, false
	}
	r, n := utf8.DecodeRune(b)
	if r == utf8.RuneError || !unicode.IsPrint(r) {
		return Touche{}, n, true
	}
	return Lettre(r), n, true
}

// esc is the byte that starts every sequence a terminal sends for a key
// that is no character.
const esc = 0x1b

// controle is the key of a control byte; those that mean nothing are Rien.
func controle(c byte) Genre {
	switch c {
	case '\n':
		return Entree
	case 0x7f, 0x08:
		return Efface
	case '\t':
		return Tab
	case 0x03:
		return CtrlC
	case 0x04:
		return CtrlD
	case 0x15:
		return CtrlU
	case 0x0b:
		return CtrlK
	case 0x17:
		return CtrlW
	case 0x0c:
		return CtrlL
	case 0x13:
		return CtrlS
	case 0x11:
		return CtrlQ
	case 0x1a:
		return Arret
	case 0x01:
		return Debut
	case 0x05:
		return Fin
	case 0x02:
		return Gauche
	case 0x06:
		return Droite
	case 0x10:
		return Haut
	case 0x0e:
		return Bas
	}
	return Rien
}

// echappement reads a key that starts with Escape: a CSI sequence
// (ESC [ …), an SS3 one (ESC O x), or Escape alone.
func echappement(b []byte, complet bool) (Touche, int, bool) {
	if len(b) == 1 {
		if complet {
			return Touche{Genre: Echap}, 1, true
		}
		return Touche{}, 0, false
	}
	switch b[1] {
	case esc:
		return Touche{Genre: Echap}, 1, true
	case '[':
		i := 2
		for i < len(b) && b[i] >= 0x20 && b[i] <= 0x3f {
			i++
		}
		if i == len(b) {
			if complet {
				return Touche{}, len(b), true
			}
			return Touche{}, 0, false
		}
		if b[2] == '<' {
			return souris(string(b[3:i]), b[i]), i + 1, true
		}
		if b[i] == 'R' {
			if t, ok := position(string(b[2:i])); ok {
				return t, i + 1, true
			}
		}
		return Touche{Genre: csi(string(b[2:i]), b[i])}, i + 1, true
	case 'O':
		if len(b) == 2 {
			if complet {
				return Touche{}, 2, true
			}
			return Touche{}, 0, false
		}
		return Touche{Genre: csi("", b[2])}, 3, true
	}
	// Escape and then another key, typed quickly: a game has no use for
	// Alt and a key.
	return Touche{Genre: Echap}, 1, true
}

// csi names the key of a sequence by its parameters and final byte.
func csi(params string, final byte) Genre {
	switch final {
	case 'A':
		return Haut
	case 'B':
		return Bas
	case 'C':
		return Droite
	case 'D':
		return Gauche
	case 'H':
		return Debut
	case 'F':
		return Fin
	case 'P':
		if params == "" || params == "1" {
			return F1
		}
	case '~':
		p, _, _ := strings.Cut(params, ";")
		switch p {
		case "1", "7":
			return Debut
		case "4", "8":
			return Fin
		case "3":
			return Suppr
		case "5":
			return PageHaut
		case "6":
			return PageBas
		case "11":
			return F1
		}
	}
	return Rien
}

// souris reads an SGR mouse report (ESC [ < b ; x ; y M): a press of the
// left button is a Clic at its cell, from 0; anything else (release,
// motion, wheel, other buttons) is Rien. A new mouse event is read here,
// and only here.
func souris(params string, final byte) Touche {
	champs := strings.Split(params, ";")
	if final != 'M' || len(champs) != 3 {
		return Touche{}
	}
	b, err1 := strconv.Atoi(champs[0])
	x, err2 := strconv.Atoi(champs[1])
	y, err3 := strconv.Atoi(champs[2])
	if err1 != nil || err2 != nil || err3 != nil || b != 0 || x < 1 || y < 1 {
		return Touche{}
	}
	return Clique(x-1, y-1)
}

// position reads a cursor position report (ESC [ row ; col R), the answer
// to a menu's question (peintre.DemandePosition): the cell of the cursor,
// from 0. It is read as such whatever its numbers: a Shift or Ctrl F3
// sends the same bytes on some terminals, and the program has no use for
// F3.
func position(params string) (Touche, bool) {
	l, c, ok := strings.Cut(params, ";")
	y, err1 := strconv.Atoi(l)
	x, err2 := strconv.Atoi(c)
	if !ok || err1 != nil || err2 != nil || x < 1 || y < 1 {
		return Touche{}, false
	}
	return Touche{Genre: Position, X: x - 1, Y: y - 1}, true
}
