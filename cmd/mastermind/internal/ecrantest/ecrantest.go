// Package ecrantest runs the real program in a pseudo-terminal whose
// output feeds a terminal emulator (vt10x), so that a test reads the
// screen a person would see: its rows of text and where keys go, after
// each key.
//
//	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
//	e := ecrantest.Lance(t, bin, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7"}})
//	e.Attend("Quitter")                       // a row contains it
//	e.Tape(ecrantest.Bas, ecrantest.Entree)   // keys at a person's pace
//	e.Choisit("2")                            // a menu's entry: its digit, then Enter
//	e.AttendInvite("Essai 1 sur 10 :")        // a prompt waits after this
//	e.Saisit("RRBB")                          // the letters, a pause, Enter
//	e.Colle("BBJJ\r")                         // pasted at once
//	lignes := e.Lignes()                      // the rows, as text
//	e.Redimensionne(40, 20)                   // the window is resized
//	e.Golden(t, "solo-apres-un-essai")        // testdata/ecrans/….txt; -update writes it
//	status := e.Statut()                      // waits for the end
//
// Every wait is on what the screen shows, with a generous deadline, never
// a fixed sleep; the pauses between keys are the pace of a person, not a
// wait for the program. The program gets a clean environment (Options.Env
// adds to it), whatever the caller's.
package ecrantest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
	"github.com/creack/pty"
	"github.com/hinshun/vt10x"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/dore"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
)

// Keys, as a terminal sends them.
const (
	Entree = "\r"
	Haut   = "\x1b[A"
	Bas    = "\x1b[B"
	Droite = "\x1b[C"
	Gauche = "\x1b[D"
	Debut  = "\x1b[H"
	Fin    = "\x1b[F"
	Echap  = "\x1b"
	Efface = "\x7f"
	CtrlC  = "\x03"
	CtrlD  = "\x04"
	CtrlQ  = "\x11"
)

// Person's pace: between two keys, and before Enter.
const (
	EntreTouches = 40 * time.Millisecond
	AvantEntree  = 150 * time.Millisecond
)

// Delai is how long a wait lasts before the test fails: generous, for a
// loaded two-core machine.
const Delai = 30 * time.Second

var construction struct {
	sync.Mutex
	faits map[string]string
}

// Construit builds the package pkg (an import path) once per test binary
// and returns the program's path.
func Construit(t testing.TB, pkg string) string {
	t.Helper()
	construction.Lock()
	defer construction.Unlock()
	if p, ok := construction.faits[pkg]; ok {
		return p
	}
	dir, err := os.MkdirTemp("", "ecrantest")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, filepath.Base(pkg))
	if out, err := exec.Command("go", "build", "-o", p, pkg).CombinedOutput(); err != nil {
		t.Fatalf("go build %s: %v\n%s", pkg, err, out)
	}
	if construction.faits == nil {
		construction.faits = map[string]string{}
	}
	construction.faits[pkg] = p
	return p
}

// Options say how to start the program.
type Options struct {
	// Cols and Rows are the terminal's size, 80×24 when zero.
	Cols, Rows int
	// Args are the program's arguments.
	Args []string
	// Env is added to a clean environment: TERM=xterm-256color, a
	// temporary HOME, PATH, LANG=fr_FR.UTF-8, and nothing else (no LC_*,
	// NO_COLOR or MASTERMIND_* of the caller).
	Env []string
}

// Ecran is the program running in a pseudo-terminal, and the screen it
// draws.
type Ecran struct {
	t    testing.TB
	cmd  *exec.Cmd
	tty  *os.File
	fini chan struct{}

	mu      sync.Mutex
	vt      vt10x.Terminal
	brut    bytes.Buffer
	reste   []byte // the start of a rune cut between two reads
	version int    // counts the writes to the screen
}

