package main

import (
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves"
)

// Screen tests of issue 14: a player at a keyboard never loses a game that
// could be resumed, in French and in English.

// langue is what a test reads and types in one language.
type langue struct {
	code, lang            string
	quitter, sauver       string // the commands that leave a game, save it
	reprendre, misedecote string
	essai3                string // how the resume entry of a game at its third try ends
	perso                 string // how misedecote ends for the game perso
	auto                  string // how misedecote goes on for a solo game nobody named
	remplacer, gardee     string
	illisibles, ligne     string
	raison                string
	aurevoir, essai1      string
	reprise               string
}

func langues() []langue {
	return []langue{
		{
			code: "fr", lang: "LANG=fr_FR.UTF-8", quitter: "quitter", sauver: "sauver perso",
			reprendre:  "1) Reprendre « Solo 4×6, ",
			essai3:     " » (essai 3)",
			misedecote: "Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume ",
			perso:      "perso ».",
			auto:       `"Solo 4×6, `,
			remplacer:  "« perso » est déjà le nom d'une autre partie (solo 4×6, essai 2,",
			gardee:     "L'autre partie « perso » est gardée ; pour sauver celle-ci, tapez « sauver » avec un autre nom.",
			illisibles: "6) Parties sauvegardées (1, dont 1 illisible)",
			ligne:      "1) Partie du dim. 22 nov. 14:05 — illisible : le fichier s'arrête",
			raison:     "est illisible : le fichier s'arrête au milieu de sa ligne 6 : il a été coupé. Le fichier est laissé tel quel",
			aurevoir:   "Au revoir !", essai1: "Essai 1 sur 10 :",
			reprise: "Reprise de « perso » : solo 4×6, essai 2,",
		},
		{
			code: "en", lang: "LANG=en_US.UTF-8", quitter: "quit", sauver: "save perso",
			reprendre:  `1) Resume "Solo 4×6, `,
			essai3:     `" (try 3)`,
			misedecote: "Game set aside: resume it from the menu, or with \"mastermind resume ",
			perso:      "perso\".",
			auto:       "'Solo 4×6, ",
			remplacer:  `"perso" is already the name of another game (solo 4×6, try 2,`,
			gardee:     `The other game "perso" is kept; to save this one, type "save" with another name.`,
			illisibles: "6) Saved games (1, 1 unreadable)",
			ligne:      "1) Game of Sun 22 Nov 14:05 — unreadable: the file stops",
			raison:     "cannot be read: the file stops in the middle of its line 6: it was cut short. The file is left as it is",
			aurevoir:   "Goodbye!", essai1: "Try 1 of 10:",
			reprise: `Resuming "perso": solo 4×6, try 2,`,
		},
	}
}

// attendPhrase waits until the screen shows the sentence s, however the
// terminal's width wrapped it.
func attendPhrase(e *ecrantest.Ecran, s string) {
	e.AttendQue(s, func(lignes []string) bool {
		var b strings.Builder
		for _, l := range lignes {
			b.WriteString(strings.TrimSpace(l) + " ")
		}
		return strings.Contains(b.String(), s)
	})
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
			l = append(l, r.Code.Mot(couleur.MustDefaut(6)))
		}
		m[e.Nom] = l
	}
	return m
}

func envSauvegardes(dir string, l langue) []string {
	return []string{"MASTERMIND_SAVES=" + dir, "NO_COLOR=1", "MASTERMIND_BOARD=lines", l.lang, "TZ=UTC"}
}

// Issue 14, 1: starting a new game after a kill keeps the interrupted one.
func TestEcranUneNouvellePartieGardeLInterrompue(t *testing.T) {
	// French; English in make check
	// (TestEcranUneNouvellePartieGardeLInterrompueEnAnglais).
	ecranUneNouvellePartieGardeLInterrompue(t, langueDe("fr"))
}

