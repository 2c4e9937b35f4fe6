package disque

import (
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

func TestLitRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	ecrit := func(nom, s string) string {
		c := filepath.Join(dir, nom)
		require.NoError(t, os.WriteFile(c, []byte(s), 0o644))
		return c
	}
	bon := ecrit("bon.yaml", "version: 1\n")
	gros := ecrit("gros.yaml", "0123456789ABCDEF")
	zero := filepath.Join(dir, "zero.yaml")
	require.NoError(t, os.Symlink("/dev/zero", zero))
	lienBon := filepath.Join(dir, "lien.yaml")
	require.NoError(t, os.Symlink(bon, lienBon))
	fifo := filepath.Join(dir, "f.yaml")
	disquetest.Tube(t, fifo)
	sousDossier := filepath.Join(dir, "d.yaml")
	require.NoError(t, os.Mkdir(sousDossier, 0o755))
	prise := filepath.Join(dir, "s.yaml")
	l, err := net.Listen("unix", prise)
	require.NoError(t, err)
	defer l.Close()

	data, err := Lit(bon, 1024)
	require.NoError(t, err)
	assert.Equal(t, "version: 1\n", string(data))

	_, err = Lit(filepath.Join(dir, "absent.yaml"), 1024)
	assert.ErrorIs(t, err, os.ErrNotExist)

	for _, tt := range []struct {
		chemin string
		genre  Genre
	}{{zero, Lien}, {lienBon, Lien}, {fifo, Tube}, {sousDossier, Dossier}, {prise, Prise}, {"/dev/null", Peripherique}} {
		t.Run(filepath.Base(tt.chemin), func(t *testing.T) {
			fini := make(chan error, 1)
			go func() { _, err := Lit(tt.chemin, 1024); fini <- err }()
			select {
			case err := <-fini:
				require.ErrorIs(t, err, ErrPasRegulier)
				var e *ErreurGenre
				require.ErrorAs(t, err, &e)
				assert.Equal(t, tt.genre, e.Genre)
				assert.Equal(t, tt.chemin, e.Chemin)
			case <-time.After(10 * time.Second):
				t.Fatal("reading blocked")
			}
		})
	}

	_, err = Lit(gros, 15)
	require.ErrorIs(t, err, ErrTropGros)
	var e *ErreurTaille
	require.ErrorAs(t, err, &e)
	assert.Equal(t, int64(16), e.Taille)
	assert.Equal(t, int64(15), e.Max)
	data, err = Lit(gros, 16)
	require.NoError(t, err)
	assert.Len(t, data, 16)
}

func TestEcritIsAtomic(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sous")
	moi := Processus{Pid: 42, Debut: "7"}
	e := Ecriture{Moi: moi}
	require.NoError(t, e.Ecrit(dir, "x.yaml", []byte("un"), 0o600))
	info, err := os.Stat(filepath.Join(dir, "x.yaml"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())

	panne := errors.New("power cut")
	e = e.AvecPanne(disquetest.Panne(func(x Etape) error {
		if x == AvantRenommage {
			return panne
		}
		return nil
	}))
	require.ErrorIs(t, e.Ecrit(dir, "x.yaml", []byte("deux"), 0o600), panne)
	data, err := os.ReadFile(filepath.Join(dir, "x.yaml"))
	require.NoError(t, err)
	assert.Equal(t, "un", string(data), "a crash before the rename leaves the old bytes")
	require.Len(t, disquetest.Fichiers(t, dir), 2, "and its temporary file, as a crash would")

	e = e.AvecPanne(disquetest.Panne(func(x Etape) error {
		if x == ApresRenommage {
			return panne
		}
		return nil
	}))
	require.ErrorIs(t, e.Ecrit(dir, "x.yaml", []byte("trois"), 0o600), panne)
	data, err = os.ReadFile(filepath.Join(dir, "x.yaml"))
	require.NoError(t, err)
	assert.Equal(t, "trois", string(data), "after the rename the file holds the new bytes")

	vivant := func(p Processus) bool { return p != moi }
	NettoieTemporaires(dir, vivant)
	assert.Equal(t, []string{"x.yaml"}, disquetest.Fichiers(t, dir), "the dead writer's temporary file is removed")
}

func TestNettoieTemporairesKeepsTheFilesOfRunningWriters(t *testing.T) {
	dir := t.TempDir()
	vivant := func(p Processus) bool { return p.Pid == 1 }
	for _, n := range []string{".mastermind-1-5-123.tmp", ".mastermind-2-5-456.tmp", ".mastermind-3--789.tmp", "partie.yaml"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, n), nil, 0o644))
	}
	NettoieTemporaires(dir, vivant)
	assert.ElementsMatch(t, []string{".mastermind-1-5-123.tmp", "partie.yaml"}, disquetest.Fichiers(t, dir),
		"a running writer's file stays, the dead writers' go")
}

