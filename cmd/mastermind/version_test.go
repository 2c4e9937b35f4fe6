package main

import (
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestVersionCommande: mastermind --version answers with the toolchain.
func TestVersionCommande(t *testing.T) {
	out, errw, st := lance(t, "", "--version", "--lang", "en")
	assert.Equal(t, 0, st, errw)
	assert.True(t, strings.HasPrefix(out, "mastermind "), out)
	assert.Contains(t, out, runtime.Version())
}