// ecranUneNouvellePartieGardeLInterrompue is
// TestEcranUneNouvellePartieGardeLInterrompue in the languages ls.
func ecranUneNouvellePartieGardeLInterrompue(t *testing.T, ls ...langue) {
	t.Parallel()
	for _, l := range ls {
		t.Run(l.code, func(t *testing.T) {
			dir := t.TempDir()
			env := envSauvegardes(dir, l)
			e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "9"}, Env: env})
			e.Choisit("3") // Solo
			e.AttendInvite(l.essai1)
			e.Saisit("RRRR")
			e.Saisit("BBBB")
			e.AttendInvite(strings.Replace(l.essai1, "1", "3", 1))
			e.Signale(syscall.SIGKILL)
			e.Statut()

			r := ecrantest.Lance(t, ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), ecrantest.Options{Args: []string{"--seed", "20"}, Env: env})
			// A game to resume: the pointer starts on it.
			r.Attend("▸ " + l.reprendre)
			assert.Equal(t, 1, contient(r.Lignes(), l.essai3), "the game at its third try")
			r.Choisit("3") // Solo, below the resume entry and the course's game
			r.AttendInvite(l.essai1)
			r.Saisit("OOOO")
			r.Saisit(l.quitter)
			attendPhrase(r, l.misedecote)
			r.Tape(ecrantest.CtrlD)
			r.Attend(l.aurevoir)
			assert.Equal(t, 0, r.Statut())

			var lignes [][]string
			for _, p := range partiesDe(t, dir) {
				lignes = append(lignes, p)
			}
			assert.ElementsMatch(t, [][]string{{"RRRR", "BBBB"}, {"OOOO"}}, lignes, "both games, each in its own file")
		})
	}
}

// Issue 14, 2: "sauver perso" with another game's name asks first, and
// keeping it keeps it.
func TestEcranSauverSousLeNomDUneAutrePartieDemande(t *testing.T) {
	// English; French in make check
	// (TestEcranSauverSousLeNomDUneAutrePartieDemandeEnFrancais).
	ecranSauverSousLeNomDUneAutrePartieDemande(t, langueDe("en"))
}

// ecranSauverSousLeNomDUneAutrePartieDemande is
// TestEcranSauverSousLeNomDUneAutrePartieDemande in the languages ls.
func ecranSauverSousLeNomDUneAutrePartieDemande(t *testing.T, ls ...langue) {
	t.Parallel()
	for _, l := range ls {
		t.Run(l.code, func(t *testing.T) {
			dir := t.TempDir()
			e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "9"}, Env: envSauvegardes(dir, l)})
			e.Choisit("3")
			e.AttendInvite(l.essai1)
			e.Saisit("RRRR")
			e.Saisit(l.sauver)
			e.Saisit(l.quitter)
			attendPhrase(e, l.misedecote+l.perso)
			retourAuMenu(t, e, l.code)
			e.Choisit("3") // Solo
			e.AttendInvite(l.essai1)
			e.Saisit("BBBB")
			e.Saisit("OOOO")
			e.Saisit(l.sauver)
			attendPhrase(e, l.remplacer)
			e.Choisit("1") // the first answer keeps the other game
			attendPhrase(e, l.gardee)
			e.Saisit(l.quitter)
			attendPhrase(e, l.misedecote+l.auto)
			e.Tape(ecrantest.CtrlD)
			assert.Equal(t, 0, e.Statut())

			parties := partiesDe(t, dir)
			assert.Equal(t, []string{"RRRR"}, parties["perso"], "the first game is intact")
			assert.Len(t, parties, 2)
		})
	}
}

// Issue 14, 3: a damaged automatic save is shown with its reason and left
// byte for byte as it was while a new game is played.
func TestEcranUneSauvegardeAutoAbimeeSeVoitEtResteTelleQuelle(t *testing.T) {
	// English; French in make check
	// (TestEcranUneSauvegardeAutoAbimeeSeVoitEtResteTelleQuelleEnFrancais).
	ecranUneSauvegardeAutoAbimeeSeVoitEtResteTelleQuelle(t, langueDe("en"))
}

