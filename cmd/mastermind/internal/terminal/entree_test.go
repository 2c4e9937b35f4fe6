package terminal

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVueHandsOutOneByteAndLosesNothingOnClose(t *testing.T) {
	e := nouvelleEntree(strings.NewReader("ab"))
	v1 := e.vue()
	p := make([]byte, 10)
	n, err := v1.Read(p)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, byte('a'), p[0])
	require.NoError(t, v1.Close())
	_, err = v1.Read(p)
	assert.ErrorIs(t, err, io.EOF)

	v2 := e.vue()
	n, err = v2.Read(p)
	require.NoError(t, err)
	assert.Equal(t, "b", string(p[:n]), "what the closed view did not take is still there")
	_, err = v2.Read(p)
	assert.ErrorIs(t, err, io.EOF, "then the input's own end")
}

func TestCloseReleasesAPendingRead(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	e := nouvelleEntree(r)
	v := e.vue()
	done := make(chan error)
	go func() {
		_, err := v.Read(make([]byte, 1))
		done <- err
	}()
	time.Sleep(10 * time.Millisecond)
	v.Close()
	assert.ErrorIs(t, <-done, io.EOF)

	go func() { _, _ = w.Write([]byte("z")) }()
	p := make([]byte, 1)
	n, err := e.vue().Read(p)
	require.NoError(t, err)
	assert.Equal(t, "z", string(p[:n]), "the byte typed after the close goes to the next prompt")
}

func TestSansClocheDropsLoneBells(t *testing.T) {
	var b strings.Builder
	s := sansCloche{w: &b}
	_, _ = s.Write([]byte{7})
	_, _ = s.Write([]byte("a\x07b"))
	assert.Equal(t, "a\x07b", b.String())
	assert.NoError(t, s.Close())
}
