package enclos_test

import (
	"bufio"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
)

// cibles are what a fenced program must not reach, made by the test
// outside the program's folder: a file with an extended attribute, Unix
// sockets (stream, datagram, abstract), TCP and UDP ports; recus counts
// what reached the sockets.
type cibles struct {
	dehors string
	recus  atomic.Int32
}

// nouvellesCibles makes the targets, owned by user uid (the lab's), so
// that the program, the same user, would be allowed all it tries but for
// the fence.
func nouvellesCibles(t *testing.T, uid int) *cibles {
	t.Helper()
	c := &cibles{dehors: filepath.Join(dossierPartage(t), "dehors")}
	require.NoError(t, os.Mkdir(c.dehors, 0o755))
	cible := filepath.Join(c.dehors, "cible")
	require.NoError(t, os.WriteFile(cible, []byte("a moi\n"), 0o644))
	// Should the fence fail, the flags it let the program set would keep
	// the folder from going.
	t.Cleanup(func() { effaceDrapeaux(cible) })
	_ = unix.Setxattr(cible, "user.mastermind", []byte("garde"), 0)

	compte := func(r io.Reader) {
		if n, _ := r.Read(make([]byte, 64)); n > 0 {
			c.recus.Add(1)
		}
	}
	for _, reseau := range []string{"unix", "tcp"} {
		adresse := filepath.Join(c.dehors, "flux.sock")
		if reseau == "tcp" {
			adresse = "127.0.0.1:0"
		}
		l, err := net.Listen(reseau, adresse)
		require.NoError(t, err)
		t.Cleanup(func() { l.Close() })
		go func() {
			for {
				conn, err := l.Accept()
				if err != nil {
					return
				}
				c.recus.Add(1)
				go compte(conn)
			}
		}()
		if reseau == "tcp" {
			require.NoError(t, os.WriteFile(filepath.Join(c.dehors, "ports"), []byte(strconv.Itoa(l.Addr().(*net.TCPAddr).Port)), 0o644))
		}
	}
	abstrait := "mastermind-test-" + strconv.Itoa(os.Getpid()) + "-" + strconv.FormatInt(time.Now().UnixNano(), 36)
	la, err := net.Listen("unix", "@"+abstrait)
	require.NoError(t, err)
	t.Cleanup(func() { la.Close() })
	go func() {
		for {
			conn, err := la.Accept()
			if err != nil {
				return
			}
			c.recus.Add(1)
			conn.Close()
		}
	}()
	require.NoError(t, os.WriteFile(filepath.Join(c.dehors, "abstrait"), []byte(abstrait), 0o644))
	for _, reseau := range []string{"unixgram", "udp"} {
		adresse := filepath.Join(c.dehors, "datagramme.sock")
		if reseau == "udp" {
			adresse = "127.0.0.1:0"
		}
		pc, err := net.ListenPacket(reseau, adresse)
		require.NoError(t, err)
		t.Cleanup(func() { pc.Close() })
		go func() {
			for {
				if _, _, err := pc.ReadFrom(make([]byte, 64)); err != nil {
					return
				}
				c.recus.Add(1)
			}
		}()
		if reseau == "udp" {
			f, err := os.OpenFile(filepath.Join(c.dehors, "ports"), os.O_APPEND|os.O_WRONLY, 0)
			require.NoError(t, err)
			_, err = f.WriteString(" " + strconv.Itoa(pc.LocalAddr().(*net.UDPAddr).Port))
			require.NoError(t, err)
			require.NoError(t, f.Close())
		}
	}
	require.NoError(t, filepath.WalkDir(filepath.Dir(c.dehors), func(p string, _ os.DirEntry, err error) error {
		if err == nil {
			err = os.Lchown(p, uid, uid)
		}
		return err
	}))
	return c
}

// etat is what the program must leave as it was: the folder's entries,
// and the file's content, mode, owner, times (but its access time,
// which reading it changes), attribute and flags.
func (c *cibles) etat(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	entrees, err := os.ReadDir(c.dehors)
	require.NoError(t, err)
	for _, e := range entrees {
		b.WriteString(e.Name() + " ")
	}
	cible := filepath.Join(c.dehors, "cible")
	var st unix.Stat_t
	require.NoError(t, unix.Lstat(cible, &st))
	contenu, _ := os.ReadFile(cible)
	attr := make([]byte, 64)
	n, _ := unix.Getxattr(cible, "user.mastermind", attr)
	drapeaux := -1
	if fd, err := unix.Open(cible, unix.O_RDONLY, 0); err == nil {
		if v, err := unix.IoctlGetUint32(fd, unix.FS_IOC_GETFLAGS); err == nil {
			drapeaux = int(v)
		}
		unix.Close(fd)
	}
	b.WriteString(strings.Join([]string{string(contenu), strconv.Itoa(int(st.Mode)), strconv.Itoa(int(st.Uid)),
		strconv.Itoa(int(st.Gid)), strconv.FormatInt(st.Mtim.Nano(), 10), strconv.FormatInt(st.Ctim.Nano(), 10),
		string(attr[:max(n, 0)]), strconv.Itoa(drapeaux)}, "|"))
	return b.String()
}

// garantiePour is the guarantee that closes each way out the fugueur
// tries (testdata/fugueur/attaque.go); "ici-*" must work.
func garantiePour(essai string) enclos.Garanties {
	switch essai {
	case "chmod", "chown", "chown-dossier", "utime", "setxattr", "removexattr", "drapeaux":
		return enclos.GarLectureSeule
	case "ecrit", "cree", "supprime", "renomme", "lien", "fifo":
		return enclos.GarEcritures
	case "signal-labo", "voit-labo":
		return enclos.GarProcessus
	}
	return enclos.GarSockets
}

