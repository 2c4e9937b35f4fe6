package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

// lignesDe are the lines of out.
func lignesDe(out string) []string { return strings.Split(out, "\n") }

func TestResumeCommand(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	secret := scenario.SecretDeGraine(4)

	out := joueMenu(t, 4, "Solo", "RRRR", "sauver midi", "quitter", "Solo", "BBBB", "quitter", "Quitter")
	assert.Contains(t, lignesDe(out), "Partie sauvegardée sous « midi » ; ses prochains coups y seront enregistrés aussi.")

	out, _, st := lance(t, "", "resume")
	require.Equal(t, 0, st)
	l := lignesDe(out)
	require.Len(t, l, 4, out)
	assert.Regexp(t, `^Solo 4×6, (lun|mar|mer|jeu|ven|sam|dim)\. \d{1,2} \S+ \d\d:\d\d — essai 2$`, l[0], "by the menu's names")
	assert.True(t, strings.HasPrefix(l[1], "midi — solo 4×6, essai 2, "), l[1])
	nom := strings.TrimSuffix(l[0], " — essai 2")
	assert.Equal(t, "Pour en reprendre une : « mastermind resume \""+nom+"\" ».", l[2], "the command to type")

	// The name the list shows resumes the game, as typed or with 4x6.
	out, _, st = lance(t, "quitter\n", "resume", nom)
	require.Equal(t, 0, st)
	assert.True(t, strings.HasPrefix(out, "Reprise de « "+nom+" » : essai 2."), out)
	out, _, st = lance(t, "quitter\n", "resume", strings.ReplaceAll(nom, "×", "x"))
	require.Equal(t, 0, st)
	assert.True(t, strings.HasPrefix(out, "Reprise de « "+nom+" » : essai 2."), out)
	assert.Contains(t, lignesDe(out), "Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume \""+nom+"\" ».")
	out, _, st = lance(t, "", "--lang", "en", "resume")
	require.Equal(t, 0, st)
	l = lignesDe(out)
	require.Len(t, l, 4, out)
	assert.Regexp(t, `^To resume one: "mastermind resume 'Solo 4×6, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d\d:\d\d'"\.$`, l[2])

	out, _, st = lance(t, secret+"\n", "resume", "midi")
	require.Equal(t, 0, st)
	assert.True(t, strings.HasPrefix(out, "Reprise de « midi » : solo 4×6, essai 2, "), out)
	assert.Contains(t, lignesDe(out), "Bravo, trouvé en 2 essais !")
	out, _, _ = lance(t, "", "resume")
	assert.NotContains(t, out, "midi", "a finished game is no longer offered")

	_, errw, st := lance(t, "", "resume", "Solo 4×6, lun. 1 janv. 00:00")
	assert.Equal(t, 2, st)
	assert.Equal(t, "Impossible : aucune sauvegarde « Solo 4×6, lun. 1 janv. 00:00 » dans "+dir+".\n", errw, "a name no save has")

	_, errw, st = lance(t, "", "resume", "absente")
	assert.Equal(t, 2, st)
	assert.Equal(t, "Impossible : aucune sauvegarde « absente » dans "+dir+".\n", errw)

	_, errw, st = lance(t, "", "resume", "../../etc/passwd")
	assert.Equal(t, 2, st)
	assert.Equal(t, "Impossible : « ../../etc/passwd » commence par un point ; un nom commence par une lettre ou un chiffre.\n", errw)

	require.NoError(t, os.WriteFile(filepath.Join(dir, "tronquee.yaml"), []byte("version: 1\ncreated: 2026-11-22T14:05:00Z\nmode: solo\nparameters:\n  pegs: 4\n  colors: [Rouge, Bl"), 0o644))
	_, errw, st = lance(t, "", "resume", "tronquee")
	assert.Equal(t, 2, st)
	assert.Equal(t, "Impossible : la sauvegarde « tronquee » ("+filepath.Join(dir, "tronquee.yaml")+") est illisible : le fichier s'arrête au milieu de sa ligne 6 : il a été coupé. Le fichier est laissé tel quel.\n", errw)
	out, _, st = lance(t, "", "resume")
	require.Equal(t, 0, st)
	assert.Contains(t, lignesDe(out), "tronquee — illisible : le fichier s'arrête au milieu de sa ligne 6 : il a été coupé",
		"a damaged file does not stop the others from being listed")

	out, _, st = lance(t, "", "resume", "--help")
	assert.Equal(t, 0, st)
	assert.Contains(t, out, "--saves")
}

