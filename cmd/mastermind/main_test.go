package main

import (
	"os"
	"testing"
)

// TestMain clears what the program reads of the caller's environment to
// find the player's files, so that no test reads or writes the real
// settings, saves or cache: each test gets folders of its own
// (environnementDeTest) unless it sets them.
func TestMain(m *testing.M) {
	for _, v := range []string{"XDG_CONFIG_HOME", "MASTERMIND_SAVES", "MASTERMIND_CACHE"} {
		os.Unsetenv(v)
	}
	os.Exit(m.Run())
}
