package jeu

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/reglages"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

// rejoueAvec plays a scenario on a game that saves into d, its seeds from
// graine on.
func rejoueAvec(t *testing.T, d *saves.Dossier, graine uint64, etapes ...string) string {
	t.Helper()
	j, out := nouveauJeu(etapes...)
	j.Sauvegardes = d
	j.Horloge = midi
	n := graine
	j.Graine = func() uint64 { n++; return n - 1 }
	menu(t, j)
	return out.String()
}

// lignes are the lines of out.
func lignes(out string) []string { return strings.Split(out, "\n") }

// entrees lists d, failing the test on error.
func entrees(t *testing.T, d *saves.Dossier) []saves.Entree {
	t.Helper()
	e, err := d.Liste()
	require.NoError(t, err)
	return e
}

func TestSaveQuitAndResumeASoloGame(t *testing.T) {
	j, out := nouveauJeu("Solo", "RRRR", "sauver ma partie", "sauver ../dehors", "sauver -rf", "sauver autosave", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	assert.Subset(t, lignes(out.String()), []string{
		"Partie sauvegardée sous « ma partie » ; ses prochains coups y seront enregistrés aussi.",
		"« ../dehors » commence par un point ; un nom commence par une lettre ou un chiffre. Tapez par exemple « sauver ma partie ».",
		"« -rf » commence par un tiret, que le terminal prendrait pour une option ; un nom commence par une lettre ou un chiffre. Tapez par exemple « sauver ma partie ».",
		"« autosave » est réservé aux sauvegardes automatiques ; choisissez un autre nom. Tapez par exemple « sauver ma partie ».",
		"Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume \"ma partie\" ».",
		"  9) Reprendre « ma partie » (solo 4×6, essai 2, dim. 22 nov. 14:05)",
		"  10) Parties sauvegardées (1)",
	})
	_, err := os.Stat(filepath.Join(d.Chemin, "..", "dehors.yaml"))
	assert.True(t, os.IsNotExist(err), "a name never leaves the folder")
	e := entrees(t, d)
	require.Len(t, e, 1, "the game moved to its name: no automatic file left")
	assert.Equal(t, "ma partie", e[0].Nom)

	s := secret(graineTest)
	out2 := rejoueAvec(t, d, 500, "Parties sauvegardées > ma partie > Reprendre", s, "Quitter")
	assert.Subset(t, lignes(out2), []string{
		"  1) ma partie — solo 4×6, essai 2, dim. 22 nov. 14:05",
		"Reprise de « ma partie » : solo 4×6, essai 2, dim. 22 nov. 14:05.",
		"     1  RRRR     1   0",
		"Bravo, trouvé en 2 essais !",
	}, "the same secret as before the save")
	assert.Empty(t, entrees(t, d), "a finished game is no longer offered")
	assert.NotContains(t, out2[strings.Index(out2, "Bravo"):], "Reprendre «", "nor in the menu after it")
}

func TestANewGameNeverTouchesTheInterruptedOne(t *testing.T) {
	j, _ := nouveauJeu("Solo", "RRRR", "BBBB", "quitter", "Solo", "JJJJ", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	e := entrees(t, d)
	require.Len(t, e, 2, "two games, two files")
	lignesDe := func(e saves.Entree) []string {
		var s []string
		for _, l := range e.Sauvegarde.Manche.Lignes {
			s = append(s, l.Code.Mot(j.Reglages.Parametres.Palette))
		}
		return s
	}
	assert.ElementsMatch(t, [][]string{{"RRRR", "BBBB"}, {"JJJJ"}}, [][]string{lignesDe(e[0]), lignesDe(e[1])})
	for _, x := range e {
		assert.True(t, x.Automatique(), x.Nom)
	}

	out := rejoueAvec(t, d, 900, "Parties sauvegardées", "Retour au menu", "Quitter")
	assert.Subset(t, lignes(out), []string{
		"  9) Reprendre « Solo 4×6, dim. 22 nov. 14:05 » (essai 3)",
		"  10) Parties sauvegardées (2)",
		"  1) Solo 4×6, dim. 22 nov. 14:05 — essai 3",
		"  2) Solo 4×6, dim. 22 nov. 14:05 (2) — essai 2",
	})
}

func TestSauverWithAnotherGamesNameAsksFirst(t *testing.T) {
	j, out := nouveauJeu("Solo", "RRRR", "sauver perso", "quitter",
		"Solo", "BBBB", "JJJJ", "sauver perso", "Non, garder l'autre partie", "sauver perso", "Oui", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	assert.Subset(t, lignes(out.String()), []string{
		"« perso » est déjà le nom d'une autre partie (solo 4×6, essai 2, dim. 22 nov. 14:05). La remplacer par celle-ci ?",
		"  1) Non, garder l'autre partie",
		"  2) Oui, remplacer « perso » par cette partie",
		"L'autre partie « perso » est gardée ; pour sauver celle-ci, tapez « sauver » avec un autre nom.",
		"Partie sauvegardée sous « perso » ; ses prochains coups y seront enregistrés aussi.",
	})
	e := entrees(t, d)
	require.Len(t, e, 1, "replaced once the player said yes: one game")
	assert.Equal(t, "perso", e[0].Nom)
	assert.Len(t, e[0].Sauvegarde.Manche.Lignes, 2, "the second game")
}

func TestDamagedAutosaveIsShownAndNeverOverwritten(t *testing.T) {
	j, out := nouveauJeu("Parties sauvegardées > Partie du dim. 22 nov. 14:05", "Retour au menu", "Retour au menu", "Solo", "RRRR", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	chemin := filepath.Join(d.Chemin, "autosave-20261122-140500.yaml")
	tronque := []byte("version: 1\ncreated: 2026-11-22T14:05:00Z\nmode: solo\nparameters:\n  pegs: 4\n  colors: [Rouge, Bl")
	require.NoError(t, os.WriteFile(chemin, tronque, 0o644))
	menu(t, j)
	assert.Subset(t, lignes(out.String()), []string{
		"  10) Parties sauvegardées (1, dont 1 illisible)",
		"  1) Partie du dim. 22 nov. 14:05 — illisible : le fichier s'arrête au milieu de sa ligne 6 : il a été coupé",
		"La sauvegarde « autosave-20261122-140500 » (" + chemin + ") est illisible : le fichier s'arrête au milieu de sa ligne 6 : il a été coupé. Le fichier est laissé tel quel.",
		"  1) Supprimer",
	})
	apres, err := os.ReadFile(chemin)
	require.NoError(t, err)
	assert.Equal(t, tronque, apres, "byte for byte, after a new game started the same second")
	e := entrees(t, d)
	require.Len(t, e, 2)
	assert.NoError(t, e[0].Err, "the new game has a file of its own")
	assert.Equal(t, "autosave-20261122-140500-2", e[0].Nom)
}

func TestDeletingAGameFromTheList(t *testing.T) {
	j, out := nouveauJeu("Solo", "RRRR", "quitter", "Parties sauvegardées > Solo 4×6 > Supprimer > Oui", "Retour au menu", "Quitter")
	d := avecSauvegardes(t, j)
	require.NoError(t, os.WriteFile(filepath.Join(d.Chemin, "abimee.yaml"), []byte("version: 1\nmode: solo\nbogus: 3\n"), 0o644))
	menu(t, j)
	assert.Subset(t, lignes(out.String()), []string{
		"  2) abimee — illisible : ligne 3, le champ « bogus » est inconnu",
		"Sauvegarde « Solo 4×6, dim. 22 nov. 14:05 » supprimée.",
	})
	e := entrees(t, d)
	require.Len(t, e, 1)
	assert.Equal(t, "abimee", e[0].Nom, "the damaged file stays until it is deleted")
}

func TestResumedComputerRoundProposesTheSameCode(t *testing.T) {
	s := secret(graineTest)
	j, _ := nouveauJeu("Jouer contre l'ordinateur", s, "", "1 0", "1 1", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	e := entrees(t, d)
	require.Len(t, e, 1)
	sv := e[0].Sauvegarde
	assert.Equal(t, 2, sv.Partie.NumManche)
	assert.Equal(t, 1, sv.Partie.ScoreOrdi)
	require.Len(t, sv.Manche.Lignes, 2)

	out := rejoueAvec(t, d, 900, "Reprendre", "1 2", "0 4", "1 3", "4 0", "Quitter")
	assert.Subset(t, lignes(out), []string{
		"Reprise de « Partie 4×6, dim. 22 nov. 14:05 » : manche 2/2, essai 3.",
		"Score — vous : 0, ordinateur : 1.",
		"Essai 3 : l'ordinateur propose JRBJ",
		"L'ordinateur a trouvé VJBR en 6 essais.",
		"Fin de la partie — vous : 6, ordinateur : 1.",
	}, "the proposal it would have made")
	assert.Empty(t, entrees(t, d), "the game is over: its file went")
}

func TestUndoRedoAreSavedAndCounted(t *testing.T) {
	s := secret(graineTest)
	j, out := nouveauJeu("Solo", "RRRR", "BBBB", "annuler", "annuler", "refaire", "quitter",
		"Reprendre", "refaire", s, "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	assert.Subset(t, lignes(out.String()), []string{"Essai 2 rejoué.", "Coups annulés : 2."}, "the redo survived the quit and the resume")
	assert.Empty(t, entrees(t, d))
}

func TestASaveThatFailsToWriteLetsTheGameGoOn(t *testing.T) {
	fichier := filepath.Join(t.TempDir(), "un fichier")
	require.NoError(t, os.WriteFile(fichier, nil, 0o644))
	// The folder itself, or a folder under the file: the file in the way is
	// the one named, the one to move. Under /dev/null, the folder given and
	// the device are named, and nothing is to be moved.
	sous := filepath.Join(fichier, "parties", "mastermind")
	for _, c := range []struct{ dossier, raison string }{
		{fichier, fichier + " devrait être un dossier, or un fichier porte ce nom ; déplacez ce fichier, ou choisissez un autre dossier avec --saves"},
		{sous, sous + " ne peut pas être un dossier, car " + fichier + " est un fichier ; déplacez ce fichier, ou choisissez un autre dossier avec --saves"},
		{"/dev/null/x", "/dev/null/x ne peut pas être un dossier, car /dev/null n'en est pas un ; choisissez un autre dossier avec --saves"},
	} {
		t.Run(c.dossier, func(t *testing.T) { sauvegardeImpossible(t, c.dossier, c.raison) })
	}
}

func sauvegardeImpossible(t *testing.T, dossier, raison string) {
	j, out := nouveauJeu("Solo", "RRRR", "sauver x", "BBBB", "quitter", "Quitter")
	j.Sauvegardes = &saves.Dossier{Chemin: dossier}
	menu(t, j)
	assert.Subset(t, lignes(out.String()), []string{
		"Les parties sauvegardées ne peuvent pas être montrées : " + raison + ".",
		"Les coups de cette partie ne sont pas sauvegardés : " + raison + ". La partie continue.",
		"La partie n'a pas pu être sauvegardée sous « x » : " + raison + ". La partie continue.",
		"Essai 3 sur 10 : quitter",
		"Partie abandonnée.",
	}, "the game went on, and its end says it was not saved")
	assert.Equal(t, 1, strings.Count(out.String(), "Les coups de cette partie ne sont pas sauvegardés"), "said once")
	assert.Equal(t, 1, strings.Count(out.String(), "Les parties sauvegardées ne peuvent pas être montrées"), "said once")
}

func TestAFullDiskIsSaidOnceThenSavingComesBack(t *testing.T) {
	j, out := nouveauJeu("Solo", "RRRR", "BBBB", "JJJJ", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	ecritures := 0
	d.AvecPanne(disquetest.Panne(func(e disque.Etape) error {
		if e != disque.AvantRenommage {
			return nil
		}
		ecritures++
		if ecritures == 1 || ecritures == 2 { // after RRRR and BBBB: nothing is written before
			return syscall.ENOSPC
		}
		return nil
	}))
	menu(t, j)
	assert.Subset(t, lignes(out.String()), []string{
		"Les coups de cette partie ne sont pas sauvegardés : le disque du dossier " + d.Chemin + " est plein ; faites de la place. La partie continue.",
		"Les coups de cette partie sont de nouveau sauvegardés.",
		"Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume \"Solo 4×6, dim. 22 nov. 14:05\" ».",
	})
	assert.Equal(t, 1, strings.Count(out.String(), "ne sont pas sauvegardés"), "said once")
	e := entrees(t, d)
	require.Len(t, e, 1)
	assert.Len(t, e[0].Sauvegarde.Manche.Lignes, 3, "every move is on disk once saving works again")
}

// soloSauvegarde is a solo game of j's settings against secret(7), with
// the rows given played (both in the default French letters).
func soloSauvegarde(t *testing.T, j *Jeu, rangs ...string) saves.Sauvegarde {
	t.Helper()
	p := j.Reglages.Parametres
	francaises := couleur.MustDefaut(6)
	sec, err := code.Lire(secret(7), francaises, p.Taille.Pions)
	require.NoError(t, err)
	m := saves.Manche{Codeur: saves.Ordinateur, Decodeur: saves.Humain, Graine: 7, Secret: &sec}
	for _, r := range rangs {
		c, err := code.Lire(r, francaises, p.Taille.Pions)
		require.NoError(t, err)
		m.Lignes = append(m.Lignes, plateau.Ligne{Code: c, Reponse: code.Evalue(sec, c)})
	}
	return saves.Sauvegarde{Cree: midi(), Jouee: midi(), Mode: saves.ModeSolo, Parametres: p, Manche: m}
}

// nouveauJeuAnglais is nouveauJeu in English.
func nouveauJeuAnglais(etapes ...string) (*Jeu, *strings.Builder) {
	j, out := nouveauJeu()
	cat := texte.Nouveau(texte.Anglais)
	j.Cat, j.Reglages = cat, reglages.ReglagesParDefaut(cat)
	j.Invite = scenario.Nouveau(out, cat, etapes...)
	return j, out
}

// The sentences of saves, whole, in English (the French ones are in the
// tests above).
func TestSavesSpeakEnglish(t *testing.T) {
	j, out := nouveauJeuAnglais("Solo", "RRRR", "save", "save autosave", "save perso", "quit",
		"Solo", "BBBB", "save perso", "No", "quit",
		"Saved games > Solo 4×6 > Delete > Yes", "Back to the menu", "Quit")
	d := avecSauvegardes(t, j)
	ecritures := 0
	d.AvecPanne(disquetest.Panne(func(e disque.Etape) error {
		if e == disque.AvantRenommage {
			if ecritures++; ecritures == 3 { // RRRR, save perso, BBBB
				return syscall.ENOSPC
			}
		}
		return nil
	}))
	require.NoError(t, os.WriteFile(filepath.Join(d.Chemin, "vide.yaml"), nil, 0o644))
	menu(t, j)
	assert.Subset(t, lignes(out.String()), []string{
		"  10) Saved games (1, 1 unreadable)",
		"The game is saved after every move; to give it a name, type \"save\" and the name, for example \"save my game\".",
		"\"autosave\" is reserved for the automatic saves; choose another name. Type for example \"save my game\".",
		"Game saved as \"perso\"; its next moves will be saved there too.",
		"Game set aside: resume it from the menu, or with \"mastermind resume perso\".",
		"  9) Resume \"perso\" (solo 4×6, try 2, Sun 22 Nov 14:05)",
		"This game's moves are not being saved: the disk of the folder " + d.Chemin + " is full; make room. The game goes on.",
		"This game's moves are being saved again.",
		"\"perso\" is already the name of another game (solo 4×6, try 2, Sun 22 Nov 14:05). Replace it with this one?",
		"  1) No, keep the other game",
		"  2) Yes, replace \"perso\" with this game",
		"The other game \"perso\" is kept; to save this one, type \"save\" with another name.",
		"  9) Resume \"Solo 4×6, Sun 22 Nov 14:05\" (try 2)",
		"  10) Saved games (3, 1 unreadable)",
		"  1) Solo 4×6, Sun 22 Nov 14:05 — try 2",
		"  2) perso — solo 4×6, try 2, Sun 22 Nov 14:05",
		"  3) vide — unreadable: the file is empty",
		"Save \"Solo 4×6, Sun 22 Nov 14:05\" deleted.",
	})
}

// TestAGameOpenInAnotherWindow: a game another window holds is listed as
// open there and not offered first; choosing it says where it is. Both
// languages.
func TestAGameOpenInAnotherWindow(t *testing.T) {
	for _, c := range []struct {
		langue    string
		jeu       func(...string) (*Jeu, *strings.Builder)
		etapes    []string
		vus       []string
		reprendre string
	}{
		{"fr", nouveauJeu, []string{"Parties sauvegardées > perso", "Retour au menu", "Quitter"}, []string{
			"  10) Parties sauvegardées (1)",
			"  1) perso — solo 4×6, essai 2, dim. 22 nov. 14:05 (ouverte dans une autre fenêtre)",
			"Cette partie est ouverte dans une autre fenêtre (processus 4242) : continuez-la là-bas, ou quittez-la là-bas pour la reprendre ici.",
		}, "Reprendre « perso »"},
		{"en", nouveauJeuAnglais, []string{"Saved games > perso", "Back to the menu", "Quit"}, []string{
			"  10) Saved games (1)",
			"  1) perso — solo 4×6, try 2, Sun 22 Nov 14:05 (open in another window)",
			"This game is open in another window (process 4242): go on with it there, or quit it there to resume it here.",
		}, `Resume "perso"`},
	} {
		t.Run(c.langue, func(t *testing.T) {
			j, out := c.jeu(c.etapes...)
			ouverteAilleurs(t, j, "perso", "RRRR")
			menu(t, j)
			assert.Subset(t, lignes(out.String()), c.vus)
			assert.NotContains(t, out.String(), c.reprendre, "not offered first while it is open elsewhere")
		})
	}
}

// TestSauverANameOpenInAnotherWindow: "sauver perso" while another window
// plays "perso" is refused, and the player is told to choose another
// name (not to go and resume that game). Both languages.
func TestSauverANameOpenInAnotherWindow(t *testing.T) {
	for _, c := range []struct {
		langue string
		jeu    func(...string) (*Jeu, *strings.Builder)
		etapes []string
		vue    string
	}{
		{"fr", nouveauJeu, []string{"Solo", "RRRR", "sauver perso", "quitter", "Quitter"},
			"« perso » est le nom d'une partie ouverte dans une autre fenêtre (processus 4242) : choisissez un autre nom."},
		{"en", nouveauJeuAnglais, []string{"Solo", "RRRR", "save perso", "quit", "Quit"},
			`"perso" is the name of a game open in another window (process 4242): choose another name.`},
	} {
		t.Run(c.langue, func(t *testing.T) {
			j, out := c.jeu(c.etapes...)
			ouverteAilleurs(t, j, "perso", "BBBB")
			menu(t, j)
			assert.Contains(t, lignes(out.String()), c.vue)
		})
	}
}

// ouverteAilleurs saves a solo game of secret secret as nom, held open by
// another live window (process 4242) of j's saves folder.
func ouverteAilleurs(t *testing.T, j *Jeu, nom, secret string) {
	t.Helper()
	d := avecSauvegardes(t, j)
	autre := *d
	autre.Moi = saves.Processus{Pid: 4242, Debut: "1"}
	autre.Vivant = func(p saves.Processus) bool { return p.Pid == 4242 }
	d.Vivant = autre.Vivant
	e, err := autre.Nouvel(midi())
	require.NoError(t, err)
	require.NoError(t, e.Nomme(nom, soloSauvegarde(t, j, secret), nil))
}

// A game left before its first proposal leaves no file, whatever its
// mode and however it is left; "sauver" alone writes nothing either.
func TestAGameWithNoMoveIsNotSaved(t *testing.T) {
	for _, c := range []struct {
		nom    string
		etapes []string
		dit    string
	}{
		{"solo, quitter", []string{"Solo", "sauver", "quitter", "Quitter"}, "Partie abandonnée avant son premier coup : rien à reprendre."},
		{"two players, quitter", []string{"Deux joueurs", "RBJV", "quitter", "Quitter"}, "Partie abandonnée avant son premier coup : rien à reprendre."},
		{"the course's game, quitter", []string{"Jouer contre l'ordinateur", "quitter", "Quitter"}, "Partie abandonnée avant son premier coup : rien à reprendre."},
		{"solo, end of input", []string{"Solo"}, ""},
	} {
		t.Run(c.nom, func(t *testing.T) {
			j, out := nouveauJeu(c.etapes...)
			d := avecSauvegardes(t, j)
			err := j.Menu(context.Background())
			if c.dit != "" {
				require.NoError(t, err)
				assert.Contains(t, lignes(out.String()), c.dit)
			}
			assert.Empty(t, entrees(t, d), "no save")
			assert.NotContains(t, out.String(), "mise de côté")
			f, err := os.ReadDir(d.Chemin)
			if err == nil {
				for _, e := range f {
					assert.True(t, strings.HasPrefix(e.Name(), "."), "only the folder's hidden guard: %s", e.Name())
				}
			}
		})
	}
	j, out := nouveauJeuAnglais("Solo", "quit", "Quit")
	d := avecSauvegardes(t, j)
	menu(t, j)
	assert.Contains(t, lignes(out.String()), "Game abandoned before its first move: nothing to resume.")
	assert.Empty(t, entrees(t, d))
}

// A game that played then undid every move still has a move to redo: it
// stays.
func TestAGameWhoseMovesWereUndoneStays(t *testing.T) {
	j, _ := nouveauJeu("Solo", "RRRR", "annuler", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	e := entrees(t, d)
	require.Len(t, e, 1)
	assert.Len(t, e[0].Sauvegarde.Manche.ARefaire, 1)
}

// A new game's own automatic file, written before any move (as versions
// before this one did), goes when the game is left without one; a save
// opened from the folder stays, moves or not.
func TestLaisseRetireSonAutosaveSansCoup(t *testing.T) {
	j, out := nouveauJeu()
	d := avecSauvegardes(t, j)
	s := soloSauvegarde(t, j)
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	require.NoError(t, err)
	c := &enCours{mode: saves.ModeSolo, cree: midi(), params: p, infos: s.Manche}
	c.session = j.session(c, e)
	c.manche, err = manche.NouvelleHumain(e, p.NbEssaisMax, *s.Manche.Secret, decodeurHumain(c.session, &tableLigne{j: j, palette: p.Palette}, ""))
	require.NoError(t, err)
	require.NoError(t, j.ecrit(c))
	require.Len(t, entrees(t, d), 1, "written before any move")
	require.NoError(t, j.laisse(c, manche.ErrAbandon))
	assert.Empty(t, entrees(t, d), "its own file went")
	assert.Contains(t, out.String(), "Partie abandonnée avant son premier coup : rien à reprendre.\n")

	data, err := saves.Octets(s)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(d.Chemin, "autosave-20261122-140500.yaml"), data, 0o600))
	place, _, err := d.Ouvre("autosave-20261122-140500")
	require.NoError(t, err)
	c.place, c.neuve = place, false
	require.NoError(t, j.laisse(c, manche.ErrAbandon))
	assert.Len(t, entrees(t, d), 1, "a save opened from the folder stays")
}
