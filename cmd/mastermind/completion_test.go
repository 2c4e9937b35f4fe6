package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestComplete: mastermind __complete lists what may replace the last
// word: commands, flags before and after a command, a flag's values,
// strategies, saves.
func TestComplete(t *testing.T) {
	dir := t.TempDir()
	ecritPerso(t, dir)
	cas := []struct {
		mots  []string
		voulu string
	}{
		{[]string{""}, "analyse completion demo exercises help history merge optimal resume solve stats tournament verify-tree"},
		{[]string{"st"}, "stats"},
		{[]string{"hi"}, "history"},
		{[]string{"--"}, "--allow-program --help --lang --saves --seed --version"},
		{[]string{"--allow-program", "st"}, "stats"},
		{[]string{"--lang", ""}, "en fr"},
		{[]string{"--lang", "en", "so"}, "solve"},
		{[]string{"stats", "--str"}, "--strategy"},
		{[]string{"stats", "--strategy", "k"}, "knuth"},
		{[]string{"stats", "--strategy", "a"}, "all"},
		{[]string{"demo", "--strategy", "a"}, ""},
		{[]string{"demo", "--json", "--p"}, "--pegs"},
		{[]string{"demo", "--pegs", ""}, ""},
		{[]string{"tournament", "knuth", "lex"}, "lexico lexico-desc lexico-random lexico-alea"},
		{[]string{"help", "t"}, "tournament"},
		{[]string{"help", "e"}, "environment exercises"},
		{[]string{"help", "c"}, "completion"},
		{[]string{"help", "h"}, "help history"},
		{[]string{"completion", "--"}, "--help"},
		{[]string{"completion", ""}, "bash fish powershell zsh"},
		{[]string{"resume", "--saves", dir, ""}, "perso"},
		{[]string{"resume", "--saves=" + dir, "p"}, "perso"},
		{[]string{"resume", "--saves", dir, "x"}, ""},
		{[]string{"nosuch", ""}, ""},
	}
	for _, c := range cas {
		t.Run(strings.Join(c.mots, " "), func(t *testing.T) {
			out, errw, st := lance(t, "", append([]string{"__complete"}, c.mots...)...)
			require.Equal(t, 0, st, errw)
			assert.Equal(t, c.voulu, strings.Join(strings.Fields(out), " "))
		})
	}
}

// TestHelpCommande: mastermind help CMD is CMD --help; help alone is
// --help.
func TestHelpCommande(t *testing.T) {
	for _, cmd := range commandes() {
		aide, _, st := lance(t, "", cmd.Nom, "--help")
		require.Equal(t, 0, st)
		out, _, st := lance(t, "", "help", cmd.Nom)
		assert.Equal(t, 0, st)
		assert.Equal(t, aide, out, cmd.Nom)
	}
	aide, _, _ := lance(t, "", "--help")
	out, _, st := lance(t, "", "help")
	assert.Equal(t, 0, st)
	assert.Equal(t, aide, out)
	_, errw, st := lance(t, "", "help", "nosuch")
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, "nosuch")
	// Issue 36: every topic completion offers is answered.
	for _, sujet := range []string{"help", "completion", "environment", "environnement"} {
		out, errw, st := lance(t, "", "help", sujet)
		assert.Equal(t, 0, st, errw)
		assert.NotEmpty(t, out, sujet)
	}
	for _, drapeau := range []string{"--help", "-h"} {
		out, errw, st := lance(t, "", "completion", drapeau)
		assert.Equal(t, 0, st, errw)
		aide, _, _ := lance(t, "", "help", "completion")
		assert.Equal(t, aide, out)
		assert.Contains(t, out, "source <(mastermind completion bash)")
	}
	_, errw, st = lance(t, "", "completion", "tcsh")
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, "bash, zsh, fish ou powershell")
}

// TestCompletionBash: bash's completion, with the script the program
// prints, completes a few command lines through the real program.
func TestCompletionBash(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	dir := t.TempDir()
	ecritPerso(t, dir)
	script := filepath.Join(t.TempDir(), "mastermind.bash")
	out, errw, st := lance(t, "", "completion", "bash")
	require.Equal(t, 0, st, errw)
	require.NoError(t, os.WriteFile(script, []byte(out), 0o600))
	for _, c := range []struct {
		ligne []string
		voulu string
	}{
		{[]string{"t"}, "tournament"},
		{[]string{"stats", "--strategy", "most"}, "most-parts"},
		{[]string{"demo", "--ex"}, "--explain"},
		{[]string{"resume", "--saves", dir, ""}, "perso"},
		{[]string{"completion", "z"}, "zsh"},
	} {
		t.Run(strings.Join(c.ligne, " "), func(t *testing.T) {
			mots := append([]string{bin}, c.ligne...)
			for i, m := range mots {
				mots[i] = "'" + m + "'"
			}
			code := "source " + script + "\n" +
				"COMP_WORDS=(" + strings.Join(mots, " ") + ")\n" +
				"COMP_CWORD=" + string(rune('0'+len(c.ligne))) + "\n" +
				"_mastermind\n" +
				`echo "${COMPREPLY[*]}"`
			cmd := exec.Command(bash, "--norc", "--noprofile", "-c", code)
			cmd.Env = append(os.Environ(), "LANG=fr_FR.UTF-8")
			sortie, err := cmd.CombinedOutput()
			require.NoError(t, err, string(sortie))
			assert.Equal(t, c.voulu, strings.TrimSpace(string(sortie)))
		})
	}
}

