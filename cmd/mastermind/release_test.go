package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestCompleteFlagEqualsValue (issue 45): a flag's value completes after
// "--flag=" too, from the flag's declaration: whole ("--lang=e", as zsh,
// fish and PowerShell give the word) or split at "=" as bash gives it
// ("--lang" "=" "e": only what follows the "=" is replaced).
func TestCompleteFlagEqualsValue(t *testing.T) {
	for _, c := range []struct {
		mots  []string
		voulu string
	}{
		{[]string{"demo", "--lang=e"}, "--lang=en"},
		{[]string{"demo", "--lang", "=", "e"}, "en"},
		{[]string{"demo", "--lang", "="}, "en fr"},
		{[]string{"--lang=f"}, "--lang=fr"},
		{[]string{"--lang", "=", "en", "st"}, "stats"},
		{[]string{"stats", "--strategy=a"}, "--strategy=all"},
		{[]string{"demo", "--strategy=kn"}, "--strategy=knuth"},
		{[]string{"optimal", "--tree", ""}, "exact hybrid none"},
		{[]string{"optimal", "--tree=h"}, "--tree=hybrid"},
		{[]string{"demo", "--pegs=4"}, ""},
		{[]string{"completion", ""}, "bash fish powershell zsh"},
	} {
		t.Run(strings.Join(c.mots, " "), func(t *testing.T) {
			out, errw, st := lance(t, "", append([]string{"__complete"}, c.mots...)...)
			require.Equal(t, 0, st, errw)
			assert.Equal(t, c.voulu, strings.Join(strings.Fields(out), " "))
		})
	}
}

// TestCompletionBashFlagEqualsInAShell (issue 45): in an interactive
// bash with the script sourced, Tab after "--lang=e" gives "--lang=en"
// (it gave "--lang=exercises", a file name, when the completion read the
// flags from the help and bash split the word at "=").
func TestCompletionBashFlagEqualsInAShell(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	if filepath.Base(bin) != "mastermind" {
		t.Skip("the script names the program mastermind")
	}
	dir := t.TempDir()
	// Files a file name completion would offer instead.
	for _, f := range []string{"exercises", "exemple"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, f), nil, 0o600))
	}
	out, errw, st := lance(t, "", "completion", "bash")
	require.Equal(t, 0, st, errw)
	script := filepath.Join(t.TempDir(), "mastermind.bash")
	require.NoError(t, os.WriteFile(script, []byte(out), 0o600))
	cmd := exec.Command(bash, "--norc", "--noprofile", "-i")
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "TERM=dumb", "PS1=$ ", "LANG=C.UTF-8",
		"PATH=" + filepath.Dir(bin) + string(os.PathListSeparator) + os.Getenv("PATH")}
	tty, err := pty.Start(cmd)
	require.NoError(t, err)
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait(); _ = tty.Close() }()
	var sortie commandetest.Tampon
	go func() { _, _ = io.Copy(&sortie, tty) }()
	_, err = io.WriteString(tty, "source "+script+"; echo PR$((1+1))ET\n")
	require.NoError(t, err)
	require.Eventually(t, func() bool { return strings.Contains(sortie.String(), "PR2ET") }, ecrantest.Delai, 10*time.Millisecond, "%q", sortie.String())
	_, err = io.WriteString(tty, "mastermind demo --lang=e\t")
	require.NoError(t, err)
	assert.Eventually(t, func() bool { return strings.Contains(sortie.String(), "mastermind demo --lang=en") }, ecrantest.Delai, 10*time.Millisecond,
		"Tab completes the value after the =: %q", sortie.String())
	assert.NotContains(t, sortie.String(), "--lang=ex")
}