// verifieAttaques checks the fugueur's line: every way out refused where
// the fence holds the guarantee that closes it (the lab says which it
// lacks before it runs a program), and what the program may do done;
// nothing reached the targets.
func verifieAttaques(t *testing.T, c *cibles, avant string, g enclos.Garanties, ligne string) {
	t.Helper()
	require.True(t, strings.HasPrefix(ligne, "pret "), "the fugueur ran: %q", ligne)
	essais := strings.Fields(strings.TrimPrefix(ligne, "pret "))
	require.Greater(t, len(essais), 30, ligne)
	for _, e := range essais {
		nom, resultat, _ := strings.Cut(e, "=")
		if strings.HasPrefix(nom, "ici-") {
			assert.Equal(t, "ok", resultat, "%s: the program may do this in its folder", nom)
			continue
		}
		if g&garantiePour(nom) == 0 {
			t.Logf("%s=%s: the fence lacks guarantee %b here, and says so", nom, resultat, garantiePour(nom))
			continue
		}
		assert.True(t, strings.HasPrefix(resultat, "refus"), "%s got through the fence: %s", nom, resultat)
	}
	if g&enclos.GarSockets != 0 {
		assert.Zero(t, c.recus.Load(), "a socket outside the fence was reached")
	}
	if g&enclos.GarLectureSeule != 0 {
		assert.Equal(t, avant, c.etat(t), "the file outside the folder changed")
	}
}

// TestFenceAttacks: a fenced program run by this test's user tries to
// change the metadata of a file outside its folder (mode, owner, times,
// extended attributes, inode flags), to write, create, remove or rename
// there, to reach Unix sockets (stream, datagram, abstract), TCP and UDP
// ports, and sockets of every other protocol (MPTCP, SCTP, raw, packet,
// netlink, vsock), io_uring, and the lab; all of it is refused, and the
// session's SSH_AUTH_SOCK is not passed on.
func TestFenceAttacks(t *testing.T) {
	c := nouvellesCibles(t, os.Getuid())
	// An ssh agent's socket, as a session names it: not passed on.
	t.Setenv("SSH_AUTH_SOCK", filepath.Join(c.dehors, "flux.sock"))
	avant := c.etat(t)
	m := marque(t)
	p, ligne, _ := lanceFugueur(t, "attaque", m, enclos.Limites{}, c.dehors, strconv.Itoa(os.Getpid()))
	g := p.Garanties()
	t.Logf("guarantees %b: %s", g, ligne)
	verifieAttaques(t, c, avant, g, ligne)
	if os.Geteuid() == 0 {
		assert.NotZero(t, g&enclos.GarUtilisateur, "root's program runs as a user of its own")
	}
}

// utilisateurTest is the user TestFenceAttacksAsAUser runs a lab as.
const utilisateurTest = 65534

// TestFenceAttacksAsAUser: the same, from a lab run by an ordinary user
// (the test drops to nobody, when it runs as root): the fence is then a
// user namespace's.
func TestFenceAttacksAsAUser(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: TestFenceAttacks runs as an ordinary user already")
	}
	// The test binary, where nobody may run it.
	dossier := dossierPartage(t)
	binaire := filepath.Join(dossier, "enclos.test")
	copie(t, os.Args[0], binaire)
	c := nouvellesCibles(t, utilisateurTest)
	avant := c.etat(t)
	m := marque(t)
	lab := exec.Command(binaire, "-test.run=^$")
	lab.Dir = dossier
	lab.Env = append(os.Environ(), envLabo+"="+strings.Join([]string{fugueurTest, "attaque", m, c.dehors, strconv.Itoa(os.Getpid())}, " "), "TMPDIR=/tmp")
	lab.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: utilisateurTest, Gid: utilisateurTest}, Setpgid: true}
	lab.Stderr = os.Stderr
	out, err := lab.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, lab.Start())
	t.Cleanup(func() {
		_ = syscall.Kill(-lab.Process.Pid, syscall.SIGKILL)
		_ = lab.Wait()
		aucunReste(t, m)
	})
	lecteur := bufio.NewReader(out)
	entete, err := lecteur.ReadString('\n')
	require.NoError(t, err)
	n, err := strconv.ParseUint(strings.TrimSpace(strings.TrimPrefix(entete, "garanties ")), 10, 32)
	require.NoError(t, err, entete)
	ligne, err := lecteur.ReadString('\n')
	require.NoError(t, err)
	g := enclos.Garanties(n)
	t.Logf("guarantees %b: %s", g, ligne)
	verifieAttaques(t, c, avant, g, strings.TrimSpace(ligne))
}

// dossierPartage is a new folder that another user may enter, removed
// after the test.
func dossierPartage(t *testing.T) string {
	t.Helper()
	d, err := os.MkdirTemp("", "attaques")
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(d) })
	require.NoError(t, os.Chmod(d, 0o755))
	return d
}

// effaceDrapeaux clears the immutable and append-only flags of chemin.
func effaceDrapeaux(chemin string) {
	fd, err := unix.Open(chemin, unix.O_RDONLY|unix.O_NONBLOCK, 0)
	if err != nil {
		return
	}
	defer unix.Close(fd)
	if v, err := unix.IoctlGetUint32(fd, unix.FS_IOC_GETFLAGS); err == nil && v&0x30 != 0 {
		_ = unix.IoctlSetPointerInt(fd, unix.FS_IOC_SETFLAGS, int(v&^0x30))
	}
}

// copie copies file de to vers, executable.
func copie(t *testing.T, de, vers string) {
	t.Helper()
	b, err := os.ReadFile(de)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(vers, b, 0o755))
}
