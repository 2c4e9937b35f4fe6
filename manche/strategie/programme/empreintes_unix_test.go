//go:build unix

package programme_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// TestEmpreintes: the program and every path its words name are hashed,
// a folder whole, a file with its folder; a relative path counts against the folder given; what
// cannot be hashed whole is refused with the path and why.
func TestEmpreintes(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "out", "p"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "out", "p", "A.class"), []byte("a"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "s.py"), []byte("print()"), 0o644))

	assert.Equal(t, []string{"java", "-cp", filepath.Join(dir, "out"), "Lexico", filepath.Join(dir, "s.py")},
		programme.Chemins([]string{"java", "-cp", "out", "Lexico", "s.py"}, dir))

	e, err := programme.Empreintes([]string{"sh", "out", "s.py", "absent", "-x"}, dir)
	require.NoError(t, err)
	assert.Len(t, e, 4, "sh, the folder, the file and the file's folder: %v", e)
	assert.Contains(t, e, dir, "a script's folder is agreed to with it")
	avant := e[filepath.Join(dir, "out")]
	require.NoError(t, os.WriteFile(filepath.Join(dir, "out", "p", "B.class"), nil, 0o644))
	e, err = programme.Empreintes([]string{"sh", "out", "s.py"}, dir)
	require.NoError(t, err)
	assert.NotEqual(t, avant, e[filepath.Join(dir, "out")], "a file added to the folder changes it")

	require.NoError(t, os.Symlink(dir, filepath.Join(dir, "out", "boucle")))
	_, err = programme.Empreintes([]string{"sh", "out"}, dir)
	assert.ErrorIs(t, err, programme.ErrLienDossier)
	require.NoError(t, os.Remove(filepath.Join(dir, "out", "boucle")))

	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "out", "tube"), 0o644))
	_, err = programme.Empreintes([]string{"sh", "out"}, dir)
	var ee *programme.ErreurEmpreinte
	require.ErrorAs(t, err, &ee)
	assert.ErrorIs(t, err, programme.ErrSpecial)
	assert.Equal(t, filepath.Join(dir, "out", "tube"), ee.Chemin)
	require.NoError(t, os.Remove(filepath.Join(dir, "out", "tube")))

	gros := filepath.Join(dir, "gros")
	require.NoError(t, os.WriteFile(gros, nil, 0o644))
	require.NoError(t, os.Truncate(gros, programme.MaxEmpreinte+1))
	_, err = programme.Empreintes([]string{"sh", "gros"}, dir)
	assert.ErrorIs(t, err, programme.ErrTropGros)
}
