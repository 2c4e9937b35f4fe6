// Package utmm holds the basic array tools of the course ("UtMM", utile pour
// le Master Mind) that the code package really uses: frequency tables,
// elements in common, elements at the same index and the first duplicate.
//
// The course writes them as static methods on int and char arrays; here they
// are small generic functions so that one definition serves the colour
// numbers of a code ([]uint8, []int) and the initials of a palette ([]rune).
package utmm

// Entier is any integer type a code may use for its colour numbers.
type Entier interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Frequences is the course's tabFrequence.
//
// Pré-requis: every element of t is in [0, n).
// Résultat: a table of length n holding at index i the number of
// occurrences of i in t. For t = (1,0,2,0) and n = 6: (2,1,1,0,0,0).
func Frequences[T Entier](t []T, n int) []int {
	f := make([]int, n)
	CompteDans(f, t)
	return f
}

// CompteDans is Frequences into a table the caller owns, so that hot loops
// do not allocate.
//
// Pré-requis: every element of t is in [0, len(f)) and f holds zeros.
// Action: f[i] becomes the number of occurrences of i in t.
func CompteDans[T Entier](f []int, t []T) {
	for _, v := range t {
		f[v]++
	}
}

// Communs is the course's nbCommuns computed from two frequency tables: the
// number of elements two arrays share regardless of position, that is the
// sum over i of min(f1[i], f2[i]).
//
// Pré-requis: len(f1) == len(f2).
func Communs(f1, f2 []int) int {
	n := 0
	for i, a := range f1 {
		n += min(a, f2[i])
	}
	return n
}

// BienPlaces is the course's nbBienPlaces: the number of indices where a and
// b hold the same element. For (1,0,2,0) and (0,1,0,0) it is 1.
//
// Pré-requis: len(a) == len(b).
func BienPlaces[T comparable](a, b []T) int {
	n := 0
	for i, v := range a {
		if v == b[i] {
			n++
		}
	}
	return n
}

// Doublon is the course's elemDiff: it reports the first repeat met when
// reading t from left to right. j is the smallest index such that t[j]
// appears before j, and i < j the first index where t[j] appears: for
// RBBR, i = 1 and j = 2 (the B), although R comes first; for RBJR, 0 and 3.
//
// Résultat: ok is false, and i and j are 0, when the elements of t are all
// different.
func Doublon[T comparable](t []T) (i, j int, ok bool) {
	vu := make(map[T]int, len(t))
	for j, v := range t {
		if i, dup := vu[v]; dup {
			return i, j, true
		}
		vu[v] = j
	}
	return 0, 0, false
}