// quitter, Ctrl-D or no input at all leave a resumed game saved, with the
// menu's words and its status, in both languages.
func TestResumeLeavesLikeTheMenu(t *testing.T) {
	tests := []struct {
		nom, entree, langue string
		fin                 []string
	}{
		{"quitter", "RRRR\nquitter\n", "fr", []string{"Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume perso »."}},
		{"quit", "RRRR\nquit\n", "en", []string{"Game set aside: resume it from the menu, or with \"mastermind resume perso\"."}},
		{"fin de l'entrée", "RRRR\n", "fr", []string{"Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume perso ».", "Au revoir !"}},
		{"end of input", "RRRR\n", "en", []string{"Game set aside: resume it from the menu, or with \"mastermind resume perso\".", "Goodbye!"}},
		{"rien", "", "fr", []string{"Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume perso ».", "Au revoir !"}},
	}
	for _, tt := range tests {
		t.Run(tt.nom, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv("MASTERMIND_SAVES", dir)
			joueMenu(t, 4, "Solo", "BBBB", "sauver perso", "quitter", "Quitter")
			avant, err := saves.Dossier{Chemin: dir}.Lit("perso")
			require.NoError(t, err)

			// The flags come after the name, as solve takes them.
			out, errw, st := lance(t, tt.entree, "resume", "perso", "--lang", tt.langue)
			assert.Equal(t, 0, st, "like the menu: success")
			assert.Empty(t, errw)
			l := lignesDe(strings.TrimSuffix(out, "\n"))
			assert.Equal(t, tt.fin, l[len(l)-len(tt.fin):])
			apres, err := saves.Dossier{Chemin: dir}.Lit("perso")
			require.NoError(t, err, "the game is saved")
			assert.GreaterOrEqual(t, len(apres.Manche.Lignes), len(avant.Manche.Lignes))
			entrees, err := os.ReadDir(dir)
			require.NoError(t, err)
			var noms []string
			for _, e := range entrees {
				noms = append(noms, e.Name())
			}
			assert.Equal(t, []string{".mastermind-verrous", "perso.yaml"}, noms, "the game, its lock released")
		})
	}
}

func TestResumeFlagsBeforeOrAfterTheName(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	joueMenu(t, 4, "Solo", "BBBB", "sauver perso", "quitter", "Quitter")
	t.Setenv("MASTERMIND_SAVES", t.TempDir()) // only --saves finds it
	for _, args := range [][]string{
		{"resume", "--lang", "en", "--saves", dir, "perso"},
		{"resume", "perso", "--lang", "en", "--saves", dir},
		{"resume", "--lang=en", "perso", "--saves=" + dir},
		{"--lang", "en", "resume", "--saves", dir, "--", "perso"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			out, errw, st := lance(t, "quit\n", args...)
			assert.Equal(t, 0, st, errw)
			assert.True(t, strings.HasPrefix(out, `Resuming "perso": solo 4×6, try 2, `), out)
		})
	}
	_, errw, st := lance(t, "", "resume", "perso", "autre", "--saves", dir)
	assert.Equal(t, 2, st)
	assert.NotEmpty(t, errw)
}

func TestResumeOfAGameOpenInAnotherWindow(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	joueMenu(t, 4, "Solo", "BBBB", "sauver perso", "quitter", "Quitter")
	autre := saves.Dossier{Chemin: dir, Moi: saves.Processus{Pid: os.Getppid()}}
	e, _, err := autre.Ouvre("perso")
	require.NoError(t, err)
	defer e.Libere()

	_, errw, st := lance(t, "", "resume", "perso")
	assert.Equal(t, 1, st)
	assert.Equal(t, "Impossible : la partie « perso » est ouverte dans une autre fenêtre (processus "+
		strconv.Itoa(os.Getppid())+") ; continuez-la là-bas, ou quittez-la là-bas pour la reprendre ici.\n", errw)
	assert.True(t, disque.Vivant(disque.Processus{Pid: os.Getppid()}))
}

