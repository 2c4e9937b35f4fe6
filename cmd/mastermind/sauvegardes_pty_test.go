package main

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"mastermind/code"
	"mastermind/couleur"
	"mastermind/internal/banc"
	"mastermind/partie"
	"mastermind/plateau"
	"mastermind/saves"
)

// Pseudo-terminal tests of issue 14: a player at a keyboard never loses a
// game that could be resumed, in French and in English. They drive the
// real binary with the helpers of pty_test.go; once the screen harness
// (ecrantest) is on main they can move there.

// langue is what a test reads and types in one language.
type langue struct {
	code                  string
	quitter               string // the command that leaves a game
	reprendre, misedecote string
	remplacer, gardee     string
	illisibles, ligne     string
	aurevoir              string
	menuQuitter           string // the menu's last entry
	essai1                string // the first prompt of a game
}

func langues() []langue {
	return []langue{
		{
			code: "fr", quitter: "quitter",
			reprendre:  "Reprendre la partie interrompue (solo 4×6, essai 3,",
			misedecote: "Partie mise de côté : reprenez-la depuis le menu, ou avec mastermind resume ",
			remplacer:  "« perso » est déjà le nom d'une autre partie (solo 4×6, essai 2,",
			gardee:     "L'autre partie « perso » est gardée ; pour sauver celle-ci, tapez « sauver » avec un autre nom.",
			illisibles: "Parties sauvegardées (1, dont 1 illisible)",
			ligne:      "partie interrompue — illisible : le fichier est abîmé, ligne 5 (ce n'est plus du YAML valide)",
			aurevoir:   "Au revoir !", menuQuitter: "Quitter", essai1: "Essai 1 sur 10",
		},
		{
			code: "en", quitter: "quit",
			reprendre:  "Resume the interrupted game (solo 4×6, try 3,",
			misedecote: "Game set aside: resume it from the menu, or with mastermind resume ",
			remplacer:  `"perso" is already the name of another game (solo 4×6, try 2,`,
			gardee:     `The other game "perso" is kept; to save this one, type "save" with another name.`,
			illisibles: "Saved games (1, 1 unreadable)",
			ligne:      "interrupted game — unreadable: the file is damaged, line 5 (no longer valid YAML)",
			aurevoir:   "Goodbye!", menuQuitter: "Quit", essai1: "Try 1 of 10",
		},
	}
}

var blancs = regexp.MustCompile(`\s+`)

