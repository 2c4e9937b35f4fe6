package terminal

import (
	"bytes"
	"unicode"

	"mastermind/cmd/mastermind/internal/page"
)

// The bytes readline reads as the keys promptui understands.
var (
	octetsHaut    = []byte("\x1b[A")
	octetsBas     = []byte("\x1b[B")
	octetsDroite  = []byte("\x1b[C")
	octetsGauche  = []byte("\x1b[D")
	octetsEfface  = []byte{0x7f}
	aucunOctet    = []byte(nil)
	numerosDuMenu = "1234567890"
)

// filtreMenu is the keys of a menu: ↑ ↓ move (Home, End, Page Up and Page
// Down as many ↑ or ↓ as they take), a digit moves to its entry (0 the
// tenth; past the entries it does nothing), Enter chooses, Escape leaves;
// every other key, letters included, does nothing. It follows the pointer
// as promptui moves it. A digit only moves because a person types "3⏎",
// as in any numbered menu: were the digit to choose, the Enter would
// answer the next prompt.
type filtreMenu struct {
	n, actif int
	choix    int
}

func (f *filtreMenu) touche(k touche, _ []byte) ([]byte, fin) {
	va := func(cible int) []byte {
		cible = max(0, min(cible, f.n-1))
		o := octetsBas
		if cible < f.actif {
			o = octetsHaut
		}
		p := bytes.Repeat(o, max(cible-f.actif, f.actif-cible))
		f.actif = cible
		return p
	}
	switch k.g {
	case tHaut:
		return va(f.actif - 1), enCours
	case tBas:
		return va(f.actif + 1), enCours
	case tDebut, tPageHaut:
		return va(0), enCours
	case tFin, tPageBas:
		return va(f.n - 1), enCours
	case tEntree:
		f.choix = f.actif
		return aucunOctet, finValide
	case tCar:
		if i := bytes.IndexRune([]byte(numerosDuMenu), k.r); i >= 0 && i < f.n {
			return va(i), enCours
		}
	case tEchap:
		return aucunOctet, finRetour
	case tCtrlC:
		return aucunOctet, finInterrompu
	case tCtrlD:
		return aucunOctet, finFin
	case tRedim:
		return aucunOctet, finRedim
	}
	return aucunOctet, enCours
}

// filtreLigne is the keys of a prompt. It keeps its own copy of the line
// (promptui's cursor is out of reach) to decide: a key that would make the
// line wider than its room is dropped, so that promptui's line never
// wraps; Ctrl-D ends the input only on an empty line; Home, End, Delete,
// Ctrl-U and Ctrl-W become the ← → and Backspace promptui knows; ↑ ↓
// and Tab, which readline answers with a bell or a surprise, do nothing.
// Enter, Ctrl-C, Ctrl-D and Escape (one level back, invite.ErrRetour)
// end the prompt here.
type filtreLigne struct {
	texte []rune
	pos   int
	// place is how many cells the line may take; 0: no limit (the line
	// scrolls, see zoneSaisie).
	place int
	// masque: the line shows a star per rune.
	masque bool
}

// largeur is the cells texte takes on the line.
func (f *filtreLigne) largeur(texte []rune) int {
	if f.masque {
		return len(texte)
	}
	return page.Largeur(string(texte))
}

func (f *filtreLigne) touche(k touche, brut []byte) ([]byte, fin) {
	switch k.g {
	case tCar:
		if f.place > 0 && f.largeur(append(f.texte[:len(f.texte):len(f.texte)], k.r)) > f.place {
			return aucunOctet, enCours
		}
		f.texte = append(f.texte[:f.pos], append([]rune{k.r}, f.texte[f.pos:]...)...)
		f.pos++
		return brut, enCours
	case tEfface:
		return f.efface(1), enCours
	case tCtrlU:
		return f.efface(f.pos), enCours
	case tCtrlW:
		i := f.pos
		for i > 0 && unicode.IsSpace(f.texte[i-1]) {
			i--
		}
		for i > 0 && !unicode.IsSpace(f.texte[i-1]) {
			i--
		}
		return f.efface(f.pos - i), enCours
	case tSuppr:
		if f.pos < len(f.texte) {
			return append(f.va(f.pos+1), f.efface(1)...), enCours
		}
	case tGauche:
		return f.va(f.pos - 1), enCours
	case tDroite:
		return f.va(f.pos + 1), enCours
	case tDebut:
		return f.va(0), enCours
	case tFin:
		return f.va(len(f.texte)), enCours
	case tEntree:
		return aucunOctet, finValide
	case tCtrlC:
		return aucunOctet, finInterrompu
	case tCtrlD:
		if len(f.texte) == 0 {
			return aucunOctet, finFin
		}
	case tEchap:
		// One level back, as from a menu.
		return aucunOctet, finRetour
	case tRedim:
		return aucunOctet, finRedim
	}
	return aucunOctet, enCours
}

// efface erases n runes before the cursor.
func (f *filtreLigne) efface(n int) []byte {
	n = min(n, f.pos)
	f.texte = append(f.texte[:f.pos-n], f.texte[f.pos:]...)
	f.pos -= n
	return bytes.Repeat(octetsEfface, n)
}

// va moves the cursor to cible.
func (f *filtreLigne) va(cible int) []byte {
	cible = max(0, min(cible, len(f.texte)))
	o := octetsDroite
	if cible < f.pos {
		o = octetsGauche
	}
	p := bytes.Repeat(o, max(cible-f.pos, f.pos-cible))
	f.pos = cible
	return p
}