// ecranUneSauvegardeAutoAbimeeSeVoitEtResteTelleQuelle is
// TestEcranUneSauvegardeAutoAbimeeSeVoitEtResteTelleQuelle in the languages
// ls.
func ecranUneSauvegardeAutoAbimeeSeVoitEtResteTelleQuelle(t *testing.T, ls ...langue) {
	t.Parallel()
	for _, l := range ls {
		t.Run(l.code, func(t *testing.T) {
			dir := t.TempDir()
			chemin := filepath.Join(dir, "autosave-20261122-140500.yaml")
			tronque := []byte("version: 1\ncreated: 2026-11-22T14:05:00Z\nmode: solo\nparameters:\n  pegs: 4\n  colors: [Rouge, Bl")
			require.NoError(t, os.WriteFile(chemin, tronque, 0o644))
			e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "9"}, Env: envSauvegardes(dir, l)})
			e.Attend(l.illisibles)
			e.Choisit("6")
			e.Attend(l.ligne)
			e.Choisit("1")
			attendPhrase(e, l.raison)
			e.Tape(ecrantest.Echap) // back to the list
			e.Tape(ecrantest.Echap) // back to the menu
			e.Attend(l.illisibles)
			e.Choisit("3") // Solo
			e.AttendInvite(l.essai1)
			e.Saisit("RRRR")
			e.Saisit(l.quitter)
			attendPhrase(e, l.misedecote)
			e.Tape(ecrantest.CtrlD)
			assert.Equal(t, 0, e.Statut())
			apres, err := os.ReadFile(chemin)
			require.NoError(t, err)
			assert.Equal(t, tronque, apres, "byte for byte")
		})
	}
}

// ecritPerso saves a solo game called perso, one row played, in dir.
func ecritPerso(t *testing.T, dir string) {
	t.Helper()
	secret := codetest.Code(t, "VJBR")
	rrrr := codetest.Code(t, "RRRR")
	quand := time.Date(2026, 11, 22, 14, 5, 0, 0, time.Local)
	s := saves.Sauvegarde{Cree: quand, Jouee: quand, Mode: saves.ModeSolo, Parametres: partie.Classiques(),
		Manche: saves.Manche{Codeur: saves.Ordinateur, Decodeur: saves.Humain, Graine: 7, Secret: &secret,
			Lignes: []plateau.Ligne{{Code: rrrr, Reponse: code.Evalue(secret, rrrr)}}}}
	data, err := saves.Octets(s)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "perso.yaml"), data, 0o600))
}

// Issue 14, 4: "mastermind resume NAME" leaves like the menu: quitter,
// Ctrl-D, or no input at all, with the menu's words and status 0, the game
// saved.
func TestEcranResumeSortCommeLeMenu(t *testing.T) {
	t.Parallel()
	for _, l := range langues() {
		t.Run(l.code+" quit", func(t *testing.T) {
			dir := t.TempDir()
			ecritPerso(t, dir)
			e := ouvreEcran(t, ecrantest.Options{Args: []string{"resume", "perso"}, Env: envSauvegardes(dir, l)})
			attendPhrase(e, l.reprise)
			e.AttendInvite(strings.Replace(l.essai1, "1", "2", 1))
			e.Saisit(l.quitter)
			attendPhrase(e, l.misedecote+l.perso)
			assert.Equal(t, 0, e.Statut())
			assert.Equal(t, []string{"RRRR"}, partiesDe(t, dir)["perso"])
		})
		t.Run(l.code+" Ctrl-D", func(t *testing.T) {
			dir := t.TempDir()
			ecritPerso(t, dir)
			e := ouvreEcran(t, ecrantest.Options{Args: []string{"resume", "perso"}, Env: envSauvegardes(dir, l)})
			e.AttendInvite(strings.Replace(l.essai1, "1", "2", 1))
			e.Tape(ecrantest.CtrlD)
			attendPhrase(e, l.misedecote+l.perso)
			e.Attend(l.aurevoir)
			assert.Equal(t, 0, e.Statut())
			assert.Equal(t, []string{"RRRR"}, partiesDe(t, dir)["perso"])
			ligne, err := enModeLigne(int(e.TTY().Fd()))
			require.NoError(t, err)
			assert.True(t, ligne, "the terminal is restored")
		})
		t.Run(l.code+" </dev/null", func(t *testing.T) {
			if testing.Short() {
				t.Skip("runs the real program")
			}
			t.Parallel()
			dir := t.TempDir()
			ecritPerso(t, dir)
			cmd := exec.Command(ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), "resume", "perso")
			cmd.Env = append([]string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH")}, envSauvegardes(dir, l)...)
			out, err := cmd.Output()
			require.NoError(t, err, "status 0")
			assert.True(t, strings.HasSuffix(string(out), l.misedecote+l.perso+"\n"+l.aurevoir+"\n"), string(out))
			assert.Equal(t, []string{"RRRR"}, partiesDe(t, dir)["perso"])
		})
	}
}