// Issue 25 (2): a folder shared with other files loses none of them, old
// hidden .tmp files included.
func TestNettoieTemporairesTouchesOnlyItsOwnNames(t *testing.T) {
	dir := t.TempDir()
	mort := func(Processus) bool { return false }
	etrangers := []string{".tmp-1-5-123.tmp", ".autosave-1234.tmp", ".ancien-99.tmp", ".tmp-x.tmp", ".vim.tmp",
		".mastermind-1-5-123.tmp.bak", "x.mastermind-1-5-123.tmp", ".mastermind-x-5-1.tmp", ".mastermind-1-5-.tmp"}
	vieux := time.Now().Add(-24 * time.Hour)
	for _, n := range etrangers {
		require.NoError(t, os.WriteFile(filepath.Join(dir, n), []byte("someone else's"), 0o644))
		require.NoError(t, os.Chtimes(filepath.Join(dir, n), vieux, vieux))
	}
	require.NoError(t, os.Symlink(filepath.Join(dir, ".vim.tmp"), filepath.Join(dir, ".mastermind-4-1-1.tmp")))
	NettoieTemporaires(dir, mort)
	assert.ElementsMatch(t, append(etrangers, ".mastermind-4-1-1.tmp"), disquetest.Fichiers(t, dir), "only this program's own names are removed")
}

func TestVerrou(t *testing.T) {
	dir := t.TempDir()
	chemin := filepath.Join(dir, ".partie.lock")
	a, b := Processus{Pid: 10, Debut: "1"}, Processus{Pid: 20, Debut: "2"}
	vivants := map[Processus]bool{a: true, b: true}
	var mu sync.Mutex
	vivant := func(p Processus) bool { mu.Lock(); defer mu.Unlock(); return vivants[p] }

	va, err := Verrouille(chemin, a, vivant, Attente{})
	require.NoError(t, err)
	_, err = Verrouille(chemin, b, vivant, Attente{})
	require.ErrorIs(t, err, ErrVerrouille)
	var e *ErreurVerrou
	require.ErrorAs(t, err, &e)
	assert.Equal(t, a, e.Par, "the lock names its holder")
	p, tenu := Tenu(chemin, vivant)
	assert.True(t, tenu)
	assert.Equal(t, a, p)

	mu.Lock()
	vivants[a] = false // killed, its lock left behind
	mu.Unlock()
	_, tenu = Tenu(chemin, vivant)
	assert.False(t, tenu, "a lock whose holder is gone is stale")
	vb, err := Verrouille(chemin, b, vivant, Attente{})
	require.NoError(t, err, "a stale lock is taken over")
	require.NoError(t, va.Libere(), "the old holder's release leaves the new lock alone")
	p, tenu = Tenu(chemin, vivant)
	assert.True(t, tenu)
	assert.Equal(t, b, p)
	require.NoError(t, vb.Libere())
	_, err = os.Stat(chemin)
	assert.ErrorIs(t, err, os.ErrNotExist)
	assert.Equal(t, []string{garde}, disquetest.Fichiers(t, dir), "no temporary file left, only the folder's guard")
}

func TestVerrouOneWinnerAmongMany(t *testing.T) {
	dir := t.TempDir()
	chemin := filepath.Join(dir, ".partie.lock")
	mort := Processus{Pid: 99, Debut: "9"}
	require.NoError(t, os.WriteFile(chemin, []byte(mort.String()+"\n"), 0o644))
	vivant := func(p Processus) bool { return p != mort }
	for range 200 {
		var wg sync.WaitGroup
		var mu sync.Mutex
		var gagnants []*Verrou
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				v, err := Verrouille(chemin, Processus{Pid: 100 + i, Debut: "1"}, vivant, Attente{})
				if err == nil {
					mu.Lock()
					gagnants = append(gagnants, v)
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		require.Len(t, gagnants, 1, "exactly one program takes a stale lock")
		// The winner is killed in turn.
		require.NoError(t, os.WriteFile(chemin, []byte(mort.String()+"\n"), 0o644))
	}
}

func TestVivant(t *testing.T) {
	moi := Moi()
	assert.True(t, Vivant(moi))
	if runtime.GOOS == "linux" { // elsewhere, no /proc: no start time
		assert.NotEmpty(t, moi.Debut, "Linux gives the start time")
		assert.False(t, Vivant(Processus{Pid: moi.Pid, Debut: moi.Debut + "1"}), "same pid, another start: another program")
	}

	if runtime.GOOS == "windows" {
		assert.NotEmpty(t, moi.Debut, "Windows gives the creation time")
		assert.False(t, Vivant(Processus{Pid: moi.Pid, Debut: moi.Debut + "1"}), "same pid, another start: another program")
	}

	// A child that waits: sleep, or on Windows cmd's pause on an open
	// pipe.
	cmd := exec.Command("sleep", "60")
	if runtime.GOOS == "windows" {
		cmd = exec.Command("cmd", "/c", "pause")
		entree, err := cmd.StdinPipe()
		require.NoError(t, err)
		defer entree.Close()
	} else if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("no sleep command to start a child")
	}
	require.NoError(t, cmd.Start())
	enfant := Processus{Pid: cmd.Process.Pid}
	enfant.Debut, _ = debut(enfant.Pid)
	assert.True(t, Vivant(enfant))
	require.NoError(t, cmd.Process.Kill())
	_ = cmd.Wait()
	assert.False(t, Vivant(enfant), "killed")
	assert.False(t, Vivant(Processus{}), "no pid")
}

