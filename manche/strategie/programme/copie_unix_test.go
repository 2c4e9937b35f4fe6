//go:build unix

package programme_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// startsRace is how many starts TestAgreedScriptSwappedNeverRuns makes.
const startsRace = 200

// ecritScript writes the shell script corps at chemin, executable, in one
// step (a rename), as a student swapping it would.
func ecritScript(t *testing.T, chemin, corps string) {
	t.Helper()
	tmp := filepath.Join(filepath.Dir(filepath.Dir(chemin)), "prochain")
	require.NoError(t, os.WriteFile(tmp, []byte("#!/bin/sh\n"+corps+"\n"), 0o755))
	require.NoError(t, os.Rename(tmp, chemin))
}

// Issue 43 (5): a script swapped for another while the lab checks and
// starts it never runs: the lab runs a private copy of what it checked.
// Before the copy, a swap between the check and the start ran in a few
// starts of forty.
func TestAgreedScriptSwappedNeverRuns(t *testing.T) {
	racine := t.TempDir()
	dossier := filepath.Join(racine, "strategie")
	require.NoError(t, os.Mkdir(dossier, 0o755))
	marque := filepath.Join(t.TempDir(), "echange")
	script := filepath.Join(dossier, "joue.sh")
	accorde := "exec " + joueurTest + " lexico"
	echange := "echo ran >> " + marque + "\nexec " + joueurTest + " lexico"
	ecritScript(t, script, accorde)
	cmd, err := programme.LitCommande(programme.Prefixe + script)
	require.NoError(t, err)
	empreintes, err := programme.Empreintes(cmd.Mots, "")
	require.NoError(t, err)

	ctx, fin := context.WithCancel(context.Background())
	defer fin()
	var attente sync.WaitGroup
	attente.Add(1)
	go func() {
		defer attente.Done()
		tmp := filepath.Join(racine, "prochain")
		for ctx.Err() == nil {
			for _, corps := range []string{echange, accorde} {
				if os.WriteFile(tmp, []byte("#!/bin/sh\n"+corps+"\n"), 0o755) == nil {
					_ = os.Rename(tmp, script)
				}
			}
		}
	}()
	taille := code.Taille{Pions: 4, Couleurs: 6}
	lances := 0
	for range startsRace {
		j, err := programme.Demarre(context.Background(), cmd, programme.Options{Empreintes: empreintes})
		if err != nil {
			require.ErrorIs(t, err, programme.ErrChange)
			continue
		}
		lances++
		_, err = j.Joue(context.Background(), taille, codetest.Code(t, "VJBR"))
		require.NoError(t, err)
		j.Termine()
	}
	fin()
	attente.Wait()
	t.Logf("%d starts of %d ran", lances, startsRace)
	assert.Positive(t, lances, "the agreed script runs when it is in place")
	assert.NoFileExists(t, marque, "the swapped script never ran")
}

// Issue 43 (6): a module beside the agreed script (a file it sources, as
// a Python script imports one) is agreed to with it: once it changed,
// the program does not start; the copy the program runs holds the
// module as agreed, whatever happens to the original meanwhile.
func TestAgreedScriptsModuleChanged(t *testing.T) {
	dossier := t.TempDir()
	module := filepath.Join(dossier, "module.sh")
	require.NoError(t, os.WriteFile(module, []byte("MODE=lexico\n"), 0o644))
	script := filepath.Join(dossier, "joue.sh")
	require.NoError(t, os.WriteFile(script, []byte("#!/bin/sh\n. \"$(dirname \"$0\")/module.sh\"\nexec "+joueurTest+" \"$MODE\"\n"), 0o755))
	cmd, err := programme.LitCommande(programme.Prefixe + "sh " + script)
	require.NoError(t, err)
	empreintes, err := programme.Empreintes(cmd.Mots, "")
	require.NoError(t, err)
	assert.Contains(t, empreintes, dossier, "the script's folder is agreed to")

	j, err := programme.Demarre(context.Background(), cmd, programme.Options{Empreintes: empreintes})
	require.NoError(t, err)
	taille := code.Taille{Pions: 4, Couleurs: 6}
	_, err = j.Joue(context.Background(), taille, codetest.Code(t, "VJBR"))
	require.NoError(t, err, "as agreed")
	j.Termine()

	require.NoError(t, os.WriteFile(module, []byte("MODE=invalide\n"), 0o644))
	_, err = programme.Demarre(context.Background(), cmd, programme.Options{Empreintes: empreintes})
	require.ErrorIs(t, err, programme.ErrChange, "a changed module is a changed program")
	var l *programme.ErreurLancement
	require.ErrorAs(t, err, &l)
	e, err := programme.Empreintes(cmd.Mots, "")
	require.NoError(t, err)
	assert.False(t, programme.Egales(e, empreintes), "the agreement asks again")
}

