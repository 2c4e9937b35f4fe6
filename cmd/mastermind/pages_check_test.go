//go:build check

package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// PROTOCOL.md's block as written: its python3 program (make test: the
// built-in lexico in its place, TestDocsShowTheRealOutput).
func TestDocsShowTheRealOutputInEnglish(t *testing.T) {
	n := 0
	for _, b := range blocsDesPages(t) {
		if b.page == "PROTOCOL.md" {
			n++
			t.Run(b.page+": "+b.commande, func(t *testing.T) { lanceBloc(t, b) })
		}
	}
	assert.Equal(t, 1, n, "PROTOCOL.md's console blocks")
}
