package cmdverifytree

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOptimalExportThenVerifyTree: the tree the optimal command exports
// is what verify-tree accepts, with the search's figures; the file is
// written once, replaced only with --force.
func TestOptimalExportThenVerifyTree(t *testing.T) {
	chemin := filepath.Join(t.TempDir(), "3x3.txt")
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "3", "--export", chemin)
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "Optimal strategy 3×3: 27 secrets, 73 tries in all, 2.704 on average, at most 4 tries; first guess RRB.\n"+
		"Tree written to "+chemin+"; \"mastermind verify-tree "+chemin+"\" checks it.\n", out)

	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "verify-tree", chemin)
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "The tree "+chemin+" is valid for 3×3 (letters RBJ): 27 secrets, 73 tries in all, 2.704 on average, at most 4 tries.\n"+
		"Secrets found in 1, 2, … tries: 1; 7; 18; 1.\n", out)

	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--pegs", "3", "--colors", "3", "--export", chemin},
		"The file "+chemin+" already exists: choose another name, or add --force to replace it")
	_, errw, st = commandetest.Lance(t, essai(), "", "optimal", "--pegs", "3", "--colors", "3", "--export", chemin, "--force")
	require.Equal(t, 0, st, errw)

	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--export", filepath.Dir(chemin), "--force"},
		"The file "+filepath.Dir(chemin)+" is not replaced: it is a folder, not a file")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--force"}, "--force only goes with --export")
}

// TestVerifyTreeFromTheStandardInput: "-" exports to the output and
// verifies the input, so that a pipe checks a tree.
func TestVerifyTreeFromTheStandardInput(t *testing.T) {
	arbre, errw, st := commandetest.Lance(t, essai(), "", "optimal", "--pegs", "3", "--colors", "4", "--no-repeat", "--export", "-")
	require.Equal(t, 0, st, errw)
	require.True(t, strings.HasPrefix(arbre, "mastermind-tree 1\npegs 3\ncolors 4\nrepeats no\nletters RBJV\n"), arbre)
	out, errw, st := commandetest.Lance(t, essai(), arbre, "verify-tree", "-")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "L'arbre - est valide pour 3×4 sans répétition (lettres RBJV) : 24 secrets")

	var z bytes.Buffer
	w := gzip.NewWriter(&z)
	_, err := w.Write([]byte(arbre))
	require.NoError(t, err)
	require.NoError(t, w.Close())
	compresse, errw, st := commandetest.Lance(t, essai(), z.String(), "verify-tree", "-")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, out, compresse, "gzipped, the same tree")
}

// TestVerifyTreeSaysWhatIsWrong: a tree that is not valid gives status 1
// and one sentence that says where and why; a file that cannot be read,
// status 2.
func TestVerifyTreeSaysWhatIsWrong(t *testing.T) {
	d := t.TempDir()
	faux := filepath.Join(d, "faux.txt")
	require.NoError(t, os.WriteFile(faux, []byte("mastermind-tree 1\npegs 2\ncolors 2\nrepeats yes\nletters RB\ntotal 8\nworst 3\n"+
		"RR:2,0\nRR:0,1 RB:2,0\nRR:1,0 RB:0,2 BR:2,0\nRR:0,0 BB:2,0\n"), 0o644))
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "verify-tree", faux)
	assert.Equal(t, 1, st)
	assert.Empty(t, out)
	assert.Equal(t, "The file "+faux+" is not a valid tree: line 9, the answer to RR when the secret is RB is 1,0, not 0,1\n", errw)
	_, errw, _ = commandetest.Lance(t, essai(), "", "verify-tree", faux)
	assert.Equal(t, "Le fichier "+faux+" n'est pas un arbre valide : ligne 9, la réponse à RR quand le secret est RB est 1,0, pas 0,1\n", errw)

	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "verify-tree", filepath.Join(d, "absent.txt")},
		"Cannot read "+filepath.Join(d, "absent.txt")+": it does not exist")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "verify-tree", d}, "Cannot read "+d+": it is a folder, not a file")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "verify-tree"}, "The tree's file is missing: mastermind verify-tree FILE")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "verify-tree", faux, faux},
		`Unexpected argument "`+faux+`". Type "mastermind verify-tree --help".`)
}

// TestVerifyTreeStreamsAnySize: a valid tree is valid whatever its size
// (here more than 256 MiB once uncompressed, comments between its lines,
// the cap of before), and a file cut short cannot be read: status 2, not 1.
func TestVerifyTreeStreamsAnySize(t *testing.T) {
	if testing.Short() {
		t.Skip("300 MB go through the verifier")
	}
	arbre, errw, st := commandetest.Lance(t, essai(), "", "optimal", "--pegs", "2", "--colors", "3", "--export", "-")
	require.Equal(t, 0, st, errw)
	entete, lignes, ok := strings.Cut(arbre, "\nRB:")
	require.True(t, ok)
	commentaire := "#" + strings.Repeat(" ", 60000) + "\n"
	var z bytes.Buffer
	w, err := gzip.NewWriterLevel(&z, gzip.BestSpeed)
	require.NoError(t, err)
	_, err = w.Write([]byte(entete + "\n"))
	require.NoError(t, err)
	for range (300 << 20) / len(commentaire) {
		_, err = w.Write([]byte(commentaire))
		require.NoError(t, err)
	}
	_, err = w.Write([]byte("RB:" + lignes))
	require.NoError(t, err)
	require.NoError(t, w.Close())
	chemin := filepath.Join(t.TempDir(), "2x3.txt.gz")
	require.NoError(t, os.WriteFile(chemin, z.Bytes(), 0o644))
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "verify-tree", chemin)
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "is valid for 2×3 (letters RBJ): 9 secrets, 21 tries in all")

	coupe := filepath.Join(t.TempDir(), "coupe.txt.gz")
	require.NoError(t, os.WriteFile(coupe, z.Bytes()[:z.Len()/2], 0o644))
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "verify-tree", coupe)
	assert.Equal(t, 2, st)
	assert.Equal(t, "Cannot read "+coupe+": it stops before its end (its compressed data is cut short)\n", errw)
}
