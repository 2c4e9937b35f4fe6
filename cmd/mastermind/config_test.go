package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The settings chosen in Réglages are kept for the next run, in
// $XDG_CONFIG_HOME/mastermind/config.yaml.
func TestSettingsAreKeptBetweenRuns(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	joueMenu(t, 1, "Réglages > Taille du jeu > Super", "L'ordinateur explique ses coups", "Retour au menu", "Quitter")
	data, err := os.ReadFile(filepath.Join(dir, "mastermind", "config.yaml"))
	require.NoError(t, err)
	assert.Equal(t, `version: 1
preset: super
pegs: 5
colors: 8
no_repeat: false
rounds: 2
max_tries: 12
strategy: lexico
explain: true
`, string(data))

	out := joueMenu(t, 1, "Quitter")
	assert.Contains(t, lignesDe(out), "Menu principal — Super 5×8, 12 essais, 2 manches, lexicographique", "the next run starts with them")

	out, _, st := lance(t, "", "--lang", "en")
	require.Equal(t, 0, st)
	assert.Contains(t, lignesDe(out), "Main menu — Super 5×8, 12 tries, 2 rounds, lexicographic")
}

func TestCustomSettingsKeepTheirColourNames(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	joueMenu(t, 1, "Réglages > Taille du jeu > Personnalisé", "3", "3", "", "Ciel,Terre,Mer", "", "", "Retour au menu", "Quitter")
	data, err := os.ReadFile(filepath.Join(dir, "mastermind", "config.yaml"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "color_names: [Ciel, Terre, Mer]\n")
	out, _, st := lance(t, "", "--lang", "en")
	require.Equal(t, 0, st)
	assert.Contains(t, lignesDe(out), "Main menu — Custom 3×3, 10 tries, 2 rounds, lexicographic")
}

func TestADamagedSettingsFileIsSaidOnceAndLeftAlone(t *testing.T) {
	tests := []struct {
		nom, contenu, fr string
	}{
		{"unknown field", "version: 1\npreset: super\nbogus: 1\n", "ligne 3, le champ « bogus » est inconnu"},
		{"newer version", "version: 2\npreset: super\n", "le fichier est au format 2, or ce programme lit le format 1 ; mettez le programme à jour"},
		{"newer version with fields of its own", "version: 2\npreset: super\ntheme: dark\n", "le fichier est au format 2, or ce programme lit le format 1 ; mettez le programme à jour"},
		{"version -1", "version: -1\npreset: super\ntheme: dark\n", "le champ « version » vaut -1, un format qui n'existe pas : ce programme écrit et lit le format 1"},
		{"size of another preset", "version: 1\npreset: super\npegs: 4\ncolors: 6\nrounds: 2\nmax_tries: 10\nstrategy: lexico\n",
			"les pions, couleurs et essais ne sont pas ceux de la taille de jeu (preset)"},
		{"odd rounds", "version: 1\npreset: classique\npegs: 4\ncolors: 6\nrounds: 3\nmax_tries: 10\nstrategy: lexico\n",
			"le nombre de manches doit être pair et au moins 2, pour que chacun code autant de fois"},
		{"empty", "", "le fichier est vide"},
	}
	for _, tt := range tests {
		t.Run(tt.nom, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv("XDG_CONFIG_HOME", dir)
			chemin := filepath.Join(dir, "mastermind", "config.yaml")
			require.NoError(t, os.MkdirAll(filepath.Dir(chemin), 0o755))
			require.NoError(t, os.WriteFile(chemin, []byte(tt.contenu), 0o644))
			out := joueMenu(t, 1, "Réglages > Taille du jeu > Super", "Retour au menu", "Quitter")
			phrase := "Vos réglages (" + chemin + ") ne se lisent pas : " + tt.fr +
				". Les réglages par défaut sont pris ; le fichier reste tel quel jusqu'à ce que vous changiez un réglage : il sera alors mis de côté sous un autre nom, et vos choix gardés dans un nouveau fichier."
			assert.Contains(t, lignesDe(out), phrase)
			assert.Equal(t, 1, strings.Count(out, "ne se lisent pas"), "said once")
			assert.Contains(t, lignesDe(out), "Menu principal — Classique 4×6, 10 essais, 2 manches, lexicographique", "the defaults")
			ecartes, err := filepath.Glob(chemin + ".refused-*")
			require.NoError(t, err)
			require.Len(t, ecartes, 1, "the refused file is set aside at the first change")
			assert.Contains(t, lignesDe(out), "Vos anciens réglages illisibles sont mis de côté dans "+ecartes[0]+" ; vos choix sont gardés dans un nouveau fichier, "+chemin+".")
			assert.Equal(t, 1, strings.Count(out, "mis de côté dans"), "said once")
			apres, err := os.ReadFile(ecartes[0])
			require.NoError(t, err)
			assert.Equal(t, tt.contenu, string(apres), "byte for byte")
			// Issue 25 (12): later choices are kept.
			out = joueMenu(t, 1, "Réglages > Taille du jeu > Original", "Retour au menu", "Quitter")
			assert.NotContains(t, out, "ne se lisent pas")
			out = joueMenu(t, 1, "Quitter")
			assert.Contains(t, lignesDe(out), "Menu principal — Original 4×8, 10 essais, 2 manches, lexicographique", "the last choice is kept")
		})
	}
}

