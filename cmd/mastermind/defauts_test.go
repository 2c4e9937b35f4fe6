package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheTimeColumnSaysItsUnit: the strategies side by side and the
// tournament head their time column "durée (s)", "time (s)": the unit in
// parentheses, not a word of its own ("durée s"). Whole header lines,
// both languages, through a pipe (the terminal's blocks are in
// TestEcranStatsA80Colonnes).
func TestTheTimeColumnSaysItsUnit(t *testing.T) {
	for _, c := range []struct {
		args   []string
		entete string
	}{
		{[]string{"stats", "--strategy", "all", "--seed", "1"},
			"stratégie       moyenne  max   total au max       1      2      3      4      5      6      7      8      9     10     11  durée (s)"},
		{[]string{"stats", "--strategy", "all", "--seed", "1", "--lang", "en"},
			"strategy        average  max   total at max       1      2      3      4      5      6      7      8      9     10     11  time (s)"},
		{[]string{"tournament", "--pegs", "3", "--colors", "3", "lexico"},
			"rang  stratégie  moyenne  pire  au pire  total  sans score  durée (s)"},
		{[]string{"tournament", "--pegs", "3", "--colors", "3", "lexico", "--lang", "en"},
			"rank  strategy  average  worst  at worst  total  unscored  time (s)"},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, errw, st := lance(t, "", c.args...)
			require.Equal(t, 0, st, errw)
			var entetes []string
			for _, l := range strings.Split(out, "\n") {
				if strings.HasSuffix(l, "(s)") {
					entetes = append(entetes, l)
				}
			}
			assert.Equal(t, []string{c.entete}, entetes)
		})
	}
}

// TestASavesFolderUnderADeviceNamesBoth: a saves folder under /dev/null
// cannot be one; the sentence names the folder given and /dev/null, the
// part of its path that is not a folder, and tells no one to move
// /dev/null. Whole sentences, both languages, the menu and resume.
func TestASavesFolderUnderADeviceNamesBoth(t *testing.T) {
	for _, c := range []struct {
		args   []string
		phrase string
	}{
		{[]string{"resume", "perso", "--saves", "/dev/null/x"},
			"Impossible : /dev/null/x ne peut pas être un dossier, car /dev/null n'en est pas un ; choisissez un autre dossier avec --saves.\n"},
		{[]string{"resume", "perso", "--saves", "/dev/null/x", "--lang", "en"},
			"Not possible: /dev/null/x cannot be a folder, as /dev/null is not one; choose another folder with --saves.\n"},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, errw, st := lance(t, "", c.args...)
			assert.Equal(t, 1, st)
			assert.Empty(t, out)
			assert.Equal(t, c.phrase, errw)
		})
	}
	out, _, st := lance(t, "9\n", "--saves", "/dev/null/x")
	require.Equal(t, 0, st)
	assert.Contains(t, strings.Split(out, "\n"),
		"Les parties sauvegardées ne peuvent pas être montrées : /dev/null/x ne peut pas être un dossier, car /dev/null n'en est pas un ; choisissez un autre dossier avec --saves.")
}
