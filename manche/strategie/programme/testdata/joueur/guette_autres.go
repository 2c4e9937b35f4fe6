//go:build !linux

package main

import "time"

// guette sees nothing without inotify.
func guette(string) func() bool { return func() bool { return false } }

// brule spends about d.
func brule(d time.Duration) {
	for fin := time.Now().Add(d); time.Now().Before(fin); {
	}
}
