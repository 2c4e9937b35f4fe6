package saves

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

// fenetres are programs sharing one folder, each with its own name, that
// a test can kill.
type fenetres struct {
	dir     string
	mu      sync.Mutex
	vivants map[Processus]bool
}

func nouvellesFenetres(t *testing.T) *fenetres {
	return &fenetres{dir: t.TempDir(), vivants: map[Processus]bool{}}
}

// fenetre is program number n, running.
func (f *fenetres) fenetre(n int) Dossier {
	p := Processus{Pid: 1000 + n, Debut: "1"}
	f.mu.Lock()
	f.vivants[p] = true
	f.mu.Unlock()
	return Dossier{Chemin: f.dir, Moi: p, Vivant: f.vivant}
}

func (f *fenetres) vivant(p Processus) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.vivants[p]
}

// tue kills program d: its locks and temporary files stay behind.
func (f *fenetres) tue(d Dossier) {
	f.mu.Lock()
	f.vivants[d.Moi] = false
	f.mu.Unlock()
}

func TestEachNewGameHasItsOwnFile(t *testing.T) {
	f := nouvellesFenetres(t)
	a, b := f.fenetre(1), f.fenetre(2)
	ea, err := a.Nouvel(quand)
	require.NoError(t, err)
	eb, err := b.Nouvel(quand)
	require.NoError(t, err)
	assert.Equal(t, "autosave-20261122-140500", ea.Nom())
	assert.Equal(t, "autosave-20261122-140500-2", eb.Nom(), "the same second: another name")
	assert.True(t, ea.Automatique())

	require.NoError(t, ea.Ecrit(soloEnCours(t)))
	require.NoError(t, eb.Ecrit(partieEnCours(t)))
	apres, err := a.Nouvel(quand)
	require.NoError(t, err)
	assert.Equal(t, "autosave-20261122-140500-3", apres.Nom(), "a name whose game exists is never reused")
	require.NoError(t, apres.Libere())

	require.NoError(t, eb.Termine())
	entrees, err := a.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 1, "the finished game is gone, the other one stays")
	assert.Equal(t, ea.Nom(), entrees[0].Nom)
	assert.Equal(t, ModeSolo, entrees[0].Sauvegarde.Mode)
	require.NotNil(t, entrees[0].Ouverte, "still open in window 1")
	assert.Equal(t, a.Moi, *entrees[0].Ouverte)
}

func TestAGameOpenInOneWindowIsLockedInTheOthers(t *testing.T) {
	f := nouvellesFenetres(t)
	a, b := f.fenetre(1), f.fenetre(2)
	require.NoError(t, a.ecrit("perso", soloEnCours(t)))

	ea, s, err := a.Ouvre("perso")
	require.NoError(t, err)
	assert.Equal(t, ModeSolo, s.Mode)

	_, _, err = b.Ouvre("perso")
	require.ErrorIs(t, err, disque.ErrVerrouille)
	var v *disque.ErreurVerrou
	require.ErrorAs(t, err, &v)
	assert.Equal(t, 1001, v.Par.Pid, "the lock names the window")
	assert.ErrorIs(t, b.Supprime("perso"), disque.ErrVerrouille, "nor deleted")
	eb, err := b.Nouvel(quand)
	require.NoError(t, err)
	require.NoError(t, eb.Ecrit(partieEnCours(t)))
	assert.ErrorIs(t, eb.Nomme("perso", partieEnCours(t), oui), disque.ErrVerrouille, "nor replaced")

	require.NoError(t, ea.Libere())
	eb2, _, err := b.Ouvre("perso")
	require.NoError(t, err, "released: the other window may resume it")
	require.NoError(t, eb2.Libere())

	ea, _, err = a.Ouvre("perso")
	require.NoError(t, err)
	f.tue(a)
	_, _, err = b.Ouvre("perso")
	require.NoError(t, err, "a killed window's lock is stale")
	_ = ea
}

func oui(Sauvegarde) (bool, error) { return true, nil }
func non(Sauvegarde) (bool, error) { return false, nil }

func TestNommeMovesTheGameToItsName(t *testing.T) {
	f := nouvellesFenetres(t)
	d := f.fenetre(1)
	e, err := d.Nouvel(quand)
	require.NoError(t, err)
	require.NoError(t, e.Ecrit(soloEnCours(t)))
	require.NoError(t, e.Nomme("perso", soloEnCours(t), non))
	assert.Equal(t, "perso", e.Nom())
	assert.False(t, e.Automatique())
	assert.ElementsMatch(t, []string{"perso.yaml", ".perso.lock", ".mastermind-verrous"}, disquetest.Fichiers(t, f.dir), "the automatic file went with its lock")

	s := soloEnCours(t)
	s.Manche.Lignes = s.Manche.Lignes[:1]
	require.NoError(t, e.Ecrit(s))
	lu, err := d.Lit("perso")
	require.NoError(t, err)
	assert.Len(t, lu.Manche.Lignes, 1, "the next moves are written under the name")
	require.NoError(t, e.Nomme("perso", s, non), "its own name again: only saved")
	require.NoError(t, e.Libere())
	assert.Equal(t, []string{".mastermind-verrous", "perso.yaml"}, disquetest.Fichiers(t, f.dir))
}

