package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGoModAsksNoToolchainDownload (issue 36): go.mod names no toolchain,
// so that a Go of the go line's version or newer builds at once, without
// GOTOOLCHAIN=auto downloading another Go first; and the go line is a
// release (1.26.0), not a patch a user may not have.
func TestGoModAsksNoToolchainDownload(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	require.NoError(t, err)
	assert.NotRegexp(t, `(?m)^toolchain `, string(data))
	assert.Regexp(t, regexp.MustCompile(`(?m)^go 1\.[0-9]+\.0$`), string(data))
}
