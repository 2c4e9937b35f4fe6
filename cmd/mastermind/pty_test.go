package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"mastermind/code"
	"mastermind/couleur"
	"mastermind/manche"
)

// These tests drive the real binary through a pseudo-terminal, as a player
// at a keyboard: promptui's menus and prompts, colours, Ctrl-C.

const (
	entree = "\r"
	bas    = "\x1b[B"
	ctrlC  = "\x03"
	effOne = "\x7f"
)

var binaire struct {
	once sync.Once
	path string
	err  error
}

// construit builds the program once for every test of the package.
func construit(t *testing.T) string {
	t.Helper()
	binaire.once.Do(func() {
		dir, err := os.MkdirTemp("", "mastermind-e2e")
		if err != nil {
			binaire.err = err
			return
		}
		binaire.path = filepath.Join(dir, "mastermind")
		out, err := exec.Command("go", "build", "-o", binaire.path, ".").CombinedOutput()
		if err != nil {
			binaire.err = errors.New(string(out))
		}
	})
	require.NoError(t, binaire.err)
	return binaire.path
}

// session is the program running in a pseudo-terminal.
type session struct {
	t    *testing.T
	tty  *os.File
	cmd  *exec.Cmd
	mu   sync.Mutex
	brut bytes.Buffer
	lu   int // how much of the plain screen text attend has consumed
	fini chan struct{}
}

func demarre(t *testing.T, env []string, args ...string) *session {
	t.Helper()
	cmd := exec.Command(construit(t), args...)
	cmd.Env = append([]string{"TERM=xterm-256color", "HOME=" + t.TempDir(), "LANG=fr_FR.UTF-8", "PATH=" + os.Getenv("PATH")}, env...)
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: 80})
	require.NoError(t, err)
	s := &session{t: t, tty: tty, cmd: cmd, fini: make(chan struct{})}
	go func() {
		defer close(s.fini)
		b := make([]byte, 4096)
		for {
			n, err := tty.Read(b)
			s.mu.Lock()
			s.brut.Write(b[:n])
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = tty.Close()
	})
	return s
}

