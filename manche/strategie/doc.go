// Package strategie holds the computer's code-breaking strategies: one small
// interface, the state a strategy reads (the board's rows and the codes
// still possible), and the strategies themselves.
//
// A strategy keeps no state of its own between moves: its next proposal is
// a function of the rows played so far and of the round's seed. A round
// can therefore be saved, undone or replayed from its rows alone, and the
// statistics can share the moves of every game that shares a history.
//
// # Reading order
//
// The course's strategies first, each readable in one sitting:
//
//   - strategie.go: the interface Strategie and the state Etat (the rows,
//     the candidates, the seed).
//   - lexico.go: the course's base strategy, Lexico (passePropSuivante,
//     the walk with passeCodeSuivantLexico and estCompat), and §3.6's
//     variants LexicoDecroissant, LexicoAlea, LexicoAleatoire.
//   - extension.go: the handout's extension LexicoRapide, Lexico's
//     proposals read from the candidates, which the statistics play
//     (Extension, AvecExtension).
//   - hasard.go: Hasard, a candidate drawn at random, and how a strategy
//     draws from the seed and the rows only.
//   - cfc.go: §3.7's CFC (background colour, cursor colour), replayed from
//     the rows by RejoueCFC; cfcplus.go: its improved version, CFCPlus.
//   - cfcsansrep.go, cfcsansrepfc.go: CFC when no colour may repeat
//     (phase C, then phase FC).
//
// Then the score strategies, Knuth's algorithm and its successors (an
// extension of the course):
//
//   - decoupage.go: Decoupage, how a guess splits the candidates by answer.
//   - critere.go: the criteria (knuth, most-parts, entropy,
//     expected-size) and Cout, the exact figure each one minimises.
//   - example_test.go: referenceParScore, the plain search of every
//     admissible code, 20 lines: read it before the engine. The engine is
//     tested equal to it (TestParScoreEqualsReference).
//   - score.go: ParScore, the strategy, and Meilleurs (its choice and the
//     runner-up).
//
// The engine behind ParScore, the same proposals as the plain search,
// found much faster (docs/STRATEGIES.md explains each cut); its files
// start with score_:
//
//   - score_recherche.go: the search; first the candidates, then the
//     guesses by colour multiset, best bounds first, each guess given up
//     once it cannot win.
//   - score_symetrie.go: the colours and positions the state cannot tell
//     apart, so that one guess of each class is scored.
//   - score_multiset.go: the multisets of colours, their bounds and the
//     groups of candidates they share.
//   - score_elagage.go: the cuts of short candidate lists.
//   - score_borne.go: the lower bound of a split, and how two splits
//     combine.
//   - score_log.go: k·log2 k in exact fixed point, for the entropy.
//
// Last, what works on any strategy:
//
//   - premier.go: AvecPremier, a strategy with an imposed first proposal.
//   - registre.go: the strategies by name (Nouvelle, Noms).
//   - explication.go: what a strategy learned from a row (Explique), the
//     course's "Déduction" column.
//   - arbre.go, stats.go: the statistics of §3.3 (Calcule), one decision
//     tree for every secret.
//   - avancement.go, estimation.go: how far a long computation is, and
//     about how long it will take.
//
// The optimal strategy and students' programs are subpackages: optimal and
// programme.
package strategie