func TestNommeAsksBeforeReplacingAnotherGame(t *testing.T) {
	f := nouvellesFenetres(t)
	d := f.fenetre(1)
	require.NoError(t, d.ecrit("perso", partieEnCours(t)))
	avant, err := os.ReadFile(filepath.Join(f.dir, "perso.yaml"))
	require.NoError(t, err)
	e, err := d.Nouvel(quand)
	require.NoError(t, err)
	require.NoError(t, e.Ecrit(soloEnCours(t)))

	var montree Sauvegarde
	err = e.Nomme("perso", soloEnCours(t), func(autre Sauvegarde) (bool, error) {
		montree = autre
		return false, nil
	})
	require.ErrorIs(t, err, ErrGardee)
	var pris *ErreurNomPris
	require.ErrorAs(t, err, &pris)
	assert.Equal(t, "perso", pris.Nom)
	assert.Equal(t, ModePartie, montree.Mode, "the player is shown the game they would replace")
	apres, err := os.ReadFile(filepath.Join(f.dir, "perso.yaml"))
	require.NoError(t, err)
	assert.Equal(t, avant, apres, "kept: untouched")
	assert.Equal(t, "autosave-20261122-140500", e.Nom(), "the game keeps its own file")
	_, err = d.Lit(e.Nom())
	require.NoError(t, err)

	require.NoError(t, e.Nomme("perso", soloEnCours(t), oui))
	lu, err := d.Lit("perso")
	require.NoError(t, err)
	assert.Equal(t, ModeSolo, lu.Mode, "replaced once the player agreed")
}

func TestNommeNeverTakesTheNameOfADamagedFile(t *testing.T) {
	f := nouvellesFenetres(t)
	d := f.fenetre(1)
	abime := []byte("version: 1\nmode: [\n")
	require.NoError(t, os.WriteFile(filepath.Join(f.dir, "perso.yaml"), abime, 0o644))
	e, err := d.Nouvel(quand)
	require.NoError(t, err)
	require.NoError(t, e.Ecrit(soloEnCours(t)))
	err = e.Nomme("perso", soloEnCours(t), func(Sauvegarde) (bool, error) {
		t.Fatal("a damaged file is not offered for replacement")
		return true, nil
	})
	require.ErrorIs(t, err, ErrSyntaxe)
	var pris *ErreurNomPris
	require.ErrorAs(t, err, &pris)
	apres, err := os.ReadFile(filepath.Join(f.dir, "perso.yaml"))
	require.NoError(t, err)
	assert.Equal(t, abime, apres, "byte for byte")
}

func TestNamesAPlayerGives(t *testing.T) {
	quatre := "𐐀" // a letter of four bytes
	for _, tt := range []struct {
		nom string
		err error
	}{
		{"perso", nil},
		{strings.Repeat(quatre, 62), nil}, // 248 bytes
		{strings.Repeat(quatre, 63), ErrNomLong},
		{strings.Repeat("x", 64), nil},
		{strings.Repeat("x", 65), ErrNomLong},
		{"-rf", ErrNomTiret},
		{"-", ErrNomTiret},
		{"autosave", ErrNomReserve},
		{"AutoSave-2", ErrNomReserve},
		{"autosaves", nil},
		{"", ErrNomVide},
		{".x", ErrNomPoint},
		{"a/b", ErrNomCaractere},
		{"a\xffb", ErrNomCaractere},
	} {
		t.Run(tt.nom, func(t *testing.T) {
			err := VerifieNouveauNom(tt.nom)
			if tt.err == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, tt.err)
			require.ErrorIs(t, err, ErrNom)
			var e *ErreurNom
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tt.nom, e.Nom)
		})
	}
	var e *ErreurNom
	require.ErrorAs(t, VerifieNouveauNom("a:b"), &e)
	assert.Equal(t, ':', e.Caractere, "the character refused")
	assert.NoError(t, VerifieNom("-rf"), "an old save named so can still be resumed and deleted")
	assert.NoError(t, VerifieNom("autosave-20261122-140500"))
}