// Lance starts the program bin as o says; it is killed when the test ends.
func Lance(t testing.TB, bin string, o Options) *Ecran {
	t.Helper()
	if o.Cols == 0 {
		o.Cols, o.Rows = 80, 24
	}
	cmd := exec.Command(bin, o.Args...)
	cmd.Env = append([]string{"TERM=xterm-256color", "HOME=" + t.TempDir(), "LANG=fr_FR.UTF-8", "PATH=" + os.Getenv("PATH")}, o.Env...)
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: uint16(o.Cols), Rows: uint16(o.Rows)})
	if err != nil {
		t.Fatal(err)
	}
	e := &Ecran{t: t, cmd: cmd, tty: tty, fini: make(chan struct{}), vt: vt10x.New(vt10x.WithSize(o.Cols, o.Rows), vt10x.WithWriter(tty))}
	go e.lit()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = tty.Close()
		// Whatever the test looked at, no sentence the program drew may
		// hold a fmt leftover or a missing key.
		e.mu.Lock()
		brut := ansi.Strip(e.brut.String())
		e.mu.Unlock()
		if err := scenario.VerifieTexte(brut); err != nil {
			t.Error(err)
		}
	})
	return e
}

// lit feeds the emulator with what the program writes.
func (e *Ecran) lit() {
	defer close(e.fini)
	b := make([]byte, 4096)
	for {
		n, err := e.tty.Read(b)
		e.mu.Lock()
		e.brut.Write(b[:n])
		p := append(e.reste, b[:n]...)
		// A rune cut between two reads waits for its end: vt10x drops
		// the first bytes of one cut after its second byte.
		p, e.reste = runesEntieres(p)
		k, _ := e.vt.Write(p)
		e.reste = append(append([]byte(nil), p[k:]...), e.reste...)
		e.version++
		e.mu.Unlock()
		if err != nil {
			return
		}
	}
}

// runesEntieres splits p before the rune its end cuts, if any.
func runesEntieres(p []byte) (entieres, reste []byte) {
	for i := len(p) - 1; i >= 0 && i >= len(p)-utf8.UTFMax; i-- {
		if utf8.RuneStart(p[i]) {
			if !utf8.FullRune(p[i:]) {
				return p[:i], append([]byte(nil), p[i:]...)
			}
			break
		}
	}
	return p, nil
}

// Tape sends keys one at a time at a person's pace: EntreTouches apart,
// AvantEntree before Enter. A key is one string: "R", Bas, Entree.
func (e *Ecran) Tape(touches ...string) {
	e.t.Helper()
	for i, k := range touches {
		switch {
		case k == Entree:
			time.Sleep(AvantEntree)
		case i > 0:
			time.Sleep(EntreTouches)
		}
		e.envoie(k)
	}
}

// Choisit chooses the menu entry numbered chiffre ("3"; "0" for the
// tenth) as a person does: the digit, the pointer moving to that entry on
// the screen, then Enter. The caller waits for what the entry opens
// before typing more.
func (e *Ecran) Choisit(chiffre string) {
	e.t.Helper()
	e.Tape(chiffre)
	e.Attend("▸ " + chiffre + ")")
	e.Tape(Entree)
}

// Saisit types texte a rune at a time, then Enter.
func (e *Ecran) Saisit(texte string) {
	e.t.Helper()
	var k []string
	for _, r := range texte {
		k = append(k, string(r))
	}
	e.Tape(append(k, Entree)...)
}

// Colle sends s at once, as a paste does.
func (e *Ecran) Colle(s string) {
	e.t.Helper()
	e.envoie(s)
}

func (e *Ecran) envoie(s string) {
	e.t.Helper()
	if _, err := e.tty.Write([]byte(s)); err != nil {
		e.t.Fatalf("typing %q: %v", s, err)
	}
}

// Lignes are the screen's rows, without their trailing spaces.
func (e *Ecran) Lignes() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.lignes()
}

func (e *Ecran) lignes() []string {
	e.vt.Lock()
	defer e.vt.Unlock()
	return LignesDe(e.vt)
}

// LignesDe are the rows of terminal vt, without their trailing spaces;
// the caller holds vt's lock, or vt is its own.
func LignesDe(vt vt10x.Terminal) []string {
	cols, rows := vt.Size()
	l := make([]string, rows)
	for y := range rows {
		var b strings.Builder
		for x := range cols {
			c := vt.Cell(x, y).Char
			if c == 0 {
				c = ' '
			}
			b.WriteRune(c)
		}
		l[y] = strings.TrimRight(b.String(), " ")
	}
	return l
}

