package historique

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

const lettres = "RBJVON"

var debut = time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)

// entree is a solo round of 4 × 6, VJBR found in the handout's six rows;
// score tells entries apart.
func entree(t testing.TB, score int) Entree {
	secret := codetest.Code(t, "VJBR")
	var ls []plateau.Ligne
	for _, m := range []string{"RRRR", "RBBB", "JRBJ", "JBRV", "VRJB", "VJBR"} {
		c := codetest.Code(t, m)
		ls = append(ls, plateau.Ligne{Code: c, Reponse: code.Evalue(secret, c)})
	}
	return Entree{
		Date: debut.Add(time.Duration(score) * time.Minute), Mode: "solo",
		Taille: code.Taille{Pions: 4, Couleurs: 6}, Lettres: lettres, NbEssaisMax: 10,
		Lignes: ls, Secret: &secret, Trouve: true, Score: score,
	}
}

func TestRoundTrip(t *testing.T) {
	h := Historique{Dossier: filepath.Join(t.TempDir(), "mastermind")}
	assert.False(t, h.Tenu(), "no folder: nothing held")
	l, err := h.Lit()
	require.NoError(t, err)
	assert.Empty(t, l.Entrees, "no folder yet: an empty history")

	var voulues []Entree
	for i := range 3 {
		e := entree(t, i)
		require.NoError(t, h.Ajoute(e))
		voulues = append(voulues, e)
	}
	perdu := entree(t, 9)
	perdu.Trouve, perdu.Secret, perdu.Taille.SansRepetition, perdu.Mode = false, nil, true, "duo"
	// Lost: its last row does not win (issue 43: a lost round whose
	// last row wins contradicts itself).
	perdu.Lignes = perdu.Lignes[:len(perdu.Lignes)-1]
	require.NoError(t, h.Ajoute(perdu))
	voulues = append(voulues, perdu)

	assert.True(t, h.Tenu())
	l, err = h.Lit()
	require.NoError(t, err)
	assert.Empty(t, l.Abimees)
	assert.Equal(t, voulues, l.Entrees)
	assert.Equal(t, 6, l.Entrees[0].Essais())
}

// The line's shape, version first: what scripts and later versions read.
func TestLineShape(t *testing.T) {
	data, err := encode(entree(t, 6))
	require.NoError(t, err)
	assert.Equal(t, `{"version":1,"date":"2026-11-26T10:06:00Z","mode":"solo","pegs":4,"colors":6,"letters":"RBJVON","max_tries":10,"tries":6,"found":true,"score":6,"secret":"VJBR","rows":["RRRR 1 0","RBBB 1 1","JRBJ 1 2","JBRV 0 4","VRJB 1 3","VJBR 4 0"]}`+"\n", string(data))
}

