package enclos_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// marque is a word no other process carries: the processes of one test
// carry it in their command line.
func marque(t *testing.T) string {
	return fmt.Sprintf("marque-%d-%d", os.Getpid(), time.Now().UnixNano())
}

// marques lists the living processes whose command line holds m (a
// zombie, whose parent has not reaped it yet, does not count).
func marques(m string) []int {
	entrees, _ := os.ReadDir("/proc")
	var pids []int
	for _, e := range entrees {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		cmdline, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil || !bytes.Contains(cmdline, []byte(m)) {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		if i := bytes.LastIndexByte(stat, ')'); i >= 0 && i+2 < len(stat) && (stat[i+2] == 'Z' || stat[i+2] == 'X') {
			continue
		}
		pids = append(pids, pid)
	}
	return pids
}

// aucunReste waits, with a generous deadline, until no process carries m.
func aucunReste(t *testing.T, m string) {
	t.Helper()
	assert.Eventually(t, func() bool { return len(marques(m)) == 0 }, 10*time.Second, 10*time.Millisecond,
		"processes left behind")
}

// abiLandlock is the Landlock ABI the kernel offers, 0 without.
func abiLandlock() int {
	v, _, e := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, 0, 0, unix.LANDLOCK_CREATE_RULESET_VERSION)
	if e != 0 {
		return 0
	}
	return int(v)
}

// temoin is the lab's fence that keeps the last program's fence, for its
// guarantees.
type temoin struct {
	enclos.Regle
	clos programme.Clos
}

func (t *temoin) Prepare(mots []string) (programme.Clos, error) {
	c, err := t.Regle.Prepare(mots)
	t.clos = c
	return c, err
}

// fugueur is a fenced program with the guarantees its fence set.
type fugueur struct {
	*programme.Processus
	clos programme.Clos
}

// Garanties are the guarantees the fence set on the program.
func (f fugueur) Garanties() enclos.Garanties {
	if g, ok := f.clos.(interface{ Garanties() enclos.Garanties }); ok {
		return g.Garanties()
	}
	return 0
}

// lanceFugueur runs the fugueur in mode, fenced by l, and returns it
// with the line it wrote when ready ("" when it ended first) and what it
// wrote on its error stream.
func lanceFugueur(t *testing.T, mode, m string, l enclos.Limites, args ...string) (fugueur, string, *bytes.Buffer) {
	t.Helper()
	var erreurs bytes.Buffer
	mots := append([]string{fugueurTest, mode, m}, args...)
	e := &temoin{Regle: enclos.Regle{Limites: l}}
	p, err := programme.Lance(context.Background(), mots, &erreurs, e)
	require.NoError(t, err)
	t.Cleanup(p.Arrete)
	ligne, _ := bufio.NewReader(p.Sortie()).ReadString('\n')
	return fugueur{p, e.clos}, strings.TrimSpace(ligne), &erreurs
}

// TestFenceLeavesNoProcess: whatever the program's children do (a new
// session, a new group, an orphan by a double fork), ending the program
// ends them all, and the program that ignores the end of its input.
func TestFenceLeavesNoProcess(t *testing.T) {
	for _, mode := range []string{"enfant", "setsid", "setpgid", "double"} {
		t.Run(mode, func(t *testing.T) {
			m := marque(t)
			p, ligne, _ := lanceFugueur(t, mode, m, enclos.Limites{})
			require.Equal(t, "pret", ligne)
			require.Eventually(t, func() bool { return len(marques(m)) >= 2 }, 10*time.Second, 10*time.Millisecond,
				"the program and its child run")
			p.Termine(100 * time.Millisecond)
			aucunReste(t, m)
		})
	}
}

