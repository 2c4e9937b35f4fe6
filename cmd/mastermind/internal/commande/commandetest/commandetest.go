// Package commandetest runs commands in-process as the program does, for
// the tests of each command's package (cmd/mastermind/internal/commande/…):
// the command line read by commande.Racine.Run, in the environment of a
// user who set nothing, with folders of the test's own.
package commandetest

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/environnementtest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme/programmetest"
)

// Main is the TestMain of a command's tests: the test binary is first the
// fence's guard and launcher for the programs they run in-process, as
// mastermind is (enclos.SiRelance); the tests run in the environment of a
// user who set nothing (environnementtest.MainVierge: no language, colour,
// terminal, XDG or MASTERMIND_ variable, an empty HOME), so that every
// test says the same whatever the caller's environment holds. When joueur
// is not nil, the lab's test strategy program is built once and its path
// written there. It returns the status to exit with.
func Main(m *testing.M, joueur *string) int {
	enclos.SiRelance()
	return environnementtest.MainVierge(func() int {
		if joueur == nil {
			return m.Run()
		}
		dossier, err := os.MkdirTemp("", "joueur")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dossier)
		if *joueur, err = programmetest.Joueur(dossier); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return m.Run()
	})
}

// Environnement gives the program folders of its own for saves, caches
// and settings, unless the test chose them (Main removed the caller's
// environment).
func Environnement(t *testing.T) {
	t.Helper()
	for _, v := range []string{"MASTERMIND_SAVES", commande.EnvCache, "XDG_CONFIG_HOME", "XDG_STATE_HOME"} {
		if _, ok := os.LookupEnv(v); !ok {
			t.Setenv(v, t.TempDir())
		}
	}
}

// Lance runs, in-process on stdin, the program r (its commands: those a
// test calls) with arguments args (as typed after "mastermind"), and
// returns what it wrote and its exit status; every sentence it wrote
// must be written right (scenario.VerifieTexte).
func Lance(t *testing.T, r commande.Racine, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	Environnement(t)
	var out, errw strings.Builder
	err := r.Run(context.Background(), args, os.Getenv, strings.NewReader(stdin), &out, &errw)
	if err != nil {
		errw.WriteString(err.Error() + "\n")
	}
	assert.NoError(t, scenario.VerifieTexte(out.String()+errw.String()), "every sentence the program wrote is written right")
	assert.NoError(t, SansControleBrut(out.String()+errw.String()), "nothing from data reaches the terminal raw")
	return out.String(), errw.String(), commande.Statut(err)
}

// The program's own escapes: colours (SGR), and a progress line drawn
// again ("\r…\x1b[K").
var (
	reProgres = regexp.MustCompile("\r[^\r\n\x1b]*(\x1b\\[[0-9;]*m[^\r\n\x1b]*)*\x1b\\[K")
	reSGR     = regexp.MustCompile("\x1b\\[[0-9;]*m")
)

// SansControleBrut checks that out holds no character that acts on a
// terminal but those the program writes itself (new lines, tabs,
// colours, its progress line): anything else came from data and reached
// the terminal raw (issue 34, 8). Lance checks every run, so a new place
// that shows data raw fails the first test that gives it data.
func SansControleBrut(out string) error {
	s := reSGR.ReplaceAllString(reProgres.ReplaceAllString(out, ""), "")
	for i, r := range s {
		if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f || r >= 0x80 && r <= 0x9f || r == '\u202e' {
			debut := max(0, i-40)
			return fmt.Errorf("%q at %d: %q", r, i, s[debut:min(len(s), i+40)])
		}
	}
	return nil
}

// Refuse runs the program as Lance does, which must refuse the command
// line (or the input) as bad usage: status 2, nothing on the standard
// output, and on the error stream one line, the whole sentence phrase.
func Refuse(t *testing.T, r commande.Racine, stdin string, args []string, phrase string) {
	t.Helper()
	out, errw, st := Lance(t, r, stdin, args...)
	assert.Equal(t, 2, st)
	assert.Empty(t, out, "nothing is printed as a result")
	assert.Equal(t, phrase+"\n", errw, "one line, the whole sentence")
}

// Cache points the optimal trees' cache at a fresh folder, and returns
// it.
func Cache(t *testing.T) string {
	t.Helper()
	d := t.TempDir()
	t.Setenv(commande.EnvCache, d)
	// The key that seals the cache's files, in a settings folder of the
	// test's own (make hostile makes the user's unwritable).
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	return d
}

// Tampon is a writer safe for a goroutine writing while the test reads.
type Tampon struct {
	mu sync.Mutex
	b  strings.Builder
}

// Write adds p.
func (t *Tampon) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.b.Write(p)
}

// String is what was written so far.
func (t *Tampon) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.b.String()
}

// Horloge is a clock that moves on by a second and a half at each
// reading, and notes at each reading whether the optimal tree of 3×6 was
// in the cache: a reading before the search sees none, a reading after
// it sees the tree.
type Horloge struct {
	mu    sync.Mutex
	arbre string
	// Lectures notes, for each reading, whether the tree was there.
	Lectures []bool
}

// Maintenant is the time it reads.
func (h *Horloge) Maintenant() time.Time {
	h.mu.Lock()
	defer h.mu.Unlock()
	_, err := os.Stat(h.arbre)
	h.Lectures = append(h.Lectures, err == nil)
	return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(len(h.Lectures)) * 1500 * time.Millisecond)
}

// AppAvecHorloge is the App a run builds, French, with the clock h, its
// output in out.
func AppAvecHorloge(t *testing.T, h *Horloge, out io.Writer) *commande.App {
	t.Helper()
	Environnement(t)
	h.arbre = filepath.Join(os.Getenv(commande.EnvCache), "3x6.mmo")
	return &commande.App{
		IOS:     iostreams.Nouveaux(strings.NewReader(""), out, io.Discard, os.Getenv),
		Cat:     texte.Nouveau(texte.Francais),
		Getenv:  os.Getenv,
		Horloge: h.Maintenant,
	}
}

// Programme is the strategy name of the lab's test program (joueur, built
// by Main) in mode; its other arguments (a file for its process numbers)
// follow.
func Programme(joueur, mode string, args ...string) string {
	return programme.Prefixe + programme.Cite(append([]string{joueur, mode}, args...))
}

// SansDuree hides the times a run prints, which vary.
func SansDuree(s string) string {
	s = regexp.MustCompile(`"seconds":[0-9.e-]+`).ReplaceAllString(s, `"seconds":0`)
	return regexp.MustCompile(`(?m) +[0-9]+[,.][0-9]{3}$`).ReplaceAllString(s, " T")
}