// attendPhrase waits until the program has written want, however the
// terminal's width wrapped it.
func (s *session) attendPhrase(want string) {
	s.t.Helper()
	want = blancs.ReplaceAllString(want, " ")
	limite := time.Now().Add(15 * time.Second)
	for time.Now().Before(limite) {
		if strings.Contains(blancs.ReplaceAllString(s.texte(), " "), want) {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	s.t.Fatalf("waited for %q; the screen says:\n%s", want, s.texte())
}

// joueCode types a code and Enter.
func (s *session) joueCode(c string) {
	s.t.Helper()
	s.tape(strings.Split(c, "")...)
	s.tape(entree)
}

// ligneDeCommande types a line and Enter.
func (s *session) ligneDeCommande(l string) {
	s.t.Helper()
	s.tape(strings.Split(l, "")...)
	s.tape(entree)
}

// choisit picks entry n (from 1) of a menu whose cursor is on the first.
func (s *session) choisit(n int) {
	s.t.Helper()
	for range n - 1 {
		s.tape(bas)
	}
	s.tape(entree)
}

// partiesDe lists the games of dir, their rows as words.
func partiesDe(t *testing.T, dir string) map[string][]string {
	t.Helper()
	entrees, err := saves.Dossier{Chemin: dir}.Liste()
	require.NoError(t, err)
	m := map[string][]string{}
	for _, e := range entrees {
		require.NoError(t, e.Err, e.Nom)
		var l []string
		for _, r := range e.Sauvegarde.Manche.Lignes {
			l = append(l, r.Code.Mot(e.Sauvegarde.Parametres.Palette))
		}
		m[e.Nom] = l
	}
	return m
}

func envSauvegardes(dir string, l langue) []string {
	return []string{"MASTERMIND_SAVES=" + dir, "NO_COLOR=1", "LANG=" + map[string]string{"fr": "fr_FR.UTF-8", "en": "en_US.UTF-8"}[l.code]}
}

// Issue 14, 1: starting a new game after a kill keeps the interrupted one.
func TestTerminalANewGameKeepsTheInterruptedOne(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	for _, l := range langues() {
		t.Run(l.code, func(t *testing.T) {
			dir := t.TempDir()
			env := envSauvegardes(dir, l)
			s := demarre(t, env, "--seed", "9")
			s.attend(l.menuQuitter)
			s.choisit(2) // Solo
			s.attendPhrase(l.essai1)
			s.joueCode("RRRR")
			s.joueCode("BBBB")
			s.attendPhrase(map[string]string{"fr": "Essais restants : 8.", "en": "Tries left: 8."}[l.code])
			require.NoError(t, s.cmd.Process.Signal(syscall.SIGKILL))
			_ = s.cmd.Wait()

			r := demarre(t, env, "--seed", "20")
			r.attendPhrase(l.reprendre)
			r.choisit(3) // Solo, below the resume entry and the course's game
			r.attendPhrase(l.essai1)
			r.joueCode("OOOO")
			r.ligneDeCommande(l.quitter)
			r.attendPhrase(l.misedecote)
			r.tape(quitter()...)
			r.attendPhrase(l.aurevoir)
			assert.Equal(t, 0, r.statut())

			parties := partiesDe(t, dir)
			var lignes [][]string
			for _, p := range parties {
				lignes = append(lignes, p)
			}
			assert.ElementsMatch(t, [][]string{{"RRRR", "BBBB"}, {"OOOO"}}, lignes, "both games, each in its own file")
		})
	}
}

// Issue 14, 2: "sauver perso" with another game's name asks first, and
// keeping it keeps it.
func TestTerminalSauverAnotherGamesNameAsks(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	for _, l := range langues() {
		t.Run(l.code, func(t *testing.T) {
			dir := t.TempDir()
			env := envSauvegardes(dir, l)
			sauver := map[string]string{"fr": "sauver perso", "en": "save perso"}[l.code]
			s := demarre(t, env, "--seed", "9")
			s.attend(l.menuQuitter)
			s.choisit(2)
			s.attendPhrase(l.essai1)
			s.joueCode("RRRR")
			s.ligneDeCommande(sauver)
			s.ligneDeCommande(l.quitter)
			s.attendPhrase(l.misedecote + "perso.")
			s.choisit(3) // Solo
			s.attendPhrase(l.essai1)
			s.joueCode("BBBB")
			s.joueCode("OOOO")
			s.ligneDeCommande(sauver)
			s.attendPhrase(l.remplacer)
			s.tape(entree) // the first answer keeps the other game
			s.attendPhrase(l.gardee)
			s.ligneDeCommande(l.quitter)
			s.attendPhrase(l.misedecote + "autosave-")
			s.tape(quitter()...)
			assert.Equal(t, 0, s.statut())

			parties := partiesDe(t, dir)
			assert.Equal(t, []string{"RRRR"}, parties["perso"], "the first game is intact")
			assert.Len(t, parties, 2)
		})
	}
}

// Issue 14, 3: a damaged automatic save is shown with its reason and left
// byte for byte as it was while a new game is played.
func TestTerminalADamagedAutosaveIsShownAndKept(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	for _, l := range langues() {
		t.Run(l.code, func(t *testing.T) {
			dir := t.TempDir()
			chemin := filepath.Join(dir, "autosave-20261122-140500.yaml")
			tronque := []byte("version: 1\ncreated: 2026-11-22T14:05:00Z\nmode: solo\nparameters:\n  pegs: 4\n  colors: [Rouge, Bl")
			require.NoError(t, os.WriteFile(chemin, tronque, 0o644))
			s := demarre(t, envSauvegardes(dir, l), "--seed", "9")
			s.attendPhrase(l.illisibles)
			s.choisit(5) // the saved games, after the four modes
			s.attendPhrase(l.ligne)
			s.choisit(1)
			s.choisit(2) // back to the list
			s.choisit(2) // back to the menu
			s.choisit(2) // Solo
			s.attendPhrase(l.essai1)
			s.joueCode("RRRR")
			s.ligneDeCommande(l.quitter)
			s.attendPhrase(l.misedecote)
			s.tape(quitter()...)
			assert.Equal(t, 0, s.statut())
			apres, err := os.ReadFile(chemin)
			require.NoError(t, err)
			assert.Equal(t, tronque, apres, "byte for byte")
		})
	}
}

// ecritPerso saves a solo game called perso, one row played, in dir.
func ecritPerso(t *testing.T, dir string) {
	t.Helper()
	secret := banc.Code(t, "VJBR")
	rrrr := banc.Code(t, "RRRR")
	quand := time.Date(2026, 11, 22, 14, 5, 0, 0, time.Local)
	s := saves.Sauvegarde{Cree: quand, Jouee: quand, Mode: saves.ModeSolo, Parametres: partie.Classiques(),
		Manche: saves.Manche{Codeur: saves.Ordinateur, Decodeur: saves.Humain, Graine: 7, Secret: &secret,
			Lignes: []plateau.Ligne{{Code: rrrr, Reponse: code.Evalue(secret, rrrr)}}}}
	s.Parametres.Palette = couleur.MustDefaut(6)
	data, err := saves.Octets(s)
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "perso.yaml"), data, 0o600))
}

