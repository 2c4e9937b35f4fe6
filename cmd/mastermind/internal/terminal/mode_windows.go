package terminal

import (
	"os"

	"golang.org/x/sys/windows"
)

// mode is the console's input mode while the game runs, as on Unix (see
// mode.go): keys come one at a time, unechoed, arrows as the escape
// sequences a Unix terminal sends (virtual terminal input), and Ctrl-C
// still interrupts. The output console is asked to interpret escape
// sequences (Windows 10 and later).
type mode struct {
	entree, sortie   windows.Handle
	origine, origOut uint32
	sortieChangee    bool
}

// passeEnModeJeu switches the console f to the game's mode; nil when f is
// not a console.
func passeEnModeJeu(f *os.File) *mode {
	h := windows.Handle(f.Fd())
	var origine uint32
	if windows.GetConsoleMode(h, &origine) != nil {
		return nil
	}
	jeu := origine&^(windows.ENABLE_ECHO_INPUT|windows.ENABLE_LINE_INPUT) |
		windows.ENABLE_PROCESSED_INPUT | windows.ENABLE_VIRTUAL_TERMINAL_INPUT
	if windows.SetConsoleMode(h, jeu) != nil {
		return nil
	}
	m := &mode{entree: h, origine: origine}
	if out, err := windows.GetStdHandle(windows.STD_OUTPUT_HANDLE); err == nil {
		var o uint32
		if windows.GetConsoleMode(out, &o) == nil &&
			windows.SetConsoleMode(out, o|windows.ENABLE_VIRTUAL_TERMINAL_PROCESSING|windows.ENABLE_PROCESSED_OUTPUT) == nil {
			m.sortie, m.origOut, m.sortieChangee = out, o, true
		}
	}
	return m
}

// SansEcho turns off the echo of the console f, lines still read whole,
// for a masked answer where the prompts are plain lines; the function it
// returns turns it back on. Nothing changes when f is not a console.
func SansEcho(f *os.File) (remet func()) {
	h := windows.Handle(f.Fd())
	var origine uint32
	if windows.GetConsoleMode(h, &origine) != nil || windows.SetConsoleMode(h, origine&^windows.ENABLE_ECHO_INPUT) != nil {
		return func() {}
	}
	return func() { _ = windows.SetConsoleMode(h, origine) }
}

// restaure puts the console back as it was.
func (m *mode) restaure() {
	if m == nil {
		return
	}
	_ = windows.SetConsoleMode(m.entree, m.origine)
	if m.sortieChangee {
		_ = windows.SetConsoleMode(m.sortie, m.origOut)
	}
}

// Garde returns what puts the console f back as it is now, should
// something leave it changed at the program's end; it writes the mode
// only when it changed. Nothing when f is not a console.
func Garde(f *os.File) (restaure func()) {
	h := windows.Handle(f.Fd())
	var origine uint32
	if windows.GetConsoleMode(h, &origine) != nil {
		return func() {}
	}
	return func() {
		var maintenant uint32
		if windows.GetConsoleMode(h, &maintenant) == nil && maintenant == origine {
			return
		}
		_ = windows.SetConsoleMode(h, origine)
	}
}