func TestProcessusRoundTrips(t *testing.T) {
	for _, p := range []Processus{{Pid: 1234, Debut: "98765"}, {Pid: 7}} {
		lu, ok := litProcessus(p.String())
		require.True(t, ok)
		assert.Equal(t, p, lu)
	}
	for _, s := range []string{"", "-", "x-1", "0-1", "-5-1", "12-a"} {
		_, ok := litProcessus(s)
		assert.False(t, ok, s)
	}
}

// FuzzLitProcessus reads any lock content or temporary name: never a
// panic, and what it accepts writes back the same.
func FuzzLitProcessus(f *testing.F) {
	for _, s := range []string{"1234-98765", "7-", "", "-", "x-1", "12-a", "0-1", "99999999999999999999-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, ok := litProcessus(s)
		if !ok {
			return
		}
		if q, ok := litProcessus(p.String()); !ok || q != p {
			t.Fatalf("%q read as %+v, written %q, read back %+v", s, p, p.String(), q)
		}
		if _, ok := ecrivain(prefixe + p.String() + "-1.tmp"); !ok {
			t.Fatalf("the temporary name of %+v does not read", p)
		}
	})
}

// TestDossierProgramme: each system's convention for each kind of folder
// (issue 36): XDG on Linux and the BSDs, Library on macOS, AppData on
// Windows, with the XDG variable honoured everywhere.
func TestDossierProgramme(t *testing.T) {
	tests := []struct {
		name  string
		goos  string
		sorte Sorte
		env   map[string]string
		want  string
		// vars are the variables an error names, when want is "".
		vars []string
	}{
		{"the variable wins", "linux", Donnees, map[string]string{"XDG_DATA_HOME": "/x", "HOME": "/h"}, "/x/mastermind", nil},
		{"else under HOME", "linux", Donnees, map[string]string{"HOME": "/h"}, "/h/.local/share/mastermind", nil},
		{"state", "freebsd", Etat, map[string]string{"HOME": "/h"}, "/h/.local/state/mastermind", nil},
		{"settings", "openbsd", Config, map[string]string{"HOME": "/h"}, "/h/.config/mastermind", nil},
		{"cache", "netbsd", Cache, map[string]string{"HOME": "/h"}, "/h/.cache/mastermind", nil},
		{"another variable is not read", "linux", Donnees, map[string]string{"XDG_CACHE_HOME": "/c", "HOME": "/h"}, "/h/.local/share/mastermind", nil},
		// Issue 25 (13): a relative path is ignored, as XDG says.
		{"a relative variable is ignored", "linux", Donnees, map[string]string{"XDG_DATA_HOME": "data", "HOME": "/h"}, "/h/.local/share/mastermind", nil},
		{"neither", "linux", Donnees, map[string]string{}, "", []string{"XDG_DATA_HOME", "HOME"}},
		{"a relative HOME", "linux", Donnees, map[string]string{"HOME": "h"}, "", []string{"XDG_DATA_HOME", "HOME"}},
		{"a relative variable and no HOME", "dragonfly", Donnees, map[string]string{"XDG_DATA_HOME": "."}, "", []string{"XDG_DATA_HOME", "HOME"}},
		{"macOS saves", "darwin", Donnees, map[string]string{"HOME": "/Users/a"}, "/Users/a/Library/Application Support/mastermind", nil},
		{"macOS history", "darwin", Etat, map[string]string{"HOME": "/Users/a"}, "/Users/a/Library/Application Support/mastermind", nil},
		{"macOS settings", "darwin", Config, map[string]string{"HOME": "/Users/a"}, "/Users/a/Library/Application Support/mastermind", nil},
		{"macOS cache", "darwin", Cache, map[string]string{"HOME": "/Users/a"}, "/Users/a/Library/Caches/mastermind", nil},
		{"macOS with XDG", "darwin", Config, map[string]string{"HOME": "/Users/a", "XDG_CONFIG_HOME": "/x"}, "/x/mastermind", nil},
		{"macOS without HOME", "darwin", Cache, map[string]string{}, "", []string{"XDG_CACHE_HOME", "HOME"}},
		{"Windows saves", "windows", Donnees, map[string]string{"LOCALAPPDATA": `C:\Users\a\AppData\Local`, "HOME": "/h"}, `C:\Users\a\AppData\Local\mastermind`, nil},
		{"Windows history", "windows", Etat, map[string]string{"LOCALAPPDATA": `C:\Users\a\AppData\Local`}, `C:\Users\a\AppData\Local\mastermind`, nil},
		{"Windows settings roam", "windows", Config, map[string]string{"APPDATA": `C:\Users\a\AppData\Roaming`, "LOCALAPPDATA": `C:\L`}, `C:\Users\a\AppData\Roaming\mastermind`, nil},
		{"Windows cache", "windows", Cache, map[string]string{"LOCALAPPDATA": `C:\L`}, `C:\L\mastermind\cache`, nil},
		{"Windows profile", "windows", Cache, map[string]string{"USERPROFILE": `D:\u`}, `D:\u\AppData\Local\mastermind\cache`, nil},
		{"Windows profile roams", "windows", Config, map[string]string{"USERPROFILE": `D:\u`}, `D:\u\AppData\Roaming\mastermind`, nil},
		{"Windows with XDG", "windows", Donnees, map[string]string{"XDG_DATA_HOME": `E:\x`, "LOCALAPPDATA": `C:\L`}, `E:\x\mastermind`, nil},
		{"a Windows console has no HOME", "windows", Donnees, map[string]string{"HOME": "/h"}, "", []string{"XDG_DATA_HOME", "LOCALAPPDATA", "USERPROFILE"}},
		{"a relative profile", "windows", Config, map[string]string{"USERPROFILE": `u`, "APPDATA": `AppData`}, "", []string{"XDG_CONFIG_HOME", "APPDATA", "USERPROFILE"}},
		{"Plan 9", "plan9", Donnees, map[string]string{"home": "/usr/a"}, "/usr/a/lib/mastermind", nil},
		{"Plan 9 cache", "plan9", Cache, map[string]string{"home": "/usr/a"}, "/usr/a/lib/cache/mastermind", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := DossierProgrammeSur(tt.goos, func(k string) string { return tt.env[k] }, tt.sorte)
			if tt.want == "" {
				require.ErrorIs(t, err, ErrSansDossier)
				var e *ErreurSansDossier
				require.ErrorAs(t, err, &e)
				assert.Equal(t, VariableXDG(tt.sorte), e.Variable)
				assert.Equal(t, tt.vars, e.Variables)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, d)
		})
	}
}

