package main

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
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