// Texte is the screen as text: its rows, the empty rows at the bottom
// left out.
func (e *Ecran) Texte() string {
	l := e.Lignes()
	for len(l) > 0 && l[len(l)-1] == "" {
		l = l[:len(l)-1]
	}
	return strings.Join(l, "\n")
}

// Curseur is the cursor's column and row, from 0.
func (e *Ecran) Curseur() (col, row int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.vt.Lock()
	defer e.vt.Unlock()
	c := e.vt.Cursor()
	return c.X, c.Y
}

// Saisie is where the keys typed go, as a person sees it: the terminal's
// cursor when it shows; else (promptui hides it while it asks) the last
// cell in reverse video, the cursor promptui draws. ok is false when there
// is neither (a menu).
func (e *Ecran) Saisie() (col, row int, ok bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.vt.Lock()
	defer e.vt.Unlock()
	if e.vt.CursorVisible() {
		c := e.vt.Cursor()
		return c.X, c.Y, true
	}
	cols, rows := e.vt.Size()
	for y := rows - 1; y >= 0; y-- {
		for x := cols - 1; x >= 0; x-- {
			if e.vt.Cell(x, y).Mode&inverse != 0 {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// Inverse tells whether the cell (col, row), from 0, is drawn in reverse
// video: a highlight, whatever the colours (NO_COLOR keeps it).
func (e *Ecran) Inverse(col, row int) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.vt.Lock()
	defer e.vt.Unlock()
	return e.vt.Cell(col, row).Mode&inverse != 0
}

// Rangee is row row of the screen, from 0, cell by cell as the emulator
// holds it: each cell's character, attributes (reverse, bold, faint…)
// and colours.
func (e *Ecran) Rangee(row int) []vt10x.Glyph {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.vt.Lock()
	defer e.vt.Unlock()
	cols, _ := e.vt.Size()
	g := make([]vt10x.Glyph, cols)
	for x := range cols {
		g[x] = e.vt.Cell(x, row)
	}
	return g
}

// inverse is vt10x's mode bit for reverse video.
const inverse = 1

// Brut is every byte the program wrote, escape sequences included.
func (e *Ecran) Brut() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.brut.String()
}

// Attend waits until a row of the screen contains texte (its trailing
// spaces left out: rows have none).
func (e *Ecran) Attend(texte string) {
	e.t.Helper()
	texte = strings.TrimRight(texte, " ")
	e.AttendQue("a row containing "+fmt.Sprintf("%q", texte), func(lignes []string) bool {
		for _, l := range lignes {
			if strings.Contains(l, texte) {
				return true
			}
		}
		return false
	})
}

// AttendLigne waits until the row where keys go (Saisie) reads ligne (its
// trailing spaces left out).
func (e *Ecran) AttendLigne(ligne string) {
	e.t.Helper()
	ligne = strings.TrimRight(ligne, " ")
	e.AttendQue(fmt.Sprintf("the prompt's row to read %q", ligne), func(lignes []string) bool {
		_, y, ok := e.Saisie()
		return ok && y < len(lignes) && lignes[y] == ligne
	})
}

// AttendInvite waits until keys go (Saisie) right after question, at the
// end of its row: a prompt waits for an answer. question may have been
// wrapped: only its end must show before the cursor, on its row or, when
// the answer goes on a row of its own, the row above.
func (e *Ecran) AttendInvite(question string) {
	e.t.Helper()
	q := strings.TrimRight(question, " ")
	e.AttendQue(fmt.Sprintf("the prompt after %q", q), func(lignes []string) bool {
		x, y, ok := e.Saisie()
		if !ok || y >= len(lignes) {
			return false
		}
		l := []rune(lignes[y])
		if len(l) > x {
			return false
		}
		if len(l) == 0 && x == 0 && y > 0 {
			l = []rune(lignes[y-1])
		}
		avant := strings.TrimRight(string(l), " ")
		return avant != "" && strings.HasSuffix(q, avant) || strings.HasSuffix(avant, q)
	})
}

// AttendQue waits until ok holds for the screen's rows; quoi says what is
// awaited, for the failure's message.
func (e *Ecran) AttendQue(quoi string, ok func(lignes []string) bool) {
	e.t.Helper()
	limite := time.Now().Add(Delai)
	for {
		if ok(e.Lignes()) {
			return
		}
		if time.Now().After(limite) {
			e.t.Fatalf("waited %v for %s; the screen shows:\n%s", Delai, quoi, e.cadre())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// cadre is the screen with its borders and the cursor, for messages.
func (e *Ecran) cadre() string {
	l := e.Lignes()
	x, y := e.Curseur()
	var b strings.Builder
	for i, s := range l {
		fmt.Fprintf(&b, "%2d|%s\n", i, s)
	}
	fmt.Fprintf(&b, "cursor at column %d, row %d", x, y)
	if x, y, ok := e.Saisie(); ok {
		fmt.Fprintf(&b, "; keys go to column %d, row %d", x, y)
	}
	return b.String()
}

// Redimensionne resizes the terminal, as a person drags its window: the
// emulator first, then the pseudo-terminal, which signals the program.
func (e *Ecran) Redimensionne(cols, rows int) {
	e.t.Helper()
	e.mu.Lock()
	e.vt.Resize(cols, rows)
	e.mu.Unlock()
	if err := pty.Setsize(e.tty, &pty.Winsize{Cols: uint16(cols), Rows: uint16(rows)}); err != nil {
		e.t.Fatal(err)
	}
}

// TTY is the pseudo-terminal's controller side, to read its modes.
func (e *Ecran) TTY() *os.File { return e.tty }

// Signale sends sig to the program.
func (e *Ecran) Signale(sig os.Signal) {
	e.t.Helper()
	if err := e.cmd.Process.Signal(sig); err != nil {
		e.t.Fatal(err)
	}
}

// Statut waits for the program to end and returns its exit status.
func (e *Ecran) Statut() int {
	e.t.Helper()
	done := make(chan error, 1)
	go func() { done <- e.cmd.Wait() }()
	select {
	case err := <-done:
		select {
		case <-e.fini:
		case <-time.After(Delai):
		}
		var x *exec.ExitError
		if errors.As(err, &x) {
			return x.ExitCode()
		}
		if err != nil {
			e.t.Fatal(err)
		}
		return 0
	case <-time.After(Delai):
		e.t.Fatalf("the program did not end; the screen shows:\n%s", e.cadre())
		return -1
	}
}

// Golden compares the screen, and the cursor, with
// testdata/ecrans/nom.txt, waiting until they agree (so that the result
// never depends on when it is looked at). With -update, it waits until
// the screen has not changed for a second and writes the file.
func (e *Ecran) Golden(t testing.TB, nom string) {
	t.Helper()
	chemin := filepath.Join("testdata", "ecrans", nom+".txt")
	if dore.MiseAJour() {
		e.calme()
		if err := os.MkdirAll(filepath.Dir(chemin), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(chemin, []byte(e.photo()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	attendu, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatalf("%v (run the test with -update to write it)", err)
	}
	limite := time.Now().Add(Delai)
	for e.photo() != string(attendu) {
		if time.Now().After(limite) {
			t.Fatalf("the screen is not %s.\nwant:\n%s\ngot:\n%s", chemin, attendu, e.photo())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// photo is the screen as a golden file holds it: every row after a bar,
// then where keys go, if anywhere.
func (e *Ecran) photo() string {
	var b strings.Builder
	for _, l := range e.Lignes() {
		fmt.Fprintf(&b, "|%s\n", l)
	}
	if x, y, ok := e.Saisie(); ok {
		fmt.Fprintf(&b, "keys go to %d,%d\n", x, y)
	}
	return b.String()
}

// calme waits until nothing was written for a second (for -update only).
func (e *Ecran) calme() {
	for {
		e.mu.Lock()
		v := e.version
		e.mu.Unlock()
		time.Sleep(time.Second)
		e.mu.Lock()
		same := v == e.version
		e.mu.Unlock()
		if same {
			return
		}
	}
}

// MiseAJour reports whether the tests run with -update (dore's one
// flag): golden files are written, not compared.
func MiseAJour() bool { return dore.MiseAJour() }
