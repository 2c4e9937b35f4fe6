package jeu

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// The model-based test shares its folders with other programs: foreign
// files (hidden .tmp and .lock files of other programs, old ones, links,
// names close to the program's own) are added to the saves folder and to
// the optimal strategy's cache folder, and after every step each must be
// as it was. The program touches only the files it wrote.

// etranger is a file of another program: its bytes, or the target of a
// link.
type etranger struct {
	contenu []byte
	lien    string
}

// etrangersPossibles are the foreign files a step may add, by name: none
// is a name the program writes, though many look alike.
func etrangersPossibles(dir string) map[string]etranger {
	return map[string]etranger{
		".vim.tmp":                      {contenu: []byte("an editor's swap")},
		".tmp-1-5-123.tmp":              {contenu: []byte("another program's temporary file")},
		".autosave-1234.tmp":            {contenu: []byte("x")},
		".mastermind-notes.tmp":         {contenu: []byte("close to the program's own name")},
		".mastermind-1-5-123.tmp.bak":   {contenu: []byte("a backup")},
		".notes.lock":                   {contenu: []byte("pid 12\n")},
		".build.lock":                   {contenu: []byte("")},
		".x.lock":                       {contenu: []byte("4242\n")},
		"notes.txt":                     {contenu: []byte("plain notes")},
		".mastermind-7-1-1.tmp":         {lien: filepath.Join(dir, "notes.txt")},
		".lien.lock":                    {lien: filepath.Join(dir, "nowhere")},
		".cassé.tmp":                    {lien: "/nonexistent/target"},
		".mastermind-verrous-of-others": {contenu: []byte("not the guard")},
	}
}

// ajouteEtranger writes a foreign file, old, in the saves or the cache
// folder, then lets the cache be used (a game of the optimal strategy
// loads it) so that its clean-up runs too.
func (m *monde) ajouteEtranger() {
	m.t.Helper()
	dir := m.dir
	if m.r.IntN(2) == 0 {
		dir = m.cache
	}
	require.NoError(m.t, os.MkdirAll(dir, 0o755))
	possibles := etrangersPossibles(dir)
	noms := make([]string, 0, len(possibles))
	for n := range possibles {
		noms = append(noms, n)
	}
	// A stable order, for the seed to replay the test.
	slices.Sort(noms)
	nom := noms[m.r.IntN(len(noms))]
	chemin := filepath.Join(dir, nom)
	if _, ok := m.etrangers[chemin]; ok {
		return
	}
	e := possibles[nom]
	if e.lien != "" {
		require.NoError(m.t, os.Symlink(e.lien, chemin))
	} else {
		require.NoError(m.t, os.WriteFile(chemin, e.contenu, 0o644))
		vieux := time.Now().Add(-24 * time.Hour)
		require.NoError(m.t, os.Chtimes(chemin, vieux, vieux))
	}
	m.etrangers[chemin] = e
	m.utiliseCache()
}

// utiliseCache loads a tree from the cache folder, as a game of the
// optimal strategy does: it cleans the folder up first.
func (m *monde) utiliseCache() {
	e, err := code.NouvelEspace(code.Taille{Pions: 2, Couleurs: 3})
	require.NoError(m.t, err)
	_, err = arbres.Cache{Dossier: m.cache, Cle: arbres.Cle(bytes.Repeat([]byte{7}, 32))}.Charge(e, optimal.Options{})
	require.True(m.t, err == nil || errors.Is(err, fs.ErrNotExist), "loading the cache: %v", err)
}

// verifieEtrangers checks that every foreign file is as it was written.
func (m *monde) verifieEtrangers(msg string) {
	m.t.Helper()
	for chemin, e := range m.etrangers {
		info, err := os.Lstat(chemin)
		require.NoError(m.t, err, "%s: the foreign file %s is still there", msg, chemin)
		if e.lien != "" {
			require.Equal(m.t, fs.ModeSymlink, info.Mode().Type(), "%s: %s is still a link", msg, chemin)
			cible, err := os.Readlink(chemin)
			require.NoError(m.t, err)
			require.Equal(m.t, e.lien, cible, msg)
			continue
		}
		data, err := os.ReadFile(chemin)
		require.NoError(m.t, err)
		require.True(m.t, bytes.Equal(e.contenu, data), "%s: %s byte for byte", msg, chemin)
	}
}

// estEtranger reports whether the file nom of the saves folder is a
// foreign one.
func (m *monde) estEtranger(nom string) bool {
	_, ok := m.etrangers[filepath.Join(m.dir, nom)]
	return ok
}