// TestCompletionPowerShellScript (issue 45): mastermind completion
// powershell is a native argument completer that asks the program
// (__complete) with the words before the cursor and the word under it.
// PowerShell is not installed where the tests run: the script is checked
// as text, and the words it passes are answered as PowerShell gives them
// ("--lang=e" whole).
func TestCompletionPowerShellScript(t *testing.T) {
	out, errw, st := lance(t, "", "completion", "powershell")
	require.Equal(t, 0, st, errw)
	for _, s := range []string{
		"Register-ArgumentCompleter -Native -CommandName 'mastermind', 'mastermind.exe' -ScriptBlock {",
		"param($wordToComplete, $commandAst, $cursorPosition)",
		"$_.Extent.EndOffset -lt $cursorPosition",
		"& $programme __complete @mots 2>$null",
		"[System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)",
	} {
		assert.Contains(t, out, s)
	}
	assert.Equal(t, strings.Count(out, "{"), strings.Count(out, "}"), "braces balanced")
	assert.Equal(t, strings.Count(out, "("), strings.Count(out, ")"), "parentheses balanced")
	aide, _, _ := lance(t, "", "--lang", "en", "help", "completion")
	assert.Contains(t, strings.Join(strings.Fields(aide), " "), "mastermind completion powershell | Out-String | Invoke-Expression")
	if pwsh, err := exec.LookPath("pwsh"); err == nil {
		cmd := exec.Command(pwsh, "-NoProfile", "-Command", out)
		sortie, err := cmd.CombinedOutput()
		assert.NoError(t, err, string(sortie))
	}
}

// sectionsManuel are the manual page's sections (.SH) in order.
func sectionsManuel(page string) []string {
	var r []string
	for _, l := range strings.Split(page, "\n") {
		if s, ok := strings.CutPrefix(l, ".SH "); ok {
			r = append(r, strings.Trim(s, `"`))
		}
	}
	return r
}

// TestManPageSections (issue 45): the manual page has the sections man
// readers expect, in order, and a header dated by SOURCE_DATE_EPOCH, not
// by the clock; man renders it and lexgrog (apropos, whatis) reads its
// NAME, where they are installed.
func TestManPageSections(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1764547200") // 2025-12-01
	out, errw, st := lance(t, "", "--lang", "en", "__man")
	require.Equal(t, 0, st, errw)
	assert.Regexp(t, `^\.TH MASTERMIND 1 "2025-12-01" "mastermind [^"]+" "User Commands"\n`, out)
	assert.Equal(t, []string{"NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "COMPLETION", "ENVIRONMENT", "FILES", "EXIT STATUS", "HELP"},
		sectionsManuel(out))
	for _, c := range commandes() {
		assert.Contains(t, out, "\n.B mastermind "+strings.ReplaceAll(c.Nom, "-", `\-`)+"\n", "the synopsis of %s", c.Nom)
	}
	fr, errw, st := lance(t, "", "--lang", "fr", "__man")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, sectionsManuel(out), sectionsManuel(fr))
	assert.Contains(t, fr, `"Commandes utilisateur"`)
	page := filepath.Join(t.TempDir(), "mastermind.1")
	require.NoError(t, os.WriteFile(page, []byte(out), 0o600))
	if lexgrog, err := exec.LookPath("lexgrog"); err == nil {
		sortie, err := exec.Command(lexgrog, page).CombinedOutput()
		require.NoError(t, err, string(sortie))
		assert.Contains(t, string(sortie), `"mastermind - the Master Mind game`)
	}
	if man, err := exec.LookPath("man"); err == nil {
		cmd := exec.Command(man, "-l", page)
		cmd.Env = append(os.Environ(), "MANPAGER=cat", "PAGER=cat", "MANWIDTH=80")
		sortie, err := cmd.Output()
		require.NoError(t, err)
		for _, s := range []string{"NAME", "SYNOPSIS", "EXIT STATUS", "2025-12-01"} {
			assert.Contains(t, string(sortie), s)
		}
	}
}

// reCommandeAide reads a command in the program's help; reDrapeauAide a
// flag in a help's list of options; reDrapeauManuel a flag of the manual
// page's lists (.TP).
var (
	reCommandeAide  = regexp.MustCompile(`(?m)^  mastermind ([a-z-]+) \[options\]`)
	reDrapeauAide   = regexp.MustCompile(`(?m)^  --([a-z0-9-]+)`)
	reDrapeauManuel = regexp.MustCompile(`(?m)^\.TP\n\\fB\\-\\-([a-z0-9\\-]+)\\fR`)
)