// Issue 14, 4: "mastermind resume NAME" leaves like the menu: quitter,
// Ctrl-D, or no input at all, with the menu's words and status 0, the game
// saved.
func TestTerminalResumeLeavesLikeTheMenu(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	for _, l := range langues() {
		t.Run(l.code+" quit", func(t *testing.T) {
			dir := t.TempDir()
			ecritPerso(t, dir)
			s := demarre(t, envSauvegardes(dir, l), "resume", "perso")
			s.attendPhrase(map[string]string{"fr": "Reprise de « perso » : solo 4×6, essai 2,", "en": `Resuming "perso": solo 4×6, try 2,`}[l.code])
			s.ligneDeCommande(l.quitter)
			s.attendPhrase(l.misedecote + "perso.")
			assert.Equal(t, 0, s.statut())
			assert.Equal(t, []string{"RRRR"}, partiesDe(t, dir)["perso"])
		})
		t.Run(l.code+" Ctrl-D", func(t *testing.T) {
			dir := t.TempDir()
			ecritPerso(t, dir)
			s := demarre(t, envSauvegardes(dir, l), "resume", "perso")
			s.attendPhrase(map[string]string{"fr": "Essai 2 sur 10", "en": "Try 2 of 10"}[l.code])
			s.tape("\x04")
			s.attendPhrase(l.aurevoir)
			assert.Equal(t, 0, s.statut())
			assert.Equal(t, []string{"RRRR"}, partiesDe(t, dir)["perso"])
			apres, err := unix.IoctlGetTermios(int(s.tty.Fd()), unix.TCGETS)
			require.NoError(t, err)
			assert.Equal(t, uint32(unix.ICANON|unix.ECHO), apres.Lflag&(unix.ICANON|unix.ECHO), "the terminal is restored")
		})
		t.Run(l.code+" </dev/null", func(t *testing.T) {
			dir := t.TempDir()
			ecritPerso(t, dir)
			cmd := exec.Command(construit(t), "resume", "perso")
			cmd.Env = append([]string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH")}, envSauvegardes(dir, l)...)
			out, err := cmd.Output()
			require.NoError(t, err, "status 0")
			assert.True(t, strings.HasSuffix(string(out), l.misedecote+"perso.\n"+l.aurevoir+"\n"), string(out))
			assert.Equal(t, []string{"RRRR"}, partiesDe(t, dir)["perso"])
		})
	}
}

// Issue 14, 10: SIGHUP (the window closed) leaves like SIGTERM: the game
// saved, the terminal restored, status 130.
func TestTerminalSIGHUPSavesAndRestoresTheTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	dir := t.TempDir()
	s := demarre(t, envSauvegardes(dir, langues()[0]), "--seed", "9")
	s.attend("Quitter")
	s.choisit(2)
	s.attendPhrase("Essai 1 sur 10")
	s.joueCode("RRRR")
	s.attendPhrase("Essai 2 sur 10")
	enJeu, err := unix.IoctlGetTermios(int(s.tty.Fd()), unix.TCGETS)
	require.NoError(t, err)
	require.Zero(t, enJeu.Lflag&unix.ICANON, "a prompt puts the terminal in raw mode")
	require.NoError(t, s.cmd.Process.Signal(syscall.SIGHUP))
	assert.Equal(t, 130, s.statut())
	apres, err := unix.IoctlGetTermios(int(s.tty.Fd()), unix.TCGETS)
	require.NoError(t, err)
	assert.Equal(t, uint32(unix.ICANON|unix.ECHO), apres.Lflag&(unix.ICANON|unix.ECHO), "echo and line mode are back")
	entrees, err := saves.Dossier{Chemin: dir}.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 1)
	assert.Len(t, entrees[0].Sauvegarde.Manche.Lignes, 1, "the move is saved")
	assert.Nil(t, entrees[0].Ouverte, "and the game is free to resume")
}