// Issue 14, 10: SIGHUP (the window closed) leaves like SIGTERM: the game
// saved, the terminal restored, status 129 (128 + SIGHUP, issue 25).
func TestEcranSIGHUPSauveEtRendLeTerminal(t *testing.T) {
	dir := t.TempDir()
	e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "9"}, Env: envSauvegardes(dir, langues()[0])})
	e.Choisit("3")
	e.AttendInvite("Essai 1 sur 10 :")
	e.Saisit("RRRR")
	e.AttendInvite("Essai 2 sur 10 :")
	canon, _, err := modeTerminal(int(e.TTY().Fd()))
	require.NoError(t, err)
	require.False(t, canon, "a prompt puts the terminal in raw mode")
	e.Signale(syscall.SIGHUP)
	assert.Equal(t, 129, e.Statut())
	ligne, err := enModeLigne(int(e.TTY().Fd()))
	require.NoError(t, err)
	assert.True(t, ligne, "echo and line mode are back")
	entrees, err := saves.Dossier{Chemin: dir}.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 1)
	assert.Len(t, entrees[0].Sauvegarde.Manche.Lignes, 1, "the move is saved")
	assert.Nil(t, entrees[0].Ouverte, "and the game is free to resume")
}

// A second signal ends the program at once, whatever it is doing.
func TestEcranUnSecondSignalArreteLeProgramme(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{})
	e.Attend("Quitter")
	e.Signale(syscall.SIGTERM)
	e.Signale(syscall.SIGTERM)
	assert.Equal(t, 143, e.Statut(), "128 + SIGTERM")
	ligne, err := enModeLigne(int(e.TTY().Fd()))
	require.NoError(t, err)
	assert.True(t, ligne, "echo and line mode are back")
}

// Issue 14, 9: kills at random points of undo and redo never lose a move,
// and the temporary files they leave are removed by the next start. Four
// kills; twelve in make check (TestKillsDuringUndoAndRedoLoseNothingTwelve).
func TestKillsDuringUndoAndRedoLoseNothing(t *testing.T) {
	tueAnnulations(t, 4)
}

// tueAnnulations kills the program n times at random points of undo and
// redo, then checks the save.
func tueAnnulations(t *testing.T, n int) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	t.Parallel()
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(14, 9))
	var script strings.Builder
	script.WriteString("2\nRRRR\nBBBB\nsauver perso\n")
	for range 2000 {
		script.WriteString("annuler\nrefaire\n")
	}
	for i := range n {
		cmd := exec.Command(bin, "--seed", "9")
		entree := script.String()
		if i > 0 {
			cmd = exec.Command(bin, "resume", "perso")
			entree = entree[strings.Index(entree, "annuler"):]
		}
		cmd.Env = []string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH"), "MASTERMIND_SAVES=" + dir, "LANG=fr_FR.UTF-8"}
		in, err := cmd.StdinPipe()
		require.NoError(t, err)
		var out commandetest.Tampon
		cmd.Stdout = &out
		require.NoError(t, cmd.Start())
		go func() { _, _ = io.WriteString(in, entree) }()
		// Killed after a random number of undone and redone moves, while
		// it goes on reading: wherever it is then.
		apres := 1 + r.IntN(200)
		limite := time.Now().Add(ecrantest.Delai)
		for strings.Count(out.String(), "rejoué") < apres && time.Now().Before(limite) {
			time.Sleep(time.Millisecond)
		}
		require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
		_ = cmd.Wait()

		// As the next start does, the folder is listed: the game reads,
		// and its rows and rows to redo are still the two moves played.
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

// langueDe is the langue of code, fr or en.
func langueDe(code string) langue {
	for _, l := range langues() {
		if l.code == code {
			return l
		}
	}
	panic("no language " + code)
}