// TestManPageAgreesWithHelp (issue 45): every command of "mastermind
// help" has its section in the manual page and every section a command;
// each command's flags in its --help are those of its section, and the
// program's own flags those of OPTIONS.
func TestManPageAgreesWithHelp(t *testing.T) {
	aide, errw, st := lance(t, "", "--lang", "en", "help")
	require.Equal(t, 0, st, errw)
	page, errw, st := lance(t, "", "--lang", "en", "__man")
	require.Equal(t, 0, st, errw)
	drapeauxManuel := func(s string) []string {
		var r []string
		for _, m := range reDrapeauManuel.FindAllStringSubmatch(s, -1) {
			r = append(r, strings.ReplaceAll(m[1], `\-`, "-"))
		}
		slices.Sort(r)
		return r
	}
	drapeauxAide := func(s string) []string {
		var r []string
		for _, m := range reDrapeauAide.FindAllStringSubmatch(s, -1) {
			r = append(r, m[1])
		}
		slices.Sort(r)
		return slices.Compact(r)
	}
	var dansAide []string
	for _, m := range reCommandeAide.FindAllStringSubmatch(aide, -1) {
		dansAide = append(dansAide, m[1])
	}
	_, commandesManuel, ok := strings.Cut(page, "\n.SH COMMANDS\n")
	require.True(t, ok)
	commandesManuel, _, _ = strings.Cut(commandesManuel, "\n.SH ")
	var dansManuel []string
	for _, s := range strings.Split(commandesManuel, ".SS mastermind ")[1:] {
		nom, corps, _ := strings.Cut(s, "\n")
		nom = strings.ReplaceAll(nom, `\-`, "-")
		dansManuel = append(dansManuel, nom)
		cmd, errw, st := lance(t, "", "--lang", "en", nom, "--help")
		require.Equal(t, 0, st, errw)
		_, liste, _ := strings.Cut(cmd, "\nOptions:\n")
		assert.Equal(t, drapeauxAide(liste), drapeauxManuel(corps), "the flags of %s", nom)
	}
	assert.Equal(t, dansAide, dansManuel, "the commands")
	_, options, _ := strings.Cut(page, "\n.SH OPTIONS\n")
	options, _, _ = strings.Cut(options, "\n.SH ")
	_, globales, _ := strings.Cut(aide, "Options of mastermind:\n")
	globales, _, _ = strings.Cut(globales, "\n\n")
	assert.Equal(t, drapeauxAide(globales), drapeauxManuel(options), "the program's own flags")
}

// TestCompletionFlagEqualsFishEtZsh (issue 45): fish and zsh, which give
// the word "--lang=e" whole, complete it to "--lang=en" (zsh's compadd
// stubbed, as in TestCompletionFishEtZsh).
func TestCompletionFlagEqualsFishEtZsh(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	if filepath.Base(bin) != "mastermind" {
		t.Skip("the scripts name the program mastermind")
	}
	chemin := filepath.Dir(bin) + string(os.PathListSeparator) + os.Getenv("PATH")
	for _, c := range []struct{ shell, code, voulu string }{
		{"fish", `mastermind completion fish | source; complete -C"mastermind demo --lang=e"; complete -C"mastermind stats --strategy=kn"`,
			"--lang=en\n--strategy=knuth"},
		{"zsh", `compdef() { :; }; compadd() { shift; print -l -- ${(P)1}; }; _files() { print FILES; }
source <(mastermind completion zsh)
words=(mastermind demo --lang=e); CURRENT=3; _mastermind`, "--lang=en"},
	} {
		t.Run(c.shell, func(t *testing.T) {
			shell, err := exec.LookPath(c.shell)
			if err != nil {
				t.Skip("no " + c.shell)
			}
			cmd := exec.Command(shell, "-c", c.code)
			cmd.Env = append(os.Environ(), "PATH="+chemin, "HOME="+t.TempDir())
			var errw strings.Builder
			cmd.Stderr = &errw
			sortie, err := cmd.Output()
			require.NoError(t, err, errw.String())
			assert.Equal(t, c.voulu, strings.TrimSpace(string(sortie)), errw.String())
		})
	}
}
