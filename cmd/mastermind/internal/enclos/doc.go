// Package enclos runs a student's program fenced: in a folder of its own,
// with limits on its CPU time, memory, processes and file size, and, where
// the kernel allows it, without the network and without writing outside
// its folder; when the lab is done with it, or dies, nothing it started
// is left running.
//
// The lab does not start the program itself: it starts its own binary
// again as a guard (gardien), which starts it once more as a launcher
// (lanceur) that fences itself, then execs the program. Go cannot run
// code in a child between fork and exec, so the limits and the Landlock
// rules are set by the launcher on itself, and the program inherits them.
// The guard stays between the lab and the program: on Linux it is the
// subreaper of every process the program starts (and puts them in a
// cgroup v2 when it can), and it ends them all when the program ends,
// when the lab asks (closing a pipe) and when the lab dies (the pipe
// closes with it).
//
// A binary that starts fenced programs is the guard and the launcher: it
// calls SiRelance as the first statement of main (a test binary, of
// TestMain), which looks for the argument and the environment variable
// the lab sets (as runc and Docker's reexec do) and never returns when it
// finds them. A binary that does not call it cannot fence: Demarre
// returns ErrSansRelance. See docs/PROTOCOL.md, "The fence", for what
// each platform gets.
package enclos