func TestSpecialFilesAreListedAsUnreadable(t *testing.T) {
	dir := t.TempDir()
	d := Dossier{Chemin: dir}
	require.NoError(t, d.ecrit("bonne", soloEnCours(t)))
	require.NoError(t, os.Symlink("/dev/zero", filepath.Join(dir, "zero.yaml")))
	disquetest.Tube(t, filepath.Join(dir, "f.yaml"))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "d.yaml"), 0o755))
	data, err := Octets(soloEnCours(t))
	require.NoError(t, err)
	enorme := append(bytes.Repeat([]byte("# remplissage\n"), MaxTaille/14+1), data...)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "enorme.yaml"), enorme, 0o644))

	fini := make(chan struct{})
	var entrees []Entree
	go func() {
		defer close(fini)
		entrees, err = d.Liste()
	}()
	select {
	case <-fini:
	case <-time.After(30 * time.Second):
		t.Fatal("listing the folder blocked")
	}
	require.NoError(t, err)
	raisons := map[string]error{}
	for _, e := range entrees {
		raisons[e.Nom] = e.Err
	}
	assert.NoError(t, raisons["bonne"])
	assert.ErrorIs(t, raisons["zero"], disque.ErrPasRegulier)
	assert.ErrorIs(t, raisons["f"], disque.ErrPasRegulier)
	assert.ErrorIs(t, raisons["d"], disque.ErrPasRegulier)
	assert.ErrorIs(t, raisons["enorme"], disque.ErrTropGros)
	assert.Len(t, entrees, 5)
	assert.Equal(t, "bonne", entrees[0].Nom, "the readable ones first")

	_, _, err = d.Ouvre("f")
	assert.ErrorIs(t, err, disque.ErrPasRegulier)
	require.NoError(t, d.Supprime("f"), "a special file can be deleted from the list")
	_, err = os.Lstat(filepath.Join(dir, "f.yaml"))
	assert.ErrorIs(t, err, os.ErrNotExist)
	_, err = os.Lstat("/dev/zero")
	assert.NoError(t, err, "deleting a link removes the link only")
}

func TestAnAutosaveOfAnOlderVersionIsAGameLikeAnother(t *testing.T) {
	f := nouvellesFenetres(t)
	d := f.fenetre(1)
	require.NoError(t, d.ecrit("autosave", soloEnCours(t)))
	e, err := d.Nouvel(quand)
	require.NoError(t, err)
	require.NoError(t, e.Ecrit(partieEnCours(t)))
	entrees, err := d.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 2)
	for _, x := range entrees {
		assert.True(t, x.Automatique(), x.Nom)
		assert.NoError(t, x.Err)
	}
}

func TestListeTidiesWhatKilledWindowsLeft(t *testing.T) {
	f := nouvellesFenetres(t)
	a, b := f.fenetre(1), f.fenetre(2)
	ea, err := a.Nouvel(quand) // locked, never written: killed at once
	require.NoError(t, err)
	a.AvecPanne(disquetest.Panne(func(x disque.Etape) error {
		if x == disque.AvantRenommage {
			return os.ErrClosed
		}
		return nil
	}))
	ec, err := a.Nouvel(quand.Add(time.Second))
	require.NoError(t, err)
	require.Error(t, ec.Ecrit(soloEnCours(t)))
	f.tue(a)
	assert.Len(t, disquetest.Fichiers(t, f.dir), 4, "two locks, a temporary file, the folder's guard")

	_, err = b.Liste()
	require.NoError(t, err)
	assert.Equal(t, []string{".mastermind-verrous"}, disquetest.Fichiers(t, f.dir), "the next window to use the folder removed them")
	_ = ea
}

// BenchmarkEcrit is the cost of saving a move: encode, write a temporary
// file, sync it, rename it, sync the folder.
func BenchmarkEcrit(b *testing.B) {
	d := Dossier{Chemin: b.TempDir()}
	e, err := d.Nouvel(quand)
	if err != nil {
		b.Fatal(err)
	}
	s := partieEnCours(b)
	for b.Loop() {
		if err := e.Ecrit(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkListe is the cost of showing the menu over a folder of 50
// games: list, read and check each, tidy the folder.
func BenchmarkListe(b *testing.B) {
	d := Dossier{Chemin: b.TempDir()}
	for i := range 50 {
		e, err := d.Nouvel(quand.Add(time.Duration(i) * time.Second))
		if err != nil {
			b.Fatal(err)
		}
		if err := e.Ecrit(partieEnCours(b)); err != nil {
			b.Fatal(err)
		}
		e.Libere()
	}
	for b.Loop() {
		if _, err := d.Liste(); err != nil {
			b.Fatal(err)
		}
	}
}

// The start of a game nobody named is read back from its file's name.
func TestDebutAutomatique(t *testing.T) {
	debut := time.Date(2026, 11, 22, 14, 5, 0, 0, time.UTC)
	for _, c := range []struct {
		nom string
		ok  bool
	}{
		{"autosave-20261122-140500", true},
		{"autosave-20261122-140500-2", true},
		{"AUTOSAVE-20261122-140500-17", true},
		{"autosave", false},
		{"autosave-20261122-140500-1", false},
		{"autosave-20261122-140500x", false},
		{"autosave-2026112-140500", false},
		{"perso", false},
	} {
		t.Run(c.nom, func(t *testing.T) {
			d, ok := DebutAutomatique(c.nom)
			assert.Equal(t, c.ok, ok)
			if c.ok {
				assert.True(t, d.Equal(debut), "%v", d)
			}
		})
	}
	d := Dossier{Chemin: t.TempDir()}
	place, err := d.Nouvel(debut.Add(time.Hour).In(time.FixedZone("CET", 3600)))
	require.NoError(t, err)
	defer place.Libere()
	lu, ok := DebutAutomatique(place.Nom())
	require.True(t, ok)
	assert.True(t, lu.Equal(debut.Add(time.Hour)), "Nouvel's name, read back")
}