// TestFenceOutlivesNoLab: a lab killed with SIGKILL takes with it the
// program it ran and the child that left the program's session.
func TestFenceOutlivesNoLab(t *testing.T) {
	m := marque(t)
	lab := exec.Command(os.Args[0], "-test.run=^$")
	lab.Env = append(os.Environ(), envLabo+"="+fugueurTest+" setsid "+m)
	lab.Stderr = os.Stderr
	out, err := lab.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, lab.Start())
	lecteur := bufio.NewReader(out)
	ligne, err := lecteur.ReadString('\n')
	require.NoError(t, err)
	require.Contains(t, ligne, "garanties ")
	ligne, err = lecteur.ReadString('\n')
	require.NoError(t, err)
	require.Equal(t, "pret\n", ligne)
	require.Eventually(t, func() bool { return len(marques(m)) >= 2 }, 10*time.Second, 10*time.Millisecond,
		"the program and its child run")
	require.NoError(t, lab.Process.Signal(syscall.SIGKILL))
	_ = lab.Wait()
	aucunReste(t, m)
}

// TestFenceFolder: the program runs in a folder of its own, its TMPDIR,
// removed when it ends.
func TestFenceFolder(t *testing.T) {
	m := marque(t)
	p, ligne, _ := lanceFugueur(t, "dossier", m, enclos.Limites{})
	mots := strings.Fields(ligne)
	require.Len(t, mots, 3, ligne)
	dossier := mots[1]
	assert.Equal(t, dossier, mots[2], "TMPDIR is the program's folder")
	assert.DirExists(t, dossier)
	wd, err := os.Getwd()
	require.NoError(t, err)
	assert.NotEqual(t, wd, dossier)
	p.Arrete()
	assert.NoDirExists(t, dossier)
	aucunReste(t, m)
}

// TestFenceWrites: with Landlock, the program writes in its folder only.
func TestFenceWrites(t *testing.T) {
	if abiLandlock() < 1 {
		t.Skip("no Landlock in this kernel: the program may write anywhere its user may")
	}
	m := marque(t)
	dehors := filepath.Join(t.TempDir(), "dehors")
	_, ligne, _ := lanceFugueur(t, "ecrit", m, enclos.Limites{}, dehors)
	assert.Contains(t, ligne, "pret refus", "writing outside the folder is refused")
	assert.NoFileExists(t, dehors)
}

// TestFenceNetwork: with Landlock ABI 4 (or a network namespace, for
// root), the program can neither listen on nor connect to a TCP port.
func TestFenceNetwork(t *testing.T) {
	if abiLandlock() < 4 && os.Geteuid() != 0 {
		t.Skip("neither Landlock ABI 4 nor the right to make a network namespace: TCP stays open")
	}
	m := marque(t)
	_, ligne, _ := lanceFugueur(t, "reseau", m, enclos.Limites{})
	assert.Contains(t, ligne, "refus")
	assert.NotContains(t, ligne, "dial ok")
}

// TestFenceLimits: a program over its limits is stopped by the kernel,
// or refused what it asks, and the lab says how it ended.
func TestFenceLimits(t *testing.T) {
	t.Run("cpu", func(t *testing.T) {
		m := marque(t)
		p, ligne, _ := lanceFugueur(t, "tourne", m, enclos.Limites{CPU: time.Second})
		assert.Empty(t, ligne)
		fin := p.Fin(time.Minute)
		require.NotNil(t, fin)
		// A Go program ignores SIGXCPU: the hard limit, a second later,
		// kills it.
		assert.Contains(t, []int{int(syscall.SIGXCPU), int(syscall.SIGKILL)}, fin.Signal)
		aucunReste(t, m)
	})
	t.Run("memoire", func(t *testing.T) {
		m := marque(t)
		// A Go program reserves some 700 MiB of address space to start.
		p, ligne, erreurs := lanceFugueur(t, "memoire", m, enclos.Limites{Memoire: 1 << 30})
		assert.Empty(t, ligne)
		fin := p.Fin(time.Minute)
		require.NotNil(t, fin)
		assert.NotEqual(t, programme.Sortie{}, *fin, "the program does not end well")
		assert.Contains(t, erreurs.String(), "out of memory")
		aucunReste(t, m)
	})
	t.Run("partage", func(t *testing.T) {
		// Shared memory counts as the rest does.
		m := marque(t)
		_, ligne, _ := lanceFugueur(t, "partage", m, enclos.Limites{Memoire: 1 << 30}, "1536")
		assert.Equal(t, "pret refus(ENOMEM)", ligne, "1.5 GiB of shared memory under a bound of 1 GiB")
	})
	t.Run("fichier", func(t *testing.T) {
		m := marque(t)
		_, ligne, _ := lanceFugueur(t, "gros", m, enclos.Limites{Fichier: 1 << 20})
		assert.Contains(t, ligne, "pret refus", "a file over the limit is refused")
	})
}

