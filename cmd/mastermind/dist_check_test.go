//go:build check

package main

import (
	"archive/tar"
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDistOnePlatform (issue 45): make dist's logic (.ci/dist) for
// linux/amd64 into a folder of the test's: the archive holds the static
// binary stamped with the version, the README, the LICENSE, the manual
// page dated by SOURCE_DATE_EPOCH and the four completions; SHA256SUMS
// holds the files' checksums; the Debian package puts each file where
// Debian looks for it (dpkg-deb -c). In make check: it compiles the
// program twice.
func TestDistOnePlatform(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	for _, outil := range []string{"git", "tar", "gzip", "zip", "sha256sum"} {
		if _, err := exec.LookPath(outil); err != nil {
			t.Skip("no " + outil)
		}
	}
	dist := t.TempDir()
	cmd := exec.Command(bash, filepath.Join(racineModule(), ".ci", "dist"))
	cmd.Env = append(os.Environ(), "DIST="+dist, "PLATFORMS=linux/amd64", "VERSION=v9.8.7-test", "SOURCE_DATE_EPOCH=1764547200")
	sortie, err := cmd.CombinedOutput()
	require.NoError(t, err, string(sortie))

	// SHA256SUMS: every file of the release, and only them.
	sommes, err := os.ReadFile(filepath.Join(dist, "SHA256SUMS"))
	require.NoError(t, err)
	var noms []string
	sc := bufio.NewScanner(strings.NewReader(string(sommes)))
	for sc.Scan() {
		somme, nom, ok := strings.Cut(sc.Text(), "  ")
		require.True(t, ok, sc.Text())
		data, err := os.ReadFile(filepath.Join(dist, nom))
		require.NoError(t, err)
		h := sha256.Sum256(data)
		assert.Equal(t, hex.EncodeToString(h[:]), somme, nom)
		noms = append(noms, nom)
	}
	entrees, err := os.ReadDir(dist)
	require.NoError(t, err)
	var fichiers []string
	for _, e := range entrees {
		if e.Name() != "SHA256SUMS" {
			fichiers = append(fichiers, e.Name())
		}
	}
	assert.ElementsMatch(t, fichiers, noms)
	archive := "mastermind_9.8.7-test_linux_amd64"
	require.Contains(t, noms, archive+".tar.gz")

	// The archive's files, read back.
	f, err := os.Open(filepath.Join(dist, archive+".tar.gz"))
	require.NoError(t, err)
	defer f.Close()
	gz, err := gzip.NewReader(f)
	require.NoError(t, err)
	tr := tar.NewReader(gz)
	contenu := map[string][]byte{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		assert.Equal(t, 0, h.Uid, h.Name)
		assert.Equal(t, int64(1764547200), h.ModTime.Unix(), "%s dated by SOURCE_DATE_EPOCH", h.Name)
		if h.Typeflag == tar.TypeReg {
			data, err := io.ReadAll(tr)
			require.NoError(t, err)
			contenu[strings.TrimPrefix(h.Name, archive+"/")] = data
		}
	}
	var dedans []string
	for n := range contenu {
		dedans = append(dedans, n)
	}
	slices.Sort(dedans)
	assert.Equal(t, []string{"LICENSE", "README.md", "completions/_mastermind", "completions/mastermind.bash",
		"completions/mastermind.fish", "completions/mastermind.ps1", "mastermind", "mastermind.1"}, dedans)
	assert.True(t, strings.HasPrefix(string(contenu["mastermind.1"]), `.TH MASTERMIND 1 "2025-12-01" "mastermind v9.8.7\-test"`), "the manual page's header")
	assert.Contains(t, string(contenu["completions/mastermind.ps1"]), "Register-ArgumentCompleter")

	// The binary: static (no interpreter, no C library), stamped.
	bin := filepath.Join(t.TempDir(), "mastermind")
	require.NoError(t, os.WriteFile(bin, contenu["mastermind"], 0o755))
	e, err := elf.Open(bin)
	require.NoError(t, err)
	for _, p := range e.Progs {
		assert.NotEqual(t, elf.PT_INTERP, p.Type, "a static binary has no dynamic loader")
	}
	libs, err := e.ImportedLibraries()
	require.NoError(t, err)
	assert.Empty(t, libs)
	require.NoError(t, e.Close())
	version, err := exec.Command(bin, "--version").CombinedOutput()
	require.NoError(t, err, string(version))
	assert.True(t, strings.HasPrefix(string(version), "mastermind v9.8.7-test\n"), string(version))

	// The Debian package's files.
	deb := filepath.Join(dist, "mastermind_9.8.7+test_amd64.deb")
	require.FileExists(t, deb)
	dpkgDeb, err := exec.LookPath("dpkg-deb")
	if err != nil {
		t.Skip("no dpkg-deb to read the package")
	}
	liste, err := exec.Command(dpkgDeb, "-c", deb).CombinedOutput()
	require.NoError(t, err, string(liste))
	for _, chemin := range []string{
		"./usr/bin/mastermind",
		"./usr/share/man/man1/mastermind.1.gz",
		"./usr/share/bash-completion/completions/mastermind",
		"./usr/share/zsh/vendor-completions/_mastermind",
		"./usr/share/fish/vendor_completions.d/mastermind.fish",
		"./usr/share/doc/mastermind/copyright",
	} {
		assert.Regexp(t, `(?m) `+strings.ReplaceAll(chemin, ".", `\.`)+`$`, string(liste))
	}
	assert.Regexp(t, `(?m)^-rwxr-xr-x root/root .* \./usr/bin/mastermind$`, string(liste))
	champs, err := exec.Command(dpkgDeb, "-f", deb, "Package", "Version", "Architecture").CombinedOutput()
	require.NoError(t, err, string(champs))
	assert.Equal(t, "Package: mastermind\nVersion: 9.8.7+test\nArchitecture: amd64\n", string(champs))
}
