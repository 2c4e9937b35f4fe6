//go:build unix

package programme

import (
	"os"
	"strconv"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLitOrdreFD: the seed comes from a pipe, and from nothing else: a
// descriptor below 3, a regular file or a closed one give "?", which the
// run refuses rather than draw another order.
func TestLitOrdreFD(t *testing.T) {
	var p [2]int
	require.NoError(t, syscall.Pipe(p[:]))
	_, err := syscall.Write(p[1], []byte("1234\n"))
	require.NoError(t, err)
	require.NoError(t, syscall.Close(p[1]))
	fd := strconv.Itoa(p[0])
	assert.Equal(t, "1234", litOrdreFD(fd))
	assert.Equal(t, "?", litOrdreFD(fd), "read once, closed")

	f, err := os.CreateTemp(t.TempDir(), "graine")
	require.NoError(t, err)
	_, err = f.WriteString("1234")
	require.NoError(t, err)
	defer f.Close()
	assert.Equal(t, "?", litOrdreFD(strconv.Itoa(int(f.Fd()))), "not a pipe")
	assert.Equal(t, "?", litOrdreFD("0"))
	assert.Equal(t, "?", litOrdreFD("x"))

	getenv := avecOrdre(func(k string) string { return "env:" + k }, "42")
	assert.Equal(t, "42", getenv(EnvOrdre))
	assert.Equal(t, "env:HOME", getenv("HOME"))
}
