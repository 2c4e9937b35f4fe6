// Package ecran is the game screen: on a capable terminal, a round is
// played on a board that stays in place, the whole screen being the game.
//
// It is three parts, each testable alone:
//   - Etat is the screen's state (the board, the row being entered and its
//     cursor, the palette, the message area, the help overlay, the Escape
//     menu), changed by Etat.Touche, one key or click at a time, with no
//     terminal;
//   - Etat.Dessine draws it whole for Cols × Rows display cells, from
//     MinCols × MinRows (below, a sentence asks for a bigger window);
//   - Ecran is the driver: it owns a Console (terminal.Console) while it
//     asks, draws on the alternate screen only the rows that changed, and
//     leaves the final board in the terminal's history when it closes.
//
// Joueur gives a round's human players their few calls (a guess, an
// answer, a secret), each returning a parsed move. The package knows the
// domain (plateau, code, couleur, manche) and the catalogue, not the game
// (jeu) that wires it.
package ecran
