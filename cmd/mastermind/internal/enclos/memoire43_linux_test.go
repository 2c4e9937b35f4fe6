package enclos_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
)

// memGo is the least mem a Go program starts with (RLIMIT_AS): the
// fugueur is one.
const memGo = 1 << 30

// TestFenceMemoryFiles: issue 43, a program held 400 MiB written into a
// memory file it never maps, past mem, where no cgroup v2 bounds it (the
// address space counts only what is mapped; each file stays under the
// file size limit). memfd_create is refused; and
// /dev/shm shares the bound of the program's temporary folder (mem), so
// 700 MiB in each, 1.4 GiB in all, cannot be held there either.
func TestFenceMemoryFiles(t *testing.T) {
	for mode, mio := range map[string]string{"memfd": "1536", "shm": "700"} {
		t.Run(mode, func(t *testing.T) {
			p, ligne, erreurs := lanceFugueur(t, mode, marque(t), enclos.Limites{Memoire: memGo}, mio)
			if mode == "memfd" && p.Garanties()&enclos.GarSockets == 0 {
				t.Skip("no seccomp filter here: memory files are not refused")
			}
			if mode == "shm" && p.Garanties()&enclos.GarLectureSeule == 0 {
				t.Skip("no mount namespace here: /dev/shm is the system's")
			}
			assert.True(t, strings.HasPrefix(ligne, "pret refus"), "%s %s", ligne, erreurs)
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