// TestEcritNamesTheFileInTheWay: a write under a path where a file stands
// for a folder names that file, the one a person must move.
func TestEcritNamesTheFileInTheWay(t *testing.T) {
	dir := t.TempDir()
	fichier := filepath.Join(dir, "un fichier")
	require.NoError(t, os.WriteFile(fichier, []byte("x"), 0o644))
	for _, dossier := range []string{fichier, filepath.Join(fichier, "a"), filepath.Join(fichier, "a", "b")} {
		err := Ecriture{}.Ecrit(dossier, "x.yaml", []byte("x"), 0o600)
		var e *ErreurEcriture
		require.ErrorAs(t, err, &e)
		assert.ErrorIs(t, err, ErrPasDossier)
		assert.Equal(t, fichier, e.Fichier, dossier)
		assert.True(t, e.Regulier, "a file that can be moved")
	}
	for _, dossier := range []string{"/dev/null", "/dev/null/x", "/dev/null/x/y"} {
		f, regulier := Obstacle(dossier)
		assert.Equal(t, "/dev/null", f, dossier)
		assert.False(t, regulier, "a device, not a file to move")
	}
	f, _ := Obstacle(filepath.Join(dir, "absent", "b"))
	assert.Empty(t, f, "nothing in the way: a missing folder")
	f, _ = Obstacle(dir)
	assert.Empty(t, f)
}
