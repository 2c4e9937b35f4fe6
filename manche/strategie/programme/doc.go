// Package programme lets a program the user wrote, in any language, play
// as the computer's strategy: the lab's protocol, version 1 (docs/PROTOCOL.md,
// docs/PROTOCOLE.md), over the program's standard input and output.
//
// Conversation speaks the protocol over a reader and a writer; Lance starts
// the program in a process group of its own, never through a shell, and
// Processus.Arrete ends the whole group; JoueTout plays every secret of a
// size, with one run of the program or a fresh one for each round
// (Options.ParManche); Strategie is a program as a
// strategie.Strategie for the rounds of the game. A program that breaks
// the protocol is stopped with an *ErreurProgramme, the report a teacher
// reads.
package programme