// Special files in the saves or the cache folder are listed or reported
// with their reason, at once: a link to /dev/zero, a FIFO, a huge file.
func TestSpecialFilesNeverBlockNorExhaustTheProgram(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	t.Setenv("MASTERMIND_CACHE", cache)
	require.NoError(t, os.Symlink("/dev/zero", filepath.Join(dir, "zero.yaml")))
	disquetest.Tube(t, filepath.Join(dir, "f.yaml"))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "enorme.yaml"), make([]byte, saves.MaxTaille+1), 0o644))

	type resultat struct {
		out, errw string
		st        int
	}
	lanceAvecDelai := func(args ...string) resultat {
		fini := make(chan resultat, 1)
		go func() {
			out, errw, st := lance(t, "", args...)
			fini <- resultat{out, errw, st}
		}()
		select {
		case r := <-fini:
			return r
		case <-time.After(60 * time.Second):
			t.Fatalf("%v blocked", args)
			return resultat{}
		}
	}
	r := lanceAvecDelai("resume")
	assert.Equal(t, 0, r.st)
	assert.ElementsMatch(t, []string{
		"enorme — illisible : le fichier est trop gros pour une sauvegarde (plus de 1 Mo)",
		"f — illisible : c'est un tube nommé (FIFO), pas un fichier",
		"zero — illisible : c'est un lien symbolique, or seul un fichier ordinaire est lu",
	}, lignesDe(strings.TrimSpace(r.out)))

	r = lanceAvecDelai("resume", "f")
	assert.Equal(t, 2, r.st)
	assert.Equal(t, "Impossible : la sauvegarde « f » ("+filepath.Join(dir, "f.yaml")+") est illisible : c'est un tube nommé (FIFO), pas un fichier. Le fichier est laissé tel quel.\n", r.errw)

	for _, c := range []struct {
		nom, raison string
		cree        func(chemin string) error
	}{
		{"FIFO", "c'est un tube nommé (FIFO), pas un fichier", func(c string) error { return disquetest.CreeTube(c) }},
		{"link", "c'est un lien symbolique, or seul un fichier ordinaire est lu", func(c string) error { return os.Symlink("/dev/zero", c) }},
		{"too large", "il est trop gros pour un arbre de cette taille (plus de " + texte.Nouveau(texte.Francais).Entier(int(arbres.TailleMax(216))) + " octets)",
			func(c string) error { return os.WriteFile(c, make([]byte, 40000), 0o644) }},
	} {
		t.Run(c.nom, func(t *testing.T) {
			chemin := filepath.Join(cache, "3x6.mmo")
			require.NoError(t, os.RemoveAll(chemin))
			require.NoError(t, c.cree(chemin))
			r := lanceAvecDelai("stats", "--strategy", "optimal", "--pegs", "3")
			assert.Equal(t, 0, r.st, r.errw)
			assert.Equal(t, "Le fichier "+chemin+" n'est pas lu : "+c.raison+" ; la stratégie optimale est recalculée.\n", r.errw)
		})
	}
}

// Issue 33: the name mastermind resume prints ('Duo 4×6, Fri 27 Nov
// 18:29') is the one analyse, resume and the lock's sentence take and
// show, in English as it was seen; the file's name still works.
func TestTheNameResumePrintsWorksEverywhere(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	joueMenu(t, 4, "Deux joueurs", "VJBR", "RRRR", "quitter", "Quitter")
	out, errw, st := lance(t, "", "resume", "--lang", "en")
	require.Equal(t, 0, st, errw)
	_, apres, ok := strings.Cut(out, `To resume one: "mastermind resume '`)
	require.True(t, ok, out)
	nom, _, ok := strings.Cut(apres, `'".`)
	require.True(t, ok, out)
	require.True(t, strings.HasPrefix(nom, "Duo 4×6, "), nom)

	out, errw, st = lance(t, "", "analyse", "--lang", "en", nom)
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "RRRR")
	assert.NotContains(t, out, "VJBR", "the secret of a game in progress")
	entrees, err := os.ReadDir(dir)
	require.NoError(t, err)
	var fichier string
	for _, e := range entrees {
		if strings.HasSuffix(e.Name(), ".yaml") {
			fichier = strings.TrimSuffix(e.Name(), ".yaml")
		}
	}
	require.NotEmpty(t, fichier)
	out, errw, st = lance(t, "", "analyse", "--lang", "en", fichier)
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "RRRR", "the file's name too")

	autre := saves.Dossier{Chemin: dir, Moi: saves.Processus{Pid: os.Getppid()}}
	e, _, err := autre.Ouvre(fichier)
	require.NoError(t, err)
	defer e.Libere()
	_, errw, st = lance(t, "", "resume", "--lang", "en", nom)
	assert.Equal(t, 1, st)
	assert.Equal(t, "Not possible: the game \""+nom+"\" is open in another window (process "+
		strconv.Itoa(os.Getppid())+"); go on with it there, or quit it there to resume it here.\n", errw)
}
