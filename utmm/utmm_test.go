package utmm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFrequences(t *testing.T) {
	assert.Equal(t, []int{2, 1, 1, 0, 0, 0}, Frequences([]int{1, 0, 2, 0}, 6))
	assert.Equal(t, []int{0, 0, 0}, Frequences([]uint8{}, 3))
	assert.Equal(t, []int{0, 3}, Frequences([]uint8{1, 1, 1}, 2))
}

func TestCommuns(t *testing.T) {
	tests := []struct {
		name   string
		a, b   []int
		nombre int
	}{
		{"handout example", []int{1, 0, 2, 0}, []int{0, 1, 0, 0}, 3},
		{"nothing in common", []int{0, 0}, []int{1, 1}, 0},
		{"identical", []int{3, 2, 1}, []int{3, 2, 1}, 3},
		{"permutation", []int{3, 2, 1}, []int{1, 3, 2}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.nombre, Communs(Frequences(tt.a, 6), Frequences(tt.b, 6)))
		})
	}
}

func TestBienPlaces(t *testing.T) {
	assert.Equal(t, 1, BienPlaces([]int{1, 0, 2, 0}, []int{0, 1, 0, 0}))
	assert.Equal(t, 4, BienPlaces([]uint8{1, 0, 2, 0}, []uint8{1, 0, 2, 0}))
	assert.Equal(t, 0, BienPlaces([]rune{}, []rune{}))
}

func TestDoublon(t *testing.T) {
	i, j, ok := Doublon([]rune("RBJVB"))
	assert.True(t, ok)
	assert.Equal(t, [2]int{1, 4}, [2]int{i, j})

	_, _, ok = Doublon([]rune("RBJVONMC"))
	assert.False(t, ok)
}
