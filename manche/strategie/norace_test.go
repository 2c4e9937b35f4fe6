//go:build !race

package strategie

// race is true under the race detector, which makes the heaviest checks
// too slow to run in full.
const race = false
