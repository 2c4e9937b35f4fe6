package enclos_test

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
)

// fdHerite is the descriptor a lab run as a user inherits without
// close-on-exec, as after a shell's exec 7>>file.
const fdHerite = 7

// laboUtilisateur runs the fugueur with words mots through a lab the
// test binary plays as an ordinary user (nobody), as
// TestFenceAttacksAsAUser does; herite, when not nil, is the lab's
// descriptor fdHerite. It returns the guarantees the lab's fence set and
// the program's first line.
func laboUtilisateur(t *testing.T, herite *os.File, mots ...string) (enclos.Garanties, string) {
	t.Helper()
	g, ligne, _ := laboUtilisateurDans(t, herite, "", mots...)
	return g, ligne
}

// laboUtilisateurDans is laboUtilisateur with the folder pret lent to the
// program ("": a temporary one); it returns too what kills the lab and
// waits for it.
func laboUtilisateurDans(t *testing.T, herite *os.File, pret string, mots ...string) (enclos.Garanties, string, func()) {
	t.Helper()
	return laboUtilisateurAvec(t, herite, pret, "", mots...)
}

// laboUtilisateurMem is laboUtilisateur with mem= 1 GiB, what the
// fugueur, a Go program, needs.
func laboUtilisateurMem(t *testing.T, mots ...string) (enclos.Garanties, string) {
	t.Helper()
	g, ligne, _ := laboUtilisateurAvec(t, nil, "", strconv.Itoa(memGo), mots...)
	return g, ligne
}

// laboUtilisateurAvec is laboUtilisateurDans with mem= memoire ("": the
// default).
func laboUtilisateurAvec(t *testing.T, herite *os.File, pret, memoire string, mots ...string) (enclos.Garanties, string, func()) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("not root: the test runs as an ordinary user already")
	}
	dossier := dossierPartage(t)
	binaire := filepath.Join(dossier, "enclos.test")
	copie(t, os.Args[0], binaire)
	lab := exec.Command(binaire, "-test.run=^$")
	lab.Dir = dossier
	lab.Env = append(os.Environ(), envLabo+"="+strings.Join(append([]string{fugueurTest}, mots...), " "), "TMPDIR=/tmp", envLaboDossier+"="+pret, envLaboMem+"="+memoire)
	lab.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: utilisateurTest, Gid: utilisateurTest}, Setpgid: true}
	lab.Stderr = os.Stderr
	if herite != nil {
		lab.ExtraFiles = make([]*os.File, fdHerite-2)
		lab.ExtraFiles[fdHerite-3] = herite
	}
	out, err := lab.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, lab.Start())
	var fin sync.Once
	tue := func() {
		fin.Do(func() {
			_ = syscall.Kill(-lab.Process.Pid, syscall.SIGKILL)
			_ = lab.Wait()
		})
	}
	t.Cleanup(tue)
	lecteur := bufio.NewReader(out)
	entete, err := lecteur.ReadString('\n')
	require.NoError(t, err)
	n, err := strconv.ParseUint(strings.TrimSpace(strings.TrimPrefix(entete, "garanties ")), 10, 32)
	require.NoError(t, err, entete)
	ligne, err := lecteur.ReadString('\n')
	require.NoError(t, err)
	return enclos.Garanties(n), strings.TrimSpace(ligne), tue
}

// fichierHerite is a file opened for appending without close-on-exec,
// as a shell's exec N>>file leaves it, and its path.
func fichierHerite(t *testing.T) (*os.File, string) {
	t.Helper()
	chemin := filepath.Join(dossierPartage(t), "herite")
	fd, err := syscall.Open(chemin, syscall.O_WRONLY|syscall.O_APPEND|syscall.O_CREAT, 0o644)
	require.NoError(t, err)
	f := os.NewFile(uintptr(fd), chemin)
	// os.NewFile keeps the descriptor as it is: inherited by children.
	t.Cleanup(func() { f.Close() })
	return f, chemin
}

// TestFenceInheritedDescriptor: a descriptor the lab inherited without
// close-on-exec (exec 7>>file) does not reach the fenced program, which
// cannot write through it outside its folder (issue 43, item 1).
func TestFenceInheritedDescriptor(t *testing.T) {
	f, chemin := fichierHerite(t)
	_, ligne, _ := lanceFugueur(t, "herite", marque(t), enclos.Limites{}, strconv.Itoa(int(f.Fd())))
	assert.True(t, strings.HasPrefix(ligne, "pret refus"), ligne)
	contenu, err := os.ReadFile(chemin)
	require.NoError(t, err)
	assert.Empty(t, string(contenu), "the program wrote through the lab's descriptor")
}

// TestFenceInheritedDescriptorAsAUser: the same from a lab run by an
// ordinary user, its descriptor 7 inherited.
func TestFenceInheritedDescriptorAsAUser(t *testing.T) {
	f, chemin := fichierHerite(t)
	_, ligne := laboUtilisateur(t, f, "herite", marque(t), strconv.Itoa(fdHerite))
	assert.True(t, strings.HasPrefix(ligne, "pret refus"), ligne)
	contenu, err := os.ReadFile(chemin)
	require.NoError(t, err)
	assert.Empty(t, string(contenu), "the program wrote through the lab's descriptor")
}