var echappement = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r`)

// texte is everything the program wrote, without escape sequences.
func (s *session) texte() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return echappement.ReplaceAllString(s.brut.String(), "")
}

// attend waits until the program has written want since the last match.
func (s *session) attend(want string) {
	s.t.Helper()
	limite := time.Now().Add(15 * time.Second)
	for time.Now().Before(limite) {
		txt := s.texte()
		if i := strings.Index(txt[s.lu:], want); i >= 0 {
			s.lu += i + len(want)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	s.t.Fatalf("waited for %q; the screen says:\n%s", want, s.texte()[s.lu:])
}

// tape types keys, as a player does, a little apart.
func (s *session) tape(keys ...string) {
	s.t.Helper()
	for _, k := range keys {
		_, err := s.tty.Write([]byte(k))
		require.NoError(s.t, err)
		time.Sleep(30 * time.Millisecond)
	}
}

// statut waits for the program to end and returns its exit status.
func (s *session) statut() int {
	s.t.Helper()
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case err := <-done:
		<-s.fini
		var e *exec.ExitError
		if errors.As(err, &e) {
			return e.ExitCode()
		}
		require.NoError(s.t, err)
		return 0
	case <-time.After(15 * time.Second):
		s.t.Fatalf("the program did not end; the screen says:\n%s", s.texte()[s.lu:])
		return -1
	}
}

// quitter is the keys that pick the last entry of a menu, Quitter: the
// cursor stops at the bottom, however many entries there are.
func quitter() []string {
	k := make([]string, 0, 13)
	for range 12 {
		k = append(k, bas)
	}
	return append(k, entree)
}

func secretDeGraine(g uint64) string {
	return code.Taille{Pions: 4, Couleurs: 6}.Aleatoire(manche.Generateur(g)).Mot(couleur.MustDefaut(6))
}

func TestTerminalSoloWithHintUndoAndATypo(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	secret := secretDeGraine(7)
	s := demarre(t, nil, "--seed", "7")
	s.attend("Quitter")
	s.tape(bas, entree)
	s.attend("Essai 1 sur 10")

	s.tape("R", "B", "X", entree)
	s.attend("pion 3 : « X » n'est pas une couleur ; lettres possibles : R B J V O N")
	s.tape("R", "R", "B", "B", entree)
	s.attend("Essais restants : 9.")
	assert.Contains(t, s.brut.String(), "\x1b[91m●\x1b[0mR", "coloured pegs with their letters")

	s.tape("?", entree)
	s.attend("Indice : ")
	debut := s.lu
	s.attend("codes possibles")
	indice := s.texte()[debut:]
	indice = indice[:strings.Index(indice, " est compatible")]
	indice = strings.NewReplacer("●", "", " ", "").Replace(indice)
	six := couleur.MustDefaut(6)
	h, err := code.Lire(indice, six, 4)
	require.NoError(t, err, "the hint %q is a code", indice)
	sec, _ := code.Lire(secret, six, 4)
	rrbb, _ := code.Lire("RRBB", six, 4)
	assert.Equal(t, code.Evalue(sec, rrbb), code.Evalue(h, rrbb), "the hint %s agrees with the board", indice)
	s.tape("a", "n", "n", "u", "l", "e", "r", entree)
	s.attend("Essai 1 annulé.")

	s.tape(strings.Split(secret, "")...)
	s.tape(entree)
	s.attend("Bravo, trouvé du premier coup !")
	s.attend("Quitter")
	s.tape(quitter()...)
	s.attend("Au revoir !")
	assert.Equal(t, 0, s.statut())
}

func TestTerminalTwoPlayersSecretNeverShowsThenCtrlC(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	s := demarre(t, nil)
	s.attend("Quitter")
	s.tape(bas, bas, entree)
	s.attend("tapez votre code secret")
	s.tape("V", "J", "B", "R", entree)
	s.attend("Joueur 2, essai 1 sur 10")
	assert.NotContains(t, s.texte(), "VJBR", "the secret typed by player one never appears")
	assert.Contains(t, s.texte(), "****")

	s.tape("V", "J", "B", "R", entree)
	s.attend("Bravo, trouvé du premier coup !")
	s.attend("Quitter")
	s.tape(ctrlC)
	s.attend("Interrompu.")
	assert.Equal(t, 130, s.statut())
	apres, err := unix.IoctlGetTermios(int(s.tty.Fd()), unix.TCGETS)
	require.NoError(t, err)
	assert.Equal(t, uint32(unix.ICANON|unix.ECHO), apres.Lflag&(unix.ICANON|unix.ECHO), "the terminal is restored")
}

func TestTerminalCourseGameOfTwoRounds(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	secret := secretDeGraine(3)
	s := demarre(t, []string{"NO_COLOR=1"}, "--seed", "3")
	s.attend("Quitter")
	s.tape(entree)
	s.attend("Manche 1 sur 2 : vous cherchez le code de l'ordinateur.")
	s.attend("Essai 1 sur 10")
	s.tape(strings.Split(secret, "")...)
	s.tape(entree)
	s.attend("Bravo, trouvé du premier coup !")
	s.attend("Points pour l'ordinateur : 1.")
	s.attend("Pensez à un code")
	s.tape(entree)

	for i, r := range []string{"10", "11", "12", "04", "13", "40"} {
		s.attend("l'ordinateur propose")
		if i == 2 {
			s.tape("3", "1", entree)
			s.attend("3 bien placés et 1 mal placé est impossible")
		}
		s.tape(string(r[0]), " ", string(r[1]), entree)
	}
	s.attend("L'ordinateur a trouvé VJBR en 6 essais.")
	s.attend("Fin de la partie — vous : 6, ordinateur : 1.")
	s.attend("Vous avez gagné !")
	assert.NotContains(t, s.brut.String(), "\x1b[91m", "NO_COLOR: no coloured peg")
	s.attend("Quitter")
	s.tape(quitter()...)
	assert.Equal(t, 0, s.statut())
}

func TestTerminalKilledGameResumesFromTheAutosave(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	dir := t.TempDir()
	env := []string{"MASTERMIND_SAVES=" + dir, "NO_COLOR=1"}
	s := demarre(t, env, "--seed", "9")
	s.attend("Quitter")
	s.tape(bas, entree)
	for i, c := range []string{"RRRR", "BBBB", "JJJJ"} {
		s.attend("Essai " + string(rune('1'+i)) + " sur 10")
		s.tape(strings.Split(c, "")...)
		s.tape(entree)
	}
	s.attend("Essais restants : 7.")
	require.NoError(t, s.cmd.Process.Signal(syscall.SIGKILL))
	_ = s.cmd.Wait()

	r := demarre(t, env)
	r.attend("Reprendre la partie interrompue (solo 4×6, essai 4")
	r.tape(entree)
	r.attend("Reprise de la partie interrompue")
	r.attend("RRRR")
	r.attend("BBBB")
	r.attend("JJJJ")
	r.attend("Essai 4 sur 10")
	r.tape(strings.Split(secretDeGraine(9), "")...)
	r.tape(entree)
	r.attend("Bravo, trouvé en 4 essais !")
	r.attend("Quitter")
	r.tape(ctrlC)
	assert.Equal(t, 130, r.statut())
	_, err := os.Stat(filepath.Join(dir, "autosave.yaml"))
	assert.True(t, os.IsNotExist(err), "the finished game removed its autosave")
}

func TestTerminalCtrlDLeavesCleanlyAndRestoresTheTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	s := demarre(t, nil)
	s.attend("Quitter")
	s.tape(bas, entree)
	s.attend("Essai 1 sur 10")
	enJeu, err := unix.IoctlGetTermios(int(s.tty.Fd()), unix.TCGETS)
	require.NoError(t, err)
	assert.Zero(t, enJeu.Lflag&unix.ICANON, "a prompt puts the terminal in raw mode")
	s.tape("\x04")
	s.attend("Au revoir !")
	assert.Equal(t, 0, s.statut(), "Ctrl-D leaves with success")
	apres, err := unix.IoctlGetTermios(int(s.tty.Fd()), unix.TCGETS)
	require.NoError(t, err)
	assert.Equal(t, uint32(unix.ICANON|unix.ECHO), apres.Lflag&(unix.ICANON|unix.ECHO), "echo and line mode are back")
}