func TestSettingsThatCannotBeKeptAreSaidOnce(t *testing.T) {
	fichier := filepath.Join(t.TempDir(), "un fichier")
	require.NoError(t, os.WriteFile(fichier, nil, 0o644))
	t.Setenv("XDG_CONFIG_HOME", fichier)
	out := joueMenu(t, 1, "Réglages > Taille du jeu > Super", "Taille du jeu > Original", "Retour au menu", "Quitter")
	assert.Contains(t, lignesDe(out), "Vos réglages ne pourront pas être gardés pour la prochaine fois : "+
		filepath.Join(fichier, "mastermind")+" ne peut pas être un dossier, car "+fichier+" est un fichier ; déplacez ce fichier, ou choisissez un autre dossier avec XDG_CONFIG_HOME.",
		"the settings' folder, and the file in its way")
	assert.Equal(t, 1, strings.Count(out, "ne pourront pas être gardés"), "said once")
	assert.Contains(t, lignesDe(out), "Réglages : Original 4×8, 10 essais, 2 manches, lexicographique.", "the settings apply to this run")
}

// A settings file kept elsewhere and linked into the settings folder (as
// dotfiles are) is read through the link and written in place: the link
// stays a link. A link to nothing is said and left alone.
func TestLinkedSettingsAreReadAndWrittenInPlace(t *testing.T) {
	dir, ailleurs := t.TempDir(), t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	cible := filepath.Join(ailleurs, "mastermind.yaml")
	require.NoError(t, os.WriteFile(cible, []byte("version: 1\npreset: super\npegs: 5\ncolors: 8\nno_repeat: false\nrounds: 2\nmax_tries: 12\nstrategy: lexico\nexplain: false\n"), 0o644))
	lien := filepath.Join(dir, "mastermind", "config.yaml")
	require.NoError(t, os.MkdirAll(filepath.Dir(lien), 0o755))
	require.NoError(t, os.Symlink(cible, lien))

	out := joueMenu(t, 1, "Réglages > L'ordinateur explique ses coups", "Retour au menu", "Quitter")
	assert.Contains(t, lignesDe(out), "Menu principal — Super 5×8, 12 essais, 2 manches, lexicographique", "read through the link")
	assert.NotContains(t, out, "ne se lisent pas")
	info, err := os.Lstat(lien)
	require.NoError(t, err)
	assert.Equal(t, os.ModeSymlink, info.Mode().Type(), "the link stays a link")
	data, err := os.ReadFile(cible)
	require.NoError(t, err)
	assert.Contains(t, string(data), "explain: true\n", "the change went to the linked file")

	t.Run("dangling", func(t *testing.T) {
		dir := t.TempDir()
		t.Setenv("XDG_CONFIG_HOME", dir)
		lien := filepath.Join(dir, "mastermind", "config.yaml")
		require.NoError(t, os.MkdirAll(filepath.Dir(lien), 0o755))
		require.NoError(t, os.Symlink(filepath.Join(dir, "nowhere.yaml"), lien))
		out := joueMenu(t, 1, "Réglages > Taille du jeu > Super", "Retour au menu", "Quitter")
		assert.Contains(t, lignesDe(out), "Vos réglages ("+lien+") ne se lisent pas : c'est un lien symbolique, or seul un fichier ordinaire est lu. Les réglages par défaut sont pris ; le fichier reste tel quel jusqu'à ce que vous changiez un réglage : il sera alors mis de côté sous un autre nom, et vos choix gardés dans un nouveau fichier.")
		ecartes, err := filepath.Glob(lien + ".refused-*")
		require.NoError(t, err)
		require.Len(t, ecartes, 1)
		info, err := os.Lstat(ecartes[0])
		require.NoError(t, err)
		assert.Equal(t, os.ModeSymlink, info.Mode().Type(), "the link itself is set aside")
		assert.NoFileExists(t, filepath.Join(dir, "nowhere.yaml"), "its target is never created")
		assert.FileExists(t, lien, "the choices are kept in a new file")
	})
}

// Issue 25 (12): a settings file linked from elsewhere keeps its
// permissions when written.
func TestLinkedSettingsKeepTheirPermissions(t *testing.T) {
	dir, ailleurs := t.TempDir(), t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	cible := filepath.Join(ailleurs, "mastermind.yaml")
	require.NoError(t, os.WriteFile(cible, []byte("version: 1\npreset: super\npegs: 5\ncolors: 8\nno_repeat: false\nrounds: 2\nmax_tries: 12\nstrategy: lexico\nexplain: false\n"), 0o600))
	lien := filepath.Join(dir, "mastermind", "config.yaml")
	require.NoError(t, os.MkdirAll(filepath.Dir(lien), 0o755))
	require.NoError(t, os.Symlink(cible, lien))
	joueMenu(t, 1, "Réglages > L'ordinateur explique ses coups", "Retour au menu", "Quitter")
	info, err := os.Stat(cible)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
}
