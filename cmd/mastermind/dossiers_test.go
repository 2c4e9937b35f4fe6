package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// Issue 25 (13): without HOME nor any XDG variable the menu starts, says
// which variable to set, and a game is played, unsaved.
func TestWithoutAHomeFolderTheGameIsPlayedUnsaved(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for _, v := range []string{"HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "MASTERMIND_SAVES", "MASTERMIND_CACHE"} {
		t.Setenv(v, "")
	}
	out := joueMenu(t, 4, "Solo", "RRRR", "quitter", "Quitter")
	assert.Contains(t, lignesDe(out), "Les parties ne seront pas sauvegardées : ni XDG_DATA_HOME ni HOME ne nomment un dossier (un chemin absolu). Définissez HOME, ou choisissez un dossier avec --saves ; en attendant, vous pouvez jouer.")
	assert.Contains(t, lignesDe(out), "Vos réglages ne seront pas gardés pour la prochaine fois : ni XDG_CONFIG_HOME ni HOME ne nomment un dossier (un chemin absolu). Définissez l'un d'eux.")
	assert.Contains(t, out, "Partie abandonnée.", "played, not saved")
	entrees, err := os.ReadDir(dir)
	assert.NoError(t, err)
	assert.Empty(t, entrees, "nothing written in the current folder")
}

// Issue 25 (13): a relative XDG_DATA_HOME is ignored, never taken from the
// current folder.
func TestARelativeXDGFolderIsIgnored(t *testing.T) {
	dir, home := t.TempDir(), t.TempDir()
	t.Chdir(dir)
	t.Setenv("HOME", home)
	t.Setenv("XDG_DATA_HOME", "data")
	t.Setenv("XDG_CONFIG_HOME", "config")
	t.Setenv("MASTERMIND_SAVES", "")
	joueMenu(t, 4, "Solo", "RRRR", "quitter", "Réglages > Taille du jeu > Super", "Retour au menu", "Quitter")
	entrees, err := os.ReadDir(dir)
	assert.NoError(t, err)
	assert.Empty(t, entrees, "nothing written in the current folder")
	assert.DirExists(t, home+"/.local/share/mastermind/saves")
	assert.FileExists(t, home+"/.config/mastermind/config.yaml")
}

// Issue 36: without a home folder, resume says which variable to set,
// whether it lists the saves or resumes one, in one sentence and without
// a stack trace.
func TestResumeWithoutAHomeFolderSaysWhatToSet(t *testing.T) {
	for _, v := range []string{"HOME", "XDG_DATA_HOME", "LOCALAPPDATA", "USERPROFILE", "MASTERMIND_SAVES"} {
		t.Setenv(v, "")
	}
	for _, args := range [][]string{{"resume"}, {"resume", "midi"}, {"--lang", "en", "resume"}} {
		out, errw, st := lance(t, "", args...)
		assert.Equal(t, 1, st, args)
		assert.Empty(t, out)
		assert.NotContains(t, errw, "panic")
		assert.Equal(t, 1, strings.Count(errw, "\n"), "one sentence: %q", errw)
		assert.Contains(t, errw, "--saves", "the way out")
	}
	_, errw, _ := lance(t, "", "--lang", "en", "resume")
	assert.Equal(t, "No saves folder: neither "+strings.Join(disque.Variables(disque.Donnees), " nor ")+" names a folder (an absolute path). Set "+
		disque.Variables(disque.Donnees)[len(disque.Variables(disque.Donnees))-1]+", or choose a folder with --saves.\n", errw)
}