// A second signal ends the program at once, whatever it is doing.
func TestASecondSignalEndsTheProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	s := demarre(t, nil, "--seed", "9")
	s.attend("Quitter")
	require.NoError(t, s.cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, s.cmd.Process.Signal(syscall.SIGTERM))
	assert.Equal(t, 130, s.statut())
	apres, err := unix.IoctlGetTermios(int(s.tty.Fd()), unix.TCGETS)
	require.NoError(t, err)
	assert.Equal(t, uint32(unix.ICANON|unix.ECHO), apres.Lflag&(unix.ICANON|unix.ECHO))
}

// sortie is a program's output, read while it runs.
type sortie struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *sortie) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *sortie) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Issue 14, 9: kills at random points of undo and redo never damage the
// game, and the temporary files they leave are removed by the next start.
func TestKillsDuringUndoAndRedoLoseNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real binary")
	}
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(14, 9))
	var script strings.Builder
	script.WriteString("2\nRRRR\nBBBB\nsauver perso\n")
	for range 2000 {
		script.WriteString("annuler\nrefaire\n")
	}
	for i := range 12 {
		cmd := exec.Command(construit(t), "--seed", "9")
		if i > 0 {
			cmd = exec.Command(construit(t), "resume", "perso")
		}
		cmd.Env = []string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH"), "MASTERMIND_SAVES=" + dir, "LANG=fr_FR.UTF-8"}
		in, err := cmd.StdinPipe()
		require.NoError(t, err)
		var out sortie
		cmd.Stdout = &out
		require.NoError(t, cmd.Start())
		go func() {
			s := script.String()
			if i > 0 {
				s = s[strings.Index(s, "annuler"):]
			}
			_, _ = io.WriteString(in, s)
		}()
		apres := 1 + r.IntN(200)
		limite := time.Now().Add(30 * time.Second)
		for strings.Count(out.String(), "rejoué") < apres && time.Now().Before(limite) {
			time.Sleep(time.Millisecond)
		}
		require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
		_ = cmd.Wait()

		// As the next start does, the folder is listed: the game reads, and
		// its rows and the rows to redo are still the two moves played.
		entrees, err := saves.Dossier{Chemin: dir}.Liste()
		require.NoError(t, err)
		require.Len(t, entrees, 1, "kill %d", i)
		require.NoError(t, entrees[0].Err, "kill %d", i)
		m := entrees[0].Sauvegarde.Manche
		var coups []string
		for _, l := range m.Lignes {
			coups = append(coups, l.Code.Mot(couleur.MustDefaut(6)))
		}
		for k := len(m.ARefaire) - 1; k >= 0; k-- {
			coups = append(coups, m.ARefaire[k].Code.Mot(couleur.MustDefaut(6)))
		}
		assert.Equal(t, []string{"RRRR", "BBBB"}, coups, "kill %d: no move lost", i)
		fichiers, err := os.ReadDir(dir)
		require.NoError(t, err)
		for _, f := range fichiers {
			assert.False(t, strings.HasSuffix(f.Name(), ".tmp"), "kill %d: %s removed", i, f.Name())
		}
	}
}
