package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
)

// tailles are the sizes the worked examples are checked on: with and
// without repeats.
func taillesExemples() [][]string {
	return [][]string{
		{"--pegs", "3", "--colors", "4"},
		{"--pegs", "4", "--colors", "5", "--no-repeat"},
		{"--pegs", "2", "--colors", "8"},
	}
}

// memesStats checks that strategy nom scores as the built-in lexico on
// each of tailles.
func memesStats(t *testing.T, nom string, tailles [][]string) {
	t.Helper()
	for _, taille := range tailles {
		voulu, errw, st := lance(t, "", append([]string{"stats", "--json"}, taille...)...)
		require.Equal(t, 0, st, errw)
		// --timeout: a loaded machine may start the program slower than
		// the default 10 s a line. --one-process: one interpreter for
		// the run, not one a round (the figures are the same).
		out, errw, st := lance(t, "", append([]string{"stats", "--json", "--timeout", "5m", "--one-process", "--strategy", nom}, taille...)...)
		require.Equal(t, 0, st, "%v: %s", taille, errw)
		var a, b statistiques.StatsJSON
		require.NoError(t, json.Unmarshal([]byte(out), &a))
		require.NoError(t, json.Unmarshal([]byte(voulu), &b))
		require.NotNil(t, a.FreshProcess)
		assert.False(t, *a.FreshProcess)
		a.Strategy, a.Seconds, b.Seconds, a.FreshProcess = b.Strategy, 0, 0, nil
		assert.Equal(t, b, a, "%v", taille)
	}
}

// racineModule is the module's folder, where the docs are.
func racineModule() string { return filepath.Join("..", "..") }

// TestPythonExample runs the Python example of docs/PROTOCOLE.md, when
// python3 is on the machine: the course's statistics, exactly, on the
// size without repeats (every size in make check,
// TestExamplesOnEverySize).
func TestPythonExample(t *testing.T) {
	memesStats(t, exemplePython(t), taillesExemples()[1:2])
}

// exemplePython is the strategy of the Python example, or the test is
// skipped without python3.
func exemplePython(t *testing.T) string {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not on this machine")
	}
	exemple, err := filepath.Abs(filepath.Join(racineModule(), "docs", "exemples", "lexico.py"))
	require.NoError(t, err)
	return "cmd:" + python + " " + exemple
}

// compileJava is the command the protocol pages give to compile the Java
// example: the source is UTF-8 whatever the user's locale says.
const compileJava = "javac -encoding UTF-8 -d out docs/exemples/Lexico.java"

// TestJavaExample compiles and runs the Java example, when javac and java
// are on the machine, as the pages say (compileJava), on the size without
// repeats (every size in make check, TestExamplesOnEverySize).
func TestJavaExample(t *testing.T) {
	memesStats(t, exempleJava(t), taillesExemples()[1:2])
}

// exempleJava compiles the Java example and returns its strategy, or the
// test is skipped without a JDK.
func exempleJava(t *testing.T) string {
	t.Helper()
	javac, err := exec.LookPath("javac")
	if err != nil {
		t.Skip("javac is not on this machine")
	}
	java, err := exec.LookPath("java")
	if err != nil {
		t.Skip("java is not on this machine")
	}
	classes := t.TempDir()
	sortie, err := exec.Command(javac, "-encoding", "UTF-8", "-d", classes, filepath.Join(racineModule(), "docs", "exemples", "Lexico.java")).CombinedOutput()
	require.NoError(t, err, "%s", sortie)
	return "cmd:" + java + " -cp " + classes + " Lexico"
}

// TestProtocolPageShowsTheExample: the listing in docs/PROTOCOLE.md is the
// file the test runs.
func TestProtocolPageShowsTheExample(t *testing.T) {
	page, err := os.ReadFile(filepath.Join(racineModule(), "docs", "PROTOCOLE.md"))
	require.NoError(t, err)
	fichier, err := os.ReadFile(filepath.Join(racineModule(), "docs", "exemples", "lexico.py"))
	require.NoError(t, err)
	bloc := regexp.MustCompile("(?s)```python\n(.*?)```").FindSubmatch(page)
	require.NotNil(t, bloc)
	assert.Equal(t, string(fichier), string(bloc[1]))
	for _, p := range []string{"PROTOCOLE.md", "PROTOCOL.md"} {
		page, err := os.ReadFile(filepath.Join(racineModule(), "docs", p))
		require.NoError(t, err)
		assert.True(t, strings.Contains(string(page), "\n"+compileJava+"\n"), "%s shows how to compile the example: %s", p, compileJava)
	}
}

// BenchmarkPythonExample4x6 is the Python example over every secret of
// 4×6, in one process (--one-process): a few seconds (make bench
// BENCHTIME=1x).
func BenchmarkPythonExample4x6(b *testing.B) {
	python, err := exec.LookPath("python3")
	if err != nil {
		b.Skip("python3 is not on this machine")
	}
	exemple, err := filepath.Abs(filepath.Join(racineModule(), "docs", "exemples", "lexico.py"))
	require.NoError(b, err)
	for b.Loop() {
		var out, errw strings.Builder
		err := run(b.Context(), []string{"stats", "--one-process", "--strategy", "cmd:" + python + " " + exemple}, func(string) string { return "" },
			strings.NewReader(""), &out, &errw)
		require.NoError(b, err, errw.String())
	}
}