// cgroupeEcrivable is the test's cgroup v2 folder, where the guard makes
// its own; "" when there is none or it cannot be written.
func cgroupeEcrivable(t *testing.T) string {
	t.Helper()
	info, err := os.ReadFile("/proc/self/mountinfo")
	require.NoError(t, err)
	racine := ""
	for _, l := range strings.Split(string(info), "\n") {
		avant, apres, ok := strings.Cut(l, " - ")
		if champs := strings.Fields(avant); ok && strings.HasPrefix(apres, "cgroup2 ") && len(champs) >= 5 {
			racine = champs[4]
		}
	}
	b, err := os.ReadFile("/proc/self/cgroup")
	require.NoError(t, err)
	for _, l := range strings.Split(string(b), "\n") {
		if chemin, ok := strings.CutPrefix(l, "0::"); ok && racine != "" {
			dir := filepath.Join(racine, chemin)
			if unix.Access(dir, unix.W_OK) == nil {
				return dir
			}
		}
	}
	return ""
}

// TestFenceCgroup: where the cgroup v2 can be written, the program runs
// in a cgroup of its own, removed after; a cgroup a killed guard left is
// swept by the next guard, with what it held.
func TestFenceCgroup(t *testing.T) {
	parent := cgroupeEcrivable(t)
	if parent == "" {
		t.Skip("no writable cgroup v2 here: the guard's subreaper alone ends the processes")
	}
	// A cgroup as a killed guard leaves it: a process still in it.
	mort := exec.Command("true")
	require.NoError(t, mort.Run())
	reste := filepath.Join(parent, fmt.Sprintf("mastermind-%d", mort.Process.Pid))
	require.NoError(t, os.Mkdir(reste, 0o755))
	t.Cleanup(func() { os.Remove(reste) })
	m := marque(t)
	dormeur := exec.Command(fugueurTest, "dort", m)
	require.NoError(t, dormeur.Start())
	go dormeur.Wait()
	require.NoError(t, os.WriteFile(filepath.Join(reste, "cgroup.procs"), []byte(strconv.Itoa(dormeur.Process.Pid)), 0))

	p, ligne, _ := lanceFugueur(t, "cgroupe", marque(t), enclos.Limites{})
	mots := strings.Fields(ligne)
	require.Len(t, mots, 2, ligne)
	assert.Contains(t, mots[1], "/mastermind-")
	p.Arrete()
	assert.NoDirExists(t, filepath.Join(parent, filepath.Base(mots[1])))
	aucunReste(t, m)
	assert.Eventually(t, func() bool { _, err := os.Stat(reste); return os.IsNotExist(err) }, 10*time.Second, 10*time.Millisecond,
		"the cgroup left behind is removed")
}

// TestFenceReportsWhatCannotRun: a program the system cannot run (a
// script without its #! line) is refused by Lance with the system's
// reason, fenced as unfenced, and leaves no guard behind.
func TestFenceReportsWhatCannotRun(t *testing.T) {
	script := filepath.Join(t.TempDir(), "script")
	require.NoError(t, os.WriteFile(script, []byte("echo "+marque(t)+"\n"), 0o755))
	for _, e := range []programme.Enclos{enclos.Regle{}, nil} {
		_, err := programme.Lance(context.Background(), []string{script}, nil, e)
		assert.ErrorIs(t, err, syscall.ENOEXEC, "fenced: %v", e != nil)
	}
}
