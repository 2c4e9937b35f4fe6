package enclos_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
)

// memGo is the least mem a Go program starts with (RLIMIT_AS): the
// fugueur is one. Under it, the runtime takes all but some 47 MiB of
// address space as it starts.
const memGo = 1 << 30

// memShm bounds the fugueur that fills /dev/shm: with memGo, the few MiB
// the runtime had left could run out before the files did (CI once
// ended the fugueur with "out of memory" after 700 MiB in its folder).
const memShm = 2 << 30

// TestFenceMemoryFiles: issue 43, a program held 400 MiB written into a
// memory file it never maps, past mem, where no cgroup v2 bounds it (the
// address space counts only what is mapped; each file stays under the
// file size limit). memfd_create is refused; and
// /dev/shm shares the bound of the program's temporary folder (mem), so
// 1200 MiB in each, 2.4 GiB in all, cannot be held there under 2 GiB.
func TestFenceMemoryFiles(t *testing.T) {
	for _, c := range []struct {
		mode string
		mem  int64
		mio  string
	}{{"memfd", memGo, "1536"}, {"shm", memShm, "1200"}} {
		t.Run(c.mode, func(t *testing.T) {
			p, ligne, erreurs := lanceFugueur(t, c.mode, marque(t), enclos.Limites{Memoire: c.mem}, c.mio)
			if c.mode == "memfd" && p.Garanties()&enclos.GarSockets == 0 {
				t.Skip("no seccomp filter here: memory files are not refused")
			}
			if c.mode == "shm" && p.Garanties()&enclos.GarLectureSeule == 0 {
				t.Skip("no mount namespace here: /dev/shm is the system's")
			}
			refuse := strings.HasPrefix(ligne, "pret refus")
			if !refuse {
				// Its error stream is read once it has ended, never while
				// the program still writes it.
				p.Arrete()
			}
			assert.True(t, refuse, "%s %s", ligne, erreurs)
			if c.mode == "shm" {
				// The bound of the folder's file system refused it, not
				// the machine.
				assert.Contains(t, ligne, "no space left on device")
			}
		})
	}
}

// TestFenceMemoryFilesAsAUser: the memory file, from a lab run by an
// ordinary user.
func TestFenceMemoryFilesAsAUser(t *testing.T) {
	g, ligne := laboUtilisateurMem(t, "memfd", marque(t), "1536")
	if g&enclos.GarSockets == 0 {
		t.Skip("no seccomp filter here: memory files are not refused")
	}
	assert.True(t, strings.HasPrefix(ligne, "pret refus"), ligne)
}
