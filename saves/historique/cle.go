package historique

import (
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"time"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// Fin is why a round ended, as the record says it.
type Fin string

// The ends of a round.
const (
	// FinTrouve: the decoder found the secret.
	FinTrouve Fin = "found"
	// FinEssais: the decoder ran out of tries.
	FinEssais Fin = "out_of_tries"
	// FinErreur: the coder answered wrongly (no code agreed with the
	// answers, or the secret revealed contradicted one): an error, or
	// cheating; the coder scored 0.
	FinErreur Fin = "wrong_answer"
)

// Cle is what names a finished round among all: its game and its number
// in it. A round is recorded once under its key, whatever path led to its
// end (played straight, set aside and resumed, killed and resumed).
type Cle struct {
	// Id is the game's id (saves.Sauvegarde.Id); empty for a game saved
	// before games had one, which its start (Partie) names then.
	Id        string
	Partie    time.Time
	NumManche int
}

// Cle is the round's key; ok is false for a round that has none (a line
// written before rounds were keyed, outside a course game).
func (e Entree) Cle() (c Cle, ok bool) {
	switch {
	case e.Id != "":
		return Cle{Id: e.Id, NumManche: e.NumManche}, true
	case e.DansUnePartie():
		return Cle{Partie: e.Partie.UTC().Truncate(time.Second), NumManche: e.NumManche}, true
	}
	return Cle{}, false
}

// uniques drops the entries whose key an earlier entry has: a round
// recorded twice by an older program counts once. n is the number
// dropped.
func uniques(entrees []Entree) (gardees []Entree, n int) {
	vues := map[Cle]bool{}
	for _, e := range entrees {
		if c, ok := e.Cle(); ok {
			if vues[c] {
				n++
				continue
			}
			vues[c] = true
		}
		gardees = append(gardees, e)
	}
	return gardees, n
}

// consignee reports whether the round of key c is in the current file or
// the newest archive (where a round recorded before the last move of the
// file is): called under the writers' lock.
func (h Historique) consignee(c Cle, ns []int) (bool, error) {
	noms := []string{Fichier}
	if len(ns) > 0 {
		noms = append(noms, Archive(slices.Max(ns)))
	}
	for _, nom := range noms {
		data, err := disque.Lit(filepath.Join(h.Dossier, nom), h.plafond())
		switch {
		case errors.Is(err, fs.ErrNotExist):
			continue
		case err != nil:
			return false, err
		}
		var l Lecture
		l.lit(nom, data)
		for _, e := range l.Entrees {
			if k, ok := e.Cle(); ok && k == c {
				return true, nil
			}
		}
	}
	return false, nil
}