// TestCompletionFishEtZsh: the fish and zsh scripts, where those shells
// are installed, complete through the real program (zsh's compadd and
// _files stubbed: they only work inside its completion system).
func TestCompletionFishEtZsh(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	chemin := filepath.Dir(bin) + string(os.PathListSeparator) + os.Getenv("PATH")
	// A folder for file names: fish completes them where the program
	// offers nothing.
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "sous"), 0o755))
	for _, c := range []struct{ shell, code, voulu string }{
		{"fish", `mastermind completion fish | source; complete -C"mastermind stats --strategy kn"; complete -C"mastermind tour"; complete -C"mastermind --saves DIR/so"`,
			"knuth\ntournament\nDIR/sous/"},
		{"zsh", `compdef() { :; }; compadd() { shift; print -l -- ${(P)1}; }; _files() { print FILES; }
source <(mastermind completion zsh)
words=(mastermind stats --strategy kn); CURRENT=4; _mastermind
words=(mastermind --saves ""); CURRENT=3; _mastermind`, "knuth\nFILES"},
	} {
		t.Run(c.shell, func(t *testing.T) {
			shell, err := exec.LookPath(c.shell)
			if err != nil {
				t.Skip("no " + c.shell)
			}
			if filepath.Base(bin) != "mastermind" {
				t.Skip("the scripts name the program mastermind")
			}
			cmd := exec.Command(shell, "-c", strings.ReplaceAll(c.code, "DIR", dir))
			cmd.Env = append(os.Environ(), "PATH="+chemin)
			var errw strings.Builder
			cmd.Stderr = &errw // a shell may warn about an unwritable HOME
			sortie, err := cmd.Output()
			require.NoError(t, err, errw.String())
			assert.Equal(t, strings.ReplaceAll(c.voulu, "DIR", dir), strings.TrimSpace(string(sortie)), errw.String())
		})
	}
}

// TestCompletionZshInAnInteractiveShell (issue 36): the line the zsh
// script suggests, source <(mastermind completion zsh), in the .zshrc of
// an interactive zsh on a terminal, does not hang the shell's start (the
// program must not touch a terminal it did not change: in a process
// substitution it is not in the foreground, and a change would stop it
// with SIGTTOU).
func TestCompletionZshInAnInteractiveShell(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	t.Parallel()
	zsh, err := exec.LookPath("zsh")
	if err != nil {
		t.Skip("no zsh")
	}
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	if filepath.Base(bin) != "mastermind" {
		t.Skip("the script names the program mastermind")
	}
	zdotdir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(zdotdir, ".zshrc"), []byte(
		"autoload -Uz compinit && compinit -u -d "+filepath.Join(zdotdir, "compdump")+"\n"+
			"source <(mastermind completion zsh)\n"+
			"print -r -- PR$((1+1))ET ${+_comps[mastermind]}\n"+
			"exit\n"), 0o600))
	cmd := exec.Command(zsh, "-i")
	cmd.Env = []string{"ZDOTDIR=" + zdotdir, "HOME=" + zdotdir, "TERM=xterm",
		"PATH=" + filepath.Dir(bin) + string(os.PathListSeparator) + os.Getenv("PATH")}
	tty, err := pty.Start(cmd)
	require.NoError(t, err)
	defer tty.Close()
	var out commandetest.Tampon
	go func() { _, _ = io.Copy(&out, tty) }()
	fini := make(chan error, 1)
	go func() { fini <- cmd.Wait() }()
	select {
	case <-fini:
	case <-time.After(ecrantest.Delai):
		_ = cmd.Process.Kill()
		t.Fatalf("zsh -i did not start: %q", out.String())
	}
	assert.Eventually(t, func() bool { return strings.Contains(out.String(), "PR2ET 1") }, ecrantest.Delai, 10*time.Millisecond,
		"the shell started with the completion defined: %q", out.String())
}