// A round the person coded (the course's MancheOrdinateur) says so; a
// line with another coder does not read.
func TestHumanCoder(t *testing.T) {
	e := entree(t, 6)
	e.Mode, e.HumainCodeur = "partie", true
	data, err := encode(e)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"coder":"human"`)
	lu, err := decode(data[:len(data)-1])
	require.NoError(t, err)
	assert.Equal(t, e, lu)
	_, err = decode([]byte(strings.Replace(strings.TrimSpace(string(data)), `"human"`, `"robot"`, 1)))
	assert.ErrorIs(t, err, ErrContenu)
}

func TestEntriesThatCannotBeWritten(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	e := entree(t, 1)
	e.Lettres = "RBJ"
	assert.ErrorIs(t, h.Ajoute(e), ErrContenu)
	e = entree(t, 1)
	for range MaxLigne / 8 {
		e.Lignes = append(e.Lignes, e.Lignes[0])
	}
	assert.ErrorIs(t, h.Ajoute(e), ErrTropLongue)
	assert.Empty(t, disquetest.Fichiers(t, h.Dossier), "nothing written")
}

// When the current file is full it becomes the next archive, whole, and
// a new one starts; an archive is never replaced, so however many times
// the file fills up, every entry is still read, oldest first.
func TestRotation(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	taille := int64(len(must(encode(entree(t, 0)))))
	h.MaxTaille = 5 * taille // five entries a file
	for i := range 7 {
		require.NoError(t, h.Ajoute(entree(t, i)))
	}
	assert.Equal(t, suite(7), scores(t, h), "rotated once: nothing lost")
	assert.Equal(t, 5, lignes(t, filepath.Join(h.Dossier, Archive(1))))
	assert.Equal(t, 2, lignes(t, filepath.Join(h.Dossier, Fichier)))

	for i := 7; i < 23; i++ {
		require.NoError(t, h.Ajoute(entree(t, i)))
	}
	assert.Equal(t, suite(23), scores(t, h), "rotated four times and more: nothing lost")
	ns, err := h.archives()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(ns), 4)
	noms := []string{".historique.verrou"}
	for i, n := range ns {
		assert.Equal(t, i+1, n, "numbered without a gap")
		noms = append(noms, Archive(n))
		info, err := os.Stat(filepath.Join(h.Dossier, Archive(n)))
		require.NoError(t, err)
		assert.LessOrEqual(t, info.Size(), h.MaxTaille)
		assert.Greater(t, info.Size(), h.MaxTaille-taille-2, "full when moved")
	}
	assert.Equal(t, append(noms, Fichier), disquetest.Fichiers(t, h.Dossier))
}

// Where the file system has no hard links, the full file is renamed to
// the next archive, a name checked free under the lock.
func TestRotationWithoutHardLinks(t *testing.T) {
	h := Historique{Dossier: t.TempDir(), MaxTaille: 10, lien: func(string, string) error {
		return &os.LinkError{Op: "link", Err: syscall.EPERM}
	}}
	for i := range 4 {
		require.NoError(t, h.Ajoute(entree(t, i)))
	}
	assert.Equal(t, suite(4), scores(t, h))
	assert.Equal(t, []string{".historique.verrou", Archive(1), Archive(2), Archive(3), Fichier},
		disquetest.Fichiers(t, h.Dossier))
}

// The next archive is numbered past the largest name taken, whatever
// the file there: a gap, a FIFO, a file a person left are never written
// over. Names that only look like ours are not read.
func TestArchiveNeverReplaced(t *testing.T) {
	h := Historique{Dossier: t.TempDir(), MaxTaille: 10} // one entry a file
	require.NoError(t, os.WriteFile(filepath.Join(h.Dossier, Archive(7)), []byte(must(encode(entree(t, 7)))), 0o600))
	disquetest.Tube(t, filepath.Join(h.Dossier, Archive(3)))
	etrangers := []string{"historique.07.jsonl", "historique.+8.jsonl", "historique.x.jsonl",
		"historique.9.jsonl.bak", "historique..jsonl", "historique.1234567890.jsonl", "Historique.9.jsonl"}
	for _, nom := range etrangers {
		require.NoError(t, os.WriteFile(filepath.Join(h.Dossier, nom), []byte("pas du JSON\n"), 0o600))
	}
	require.NoError(t, h.Ajoute(entree(t, 8)))
	require.NoError(t, h.Ajoute(entree(t, 9)))
	assert.FileExists(t, filepath.Join(h.Dossier, Archive(8)), "past the largest number")
	_, err := h.Lit()
	assert.ErrorIs(t, err, disque.ErrPasRegulier, "a FIFO under an archive's name: reported")

	require.NoError(t, os.Remove(filepath.Join(h.Dossier, Archive(3))))
	assert.Equal(t, []int{7, 8, 9}, scores(t, h), "the other names are not read")
	require.NoError(t, h.Efface())
	assert.ElementsMatch(t, append([]string{".historique.verrou"}, etrangers...), disquetest.Fichiers(t, h.Dossier),
		"only our names removed")
}

// A writer killed between the link to the archive and the removal of the
// current name leaves one file under both: read once, and the next
// writer finishes the move.
func TestInterruptedMove(t *testing.T) {
	taille := int64(len(must(encode(entree(t, 0)))))
	h := Historique{Dossier: t.TempDir(), MaxTaille: 2 * taille}
	for i := range 3 {
		require.NoError(t, h.Ajoute(entree(t, i)))
	}
	require.NoError(t, os.Link(filepath.Join(h.Dossier, Fichier), filepath.Join(h.Dossier, Archive(2))))
	assert.Equal(t, []int{0, 1, 2}, scores(t, h), "read once")
	require.NoError(t, h.Ajoute(entree(t, 3)))
	assert.Equal(t, []int{0, 1, 2, 3}, scores(t, h))
	assert.Equal(t, 1, lignes(t, filepath.Join(h.Dossier, Archive(2))), "the archive kept its entry alone")
	assert.Equal(t, 1, lignes(t, filepath.Join(h.Dossier, Fichier)))
}

// Lit reads the newest files that fit under MaxLecture and names the
// older archives it left; they stay on disk.
func TestReadingCap(t *testing.T) {
	taille := int64(len(must(encode(entree(t, 0)))))
	h := Historique{Dossier: t.TempDir(), MaxTaille: 2 * taille}
	for i := range 9 { // archives 1 to 4, two entries each, and one entry
		require.NoError(t, h.Ajoute(entree(t, i)))
	}
	h.MaxLecture = 5 * taille // the current file and two archives
	l, err := h.Lit()
	require.NoError(t, err)
	assert.Equal(t, []int{4, 5, 6, 7, 8}, scoresDe(l))
	assert.Equal(t, []string{filepath.Join(h.Dossier, Archive(1)), filepath.Join(h.Dossier, Archive(2))}, l.NonLues)

	h.MaxLecture = taille / 2 // less than the current file: it is read all the same
	l, err = h.Lit()
	require.NoError(t, err)
	assert.Equal(t, []int{8}, scoresDe(l))
	assert.Len(t, l.NonLues, 4)

	h.MaxLecture = 0
	l, err = h.Lit()
	require.NoError(t, err)
	assert.Equal(t, suite(9), scoresDe(l))
	assert.Empty(t, l.NonLues)
}

func TestArchiveNames(t *testing.T) {
	for _, n := range []int{1, 2, 10, 999999999} {
		m, ok := numero(Archive(n))
		assert.True(t, ok, n)
		assert.Equal(t, n, m)
	}
	for _, nom := range []string{Fichier, "historique.0.jsonl", "historique.01.jsonl", "historique.-1.jsonl",
		"historique.1.json", "historique.1.jsonl.tmp", "xhistorique.1.jsonl", "historique.1e3.jsonl",
		"historique.1000000000.jsonl", "historique. 1.jsonl", ".historique.verrou"} {
		_, ok := numero(nom)
		assert.False(t, ok, nom)
	}
}

// A line that does not read is reported and skipped, and stays: the
// history only ever appends.
func TestDamagedLines(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	bonne := string(must(encode(entree(t, 1))))
	neuve := strings.Replace(bonne, `"version":1`, `"version":4`, 1)
	inconnue := strings.Replace(bonne, `"mode":"solo"`, `"mode":"solo","humeur":"gai"`, 1)
	mauvaiseLigne := strings.Replace(bonne, `"RRRR 1 0"`, `"RRRR 1 3"`, 1)
	essais := strings.Replace(bonne, `"tries":6`, `"tries":5`, 1)
	coupee := bonne[:40]
	contenu := bonne + "pas du JSON\n" + neuve + "\n" + inconnue + mauvaiseLigne + essais + coupee
	chemin := filepath.Join(h.Dossier, Fichier)
	require.NoError(t, os.WriteFile(chemin, []byte(contenu), 0o600))

	l, err := h.Lit()
	require.NoError(t, err)
	require.Len(t, l.Entrees, 1)
	raisons := map[int]error{2: ErrContenu, 3: ErrVersion, 5: ErrContenu, 6: ErrContenu, 7: ErrContenu, 8: ErrCoupee}
	require.Len(t, l.Abimees, len(raisons))
	for _, a := range l.Abimees {
		assert.Equal(t, chemin, a.Fichier)
		assert.ErrorIs(t, a, raisons[a.Ligne], "line %d: %v", a.Ligne, a.Err)
	}

	// The next entry starts a line of its own after the torn one, which
	// stays in the file, now as a line that does not read.
	require.NoError(t, h.Ajoute(entree(t, 2)))
	apres, err := os.ReadFile(chemin)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(apres), contenu), "never rewritten")
	l, err = h.Lit()
	require.NoError(t, err)
	assert.Equal(t, []int{1, 2}, scoresDe(l))
	assert.Len(t, l.Abimees, len(raisons))
	assert.ErrorIs(t, l.Abimees[len(l.Abimees)-1], ErrContenu)
}

// A FIFO, a link or a huge file where the history's files are: refused
// with the reason, never waited on, never followed.
func TestWhatIsNotARegularFile(t *testing.T) {
	t.Run("fifo", func(t *testing.T) {
		h := Historique{Dossier: t.TempDir()}
		disquetest.Tube(t, filepath.Join(h.Dossier, Fichier))
		assert.ErrorIs(t, h.Ajoute(entree(t, 1)), disque.ErrPasRegulier)
		_, err := h.Lit()
		assert.ErrorIs(t, err, disque.ErrPasRegulier)
	})
	t.Run("link", func(t *testing.T) {
		h := Historique{Dossier: t.TempDir()}
		cible := filepath.Join(t.TempDir(), "ailleurs")
		require.NoError(t, os.WriteFile(cible, nil, 0o600))
		require.NoError(t, os.Symlink(cible, filepath.Join(h.Dossier, Fichier)))
		assert.ErrorIs(t, h.Ajoute(entree(t, 1)), disque.ErrPasRegulier)
		data, err := os.ReadFile(cible)
		require.NoError(t, err)
		assert.Empty(t, data, "the link's target untouched")
	})
	t.Run("archive is a link", func(t *testing.T) {
		h := Historique{Dossier: t.TempDir(), MaxTaille: 10}
		cible := filepath.Join(t.TempDir(), "ailleurs")
		require.NoError(t, os.WriteFile(cible, nil, 0o600))
		require.NoError(t, os.Symlink(cible, filepath.Join(h.Dossier, Archive(1))))
		require.NoError(t, h.Ajoute(entree(t, 1)))
		require.NoError(t, h.Ajoute(entree(t, 2)), "rotated past it")
		assert.Equal(t, 1, lignes(t, filepath.Join(h.Dossier, Archive(2))))
		_, err := h.Lit()
		assert.ErrorIs(t, err, disque.ErrPasRegulier, "never followed")
		data, err := os.ReadFile(cible)
		require.NoError(t, err)
		assert.Empty(t, data, "the link's target untouched")
	})
	t.Run("huge", func(t *testing.T) {
		h := Historique{Dossier: t.TempDir(), MaxTaille: 1000}
		// Lines too long are skipped alone (issue 43), up to 64 times
		// the cap: past it, the file is refused.
		chemin := filepath.Join(h.Dossier, Fichier)
		require.NoError(t, os.WriteFile(chemin, nil, 0o600))
		require.NoError(t, os.Truncate(chemin, 64*h.plafond()+1))
		_, err := h.Lit()
		assert.ErrorIs(t, err, disque.ErrTropGros)
	})
}

func TestEfface(t *testing.T) {
	h := Historique{Dossier: t.TempDir(), MaxTaille: 10}
	require.NoError(t, h.Efface(), "nothing to remove")
	autre := filepath.Join(h.Dossier, "autre.txt")
	require.NoError(t, os.WriteFile(autre, []byte("x"), 0o600))
	for i := range 4 {
		require.NoError(t, h.Ajoute(entree(t, i)))
	}
	require.NoError(t, h.Efface())
	assert.Equal(t, []string{".historique.verrou", "autre.txt"}, disquetest.Fichiers(t, h.Dossier))
	assert.Empty(t, scores(t, h))
}

func TestDossierParDefaut(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	d, err := DossierParDefaut(env(map[string]string{"XDG_STATE_HOME": "/x/state", "HOME": "/h"}))
	require.NoError(t, err)
	assert.Equal(t, "/x/state/mastermind", d)
	d, err = DossierParDefaut(env(map[string]string{"HOME": "/h"}))
	require.NoError(t, err)
	assert.Equal(t, "/h/.local/state/mastermind", d)
}

// enfantEnv names the history a child process of TestKilledWhileWriting
// appends to, and its name.
const enfantEnv = "HISTORIQUE_ENFANT"

// Programs killed while they append, two at a time, with rotations: the
// files hold every entry a program was told was written, each whole, and
// no line is cut or merged. How many entries a child writes before its
// kill lands depends on the machine's load (its output pipe holds
// thousands of reports); whatever the number, none is lost.
func TestKilledWhileWriting(t *testing.T) {
	if v := os.Getenv(enfantEnv); v != "" {
		enfant(t, v)
		return
	}
	if testing.Short() {
		t.Skip("starts processes")
	}
	dossier := t.TempDir()
	taille := int64(len(must(encode(entree(t, 0)))))
	// A hundred entries a file: the entries reported before the kills
	// alone (537) fill it five times.
	h := Historique{Dossier: dossier, MaxTaille: 100 * taille, MaxLecture: 1 << 40}
	ecrites := map[string]int{} // the last entry each child reported written
	for tour := range 3 {
		var enfants []*exec.Cmd
		var sorties []*bufio.Scanner
		var erreurs []*strings.Builder
		for i := range 2 {
			nom := fmt.Sprintf("enfant-%d-%d", tour, i)
			cmd := exec.Command(os.Args[0], "-test.run=^TestKilledWhileWriting$", "-test.count=1")
			cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%s|%d", enfantEnv, dossier, nom, h.MaxTaille))
			var stderr strings.Builder
			cmd.Stderr = &stderr
			out, err := cmd.StdoutPipe()
			require.NoError(t, err)
			require.NoError(t, cmd.Start())
			enfants = append(enfants, cmd)
			sorties = append(sorties, bufio.NewScanner(out))
			erreurs = append(erreurs, &stderr)
			ecrites[nom] = -1
		}
		// Each child is killed once it has reported a number of entries
		// that differs from one child and round to the next.
		for i, cmd := range enfants {
			nom := fmt.Sprintf("enfant-%d-%d", tour, i)
			voulu := 40 + 37*tour + 23*i
			lis := func() {
				n, err := strconv.Atoi(sorties[i].Text())
				require.NoError(t, err)
				ecrites[nom] = n
			}
			for ecrites[nom] < voulu && sorties[i].Scan() {
				lis()
			}
			_ = cmd.Process.Kill() // it may have died on its own: Wait tells
			for sorties[i].Scan() {
				lis() // what it reported before the kill landed
			}
			err := cmd.Wait()
			var fin *exec.ExitError
			require.ErrorAs(t, err, &fin, "%s ended on its own: %s", nom, erreurs[i])
			st, ok := fin.Sys().(syscall.WaitStatus)
			require.True(t, ok && st.Signaled(), "%s ended on its own (%v): %s", nom, err, erreurs[i])
			require.GreaterOrEqual(t, ecrites[nom], voulu, "%s: reported %d entries", nom, ecrites[nom]+1)
		}
	}
	l, err := h.Lit()
	require.NoError(t, err)
	assert.Empty(t, l.Abimees, "no line cut or merged")
	assert.Empty(t, l.NonLues)
	trouvees := map[string][]int{}
	for _, e := range l.Entrees {
		trouvees[e.Mode] = append(trouvees[e.Mode], e.Score)
	}
	for nom, n := range ecrites {
		s := trouvees[nom]
		require.GreaterOrEqual(t, len(s), n+1, "%s: every entry reported written is there", nom)
		for k, v := range s {
			require.Equal(t, k, v, "%s: entries in order, none missing", nom)
		}
		assert.LessOrEqual(t, len(s), n+2, "%s: at most the entry in flight besides", nom)
	}
	ns, err := h.archives()
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(ns), 5, "the file was rotated during the kills")
	assert.Equal(t, suite(len(ns)), slices.Collect(func(yield func(int) bool) {
		for _, n := range ns {
			if !yield(n - 1) {
				return
			}
		}
	}), "archives numbered 1, 2, 3… without a gap")
}

// enfant appends entries for ever to the history named by v
// ("folder|name|bound"), reporting each one on its standard output once
// Ajoute returned.
func enfant(t *testing.T, v string) {
	champs := strings.Split(v, "|")
	max, err := strconv.ParseInt(champs[2], 10, 64)
	require.NoError(t, err)
	h := Historique{Dossier: champs[0], MaxTaille: max}
	for i := 0; ; i++ {
		e := entree(t, i)
		e.Mode = champs[1]
		if err := h.Ajoute(e); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		fmt.Println(i)
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// suite is 0, 1, …, n-1.
func suite(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

func scores(t *testing.T, h Historique) []int {
	t.Helper()
	l, err := h.Lit()
	require.NoError(t, err)
	assert.Empty(t, l.Abimees)
	return scoresDe(l)
}

func scoresDe(l Lecture) []int {
	s := []int{}
	for _, e := range l.Entrees {
		s = append(s, e.Score)
	}
	return s
}

func lignes(t *testing.T, chemin string) int {
	t.Helper()
	data, err := os.ReadFile(chemin)
	require.NoError(t, err)
	return strings.Count(string(data), "\n")
}

// Issue 34 (13): a forged line whose numbers are valid JSON but beyond
// what the game plays (7 pegs × 16 colours, two billion tries, a score
// out of range, more rows than tries) is skipped and reported like any
// damaged line; the others read.
func TestForgedNumbersAreSkipped(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	bonne := string(must(encode(entree(t, 1))))
	enorme := `{"version":1,"date":"2026-11-20T10:00:00Z","mode":"solo","pegs":7,"colors":16,"letters":"RBJVONMCGPTLKASF","max_tries":10,"tries":1,"found":true,"score":1,"secret":"RRRRRRR","rows":["RRRRRRR 7 0"]}` + "\n"
	essaisMax := strings.Replace(bonne, `"max_tries":10`, `"max_tries":2000000000`, 1)
	score := strings.Replace(bonne, `"score":1`, `"score":-5`, 1)
	peuDEssais := strings.Replace(bonne, `"max_tries":10`, `"max_tries":2`, 1)
	require.NotEqual(t, bonne, essaisMax)
	require.NotEqual(t, bonne, score)
	require.NoError(t, os.WriteFile(filepath.Join(h.Dossier, Fichier), []byte(enorme+bonne+essaisMax+score+peuDEssais), 0o600))
	l, err := h.Lit()
	require.NoError(t, err, "never fatal")
	assert.Len(t, l.Entrees, 1)
	require.Len(t, l.Abimees, 4)
	for i, a := range l.Abimees {
		assert.ErrorIs(t, a, ErrContenu)
		assert.Equal(t, []int{1, 3, 4, 5}[i], a.Ligne)
	}
}

// Issue 33: a round of the course's game is written with its game, in
// version 2, and read back; a solo round stays in version 1, which older
// programs read; a game in a version-1 line, or a round out of its game,
// does not read.
func TestARoundKeepsItsGame(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	seule := entree(t, 1)
	dans := entree(t, 2)
	dans.Mode, dans.Partie, dans.NumManche, dans.NbManches = "partie", debut.Add(-time.Hour), 2, 4
	require.NoError(t, h.Ajoute(seule))
	require.NoError(t, h.Ajoute(dans))
	data, err := os.ReadFile(filepath.Join(h.Dossier, Fichier))
	require.NoError(t, err)
	lignes := strings.Split(strings.TrimSpace(string(data)), "\n")
	require.Len(t, lignes, 2)
	assert.True(t, strings.HasPrefix(lignes[0], `{"version":1,`), lignes[0])
	assert.NotContains(t, lignes[0], `"game"`)
	assert.True(t, strings.HasPrefix(lignes[1], `{"version":2,`), lignes[1])
	assert.Contains(t, lignes[1], `"game":"`+debut.Add(-time.Hour).UTC().Format(time.RFC3339)+`","round":2,"rounds":4`)
	l, err := h.Lit()
	require.NoError(t, err)
	require.Len(t, l.Entrees, 2)
	assert.False(t, l.Entrees[0].DansUnePartie())
	assert.True(t, l.Entrees[1].DansUnePartie())
	assert.True(t, dans.Partie.Equal(l.Entrees[1].Partie))
	assert.Equal(t, [2]int{2, 4}, [2]int{l.Entrees[1].NumManche, l.Entrees[1].NbManches})

	for _, faux := range []string{
		strings.Replace(lignes[1], `"version":2`, `"version":1`, 1),
		strings.Replace(lignes[1], `"round":2`, `"round":5`, 1),
		strings.Replace(lignes[1], `"rounds":4`, `"rounds":1`, 1),
		strings.Replace(lignes[1], `"game":"`, `"game":"x`, 1),
		strings.Replace(lignes[1], `"mode":"partie"`, `"mode":"solo"`, 1),
	} {
		_, err := decode([]byte(faux))
		assert.ErrorIs(t, err, ErrContenu, faux)
	}
}