// TestFigeRunsAReadOnlyCopy: what Fige returns runs from a private copy,
// read-only, holding the script beside its folder's files, removed by
// Libere.
func TestFigeRunsAReadOnlyCopy(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dossier := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dossier, "module.py"), []byte("MODE = 1\n"), 0o644))
	script := filepath.Join(dossier, "joue.py")
	require.NoError(t, os.WriteFile(script, []byte("import module\n"), 0o644))
	mots := []string{"sh", script, "-x"}
	empreintes, err := programme.Empreintes(mots, "")
	require.NoError(t, err)
	fige, copie, err := programme.Fige(mots, empreintes)
	require.NoError(t, err)
	require.Len(t, fige, 3)
	assert.True(t, filepath.IsAbs(fige[0]), "the program found through PATH, by its path: %s", fige[0])
	assert.Equal(t, "-x", fige[2])
	rel, err := filepath.Rel(copie, fige[1])
	require.NoError(t, err)
	assert.NotContains(t, rel, "..", "the script runs from the copy")
	assert.FileExists(t, filepath.Join(filepath.Dir(fige[1]), "module.py"), "beside its module's copy")
	info, err := os.Stat(fige[1])
	require.NoError(t, err)
	assert.Zero(t, info.Mode().Perm()&0o222, "read-only")
	programme.Libere(copie)
	assert.NoDirExists(t, copie)

	require.NoError(t, os.WriteFile(script, []byte("import module # changed\n"), 0o644))
	_, copie, err = programme.Fige(mots, empreintes)
	require.ErrorIs(t, err, programme.ErrChange)
	assert.Empty(t, copie)
	restes, err := os.ReadDir(tmp)
	require.NoError(t, err)
	assert.Empty(t, restes, "nothing left behind")
}

// utilisateurTest is the ordinary user the "as a user" tests run as.
const utilisateurTest = 65534

// TestAgreedScriptSwappedNeverRunsAsAUser: the same swap race, from a
// lab run by an ordinary user (root runs the test binary again as one).
func TestAgreedScriptSwappedNeverRunsAsAUser(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: TestAgreedScriptSwappedNeverRuns runs as an ordinary user already")
	}
	partage, err := os.MkdirTemp("", "programme-utilisateur")
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(partage) })
	require.NoError(t, os.Chmod(partage, 0o755))
	binaire, joueur := filepath.Join(partage, "programme.test"), filepath.Join(partage, "joueur")
	for de, vers := range map[string]string{os.Args[0]: binaire, joueurTest: joueur} {
		data, err := os.ReadFile(de)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(vers, data, 0o755))
	}
	lab := exec.Command(binaire, "-test.run=^TestAgreedScriptSwappedNeverRuns$", "-test.count=1", "-test.v")
	lab.Dir = partage
	lab.Env = append(os.Environ(), envJoueur+"="+joueur, "TMPDIR=/tmp", "HOME="+partage)
	lab.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: utilisateurTest, Gid: utilisateurTest}}
	out, err := lab.CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "--- PASS: TestAgreedScriptSwappedNeverRuns ", "%s", out)
	assert.Contains(t, string(out), "starts of", "%s", out)
}
