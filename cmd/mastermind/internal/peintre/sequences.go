package peintre

import "strconv"

// The control sequences the program writes to a terminal: every one of
// them is here, so that no other package writes an escape sequence (a
// test, cmd/mastermind/layers_test.go, keeps it so).
const (
	// csi starts every sequence (ESC [).
	csi = "\x1b["
	// reset ends every style.
	reset = csi + "0m"
	// EffaceLigne clears the cursor's row.
	EffaceLigne = csi + "2K"
	// EffaceFin clears from the cursor to the end of its row.
	EffaceFin = csi + "K"
	// EffaceBas clears from the cursor to the end of the screen.
	EffaceBas = csi + "J"
	// EffaceEcran clears the screen, the cursor at its top left corner.
	EffaceEcran = csi + "H" + csi + "2J"
	// CacheCurseur and MontreCurseur hide and show the cursor.
	CacheCurseur  = csi + "?25l"
	MontreCurseur = csi + "?25h"
	// EntreEcran enters the alternate screen, so that the board never
	// scrolls and the menus' history is there again afterwards, turns SGR
	// mouse reporting on (button presses, cells as numbers) and clears it.
	EntreEcran = csi + "?1049h" + SourisMarche + EffaceEcran
	// SortEcran is EntreEcran undone: mouse reporting off, styles reset,
	// the cursor shown, the ordinary screen back.
	SortEcran = SourisArret + reset + MontreCurseur + csi + "?1049l"
	// SourisMarche turns SGR mouse reporting on: a button pressed or
	// released comes as a key (clavier.Clic), its cell as numbers.
	SourisMarche = csi + "?1000h" + csi + "?1006h"
	// SourisArret turns it off: the mouse selects text again.
	SourisArret = csi + "?1000l" + csi + "?1006l"
	// DemandePosition asks the terminal where its cursor is; it answers
	// on the input (clavier.Position).
	DemandePosition = csi + "6n"
	// Normal ends every style: what follows is drawn plain.
	Normal = reset
)

// Monte moves the cursor n rows up, to the start of the row: what
// follows is drawn there, over what was drawn before.
func Monte(n int) string {
	if n <= 0 {
		return "\r"
	}
	return csi + strconv.Itoa(n) + "A\r"
}

// Droite moves the cursor n cells right.
func Droite(n int) string {
	if n <= 0 {
		return ""
	}
	return csi + strconv.Itoa(n) + "C"
}

// Va moves the cursor to the cell (x, y), from 0 at the top left corner.
func Va(x, y int) string {
	return csi + strconv.Itoa(y+1) + ";" + strconv.Itoa(x+1) + "H"
}
