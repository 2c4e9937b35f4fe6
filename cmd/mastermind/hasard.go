package main

import "math/rand/v2"

// generateur is the program's only way to draw at random: a generator
// seeded explicitly, so that a seed replays a game.
func generateur(graine uint64) *rand.Rand {
	return rand.New(rand.NewPCG(graine, graine^0x9e3779b97f4a7c15))
}
